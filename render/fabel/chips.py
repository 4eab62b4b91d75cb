"""A player's name on his colour, with his seat's shape as a second clue
besides the colour (blue and violet look alike to a red-green colour-blind
player), in the ink that reads best on that colour.

>>> SEAT_MARKS[1] != SEAT_MARKS[4]
True
"""

from __future__ import annotations

from render import fonts
from render.canvas import Canvas
from render.sizes import NORMAL, SMALL
from render.theme import PLAYER_COLOURS, ink_on

#: One shape per seat, drawn before the name on the seat's colour.
SEAT_MARKS: tuple[str, ...] = ("●", "▲", "■", "◆", "✚", "⬢")


def chip_size(name: str, width: int, seat: int = 0) -> int:
    """The largest text size (NORMAL, else SMALL) at which ``name`` with the
    mark of ``seat`` fits a chip ``width`` pixels wide."""
    return NORMAL if chip_width(name, NORMAL, seat) <= width else SMALL


def chip_width(name: str, size: int, seat: int = 0) -> int:
    """The width of the chip of ``seat`` for ``name`` at ``size`` (the seats'
    marks differ in width by a few pixels)."""
    pad = size // 2
    mark = SEAT_MARKS[seat % len(SEAT_MARKS)]
    return pad + fonts.text_width(mark, size) + 6 + fonts.text_width(name, size) + pad


def name_chip(canvas: Canvas, x: int, y: int, seat: int, name: str, max_width: int,
              height: int = 32, anchor: str = "l", size: int | None = None) -> int:
    """Draw ``name`` on the seat's colour with the seat's shape; (x, y) is the
    left (``anchor="m"``: the centre) of the chip's middle. The text is
    NORMAL when it fits, else SMALL; only a name too long even then is
    shortened (with "…"). Returns the chip's width."""
    size = size or chip_size(name, max_width, seat)
    pad = size // 2
    mark = SEAT_MARKS[seat % len(SEAT_MARKS)]
    mark_w = fonts.text_width(mark, size) + 6
    shown = fonts.fit(name, size, max_width - 2 * pad - mark_w)
    w = 2 * pad + mark_w + fonts.text_width(shown, size)
    left = x - (w // 2 if anchor == "m" else w if anchor == "r" else 0)
    colour = PLAYER_COLOURS[seat]
    ink = ink_on(colour)
    canvas.box((left, y - height // 2, left + w, y + height // 2), colour, radius=height // 2)
    canvas.text(left + pad, y, mark, size, ink, "lm")
    canvas.text(left + pad + mark_w, y, shown, size, ink, "lm")
    return w
