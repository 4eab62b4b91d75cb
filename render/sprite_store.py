"""Sprites that ship drawn.

A sprite (a card face, a token) is drawn four times larger and scaled down
with Pillow's LANCZOS filter (:func:`render.sprites.shrink`): 3-5 ms for
a card, paid by the first picture of a fresh picture process that shows
it. The sprites a game's table picture pastes lie drawn in a folder of the
game as PNG files (lossless: every pixel and its transparency as drawn),
so that picture loads them instead (0.1-0.2 ms a card). A sprite that is
not in the folder is drawn as before.

The files are the drawing's output, nothing else: a test draws every
shipped sprite and compares it pixel by pixel with its file, and each game
has a command that draws them anew after its art has changed.

>>> from pathlib import Path
>>> from PIL import Image
>>> store = SpriteStore(Path("/nonexistent"))
>>> @store.sprite
... def dot(size: int) -> Image.Image:
...     return Image.new("RGBA", (size, size), (255, 0, 0, 255))
>>> dot(3).size, store.path("dot", (3,)).name
((3, 3), 'dot-3.png')
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from engines.texts import DEFAULT, language

Draw = Callable[..., Image.Image]


class SpriteStore:
    """The shipped sprites of one game, in ``folder``: a drawing function
    decorated with :meth:`sprite` loads its sprite from there when it ships
    (the file is named after the function and its arguments)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        #: The drawing functions by name, undecorated.
        self.drawers: dict[str, Draw] = {}
        #: The sprites asked for that had to be drawn (bounded: a sprite is
        #: asked for again only after its cache let it go).
        self.unshipped: set[tuple[str, tuple[int, ...]]] = set()

    def path(self, name: str, args: tuple[int, ...], lang: str = DEFAULT) -> Path:
        """Where the sprite ``name(*args)`` ships (drawn for a reader of
        ``lang``: a sprite with words differs by language; the shipped ones
        are German, another language's is drawn unless it ships too)."""
        stem = "-".join((name, *map(str, args)))
        return self.folder / (f"{stem}.png" if lang == DEFAULT else f"{stem}.{lang}.png")

    def sprite(self, draw: Draw) -> Draw:
        """``draw``, loading the sprite from its file where it ships."""
        name = draw.__name__
        self.drawers[name] = draw

        @functools.wraps(draw)
        def shipped(*args: int) -> Image.Image:
            try:
                with Image.open(self.path(name, args, language())) as image:
                    image.load()
            except FileNotFoundError:
                self.unshipped.add((name, args))
                return draw(*args)
            return image
        return shipped

    def drawn(self, name: str, args: tuple[int, ...]) -> Image.Image:
        """The sprite ``name(*args)`` drawn (not loaded)."""
        return self.drawers[name](*args)

    def write(self, name: str, args: tuple[int, ...]) -> Path:
        """Draw the sprite ``name(*args)`` into its file."""
        path = self.path(name, args)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.drawn(name, args).save(path, format="PNG", optimize=True)
        return path
