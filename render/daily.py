"""The daily end board of every game with a daily game: today's ten best,
the person's place today and yesterday (issue 19, item 71 of Speedfossil's
checklist; the same board for every game).

The board is plain data (:class:`DailyBoard`), built by the shell from the
stored daily list; this module only draws it.

>>> board = DailyBoard("Speedfossil", "01.12.2026", (DailyRow(1, "Anna", 34, True),),
...                    me=1, yesterday=None)
>>> board_lines(board)[-2:]
['Dein Platz: 1', 'Gestern: nicht gespielt']
>>> render_daily(board).size[0]
720
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE, encode
from render.layers import background
from render.theme import RGB, get_theme, ink, mix

WIDTH = 720
MARGIN = 16
SMALL = 24      # 13.3 px at 400 px width
LARGE = 30
ROW = 44


def mine_fill(theme: str) -> RGB:
    """The fill of the person's own row."""
    th = get_theme(theme)
    return mix(th.panel, th.highlight, 0.8)


@dataclass(frozen=True, slots=True)
class DailyRow:
    """One line of the daily list: place, name, points; ``mine`` marks the
    person the board is for."""

    rank: int
    name: str
    points: int
    mine: bool = False


@dataclass(frozen=True, slots=True)
class DailyBoard:
    """Today's best (at most ten), the person's place today and yesterday
    (None: not on the list / did not play)."""

    game: str
    day: str
    rows: tuple[DailyRow, ...]
    me: int | None
    yesterday: int | None
    my_points: int | None = None


def board_lines(board: DailyBoard) -> list[str]:
    """The board's words, line by line, as the picture shows them."""
    lines = [t("core.dailyboard.title", game=board.game, day=board.day)]
    lines += [t("core.dailyboard.row", rank=r.rank, name=r.name, points=r.points)
              for r in board.rows]
    if not board.rows:
        lines.append(t("core.daily.empty"))
    lines.append(t("core.dailyboard.me", rank=board.me) if board.me is not None
                 else t("core.dailyboard.me_none"))
    lines.append(t("core.dailyboard.yesterday", rank=board.yesterday)
                 if board.yesterday is not None else t("core.dailyboard.yesterday_none"))
    return lines


def render_daily(board: DailyBoard, *, theme: str = "laternennacht") -> Image.Image:
    """The daily end board."""
    th = get_theme(theme)
    lines = board_lines(board)
    rows = lines[1:-2]
    height = 64 + len(rows) * ROW + 16 + 2 * ROW + 2 * MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 14, fonts.fit(lines[0], LARGE, WIDTH - 2 * MARGIN), LARGE, th.text)
    y = 64
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + len(rows) * ROW + 16), th.panel,
               th.panel_edge, 2)
    y += 8
    for k, text in enumerate(rows):
        mine = k < len(board.rows) and board.rows[k].mine
        if mine:
            fill = mine_fill(theme)
            canvas.box((MARGIN + 6, y + 2, WIDTH - MARGIN - 6, y + ROW - 2), fill, radius=8)
            colour = ink(fill)
        else:
            colour = th.text
        if k < len(board.rows):
            points = t("core.dailyboard.points", points=board.rows[k].points)
            canvas.text(WIDTH - MARGIN - 16, y + ROW // 2, points, SMALL, colour, "rm")
            room = WIDTH - 2 * MARGIN - 40 - fonts.text_width(points, SMALL)
            canvas.text(MARGIN + 16, y + ROW // 2, fonts.fit(
                t("core.dailyboard.rank_name", rank=board.rows[k].rank,
                  name=board.rows[k].name), SMALL, room), SMALL, colour, "lm")
        else:
            canvas.text(MARGIN + 16, y + ROW // 2, text, SMALL, th.muted, "lm")
        y += ROW
    y += 16 + 8
    for text in lines[-2:]:
        canvas.text(MARGIN + 4, y + ROW // 2, text, LARGE if text == lines[-2] else SMALL,
                    th.text, "lm")
        y += ROW
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE  # sent once, with the end of a daily game
    return image


def daily_picture(board: DailyBoard, theme: str) -> bytes:
    """The daily end board, encoded (a drawing job of the picture process)."""
    return encode(render_daily(board, theme=theme))
