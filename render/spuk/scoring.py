"""The round's scoring and the end board of Speedspuk, drawn from public
records only (every row lies face up at the scoring).

The scoring: one box per player with his row face up, its sum, the round's
points and his total, and what rule gave them (the caller with the lowest
sum 0, the caller's penalty, Geisterstunde, the fall from 100 to 50, the
clock striking without a caller).

The end board: places and totals, the points of every round, the
leaderboard points (half in a Lernpartie) and this game's figures for the
records.

>>> from engines.spuk.scoring import score_round
>>> r = score_round([[1, 2], [3, 4]], caller=0, penalty=5, totals=[0, 0],
...                 fallback_used=[False, False])
>>> render_scoring(r, names=("A", "B")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engines.core import GameResult
from engines.spuk.view import SpukView
from engines.texts import t
from engines.texts.de import role
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.spuk.cards import LARGE, SMALL, chip, draw_face
from render.theme import PLAYER_COLOURS, get_theme

WIDTH = 720
MARGIN = 16
FACE_W, FACE_H = 64, 84
TITLE = 64
SCORE_ROW = 44 + FACE_H + 74
END_ROW = 44 + 5 * 30 + 36


def _rule(score: Any, seat: int, name: str) -> str:
    """Why ``seat`` scored what it did this round."""
    if score.geisterstunde is not None:
        return t("spuk.pic.score.ghost_own" if score.geisterstunde == seat
                 else "spuk.pic.score.ghost_other")
    if score.caller == seat:
        if score.caller_lowest:
            return t("spuk.pic.score.caller_ok", role=role("rufer", name))
        return t("spuk.pic.score.caller_wrong", role=role("rufer", name),
                 penalty=score.points[seat] - score.sums[seat])
    return t("spuk.pic.score.sum")


def render_scoring(score: Any, *, names: Sequence[str],
                   theme: str = "laternennacht") -> Image.Image:
    """The scoring of one round (a RoundScored event or a RoundScore)."""
    th = get_theme(theme)
    seats = len(score.rows)
    canvas = Canvas(background(th, (WIDTH, TITLE + seats * (SCORE_ROW + 6) + MARGIN)))
    canvas.text(MARGIN, 16, t("spuk.pic.score.title", number=score.number), LARGE, th.text)
    if score.caller is None:
        canvas.text(WIDTH - MARGIN, 22, t("spuk.pic.score.struck"), SMALL, th.muted, "ra")
    y = TITLE
    for seat in range(seats):
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + SCORE_ROW), th.panel, PLAYER_COLOURS[seat], 3)
        status = t("spuk.pic.score.points", points=score.points[seat])
        room = WIDTH - 2 * MARGIN - fonts.text_width(status, SMALL) - 44
        chip(canvas, MARGIN + 10, y + 24, seat, names[seat], room)
        canvas.text(WIDTH - MARGIN - 12, y + 24, status, SMALL, th.text, "rm")
        for pos, value in enumerate(score.rows[seat]):
            draw_face(canvas, MARGIN + 12 + pos * (FACE_W + 8), y + 44, FACE_W, FACE_H, value)
        right = WIDTH - MARGIN - 12
        canvas.text(right, y + 44 + FACE_H // 2 - 16, t("spuk.pic.score.sum_of",
                    sum=score.sums[seat]), SMALL, th.text, "rm")
        canvas.text(right, y + 44 + FACE_H // 2 + 18, t("spuk.pic.score.total",
                    total=score.totals[seat]), SMALL, th.muted, "rm")
        note = _rule(score, seat, names[seat])
        if seat in score.fallback:
            note += " · " + t("spuk.pic.score.fallback")
        canvas.paragraph(MARGIN + 12, y + 44 + FACE_H + 8, WIDTH - 2 * MARGIN - 24, note,
                         SMALL, th.text, line_gap=1.2, max_lines=2)
        y += SCORE_ROW + 6
    return canvas.finish()


def record_lines(stats: Mapping[str, Any]) -> tuple[str, str]:
    """This game's figures for the records, as the end board shows them."""
    smallest = stats.get("min_round_sum")
    return (t("spuk.pic.end.records", smallest="–" if smallest is None else smallest,
              groups=stats.get("groups", 0)),
            t("spuk.pic.end.calls", calls=stats.get("correct_calls", 0),
              streak=stats.get("best_call_streak", 0), ghosts=stats.get("geisterstunden", 0)))


def render_end(view: SpukView, result: GameResult, *, names: Sequence[str],
               theme: str = "laternennacht",
               new: Sequence[Sequence[str]] = ()) -> Image.Image:
    """The end board: places, totals, each round's points, leaderboard points
    and the record figures of this game; ``new`` names per seat the records
    the game just set (marked with a star)."""
    th = get_theme(theme)
    seats = sorted(result.seats, key=lambda s: (s.place, s.seat))
    height = TITLE + 40 + len(seats) * (END_ROW + 6) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 16, t("spuk.pic.end.title"), LARGE, th.text)
    sub = t("spuk.pic.end.rounds", rounds=result.rounds)
    if not result.records:
        sub += " · " + t("spuk.pic.end.lern")
    canvas.text(MARGIN, TITLE + 4, fonts.fit(sub, SMALL, WIDTH - 2 * MARGIN), SMALL, th.muted)
    y = TITLE + 40
    for s in seats:
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + END_ROW), th.panel, PLAYER_COLOURS[s.seat], 3)
        place = t("spuk.pic.end.place", place=s.place)
        w = canvas.text(MARGIN + 12, y + 24, place, LARGE, th.text, "lm")
        chip(canvas, MARGIN + 24 + w, y + 24, s.seat, names[s.seat],
             WIDTH - 2 * MARGIN - w - 56)
        rounds = " · ".join(t("spuk.pic.end.round", number=r.number, points=r.points[s.seat])
                            for r in view.history)
        line = " · ".join((t("spuk.pic.score.points", points=s.points),
                           t("spuk.pic.end.lb", lb=s.leaderboard), rounds))
        inner = WIDTH - 2 * MARGIN - 24
        canvas.paragraph(MARGIN + 12, y + 46, inner, line, SMALL, th.text, line_gap=1.25,
                         max_lines=2)
        for k, text in enumerate(record_lines(s.stats)):
            canvas.text(MARGIN + 12, y + 122 + 30 * k, fonts.fit(text, SMALL, inner), SMALL,
                        th.muted, "lm")
        mine = new[s.seat] if s.seat < len(new) else ()
        if mine:
            canvas.paragraph(MARGIN + 12, y + 168, inner, t("spuk.pic.end.new_records",
                             records=", ".join(mine)), SMALL, th.text, max_lines=2)
        y += END_ROW + 6
    return canvas.finish()
