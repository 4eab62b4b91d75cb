"""How Speedtrödel's cards and traders look in every picture: one fill per
suit (the same in both themes, so a suit is known at a glance), its ink,
and the pieces the pictures share (a card tile, a card pill, a trader chip,
the crossed-out suit field).

>>> card_lines(54), card_lines(102), card_lines(80)
(('Bücher', '14'), ('Vor-', 'drängeln'), ('Smaragd', '0'))
"""

from __future__ import annotations

from engines.texts import t
from engines.troedel.cards import FAELSCHUNG, suit_of, value_of
from render import fonts
from render.canvas import Canvas
from render.theme import BLACK, PLAYER_COLOURS, RGB, hex_rgb, ink

WIDTH = 720
MARGIN = 16
GAP = 10
#: The smallest text: 22 px is 12.2 px in a picture shown 400 px wide.
SMALL = 22
NORMAL = 24
LARGE = 30
#: The text on a card tile (hand, Ladentisch, lesson) and its button number:
#: capitals 12.2 px high at 400 px width (issue 38: the number was 8.9 px).
TILE_TEXT = 30

#: One fill per suit: Porzellan, Spielzeug, Bücher, Messing, Smaragd, special.
SUIT_FILLS: tuple[RGB, ...] = tuple(hex_rgb(c) for c in (
    "#3f6fbf",  # Porzellan: cobalt blue
    "#c0392b",  # Spielzeug: toy red
    "#7a4a22",  # Bücher: leather brown
    "#e0b030",  # Messing: brass
    "#17804f",  # Smaragd: emerald
    "#6a4c9c",  # special cards: violet
))


def fill_of(card: int) -> RGB:
    """The card's fill: its suit's colour."""
    return SUIT_FILLS[suit_of(card)]


def card_name(card: int) -> str:
    """The card in words: "Bücher 14", "Smaragd 0", "Ramschtag"."""
    if card >= 100:
        return t(f"troedel.special.{card}")
    return t("troedel.card", suit=t(f"troedel.suit.{suit_of(card)}"), value=value_of(card))


def card_lines(card: int) -> tuple[str, str]:
    """The card's two lines on a tile: suit and value, or a special card's
    name broken in two."""
    if card >= 100:
        first, _, second = t(f"troedel.special_lines.{card}").partition("\n")
        return first, second
    return t(f"troedel.suit.{suit_of(card)}"), str(value_of(card))


def tile(canvas: Canvas, box: tuple[int, int, int, int], card: int, *, outline: RGB | None = None,
         key: str = "") -> None:
    """A card as a tile: suit above, value large below (a special card's name
    on two lines); ``outline`` a thick border (the Fälschung's red);
    ``key`` a number in the corner (the button that plays it)."""
    fill = fill_of(card)
    colour = ink(fill)
    canvas.box(box, fill, outline, 5 if outline else 0, radius=12)
    x0, y0, x1, y1 = box
    mid = (x0 + x1) / 2
    top, bottom = card_lines(card)
    room = x1 - x0 - 16
    if card >= 100:
        canvas.text(mid, y0 + 14, fonts.fit(top, TILE_TEXT, room), TILE_TEXT, colour, "ma")
        canvas.text(mid, y0 + 52, fonts.fit(bottom, TILE_TEXT, room), TILE_TEXT, colour, "ma")
    else:
        canvas.text(mid, y0 + 12, fonts.fit(top, TILE_TEXT, room), TILE_TEXT, colour, "ma")
        canvas.text(mid, y1 - 14, bottom, 44, colour, "ms")
    if key:
        canvas.text(x0 + 10, y1 - 10, key, TILE_TEXT, colour, "ls")


#: A pill as wide as the longest card name at TILE_TEXT ("Ganzer Posten").
PILL_WIDTH = 262


def pill(canvas: Canvas, x: int, y: int, card: int, *, width: int = PILL_WIDTH,
         anchor: str = "l", size: int = TILE_TEXT) -> int:
    """A card as a pill in its suit's colour with its name at ``size``;
    (x, y) is the left (``anchor="r"``: right) of its middle. Returns its
    right edge."""
    fill = fill_of(card)
    h = round(size * 1.3)
    left = x - width if anchor == "r" else x
    outline = BLACK if card == FAELSCHUNG else None
    canvas.box((left, y - h // 2, left + width, y + h // 2), fill, outline, 2, radius=8)
    canvas.text(left + width / 2, y, fonts.fit(card_name(card), size, width - 12), size,
                ink(fill), "mm")
    return left + width


def chip(canvas: Canvas, x: int, y: int, seat: int, name: str, max_width: int,
         size: int = SMALL) -> int:
    """A trader's seat number and name on his colour, left edge at ``x``,
    middle at ``y`` (shortened only if ``max_width`` forces it). Returns
    its right edge."""
    colour = PLAYER_COLOURS[seat]
    pad = size // 2
    text = fonts.fit(chip_label(seat, name), size, max_width - 2 * pad)
    h = chip_height(size)
    right = x + fonts.text_width(text, size) + 2 * pad
    canvas.box((x, y - h // 2, right, y + h // 2), colour, radius=h // 2)
    canvas.text(x + pad, y, text, size, ink(colour), "lm")
    return right


def chip_height(size: int) -> int:
    """A chip's height for text of ``size`` (a little more than its capitals
    and descenders: large text, not tall chips)."""
    return round(size * (1.45 if size < TILE_TEXT else 1.3))


def chip_label(seat: int, name: str) -> str:
    """A chip's text: the seat number and the name."""
    return f"{seat + 1} {name}"


def chip_width(seat: int, name: str, size: int = SMALL) -> int:
    """The width a whole chip takes."""
    return fonts.text_width(chip_label(seat, name), size) + size


#: A crossed-out suit field's height (its letter is TILE_TEXT).
VOID = 36


def void_width(suit: int, size: int = VOID) -> int:
    """A crossed-out suit field's width: its letter ("Sm") and a margin."""
    return max(size + 8, fonts.text_width(t(f"troedel.suit_short.{suit}"), TILE_TEXT) + 12)


def void_field(canvas: Canvas, x: int, y: int, suit: int, size: int = VOID) -> None:
    """A suit field crossed out: the seat could not follow that suit; (x, y)
    its top left."""
    fill = SUIT_FILLS[suit]
    colour = ink(fill)
    box = (x, y, x + void_width(suit, size), y + size)
    canvas.box(box, fill, None, radius=6)
    letter = t(f"troedel.suit_short.{suit}")
    canvas.text((box[0] + box[2]) / 2, y + size / 2, letter, TILE_TEXT, colour, "mm")
    canvas.draw.line((box[0] + 3, box[3] - 3, box[2] - 3, box[1] + 3), fill=colour, width=3)


def stars(count: int) -> str:
    """``count`` stars: ★★★."""
    return "★" * count
