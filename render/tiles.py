"""Pieces of a picture drawn once and then pasted whole (issue 31: "draw
the static parts once … redraw only the regions that changed").

A piece (a card with its dots, a cell with its count) that lies on a plain
colour, say inside a player's box, looks the same wherever it stands. Drawn
once onto a small opaque tile of that colour, it is pasted afterwards as one
block of pixels: an opaque paste costs a twentieth of pasting its sprite
and labels with their transparency, and the pixels are the very ones
drawing it in place gives. The tile is drawn at the piece's position
modulo 2, so that every coordinate a drawing rounds (``round`` rounds
halves to even) rounds as it would in place.

The caller promises that every pixel of the piece's box has the colour
``under`` before the piece is drawn and that the drawing stays inside the
box; ``tests/render/test_picture_digests.py`` holds every picture to its
pixels. While a legibility recording runs (:mod:`render.legibility`), a
piece is drawn in place, so its texts are recorded.

>>> from PIL import Image
>>> from render.canvas import Canvas
>>> tiles = Tiles(limit=10**6)
>>> def cell(canvas: Canvas, x: int, y: int) -> None:
...     _ = canvas.text(x + 4, y + 4, "7", 30, (0, 0, 0))
>>> drawn = Canvas(Image.new("RGB", (120, 60), (255, 255, 255)))
>>> cell(drawn, 41, 9)
>>> pasted = Canvas(Image.new("RGB", (120, 60), (255, 255, 255)))
>>> tiles.paste(pasted, (41, 9, 81, 55), (255, 255, 255), "seven", cell)
>>> tiles.paste(pasted, (41, 9, 81, 55), (255, 255, 255), "seven", cell)
>>> pasted.image.tobytes() == drawn.image.tobytes(), tiles.hits, pasted.min_size
(True, 1, 30)
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable

from PIL import Image

from engines.texts import language
from render.canvas import Box, Canvas
from render.kept import Kept
from render.legibility import RECORDER
from render.theme import RGB

#: Draws a piece with its box's top left at (x, y).
Piece = Callable[[Canvas, int, int], None]
#: What a :class:`Tiles` keeps by default (Pillow holds RGB in 4 bytes a
#: pixel): about a hundred cards.
TILE_BYTES = 2 * 2**20


class Tiles:
    """Opaque tiles by their piece's key, the least recently used forgotten
    first once they hold more than ``limit`` bytes."""

    def __init__(self, limit: int = TILE_BYTES) -> None:
        self.limit = limit
        self._kept: Kept[tuple[Image.Image, int | None]] = Kept(
            lambda: self.limit, lambda kept: 4 * kept[0].width * kept[0].height)
        _EVERY.add(self)

    @property
    def hits(self) -> int:
        """Tiles pasted from the cache."""
        return self._kept.hits

    @property
    def held(self) -> int:
        """Bytes the kept tiles hold."""
        return self._kept.held

    def paste(self, canvas: Canvas, box: Box, under: RGB, key: Hashable, draw: Piece) -> None:
        """The piece ``key`` (drawn by ``draw``) into ``box`` of ``canvas``,
        every pixel of which is ``under`` now; ``key`` names everything the
        drawing depends on besides the box's size, ``under`` and the reader's
        language (a piece with words is drawn once per language)."""
        x0, y0, x1, y1 = box
        if RECORDER.active or canvas.image.mode != "RGB":
            draw(canvas, x0, y0)
            return
        dx, dy = x0 % 2, y0 % 2
        full = (key, tuple(under), x1 - x0, y1 - y0, dx, dy, language())
        kept = self._kept.find(full)
        if kept is None:
            kept = self._kept.keep(full, self._draw(x1 - x0, y1 - y0, dx, dy, under, draw))
        tile, smallest = kept
        canvas.image.im.paste(tile.im, (x0, y0, x1, y1))
        if smallest is not None:
            canvas.min_size = smallest if canvas.min_size is None else min(canvas.min_size,
                                                                           smallest)

    @staticmethod
    def _draw(w: int, h: int, dx: int, dy: int, under: RGB,
              draw: Piece) -> tuple[Image.Image, int | None]:
        piece = Canvas(Image.new("RGB", (w + dx, h + dy), tuple(under)))
        draw(piece, dx, dy)
        return piece.image.crop((dx, dy, dx + w, dy + h)), piece.min_size

    def cache_clear(self) -> None:
        """Forget every tile."""
        self._kept.forget()


_EVERY: weakref.WeakSet[Tiles] = weakref.WeakSet()


def clear_all() -> None:
    """Forget the tiles of every :class:`Tiles` (a test that records the
    texts drawn wants every piece drawn again)."""
    for tiles in list(_EVERY):
        tiles.cache_clear()
