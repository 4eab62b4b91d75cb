"""Issue 35, "Must show": "a test over every game's screens (the demo logs
and the simulator's transcripts of a whole game of each game) that no German
word from a word list appears in the English screens, and no English word
in the German ones" (the lists: tests/language_words.py). This file holds
the demo logs (every game and mode, in both languages, the words only);
the simulator's transcripts are in tests/bot/test_e2e_languages.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.kit.demo import play
from engines.texts import reading
from tests.bot.test_german import PLUGINS, _demos, _quiet
from tests.language_words import foreign_words, has_words_of


def test_the_word_lists_tell_the_languages_apart() -> None:
    assert foreign_words("Ben bietet 60 für den Drachen.", "en") == ["bietet", "für", "den",
                                                                    "Drachen"]
    assert foreign_words("Ben bids 60 for the dragon.", "de") == ["bids", "for", "the", "dragon"]
    assert not foreign_words("Frau Flüster ruft Meins! Mitternacht! Der Rat rät.", "de")
    assert not foreign_words("Frau Flüster calls Meins! Mitternacht! The Rat says so.", "en")
    assert has_words_of("the card", "en") and not has_words_of("the card", "de")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("name", "seats", "mode"), list(_demos()))
def test_every_demo_log_is_in_its_language(name: str, seats: int, mode: str, lang: str,
                                           tmp_path: Path) -> None:
    """The demo of every game and mode (Spielverlauf, moments, end text):
    in English no word of the German list, in German none of the English."""
    plugin = PLUGINS[name]
    assert plugin.ui is not None
    mode_choice = {"mode": [mode]} if any(c.key == "mode" for c in plugin.info.choices) else {}
    with reading(lang):
        play(plugin.info, *_quiet(plugin.ui, plugin.parts), tmp_path, seats=seats,
             choices=mode_choice)
    log = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert len(log.splitlines()) > 20 and has_words_of(log, lang)
    lines = [f"{line!r}: {found}" for line in log.splitlines()
             if (found := foreign_words(line, lang))]
    assert not lines, "\n".join(lines[:20])
