"""Speedfossil's end board, drawn from the public view at the end and the
kit's result: the places with field and leaderboard points, the course of
the Ruhmesleiter as a curve per collector (his field after each round, the
last point after the Schlussvitrine), the Rechenweg of each (fields by
Vitrinen, as Kommissar, by the Schlussvitrine; purchases, stolen Wechsel and
fossils, Langfinger caught, times in arrest) and the fossils new to each
person's album.

``news`` holds per seat the album items this game added to its person's
album (the shell reads them from the stored album; computers keep none).

>>> import random
>>> from engines.core.playout import random_game
>>> from engines.fossil.game import GAME
>>> from engines.fossil.state import new_game
>>> state = new_game(3, seed=4)
>>> _ = random_game(state, random.Random(4))
>>> image = render_end(state.view(None), GAME.summarize(state), names=("A", "B", "C"))
>>> image.size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from engines.core import GameResult
from engines.fossil.fossils import BY_KEY, FOSSILS
from engines.fossil.result import FossilResult, Standing
from engines.fossil.view import FossilView
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE, encode
from render.fossil.layout import (
    DISC,
    LARGE,
    LINE,
    MARGIN,
    SMALL,
    WIDTH,
    disc,
    led,
    led_height,
    title,
    wrap,
)
from render.fossil.table import chip, chip_label
from render.layers import background
from render.theme import PLAYER_COLOURS, Theme, get_theme

HEAD = 58
PLACE_ROW = 52
CHART_HEIGHT = 330
GAP = 12

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class ChartBox:
    """Where the curves are drawn: the plot's edges and its scales."""

    left: float
    top: float
    right: float
    bottom: float
    rounds: int
    top_field: int

    def at(self, round_: int, field: int) -> Point:
        """The point of ``field`` after ``round_``."""
        x = self.left + round_ * (self.right - self.left) / max(1, self.rounds)
        y = self.bottom - field * (self.bottom - self.top) / max(1, self.top_field)
        return (x, y)


