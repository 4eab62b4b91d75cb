"""The public table picture of Speedtrödel, drawn from the public view only.

Layout (720 px wide; every text 30 px, capitals 12.2 px high when Discord
shows it 400 px wide, issue 38): the round, the hand size and the trick's
number on top; the Dachboden with its five tiers (name, stars, cards left)
three to a row, the top card's stars (its face with Dachboden offen) in the
sixth cell and "knapp!"; the trick: the line with the suit to follow, the
active effects, one row per trader in playing order with his card (or who is
on turn) and who leads the trick; then one row per trader: name, points,
Ladentisch, Kiste and hand counts (their legend above the rows), the green
"+n" caught this round, his crossed-out suits, and whether he has chosen in
a Tauschrunde (never what). Lines that do not fit wrap; a long name stands
whole (in the trick, a trader whose name does not fit beside his card is
named by his seat number).

>>> from engines.troedel.state import new_game
>>> render_table(new_game(4, seed=1).view(None), names=tuple("ABCD")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PIL import Image

from engines.texts import t
from engines.troedel.cards import VORDRAENGELN, hand_size
from engines.troedel.tricks import winner
from engines.troedel.view import TroedelView
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.theme import PLAYER_COLOURS, RGB, Theme, get_theme, ink
from render.tiles import Tiles
from render.troedel.cards import (
    GAP,
    MARGIN,
    PILL_WIDTH,
    VOID,
    WIDTH,
    chip,
    chip_height,
    chip_width,
    pill,
    stars,
    void_field,
    void_width,
)

#: Every text of the table: capitals 12.2 px high at 400 px width (issue 38).
TEXT = 30
HEAD = 36
#: The smallest the head line shrinks to beside the trick's number (13 px at 400 px).
HEAD_SMALLEST = 24
LINE = 34           # one line of TEXT
CHIP_H = chip_height(TEXT)
PAD = 6             # inside a box, above and below its lines
#: Room for a card pill in the trick.
PILL = PILL_WIDTH
#: The trick's last column: "→ an 3", "führt", "fängt".
MARK = 120
TIER_GAP = 8
TIER_H = 2 * LINE + 4


def _lines(text: str, width: int) -> list[str]:
    return Canvas.wrap(text, TEXT, width) if text else []


def tier_boxes() -> list[tuple[int, int, int, int]]:
    """The Dachboden's cells below its title: the five tiers, Schuppen
    first, three to a row; the sixth cell holds what lies on top."""
    inner = WIDTH - 2 * MARGIN - 20
    w = (inner - 2 * TIER_GAP) // 3
    top = ATTIC_TOP + PAD + LINE + 4
    return [(MARGIN + 10 + (i % 3) * (w + TIER_GAP), top + (i // 3) * (TIER_H + TIER_GAP),
             MARGIN + 10 + (i % 3) * (w + TIER_GAP) + w,
             top + (i // 3) * (TIER_H + TIER_GAP) + TIER_H) for i in range(6)]


ATTIC_TOP = 12 + HEAD + 12
ATTIC_HEIGHT = PAD + LINE + 4 + 2 * TIER_H + TIER_GAP + PAD + 2


def trick_lines(view: TroedelView, names: Sequence[str]) -> tuple[list[str], list[str]]:
    """The trick box's wrapped effects lines and its wrapped status lines."""
    width = WIDTH - 2 * MARGIN - 24
    status = _lines(status_line(view, names), width)
    if view.over_reason:
        status += _lines(t(f"troedel.pic.why.{view.over_reason}"), width)
    return _lines(effects_line(view, names), width), status


def trick_height(view: TroedelView, names: Sequence[str]) -> int:
    """The trick box's height: the follow line, the effects, a row per
    trader and the lines saying who acts."""
    effects, status = trick_lines(view, names)
    return PAD + LINE * (1 + len(effects)) + view.seats * (CHIP_H + 4) + LINE * len(status) + PAD


#: A trader's row: how many lines it takes (1: all on the name's line; 2:
#: counts and points below the name; 3: the crossed-out suits below that).
Row = int


