"""The public table picture of Speedfossil, drawn from the public view only.

Layout (one picture 720 px wide, legible at 400 px on a phone: the smallest
text is 30 px, its capitals 12.2 px high there): the round and the banquet field on top; the
Ruhmesleiter as a bar from field 0 to the banquet with every figure (a disc
in its owner's colour with his seat number) and, when shown, the Ehrenschild
zones; then the Fundbörse (finds A and B, the stack), the Kasse (spent
Wechsel) and the arrest's cells; then one row per collector: name, field,
his Wechsel and Langfinger at home, whether he has chosen (never what), the
card and place of the last reveal (open to all), and his fossils counted by
era.

>>> from engines.fossil.state import new_game
>>> image = render_table(new_game(5, seed=1).view(None), names=tuple("ABCDE"))
>>> image.size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PIL import Image

from engines.fossil.actions import Bid, Choice, SendThief, Show
from engines.fossil.fossils import ERA_OF, ERAS, FOSSILS
from engines.fossil.options import shield
from engines.fossil.view import FossilView
from engines.texts import per_language, t
from render import fonts
from render.canvas import Canvas
from render.layers import Packed, background
from render.shared_layers import shared
from render.theme import (
    PLAYER_COLOURS,
    Theme,
    get_theme,
    ink,
    mix,
)
from render.tiles import Tiles

WIDTH = 720
MARGIN = 16
GAP = 6
SMALL = 30      # the smallest text: capitals 12.2 px high at 400 px width
NORMAL = 30
LARGE = 36
STEP = 34       # from one line of SMALL text to the next
LADDER_TOP = 12
LADDER_HEIGHT = 118
BAR = 64        # the ladder's bar (and the figures on it), from the ladder's top
RADIUS = 18     # a figure's disc on the ladder
#: The Fundbörse takes a row of its own (two fossil names with their eras
#: need the width); the Kasse and the arrest's cells share the next.
BOERSE_HEIGHT = 8 + 3 * STEP
MARKET_HEIGHT = 8 + 3 * STEP
MARKET_WIDTHS = (250, WIDTH - 2 * MARGIN - GAP - 250)
ROW_HEIGHT = 6 + 40 + 3 * STEP + 4


MARKET_TOP = LADDER_TOP + LADDER_HEIGHT + GAP
ROWS_TOP = MARKET_TOP + BOERSE_HEIGHT + GAP + MARKET_HEIGHT + GAP
#: The arrest's cells and the collectors' era cells, drawn once per look
#: (:mod:`render.tiles`).
TILES = Tiles()


def size_for(seats: int) -> tuple[int, int]:
    """The picture's size for a table of ``seats`` collectors."""
    return WIDTH, ROWS_TOP + seats * (ROW_HEIGHT + 2) + MARGIN - 2


def render_table(view: FossilView, *, names: Sequence[str],
                 theme: str = "laternennacht") -> Image.Image:
    """The table picture of ``view`` (read as the public sees it)."""
    th = get_theme(theme)
    end = max(view.banquet, max(view.fields))
    canvas = Canvas(static_layer(theme, view.seats, view.banquet, view.shields, end).image(),
                    copy=False)
    canvas.text(MARGIN + 10, LADDER_TOP + 4, t("fossil.pic.round", round=view.round), LARGE,
                th.text)
    _figures(canvas, th, view, end)
    _market(canvas, th, view, names, MARKET_TOP)
    y = ROWS_TOP
    for p in view.players:
        _collector(canvas, th, view, names, p.seat, y)
        y += ROW_HEIGHT + 2
    return canvas.finish()


@per_language(maxsize=64)
@shared("fossil.table")
def static_layer(theme: str, seats: int, banquet: int, shields: bool, end: int) -> Packed:
    """What stays the same for a table: the background, the ladder with its
    zones, the boxes and their titles (drawn once, kept packed)."""
    th = get_theme(theme)
    canvas = Canvas(background(th, size_for(seats)))
    _ladder(canvas, th, banquet, shields, end)
    for box, title in zip(_market_boxes(MARKET_TOP), ("", "fossil.pic.kasse",
                                                      "fossil.pic.arrest"), strict=True):
        canvas.box(box, th.panel, th.panel_edge, 2)
        if title:
            canvas.text(box[0] + 10, box[1] + 4, t(title), SMALL, th.muted)
    y = ROWS_TOP
    for seat in range(seats):
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + ROW_HEIGHT), th.panel, PLAYER_COLOURS[seat],
                   3)
        y += ROW_HEIGHT + 2
    return Packed.of(canvas.finish())


