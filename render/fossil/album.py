"""A person's Sammleralbum as a picture: the 45 fossils in six era sections
(8, 8, 8, 7, 7, 7 fossils, the oldest first), each found one with its name
and age, the missing ones counted (issue 38: not 45 empty lines).

Drawn from the album's items only (the stored ids ``fossil.<age>``); items
of another game or unknown ids are ignored.

>>> from engines.fossil.fossils import FOSSILS
>>> slots = album_slots([FOSSILS[1].key, FOSSILS[44].key])
>>> [len(s) for s in slots], sum(found for s in slots for _, found in s)
([8, 8, 8, 7, 7, 7], 2)
>>> render_album([FOSSILS[1].key]).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.fossil.fossils import BY_KEY, COUNT, ERA_SIZES, FOSSILS, first_of_era
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE, encode
from render.fossil.layout import LARGE, LINE, MARGIN, SMALL, WIDTH, wrap
from render.layers import background
from render.theme import get_theme, ink, mix

COLUMNS = 2
TILE_GAP = 8
TILE_HEIGHT = 2 * LINE + 12   # a found fossil: its name, its age
ERA_HEAD = LINE + 18
#: The tallest page, as a share of the width (a phone shows it whole).
TALLEST = 1.6


def album_slots(items: Sequence[str]) -> list[list[tuple[int, bool]]]:
    """Per era (oldest first) its fossils and whether the album holds each."""
    have = {BY_KEY[i] for i in items if i in BY_KEY}
    return [[(f, f in have) for f in range(first_of_era(e), first_of_era(e) + size)]
            for e, size in enumerate(ERA_SIZES, 1)]


def _title_lines(found: int) -> list[str]:
    return wrap(t("fossil.album.title", found=found, total=COUNT), LARGE, WIDTH - 2 * MARGIN)


TILE_W = (WIDTH - 2 * MARGIN - 20 - (COLUMNS - 1) * TILE_GAP) // COLUMNS


def _rows(found: Sequence[int]) -> list[list[int]]:
    """The found fossils two to a row, oldest first; one whose name is too
    long for half the width takes a row of its own."""
    def wide(f: int) -> bool:
        return fonts.text_width(FOSSILS[f].name, SMALL) > TILE_W - 24
    rows: list[list[int]] = []
    for f in found:
        if rows and len(rows[-1]) == 1 and not wide(rows[-1][0]) and not wide(f):
            rows[-1].append(f)
        else:
            rows.append([f])
    return rows


def _era_height(fossils: Sequence[tuple[int, bool]]) -> int:
    """An era's box: its head, the found fossils (see :func:`_rows`) and the
    count of the missing ones (a line, not a slot each)."""
    found = [f for f, ok in fossils if ok]
    rows = len(_rows(found))
    missing = len(fossils) - len(found)
    return ERA_HEAD + rows * (TILE_HEIGHT + TILE_GAP) + (LINE if missing else 0) + 10


def _pages(slots: list[list[tuple[int, bool]]], head: int) -> list[list[int]]:
    """The eras on each page: as many as fit below the page's head."""
    tallest = round(TALLEST * WIDTH)
    pages: list[list[int]] = [[]]
    y = head
    for era, fossils in enumerate(slots):
        h = _era_height(fossils) + 10
        if pages[-1] and y + h + MARGIN > tallest:
            pages.append([])
            y = head
        pages[-1].append(era)
        y += h
    return pages


def album_pages(items: Sequence[str], *, theme: str = "laternennacht") -> list[Image.Image]:
    """The album holding ``items``: what was found, era by era, with a count
    of what is still missing; one page, or more when a full album would be
    taller than a phone shows (each page with the album's title)."""
    th = get_theme(theme)
    slots = album_slots(items)
    found = sum(ok for era in slots for _, ok in era)
    title = _title_lines(found)
    head = 14 + len(title) * (LARGE + 8) + 8
    pages = _pages(slots, head)
    out = []
    for eras in pages:
        height = head + sum(_era_height(slots[e]) + 10 for e in eras) + MARGIN - 10
        canvas = Canvas(background(th, (WIDTH, height)))
        for k, line in enumerate(title):
            canvas.text(MARGIN, 14 + k * (LARGE + 8), line, LARGE, th.text)
        y = head
        for era in eras:
            fossils = slots[era]
            h = _era_height(fossils)
            canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, th.panel_edge, 2)
            have = [f for f, ok in fossils if ok]
            canvas.text(MARGIN + 10, y + 10, t("fossil.album.era", era=era + 1, found=len(have),
                                               total=len(fossils)), SMALL, th.muted)
            rows = _rows(have)
            for r, row in enumerate(rows):
                tile_w = TILE_W if len(row) > 1 else WIDTH - 2 * MARGIN - 20
                for k, f in enumerate(row):
                    x0 = MARGIN + 10 + k * (tile_w + TILE_GAP)
                    y0 = y + ERA_HEAD + r * (TILE_HEIGHT + TILE_GAP)
                    fill = mix(th.panel, th.highlight, 0.8)
                    canvas.box((x0, y0, x0 + tile_w, y0 + TILE_HEIGHT), fill, None, radius=8)
                    colour = ink(fill)
                    canvas.text(x0 + 12, y0 + 6, fonts.fit(FOSSILS[f].name, SMALL, tile_w - 24),
                                SMALL, colour)
                    canvas.text(x0 + 12, y0 + 6 + LINE,
                                t("fossil.album.age", age=FOSSILS[f].age), SMALL, colour)
            missing = len(fossils) - len(have)
            if missing:
                canvas.text(MARGIN + 10, y + ERA_HEAD + len(rows) * (TILE_HEIGHT + TILE_GAP),
                            t("fossil.album.missing", count=missing), SMALL, th.text)
            y += h + 10
        image = canvas.finish()
        image.info[EFFORT_KEY] = ONCE  # sent on request, not on every move
        out.append(image)
    return out


def render_album(items: Sequence[str], *, theme: str = "laternennacht") -> Image.Image:
    """The album's first page (the whole album unless it is nearly full)."""
    return album_pages(items, theme=theme)[0]


def album_picture(items: Sequence[str], theme: str) -> bytes | tuple[bytes, ...]:
    """The album, encoded: one picture, or its pages (a drawing job of the
    picture process)."""
    pages = [encode(page) for page in album_pages(tuple(items), theme=theme)]
    return pages[0] if len(pages) == 1 else tuple(pages)
