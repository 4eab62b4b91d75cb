"""The end board (Abrechnung): places, points with the Rechenweg, every
player's money and leaderboard points, the Marktbericht per player and,
drawn for one reader, the sentence about him.

In the Meistermarkt every player's box also shows the five steps of the
count (struck Vierer, sum, matching letters, factor, free letters) under his
Rechenweg (item 121), and the Marktbericht adds each player's Ahnenbriefe
and the Taler he collected by taking Kobolde (item 89).

720 px wide like the table, so its smallest text (22 px) is 12 px where a
phone shows it 400 px wide. Each player's Marktbericht is a sentence with
its own words ("eingenommen 300 · ausgegeben 980 …"), not columns under
headings to match by eye; names are drawn whole.

>>> import random
>>> from engines.core.playout import random_step
>>> from engines.fabel import new_game
>>> state, rng = new_game(3, seed=1), random.Random(1)
>>> while not state.is_over():
...     _ = state.apply(random_step(state, rng))
>>> render_end(state.view(None)).width
720
"""

from __future__ import annotations

from PIL import Image

from engines.core.result import leaderboard_text
from engines.fabel.result import Report, Standing
from engines.fabel.view import FabelView
from engines.texts import t
from engines.texts.de.grammar import counted
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE
from render.fabel import cards
from render.fabel.chips import name_chip
from render.fabel.meister_table import step_values
from render.fabel.table import MARGIN, WIDTH, player_names
from render.layers import background
from render.sizes import HUGE, LARGE, NORMAL, SMALL
from render.theme import Theme, get_theme, mix

LINE = round(SMALL * 1.2)
STEP_BOX = 56
REPORT_GAP = 14
TOP_ICON = 26


def _standing_lines(st: Standing, width: int) -> list[str]:
    return Canvas.wrap(st.rechenweg, SMALL, width)


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


def render_end(view: FabelView, *, names: tuple[str, ...] | None = None,
               theme: str = "laternennacht",
               uncounted: frozenset[int] = frozenset()) -> Image.Image:
    """The end board of a finished game. Drawn from a seat's view it adds the
    Marktbericht's sentence about that player (his alone); the seats in
    ``uncounted`` (computers) show "–" for their leaderboard points."""
    result = view.result
    if result is None:
        raise ValueError("the game is not over yet")
    th = get_theme(theme)
    shown = player_names(view, names)
    sentence = result.sentences[view.reader] if view.reader is not None else None
    meister = view.meister
    x, right = MARGIN + 10, WIDTH - MARGIN - 10
    text_x = x + 70
    # First the heights: every box as high as its lines.
    boxes = []
    for st in result.order:
        lines = _standing_lines(st, right - 10 - text_x)
        height = 44 + len(lines) * LINE + LINE + 16
        if meister and st.steps is not None:
            height += STEP_BOX + 10
        boxes.append((st, lines, height))
    reports = [(rep, wrap_parts(report_text(rep, meister), SMALL, right - x))
               for rep in result.reports]
    sentence_lines = Canvas.wrap(sentence, NORMAL, right - x) if sentence else []
    legend = wrap_parts(t("render.fabel.meister.end_steps"), SMALL, right - x) if meister else []
    top = MARGIN + 100 + len(legend) * LINE + (8 if legend else 0)
    height = (top + sum(h + 8 for _, _, h in boxes) + 14 + 50 + LINE
              + sum(40 + len(lines) * LINE + REPORT_GAP for _, lines in reports)
              + (20 + len(sentence_lines) * round(NORMAL * 1.2) if sentence else 0) + MARGIN)
    canvas = Canvas(background(th, (WIDTH, height)))
    y = MARGIN + 8
    canvas.text(x, y, t("render.fabel.end_title"), HUGE, th.text)
    canvas.text(x, y + 64, t(f"render.fabel.end_reason.{result.reason or 'vierer'}"), SMALL,
                th.muted)
    y = MARGIN + 100
    for line in legend:
        canvas.text(x, y - 6, line.replace("\u00a0", " "), SMALL, th.muted)
        y += LINE
    y = top
    for st, lines, box_h in boxes:
        winner = st.place == 1
        canvas.box((x - 6, y, right + 6, y + box_h), th.panel,
                   th.highlight if winner else th.panel_edge, 3 if winner else 2, radius=12)
        # the winner's place in the accent: Morgentau's highlight is 2.1:1 on
        # the panel (issue 38), the frame keeps it
        canvas.text(x + 6, y + 28, t("render.fabel.place", place=st.place), HUGE,
                    th.accent if winner else th.text, "lm")
        points = canvas.text(right - 6, y + 28, str(st.points), HUGE, th.accent, "rm")
        name_chip(canvas, text_x, y + 26, st.seat, shown[st.seat], right - 20 - points - text_x)
        row = y + 48
        for line in lines:
            canvas.text(text_x, row, line, SMALL, th.text)
            row += LINE
        extra = (t("render.fabel.end_money", amount=st.money) + " · "
                 + t("render.fabel.end_board", points=leaderboard_text(
                     st.leaderboard_points, counted=st.seat not in uncounted)))
        canvas.text(text_x, row + 2, extra, SMALL, th.muted)
        row += LINE + 8
        if meister and st.steps is not None:
            _steps(canvas, th, x + 4, row, right - 4, step_values(st.steps))
        y += box_h + 8

    # The Marktbericht: one sentence per trader, in seat order.
    y += 14
    canvas.text(x, y, t("render.fabel.report_title"), LARGE, th.text)
    canvas.text(x, y + 44, t("render.fabel.report_note"), SMALL, th.muted)
    y += 50 + LINE
    for rep, lines in reports:
        name_chip(canvas, x, y + 16, rep.seat, shown[rep.seat], right - x - TOP_ICON - 10)
        if rep.top_kind is not None:
            canvas.sprite(cards.creature_icon(rep.top_kind, TOP_ICON), right - TOP_ICON, y + 3)
        y += 40
        for line in lines:
            canvas.text(x, y, line.replace("\u00a0", " "), SMALL, th.text)
            y += LINE
        y += REPORT_GAP
    if sentence is not None:
        canvas.paragraph(x, y + 20, right - x, sentence, NORMAL, th.accent,
                         max_lines=len(sentence_lines))
    image = canvas.finish()
    # Sent once per game: worth more of the encoder's effort.
    image.info[EFFORT_KEY] = ONCE
    return image


def _steps(canvas: Canvas, th: Theme, left: int, top: int, right: int,
           values: tuple[str, ...]) -> None:
    """The five steps of one player's Meistermarkt count, label over value,
    inside his box."""
    width = (right - left) // len(values)
    for i, value in enumerate(values):
        x0 = left + i * width
        canvas.box((x0 + 2, top, x0 + width - 4, top + STEP_BOX), mix(th.panel, th.grid, 0.6),
                   radius=8)
        label = t(f"render.fabel.meister.end_step.{i + 1}")
        canvas.text(x0 + 8, top + 2, label, SMALL, th.muted)
        size = NORMAL if fonts.text_width(value, NORMAL) <= width - 18 else SMALL
        canvas.text(x0 + 8, top + 28, value, size, th.text)