def chart_box(y: int, courses: Sequence[Sequence[int]], banquet: int) -> ChartBox:
    """The plot of the chart whose box starts at ``y``: rounds along, fields
    up to the next ten above the banquet and every field reached."""
    rounds = max(len(c) for c in courses) - 1
    highest = max(banquet, max(max(c) for c in courses))
    return ChartBox(left=MARGIN + 64, top=y + 60, right=WIDTH - MARGIN - 2 * DISC - 20,
                    bottom=y + CHART_HEIGHT - 46, rounds=max(1, rounds),
                    top_field=-(-highest // 10) * 10)


def curves(courses: Sequence[Sequence[int]], box: ChartBox) -> list[list[Point]]:
    """Each collector's curve: one point per entry of his course (round 0
    first)."""
    return [[box.at(r, f) for r, f in enumerate(course)] for course in courses]


def rechenweg_text(st: Standing) -> str:
    """The three field sources adding up to the field."""
    return t("fossil.end.sources", vitrine=st.by_vitrine, kommissar=st.by_kommissar,
             final=st.by_final, field=st.field)


def counts_text(st: Standing) -> str:
    """Purchases, thefts, Langfinger caught and times in arrest."""
    return t("fossil.end.counts", purchases=st.purchases, wechsel=st.stolen_wechsel,
             fossils=st.stolen_fossils, caught=st.caught, arrested=st.arrested)


def new_finds(items: Sequence[str]) -> tuple[int, ...]:
    """The fossils of album items (unknown items are skipped), oldest first."""
    return tuple(sorted(BY_KEY[i] for i in items if i in BY_KEY))


def album_text(items: Sequence[str]) -> str:
    """"Neu im Album: …" with names and ages ("" when nothing is new)."""
    finds = new_finds(items)
    if not finds:
        return ""
    return t("fossil.end.album", count=len(finds),
             fossils=", ".join(t("fossil.end.album_piece", fossil=FOSSILS[f].name,
                                 age=FOSSILS[f].age) for f in finds))


def _blocks(final: FossilResult,
            news: Sequence[Sequence[str]]) -> list[tuple[int, list[str]]]:
    """Per seat in place order: its Rechenweg texts and new album finds."""
    out: list[tuple[int, list[str]]] = []
    for st in sorted(final.standings, key=lambda s: (s.place, s.seat)):
        texts = [rechenweg_text(st), counts_text(st)]
        extra = album_text(news[st.seat]) if st.seat < len(news) else ""
        if extra:
            texts.append(extra)
        out.append((st.seat, texts))
    return out


def _block_height(texts: Sequence[str]) -> int:
    return 52 + sum(led_height(None, x) for x in texts) + 6


#: The tallest a page may be, as a share of the width (a phone shows it whole).
TALLEST = 1.6


def end_pages(view: FossilView, result: GameResult, *, names: Sequence[str],
              theme: str = "laternennacht",
              news: Sequence[Sequence[str]] = ()) -> list[Image.Image]:
    """The end board of a finished game (``view.result`` must be set) as
    pages no taller than a phone shows whole: the places and the Ruhmesleiter's
    course first, then every collector's Rechenweg, as many as fit a page;
    ``news``: per seat, the album items new in this game."""
    final = view.result
    if final is None:
        raise ValueError("the game is not over")
    th = get_theme(theme)
    blocks = _blocks(final, news)
    rows = _place_rows(final, result, names)
    places_h = _places_height(rows)
    # the banquet's field and why the game ended below the title, wrapped
    below = _reason_lines(t("fossil.pic.banquet") + " · "
                          + t("fossil.pic.field", field=view.banquet) + " · "
                          + t(f"fossil.reason.{final.reason}"))
    head = HEAD + len(below) * LINE
    height = head + places_h + GAP + CHART_HEIGHT + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 12, t("fossil.end.title", rounds=final.rounds), LARGE, th.text)
    for k, line in enumerate(below):
        canvas.text(MARGIN, 58 + k * LINE, line, SMALL, th.muted)
    y = head
    _places(canvas, th, rows, names, y)
    y += places_h + GAP
    _chart(canvas, th, view, y)
    pages = [canvas.finish()]
    tallest = round(TALLEST * WIDTH)
    groups: list[list[tuple[int, list[str]]]] = [[]]
    used = MARGIN
    for seat, texts in blocks:
        h = _block_height(texts) + 6
        if groups[-1] and used + h + MARGIN > tallest:
            groups.append([])
            used = MARGIN
        groups[-1].append((seat, texts))
        used += h
    for group in groups:
        height = MARGIN + sum(_block_height(x) + 6 for _, x in group) + MARGIN - 6
        canvas = Canvas(background(th, (WIDTH, height)))
        y = MARGIN
        for seat, texts in group:
            h = _block_height(texts)
            canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, PLAYER_COLOURS[seat], 3)
            chip(canvas, MARGIN + 10, y + 28, seat, chip_label(seat, names[seat]),
                 WIDTH - 2 * MARGIN - 20)
            yy = y + 52
            for k, text in enumerate(texts):
                yy = led(canvas, th, yy, None, text, th.text if k == 0 else th.muted)
            y += h + 6
        pages.append(canvas.finish())
    for page in pages:
        page.info[EFFORT_KEY] = ONCE  # sent once: worth a closer look for repeats
    return pages


def render_end(view: FossilView, result: GameResult, *, names: Sequence[str],
               theme: str = "laternennacht",
               news: Sequence[Sequence[str]] = ()) -> Image.Image:
    """The end board's first page: the places and the Ruhmesleiter's course
    (see :func:`end_pages`)."""
    return end_pages(view, result, names=names, theme=theme, news=news)[0]


def _reason_lines(text: str) -> list[str]:
    return wrap(text, SMALL, WIDTH - 2 * MARGIN)


def _place_rows(final: FossilResult, result: GameResult,
                names: Sequence[str]) -> list[tuple[Standing, str, bool]]:
    """Per seat in place order: its status and whether the status needs a
    line of its own below the name (a long name is never cut)."""
    rows = []
    for st in sorted(final.standings, key=lambda s: (s.place, s.seat)):
        status = t("fossil.end.place_status", field=st.field,
                   lb=result.seats[st.seat].leaderboard_text())
        need = fonts.text_width(chip_label(st.seat, names[st.seat]), SMALL) + SMALL
        rows.append((st, status, need > _name_room(status)))
    return rows


def _name_room(status: str) -> int:
    return WIDTH - 2 * MARGIN - 70 - fonts.text_width(status, SMALL) - 24


def _places_height(rows: Sequence[tuple[Standing, str, bool]]) -> int:
    return sum(PLACE_ROW + (LINE if two else 0) for _, _, two in rows) + 16


