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
from engines.texts.grammar import role
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.pages import paged
from render.spuk.cards import LARGE, SMALL, chip, draw_face
from render.theme import PLAYER_COLOURS, Theme, get_theme

WIDTH = 720
MARGIN = 16
FACE_W, FACE_H = 64, 84
LINE = 36           # one line of SMALL text
#: The tallest page of the end board, as a share of the width.
TALLEST = 1.6
CHIP_H = round(SMALL * 1.45)


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


def _title_lines(text: str) -> list[str]:
    return Canvas.wrap(text, LARGE, WIDTH - 2 * MARGIN)


def _lines(text: str, width: int) -> list[str]:
    """``text`` wrapped into ``width``; a line breaks after a " · ", never
    before it, and keeps a part ("R7: 10") whole when it can."""
    out: list[str] = []
    for part in text.split(" · "):
        if out and fonts.text_width(out[-1] + " · " + part, SMALL) <= width:
            out[-1] += " · " + part
        elif out:
            out[-1] += " ·"
            out += Canvas.wrap(part, SMALL, width)
        else:
            out += Canvas.wrap(part, SMALL, width)
    return out


def _head(canvas: Canvas, th: Theme, title: str, sub: str) -> int:
    """The picture's title (wrapped) and a muted line (wrapped; none if
    ``sub`` is empty); returns the y below them."""
    y = 14
    for line in _title_lines(title):
        canvas.text(MARGIN, y, line, LARGE, th.text)
        y += LARGE + 8
    for line in _lines(sub, WIDTH - 2 * MARGIN) if sub else ():
        canvas.text(MARGIN, y, line, SMALL, th.muted)
        y += LINE
    return y + 8


def _head_height(title: str, sub: str) -> int:
    return (14 + len(_title_lines(title)) * (LARGE + 8)
            + (len(_lines(sub, WIDTH - 2 * MARGIN)) * LINE if sub else 0) + 8)


def _name_line(canvas: Canvas, th: Theme, y: int, left: int, seat: int, name: str,
               status: str) -> int:
    """A name on its colour and a status at the right of the line; the
    status moves to a line of its own when both do not fit (a long name is
    never cut). Returns the y below."""
    room = WIDTH - MARGIN - 12 - left
    chip(canvas, left, y + CHIP_H // 2, seat, name, room)
    if not status:
        return y + CHIP_H + 4
    if _status_below(left, name, status):
        y += CHIP_H
        canvas.text(WIDTH - MARGIN - 12, y + LINE // 2, status, SMALL, th.text, "rm")
        return y + LINE
    canvas.text(WIDTH - MARGIN - 12, y + CHIP_H // 2, status, SMALL, th.text, "rm")
    return y + CHIP_H + 4


def _status_below(left: int, name: str, status: str) -> bool:
    if not status:
        return False
    need = fonts.text_width(name, SMALL) + SMALL + 24 + fonts.text_width(status, SMALL)
    return need > WIDTH - MARGIN - 12 - left


def _name_line_height(left: int, name: str, status: str) -> int:
    return CHIP_H + (LINE if _status_below(left, name, status) else 4)


def _score_notes(score: Any, seat: int, name: str) -> list[str]:
    note = _rule(score, seat, name)
    if seat in score.fallback:
        note += " · " + t("spuk.pic.score.fallback")
    return _lines(note, WIDTH - 2 * MARGIN - 24)


def render_scoring(score: Any, *, names: Sequence[str],
                   theme: str = "laternennacht") -> Image.Image:
    """The scoring of one round (a RoundScored event or a RoundScore)."""
    th = get_theme(theme)
    seats = len(score.rows)
    title = t("spuk.pic.score.title", number=score.number)
    sub = t("spuk.pic.score.struck") if score.caller is None else ""
    statuses = [t("spuk.pic.score.points", points=score.points[s]) for s in range(seats)]
    heights = [8 + _name_line_height(MARGIN + 10, names[s], statuses[s]) + FACE_H + 8
               + len(_score_notes(score, s, names[s])) * LINE + 6 for s in range(seats)]
    top = _head_height(title, sub)
    canvas = Canvas(background(th, (WIDTH, top + sum(h + 6 for h in heights) + MARGIN - 6)))
    y = _head(canvas, th, title, sub)
    for seat in range(seats):
        h = heights[seat]
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, PLAYER_COLOURS[seat], 3)
        yy = _name_line(canvas, th, y + 8, MARGIN + 10, seat, names[seat], statuses[seat])
        for pos, value in enumerate(score.rows[seat]):
            draw_face(canvas, MARGIN + 12 + pos * (FACE_W + 8), yy, FACE_W, FACE_H, value)
        right = WIDTH - MARGIN - 12
        canvas.text(right, yy + FACE_H // 2 - 17, t("spuk.pic.score.sum_of",
                    sum=score.sums[seat]), SMALL, th.text, "rm")
        canvas.text(right, yy + FACE_H // 2 + 17, t("spuk.pic.score.total",
                    total=score.totals[seat]), SMALL, th.muted, "rm")
        yy += FACE_H + 8
        for line in _score_notes(score, seat, names[seat]):
            canvas.text(MARGIN + 12, yy, line, SMALL, th.text)
            yy += LINE
        y += h + 6
    return canvas.finish()


