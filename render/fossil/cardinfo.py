"""Karten-Info as a picture (the web's info window with its picture): a
large tile for the asked card or fossil (an action card in the reader's
colour; a fossil with its name, era and age), then the answer's words
(:mod:`engines.fossil.info`), drawn from the reader's view only.

>>> from engines.fossil.state import new_game
>>> pages = render_info_pages(new_game(3, seed=1).view(0), "card.vitrine", names=("A", "B", "C"))
>>> [page.size[0] for page in pages]
[720]
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
from render.pages import paged
from render.theme import PLAYER_COLOURS, RGB, Theme, get_theme, ink, mix

TILE = 96
#: The tallest a page may be, as a share of its width (a phone shows it whole).
TALLEST = 1.6


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


def render_info_pages(view: FossilView, topic: str, *, names: Sequence[str],
                      theme: str = "laternennacht") -> tuple[Image.Image, ...]:
    """The Karten-Info picture of ``topic`` for the view's reader, as pages a
    phone shows whole (issue 38): the tile and the first paragraphs, then the
    rest, each page at most 1.6 × as tall as wide and no paragraph split."""
    th = get_theme(theme)
    paragraphs = [wrap(paragraph, SMALL, WIDTH - 2 * MARGIN - 20)
                  for paragraph in _plain(info.answer(view, topic, names))]
    first_top = MARGIN + TILE + 16
    # a page ends below its text box's padding (16) and the margin
    pages = paged([len(lines) * LINE for lines in paragraphs], first_top=first_top,
                  tallest=round(TALLEST * WIDTH), margin=MARGIN + 16, gap=0)
    out = []
    for number, page in enumerate(pages):
        lines = [line for i in page for line in paragraphs[i]]
        top = first_top if number == 0 else MARGIN + 6
        canvas = Canvas(background(th, (WIDTH, top + len(lines) * LINE + 16 + MARGIN)))
        if number == 0:
            big, small, fill = _tile(view, topic, th)
            canvas.box((MARGIN, MARGIN, WIDTH - MARGIN, MARGIN + TILE), fill, th.panel_edge, 2)
            canvas.text(MARGIN + 16, MARGIN + 30, big, LARGE, ink(fill), "lm")
            canvas.text(MARGIN + 16, MARGIN + 70, small, SMALL, ink(fill), "lm")
        canvas.box((MARGIN, top - 6, WIDTH - MARGIN, top + len(lines) * LINE + 10), th.panel,
                   th.panel_edge, 2)
        for row, line in enumerate(lines):
            canvas.text(MARGIN + 10, top + row * LINE, line, SMALL, th.text)
        image = canvas.finish()
        image.info[EFFORT_KEY] = ONCE  # sent on request
        out.append(image)
    return tuple(out)


def info_picture(view: FossilView, topic: str, names: Sequence[str],
                 theme: str) -> bytes | tuple[bytes, ...]:
    """The Karten-Info picture, encoded (a drawing job of the picture
    process): its bytes, or its pages' where it is too tall for a phone."""
    pages = tuple(encode(page) for page in render_info_pages(view, topic, names=tuple(names),
                                                             theme=theme))
    return pages[0] if len(pages) == 1 else pages
