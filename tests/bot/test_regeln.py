"""Issue 20: /fabel regeln is a Discord edition of the rule text – it says
what to press here, lists the ten values, and has no web-only instruction."""

from __future__ import annotations

import re
from importlib import resources

from engines.fabel.cards import KINDS, VIERER_VALUE
from engines.texts import t
from engines.texts.de import TEXTS

WEB_ONLY = ("Maus", "Taste", "Zahnrad", "Sprechblase", "Musik", "hochkant", "Querformat",
            "Rechner", "Beispiel oben", "gedrückt", "Fährst du", "ausgegraut", "pulsiert",
            "Countdown-Ring")


def rules() -> str:
    return resources.files("bot.fabel").joinpath("regeln.txt").read_text(encoding="utf-8")


def test_no_web_only_instruction() -> None:
    text = rules()
    assert [w for w in WEB_ONLY if w.lower() in text.lower()] == []


def test_the_title_is_not_repeated() -> None:
    assert t("fabel.rules.title") not in rules()


def test_the_ten_values_follow_the_sentence_that_announces_them() -> None:
    text = rules()
    announced = text.index("Jede Sorte hat einen festen Wert")
    for kind in range(KINDS):
        entry = f"• {t(f'fabel.creature.{kind}')} {VIERER_VALUE[kind]}\n"
        assert entry in text and text.index(entry) > announced


def test_the_example_is_in_the_text_where_it_is_used() -> None:
    text = rules()
    example = text.index("(1000 + 800) × 2 = 3600")
    assert example < text.index("3600 / 20 = 180")


def _bare(label: str) -> str:
    """A label without its counts in brackets and its trailing "…"."""
    return re.sub(r"\s*…$", "", re.sub(r"\s*\(.*$", "", label)).strip()


def _labels() -> set[str]:
    """The words on the bot's buttons and selects."""
    return {_bare(value) for key, value in TEXTS.items()
            if key.startswith(("fabel.btn.", "fabel.select.", "fabel.lobby.btn.", "core.btn.",
                                "core.lobby.btn."))}


def test_every_quoted_button_is_one_the_bot_shows() -> None:
    labels = _labels()
    quoted = set(re.findall(r"„([^“]+)“", rules()))
    unknown = {q for q in quoted if _bare(q) not in labels}
    # Not buttons: the estimate's form, a money button's example, an option's word.
    assert unknown <= {"ca. …", "50 Taler (1 von 2)", "Kobolde"}
