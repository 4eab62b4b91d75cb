"""Issue 15: /spuk regeln is a Discord edition of the rule text
(../shared/rules/speedspuk.txt): it says what to press here, names the
cards, and has no web-only instruction."""

from __future__ import annotations

from importlib import resources

from engines.spuk.narrate import card_label
from engines.texts import t

#: Instructions of the web edition that Discord has not (no hover, no keys,
#: no long press; "Maus" alone is a card here: 1 Maus).
WEB_ONLY = ("mit der Maus", "Fährst du", "Taste", "gedrückt", "antippen", "tippst",
            "Klicke", "klicke", "Info-Fenster", "fliegen")

#: What is pressed or chosen here, in the panel or under the table picture.
PRESSED = ("Meine Karten", "Ansehen", "Zudecken", "Vom Stapel ziehen", "Ablage nehmen",
           "Mitternacht!", "Tauschen", "Gruppe tauschen", "Ablegen", "Verzichten", "Poltern",
           "Spieler · Platz", "Karten-Info", "Spielverlauf", "Stapel", "Computer hinzufügen",
           "Nochmal am selben Tisch", "/spuk tisch", "/spuk solo", "/spuk bestenliste",
           "/spuk partien")


def rules() -> str:
    return resources.files("bot.spuk").joinpath("regeln.txt").read_text(encoding="utf-8")


def test_no_web_only_instruction() -> None:
    text = rules()
    assert [w for w in WEB_ONLY if w in text] == []


def test_it_says_what_to_press_here() -> None:
    text = rules()
    assert [w for w in PRESSED if w not in text] == []
    for label in ("spuk.ui.btn.look", "spuk.ui.btn.cover", "spuk.ui.btn.draw",
                  "spuk.ui.btn.discard", "spuk.ui.btn.pass", "spuk.ui.btn.polter",
                  "spuk.ui.btn.swap_group", "spuk.ui.ph.target"):
        assert t(label) in text, label


def test_every_card_is_named_with_its_value() -> None:
    text = rules()
    for value in range(14):
        assert card_label(value) in text, value