def counts_width(view: TroedelView, seat: int) -> int:
    """The width of the counts, the "+n" and the crossed-out suits."""
    return (fonts.text_width(counts_text(view, seat), TEXT) + 12 + caught_width(view, seat)
            + sum(14 + void_width(suit) for suit in view.voids[seat]))


def trader_rows(view: TroedelView, names: Sequence[str]) -> list[Row]:
    """Per trader, the lines his row takes: one when his name, counts and
    points fit beside each other, more for a long name (never cut)."""
    out = []
    inner = WIDTH - 2 * MARGIN - 24
    for seat in range(view.seats):
        right = fonts.text_width(points_text(view, seat), TEXT) + 16
        name = chip_width(seat, names[seat], TEXT) + 16
        if name + counts_width(view, seat) + right <= inner:
            out.append(1)
        elif counts_width(view, seat) + right <= inner:
            out.append(2)
        else:
            out.append(3)
    return out


def trader_height(rows: Sequence[Row], seat: int) -> int:
    """A trader's box: his name's line and as many lines as he needs more."""
    return PAD + CHIP_H + (rows[seat] - 1) * (LINE + 6) + PAD


def size_for(view: TroedelView, names: Sequence[str],
             rows: Sequence[Row] | None = None) -> tuple[int, int]:
    """The picture's size for ``view`` (the trick's lines and long names
    make it taller; ``rows``: :func:`trader_rows`, if known)."""
    rows = trader_rows(view, names) if rows is None else rows
    return WIDTH, (ATTIC_TOP + ATTIC_HEIGHT + GAP + trick_height(view, names) + GAP + LINE
                   + sum(trader_height(rows, s) + 4 for s in range(view.seats)) + MARGIN)


def render_table(view: TroedelView, *, names: Sequence[str],
                 theme: str = "laternennacht") -> Image.Image:
    """The table picture of ``view`` (read as the public sees it)."""
    th = get_theme(theme)
    rows = trader_rows(view, names)
    canvas = Canvas(background(th, size_for(view, names, rows)))
    trick_no = "" if view.over_reason else t("troedel.pic.trick_no", no=view.trick_no)
    head, head_size = head_line(view), HEAD
    room = WIDTH - 2 * MARGIN - (fonts.text_width(trick_no, HEAD) + 16 if trick_no else 0)
    while head_size > HEAD_SMALLEST and fonts.text_width(head, head_size) > room:
        head_size -= 2       # "Runde 6 von 8 · 10 Karten" beside "Stich 10": never overlap
    canvas.text(MARGIN, 12 + (HEAD - head_size) // 2, head, head_size, th.text)
    canvas.text(WIDTH - MARGIN, 12, trick_no, HEAD, th.text, "ra")
    _attic(canvas, th, view)
    y = ATTIC_TOP + ATTIC_HEIGHT + GAP
    h = trick_height(view, names)
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, th.panel_edge, 2)
    draw_trick(canvas, th, view, names, y)
    y += h + GAP
    # the legend of the numbers in every trader's second line
    canvas.text(MARGIN + 12, y, t("troedel.pic.counts_legend"), TEXT, th.muted)
    y += LINE
    for seat in range(view.seats):
        h = trader_height(rows, seat)
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, PLAYER_COLOURS[seat], 3)
        _trader(canvas, th, view, names, seat, y, rows[seat])
        y += h + 4
    return canvas.finish()


def head_line(view: TroedelView) -> str:
    """The picture's top line: the round, its hand size; at the end the
    rounds played (Leergekauft ends before a round is dealt, so the round
    the view stands at was never played)."""
    if view.over_reason:
        return t("troedel.pic.round_over", played=len(view.history), rounds=view.rounds)
    return t("troedel.pic.round", round=view.round, rounds=view.rounds,
             cards=hand_size(view.seats, view.round, kurz=view.options.kurz))


#: The Dachboden's title and tiers, the same at every table (:mod:`render.tiles`).
TILES = Tiles(limit=2 * 2**20)
#: Where that tile stands: from the title's top left to the tiers' bottom right.
ATTIC_TILE = (MARGIN + 10, ATTIC_TOP + PAD, WIDTH - MARGIN - 10,
              ATTIC_TOP + PAD + LINE + 4 + 2 * TIER_H + TIER_GAP + 1)


