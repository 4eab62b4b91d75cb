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
from render.theme import PLAYER_COLOURS, get_theme
from render.troedel.cards import LARGE, MARGIN, NORMAL, SMALL, WIDTH, chip

TOP = 56
ROW = 84


def round_points_label(gained: int, penalty: int) -> str:
    """The round's points in words: "+9" or "+9 − 3 = 6"."""
    if penalty:
        return t("troedel.pic.round_minus", gained=gained, minus=-penalty,
                 net=gained + penalty)
    return t("troedel.pic.round_plain", gained=gained)


def render_kassensturz(scored: RoundScored, *, names: Sequence[str],
                       theme: str = "laternennacht") -> Image.Image:
    """The Kassensturz of one round: per trader the round's points and his total."""
    th = get_theme(theme)
    n = len(scored.totals)
    canvas = Canvas(background(th, (WIDTH, TOP + n * (ROW + 6) + MARGIN)))
    canvas.text(MARGIN, 12, t("troedel.pic.kassensturz", round=scored.round), LARGE, th.text)
    y = TOP
    for seat in range(n):
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + ROW), th.panel, PLAYER_COLOURS[seat], 3)
        x = MARGIN + 12
        total = t("troedel.pic.ks_total", points=scored.totals[seat])
        canvas.text(WIDTH - x, y + 24, total, NORMAL, th.text, "rm")
        chip(canvas, x, y + 24, seat, names[seat],
             WIDTH - 2 * x - fonts.text_width(total, NORMAL) - 16)
        line = t("troedel.pic.this_round",
                 points=round_points_label(scored.gained[seat], scored.penalties[seat]))
        canvas.text(x, y + 60, line, SMALL, th.text, "lm")
        y += ROW + 6
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE
    return image


END_ROW = 124


def render_end(view: TroedelView, result: GameResult, *, names: Sequence[str],
               theme: str = "laternennacht") -> Image.Image:
    """The end board: places (ties shared), final points, the points of each
    round, Fälschungen, leaderboard points, and why the game ended."""
    th = get_theme(theme)
    seats = sorted(result.seats, key=lambda s: (s.place, s.seat))
    height = TOP + 64 + len(seats) * (END_ROW + 6) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 12, t("troedel.pic.end_title"), LARGE, th.text)
    reason = t(f"troedel.pic.reason.{result.reason}", rounds=result.rounds)
    canvas.paragraph(MARGIN, TOP, WIDTH - 2 * MARGIN, reason, SMALL, th.text, max_lines=2)
    y = TOP + 64
    for s in seats:
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + END_ROW), th.panel, PLAYER_COLOURS[s.seat], 3)
        x = MARGIN + 12
        place = t("troedel.pic.place", place=s.place)
        w = canvas.text(x, y + 24, place, NORMAL, th.text, "lm")
        points = t("troedel.pic.total", points=s.points)
        canvas.text(WIDTH - x, y + 24, points, NORMAL, th.text, "rm")
        chip(canvas, x + w + 10, y + 24, s.seat, names[s.seat],
             WIDTH - 2 * x - w - 10 - fonts.text_width(points, NORMAL) - 16)
        rounds = [str(r[s.seat]) for r in view.history]
        per_round = t("troedel.pic.per_round", rounds=" · ".join(rounds) or "–")
        canvas.text(x, y + 60, fonts.fit(per_round, SMALL, WIDTH - 2 * x), SMALL, th.text,
                    "lm")
        stat = s.stats.get("faelschungen", 0)
        faelschungen = stat if isinstance(stat, int) else 0
        lower = t("troedel.pic.end_line", faelschungen=faelschungen, lb=s.leaderboard)
        canvas.text(x, y + 96, fonts.fit(lower, SMALL, WIDTH - 2 * x), SMALL, th.muted, "lm")
        y += END_ROW + 6
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE
    return image
