"""The end board (Abrechnung): places, points with the Rechenweg, every
player's money and leaderboard points, the Marktbericht per player and,
drawn for one reader, the sentence about him.

In the Meistermarkt every player's box also shows the five steps of the
count (struck Vierer, sum, matching letters, factor, free letters) under his
Rechenweg (item 121), and the Marktbericht adds each player's Ahnenbriefe
and the Taler he collected by taking Kobolde (item 89).

Drawn 560 px wide: the table's 720 px layout with every length × 7/9
(:func:`px`) and the text sizes rounded up, so a phone, which shows either
400 px wide, shows the same board with text as large (the smallest, 24 px
here, has capitals 12.5 px high there, issue 38) from 40 % fewer pixels to
draw and encode. The phone layout's pages at 720 px had made the board 53 %
more pixels than the single picture before, and it cost more than that
picture (``python -m tests.bench.render_fabel_end``; figures in
docs/BENCHMARKS.md). :func:`render_end_pages` lays the same rows out on
pages a phone shows whole (none taller than 1.6 × the width);
:func:`render_end` draws them as one picture. Each player's Marktbericht
is a sentence with its own words ("eingenommen 300 · ausgegeben 980 …"),
not columns under headings to match by eye; names are drawn whole.

>>> import random
>>> from engines.core.playout import random_step
>>> from engines.fabel import new_game
>>> state, rng = new_game(3, seed=1), random.Random(1)
>>> while not state.is_over():
...     _ = state.apply(random_step(state, rng))
>>> render_end(state.view(None)).width
560
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from engines.core.result import leaderboard_text
from engines.fabel.result import Report, Standing
from engines.fabel.view import FabelView, Score
from engines.texts import t
from engines.texts.grammar import counted
from render import fonts, sizes
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE
from render.fabel import cards
from render.fabel.chips import name_chip
from render.fabel.grid import WIDTH, player_names
from render.fabel.meister_table import step_values
from render.layers import background, fresh_background
from render.pages import paged
from render.theme import Theme, get_theme

#: The board's width: the table's, × 7/9.
BOARD_WIDTH = 560


def px(length: float) -> int:
    """A length of the table's 720 px layout at the board's width."""
    return round(length * BOARD_WIDTH / WIDTH)


#: The text sizes at the board's width, rounded up (24, 24, 28, 38 px): at
#: least as large as the table's where a phone shows either 400 px wide.
SMALL, NORMAL, LARGE, HUGE = (-(-size * BOARD_WIDTH // WIDTH) for size in (
    sizes.SMALL, sizes.NORMAL, sizes.LARGE, sizes.HUGE))
MARGIN = px(12)
LINE = round(SMALL * 1.2)
STEP_BOX = 2 * LINE + px(8)
REPORT_GAP = px(14)
TOP_ICON = px(26)
GAP = px(8)
CHIP = px(38)


def wrap_parts(text: str, size: int, width: int) -> list[str]:
    """``text`` wrapped only between its " · " parts where a part fits a line
    whole ("Kobold-Taler 110", "4. mal Anzahl der Vierer" never torn)."""
    parts = [p.replace(" ", "\u00a0") if fonts.text_width(p, size) <= width else p
             for p in text.split(" · ")]
    return Canvas.wrap(" · ".join(parts), size, width)


def report_text(report: Report, meister: bool) -> str:
    """One trader's Marktbericht as words."""
    top = (t("render.fabel.report.top_line", price=report.top_price,
             card=t(f"fabel.creature.{report.top_kind}"))
           if report.top_kind is not None else t("render.fabel.report.top_none"))
    bought = counted("karte", report.bought, numeral=True).replace(" ", "\u00a0")
    text = t("render.fabel.report.line", payouts=report.payouts, income=report.income,
             spending=report.spending, bought=bought, top=top,
             won=report.trades_won, lost=report.trades_lost)
    if meister:
        letters = counted("ahnenbrief", report.letters, numeral=True)
        text += " · " + t("render.fabel.meister.report.line", letters=letters,
                          kobold=report.kobold_income)
    return text


#: The tallest page a phone shows whole (issue 38).
TALLEST = round(1.6 * BOARD_WIDTH)
X, RIGHT = px(22), BOARD_WIDTH - px(22)
TEXT_X = X + px(70)
TOP = px(20)


@dataclass(frozen=True, slots=True)
class Row:
    """One part of the end board: its height and how to draw it at a y."""

    height: int
    draw: Callable[[Canvas, Theme, int], None]


