"""Speedtrödel's pictures of a round's end and of the game's end: the
Kassensturz (each trader's cards of the round, Fälschung points, the round's
points and his total) and the end board (places, final points, points per
round, Fälschungen, leaderboard points and why it ended).

>>> from engines.troedel.events import RoundScored
>>> e = RoundScored(1, (4, 3, 2), (-3, 0, 0), (1, 3, 2))
>>> render_kassensturz(e, names=("A", "B", "C")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.core import GameResult
from engines.texts import t
from engines.troedel.events import RoundScored
from engines.troedel.view import TroedelView
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE
from render.layers import background
from render.pages import paged
from render.theme import PLAYER_COLOURS, RGB, Theme, get_theme
from render.troedel.cards import MARGIN, WIDTH, chip, chip_height, chip_width

#: Every text of the boards: capitals 12.2 px high at 400 px width (issue 38).
TEXT = 30
HEAD = 36
LINE = 34
PAD = 8
TOP = 12 + HEAD + 14
#: The tallest page, as a share of the width.
TALLEST = 1.6


def round_points_label(gained: int, penalty: int) -> str:
    """The round's points in words: "+9" or "+9 − 3 = 6"."""
    if penalty:
        return t("troedel.pic.round_minus", gained=gained, minus=-penalty,
                 net=gained + penalty)
    return t("troedel.pic.round_plain", gained=gained)


def _lines(text: str) -> list[str]:
    return Canvas.wrap(text, TEXT, WIDTH - 2 * MARGIN - 24)


def _name_row(left: int, seat: int, name: str, right: str) -> bool:
    """Whether ``right`` moves below the name (a long name stands whole)."""
    need = chip_width(seat, name, TEXT) + 16 + fonts.text_width(right, TEXT)
    return need > WIDTH - MARGIN - 12 - left


def _row(canvas: Canvas, th: Theme, y: int, seat: int, name: str, right: str,
         lines: Sequence[tuple[str, RGB]], place: str = "") -> int:
    """A trader's box from ``y``: the place, his name and ``right`` on the
    first line (``right`` below when both do not fit), then ``lines``;
    returns the y below the box."""
    x = MARGIN + 12
    left = x + (fonts.text_width(place, HEAD) + 10 if place else 0)
    below = _name_row(left, seat, name, right)
    h = _row_height(left, seat, name, right, len(lines))
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, PLAYER_COLOURS[seat], 3)
    mid = y + PAD + chip_height(TEXT) // 2
    if place:
        canvas.text(x, mid, place, HEAD, th.text, "lm")
    chip(canvas, left, mid, seat, name, WIDTH - MARGIN - 12 - left, size=TEXT)
    yy = y + PAD + chip_height(TEXT) + 4
    if below:
        canvas.text(WIDTH - x, yy, right, TEXT, th.text, "ra")
        yy += LINE
    else:
        canvas.text(WIDTH - x, mid, right, TEXT, th.text, "rm")
    for text, colour in lines:
        canvas.text(x, yy, text, TEXT, colour)
        yy += LINE
    return y + h


def _row_height(left: int, seat: int, name: str, right: str, lines: int) -> int:
    below = _name_row(left, seat, name, right)
    return PAD + chip_height(TEXT) + 4 + ((lines + 1) if below else lines) * LINE + PAD


def render_kassensturz(scored: RoundScored, *, names: Sequence[str],
                       theme: str = "laternennacht") -> Image.Image:
    """The Kassensturz of one round: per trader the round's points and his total."""
    th = get_theme(theme)
    n = len(scored.totals)
    rows = []
    for seat in range(n):
        total = t("troedel.pic.ks_total", points=scored.totals[seat])
        line = t("troedel.pic.this_round",
                 points=round_points_label(scored.gained[seat], scored.penalties[seat]))
        rows.append((seat, total, [(x, th.text) for x in _lines(line)]))
    x = MARGIN + 12
    height = TOP + sum(_row_height(x, s, names[s], r, len(ls)) + 6 for s, r, ls in rows)
    canvas = Canvas(background(th, (WIDTH, height + MARGIN - 6)))
    canvas.text(MARGIN, 12, t("troedel.pic.kassensturz", round=scored.round), HEAD, th.text)
    y = TOP
    for seat, total, lines in rows:
        y = _row(canvas, th, y, seat, names[seat], total, lines) + 6
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE
    return image


def end_pages(view: TroedelView, result: GameResult, *, names: Sequence[str],
              theme: str = "laternennacht") -> list[Image.Image]:
    """The end board: places (ties shared), final points, the points of each
    round, Fälschungen, leaderboard points, and why the game ended; in pages
    when five traders' rows would be taller than a phone shows whole."""
    th = get_theme(theme)
    seats = sorted(result.seats, key=lambda s: (s.place, s.seat))
    reason = Canvas.wrap(t(f"troedel.pic.reason.{result.reason}", rounds=result.rounds), TEXT,
                         WIDTH - 2 * MARGIN)
    rows = []
    for s in seats:
        place = t("troedel.pic.place", place=s.place)
        points = t("troedel.pic.total", points=s.points)
        rounds = [str(r[s.seat]) for r in view.history]
        stat = s.stats.get("faelschungen", 0)
        faelschungen = stat if isinstance(stat, int) else 0
        lines = [(x, th.text) for x in _lines(t("troedel.pic.per_round",
                                                rounds=" · ".join(rounds) or "–"))]
        end_line = t("troedel.pic.end_line", faelschungen=faelschungen,
                     lb=s.leaderboard_text())
        lines += [(x, th.muted) for x in _lines(end_line)]
        left = MARGIN + 12 + fonts.text_width(place, HEAD) + 10
        rows.append((s.seat, place, points, lines,
                     _row_height(left, s.seat, names[s.seat], points, len(lines))))
    # pages a phone shows whole: the title and reason on the first, as many
    # traders as fit on each
    tallest = round(TALLEST * WIDTH)
    top = TOP + len(reason) * LINE + 8
    groups = [[rows[i] for i in page] for page in paged(
        [row[-1] for row in rows], first_top=top, tallest=tallest, margin=MARGIN)]
    pages = []
    for k, group in enumerate(groups):
        start = top if k == 0 else MARGIN
        canvas = Canvas(background(th, (WIDTH, start + sum(r[-1] + 6 for r in group)
                                        + MARGIN - 6)))
        if k == 0:
            canvas.text(MARGIN, 12, t("troedel.pic.end_title"), HEAD, th.text)
            for i, line in enumerate(reason):
                canvas.text(MARGIN, TOP + i * LINE, line, TEXT, th.text)
        y = start
        for seat, place, points, lines, _ in group:
            y = _row(canvas, th, y, seat, names[seat], points, lines, place) + 6
        image = canvas.finish()
        image.info[EFFORT_KEY] = ONCE
        pages.append(image)
    return pages


def render_end(view: TroedelView, result: GameResult, *, names: Sequence[str],
               theme: str = "laternennacht") -> Image.Image:
    """The end board's first page (see :func:`end_pages`)."""
    return end_pages(view, result, names=names, theme=theme)[0]
