"""The public table picture of Speedfabel, drawn from a view only.

Layout (one landscape picture, legible at about 400 px width on a phone):
a row of player badges on top (name on the player's colour, number of money
cards, the Kassenbuch estimate where enabled), the Tiertafel below on the
left (one column per player, headed by his colour; a complete Vierer on
gold; during a turn, the cells the player on turn could trade for outlined
green) and the stage on the right (deck, then whatever the phase shows).

The picture uses only what every player may know: it reads no money value
of any player, so ``view(None)`` and ``view(seat)`` give the same picture.

>>> from render.fabel.scenes import find_scenes
>>> image = render_table(find_scenes(4)["zug"].view(None), names=("A", "B", "C", "D"))
>>> image.size == layout(4, kassenbuch=True).size
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from engines.fabel.cards import KINDS, KOBOLD_TRADE, VIERER_VALUE
from engines.fabel.options import FIRST_COUNTDOWN
from engines.fabel.state import (
    ANSWER,
    AUCTION,
    DISTRIBUTE,
    OFFER,
    OVER,
    PAY,
    SUPER,
    TURN,
    VORKAUF,
)
from engines.fabel.view import AuctionView, FabelView, TradeView
from engines.texts import t
from render import fonts
from render.canvas import Box, Canvas
from render.fabel import cards
from render.fabel import meister_table as mt
from render.layers import background, ring
from render.sizes import HUGE, LARGE, NORMAL, SMALL
from render.theme import PLAYER_COLOURS, Theme, get_theme, ink_on, mix

WIDTH = 900
MARGIN = 14
GAP = 10
TIERTAFEL_WIDTH = 520
LABEL_WIDTH = 112
HEADER_HEIGHT = 40
ROW_HEIGHT = 40
STAGE_CARD_WIDTH = 130
STAGE_TOP = 84  # the deck's band at the top of the stage



@dataclass(frozen=True, slots=True)
class Layout:
    """Where everything stands for a number of seats (Meistermarkt: with a
    Kobold row under the Tiertafel)."""

    seats: int
    kassenbuch: bool
    size: tuple[int, int]
    badges: tuple[Box, ...]
    tiertafel: Box
    stage: Box
    column_width: int
    meister: bool = False

    def column_x(self, column: int) -> int:
        """Left edge of a player's Tiertafel column."""
        return self.tiertafel[0] + LABEL_WIDTH + column * self.column_width

    def cell(self, column: int, kind: int) -> Box:
        """The Tiertafel cell of player ``column`` for ``kind`` (Drache on
        top; ``kind`` -1 is the Kobold row under the Irrlicht)."""
        x = self.column_x(column)
        y = self.tiertafel[1] + HEADER_HEIGHT + (KINDS - 1 - kind) * ROW_HEIGHT
        return (x + 3, y + 3, x + self.column_width - 3, y + ROW_HEIGHT - 3)

    def header(self, column: int) -> Box:
        """The coloured head of a player's Tiertafel column."""
        x = self.column_x(column)
        y = self.tiertafel[1] + 6
        return (x + 3, y, x + self.column_width - 3, y + HEADER_HEIGHT - 10)

    def stage_card(self) -> Box:
        """Where the card on the stage lies during an auction."""
        x = self.stage[0] + 14
        y = self.stage[1] + STAGE_TOP
        return (x, y, x + STAGE_CARD_WIDTH, y + round(STAGE_CARD_WIDTH * cards.CARD_RATIO))


