"""Encoding a picture for Discord.

Chosen by measurement (``tests/bench/render_fabel.py``, figures in
``docs/BENCHMARKS.md``): lossless WebP at the fastest effort (method 0)
keeps the text sharp, encodes a table picture in about half the time of PNG
at compress level 1 and is smaller. Discord shows WebP inline.

A picture that is sent once rather than on every move (the end board, a
Karten-Info answer) may ask for more effort by setting
``image.info[EFFORT_KEY] = ONCE``: still lossless, so not a pixel changes,
but at quality 75 the encoder looks harder for repeats. On these tall,
text-heavy pictures that saves a third to two fifths of the bytes
(six-player Meistermarkt end board: 261 KB -> 159 KB, the largest Karten-Info
253 KB -> 200 KB) for 2-5 ms more. Method 1 would save a little more on the
end board but costs 140 ms on a Karten-Info picture, ten times method 0.

>>> from PIL import Image
>>> encode(Image.new("RGB", (8, 8)))[:4], SUFFIX
(b'RIFF', '.webp')
"""

from __future__ import annotations

import io

from PIL import Image

FORMAT = "WEBP"
SUFFIX = ".webp"
#: Pillow's save options for :data:`FORMAT`.
OPTIONS: dict[str, object] = {"lossless": True, "method": 0, "quality": 0}
#: The ``image.info`` key by which a picture asks for an effort, and its values.
EFFORT_KEY = "speedtisch.effort"
ONCE = "once"
#: Save options for a picture sent once (``image.info[EFFORT_KEY] == ONCE``).
ONCE_OPTIONS: dict[str, object] = {"lossless": True, "method": 0, "quality": 75}


def encode(image: Image.Image) -> bytes:
    """The picture as bytes in the chosen format (see :data:`SUFFIX`), at the
    effort the picture asks for (see :data:`EFFORT_KEY`)."""
    buffer = io.BytesIO()
    options = ONCE_OPTIONS if image.info.get(EFFORT_KEY) == ONCE else OPTIONS
    image.save(buffer, format=FORMAT, **options)
    return buffer.getvalue()
