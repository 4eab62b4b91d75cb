"""Text fitted into a width: wrapped at spaces into lines, each line cut
with "…" if a single word is still too wide.

Only plain spaces break a line, so a formula joined by no-break spaces
(``"2 × 90 = 180"`` written with U+00A0) stays on one line; a sign is never
left at a line's end.

>>> wrap("eins zwei drei", 26, 10_000)
['eins zwei drei']
>>> len(wrap("eins zwei drei", 26, 90))
3
>>> height("eins zwei drei", 26, 90, 1.25)
96
"""

from __future__ import annotations

from render import fonts
from render.canvas import Canvas, sign_words
from render.theme import RGB


def wrap(text: str, size: int, width: int) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` pixels; a
    sign (+, −, ×, =) stays with the number after it.

    >>> wrap("Summe, + 250 je Punkt", 26, 140)
    ['Summe,', '+ 250 je', 'Punkt']
    """
    lines: list[str] = []
    for word in sign_words(text):
        if lines and fonts.text_width(lines[-1] + " " + word, size) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return [fonts.fit(line, size, width) for line in lines]


def height(text: str, size: int, width: int, line_gap: float) -> int:
    """The height :func:`draw` takes for ``text`` (lines × ``line_gap`` × size)."""
    return len(wrap(text, size, width)) * round(size * line_gap)


def draw(canvas: Canvas, x: int, y: int, width: int, text: str, size: int, fill: RGB,
         indent: str = "", line_gap: float = 1.25) -> int:
    """``text`` wrapped into ``width`` at (x, y), the first line led by
    ``indent`` (a bullet) and the others aligned after it; returns the y
    below the last line."""
    step = round(size * line_gap)
    bullet_w = fonts.text_width(indent, size) if indent else 0
    lines = wrap(text, size, width - bullet_w)
    for i, line in enumerate(lines):
        if i == 0 and indent:
            canvas.text(x, y, indent, size, fill)
        canvas.text(x + bullet_w, y + i * step, line, size, fill)
    return y + len(lines) * step