@lru_cache(maxsize=32)
def layout(seats: int, kassenbuch: bool, meister: bool = False) -> Layout:
    """The layout of a table of ``seats`` players."""
    badge_height = 46 + 42 + (32 if kassenbuch else 0) + 6
    inner = WIDTH - 2 * MARGIN
    badge_width = (inner - (seats - 1) * 8) // seats
    badges = tuple(
        (MARGIN + i * (badge_width + 8), MARGIN,
         MARGIN + i * (badge_width + 8) + badge_width, MARGIN + badge_height)
        for i in range(seats))
    top = MARGIN + badge_height + 12
    rows = KINDS + (1 if meister else 0)
    body = HEADER_HEIGHT + rows * ROW_HEIGHT + 8
    tiertafel = (MARGIN, top, MARGIN + TIERTAFEL_WIDTH, top + body)
    stage = (MARGIN + TIERTAFEL_WIDTH + GAP, top, WIDTH - MARGIN, top + body)
    column_width = (TIERTAFEL_WIDTH - LABEL_WIDTH - 6) // seats
    return Layout(seats, kassenbuch, (WIDTH, top + body + MARGIN), badges, tiertafel, stage,
                  column_width, meister)


def player_names(view: FabelView, names: tuple[str, ...] | None) -> tuple[str, ...]:
    """The names to draw: the caller's (cleaned of glyphs no font has) or
    "Platz n"."""
    if names is None:
        return tuple(t("render.fabel.seat", n=i + 1) for i in range(view.seats))
    if len(names) != view.seats:
        raise ValueError(f"{len(names)} names for {view.seats} seats")
    return tuple(fonts.printable(n) or t("render.fabel.seat", n=i + 1)
                 for i, n in enumerate(names))


# --- cached layers -------------------------------------------------------------------

@lru_cache(maxsize=16)
def static_layer(th: Theme, seats: int, kassenbuch: bool, meister: bool = False) -> Image.Image:
    """Everything that does not change during a game and is the same at every
    table of its size: background, boxes, Tiertafel grid with its row labels,
    the coloured column heads and badge heads (Meistermarkt: and the Kobold
    row's label). The names are drawn per picture (:func:`_names`), so every
    table of a size and theme shares one layer: a few layers in all instead
    of one full-size image per table."""
    lay = layout(seats, kassenbuch, meister)
    canvas = Canvas(background(th, lay.size))
    canvas.box(lay.tiertafel, th.panel, th.panel_edge, 2, radius=14)
    canvas.box(lay.stage, th.panel, th.panel_edge, 2, radius=14)
    x0, y0, x1, _ = lay.tiertafel
    for kind in range(KINDS):
        y = y0 + HEADER_HEIGHT + (KINDS - 1 - kind) * ROW_HEIGHT
        if kind % 2 == 0:
            canvas.draw.rectangle((x0 + 4, y, x1 - 4, y + ROW_HEIGHT - 1),
                                  fill=mix(th.panel, th.grid, 0.5))
        icon = cards.creature_icon(kind, ROW_HEIGHT - 6)
        canvas.sprite(icon, x0 + 8, y + 3)
        canvas.text(x0 + LABEL_WIDTH - 4, y + ROW_HEIGHT // 2, str(VIERER_VALUE[kind]), SMALL,
                    th.muted, "rm")
    if meister:
        y = y0 + HEADER_HEIGHT + KINDS * ROW_HEIGHT
        canvas.draw.line((x0 + 8, y, x1 - 8, y), fill=th.panel_edge, width=2)
        mt.kobold_row_label(canvas, th, (x0, y, x0 + LABEL_WIDTH, y + ROW_HEIGHT))
    for column in range(seats):
        canvas.box(lay.header(column), PLAYER_COLOURS[column], radius=8)
    for i, (bx0, by0, bx1, _by1) in enumerate(lay.badges):
        colour = PLAYER_COLOURS[i]
        canvas.box(lay.badges[i], th.panel, th.panel_edge, 2, radius=12)
        canvas.box((bx0, by0, bx1, by0 + 46), colour, radius=12)
        canvas.draw.rectangle((bx0, by0 + 30, bx1, by0 + 46), fill=colour)
    return canvas.image


