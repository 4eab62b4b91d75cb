"""The end board (Abrechnung): places, points with the Rechenweg, every
player's money and leaderboard points, the Marktbericht per player and,
drawn for one reader, the sentence about him.

In the Meistermarkt every player's box also shows the five steps of the
count (struck Vierer, sum, matching letters, factor, free letters) beside
his total (item 121), and the Marktbericht adds each player's Ahnenbriefe
and the Taler he collected by taking Kobolde (item 89).

>>> from render.fabel.scenes import find_scenes
>>> render_end(find_scenes(3)["ende"].view(None)).width
900
"""

from __future__ import annotations

from PIL import Image

from engines.fabel.view import FabelView
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE
from render.fabel import cards
from render.fabel.meister_table import step_values
from render.fabel.table import MARGIN, player_names
from render.layers import background
from render.sizes import HUGE, LARGE, NORMAL, SMALL
from render.theme import Theme, get_theme, mix

#: The picture's width (the table picture has its own).
WIDTH = 900

STANDING_HEIGHT = 100
MEISTER_STANDING_HEIGHT = 158
HEADER_STAGGER = 26
REPORT_HEIGHT = 42
#: Marktbericht columns: text key and the right edge of the column.
COLUMNS: tuple[tuple[str, int], ...] = (
    ("render.fabel.report.payouts", 300),
    ("render.fabel.report.income", 400),
    ("render.fabel.report.spending", 500),
    ("render.fabel.report.bought", 590),
    ("render.fabel.report.top", 740),
    ("render.fabel.report.trades", WIDTH - MARGIN - 8),
)
#: The Meistermarkt's Marktbericht: two more columns, letters and Kobold Taler.
MEISTER_COLUMNS: tuple[tuple[str, int], ...] = (
    ("render.fabel.report.payouts", 262),
    ("render.fabel.report.income", 344),
    ("render.fabel.report.spending", 426),
    ("render.fabel.report.bought", 500),
    ("render.fabel.report.top", 620),
    ("render.fabel.report.trades", 720),
    ("render.fabel.meister.report.letters", 790),
    ("render.fabel.meister.report.kobold", WIDTH - MARGIN - 8),
)


def _height(seats: int, sentence: bool, meister: bool = False) -> int:
    standing = MEISTER_STANDING_HEIGHT if meister else STANDING_HEIGHT
    return (MARGIN + 100 + seats * standing + 70 + (seats + 1) * REPORT_HEIGHT
            + (HEADER_STAGGER if meister else 0)
            + (90 if sentence else 0) + MARGIN)