def render_end(view: FabelView, *, names: tuple[str, ...] | None = None,
               theme: str = "laternennacht",
               uncounted: frozenset[int] = frozenset()) -> Image.Image:
    """The end board of a finished game as one picture. Drawn from a seat's
    view it adds the Marktbericht's sentence about that player (his alone);
    the seats in ``uncounted`` (computers) show "–" for their leaderboard
    points."""
    rows = end_rows(view, names, uncounted)
    return _page(get_theme(theme), rows, TOP)


def render_end_pages(view: FabelView, *, names: tuple[str, ...] | None = None,
                     theme: str = "laternennacht",
                     uncounted: frozenset[int] = frozenset()) -> tuple[Image.Image, ...]:
    """The end board as pages a phone shows whole, in order: the same rows
    as :func:`render_end`, none cut, every page at most 1.6 × as tall as
    wide (a long board: the places first, the Marktbericht after)."""
    th = get_theme(theme)
    rows = end_rows(view, names, uncounted)
    pages = paged([r.height for r in rows], first_top=TOP, tallest=TALLEST, margin=TOP,
                  gap=GAP)
    return tuple(_page(th, [rows[i] for i in page], TOP) for page in pages)


def end_rows(view: FabelView, names: tuple[str, ...] | None,
             uncounted: frozenset[int]) -> list[Row]:
    """The end board's rows: the title, each player's box by place, the
    Marktbericht's title and each trader's sentence, the reader's sentence."""
    result = view.result
    if result is None:
        raise ValueError("the game is not over yet")
    shown = player_names(view, names)
    rows = [_title_row(result.reason, view.meister)]
    rows += [_standing_row(st, shown, view.meister, st.seat not in uncounted)
             for st in result.order]
    reports = [_report_row(rep, shown, view.meister) for rep in result.reports]
    # the Marktbericht's title goes with its first sentence (never alone at
    # a page's foot)
    rows += [_joined(_report_title_row(), reports[0]), *reports[1:]]
    sentence = result.sentences[view.reader] if view.reader is not None else None
    if sentence:
        rows.append(_sentence_row(sentence))
    return rows


def _joined(first: Row, second: Row) -> Row:
    """Two rows that stay on one page."""
    def draw(canvas: Canvas, th: Theme, y: int) -> None:
        first.draw(canvas, th, y)
        second.draw(canvas, th, y + first.height + GAP)
    return Row(first.height + GAP + second.height, draw)


@lru_cache(maxsize=2)
def _backdrop(th: Theme) -> Image.Image:
    """The theme's background as tall as a page may be: every page is cut
    from its top (the light runs down the middle, so a shorter page's
    looks the same). A page's own height would be a new background of
    5 ms to draw for nearly every page, since they differ by game."""
    return fresh_background(th, (BOARD_WIDTH, TALLEST))


def _page(th: Theme, rows: list[Row], top: int) -> Image.Image:
    height = top + sum(r.height + GAP for r in rows) + MARGIN
    canvas = (Canvas(_backdrop(th).crop((0, 0, BOARD_WIDTH, height)), copy=False)
              if height <= TALLEST else Canvas(background(th, (BOARD_WIDTH, height))))
    y = top
    for row in rows:
        row.draw(canvas, th, y)
        y += row.height + GAP
    image = canvas.finish()
    # Sent once per game: worth more of the encoder's effort.
    image.info[EFFORT_KEY] = ONCE
    return image


def _title_row(reason: str | None, meister: bool) -> Row:
    # the reason wrapped too: "Alle zehn Sorten sind als Vierer verteilt."
    # is wider than the text's column
    lines = Canvas.wrap(t(f"render.fabel.end_reason.{reason or 'vierer'}"), SMALL, RIGHT - X)
    if meister:
        lines += wrap_parts(t("render.fabel.meister.end_steps"), SMALL, RIGHT - X)

    def draw(canvas: Canvas, th: Theme, y: int) -> None:
        canvas.text(X, y, t("render.fabel.end_title"), HUGE, th.text)
        for i, line in enumerate(lines):
            canvas.text(X, y + px(60) + i * LINE, line.replace("\u00a0", " "), SMALL, th.muted)
    return Row(px(60) + len(lines) * LINE, draw)


