"""The public table picture of Speedfossil, drawn from the public view only.

Layout (one picture 800 px wide, legible at 400 px on a phone: the smallest
text is 26 px, 13 px there): the round and the banquet field on top; the
Ruhmesleiter as a bar from field 0 to the banquet with every figure (a disc
in its owner's colour with his seat number) and, when shown, the Ehrenschild
zones; then the Fundbörse (finds A and B, the stack), the Kasse (spent
Wechsel) and the arrest's cells; then one row per collector: name, field,
his Wechsel and Langfinger at home, whether he has chosen (never what), and
his fossils counted by era.

>>> from engines.fossil.state import new_game
>>> image = render_table(new_game(5, seed=1).view(None), names=tuple("ABCDE"))
>>> image.size[0]
800
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.fossil.fossils import ERA_OF, ERAS, FOSSILS
from engines.fossil.options import shield
from engines.fossil.view import FossilView
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.theme import PLAYER_COLOURS, Theme, get_theme, ink_on, mix

WIDTH = 800
MARGIN = 16
GAP = 12
SMALL = 26      # the smallest text: 13 px at 400 px width
NORMAL = 28
LARGE = 34
LADDER_TOP = 64
LADDER_HEIGHT = 150
MARKET_HEIGHT = 150
ROW_HEIGHT = 126


def size_for(seats: int) -> tuple[int, int]:
    """The picture's size for a table of ``seats`` collectors."""
    top = LADDER_TOP + LADDER_HEIGHT + GAP + MARKET_HEIGHT + GAP
    return WIDTH, top + seats * (ROW_HEIGHT + 6) + MARGIN


def render_table(view: FossilView, *, names: Sequence[str],
                 theme: str = "laternennacht") -> Image.Image:
    """The table picture of ``view`` (read as the public sees it)."""
    th = get_theme(theme)
    canvas = Canvas(background(th, size_for(view.seats)))
    canvas.text(MARGIN, 16, t("fossil.pic.round", round=view.round), LARGE, th.text)
    canvas.text(WIDTH - MARGIN, 16, t("fossil.pic.banquet") + " · "
                + t("fossil.pic.field", field=view.banquet), LARGE, th.accent, "ra")
    _ladder(canvas, th, view)
    y = LADDER_TOP + LADDER_HEIGHT + GAP
    _market(canvas, th, view, names, y)
    y += MARKET_HEIGHT + GAP
    for p in view.players:
        _collector(canvas, th, view, names, p.seat, y)
        y += ROW_HEIGHT + 6
    return canvas.finish()


def _ladder(canvas: Canvas, th: Theme, view: FossilView) -> None:
    top, bottom = LADDER_TOP, LADDER_TOP + LADDER_HEIGHT
    canvas.box((MARGIN, top, WIDTH - MARGIN, bottom), th.panel, th.panel_edge, 2)
    canvas.text(MARGIN + 10, top + 6, t("fossil.pic.ladder"), SMALL, th.muted)
    left, right = MARGIN + 24, WIDTH - MARGIN - 24
    end = max(view.banquet, max(view.fields))
    step = (right - left) / end
    bar_y = top + 92

    def x_of(field: int) -> float:
        return left + field * step

    if view.shields:
        # the Ehrenschild zones: consecutive fields with the same two numbers
        start = 0
        for field in range(1, view.banquet + 1):
            if field == view.banquet or shield(view.banquet, field) != shield(view.banquet,
                                                                                start):
                first, second = shield(view.banquet, start)
                zone = (round(x_of(start)), bar_y - 14, round(x_of(field)), bar_y + 14)
                canvas.box(zone, mix(th.panel, th.accent, 0.18 + 0.06 * (5 - first)), None,
                           radius=4)
                canvas.text((zone[0] + zone[2]) / 2, bar_y + 22, f"{first}/{second}", SMALL,
                            th.text, "ma")
                start = field
    else:
        canvas.box((left, bar_y - 6, right, bar_y + 6), th.grid, None, radius=3)
    for field in range(0, end + 1, 5):
        canvas.draw.line((x_of(field), bar_y - 16, x_of(field), bar_y + 16), fill=th.muted,
                         width=2)
    canvas.text(x_of(view.banquet), bar_y - 60, str(view.banquet), SMALL, th.accent, "ma")
    # figures on one field stand in a column above the bar
    by_field: dict[int, list[int]] = {}
    for p in view.players:
        by_field.setdefault(p.field, []).append(p.seat)
    radius = 15
    for field, seats in by_field.items():
        for k, seat in enumerate(seats):
            cx = x_of(field) + (k - (len(seats) - 1) / 2) * (2 * radius + 2)
            cx = min(max(cx, MARGIN + radius + 2), WIDTH - MARGIN - radius - 2)
            cy = bar_y - 34
            colour = PLAYER_COLOURS[seat]
            canvas.draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius),
                                fill=colour, outline=th.text, width=2)
            canvas.text(cx, cy, str(seat + 1), SMALL, ink_on(colour),
                        "mm")


