"""The public table picture of Speedtrödel, drawn from the public view only.

Layout (720 px wide; the smallest text is 22 px, 12.2 px when Discord shows
it 400 px wide): the round, the hand size and the trick's number on top; the
Dachboden with its five tiers (stars, name, cards left), the top card's
stars (its face with Dachboden offen) and "knapp!"; the trick: the line with
the suit to follow, the active effects, one row per trader in playing order
with his card (or who is on turn) and who leads the trick; then one row per
trader: name, points, Ladentisch, Kiste and hand counts, the green "+n"
caught this round, his crossed-out suits, and whether he has chosen in a
Tauschrunde (never what).

>>> from engines.troedel.state import new_game
>>> render_table(new_game(4, seed=1).view(None), names=tuple("ABCD")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engines.texts import t
from engines.troedel.cards import VORDRAENGELN, hand_size
from engines.troedel.tricks import winner
from engines.troedel.view import TroedelView
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.theme import PLAYER_COLOURS, RGB, Theme, get_theme, ink
from render.troedel.cards import (
    GAP,
    LARGE,
    MARGIN,
    NORMAL,
    SMALL,
    WIDTH,
    chip,
    pill,
    stars,
    void_field,
)

ATTIC_TOP = 54
ATTIC_HEIGHT = 132
TIER_HEIGHT = 84
TRICK_ROW = 38
ROW_HEIGHT = 80
#: Room for a card pill in the trick.
PILL = 200


def trick_height(seats: int) -> int:
    """The trick box's height: the follow line, the effects line, a row per
    trader and the line saying who acts."""
    return 36 + 30 + seats * TRICK_ROW + 34


def size_for(seats: int) -> tuple[int, int]:
    """The picture's size for ``seats`` traders."""
    top = ATTIC_TOP + ATTIC_HEIGHT + GAP + trick_height(seats) + GAP
    return WIDTH, top + seats * (ROW_HEIGHT + 4) + MARGIN


def render_table(view: TroedelView, *, names: Sequence[str],
                 theme: str = "laternennacht") -> Image.Image:
    """The table picture of ``view`` (read as the public sees it)."""
    th = get_theme(theme)
    canvas = Canvas(static_layer(theme, view.seats))
    canvas.text(MARGIN, 12, head_line(view), LARGE, th.text)
    if view.over_reason:
        canvas.text(WIDTH - MARGIN, 12, t(f"troedel.pic.why.{view.over_reason}"), LARGE,
                    th.text, "ra")
    else:
        canvas.text(WIDTH - MARGIN, 12, t("troedel.pic.trick_no", no=view.trick_no), LARGE,
                    th.text, "ra")
    _attic(canvas, th, view)
    y = ATTIC_TOP + ATTIC_HEIGHT + GAP
    draw_trick(canvas, th, view, names, y)
    y += trick_height(view.seats) + GAP
    for seat in range(view.seats):
        _trader(canvas, th, view, names, seat, y)
        y += ROW_HEIGHT + 4
    return canvas.finish()


def head_line(view: TroedelView) -> str:
    """The picture's top line: the round, its hand size; at the end the
    rounds played (Leergekauft ends before a round is dealt, so the round
    the view stands at was never played)."""
    if view.over_reason:
        return t("troedel.pic.round_over", played=len(view.history), rounds=view.rounds)
    return t("troedel.pic.round", round=view.round, rounds=view.rounds,
             cards=hand_size(view.seats, view.round, kurz=view.options.kurz))


@lru_cache(maxsize=32)
def static_layer(theme: str, seats: int) -> Image.Image:
    """What stays the same for a table: the background, the boxes and their
    titles (drawn once, then copied)."""
    th = get_theme(theme)
    canvas = Canvas(background(th, size_for(seats)))
    canvas.box((MARGIN, ATTIC_TOP, WIDTH - MARGIN, ATTIC_TOP + ATTIC_HEIGHT), th.panel,
               th.panel_edge, 2)
    canvas.text(MARGIN + 10, ATTIC_TOP + 8, t("troedel.pic.attic"), SMALL, th.muted)
    y = ATTIC_TOP + ATTIC_HEIGHT + GAP
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + trick_height(seats)), th.panel, th.panel_edge, 2)
    y += trick_height(seats) + GAP
    for seat in range(seats):
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + ROW_HEIGHT), th.panel, PLAYER_COLOURS[seat],
                   3)
        y += ROW_HEIGHT + 4
    return canvas.finish()


