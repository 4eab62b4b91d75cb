"""The private pictures of Speedtrödel: a trader's hand (a Fälschung
outlined red, each card numbered like its button) and the "Letzter Stich"
(every card with its player and who got it). Drawn from the reader's view.

>>> from engines.troedel.state import new_game
>>> render_hand(new_game(3, seed=1).view(0), names=("A", "B", "C")).size[0]
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
from render.theme import get_theme, hex_rgb
from render.troedel.cards import (
    GAP,
    LARGE,
    MARGIN,
    TILE_TEXT,
    WIDTH,
    chip,
    chip_height,
    pill,
    tile,
)

#: The Fälschung's outline: red, the same in both themes.
FORGERY_RED = hex_rgb("#ff2d2d")
PER_ROW = 3     # a suit's name at 30 px needs a third of the width
TILE_H = 100
TOP = 56


def tile_boxes(count: int) -> list[tuple[int, int, int, int]]:
    """The tiles of ``count`` hand cards, three to a row."""
    w = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    return [(MARGIN + (i % PER_ROW) * (w + GAP), TOP + (i // PER_ROW) * (TILE_H + GAP),
             MARGIN + (i % PER_ROW) * (w + GAP) + w,
             TOP + (i // PER_ROW) * (TILE_H + GAP) + TILE_H) for i in range(count)]


def render_hand(view: TroedelView, *, names: Sequence[str],
                theme: str = "laternennacht") -> Image.Image:
    """The reader's hand, in the order of the panel's buttons (1, 2, …)."""
    th = get_theme(theme)
    assert view.reader is not None
    hand = view.hand
    rows = max(1, (len(hand) + PER_ROW - 1) // PER_ROW)
    height = TOP + rows * (TILE_H + GAP) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    title = t("troedel.pic.hand", count=len(hand))
    canvas.text(MARGIN, 12, fonts.fit(title, LARGE, WIDTH - 2 * MARGIN), LARGE, th.text)
    if not hand:
        canvas.text(MARGIN, TOP + 20, t("troedel.pic.hand_empty"), TILE_TEXT, th.muted)
    for i, (card, box) in enumerate(zip(hand, tile_boxes(len(hand)), strict=True)):
        tile(canvas, box, card, outline=FORGERY_RED if card == FAELSCHUNG else None,
             key=str(i + 1))
    return canvas.finish()


#: The last trick's rows: who played, the card, who got it (30 px text).
LAST_TEXT = TILE_TEXT
LAST_ROW = 8 + 3 * (chip_height(LAST_TEXT) + 6) + 2


def render_last_trick(view: TroedelView, *, names: Sequence[str],
                      theme: str = "laternennacht") -> Image.Image:
    """"Letzter Stich", large: each card in the order played, its player and
    its receiver (the zeros' picks and the Ganzer Posten included); a row's
    three lines keep every name whole."""
    th = get_theme(theme)
    rows = view.last_trick
    height = TOP + max(1, len(rows)) * (LAST_ROW + 6) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 12, t("troedel.pic.last_title"), LARGE, th.text)
    if not rows:
        canvas.text(MARGIN, TOP + 20, t("troedel.pic.last_none"), LAST_TEXT, th.muted)
    y = TOP
    room = WIDTH - 2 * MARGIN - 24
    step = chip_height(LAST_TEXT) + 6
    for player, card, receiver in rows:
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + LAST_ROW), th.panel, th.panel_edge, 2)
        x = MARGIN + 12
        mid = y + 8 + step // 2
        chip(canvas, x, mid, player, names[player], room, size=LAST_TEXT)
        pill(canvas, x, mid + step, card)
        label = t("troedel.pic.got")
        w = canvas.text(x, mid + 2 * step, label, LAST_TEXT, th.muted, "lm")
        chip(canvas, x + w + 10, mid + 2 * step, receiver, names[receiver], room - w - 10,
             size=LAST_TEXT)
        y += LAST_ROW + 6
    return canvas.finish()


def render_cards(title: str, cards: Sequence[int], *,
                 theme: str = "laternennacht") -> Image.Image:
    """Cards laid open (one trader's Ladentisch) as tiles under ``title``,
    sorted by suit and value."""
    th = get_theme(theme)
    shown = sorted(cards)
    rows = max(1, (len(shown) + PER_ROW - 1) // PER_ROW)
    room = WIDTH - 2 * MARGIN
    # a long name takes a second line rather than being cut off
    two_lines = fonts.text_width(title, LARGE) > room
    top = TOP + (36 if two_lines else 0)
    canvas = Canvas(background(th, (WIDTH, top + rows * (TILE_H + GAP) + MARGIN)))
    if two_lines:
        canvas.paragraph(MARGIN, 10, room, title, TILE_TEXT, th.text, line_gap=1.2,
                         max_lines=2)
    else:
        canvas.text(MARGIN, 12, title, LARGE, th.text)
    if not shown:
        canvas.text(MARGIN, top + 20, t("troedel.pic.shop_empty"), TILE_TEXT, th.muted)
    for card, box in zip(shown, tile_boxes(len(shown)), strict=True):
        x0, y0, x1, y1 = box
        tile(canvas, (x0, y0 + top - TOP, x1, y1 + top - TOP), card)
    return canvas.finish()
