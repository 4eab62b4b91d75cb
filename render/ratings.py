"""The course of a person's rating as a small chart (``/<game> wertung``, issue
34), the same for every game. The chart is plain data (:class:`RatingChart`,
built by the shell from the stored course); this module only draws it.

>>> chart = RatingChart("Anna", (0, 120, 260),
...                     (("Leicht", 720), ("Normal", 1000), ("Stark", 1280)))
>>> chart_lines(chart)[0]
'Anna'
>>> render_rating_chart(chart).size
(720, 400)
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE, encode
from render.layers import background
from render.theme import get_theme

WIDTH, HEIGHT = 720, 400
MARGIN = 16
SMALL = 30      # capitals 12.0 px high at 400 px width
LARGE = 36
#: The plot area: room for the value labels on the left and the computers' names on the right.
LEFT, RIGHT, TOP, BOTTOM = 120, WIDTH - 170, 84, HEIGHT - 66


@dataclass(frozen=True, slots=True)
class RatingChart:
    """The title (the person's name), the shown rating after each game
    (oldest first) and the computers' fixed ratings as (name of the
    strength, shown value) for reference lines."""

    title: str
    values: tuple[int, ...]
    computers: tuple[tuple[str, int], ...] = ()


def chart_lines(chart: RatingChart) -> list[str]:
    """The chart's words (for the alt text): title, games, first and last value."""
    lines = [chart.title]
    if chart.values:
        lines.append(t("core.rating.chart_alt", games=len(chart.values),
                       first=chart.values[0], last=chart.values[-1]))
    else:
        lines.append(t("core.rating.chart_empty"))
    lines += [t("core.rating.chart_computer", name=name, value=v)
              for name, v in chart.computers]
    return lines


def _scale(chart: RatingChart) -> tuple[float, float]:
    every = [*chart.values, *(v for _, v in chart.computers)] or [0]
    low, high = min(every), max(every)
    pad = max(40.0, (high - low) * 0.08)
    return low - pad, high + pad


def render_rating_chart(chart: RatingChart, *, theme: str = "laternennacht") -> Image.Image:
    """The chart: the computers' ratings as dashed lines, the person's course
    as a line with a dot per game, the last value written beside it."""
    th = get_theme(theme)
    canvas = Canvas(background(th, (WIDTH, HEIGHT)))
    room = WIDTH - 2 * MARGIN
    # a long name gets a smaller title rather than being cut (down to SMALL)
    size = next((z for z in (LARGE, LARGE - 3) if fonts.text_width(chart.title, z) <= room),
                SMALL)
    canvas.text(MARGIN, 12 + (LARGE - size) // 2, fonts.fit(chart.title, size, room), size,
                th.text)
    canvas.box((MARGIN, TOP - 20, WIDTH - MARGIN, BOTTOM + 14), th.panel, th.panel_edge, 2)
    low, high = _scale(chart)

    def y_of(value: float) -> float:
        return BOTTOM - (value - low) / (high - low) * (BOTTOM - TOP)

    for name, value in chart.computers:
        y = y_of(value)
        for x in range(LEFT, RIGHT, 18):
            canvas.draw.line((x, y, min(x + 9, RIGHT), y), fill=th.muted, width=2)
        canvas.text(RIGHT + 10, y, name, SMALL, th.muted, "lm")
    values = chart.values
    if not values:
        canvas.text((LEFT + RIGHT) / 2, (TOP + BOTTOM) / 2, t("core.rating.chart_empty"),
                    SMALL, th.text, "mm")
    else:
        step = (RIGHT - LEFT) / max(1, len(values) - 1)
        points = [(LEFT + i * step if len(values) > 1 else (LEFT + RIGHT) / 2, y_of(v))
                  for i, v in enumerate(values)]
        if len(points) > 1:
            canvas.draw.line(points, fill=th.accent, width=4, joint="curve")
        for px, py in points:
            canvas.draw.ellipse((px - 5, py - 5, px + 5, py + 5), fill=th.accent)
        if len(points) > 1:
            canvas.text(LEFT - 10, points[0][1], str(values[0]), SMALL, th.text, "rm")
        px, py = points[-1]
        canvas.text(px, py - 12, str(values[-1]), SMALL, th.text,
                    "rs" if len(points) > 1 else "ms")
    canvas.text(MARGIN + 4, HEIGHT - 26, t("core.rating.chart_axis", games=len(values)),
                SMALL, th.muted, "lm")
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE  # sent once, with one answer
    return image


def rating_picture(chart: RatingChart, theme: str) -> bytes:
    """The chart, encoded (a drawing job of the picture process)."""
    return encode(render_rating_chart(chart, theme=theme))