def _attic_fixed(canvas: Canvas, x: int, y: int, *, th: Theme) -> None:
    """The Dachboden's title and its five tiers (names and stars) with the
    tile's top left at (x, y)."""
    dx, dy = x - ATTIC_TILE[0], y - ATTIC_TILE[1]
    canvas.text(x, y, t("troedel.pic.attic"), TEXT, th.muted)
    for i, (x0, y0, x1, y1) in enumerate(tier_boxes()[:5]):
        _tier(canvas, th, i, (x0 + dx, y0 + dy, x1 + dx, y1 + dy), top=False)


def _tier(canvas: Canvas, th: Theme, i: int, box: tuple[int, int, int, int], top: bool) -> None:
    """A tier's box with its name and stars; the tier whose card lies on
    top (``top``) framed thick in the accent colour."""
    canvas.box(box, th.grid, th.accent if top else th.panel_edge, 4 if top else 1, radius=8)
    colour = ink(th.grid)
    canvas.text(box[0] + 10, box[1] + 1, t(f"troedel.tier.{i + 1}"), TEXT, colour)
    canvas.text(box[0] + 10, box[1] + 1 + LINE, stars(i + 1), TEXT, colour)


def _attic(canvas: Canvas, th: Theme, view: TroedelView) -> None:
    """The Dachboden: its box with the title and tiers (a tile), what lies
    on top, the tier it came from, the cards left per tier and "knapp!"."""
    canvas.box((MARGIN, ATTIC_TOP, WIDTH - MARGIN, ATTIC_TOP + ATTIC_HEIGHT), th.panel,
               th.panel_edge, 2)
    TILES.paste(canvas, ATTIC_TILE, th.panel, ("troedel.attic", th.name),
                partial(_attic_fixed, th=th))
    y = ATTIC_TOP + PAD
    # what lies on top, at the right of the title line
    right = WIDTH - MARGIN - 10
    if view.attic_top is not None:
        right = pill(canvas, right, y + LINE // 2, view.attic_top, anchor="r") - PILL_WIDTH - 10
        canvas.text(right, y, t("troedel.pic.attic_open"), TEXT, th.text, "ra")
    elif view.attic_top_stars is not None:
        canvas.text(right, y, t("troedel.pic.attic_top", stars=stars(view.attic_top_stars)),
                    TEXT, th.text, "ra")
    else:
        canvas.text(right, y, t("troedel.pic.attic_empty"), TEXT, th.text, "ra")
    boxes = tier_boxes()
    for i, box in enumerate(boxes[:5]):
        if view.attic_top_stars == i + 1:
            # the tile's plain tier gives way to the framed one (on the
            # Dachboden's box: its colour first, as before any tier)
            canvas.draw.rectangle(box, fill=th.panel)
            _tier(canvas, th, i, box, top=True)
        canvas.text(box[2] - 10, box[1] + 1 + LINE, str(view.attic_counts[i]), TEXT,
                    ink(th.grid), "ra")
    if view.knapp:
        # the sixth cell: the warning that the Dachboden runs short
        x0, y0, _, _ = boxes[5]
        canvas.text(x0 + 4, y0 + 4, t("troedel.pic.knapp"), TEXT, th.warn)


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
    row per trader in playing order and who acts now. A row names its
    trader whole when the name fits beside his card, else by his seat
    number (his own row below names him)."""
    x = MARGIN + 12
    effects, status = trick_lines(view, names)
    yy = y + PAD
    canvas.text(x, yy, follow_line(view), TEXT, th.text)
    yy += LINE
    for line in effects:
        canvas.text(x, yy, line, TEXT, th.text)
        yy += LINE
    ahead = ahead_now(view)
    played = dict(view.trick)
    order = [seat for seat, _ in view.trick]
    order += [(view.leader + i) % view.seats for i in range(view.seats)
              if (view.leader + i) % view.seats not in order]
    pill_x = WIDTH - x - MARK - PILL
    name_room = pill_x - x - 12
    row_y = yy + CHIP_H // 2 + 2
    for pos, seat in enumerate(order):
        whole = chip_width(seat, names[seat], TEXT) <= name_room
        chip(canvas, x, row_y, seat, names[seat] if whole else "", name_room, size=TEXT)
        if seat in played:
            pill(canvas, pill_x, row_y, played[seat], width=PILL)
            receiver = view.receivers[pos] if pos < len(view.receivers) else -1
            if receiver >= 0:
                mark = t("troedel.pic.to", seat=receiver + 1)
                canvas.text(WIDTH - x, row_y, mark, TEXT, th.text, "rm")
            elif seat == ahead:
                # at the end the box keeps the game's last trick: it was caught
                done = view.won_by is not None or view.over_reason is not None
                mark = t("troedel.pic.wins" if done else "troedel.pic.ahead")
                badge(canvas, WIDTH - x, row_y, mark, th.good)
        elif seat == view.turn:
            badge(canvas, pill_x + fonts.text_width(t("troedel.pic.on_turn"), TEXT) + 16,
                  row_y, t("troedel.pic.on_turn"), th.accent)
        else:
            canvas.text(pill_x, row_y, "…", TEXT, th.muted, "lm")
        row_y += CHIP_H + 4
    yy += view.seats * (CHIP_H + 4)
    for line in status:
        canvas.text(x, yy, line, TEXT, th.text)
        yy += LINE


def badge(canvas: Canvas, right: int, y: int, text: str, fill: RGB) -> None:
    """A short word on a filled box, right edge at ``right``, middle at ``y``."""
    w = fonts.text_width(text, TEXT) + 16
    canvas.box((right - w, y - 19, right, y + 19), fill, None, radius=8)
    canvas.text(right - w + 8, y, text, TEXT, ink(fill), "lm")


def trader_status(view: TroedelView, seat: int) -> str:
    """A trader's mark beside his points: chosen in the Tauschrunde (never
    what), still choosing, on turn."""
    if view.phase == "pass" and seat not in view.passing:
        return t("troedel.pic.chosen")
    return ""


def points_label(view: TroedelView, seat: int) -> str:
    """"23 Punkte" (with the round's Fälschung points when there are any)."""
    return t("troedel.pic.points", points=view.points[seat])


def points_text(view: TroedelView, seat: int) -> str:
    """A trader's points, after his mark from the Tauschrunde."""
    status = trader_status(view, seat)
    right = points_label(view, seat)
    return f"{status} {right}" if status else right


def counts_text(view: TroedelView, seat: int) -> str:
    """"16 · 21 · 12": Ladentisch, Kiste and hand (the legend names them)."""
    return t("troedel.pic.counts_short", laden=len(view.ladentisch[seat]),
             kiste=view.kiste_counts[seat], hand=view.hand_counts[seat])


def caught_width(view: TroedelView, seat: int) -> int:
    """The width of the green "+n" caught this round."""
    return fonts.text_width(f"+{view.caught(seat)}", TEXT) + 16


def _trader(canvas: Canvas, th: Theme, view: TroedelView, names: Sequence[str], seat: int,
            y: int, lines: Row) -> None:
    x = MARGIN + 12
    mid = y + PAD + CHIP_H // 2
    end = chip(canvas, x, mid, seat, names[seat], WIDTH - 2 * x, size=TEXT)
    line_y = mid if lines == 1 else mid + CHIP_H // 2 + 6 + LINE // 2
    canvas.text(WIDTH - x, line_y, points_text(view, seat), TEXT, th.text, "rm")
    left = end + 16 if lines == 1 else x
    w = canvas.text(left, line_y, counts_text(view, seat), TEXT, th.muted, "lm")
    caught = f"+{view.caught(seat)}"
    bx = left + w + 12
    bw = caught_width(view, seat)
    canvas.box((bx, line_y - 18, bx + bw, line_y + 18), th.good, None, radius=8)
    canvas.text(bx + 8, line_y, caught, TEXT, ink(th.good), "lm")
    vx, vy = bx + bw + 14, line_y
    if lines == 3:
        vx, vy = x, line_y + LINE + 6
    for suit in view.voids[seat]:
        void_field(canvas, vx, vy - VOID // 2, suit)
        vx += void_width(suit) + 14
