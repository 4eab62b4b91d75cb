"""Karten-Info as a picture: the card asked about (face up only where the
reader's view holds its value open, else its back with the dots, the eye
and, with the Gedächtnishilfe, the small value) beside the answer's lines.

The picture is drawn from the reader's view and the answer text (which
:mod:`bot.spuk.info` builds from the same view), so it never shows a value
the view does not hold.

>>> from engines.spuk import new_game
>>> render_info(new_game(2, seed=1).view(0), "deck", "Stapel: 40 Karten", ("A", "B")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.spuk.view import CardView, SpukView
from render.canvas import Canvas
from render.layers import background
from render.spuk.cards import SMALL, back, draw_back, draw_face
from render.spuk.table import MARGIN, WIDTH
from render.theme import Theme, get_theme

CARD_W, CARD_H = 120, 164
MINI_W, MINI_H = 54, 74
LINE = 34
TEXT_X = MARGIN + CARD_W + 28


def _cards(view: SpukView, topic: str) -> list[tuple[CardView | int | None, int]]:
    """What to draw for ``topic``: (a row card, an open value, or None for a
    deck card) with the reader whose eye is shown."""
    reader = -1 if view.reader is None else view.reader
    if topic == "deck":
        return [(None, reader)]
    if topic == "ablage" and view.ablage_top is not None:
        return [(view.ablage_top, reader)]
    if topic == "held" and view.held is not None:
        return [(view.held, reader)]
    try:
        if topic.startswith("r"):
            return [(card, reader) for card in view.rows[int(topic[1:])].cards]
        if topic.startswith("c"):
            seat, pos = (int(x) for x in topic[1:].split("."))
            return [(view.rows[seat].cards[pos], reader)]
    except (ValueError, IndexError):
        pass
    return []


def _draw(canvas: Canvas, th: Theme, what: CardView | int | None, reader: int,
          x: int, y: int, w: int, h: int) -> None:
    """One card: a deck card's back, an open value's face, or a row card as
    the reader's view shows it."""
    if what is None:
        canvas.sprite(back(w, h), x, y)
    elif isinstance(what, int):
        draw_face(canvas, x, y, w, h, what)
    elif what.open and what.value is not None:
        draw_face(canvas, x, y, w, h, what.value)
    else:
        draw_back(canvas, th, x, y, w, h, what, None if reader < 0 else reader)


def render_info(view: SpukView, topic: str, text: str, names: Sequence[str],
                theme: str = "laternennacht") -> Image.Image:
    """The answer about ``topic`` for ``view``'s reader: the card(s) and
    ``text`` (the answer's lines, wrapped)."""
    th = get_theme(theme)
    cards = _cards(view, topic)
    row = topic.startswith("r")
    lines = [ln for ln in text.splitlines() if ln]
    width = WIDTH - MARGIN - (MARGIN if row else TEXT_X)
    wrapped = [part for ln in lines for part in Canvas.wrap(ln, SMALL, width)]
    top = MARGIN + (MINI_H + 20 if row else 0)
    height = max(top + LINE * len(wrapped), MARGIN + (0 if row else CARD_H)) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    if row:
        for i, (what, reader) in enumerate(cards):
            _draw(canvas, th, what, reader, MARGIN + i * (MINI_W + 10), MARGIN, MINI_W, MINI_H)
            canvas.text(MARGIN + i * (MINI_W + 10) + MINI_W / 2, MARGIN + MINI_H + 10,
                        str(i + 1), SMALL, th.muted, "mm")
        x = MARGIN
    else:
        for what, reader in cards[:1]:
            _draw(canvas, th, what, reader, MARGIN, MARGIN, CARD_W, CARD_H)
        x = TEXT_X
    y = top
    for part in wrapped:
        canvas.text(x, y, part, SMALL, th.text)
        y += LINE
    return canvas.finish()
