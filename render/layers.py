"""Cached layers every table picture starts from: the empty table in a
theme's colours and the countdown ring.

>>> from render.theme import get_theme
>>> background(get_theme("morgentau"), (80, 40)).size
(80, 40)
>>> ring(30, 20, (255, 0, 0), (0, 0, 0)).mode
'RGBA'
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from PIL import Image, ImageDraw, ImageFilter

from render.theme import RGB, Theme


@lru_cache(maxsize=8)
def background(th: Theme, size: tuple[int, int]) -> Image.Image:
    """The empty table: the theme's colour with a soft light in the middle
    (kept: a picture draws on a copy)."""
    return fresh_background(th, size)


def fresh_background(th: Theme, size: tuple[int, int]) -> Image.Image:
    """:func:`background` drawn anew, for a caller that keeps its own layer
    made from it (no copy of a kept one)."""
    w, h = size
    glow = Image.new("L", (w // 4, h // 4), 0)
    ImageDraw.Draw(glow).ellipse((w // 16, -h // 10, w // 4 - w // 16, h // 4 + h // 20),
                                 fill=255)
    glow = glow.filter(ImageFilter.GaussianBlur(w // 40)).resize(size, Image.Resampling.BILINEAR)
    # Every pixel is the theme's colour mixed with the light's by the glow's
    # value there: the glow indexes the 256 mixes, made by Pillow's own
    # paste (the very pixels of pasting the light through the glow, in one
    # pass over the picture instead of a fill and a paste: half the time)
    image = glow.convert("P")
    image.putpalette(_mixes(th))
    return image.convert("RGB")


@lru_cache(maxsize=8)
def _mixes(th: Theme) -> bytes:
    """The theme's colour with its light pasted over it at every strength
    0-255, as a palette."""
    ramp = Image.new("RGB", (256, 1), th.background)
    ramp.paste(th.glow, (0, 0, 256, 1), Image.frombytes("L", (256, 1), bytes(range(256))))
    return ramp.tobytes()


class Packed(NamedTuple):
    """A kept layer as packed RGB bytes: three bytes a pixel where Pillow's
    RGB picture takes four, a quarter less for the layers every table of a
    size shares. :meth:`image` makes the picture a canvas draws on (0.25 ms
    for a 720 × 642 layer, against 0.09 ms for a copy), with the layer's
    ``info`` (what the legibility checks recorded of its texts).

    >>> layer = Packed.of(Image.new("RGB", (4, 2), (1, 2, 3)))
    >>> len(layer.data), layer.image().getpixel((3, 1))
    (24, (1, 2, 3))
    """

    size: tuple[int, int]
    #: The pixels (a mapped file's view where :mod:`render.shared_layers` shares them).
    data: bytes | memoryview
    info: dict[str | tuple[int, int], Any]

    @classmethod
    def of(cls, image: Image.Image) -> Packed:
        """``image`` (RGB) packed."""
        return cls(image.size, image.tobytes(), dict(image.info))

    def image(self) -> Image.Image:
        """A new RGB picture of the layer (``Canvas(layer.image(), copy=False)``)."""
        image = Image.frombytes("RGB", self.size, self.data)
        image.info.update(self.info)
        return image


@lru_cache(maxsize=256)
def ring(fraction_sixtieths: int, diameter: int, colour: RGB, track: RGB) -> Image.Image:
    """The countdown ring, full at 60/60, drawn smooth and cached per step."""
    s = diameter * 4
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    width = s // 11
    draw.ellipse((0, 0, s - 1, s - 1), outline=track, width=width)
    if fraction_sixtieths > 0:
        end = -90 + 360 * fraction_sixtieths / 60
        draw.arc((0, 0, s - 1, s - 1), -90, end, fill=colour, width=width)
    return image.resize((diameter, diameter), Image.Resampling.LANCZOS)