def _places(canvas: Canvas, th: Theme, rows: Sequence[tuple[Standing, str, bool]],
            names: Sequence[str], y: int) -> None:
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + _places_height(rows)), th.panel,
               th.panel_edge, 2)
    top = y + 8
    for st, status, two in rows:
        cy = top + PLACE_ROW // 2
        canvas.text(MARGIN + 14, cy, f"{st.place}.", LARGE, th.text, "lm")
        canvas.text(WIDTH - MARGIN - 12, cy + (LINE if two else 0), status, SMALL, th.text,
                    "rm")
        room = WIDTH - 2 * MARGIN - 70 if two else _name_room(status)
        chip(canvas, MARGIN + 60, cy, st.seat, chip_label(st.seat, names[st.seat]), room)
        top += PLACE_ROW + (LINE if two else 0)


def _chart(canvas: Canvas, th: Theme, view: FossilView, y: int) -> None:
    courses = [p.course for p in view.players]
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + CHART_HEIGHT), th.panel, th.panel_edge, 2)
    title(canvas, th, y + 8, t("fossil.end.chart"))
    box = chart_box(y, courses, view.banquet)
    for field in range(0, box.top_field + 1, 10):
        _, gy = box.at(0, field)
        canvas.draw.line((box.left, gy, box.right, gy), fill=th.grid, width=2)
        canvas.text(box.left - 10, gy, str(field), SMALL, th.muted, "rm")
    step = max(1, -(-box.rounds // 8))
    step = 5 * -(-step // 5) if step > 2 else step
    for r in range(0, box.rounds + 1, step):
        gx, _ = box.at(r, 0)
        canvas.text(gx, box.bottom + 10, str(r), SMALL, th.muted, "ma")
    # the banquet: a dashed line in the accent colour
    _, by = box.at(0, view.banquet)
    x = box.left
    while x < box.right:
        canvas.draw.line((x, by, min(x + 14, box.right), by), fill=th.accent, width=3)
        x += 24
    canvas.text(box.left + 8, by - 6, t("fossil.pic.banquet"), SMALL, th.text, "ls")
    lines = curves(courses, box)
    dots = box.rounds <= 24
    for seat, points in enumerate(lines):
        colour = PLAYER_COLOURS[seat]
        canvas.draw.line(points, fill=colour, width=5, joint="curve")
        if dots:
            for px, py in points:
                canvas.draw.ellipse((px - 4, py - 4, px + 4, py + 4), fill=colour)
    # each curve ends in its figure; figures on near fields are pushed apart
    for seat, cy in end_discs([points[-1][1] for points in lines], box):
        ex, ey = lines[seat][-1]
        canvas.draw.line((ex, ey, ex + DISC + 10, cy), fill=PLAYER_COLOURS[seat], width=3)
        disc(canvas, th, ex + DISC + 12, cy, seat)


def end_discs(ends: Sequence[float], box: ChartBox) -> list[tuple[int, float]]:
    """(seat, y) of each curve's end disc: at its end, pushed apart so that no
    two discs overlap, kept inside the chart.

    >>> box = ChartBox(0, 100, 500, 400, 10, 30)
    >>> [round(y) for _, y in end_discs([110.0, 110.0, 300.0], box)]
    [300, 110, 72]
    """
    step = 2 * DISC + 2
    order = sorted(range(len(ends)), key=lambda s: -ends[s])  # lowest on the picture first
    ys = [min(ends[s], box.bottom) for s in order]
    for k in range(1, len(ys)):
        ys[k] = min(ys[k], ys[k - 1] - step)
    ceiling = box.top - 2 * DISC
    if ys and ys[-1] < ceiling:
        # too high: push the stack down from the top instead
        ys[-1] = ceiling
        for k in range(len(ys) - 2, -1, -1):
            ys[k] = max(ys[k], ys[k + 1] + step)
    return list(zip(order, ys, strict=True))


def end_picture(view: FossilView, result: GameResult, names: Sequence[str], theme: str,
                news: Sequence[Sequence[str]] = ()) -> tuple[bytes, ...]:
    """The end board's pages, encoded (a drawing job of the picture process)."""
    return tuple(encode(page) for page in end_pages(view, result, names=tuple(names),
                                                    theme=theme, news=news))


__all__ = ["LINE", "ChartBox", "chart_box", "curves", "end_pages", "end_picture", "render_end"]