def render_end(view: FabelView, *, names: tuple[str, ...] | None = None,
               theme: str = "laternennacht") -> Image.Image:
    """The end board of a finished game. Drawn from a seat's view it adds the
    Marktbericht's sentence about that player (his alone)."""
    result = view.result
    if result is None:
        raise ValueError("the game is not over yet")
    th = get_theme(theme)
    shown = player_names(view, names)
    sentence = result.sentences[view.reader] if view.reader is not None else None
    meister = view.meister
    standing_height = MEISTER_STANDING_HEIGHT if meister else STANDING_HEIGHT
    columns = MEISTER_COLUMNS if meister else COLUMNS
    canvas = Canvas(background(th, (WIDTH, _height(view.seats, sentence is not None, meister))))
    x, right = MARGIN + 10, WIDTH - MARGIN - 10
    y = MARGIN + 8
    canvas.text(x, y, t("render.fabel.end_title"), HUGE, th.text)
    canvas.text(x, y + 64, t(f"render.fabel.end_reason.{result.reason or 'vierer'}"), SMALL,
                th.muted)
    y = MARGIN + 100
    for st in result.order:
        box = (x - 6, y, right + 6, y + standing_height - 8)
        winner = st.place == 1
        canvas.box(box, th.panel, th.highlight if winner else th.panel_edge, 3 if winner else 2,
                   radius=12)
        mid = y + (STANDING_HEIGHT - 8) // 2
        canvas.text(x + 10, mid, t("render.fabel.place", place=st.place), HUGE,
                    th.highlight if winner else th.text, "lm")
        chip = canvas.chip(x + 84, y + 24, st.seat, shown[st.seat], NORMAL, 300)
        extra = (t("render.fabel.end_money", amount=st.money) + " · "
                 + t("render.fabel.end_board", points=st.leaderboard_points))
        canvas.text(x + 84 + chip + 12, y + 24, extra, SMALL, th.muted, "lm")
        points = canvas.text(right - 10, mid, str(st.points), HUGE, th.accent, "rm")
        canvas.paragraph(x + 84, y + 46, right - 30 - points - x - 84, st.rechenweg, SMALL,
                         th.text, line_gap=1.1, max_lines=2)
        if meister and st.steps is not None:
            _steps(canvas, th, x + 4, y + 96, right - 4, step_values(st.steps))
        y += standing_height

    # The Marktbericht: one row per trader, in seat order.
    y += 14
    canvas.text(x, y, t("render.fabel.report_title"), LARGE, th.text)
    y += 50
    if meister:
        y += HEADER_STAGGER
    for i, (key, edge) in enumerate(columns):
        # Eight columns: every other label a line higher, so none overlap.
        raised = HEADER_STAGGER if meister and i % 2 == 0 else 0
        canvas.text(edge, y - raised, t(key), SMALL, th.muted, "rm")
    for report in result.reports:
        y += REPORT_HEIGHT
        if report.seat % 2 == 0:
            canvas.box((x - 6, y - 8, right + 6, y + REPORT_HEIGHT - 10),
                       th.panel, radius=8)
        mid = y + REPORT_HEIGHT // 2 - 9
        canvas.chip(x, mid, report.seat, shown[report.seat], SMALL,
                    168 if meister else 250)
        values = (report.payouts, report.income, report.spending, report.bought)
        for (_, edge), value in zip(columns, values, strict=False):
            canvas.text(edge, mid, str(value), NORMAL, th.text, "rm")
        top_edge = columns[4][1]
        if report.top_kind is not None:
            canvas.text(top_edge - 40, mid, str(report.top_price), NORMAL, th.text, "rm")
            canvas.sprite(cards.creature_icon(report.top_kind, 32), top_edge - 32, mid - 16)
        else:
            canvas.text(top_edge, mid, "–", NORMAL, th.muted, "rm")
        canvas.text(columns[5][1], mid, t("render.fabel.report.trades_value",
                                          won=report.trades_won, lost=report.trades_lost),
                    NORMAL, th.text, "rm")
        if meister:
            canvas.text(columns[6][1], mid, str(report.letters), NORMAL, th.text, "rm")
            canvas.text(columns[7][1], mid, str(report.kobold_income), NORMAL, th.text, "rm")
    if sentence is not None:
        y += REPORT_HEIGHT + 20
        canvas.paragraph(x, y, right - x, sentence, NORMAL, th.accent, max_lines=2)
    image = canvas.finish()
    # Sent once per game, and up to 900 x 1556 px of text: worth more of the
    # encoder's effort, which keeps every six-player board under 250 KB.
    image.info[EFFORT_KEY] = ONCE
    return image


def _steps(canvas: Canvas, th: Theme, left: int, top: int, right: int,
           values: tuple[str, ...]) -> None:
    """The five steps of one player's Meistermarkt count, label over value."""
    width = (right - left) // len(values)
    for i, value in enumerate(values):
        x0 = left + i * width
        canvas.box((x0, top, x0 + width - 8, top + 54), mix(th.panel, th.grid, 0.6), radius=8)
        canvas.text(x0 + 8, top + 1, fonts.fit(t(f"render.fabel.meister.end_step.{i + 1}"), SMALL,
                                              width - 20), SMALL, th.muted)
        canvas.text(x0 + 8, top + 22, fonts.fit(value, NORMAL, width - 20), NORMAL, th.text)