def _names(canvas: Canvas, lay: Layout, names: tuple[str, ...]) -> None:
    """The players' names on their column heads and badges (each inside its
    own coloured box, so drawing them after all boxes gives the same pixels)."""
    for column in range(lay.seats):
        hx0, hy0, hx1, hy1 = lay.header(column)
        short = fonts.fit(names[column], SMALL, hx1 - hx0 - 6)
        canvas.text((hx0 + hx1) / 2, (hy0 + hy1) / 2, short, SMALL,
                    ink_on(PLAYER_COLOURS[column]), "mm")
    for i, (bx0, by0, bx1, _by1) in enumerate(lay.badges):
        canvas.text(bx0 + 10, by0 + 23, fonts.fit(names[i], NORMAL, bx1 - bx0 - 20), NORMAL,
                    ink_on(PLAYER_COLOURS[i]), "lm")


# --- the picture -------------------------------------------------------------------------

def render_table(view: FabelView, *, names: tuple[str, ...] | None = None,
                 theme: str = "laternennacht", kassenbuch: bool = True,
                 remaining: float | None = None) -> Image.Image:
    """The public table picture of ``view``.

    ``names`` are the players' names in seat order; ``kassenbuch`` shows the
    public estimate "ca. …" of every player's money; ``remaining`` is the
    countdown's seconds left at the moment of drawing (None: full ring).
    """
    th = get_theme(theme)
    shown = player_names(view, names)
    lay = layout(view.seats, kassenbuch, view.meister)
    canvas = Canvas(static_layer(th, view.seats, kassenbuch, view.meister))
    _names(canvas, lay, shown)
    _badges(canvas, th, lay, view)
    if view.meister:
        _tiertafel_meister(canvas, th, lay, view)
    else:
        _tiertafel(canvas, th, lay, view)
    _stage(canvas, th, lay, view, shown, remaining)
    return canvas.finish()


