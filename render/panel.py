"""The private panel picture of one player: his money cards by value, his
creatures, his points now with the Rechenweg, and what only he may see now
(his covered trade offer, the looked-at card at two players).

It draws ``view(seat)``; the public view has no panel.

>>> from render.scenes import find_scenes
>>> render_panel(find_scenes(3)["zug"].view(0)).width
900
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from PIL import Image

from engines.fabel.cards import DENOMINATIONS, KINDS, is_money, money_value
from engines.fabel.scoring import score_line
from engines.fabel.view import FabelView
from engines.texts import t
from render import cards
from render.canvas import Canvas
from render.table import HUGE, LARGE, MARGIN, NORMAL, WIDTH, background, player_names
from render.theme import get_theme

CARD = 76
STEP = 86
SECTION = 36
POINTS = 130  # title line and two lines of Rechenweg


@lru_cache(maxsize=4)
def _height(extra_rows: int) -> int:
    card_h = round(CARD * cards.CARD_RATIO)
    return MARGIN + 56 + 2 * (SECTION + card_h + 40) + POINTS + extra_rows * 150 + MARGIN


def render_panel(view: FabelView, *, names: tuple[str, ...] | None = None,
                 theme: str = "laternennacht") -> Image.Image:
    """The panel of ``view.reader`` (a seat's own view, never the public one)."""
    if view.reader is None:
        raise ValueError("the panel shows one player's own view, not the public one")
    th = get_theme(theme)
    shown = player_names(view, names)
    seat = view.reader
    me = view.players[seat]
    hand = view.hand or ()
    offer = view.trade.own_offer if view.trade is not None else None
    extra = int(offer is not None) + int(view.peek is not None)
    canvas = Canvas(background(th, (WIDTH, _height(extra))))
    x, right = MARGIN + 6, WIDTH - MARGIN - 6
    y = MARGIN + 26
    w = canvas.chip(x, y, seat, shown[seat], LARGE, 420)
    canvas.text(x + w + 16, y, t("render.fabel.panel_title"), LARGE, th.muted, "lm")
    y += 40
    card_h = round(CARD * cards.CARD_RATIO)

    # Money by value, highest first, with how many of each.
    canvas.text(x, y, t("render.fabel.panel_money", total=sum(hand)), NORMAL, th.text)
    y += SECTION
    counts = Counter(hand)
    if not hand:
        canvas.text(x, y + card_h // 2, t("render.fabel.panel_no_money"), NORMAL, th.muted, "lm")
    for i, value in enumerate(v for v in reversed(DENOMINATIONS) if counts[v]):
        cx = x + i * STEP
        canvas.sprite(cards.money_card(value, CARD), cx, y)
        canvas.text(cx + CARD // 2, y + card_h + 18, t("render.fabel.count", n=counts[value]),
                    NORMAL, th.text, "mm")
    y += card_h + 40

    # Own creatures, most valuable first.
    canvas.text(x, y, t("render.fabel.panel_creatures"), NORMAL, th.text)
    y += SECTION
    kinds = [k for k in reversed(range(KINDS)) if me.creatures[k]]
    if not kinds:
        canvas.text(x, y + card_h // 2, t("render.fabel.panel_no_creatures"), NORMAL, th.muted,
                    "lm")
    for i, kind in enumerate(kinds):
        cx = x + i * STEP
        canvas.sprite(cards.creature_card(kind, CARD), cx, y)
        n = me.creatures[kind]
        label = "4 ★" if n == 4 else t("render.fabel.count", n=n)
        canvas.text(cx + CARD // 2, y + card_h + 18, label, NORMAL,
                    th.vierer if n == 4 else th.text, "mm")
    y += card_h + 40

    # Points now, with the Rechenweg (house rule Geld zählt mit included).
    cash = sum(hand) if view.options.geld_zaehlt else None
    points, line = score_line(me.vierer, cash)
    canvas.text(x, y, t("render.fabel.panel_points"), NORMAL, th.muted)
    canvas.text(right, y + 52, str(points), HUGE, th.accent, "rm")
    if not me.vierer and cash is None:
        line = t("render.fabel.panel_no_vierer")
    canvas.paragraph(x, y + 40, right - x - 160, line, LARGE, th.text, max_lines=2)
    y += POINTS

    if offer is not None:
        text = (t("render.fabel.panel_offer", cards=" + ".join(map(str, offer)), total=sum(offer))
                if offer else t("render.fabel.panel_offer_empty"))
        canvas.paragraph(x, y + 10, right - x, text, NORMAL, th.text, max_lines=3)
        y += 150
    if view.peek is not None:
        canvas.text(x, y + 10, t("render.fabel.panel_peek"), NORMAL, th.text)
        sprite = (cards.money_card(money_value(view.peek), 80) if is_money(view.peek)
                  else cards.creature_card(view.peek, 80))
        canvas.sprite(sprite, right - sprite.width, y)
    return canvas.finish()
