"""The Speedfabel table picture's grid: its sizes, where the rows, the
Tiertafel and the stage stand for a number of seats (:class:`Layout`), and
the names it draws. :mod:`render.fabel.table` draws on it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engines.fabel.cards import KINDS
from engines.fabel.view import (
    FabelView,
)
from engines.texts import t
from render import fonts
from render.canvas import Box
from render.fabel import cards

WIDTH = 720
MARGIN = 12
GAP = 8
HEAD_HEIGHT = 66      # the sorts' icons and values over the rows, in two lines
VALUE_SIZE = 30       # the values over the columns: capitals 12.2 px at 400 px width
ROW_HEIGHT = 68       # one player: his name line and his creatures
LINE_HEIGHT = 34      # the name line of a row
CELL_HEIGHT = 30
KOBOLD_COLUMN = 48    # Meistermarkt: the Kobolde after the Irrlicht
POINTS_COLUMN = 104  # everyone's points now, after the sorts (headed "Punkte")
POINTS_COLUMN_MEISTER = 86   # beside the Kobold column
ICON = 28             # a sort's icon over its column
STAGE_CARD_WIDTH = 110
RING_WIDTH = 104
STAGE_HEIGHT = 218    # at six players (the picture stays wider than high)
STAGE_GROWTH = 30     # more per seat fewer than six
STAGE_STEP = 36       # a stage too low for its sentences grows by lines
FACE_HEIGHT = 176     # the ring and its two lines, from the card's top


@dataclass(frozen=True, slots=True)
class Layout:
    """Where everything stands for a number of seats (Meistermarkt: with a
    Kobold column after the Irrlicht)."""

    seats: int
    kassenbuch: bool
    size: tuple[int, int]
    badges: tuple[Box, ...]   # every player's row
    tiertafel: Box
    stage: Box
    column_width: int
    meister: bool = False
    laid_line: bool = False   # a Kobold round: a third line per row, "n gelegt"
    taller: int = 0           # the stage grown for its sentences

    def column_x(self, kind: int) -> int:
        """Left edge of a sort's column (Drache first; ``kind`` -1 is the
        Kobold column after the Irrlicht)."""
        index = KINDS if kind < 0 else KINDS - 1 - kind
        return self.tiertafel[0] + 6 + index * self.column_width

    def points_cell(self, seat: int) -> Box:
        """Where player ``seat``'s points now stand: the last column, in
        the line of his creatures (the name line holds his name and money)."""
        x1 = self.tiertafel[2] - 6
        y = self.badges[seat][1] + LINE_HEIGHT + 1
        return (x1 - points_column(self.meister), y, x1, y + CELL_HEIGHT)

    def cell(self, seat: int, kind: int) -> Box:
        """The Tiertafel cell of player ``seat`` for ``kind``."""
        x = self.column_x(kind)
        width = KOBOLD_COLUMN if kind < 0 else self.column_width
        y = self.badges[seat][1] + LINE_HEIGHT + 1
        return (x + 2, y, x + width - 2, y + CELL_HEIGHT)

    def header(self, seat: int) -> Box:
        """The coloured head of a player's row (at least this much of his
        name chip; a longer name widens it to the right)."""
        x0, y0, _, _ = self.badges[seat]
        return (x0 + 8, y0 + 3, x0 + 8 + 120, y0 + 3 + LINE_HEIGHT - 2)

    def stage_card(self) -> Box:
        """Where the card on the stage lies."""
        x = self.stage[0] + 12
        y = self.stage[1] + 12
        return (x, y, x + STAGE_CARD_WIDTH, y + round(STAGE_CARD_WIDTH * cards.CARD_RATIO))

    def ring_column(self) -> tuple[int, int]:
        """Left edge and width of the column beside the card (ring, bid)."""
        return self.stage_card()[2] + 12, RING_WIDTH

    def text_column(self) -> tuple[int, int]:
        """Left edge and width of the stage's sentences."""
        left = self.stage_card()[2] + 12 + RING_WIDTH + 14
        return left, self.stage[2] - 14 - left


def points_column(meister: bool) -> int:
    """The points column's width (narrower beside the Kobold column)."""
    return POINTS_COLUMN_MEISTER if meister else POINTS_COLUMN


@lru_cache(maxsize=32)
def layout(seats: int, kassenbuch: bool, meister: bool = False,
           laid_line: bool = False, taller: int = 0) -> Layout:
    """The layout of a table of ``seats`` players (``laid_line``: in a
    Kobold round, where each row has a third line for "n gelegt": a long
    name and the money fill the name line; ``taller``: the stage that
    much higher, for sentences that do not fit it whole)."""
    inner = WIDTH - 2 * MARGIN
    top = MARGIN
    rows_top = top + HEAD_HEIGHT
    row = ROW_HEIGHT + (CELL_HEIGHT if laid_line else 0)
    badges = tuple((MARGIN, rows_top + i * row, WIDTH - MARGIN,
                    rows_top + i * row + row - 5) for i in range(seats))
    bottom = rows_top + seats * row
    tiertafel = (MARGIN, top, WIDTH - MARGIN, bottom)
    stage_top = bottom + GAP - 6
    stage_h = STAGE_HEIGHT + (6 - seats) * STAGE_GROWTH + taller
    stage = (MARGIN, stage_top, WIDTH - MARGIN, stage_top + stage_h)
    # A name line has room for a long name and the money only: the points
    # stand in a column of their own after the sorts (headed "Punkte").
    column_width = (inner - 12 - points_column(meister)
                    - (KOBOLD_COLUMN if meister else 0)) // KINDS
    return Layout(seats, kassenbuch, (WIDTH, stage[3] + MARGIN), badges, tiertafel, stage,
                  column_width, meister, laid_line, taller)


def player_names(view: FabelView, names: tuple[str, ...] | None) -> tuple[str, ...]:
    """The names to draw: the caller's (cleaned of glyphs no font has) or
    "Platz n"."""
    if names is None:
        return tuple(t("render.fabel.seat", n=i + 1) for i in range(view.seats))
    if len(names) != view.seats:
        raise ValueError(f"{len(names)} names for {view.seats} seats")
    return tuple(fonts.printable(n) or t("render.fabel.seat", n=i + 1)
                 for i, n in enumerate(names))
