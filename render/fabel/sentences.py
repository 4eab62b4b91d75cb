"""Sentences on Speedfabel's stage, whole or not at all.

At a size a phone can read (30 px in a 720 px picture) the stage's text
column holds about twenty letters a line. A sentence is never cut with
"…": one that must be read (who acts now, the bid, the trade's sides) is
drawn whole; a note (a rule, the last trade) only where it fits whole.
"""

from __future__ import annotations

from render.canvas import Canvas
from render.sizes import SMALL
from render.theme import RGB

#: The step from one line of a sentence to the next.
LINE = round(SMALL * 1.2)


def height(canvas: Canvas, text: str, width: int, size: int = SMALL) -> int:
    """How high ``text`` stands wrapped into ``width``."""
    return len(canvas.wrap(text, size, width)) * round(size * 1.2)


def whole(canvas: Canvas, x: int, y: int, width: int, text: str, fill: RGB, *,
          size: int = SMALL) -> int:
    """``text`` wrapped into ``width``, every line of it; returns the y below."""
    lines = len(canvas.wrap(text, size, width))
    return canvas.paragraph(x, y, width, text, size, fill, max_lines=max(1, lines))


def if_room(canvas: Canvas, x: int, y: int, width: int, text: str, fill: RGB, bottom: int,
            *, size: int = SMALL) -> int:
    """``text`` whole if it ends above ``bottom``, else nothing; returns the y below."""
    if y + height(canvas, text, width, size) > bottom:
        return y
    return whole(canvas, x, y, width, text, fill, size=size)