def _x_of(field: int, end: int) -> float:
    left, right = MARGIN + 24, WIDTH - MARGIN - 24
    return left + field * (right - left) / end


def chip(canvas: Canvas, x: int, y: int, seat: int, text: str, max_width: int) -> None:
    """A collector's name on his colour, left edge at ``x``, middle at ``y``."""
    colour = PLAYER_COLOURS[seat]
    pad = SMALL // 2
    text = fonts.fit(text, SMALL, max_width - 2 * pad)
    h = round(SMALL * 1.45)
    canvas.box((x, y - h // 2, x + fonts.text_width(text, SMALL) + 2 * pad, y + h // 2), colour,
               radius=h // 2)
    canvas.text(x + pad, y, text, SMALL, ink(colour), "lm")


def chip_label(seat: int, name: str) -> str:
    """A collector's chip: his seat number (the figure's disc) and name."""
    return f"{seat + 1} {name}"


#: The gap between a collector's chip and his status; a chip that would be
#: cut there (a status longer in English: "Space 12" for "Feld 12") may come
#: as near as :data:`NEAREST_GAP`.
STATUS_GAP, NEAREST_GAP = 40, 12


def name_room(status: str, label: str = "") -> int:
    """The width a collector's chip (``label``) may take beside his status."""
    room = WIDTH - 2 * MARGIN - fonts.text_width(status, SMALL) - STATUS_GAP
    whole = fonts.text_width(label, SMALL) + 2 * (SMALL // 2)
    return max(room, min(whole, room + STATUS_GAP - NEAREST_GAP))


def went_label(choice: Choice) -> str:
    """Where a collector went with which card at the last reveal (public)."""
    if isinstance(choice, Bid):
        card = t("fossil.pic.card_value", card=t("fossil.card.wechsel"), value=choice.wechsel)
        where = t("fossil.pic.find", slot="AB"[choice.slot])
    elif isinstance(choice, SendThief):
        card = t("fossil.pic.card_value", card=t("fossil.card.langfinger"), value=choice.years)
        where = t(f"fossil.place.{choice.place}")
    elif isinstance(choice, Show):
        card = t("fossil.pic.card_value", card=t("fossil.card.vitrine"),
                 value=len(choice.fossils))
        where = t("fossil.place.museum")
    else:
        card, where = t("fossil.card.kommissar"), t("fossil.place.museum")
    return t("fossil.pic.went", card=card, place=where)


def _ladder(canvas: Canvas, th: Theme, banquet: int, shields: bool, end: int) -> None:
    top, bottom = LADDER_TOP, LADDER_TOP + LADDER_HEIGHT
    canvas.box((MARGIN, top, WIDTH - MARGIN, bottom), th.panel, th.panel_edge, 2)
    bar_y = top + BAR
    if shields:
        # the Ehrenschild zones: consecutive fields with the same two numbers
        start = 0
        for field in range(1, banquet + 1):
            if field == banquet or shield(banquet, field) != shield(banquet, start):
                first, second = shield(banquet, start)
                zone = (round(_x_of(start, end)), bar_y - 14, round(_x_of(field, end)),
                        bar_y + 14)
                canvas.box(zone, mix(th.panel, th.accent, 0.18 + 0.06 * (5 - first)), None,
                           radius=4)
                canvas.text((zone[0] + zone[2]) / 2, bar_y + 22, f"{first}/{second}", SMALL,
                            th.text, "ma")
                start = field
    else:
        canvas.box((MARGIN + 24, bar_y - 6, WIDTH - MARGIN - 24, bar_y + 6), th.grid, None,
                   radius=3)
    for field in range(0, end + 1, 5):
        x = _x_of(field, end)
        canvas.draw.line((x, bar_y - 16, x, bar_y + 16), fill=th.muted, width=2)
    # the round (drawn per picture) on the left, the banquet's field on the right
    canvas.text(WIDTH - MARGIN - 10, top + 8, t("fossil.pic.banquet") + " · "
                + t("fossil.pic.field", field=banquet), SMALL, th.text, "ra")


def _figures(canvas: Canvas, th: Theme, view: FossilView, end: int) -> None:
    """Every figure on its field; figures on one field stand side by side."""
    by_field: dict[int, list[int]] = {}
    for p in view.players:
        by_field.setdefault(p.field, []).append(p.seat)
    radius = RADIUS
    cy = LADDER_TOP + BAR
    wanted = []
    for field, seats in by_field.items():
        for k, seat in enumerate(seats):
            wanted.append((_x_of(field, end) + (k - (len(seats) - 1) / 2) * (2 * radius + 2),
                           seat))
    for cx, seat in spread(sorted(wanted), 2 * radius + 2, MARGIN + radius + 2,
                           WIDTH - MARGIN - radius - 2):
        colour = PLAYER_COLOURS[seat]
        canvas.draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius),
                            fill=colour, outline=th.text, width=2)
        canvas.text(cx, cy, str(seat + 1), SMALL, ink(colour), "mm")


def spread(wanted: Sequence[tuple[float, int]], step: float, low: float,
           high: float) -> list[tuple[float, int]]:
    """(x, seat) pairs sorted by x, pushed apart to at least ``step`` and kept
    between ``low`` and ``high`` (figures on near fields never cover each
    other).

    >>> [round(x) for x, _ in spread([(100.0, 0), (101.0, 1), (500.0, 2)], 38, 20, 700)]
    [82, 120, 500]
    """
    xs = [x for x, _ in wanted]
    # push right from the left, then back left from the right edge
    for k in range(len(xs)):
        xs[k] = max(xs[k], low, xs[k - 1] + step if k else low)
    for k in range(len(xs) - 1, -1, -1):
        xs[k] = min(xs[k], high, xs[k + 1] - step if k + 1 < len(xs) else high)
    # centre a pushed group on where it wanted to be, as far as room allows
    out = list(xs)
    start = 0
    while start < len(out):
        end = start
        while end + 1 < len(out) and out[end + 1] - out[end] <= step + 0.01:
            end += 1
        shift = sum(wanted[k][0] for k in range(start, end + 1)) / (end - start + 1) - sum(
            out[start:end + 1]) / (end - start + 1)
        left_room = out[start] - (out[start - 1] + step if start else low)
        right_room = (out[end + 1] - step if end + 1 < len(out) else high) - out[end]
        shift = max(-left_room, min(right_room, shift))
        for k in range(start, end + 1):
            out[k] += shift
        start = end + 1
    return [(x, seat) for x, (_, seat) in zip(out, wanted, strict=True)]


def _market_boxes(y: int) -> list[tuple[int, int, int, int]]:
    # the Fundbörse on a row of its own; the Kasse and the arrest below it
    boxes = [(MARGIN, y, WIDTH - MARGIN, y + BOERSE_HEIGHT)]
    x, y = MARGIN, y + BOERSE_HEIGHT + GAP
    for width in MARKET_WIDTHS:
        boxes.append((x, y, x + width, y + MARKET_HEIGHT))
        x += width + GAP
    return boxes


def _market(canvas: Canvas, th: Theme, view: FossilView, names: Sequence[str],
            y: int) -> None:
    boerse, kasse, arrest = _market_boxes(y)
    w = boerse[2] - boerse[0]
    title = t("fossil.pic.boerse") + " · " + t("fossil.pic.stack", count=view.stack_count)
    canvas.text(boerse[0] + 10, y + 4, fonts.fit(title, SMALL, w - 20), SMALL, th.muted)
    for slot, f in enumerate(view.market):
        label = "AB"[slot] + ": "
        if f is None:
            text = label + t("fossil.pic.empty")
        else:
            text = label + f"{FOSSILS[f].name} ({FOSSILS[f].era})"
        canvas.text(boerse[0] + 10, y + 4 + (slot + 1) * STEP, fonts.fit(text, SMALL, w - 20),
                    SMALL, th.text)
    y = kasse[1]
    spent = kasse_text(view.kasse)
    canvas.paragraph(kasse[0] + 10, y + 4 + STEP, MARKET_WIDTHS[0] - 20, spent, SMALL,
                     th.text, line_gap=STEP / SMALL, max_lines=2)
    cells = view.seats
    cell_w = (MARKET_WIDTHS[1] - 20 - (cells - 1) * 6) // cells
    for i in range(cells):
        box = (arrest[0] + 10 + i * (cell_w + 6), y + 2 + STEP,
               arrest[0] + 10 + i * (cell_w + 6) + cell_w, y + MARKET_HEIGHT - 6)
        held = view.cells[i] if i < len(view.cells) else None
        # on the arrest's box, the same for every table: a tile
        TILES.paste(canvas, (box[0], box[1], box[2] + 1, box[3] + 1), th.panel,
                    ("fossil.cell", th.name, i, held),
                    partial(_cell, th=th, size=(box[2] - box[0], box[3] - box[1]), number=i,
                            held=held))


def _cell(canvas: Canvas, x: int, y: int, *, th: Theme, size: tuple[int, int], number: int,
          held: tuple[int, int] | None) -> None:
    """An arrest's cell at (x, y): its number and, taken, the Langfinger's
    years on his owner's colour."""
    box = (x, y, x + size[0], y + size[1])
    fill = PLAYER_COLOURS[held[0]] if held else th.grid
    canvas.box(box, fill, th.panel_edge, 1, radius=6)
    mid = (box[0] + box[2]) / 2
    canvas.text(mid, box[1], str(number + 1), SMALL, ink(fill), "ma")
    if held:
        canvas.text(mid, box[1] + STEP - 2, str(held[1]), SMALL, ink(fill), "ma")


def _collector(canvas: Canvas, th: Theme, view: FossilView, names: Sequence[str],
               seat: int, y: int) -> None:
    p = view.players[seat]
    status = t("fossil.pic.field", field=p.field)
    if p.chosen and view.phase == "choose":
        status = t("fossil.pic.chosen") + " " + status
    canvas.text(WIDTH - MARGIN - 12, y + 26, status, SMALL, th.text, "rm")
    label = chip_label(seat, names[seat])
    chip(canvas, MARGIN + 10, y + 26, seat, label, name_room(status, label))
    hand = (t("fossil.pic.wechsel", values=" ".join(map(str, p.wechsel)) or "–") + " · "
            + t("fossil.pic.langfinger", values=" ".join(map(str, p.home)) or "–"))
    canvas.text(MARGIN + 12, y + 46 + STEP // 2, fonts.fit(hand, SMALL, WIDTH - 2 * MARGIN - 24),
                SMALL, th.muted, "lm")
    went = view.revealed[seat] if seat < len(view.revealed) else None
    if went is not None:
        canvas.text(MARGIN + 12, y + 46 + STEP + STEP // 2,
                    t("fossil.pic.last", went=went_label(went)), SMALL, th.text, "lm")
    counts = [0] * (ERAS + 1)
    for f in p.collection:
        counts[ERA_OF[f]] += 1
    # the six eras: "Z1: 2" (era 1, two fossils), lit where he has any
    cell_w = (WIDTH - 2 * MARGIN - 24) / ERAS
    for era in range(1, ERAS + 1):
        x0 = MARGIN + 12 + (era - 1) * cell_w
        cell = (round(x0) + 2, y + 46 + 2 * STEP + 1, round(x0 + cell_w) - 2,
                y + ROW_HEIGHT - 5)
        # on the collector's box, the same for every collector: a tile
        TILES.paste(canvas, (cell[0], cell[1], cell[2] + 1, cell[3] + 1), th.panel,
                    ("fossil.era", th.name, era, counts[era]),
                    partial(_era, th=th, size=(cell[2] - cell[0], cell[3] - cell[1]), era=era,
                            have=counts[era]))


def _era(canvas: Canvas, x: int, y: int, *, th: Theme, size: tuple[int, int], era: int,
         have: int) -> None:
    """An era's cell at (x, y): "Z1: 2" (era 1, two fossils), lit where he has any."""
    cell = (x, y, x + size[0], y + size[1])
    fill = mix(th.panel, th.highlight, 0.75) if have else th.grid
    canvas.box(cell, fill, None, radius=6)
    canvas.text((cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2, era_label(era, have), SMALL,
                ink(fill), "mm")


def era_label(era: int, have: int) -> str:
    """An era's cell text in the reader's language: ``era_label(1, 2)`` = ``'Z1: 2'``
    (the English hand's "E1:")."""
    return t("fossil.table.era", era=era, have=have)


def kasse_text(spent: Sequence[int]) -> str:
    """The spent Wechsel in the Kasse as counts per value, so all of them fit
    in the box (a list of every card ran out of room late in a game).

    >>> kasse_text([1, 1, 2, 2, 2, 3, 3, 4])
    '2×1 3×2 2×3 1×4'
    >>> kasse_text([])
    'leer'
    """
    if not spent:
        return t("fossil.pic.empty")
    return " ".join(t("fossil.pic.kasse_count", count=spent.count(v), value=v)
                    for v in sorted(set(spent)))
