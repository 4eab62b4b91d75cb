"""A person's Sammleralbum as a picture: the 45 fossils in six era sections
(8, 8, 8, 7, 7, 7 slots, the oldest first), each found one with its name and
age, each missing one as an empty slot.

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
from render.fossil.layout import LARGE, LINE, MARGIN, SMALL, WIDTH
from render.layers import background
from render.theme import get_theme, ink, mix

COLUMNS = 2
TILE_GAP = 8
TILE_HEIGHT = 70
HEAD = 64
ERA_HEAD = 44


def album_slots(items: Sequence[str]) -> list[list[tuple[int, bool]]]:
    """Per era (oldest first) its fossils and whether the album holds each."""
    have = {BY_KEY[i] for i in items if i in BY_KEY}
    return [[(f, f in have) for f in range(first_of_era(e), first_of_era(e) + size)]
            for e, size in enumerate(ERA_SIZES, 1)]


def _era_height(size: int) -> int:
    rows = -(-size // COLUMNS)
    return ERA_HEAD + rows * (TILE_HEIGHT + TILE_GAP) + 8


def render_album(items: Sequence[str], *, theme: str = "laternennacht") -> Image.Image:
    """The album holding ``items``."""
    th = get_theme(theme)
    slots = album_slots(items)
    found = sum(ok for era in slots for _, ok in era)
    height = HEAD + sum(_era_height(len(era)) + 10 for era in slots) + MARGIN
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 14, t("fossil.album.title", found=found, total=COUNT), LARGE, th.text)
    y = HEAD
    tile_w = (WIDTH - 2 * MARGIN - 20 - (COLUMNS - 1) * TILE_GAP) // COLUMNS
    for era, fossils in enumerate(slots, 1):
        h = _era_height(len(fossils))
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, th.panel_edge, 2)
        have = sum(ok for _, ok in fossils)
        canvas.text(MARGIN + 10, y + 10, t("fossil.album.era", era=era, found=have,
                                           total=len(fossils)), SMALL, th.muted)
        for k, (f, ok) in enumerate(fossils):
            x0 = MARGIN + 10 + (k % COLUMNS) * (tile_w + TILE_GAP)
            y0 = y + ERA_HEAD + (k // COLUMNS) * (TILE_HEIGHT + TILE_GAP)
            box = (x0, y0, x0 + tile_w, y0 + TILE_HEIGHT)
            if ok:
                fill = mix(th.panel, th.highlight, 0.8)
                canvas.box(box, fill, None, radius=8)
                colour = ink(fill)
                canvas.text(x0 + 12, y0 + 6, fonts.fit(FOSSILS[f].name, SMALL, tile_w - 24),
                            SMALL, colour)
                canvas.text(x0 + 12, y0 + 6 + LINE + 2,
                            t("fossil.album.age", age=FOSSILS[f].age), SMALL, colour)
            else:
                canvas.box(box, th.grid, th.panel_edge, 2, radius=8)
                canvas.text(x0 + 12, y0 + TILE_HEIGHT // 2, t("fossil.album.missing"), SMALL,
                            th.text, "lm")
        y += h + 10
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE  # sent on request, not on every move
    return image


def album_picture(items: Sequence[str], theme: str) -> bytes:
    """The album, encoded (a drawing job of the picture process)."""
    return encode(render_album(tuple(items), theme=theme))