def tier_boxes() -> list[tuple[int, int, int, int]]:
    """The five tiers' cells in the attic box, Schuppen first."""
    inner = WIDTH - 2 * MARGIN - 20
    w = (inner - 4 * 8) // 5
    top = ATTIC_TOP + ATTIC_HEIGHT - TIER_HEIGHT - 10
    return [(MARGIN + 10 + i * (w + 8), top, MARGIN + 10 + i * (w + 8) + w, top + TIER_HEIGHT)
            for i in range(5)]


def _attic(canvas: Canvas, th: Theme, view: TroedelView) -> None:
    right = WIDTH - MARGIN - 10
    y = ATTIC_TOP + 8 + SMALL * 0.6
    if view.attic_top is not None:
        right = pill(canvas, right, round(y), view.attic_top, width=170, anchor="r") - 170 - 8
        canvas.text(right, y, t("troedel.pic.attic_open"), SMALL, th.text, "rm")
        right -= fonts.text_width(t("troedel.pic.attic_open"), SMALL) + 14
    elif view.attic_top_stars is not None:
        label = t("troedel.pic.attic_top", stars=stars(view.attic_top_stars))
        canvas.text(right, y, label, SMALL, th.text, "rm")
        right -= fonts.text_width(label, SMALL) + 14
    else:
        label = t("troedel.pic.attic_empty")
        canvas.text(right, y, label, SMALL, th.text, "rm")
        right -= fonts.text_width(label, SMALL) + 14
    if view.knapp:
        canvas.text(right, y, t("troedel.pic.knapp"), NORMAL, th.warn, "rm")
    for i, box in enumerate(tier_boxes()):
        count = view.attic_counts[i]
        is_top = view.attic_top_stars == i + 1
        fill = th.grid
        canvas.box(box, fill, th.accent if is_top else th.panel_edge, 4 if is_top else 1,
                   radius=8)
        mid = (box[0] + box[2]) / 2
        colour = ink(fill)
        canvas.text(mid, box[1] + 6, stars(i + 1), SMALL, colour, "ma")
        canvas.text(mid, box[1] + 32, t(f"troedel.tier.{i + 1}"), SMALL, colour, "ma")
        canvas.text(mid, box[3] - 8, str(count), NORMAL, colour, "ms")


def follow_line(view: TroedelView) -> str:
    """The line above the trick: the suit to follow (under Heute gefragt the
    named suit from the first card on), or that none is set yet."""
    if view.follow is not None:
        return t("troedel.pic.follow", suit=t(f"troedel.suit.{view.follow}"))
    if view.trick:
        return t("troedel.pic.follow_none_special")
    return t("troedel.pic.follow_none")


def effects_line(view: TroedelView, names: Sequence[str]) -> str:
    """The effects active in this trick and what a Vordrängeln in it means."""
    parts = []
    if view.heute is not None and view.heute_seat is not None:
        parts.append(t("troedel.pic.heute", suit=t(f"troedel.suit.{view.heute}"),
                       name=names[view.heute_seat]))
    if view.ramsch:
        parts.append(t("troedel.pic.ramsch"))
    for seat, card in view.trick:
        if card == VORDRAENGELN:
            parts.append(t("troedel.pic.vordraengeln", name=names[seat]))
    return " · ".join(parts)


def ahead_now(view: TroedelView) -> int | None:
    """Who is ahead in the trick so far (its winner once it is complete)."""
    if view.won_by is not None:
        return view.won_by
    if not view.trick:
        return None
    seat, _ = winner(view.trick, heute=view.heute, heute_seat=view.heute_seat,
                     ramsch=view.ramsch)
    return seat


def status_line(view: TroedelView, names: Sequence[str]) -> str:
    """Who acts now: on turn, a zero's pick, the Tauschrunde, naming a suit."""
    if view.over_reason:
        return t("troedel.pic.over")
    if view.phase == "pick" and view.picking is not None:
        return t("troedel.pic.picking", name=names[view.picking])
    if view.phase == "pass":
        return t("troedel.pic.passing", count=len(view.passing), seats=view.seats)
    if view.phase == "name" and view.naming is not None:
        return t("troedel.pic.naming", name=names[view.naming])
    if view.turn is not None:
        return t("troedel.pic.turn", name=names[view.turn])
    return ""