def record_lines(stats: Mapping[str, Any]) -> tuple[str, str]:
    """This game's figures for the records, as the end board shows them."""
    smallest = stats.get("min_round_sum")
    return (t("spuk.pic.end.records", smallest="–" if smallest is None else smallest,
              groups=stats.get("groups", 0)),
            t("spuk.pic.end.calls", calls=stats.get("correct_calls", 0),
              streak=stats.get("best_call_streak", 0), ghosts=stats.get("geisterstunden", 0)))


def _end_texts(view: SpukView, s: Any, new: Sequence[Sequence[str]]) -> list[tuple[str, bool]]:
    """The lines of a player's end row below his name: (text, muted)."""
    inner = WIDTH - 2 * MARGIN - 24
    rounds = " · ".join(t("spuk.pic.end.round", number=r.number, points=r.points[s.seat])
                        for r in view.history)
    line = " · ".join((t("spuk.pic.score.points", points=s.points),
                       t("spuk.pic.end.lb", lb=s.leaderboard_text()), rounds))
    out = [(x, False) for x in _lines(line, inner)]
    for text in record_lines(s.stats):
        out += [(x, True) for x in _lines(text, inner)]
    mine = new[s.seat] if s.seat < len(new) else ()
    if mine:
        out += [(x, False) for x in _lines(t("spuk.pic.end.new_records",
                                                 records=", ".join(mine)), inner)]
    return out


def end_pages(view: SpukView, result: GameResult, *, names: Sequence[str],
              theme: str = "laternennacht",
              new: Sequence[Sequence[str]] = ()) -> list[Image.Image]:
    """The end board: places, totals, each round's points, leaderboard points
    and the record figures of this game; ``new`` names per seat the records
    the game just set (marked with a star). In pages when the players' rows
    would be taller than a phone shows whole."""
    th = get_theme(theme)
    seats = sorted(result.seats, key=lambda s: (s.place, s.seat))
    sub = t("spuk.pic.end.rounds", rounds=result.rounds)
    if not result.records:
        sub += " · " + t("spuk.pic.end.lern")
    title = t("spuk.pic.end.title")
    rows = []
    for s in seats:
        place = t("spuk.pic.end.place", place=s.place)
        left = MARGIN + 24 + fonts.text_width(place, LARGE)
        status = ""   # the points open the line below the name
        texts = _end_texts(view, s, new)
        rows.append((s, place, left, status, texts,
                     8 + _name_line_height(left, names[s.seat], status) + len(texts) * LINE + 6))
    top = _head_height(title, sub)
    # pages a phone shows whole: the title on the first, as many players as fit
    groups = [[rows[i] for i in page] for page in paged(
        [row[-1] for row in rows], first_top=top, tallest=round(TALLEST * WIDTH), margin=MARGIN)]
    pages = []
    for k, group in enumerate(groups):
        start = top if k == 0 else MARGIN
        canvas = Canvas(background(th, (WIDTH, start + sum(r[-1] + 6 for r in group)
                                        + MARGIN - 6)))
        y = _head(canvas, th, title, sub) if k == 0 else start
        for s, place, left, status, texts, h in group:
            canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, PLAYER_COLOURS[s.seat], 3)
            canvas.text(MARGIN + 12, y + 8 + CHIP_H // 2, place, LARGE, th.text, "lm")
            yy = _name_line(canvas, th, y + 8, left, s.seat, names[s.seat], status)
            for text, muted in texts:
                canvas.text(MARGIN + 12, yy, text, SMALL, th.muted if muted else th.text)
                yy += LINE
            y += h + 6
        pages.append(canvas.finish())
    return pages


def render_end(view: SpukView, result: GameResult, *, names: Sequence[str],
               theme: str = "laternennacht",
               new: Sequence[Sequence[str]] = ()) -> Image.Image:
    """The end board's first page (see :func:`end_pages`)."""
    return end_pages(view, result, names=names, theme=theme, new=new)[0]