def _badges(canvas: Canvas, th: Theme, lay: Layout, view: FabelView) -> None:
    back = cards.card_back(22)
    deciders = {d.seat for d in view.pending if d.required}
    for p in view.players:
        x0, y0, x1, y1 = lay.badges[p.seat]
        if p.seat == view.turn_seat and view.phase != OVER:
            canvas.box((x0 - 3, y0 - 3, x1 + 3, y1 + 3), None, th.accent, 4, radius=14)
        elif p.seat in deciders:
            canvas.box((x0 - 2, y0 - 2, x1 + 2, y1 + 2), None, th.text, 2, radius=13)
        line = y0 + 46 + 21
        canvas.sprite(back, x0 + 10, line - back.height // 2)
        canvas.text(x0 + 40, line, str(p.money_count), LARGE, th.text, "lm")
        if lay.kassenbuch:
            key = "render.fabel.estimate_inexact" if p.estimate_inexact else "render.fabel.estimate"
            canvas.text(x0 + 10, line + 34, t(key, amount=p.estimate), SMALL, th.muted, "lm")
        if view.kobold is not None:
            mt.laid_mark(canvas, th, x1, line, p, p.seat == view.kobold.seat)


def _tiertafel(canvas: Canvas, th: Theme, lay: Layout, view: FabelView) -> None:
    trading = view.phase == TURN
    for p in view.players:
        colour = PLAYER_COLOURS[p.seat]
        for kind, count in enumerate(p.creatures):
            if count == 0:
                continue
            box = lay.cell(p.seat, kind)
            if count == 4:
                canvas.box(box, th.highlight, radius=8)
                canvas.text((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, "4 ★", NORMAL,
                            ink_on(th.highlight), "mm")
            else:
                canvas.box(box, mix(th.panel, colour, 0.3), radius=8)
                canvas.text((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, str(count), NORMAL,
                            th.text, "mm")
            if trading and view.can_trade(view.turn_seat, p.seat, kind):
                canvas.box((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), None, th.good, 4,
                           radius=9)


def _tiertafel_meister(canvas: Canvas, th: Theme, lay: Layout, view: FabelView) -> None:
    """The Meistermarkt Tiertafel: counts with each player's Ahnenbriefe in
    the cells of their sorts, and his Kobolde in the row underneath."""
    trading = view.phase == TURN
    for p in view.players:
        colour = PLAYER_COLOURS[p.seat]
        letters = set(p.letters)
        for kind, count in enumerate(p.creatures):
            if count == 0 and kind not in letters:
                continue
            box = lay.cell(p.seat, kind)
            mt.creature_cell(canvas, th, box, kind, count, kind in letters, colour)
            if trading and view.can_trade(view.turn_seat, p.seat, kind):
                canvas.box((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), None, th.good, 4,
                           radius=9)
        box = lay.cell(p.seat, -1)
        mt.kobold_cell(canvas, th, box, p.kobolde, colour)
        turn = view.players[view.turn_seat]
        if trading and p.seat != view.turn_seat and p.kobolde and turn.kobolde:
            canvas.box((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), None, th.good, 4,
                       radius=9)


def _stage(canvas: Canvas, th: Theme, lay: Layout, view: FabelView, names: tuple[str, ...],
           remaining: float | None) -> None:
    x0, y0, x1, y1 = lay.stage
    # The deck: its back, how many cards, at two players how many are money.
    back = cards.card_back(44)
    canvas.sprite(back, x0 + 14, y0 + 12)
    canvas.text(x0 + 70, y0 + 12, t("render.fabel.deck"), SMALL, th.muted)
    canvas.text(x0 + 70, y0 + 36, str(view.deck_count), LARGE, th.text)
    if view.deck_money is not None:
        canvas.text(x1 - 14, y0 + 52, t("render.fabel.deck_money", n=view.deck_money), SMALL,
                    th.text, "rm")
    top = y0 + STAGE_TOP
    left, right = x0 + 14, x1 - 14
    if view.kobold_last is not None and view.kobold is None and view.deck_money is None:
        mt.last_kobold(canvas, th, x0 + 160, y0 + 12, right, view.kobold_last, names)
    if view.race is not None and mt.race_phase(view.phase):
        mt.race_stage(canvas, th, lay.stage, lay.stage_card(), view, view.race, names,
                      remaining, ring)
    elif view.kobold is not None:
        mt.kobold_stage(canvas, th, lay.stage, lay.stage_card(), view.kobold, names)
    elif view.auction is not None and view.phase in (AUCTION, VORKAUF, PAY):
        _auction(canvas, th, lay, view, view.auction, names, remaining)
    elif view.trade is not None and view.phase in (OFFER, ANSWER):
        _trade(canvas, th, view.trade, names, left, top, right, view.phase)
    elif view.phase == DISTRIBUTE:
        canvas.sprite(cards.card_back(STAGE_CARD_WIDTH), left, top)
        canvas.paragraph(left + STAGE_CARD_WIDTH + 14, top, right - left - STAGE_CARD_WIDTH - 14,
                         t("render.fabel.distribute_task", name=names[view.turn_seat]), NORMAL,
                         th.text, max_lines=7)
    elif view.phase in (TURN, SUPER):
        _turn(canvas, th, view, names, left, top, right, y1 - 14)
    elif view.phase == OVER:
        canvas.paragraph(left, top, right - left, t("render.fabel.over"), LARGE, th.text)


def _auction(canvas: Canvas, th: Theme, lay: Layout, view: FabelView, a: AuctionView,
             names: tuple[str, ...], remaining: float | None) -> None:
    x0, _, x1, y1 = lay.stage
    cx0, cy0, cx1, cy1 = lay.stage_card()
    canvas.sprite(cards.creature_card(a.card, STAGE_CARD_WIDTH), cx0, cy0)
    col = cx1 + 14
    col_w = x1 - 14 - col
    mid = (col + x1 - 14) // 2
    canvas.text(mid, cy0, t("render.fabel.auctioneer"), SMALL, th.muted, "ma")
    canvas.chip(mid, cy0 + 40, a.auctioneer, names[a.auctioneer], SMALL, col_w, "m")
    diameter = min(col_w, 126)
    ring_y = cy0 + 64
    centre = ring_y + diameter // 2
    if view.phase == AUCTION:
        total = view.timer.seconds if view.timer is not None else FIRST_COUNTDOWN
        left = total if remaining is None else max(0.0, min(remaining, total))
        sixtieths = round(60 * left / total) if total > 0 else 0
        canvas.sprite(ring(sixtieths, diameter, th.accent, th.grid), mid - diameter // 2, ring_y)
        seconds = t("render.fabel.seconds", n=math.ceil(left))
        canvas.text(mid, centre + 36, seconds, SMALL, th.muted, "mm")
    else:
        canvas.box((mid - diameter // 2, ring_y, mid + diameter // 2, ring_y + diameter), None,
                   th.grid, 4, radius=diameter // 2)
    if a.bidder is None:
        canvas.text(mid, centre, "–", HUGE, th.muted, "mm")
        canvas.text(mid, ring_y + diameter + 22, t("render.fabel.no_bid"), SMALL, th.muted, "mm")
    else:
        canvas.text(mid, centre - 34, t("render.fabel.bid"), SMALL, th.muted, "mm")
        canvas.text(mid, centre + 2, str(a.high), HUGE if a.high < 1000 else LARGE, th.text,
                    "mm")
        canvas.chip(mid, ring_y + diameter + 22, a.bidder, names[a.bidder], NORMAL, col_w, "m")
    # Below the card: what happens now, in a sentence.
    y = max(cy1, ring_y + diameter + 42) + 8
    width = x1 - 14 - cx0
    if view.phase == AUCTION:
        if a.payout is not None:
            y = canvas.paragraph(cx0, y, width, t("render.fabel.payout", amount=a.payout),
                                 NORMAL, th.accent, max_lines=2)
        for seat, shown in a.pleiten[-2:]:
            # The shown money is public: the name and sum, then the cards.
            text = t("render.fabel.pleite", name=names[seat], total=sum(shown))
            y = canvas.paragraph(cx0, y, width, text, SMALL, th.warn, max_lines=2)
            if shown:
                canvas.text(cx0, y, fonts.fit(" + ".join(map(str, shown)), SMALL, width), SMALL,
                            th.muted)
                y += 28
        if remaining is not None and remaining <= 3:
            hammer = t("render.fabel.zuschlag") if remaining <= 0 else t(
                f"render.fabel.hammer.{4 - max(1, math.ceil(remaining))}")
            canvas.text(cx0 + width // 2, y1 - 26, hammer, LARGE, th.warn, "mm")
    elif view.phase == VORKAUF:
        canvas.paragraph(cx0, y, width, t("render.fabel.vorkauf_task",
                                          name=names[a.auctioneer]), NORMAL, th.text)
    elif view.payment is not None:
        p = view.payment
        canvas.paragraph(cx0, y, width, t("render.fabel.pay_task", payer=names[p.payer],
                                          amount=p.amount, receiver=names[p.receiver]),
                         NORMAL, th.text)


def _cards_text(n: int) -> str:
    if n == 0:
        return t("render.fabel.cards.none")
    return t("render.fabel.cards.one") if n == 1 else t("render.fabel.cards.many", n=n)


def _offer(canvas: Canvas, th: Theme, cx: int, y: int, count: int | None, waiting: str) -> None:
    """A covered offer: a card back with the number of cards, or who is still
    laying it."""
    if count is None:
        canvas.text(cx, y + 40, waiting, NORMAL, th.muted, "mm")
        return
    back = cards.card_back(56)
    for i in range(min(count, 3)):
        canvas.sprite(back, cx - 28 - 8 + i * 8, y - i * 4 + 8)
    canvas.text(cx, y + 104, _cards_text(count), NORMAL, th.text, "mm")


def _trade(canvas: Canvas, th: Theme, tr: TradeView, names: tuple[str, ...], left: int,
           top: int, right: int, phase: str) -> None:
    mid = (left + right) // 2
    if tr.kind == KOBOLD_TRADE:
        # The Kobold at the right, the reversed rule beside it.
        card = cards.kobold_card(96)
        canvas.sprite(card, right - card.width, top)
        mt.kobold_trade_note(canvas, th, left, top + 40, right - card.width - 10 - left)
    else:
        card = cards.creature_card(tr.kind, 96)
        canvas.sprite(card, mid - card.width // 2, top)
    if tr.stake > 1 and tr.kind != KOBOLD_TRADE:
        canvas.text(mid + card.width // 2 + 10, top + card.height // 2, f"× {tr.stake}", LARGE,
                    th.text, "lm")
    canvas.text(left, top, t("render.fabel.trade_title"), NORMAL, th.muted)
    y = top + card.height + 30
    quarter = (right - left) // 4
    canvas.chip(left + quarter, y, tr.challenger, names[tr.challenger], NORMAL, 2 * quarter - 8,
                "m")
    canvas.chip(right - quarter, y, tr.opponent, names[tr.opponent], NORMAL, 2 * quarter - 8, "m")
    canvas.text(mid, y, "⇄", LARGE, th.muted, "mm")
    _offer(canvas, th, left + quarter, y + 26, tr.offer_count, t("render.fabel.offer_waiting"))
    waiting = t("render.fabel.answer_waiting") if phase == ANSWER else ""
    _offer(canvas, th, right - quarter, y + 26, tr.counter_count, waiting)
    if tr.round == 2:
        canvas.text(mid, y + 160, fonts.fit(t("render.fabel.trade_round2"), SMALL, right - left),
                    SMALL, th.accent, "mm")


def _turn(canvas: Canvas, th: Theme, view: FabelView, names: tuple[str, ...], left: int,
          top: int, right: int, bottom: int) -> None:
    width = right - left
    y = canvas.paragraph(left, top, width, t("render.fabel.turn_title",
                                             name=names[view.turn_seat]), LARGE, th.text,
                         max_lines=2)
    if view.phase == SUPER:
        key = "render.fabel.super_task_two" if view.seats == 2 else "render.fabel.super_task"
    elif view.deck_count == 0:
        key = "render.fabel.turn_task_trade"
    else:
        key = "render.fabel.turn_task_two" if view.seats == 2 else "render.fabel.turn_task"
    y = canvas.paragraph(left, y + 4, width, t(key), NORMAL, th.accent, max_lines=3)
    for seat in view.skipped:
        y = canvas.paragraph(left, y + 8, width, t("render.fabel.skipped", name=names[seat],
                                                   reason=t("fabel.skip.no_trade")),
                             SMALL, th.muted, max_lines=3)
    last = view.last_trade
    if last is None:
        return
    box_top = bottom - 150
    if box_top < y + 8:
        return
    canvas.box((left - 4, box_top, right + 4, bottom), None, th.panel_edge, 2, radius=10)
    canvas.text(left + 6, box_top + 8, t("render.fabel.last_trade"), SMALL, th.muted)
    icon = (cards.kobold_icon(40) if last.kind == KOBOLD_TRADE
            else cards.creature_icon(last.kind, 40))
    canvas.sprite(icon, right - 48, box_top + 6)
    if last.stake > 1 and last.kind != KOBOLD_TRADE:
        canvas.text(right - 54, box_top + 26, f"{last.stake} ×", SMALL, th.text, "rm")
    row = box_top + 72
    quarter = width // 4 + 4
    canvas.chip(left + quarter, row, last.challenger, names[last.challenger], SMALL,
                2 * quarter - 8, "m")
    canvas.chip(right - quarter, row, last.opponent, names[last.opponent], SMALL,
                2 * quarter - 8, "m")
    canvas.text(left + quarter, row + 34, _cards_text(last.challenger_count), SMALL, th.text,
                "mm")
    theirs = (t("render.fabel.trade_accepted") if last.opponent_count is None
              else _cards_text(last.opponent_count))
    canvas.text(right - quarter, row + 34, theirs, SMALL, th.text, "mm")
    if last.winner is not None:
        canvas.text((left + right) // 2, bottom - 20,
                    t("render.fabel.trade_winner", name=names[last.winner]), SMALL, th.accent,
                    "mm")

