"""The public table picture of Speedfabel, drawn from a view only.

Layout (one landscape picture, 720 px wide, so that its smallest text, 22
px, is still 12 px where Discord shows it 400 px wide on a phone): the
Tiertafel on top, turned so that every player has a row of his own (his
name whole on his colour with his seat's shape beside it, his money cards,
the Kassenbuch estimate where enabled, his creatures under the sorts'
icons, his points now: every Vierer lies open; in a Kobold round beside
them how often he laid a card on the Kobold), and the stage below (the
deck, the card on the stage, the ring, and a "Jetzt: …" line saying who
must act, followed by what happens).

The player who must decide now has the thick frame; the one whose turn it
is, when someone else must decide, a thin one.

The bot draws the picture at no particular moment (``remaining=None``): it
is uploaded again only when what it shows changes, while the seconds, the
hammer's strokes and the "Meins!" counter run in the message's text. So a
running countdown is drawn as its face, never as a number that would stand
still (:mod:`render.fabel.auction`; the race in
:mod:`render.fabel.meister_table`); given a moment, the picture shows it.

The picture uses only what every player may know: it reads no money value
of any player, so ``view(None)`` and ``view(seat)`` give the same picture.

>>> from engines.fabel import new_game
>>> image = render_table(new_game(4, seed=1).view(None), names=("A", "B", "C", "D"))
>>> image.size == layout(4, kassenbuch=True).size
True
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.fabel.cards import KINDS, VIERER_VALUE
from engines.fabel.view import (
    ANSWER,
    AUCTION,
    DISTRIBUTE,
    OFFER,
    OVER,
    PAY,
    SUPER,
    TURN,
    VORKAUF,
    FabelView,
)
from engines.texts import per_language, t
from render import fonts
from render.canvas import Box, Canvas
from render.fabel import cards, sentences
from render.fabel import meister_table as mt
from render.fabel.auction import PILL_HEIGHT, auction_stage
from render.fabel.chips import chip_width, name_chip
from render.fabel.grid import (
    CELL_HEIGHT,
    FACE_HEIGHT,
    HEAD_HEIGHT,
    ICON,
    KOBOLD_COLUMN,
    LINE_HEIGHT,
    MARGIN,
    STAGE_CARD_WIDTH,
    STAGE_STEP,
    VALUE_SIZE,
    WIDTH,
    Layout,
    layout,
    player_names,
)
from render.fabel.trade_stage import trade_stage, turn_stage
from render.layers import Packed, fresh_background, ring
from render.shared_layers import shared
from render.sizes import NORMAL, SMALL
from render.theme import PLAYER_COLOURS, RGB, Theme, get_theme, ink_on, mix

# --- cached layers -------------------------------------------------------------------

@per_language(maxsize=16)
@shared("fabel.table")
def static_layer(th: Theme, seats: int, kassenbuch: bool, meister: bool = False,
                 laid_line: bool = False, taller: int = 0) -> Packed:
    """Everything that does not change during a game and is the same at every
    table of its size: background, the rows' boxes, the sorts' icons and
    values over the columns, the stage's box. The names are drawn per
    picture, so every table of a size and theme shares one layer (kept
    packed: a quarter less memory for each of its sizes)."""
    lay = layout(seats, kassenbuch, meister, laid_line, taller)
    canvas = Canvas(fresh_background(th, lay.size), copy=False)
    canvas.box(lay.stage, th.panel, th.panel_edge, 2, radius=14)
    _, top, x1, _ = lay.tiertafel
    for kind in range(KINDS):
        x = lay.column_x(kind)
        mid = x + lay.column_width // 2
        # "1000" is wider than a column at a size a phone can read: icon and
        # value swap lines from one column to the next, so each value has
        # the room of two columns (a checkerboard two lines high)
        swapped = (KINDS - 1 - kind) % 2
        line = HEAD_HEIGHT // 2
        canvas.sprite(cards.creature_icon(kind, ICON), mid - ICON // 2,
                      top + swapped * line + (line - ICON) // 2)
        canvas.text(mid, top + (1 - swapped) * line + line // 2,
                    str(VIERER_VALUE[kind]), VALUE_SIZE, th.muted, "mm")
    line = HEAD_HEIGHT // 2
    if meister:
        mid = lay.column_x(-1) + KOBOLD_COLUMN // 2
        mt.kobold_column_head(canvas, mid, top + line + (line - ICON) // 2, ICON)
    _, _, px1, _ = lay.points_cell(0)
    # over the points column, in the line where the last column has no value
    # (the Irrlicht's icon, or the Kobold, stands in the other one)
    canvas.text(px1, top + (0 if meister else line) + line // 2, t("render.fabel.points"),
                VALUE_SIZE, th.muted, "rm")
    for seat, box in enumerate(lay.badges):
        canvas.box(box, th.panel, th.panel_edge, 2, radius=12)
        canvas.draw.rectangle((box[0] + 3, box[1] + 8, box[0] + 5, box[3] - 8),
                              fill=PLAYER_COLOURS[seat])
    return Packed.of(canvas.image)


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
    lay = table_layout(view, shown, kassenbuch, remaining, th)
    canvas = Canvas(static_layer(th, view.seats, kassenbuch, view.meister, lay.laid_line,
                                 lay.taller).image(), copy=False)
    _rows(canvas, th, lay, view, shown)
    if view.meister:
        _tiertafel_meister(canvas, th, lay, view)
    else:
        _tiertafel(canvas, th, lay, view)
    _stage(canvas, th, lay, view, shown, remaining)
    return canvas.finish()


def table_layout(view: FabelView, names: tuple[str, ...], kassenbuch: bool = True,
                 remaining: float | None = None, th: Theme | None = None) -> Layout:
    """The layout :func:`render_table` draws ``view`` with (``names`` as
    drawn): in a Kobold round "n gelegt" stands in the name line where every
    row has room for it, else in a third line of every row; the stage's
    sentences are never cut: a stage they do not fit (long names at many
    seats) is higher by whole lines."""
    th = th or get_theme("laternennacht")
    laid_line = view.kobold is not None and not _room_for(view, names, laid=True)
    short = _stage(_Measure(), th, layout(view.seats, kassenbuch, view.meister, laid_line),
                   view, names, remaining)
    taller = max(0, -(-short // STAGE_STEP) * STAGE_STEP)
    return layout(view.seats, kassenbuch, view.meister, laid_line, taller)


class _Measure(Canvas):
    """A canvas that only measures: what the stage would need, drawn nowhere
    (and recorded nowhere)."""

    def __init__(self) -> None:  # no picture: nothing is pasted
        self.image = Image.new("RGB", (1, 1))
        self.draw = ImageDraw.Draw(self.image)
        self.min_size = None
        self.overflow = []

    def text(self, x: float, y: float, text: str, size: int, fill: RGB,
             anchor: str = "la") -> int:
        """The width ``text`` would take."""
        return fonts.text_width(text, size) if text else 0

    def sprite(self, sprite: Image.Image, x: int, y: int) -> None:
        """Nothing."""

    def box(self, box: Box, fill: RGB | None, outline: RGB | None = None, width: int = 0,
            radius: int = 10) -> None:
        """Nothing."""


def deciders(view: FabelView) -> set[int]:
    """The seats that must decide now (the strongest mark)."""
    if view.phase == OVER:
        return set()
    return {d.seat for d in view.pending if d.required}


def _rows(canvas: Canvas, th: Theme, lay: Layout, view: FabelView,
          names: tuple[str, ...]) -> None:
    back = cards.card_back(22)
    now = deciders(view)
    estimates = lay.kassenbuch and _room_for_estimates(lay, view, names)
    for p in view.players:
        x0, y0, x1, y1 = lay.badges[p.seat]
        if p.seat in now:
            canvas.box((x0 - 3, y0 - 3, x1 + 3, y1 + 3), None, th.accent, 4, radius=14)
        elif p.seat == view.turn_seat and view.phase != OVER:
            canvas.box((x0 - 1, y0 - 1, x1 + 1, y1 + 1), None, th.text, 2, radius=13)
        mid = y0 + 2 + LINE_HEIGHT // 2
        right = x1 - 10
        # Everyone's points now stand in the last column, in a Kobold round
        # too ("Everyone's current points are public").
        points = view.score(p.seat).points
        px0, py0, px1, py1 = lay.points_cell(p.seat)
        canvas.text(px1, (py0 + py1) // 2, str(points), NORMAL,
                    th.accent if points else th.muted, "rm")
        if view.kobold is not None and lay.laid_line:
            # "Bei den Mitspielern steht, wer schon wie oft eine Karte
            # dazugelegt hat" (item 108): in the row's third line, under
            # his points (a long name fills the name line) …
            mt.laid_mark(canvas, th, px1, py1 + 2 + CELL_HEIGHT // 2, p,
                         p.seat == view.kobold.seat)
        elif view.kobold is not None:
            # … or at the end of the name line
            right -= mt.laid_mark(canvas, th, right, mid, p, p.seat == view.kobold.seat) + 12
        if estimates:
            key = "render.fabel.estimate_inexact" if p.estimate_inexact else "render.fabel.estimate"
            right -= canvas.text(right, mid, t(key, amount=shown_estimate(p.estimate)), SMALL,
                                 th.muted, "rm")
            right -= 12
        right -= canvas.text(right, mid, str(p.money_count), NORMAL, th.text, "rm") + 4
        right -= back.width
        canvas.sprite(back, right, mid - back.height // 2)
        right -= 10
        name_chip(canvas, x0 + 8, mid, p.seat, names[p.seat], right - x0 - 8,
                  height=LINE_HEIGHT - 2)


def shown_estimate(estimate: int) -> int:
    """The Kassenbuch's estimate as the table writes it: public flows alone
    can add up to less than nothing (a trade's or a Kobold's money is not in
    them, "ca. -20?" was seen), and nobody holds less than 0 Taler."""
    return max(0, estimate)


def _room_for_estimates(lay: Layout, view: FabelView, names: tuple[str, ...]) -> bool:
    """Whether every row has room for the Kassenbuch's "ca. …" beside its
    money cards (and a Kobold round's "n gelegt" if it stands there) with
    the name still whole. If one row has not, no row shows it (the rows stay
    alike; the Kassenbuch stays in the private panel)."""
    return _room_for(view, names, laid=view.kobold is not None and not lay.laid_line,
                     estimate=True)


def _room_for(view: FabelView, names: tuple[str, ...], *, laid: bool = False,
              estimate: bool = False) -> bool:
    """Whether every row's name line has room for the whole name, the money
    cards and (``laid``) "n gelegt", (``estimate``) the Kassenbuch's "ca. …"."""
    back = cards.card_back(22).width
    room = WIDTH - 2 * MARGIN - 8 - 10
    for p in view.players:
        texts = []
        if estimate:
            key = ("render.fabel.estimate_inexact" if p.estimate_inexact
                   else "render.fabel.estimate")
            texts.append(t(key, amount=shown_estimate(p.estimate)))
        if laid:
            texts.append(t("render.fabel.meister.laid", n=p.kobold_laid))
        used = sum(fonts.text_width(text, SMALL) + 12 for text in texts)
        used += fonts.text_width(str(p.money_count), NORMAL) + 4 + back + 10
        if chip_width(names[p.seat], SMALL, p.seat) > room - used:
            return False
    return True


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
                canvas.text((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, "4★", NORMAL,
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
    the cells of their sorts, and his Kobolde in the last column."""
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


# --- the stage ---------------------------------------------------------------------------

def everyone_but(names: tuple[str, ...], out: set[int]) -> str:
    """"Alle außer Clara" / "Alle außer Clara und Ben" / "Alle"."""
    left_out = [names[s] for s in sorted(out)]
    if not left_out:
        return t("render.fabel.everyone")
    listed = left_out[0] if len(left_out) == 1 else (
        ", ".join(left_out[:-1]) + " " + t("render.fabel.and") + " " + left_out[-1])
    return t("render.fabel.everyone_but", names=listed)


def now_line(view: FabelView, names: tuple[str, ...]) -> str:
    """The stage's first line: who must act now, and what."""
    ph = view.phase
    if view.race is not None and mt.race_phase(ph):
        return mt.now_line(view, view.race, names)
    if view.kobold is not None:
        return t("render.fabel.now.kobold", name=names[view.kobold.seat])
    a, tr = view.auction, view.trade
    if ph == AUCTION and a is not None:
        return t("render.fabel.now.bid", who=everyone_but(names, {a.auctioneer, *a.excluded}))
    if ph == VORKAUF and a is not None:
        return t("render.fabel.now.vorkauf", name=names[a.auctioneer])
    if ph == PAY and view.payment is not None:
        p = view.payment
        return t("render.fabel.now.pay", payer=names[p.payer], amount=p.amount,
                 receiver=names[p.receiver])
    if ph in (OFFER, ANSWER) and tr is not None:
        who = sorted(deciders(view)) or [tr.challenger]
        if ph == ANSWER:
            return t("render.fabel.now.answer", name=names[tr.opponent])
        if len(who) > 1:
            return t("render.fabel.now.offer_both", first=names[who[0]], second=names[who[1]])
        return t("render.fabel.now.offer", name=names[who[0]])
    if ph == DISTRIBUTE:
        return t("render.fabel.now.distribute", name=names[view.turn_seat])
    if ph in (TURN, SUPER):
        return t("render.fabel.turn_title", name=names[view.turn_seat])
    return t("render.fabel.over")


def _stage(canvas: Canvas, th: Theme, lay: Layout, view: FabelView, names: tuple[str, ...],
           remaining: float | None) -> int:
    """The stage: the card, the ring and the sentences; returns by how many
    pixels it is too low for them (0 or less: they fit)."""
    x0, y0, x1, y1 = lay.stage
    # The deck, under the card: its back and how many cards (in an auction
    # above the hammer's strokes, which take the stage's whole width).
    back = cards.card_back(22)
    strokes = view.phase == AUCTION and view.auction is not None
    deck_y = y1 - 12 - back.height - (PILL_HEIGHT + 8 if strokes else 0)
    # the ring's face stands beside the card with two lines under it
    # ("Tempo / normal", "Zähler / 10 bis 1"), down past the card's foot
    face = strokes or (view.race is not None and mt.race_phase(view.phase))
    card_short = (lay.stage_card()[1] + FACE_HEIGHT if face else lay.stage_card()[3]) + 4 - deck_y
    canvas.sprite(back, x0 + 12, deck_y)
    w = canvas.text(x0 + 42, deck_y + back.height // 2, t("render.fabel.deck"), SMALL, th.muted,
                    "lm")
    canvas.text(x0 + 50 + w, deck_y + back.height // 2, str(view.deck_count), NORMAL, th.text,
                "lm")
    tx, tw = lay.text_column()
    y = sentences.whole(canvas, tx, y0 + 12, tw, now_line(view, names),
                        th.text if view.phase == OVER else th.accent, size=NORMAL)
    y += 6
    if view.race is not None and mt.race_phase(view.phase):
        y = mt.race_stage(canvas, th, lay, view, view.race, names, remaining, ring, y)
    elif view.kobold is not None:
        y = mt.kobold_stage(canvas, th, lay, view.kobold, y)
    elif view.auction is not None and view.phase in (AUCTION, VORKAUF, PAY):
        y = auction_stage(canvas, th, lay, view, view.auction, names, remaining, y)
    elif view.trade is not None and view.phase in (OFFER, ANSWER):
        y = trade_stage(canvas, th, lay, view.trade, names, y, deciders(view))
    elif view.phase == DISTRIBUTE:
        cx0, cy0, _, _ = lay.stage_card()
        canvas.sprite(cards.card_back(STAGE_CARD_WIDTH), cx0, cy0)
        hint = t("render.fabel.distribute_hint", name=names[view.turn_seat])
        y = sentences.whole(canvas, tx, y, tw, hint, th.text)
    elif view.phase in (TURN, SUPER):
        y = turn_stage(canvas, th, lay, view, names, y)
    # At the foot of the sentences, where there is room: at two players the
    # money cards in the deck, in the Meistermarkt the last Kobold taken.
    if view.deck_money is not None and y + 30 <= y1 - 10:
        canvas.text(tx, y1 - 24, t("render.fabel.deck_money", n=view.deck_money), SMALL,
                    th.muted, "lm")
    elif (view.kobold_last is not None and view.kobold is None
          and view.phase != AUCTION):  # the hammer's strokes stand there then
        mt.last_kobold(canvas, th, tx, y1 - 12, tw, view.kobold_last, names, y + 8)
    return max(y + 10 - y1, card_short)