def _market(canvas: Canvas, th: Theme, view: FossilView, names: Sequence[str],
            y: int) -> None:
    # the Fundbörse gets the room of two fossil names, the Kasse the least
    widths = (340, 150, WIDTH - 2 * MARGIN - 2 * GAP - 490)
    boxes, x = [], MARGIN
    for width in widths:
        boxes.append((x, y, x + width, y + MARKET_HEIGHT))
        x += width + GAP
    boerse, kasse, arrest = boxes
    w = widths[0]
    canvas.box(boerse, th.panel, th.panel_edge, 2)
    canvas.text(boerse[0] + 10, y + 6, t("fossil.pic.boerse"), SMALL, th.muted)
    for slot, f in enumerate(view.market):
        row = y + 40 + slot * 36
        label = "AB"[slot] + ": "
        if f is None:
            text = label + t("fossil.pic.empty")
        else:
            text = label + f"{FOSSILS[f].name} ({FOSSILS[f].era})"
        canvas.text(boerse[0] + 10, row, fonts.fit(text, SMALL, w - 20), SMALL, th.text)
    canvas.text(boerse[0] + 10, y + 112, t("fossil.pic.stack", count=view.stack_count),
                SMALL, th.muted)
    canvas.box(kasse, th.panel, th.panel_edge, 2)
    canvas.text(kasse[0] + 10, y + 6, t("fossil.pic.kasse"), SMALL, th.muted)
    spent = " ".join(str(v) for v in view.kasse) or t("fossil.pic.empty")
    canvas.paragraph(kasse[0] + 10, y + 40, widths[1] - 20, spent, NORMAL, th.text, max_lines=3)
    canvas.box(arrest, th.panel, th.panel_edge, 2)
    canvas.text(arrest[0] + 10, y + 6, t("fossil.pic.arrest"), SMALL, th.muted)
    cells = view.seats
    cell_w = (widths[2] - 20 - (cells - 1) * 4) // cells
    for i in range(cells):
        box = (arrest[0] + 10 + i * (cell_w + 4), y + 40,
               arrest[0] + 10 + i * (cell_w + 4) + cell_w, y + MARKET_HEIGHT - 10)
        held = view.cells[i] if i < len(view.cells) else None
        fill = PLAYER_COLOURS[held[0]] if held else th.grid
        canvas.box(box, fill, th.panel_edge, 1, radius=6)
        mid = (box[0] + box[2]) / 2
        canvas.text(mid, box[1] + 4, str(i + 1), SMALL, ink_on(fill), "ma")
        if held:
            canvas.text(mid, box[1] + 40, str(held[1]), SMALL, ink_on(fill), "ma")


def _collector(canvas: Canvas, th: Theme, view: FossilView, names: Sequence[str],
               seat: int, y: int) -> None:
    p = view.players[seat]
    box = (MARGIN, y, WIDTH - MARGIN, y + ROW_HEIGHT)
    canvas.box(box, th.panel, PLAYER_COLOURS[seat], 3)
    status = t("fossil.pic.field", field=p.field)
    if p.chosen and view.phase == "choose":
        status = t("fossil.pic.chosen") + " · " + status
    width = canvas.text(WIDTH - MARGIN - 12, y + 24, status, SMALL,
                        th.good if p.chosen else th.text, "rm")
    canvas.chip(MARGIN + 10, y + 24, seat, f"{seat + 1} {names[seat]}", SMALL,
                WIDTH - 2 * MARGIN - width - 40)
    hand = (t("fossil.pic.wechsel", values=" ".join(map(str, p.wechsel)) or "–") + " · "
            + t("fossil.pic.langfinger", values=" ".join(map(str, p.home)) or "–"))
    canvas.text(MARGIN + 12, y + 62, fonts.fit(hand, SMALL, WIDTH - 2 * MARGIN - 24), SMALL,
                th.muted, "lm")
    counts = [0] * (ERAS + 1)
    for f in p.collection:
        counts[ERA_OF[f]] += 1
    # the six eras: "Z1: 2" (era 1, two fossils), lit where he has any
    cell_w = (WIDTH - 2 * MARGIN - 24) / ERAS
    for era in range(1, ERAS + 1):
        x0 = MARGIN + 12 + (era - 1) * cell_w
        cell = (round(x0) + 2, y + 82, round(x0 + cell_w) - 2, y + ROW_HEIGHT - 8)
        have = counts[era]
        fill = mix(th.panel, th.highlight, 0.75) if have else th.grid
        canvas.box(cell, fill, None, radius=6)
        canvas.text((cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2, f"Z{era}: {have}", SMALL,
                    ink_on(fill), "mm")
