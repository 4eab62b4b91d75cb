"""Issue 35: Speedtrödel's words that were German in the code reach an
English reader in English (the Rat's card names, the special cards' tile
lines, the names listed while zeros pick), and German stays as it was."""

from __future__ import annotations

from bot.troedel.ui import TroedelUI
from engines.texts import reading
from engines.troedel.actions import PassCard, PickCard, PlayCard
from engines.troedel.ai.rat import describe
from engines.troedel.cards import SPECIALS, SUITS, card
from render.troedel.cards import card_lines
from tests.language_words import foreign_words
from tests.troedel.helpers import play, scene

EVERY_CARD = [*(card(s, v) for s in SUITS for v in range(0, 19)), *SPECIALS]


def test_the_rat_names_every_card_in_the_readers_language() -> None:
    """The Rat said "Play Fälschung." to an English reader."""
    with reading("en"):
        said = [describe(kind(0, c)) for c in EVERY_CARD for kind in (PlayCard, PickCard, PassCard)]
    assert "Play Forgery." in said and "Take Wanted Today from the trick." in said
    assert "Play T12." in said and "Pass on E0." in said
    assert not [line for line in said if foreign_words(line, "en")]
    # German unchanged
    assert describe(PlayCard(0, 100)) == "Leg Fälschung."
    assert describe(PlayCard(0, card(1, 12))) == "Leg S12."


def test_a_special_cards_tile_lines_come_from_the_catalog() -> None:
    """The tiles said "Tausch-" / "runde" in English too."""
    with reading("en"):
        lines = {c: card_lines(c) for c in SPECIALS}
    assert lines[101] == ("Swap", "Round") and lines[103] == ("Wanted", "Today")
    assert not [pair for pair in lines.values() if foreign_words(" ".join(pair), "en")]
    assert card_lines(101) == ("Tausch-", "runde") and card_lines(100) == ("Fäl-", "schung")


def _three_zeros_ahead() -> tuple[object, list[str]]:
    st = scene(["P5 P3", "S0 S3", "B0 B3", "M0 M3", "Sm0 Sm3"])
    play(st, "P5", "S0", "B0", "M0", "Sm0")
    return st.view(4), ["Ada", "Ben", "Cleo", "Dora", "Emil"]


def test_the_names_before_ones_zero_are_listed_in_the_readers_language() -> None:
    """Item 35's panel line joined the names with " und " in English too."""
    view, names = _three_zeros_ahead()
    with reading("en"):
        english = TroedelUI().panel(view, names).content  # type: ignore[arg-type]
    assert "you pick after Ben, Cleo, and Dora." in english
    assert not foreign_words(english, "en")
    german = TroedelUI().panel(view, names).content  # type: ignore[arg-type]
    assert "du wählst nach Ben, Cleo und Dora." in german