def draw_trick(canvas: Canvas, th: Theme, view: TroedelView, names: Sequence[str],
               y: int) -> None:
    """The trick box's contents at ``y``: the follow line, the effects, one
    row per trader in playing order and who acts now."""
    x = MARGIN + 12
    canvas.text(x, y + 8, follow_line(view), NORMAL, th.text)
    canvas.text(x, y + 40, fonts.fit(effects_line(view, names), SMALL, WIDTH - 2 * x), SMALL,
                th.text)
    ahead = ahead_now(view)
    played = dict(view.trick)
    order = [seat for seat, _ in view.trick]
    order += [(view.leader + i) % view.seats for i in range(view.seats)
              if (view.leader + i) % view.seats not in order]
    row_y = y + 66 + TRICK_ROW // 2
    marker_w = 84
    name_room = WIDTH - 2 * x - PILL - marker_w - 20
    for pos, seat in enumerate(order):
        chip(canvas, x, row_y, seat, names[seat], name_room)
        pill_x = WIDTH - x - marker_w - PILL
        if seat in played:
            pill(canvas, pill_x, row_y, played[seat], width=PILL)
            receiver = view.receivers[pos] if pos < len(view.receivers) else -1
            if receiver >= 0:
                mark = t("troedel.pic.to", seat=receiver + 1)
                canvas.text(WIDTH - x, row_y, mark, SMALL, th.text, "rm")
            elif seat == ahead:
                # at the end the box keeps the game's last trick: it was caught
                done = view.won_by is not None or view.over_reason is not None
                mark = t("troedel.pic.wins" if done else "troedel.pic.ahead")
                badge(canvas, WIDTH - x, row_y, mark, th.good)
        elif seat == view.turn:
            badge(canvas, pill_x + fonts.text_width(t("troedel.pic.on_turn"), SMALL) + 16,
                  row_y, t("troedel.pic.on_turn"), th.accent)
        else:
            canvas.text(pill_x, row_y, "…", SMALL, th.muted, "lm")
        row_y += TRICK_ROW
    canvas.text(x, y + trick_height(view.seats) - 26, fonts.fit(
        status_line(view, names), SMALL, WIDTH - 2 * x), SMALL, th.text)


def badge(canvas: Canvas, right: int, y: int, text: str, fill: RGB) -> None:
    """A short word on a filled box, right edge at ``right``, middle at ``y``."""
    w = fonts.text_width(text, SMALL) + 16
    canvas.box((right - w, y - 15, right, y + 15), fill, None, radius=8)
    canvas.text(right - w + 8, y, text, SMALL, ink(fill), "lm")


def trader_status(view: TroedelView, seat: int) -> str:
    """A trader's mark beside his points: chosen in the Tauschrunde (never
    what), still choosing, on turn."""
    if view.phase == "pass" and seat not in view.passing:
        return t("troedel.pic.chosen")
    return ""


def points_label(view: TroedelView, seat: int) -> str:
    """"23 Punkte" (with the round's Fälschung points when there are any)."""
    return t("troedel.pic.points", points=view.points[seat])


def _trader(canvas: Canvas, th: Theme, view: TroedelView, names: Sequence[str], seat: int,
            y: int) -> None:
    x = MARGIN + 12
    right = points_label(view, seat)
    status = trader_status(view, seat)
    if status:
        right = f"{status} {right}"
    canvas.text(WIDTH - x, y + 20, right, NORMAL, th.text, "rm")
    chip(canvas, x, y + 20, seat, names[seat],
         WIDTH - 2 * x - fonts.text_width(right, NORMAL) - 16)
    counts = t("troedel.pic.counts", laden=len(view.ladentisch[seat]),
               kiste=view.kiste_counts[seat], hand=view.hand_counts[seat])
    line_y = y + 56
    w = canvas.text(x, line_y, counts, SMALL, th.muted, "lm")
    caught = f"+{view.caught(seat)}"
    bx = x + w + 12
    bw = fonts.text_width(caught, SMALL) + 16
    canvas.box((bx, line_y - 15, bx + bw, line_y + 15), th.good, None, radius=8)
    canvas.text(bx + 8, line_y, caught, SMALL, ink(th.good), "lm")
    vx = bx + bw + 14
    for suit in view.voids[seat]:
        void_field(canvas, vx, line_y - 15, suit)
        vx += 52
