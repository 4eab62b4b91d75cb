"""Encoding a picture for Discord.

Chosen by measurement (the render benchmark in ``tests/bench/``, figures in
``docs/BENCHMARKS.md``): lossless WebP at the fastest effort (method 0)
keeps the text sharp, encodes a table picture in about half the time of PNG
at compress level 1 and is smaller. Discord shows WebP inline.

A picture that is sent once rather than on every move (an end board, an
info answer) may ask for more effort by setting
``image.info[EFFORT_KEY] = ONCE``: still lossless, so not a pixel changes,
but at quality 75 the encoder looks harder for repeats. On tall, text-heavy
pictures that saves a third to two fifths of the bytes (the largest end
board 261 KB -> 159 KB) for 2-5 ms more; method 1 would save a little more
but costs ten times method 0 on the largest pictures (figures in
``docs/BENCHMARKS.md``).

>>> from PIL import Image
>>> encode(Image.new("RGB", (8, 8)))[:4], SUFFIX
(b'RIFF', '.webp')
"""

from __future__ import annotations

import hashlib
import io

from PIL import Image

from render import cache_share
from render.kept import Kept

FORMAT = "WEBP"
SUFFIX = ".webp"
#: Pillow's save options for :data:`FORMAT`.
OPTIONS: dict[str, object] = {"lossless": True, "method": 0, "quality": 0}
#: The ``image.info`` key by which a picture asks for an effort, and its values.
EFFORT_KEY = "speedtisch.effort"
ONCE = "once"
#: Save options for a picture sent once (``image.info[EFFORT_KEY] == ONCE``).
ONCE_OPTIONS: dict[str, object] = {"lossless": True, "method": 0, "quality": 75}
#: What a :class:`PixelCache` keeps by default: about 90 panel pictures (a
#: person's panels belong to a table: a picture process of one of K bot
#: processes keeps 1/K of it, :mod:`render.cache_share`). A panel is opened
#: again soon or not at all: over a minute at 100 tables, 16 MB found 236
#: panels encoded, 8 MB 234, 4 MB 193 (docs/benchmarks-history/2026-diary.md,
#: "Backgrounds as their glow").
CACHE_BYTES = 8 * 2**20


def encode(image: Image.Image) -> bytes:
    """The picture as bytes in the chosen format (see :data:`SUFFIX`), at the
    effort the picture asks for (see :data:`EFFORT_KEY`)."""
    buffer = io.BytesIO()
    options = ONCE_OPTIONS if image.info.get(EFFORT_KEY) == ONCE else OPTIONS
    image.save(buffer, format=FORMAT, **options)
    return buffer.getvalue()


class PixelCache:
    """Encoded pictures by a digest of their pixels, the oldest forgotten
    first once they hold more than ``limit`` bytes.

    A picture drawn again without a change (a panel opened again while
    nothing of its owner's changed) is not encoded again: drawing a panel
    takes about 3 ms, encoding it about 16 ms. The key is the pixels
    themselves, so a hit is the same picture by construction.

    >>> cache = PixelCache(limit=10**6)
    >>> first = cache.encode(Image.new("RGB", (8, 8)))
    >>> first == cache.encode(Image.new("RGB", (8, 8))), cache.hits
    (True, 1)
    >>> first == cache.encode(Image.new("RGB", (8, 8), "white")), cache.hits
    (False, 1)
    """

    def __init__(self, limit: int = CACHE_BYTES) -> None:
        #: The room with every table in this process (this process's share: :attr:`room`).
        self.limit = limit
        self._kept: Kept[bytes] = Kept(lambda: self.room, len)

    @property
    def hits(self) -> int:
        """Pictures found encoded."""
        return self._kept.hits

    @property
    def room(self) -> int:
        """The bytes this picture process keeps: its share of :attr:`limit`."""
        return cache_share.room(self.limit)

    def encode(self, image: Image.Image) -> bytes:
        """The picture encoded as :func:`encode` does, from the cache if
        these pixels were encoded before."""
        digest = hashlib.sha256(image.tobytes())
        digest.update(f"{image.mode} {image.size} {image.info.get(EFFORT_KEY)}".encode())
        key = digest.digest()
        data = self._kept.find(key)
        return self._kept.keep(key, encode(image)) if data is None else data
