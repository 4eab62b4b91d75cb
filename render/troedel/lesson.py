"""The Händlerschule's pictures: a real position drawn by the same pieces
as the table (the trick with the suit to follow, the learner's hand), or
the whole table picture for a lesson about the traders' counts.

>>> from engines.troedel.state import new_game
>>> v = new_game(4, seed=1).view(0)
>>> render_lesson("hand", v, names=tuple("ABCD"), title="Bedienen").size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.texts import t
from engines.troedel.cards import FAELSCHUNG
from engines.troedel.view import TroedelView
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.theme import get_theme
from render.troedel.cards import GAP, LARGE, MARGIN, WIDTH, tile
from render.troedel.hand import FORGERY_RED, PER_ROW, TILE_H
from render.troedel.table import draw_trick, render_table, trick_height

TOP = 56


def render_lesson(kind: str, view: TroedelView, *, names: Sequence[str], title: str,
                  theme: str = "laternennacht") -> Image.Image:
    """A lesson's picture: ``kind`` ``hand`` (the trick and the learner's
    hand) or ``table`` (the table picture of the position)."""
    if kind == "table":
        return render_table(view, names=names, theme=theme)
    th = get_theme(theme)
    hand = view.hand
    rows = max(1, (len(hand) + PER_ROW - 1) // PER_ROW)
    trick_h = trick_height(view, names)
    height = TOP + trick_h + GAP + rows * (TILE_H + GAP) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 12, fonts.fit(t("troedel.pic.lesson", title=title), LARGE,
                                      WIDTH - 2 * MARGIN), LARGE, th.text)
    canvas.box((MARGIN, TOP, WIDTH - MARGIN, TOP + trick_h), th.panel, th.panel_edge, 2)
    draw_trick(canvas, th, view, names, TOP)
    y = TOP + trick_h + GAP
    w = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    for i, card in enumerate(hand):
        x = MARGIN + (i % PER_ROW) * (w + GAP)
        top = y + (i // PER_ROW) * (TILE_H + GAP)
        tile(canvas, (x, top, x + w, top + TILE_H), card,
             outline=FORGERY_RED if card == FAELSCHUNG else None)
    return canvas.finish()
