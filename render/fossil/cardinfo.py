"""Karten-Info as a picture (the web's info window with its picture): a
large tile for the asked card or fossil (an action card in the reader's
colour; a fossil with its name, era and age), then the answer's words
(:mod:`engines.fossil.info`), drawn from the reader's view only.

>>> from engines.fossil.state import new_game
>>> render_info(new_game(3, seed=1).view(0), "card.vitrine", names=("A", "B", "C")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.fossil import info
from engines.fossil.fossils import FOSSILS
from engines.fossil.view import FossilView
from engines.texts import t
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE, encode
from render.fossil.layout import LARGE, LINE, MARGIN, SMALL, WIDTH, wrap
from render.layers import background
from render.theme import PLAYER_COLOURS, RGB, Theme, get_theme, ink, mix

TILE = 96


def _plain(text: str) -> list[str]:
    """The answer's paragraphs without Discord's bold marks."""
    return [line.replace("**", "") for line in text.splitlines() if line.strip()]


def _tile(view: FossilView, topic: str, th: Theme) -> tuple[str, str, RGB]:
    """The tile's big word, its small line and its fill."""
    kind, _, arg = topic.partition(".")
    if kind == "card":
        fill = PLAYER_COLOURS[view.reader] if view.reader is not None else th.grid
        return t(f"fossil.card.{arg}"), t("fossil.cardinfo.card"), fill
    fill = mix(th.panel, th.highlight, 0.8)
    if kind == "find":
        f = view.market[int(arg)]
        if f is not None:
            fossil = FOSSILS[f]
            return fossil.name, t("fossil.hand.piece", era=fossil.era, age=fossil.age), fill
    return t("fossil.era", era=arg), t("fossil.cardinfo.era"), fill


def render_info(view: FossilView, topic: str, *, names: Sequence[str],
                theme: str = "laternennacht") -> Image.Image:
    """The Karten-Info picture of ``topic`` for the view's reader."""
    th = get_theme(theme)
    big, small, fill = _tile(view, topic, th)
    lines: list[str] = []
    for paragraph in _plain(info.answer(view, topic, names)):
        lines += wrap(paragraph, SMALL, WIDTH - 2 * MARGIN - 20)
    height = MARGIN + TILE + 16 + len(lines) * LINE + 16 + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.box((MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + TILE), fill, th.panel_edge, 2)
    canvas.text(MARGIN + 16, MARGIN + 30, big, LARGE, ink(fill), "lm")
    canvas.text(MARGIN + 16, MARGIN + 70, small, SMALL, ink(fill), "lm")
    y = MARGIN + TILE + 16
    canvas.box((MARGIN, y - 6, WIDTH - MARGIN, y + len(lines) * LINE + 10), th.panel,
               th.panel_edge, 2)
    for line in lines:
        canvas.text(MARGIN + 10, y, line, SMALL, th.text)
        y += LINE
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE  # sent on request
    return image


def info_picture(view: FossilView, topic: str, names: Sequence[str], theme: str) -> bytes:
    """The Karten-Info picture, encoded (a drawing job of the picture process)."""
    return encode(render_info(view, topic, names=tuple(names), theme=theme))
