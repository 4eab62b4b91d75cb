"""Shipped fonts with their licence, glyph coverage, and the card art."""

from __future__ import annotations

from engines.fabel.cards import DENOMINATIONS, KINDS
from engines.texts import de
from render import fonts
from render.fabel import cards


def test_fonts_ship_with_their_licence() -> None:
    for path in fonts.CHAIN:
        assert path.is_file() and path.suffix == ".ttf"
        assert path.parent == fonts.FONT_DIR
    licence = (fonts.FONT_DIR / "LICENSE-DejaVu.txt").read_text()
    assert "Bitstream Vera" in licence and "Permission is hereby granted" in licence
    noto = (fonts.FONT_DIR / "LICENSE-Noto.txt").read_text()
    assert "SIL Open Font License" in noto


def test_every_player_facing_text_has_its_glyphs() -> None:
    """German umlauts and ß everywhere: every character of every catalog
    text the pictures may draw exists in a shipped face."""
    missing = {ch for text in de.TEXTS.values() for ch in text if not fonts.has_glyph(ch)}
    assert missing == set()
    assert all(fonts.face_for(ch) == fonts.BOLD for ch in "äöüÄÖÜß×−–…★⇄")


def test_symbol_fallback_takes_the_second_face() -> None:
    """A character the bold face lacks is drawn with the fallback face."""
    symbol = "⏳"  # the hourglass: in Noto Sans Symbols 2, not in DejaVu Sans Bold
    assert not fonts._face_has(fonts.BOLD, symbol) and fonts.has_glyph(symbol)
    assert fonts.face_for(symbol) == fonts.SYMBOLS
    assert fonts.label("x" + symbol, 24, (0, 0, 0)).width > fonts.label("x", 24, (0, 0, 0)).width


def test_card_faces_are_distinct_and_cached() -> None:
    faces = {cards.creature_card(k, 60).tobytes() for k in range(KINDS)}
    assert len(faces) == KINDS
    money = {cards.money_card(v, 60).tobytes() for v in DENOMINATIONS}
    assert len(money) == len(DENOMINATIONS)
    assert cards.creature_card(3, 60) is cards.creature_card(3, 60)