def _standing_row(st: Standing, names: tuple[str, ...], meister: bool, counted: bool) -> Row:
    # the points stand large at the right of the Rechenweg (the name line
    # is the long name's whole)
    points_w = fonts.text_width(str(st.points), HUGE)
    lines = Canvas.wrap(st.rechenweg, SMALL, RIGHT - px(16) - points_w - TEXT_X)
    steps = meister and st.steps is not None
    top = px(52)   # the Rechenweg's first line below the box's top
    height = top + max(len(lines), 2) * LINE + LINE + px(12) + (STEP_BOX + px(10) if steps else 0)

    def draw(canvas: Canvas, th: Theme, y: int) -> None:
        winner = st.place == 1
        canvas.box((X - px(6), y, RIGHT + px(6), y + height), th.panel,
                   th.highlight if winner else th.panel_edge, 3 if winner else 2, radius=px(12))
        # the winner's place in the accent: Morgentau's highlight is 2.1:1 on
        # the panel (issue 38), the frame keeps it
        canvas.text(X + px(6), y + px(28), t("render.fabel.place", place=st.place), HUGE,
                    th.accent if winner else th.text, "lm")
        canvas.text(RIGHT - px(6), y + top + LINE, str(st.points), HUGE, th.accent, "rm")
        name_chip(canvas, TEXT_X, y + px(26), st.seat, names[st.seat], RIGHT - px(6) - TEXT_X,
                  height=CHIP, size=SMALL)
        row = y + top
        for line in lines:
            canvas.text(TEXT_X, row, line, SMALL, th.text)
            row += LINE
        row = max(row, y + top + 2 * LINE)
        extra = (t("render.fabel.end_money", amount=st.money) + " · "
                 + t("render.fabel.end_board", points=leaderboard_text(
                     st.leaderboard_points, counted=counted)))
        canvas.text(TEXT_X, row, extra, SMALL, th.muted)
        if steps and st.steps is not None:
            _steps(canvas, th, X + px(4), row + LINE + GAP, RIGHT - px(4), st.steps)
    return Row(height, draw)


def _report_title_row() -> Row:
    note = Canvas.wrap(t("render.fabel.report_note"), SMALL, RIGHT - X)

    def draw(canvas: Canvas, th: Theme, y: int) -> None:
        canvas.text(X, y + px(6), t("render.fabel.report_title"), LARGE, th.text)
        for i, line in enumerate(note):
            canvas.text(X, y + px(50) + i * LINE, line, SMALL, th.muted)
    return Row(px(50) + len(note) * LINE, draw)


def _report_row(rep: Report, names: tuple[str, ...], meister: bool) -> Row:
    lines = wrap_parts(report_text(rep, meister), SMALL, RIGHT - X)

    def draw(canvas: Canvas, th: Theme, y: int) -> None:
        name_chip(canvas, X, y + px(19), rep.seat, names[rep.seat],
                  RIGHT - X - TOP_ICON - px(10), height=CHIP, size=SMALL)
        if rep.top_kind is not None:
            canvas.sprite(cards.creature_icon(rep.top_kind, TOP_ICON), RIGHT - TOP_ICON,
                          y + px(5))
        for i, line in enumerate(lines):
            canvas.text(X, y + px(44) + i * LINE, line.replace("\u00a0", " "), SMALL, th.text)
    return Row(px(44) + len(lines) * LINE + REPORT_GAP, draw)


def _sentence_row(sentence: str) -> Row:
    lines = len(Canvas.wrap(sentence, NORMAL, RIGHT - X))

    def draw(canvas: Canvas, th: Theme, y: int) -> None:
        canvas.paragraph(X, y + px(12), RIGHT - X, sentence, NORMAL, th.accent, max_lines=lines)
    return Row(px(12) + lines * round(NORMAL * 1.2), draw)


def _steps(canvas: Canvas, th: Theme, left: int, top: int, right: int, score: Score) -> None:
    """The five steps of one player's Meistermarkt count, label over value,
    inside his box; a struck sort whose name is wider than its cell is
    shown by its icon."""
    values = step_values(score)
    width = (right - left) // len(values)
    for i, value in enumerate(values):
        x0 = left + i * width
        canvas.box((x0 + px(2), top, x0 + width - px(4), top + STEP_BOX), None, th.grid, 2,
                   radius=px(8))
        label = t(f"render.fabel.meister.end_step.{i + 1}")
        canvas.text(x0 + px(8), top + px(4), label, SMALL, th.muted)
        if fonts.text_width(value, NORMAL) <= width - px(18) or score.struck is None or i:
            canvas.text(x0 + px(8), top + px(4) + LINE, value, NORMAL, th.text)
        else:
            canvas.sprite(cards.creature_icon(score.struck, px(34)), x0 + px(8),
                          top + px(4) + LINE)
