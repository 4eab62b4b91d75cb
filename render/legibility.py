"""How readable a picture's texts are on a phone (issue 38).

Discord shows a picture 400 px wide on a phone. A text's height there is
the capital height of its face at the size the renderer drew it, scaled by
400 / the picture's width; it must be at least :data:`MIN_HEIGHT` px, and
its colour must stand out from what lies under it by :data:`MIN_CONTRAST`.

:func:`recording` notes every text a :class:`~render.canvas.Canvas` pastes
while it runs (text, size, box, ink and the colour under the box before the
text went on) and every picture it finishes; the checks then read the
renderer's own sizes, never a guess from pixels. Drawing outside a
recording costs nothing extra.

>>> from PIL import Image
>>> from render.canvas import Canvas
>>> with recording() as pictures:
...     c = Canvas(Image.new("RGB", (720, 200), (255, 255, 255)))
...     _ = c.text(10, 10, "Platz 1", 22, (0, 0, 0))
...     _ = c.text(10, 60, "Platz 2", 30, (0, 0, 0))
...     _ = c.finish()
>>> [(t.text, round(t.height_at(400, pictures[0].width), 1)) for t in pictures[0].texts]
[('Platz 1', 8.9), ('Platz 2', 12.2)]
>>> [p.text for p in problems(pictures[0])]
['Platz 1']
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image

from render import fonts
from render.theme import RGB, contrast

#: The smallest capital height a must-read text has at a phone's width.
MIN_HEIGHT = 12.0
#: The width Discord shows a picture at on a phone.
PHONE_WIDTH = 400
#: The smallest contrast of a text against what lies under it (WCAG AA).
MIN_CONTRAST = 4.5
#: The tallest a picture a player must read may be, as a share of its width.
MAX_ASPECT = 1.6


@lru_cache(maxsize=128)
def cap_height(size: int) -> int:
    """The ink height of a capital "H" of the shipped face at ``size`` px
    (the capital height and ascender line that the issue measured)."""
    box = fonts.font(size).getbbox("H", anchor="ls")
    return int(box[3] - box[1])


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One text a canvas pasted."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    fill: RGB
    under: RGB   # the commonest colour under the text's box before it went on

    def height_at(self, shown_width: int, width: int) -> float:
        """The capital height in px when the picture (``width`` px wide) is
        shown ``shown_width`` px wide."""
        return cap_height(self.size) * shown_width / width

    def contrast(self) -> float:
        """The contrast of the ink against what lies under the text."""
        return contrast(self.fill, self.under)


@dataclass(slots=True)
class DrawnPicture:
    """One finished picture and the texts drawn on it."""

    width: int
    height: int
    texts: list[DrawnText] = field(default_factory=list)
    name: str = ""


@dataclass(frozen=True, slots=True)
class Problem:
    """A text (or the picture's shape) that fails a check."""

    picture: str
    text: str
    reason: str

    def __str__(self) -> str:
        return f"{self.picture}: {self.text!r} {self.reason}"


#: ``image.info`` keys of a recorded picture: its texts so far (a layer
#: passes them on to the canvases drawn on it) and its finished record.
TEXTS_KEY = "speedtisch.texts"
PICTURE_KEY = "speedtisch.drawn"


class _Recorder:
    """The pictures being recorded (none outside :func:`recording`)."""

    def __init__(self) -> None:
        self.active = False
        self.done: list[DrawnPicture] = []

    def note_start(self, image: Image.Image, base: Image.Image) -> None:
        """A canvas begins on a copy of ``base``: it inherits the texts of a
        layer, and the layer is no picture of its own."""
        image.info[TEXTS_KEY] = list(base.info.get(TEXTS_KEY, ()))
        layer = base.info.get(PICTURE_KEY)
        if layer is not None and any(p is layer for p in self.done):
            self.done.remove(layer)
        image.info.pop(PICTURE_KEY, None)

    def note_text(self, image: Image.Image, text: str, size: int,
                  box: tuple[int, int, int, int], fill: RGB) -> None:
        """``text`` is about to be pasted into ``box`` of ``image``."""
        texts = image.info.setdefault(TEXTS_KEY, [])
        texts.append(DrawnText(text, size, box, fill, _under(image, box, fill)))

    def note_finish(self, image: Image.Image) -> None:
        """``image`` is finished."""
        picture = DrawnPicture(image.width, image.height, list(image.info.get(TEXTS_KEY, ())))
        image.info[PICTURE_KEY] = picture
        self.done.append(picture)


RECORDER = _Recorder()


def forget(image: Image.Image) -> None:
    """``image`` was drawn only to be measured and is never shown: it is no
    recorded picture."""
    picture = image.info.get(PICTURE_KEY)
    if picture is not None and any(p is picture for p in RECORDER.done):
        RECORDER.done.remove(picture)


def _under(image: Image.Image, box: tuple[int, int, int, int], fill: RGB) -> RGB:
    """The commonest colour inside ``box`` (clipped to the picture) that is
    not the text's own ink (an earlier, identical label may lie there)."""
    x0, y0 = max(0, box[0]), max(0, box[1])
    x1, y1 = min(image.width, box[2]), min(image.height, box[3])
    if x1 <= x0 or y1 <= y0:
        return fill
    region = image.crop((x0, y0, x1, y1)).convert("RGB")
    colours = region.getcolors(region.width * region.height) or []
    colours.sort(reverse=True)
    for _, colour in colours:
        if isinstance(colour, tuple) and colour[:3] != tuple(fill):
            return (colour[0], colour[1], colour[2])
    return fill


@contextmanager
def recording() -> Iterator[list[DrawnPicture]]:
    """Record every picture finished inside the block (in order)."""
    RECORDER.active, RECORDER.done = True, []
    try:
        yield RECORDER.done
    finally:
        RECORDER.active = False


def problems(picture: DrawnPicture, must_read: bool = True) -> list[Problem]:
    """Every text of ``picture`` that is smaller than :data:`MIN_HEIGHT` at
    a phone's width, is cut short with "…" or has less than
    :data:`MIN_CONTRAST` against what lies under it, and the picture's shape
    if it is too tall for a phone (``must_read``: a picture a player must
    read)."""
    out = []
    for drawn in picture.texts:
        height = drawn.height_at(PHONE_WIDTH, picture.width)
        if height < MIN_HEIGHT - 0.05:
            out.append(Problem(picture.name, drawn.text,
                               f"is {height:.1f} px high at {PHONE_WIDTH} px (size {drawn.size},"
                               f" picture {picture.width} px wide)"))
        if len(drawn.text) > 1 and drawn.text.endswith("…"):
            out.append(Problem(picture.name, drawn.text, "is cut"))
        ratio = drawn.contrast()
        if ratio < MIN_CONTRAST:
            out.append(Problem(picture.name, drawn.text,
                               f"has contrast {ratio:.2f}:1 ({drawn.fill} on {drawn.under})"))
    if must_read and picture.height > MAX_ASPECT * picture.width:
        out.append(Problem(picture.name, f"{picture.width}×{picture.height}",
                           f"is taller than {MAX_ASPECT} × its width"))
    return out
