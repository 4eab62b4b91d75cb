"""Pieces the Speedfossil pictures besides the table share: text wrapped
into a width (so a picture knows its height before it draws), a section
title, and a line of text led by a collector's coloured disc.

>>> wrap("Der Langfinger von Maximilian Wüstenrot nimmt Trilobit", 24, 300)[0]
'Der Langfinger von'
"""

from __future__ import annotations

from render import fonts
from render.canvas import Canvas
from render.theme import PLAYER_COLOURS, Theme, ink

WIDTH = 720
MARGIN = 16
SMALL = 30      # the smallest text: capitals 12.2 px high at 400 px width
LARGE = 36
LINE = 38       # one line of SMALL text
DISC = 18       # a collector's disc: its radius (around a 30 px digit)


def wrap(text: str, size: int, width: int) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` pixels; a
    single word wider than that is shortened with "…" (never happens with
    names: they break at their spaces)."""
    lines: list[str] = []
    for word in text.split():
        if lines and fonts.text_width(lines[-1] + " " + word, size) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return [fonts.fit(line, size, width) for line in lines] or [""]


def title(canvas: Canvas, th: Theme, y: int, text: str) -> int:
    """A section's title in the muted colour; returns the y below it."""
    canvas.text(MARGIN + 10, y, fonts.fit(text, SMALL, WIDTH - 2 * MARGIN - 20), SMALL,
                th.muted)
    return y + LINE + 4


def disc(canvas: Canvas, th: Theme, cx: float, cy: float, seat: int) -> None:
    """A collector's figure: a disc in his colour with his seat number."""
    colour = PLAYER_COLOURS[seat]
    canvas.draw.ellipse((cx - DISC, cy - DISC, cx + DISC, cy + DISC), fill=colour,
                        outline=th.text, width=2)
    canvas.text(cx, cy, str(seat + 1), SMALL, ink(colour), "mm")


def led_lines(seat: int | None, text: str) -> list[str]:
    """The wrapped lines of a text led by a disc (or not)."""
    return wrap(text, SMALL, text_room(seat))


def text_room(seat: int | None) -> int:
    """The width beside a leading disc."""
    return WIDTH - 2 * MARGIN - 20 - (2 * DISC + 10 if seat is not None else 0)


def led(canvas: Canvas, th: Theme, y: int, seat: int | None, text: str,
        colour: tuple[int, int, int] | None = None) -> int:
    """``text`` wrapped, led by ``seat``'s disc; returns the y below it."""
    x = MARGIN + 10
    if seat is not None:
        disc(canvas, th, x + DISC, y + LINE // 2, seat)
        x += 2 * DISC + 10
    for line in led_lines(seat, text):
        canvas.text(x, y + LINE // 2, line, SMALL, colour or th.text, "lm")
        y += LINE
    return y + 4


def led_height(seat: int | None, text: str) -> int:
    """The height :func:`led` takes."""
    return len(led_lines(seat, text)) * LINE + 4
