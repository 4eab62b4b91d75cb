"""A picture being composed: pastes cached labels and sprites onto a copy of
a cached background, and remembers the smallest text size it used (the
legibility test reads it from ``image.info``).

>>> from PIL import Image
>>> c = Canvas(Image.new("RGB", (200, 50)))
>>> c.text(10, 10, "Größe", 24, (255, 255, 255)) > 0
True
>>> c.finish().info[MIN_TEXT_KEY]
24
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, _imaging

from render import fonts
from render.legibility import RECORDER
from render.theme import PLAYER_COLOURS, RGB, ink_on

#: Pillow's core fill (what ``Image.new`` calls, without its Python object:
#: a label's colour is made sixty times a picture).
_solid = _imaging.fill

#: ``image.info`` key under which a picture records its smallest text size.
MIN_TEXT_KEY = "speedtisch.min_text_px"
#: ``image.info`` key: texts that did not fit inside the picture (a layout bug).
OVERFLOW_KEY = "speedtisch.overflow"
#: Cap height of the shipped bold face as a share of its size.
CAP = 0.73

Box = tuple[int, int, int, int]


#: A sign that never ends a line: it goes with the number after it ("+ 250").
SIGNS = frozenset({"+", "−", "-", "×", "="})


def sign_words(text: str) -> list[str]:
    """The words of ``text`` split at ASCII spaces, a lone sign joined to
    the word after it (so a wrapped line never ends with "+").

    >>> sign_words("(1000 + 350) × 2")
    ['(1000', '+ 350)', '× 2']
    """
    words: list[str] = []
    for word in filter(None, text.split(" ")):
        if words and words[-1] in SIGNS:
            words[-1] += " " + word
        else:
            words.append(word)
    return words


class Canvas:
    """An RGB picture with helpers for labels, chips and sprites."""

    def __init__(self, base: Image.Image, *, copy: bool = True) -> None:
        # copy=False: ``base`` was made for this canvas alone (drawn on as it is)
        self.image = base.copy() if copy else base
        if RECORDER.active:
            RECORDER.note_start(self.image, base)
        self.draw = ImageDraw.Draw(self.image)
        self.min_size: int | None = None
        self.overflow: list[str] = []

    def text(self, x: float, y: float, text: str, size: int, fill: RGB,
             anchor: str = "la") -> int:
        """Paste ``text`` at (x, y); ``anchor`` as in Pillow: l/m/r then
        a (top of the line), m (middle of the capitals) or s (baseline).
        Returns the width."""
        if not text:
            return 0
        self.min_size = size if self.min_size is None else min(self.min_size, size)
        shape = fonts.label.shape(text, size)
        ascent = fonts.ascent(size)
        w, h = shape.size
        h_anchor, v_anchor = anchor[0], anchor[1]
        left = x - (w / 2 if h_anchor == "m" else w if h_anchor == "r" else 0)
        if v_anchor == "a":
            top = y
        elif v_anchor == "s":
            top = y - ascent
        else:
            top = y - ascent + size * CAP / 2
        if left < 0 or top < 0 or left + w > self.image.width or top + h > self.image.height:
            self.overflow.append(text)
        if RECORDER.active:
            RECORDER.note_text(self.image, text, size, (
                round(left), round(top), round(left) + w, round(top) + h), fill)
        at = (round(left), round(top))
        if self.image.mode == "RGB":
            # The colour pasted through the text's coverage by Pillow's own
            # paste (without its checks of modes and arguments): the very
            # pixels of pasting the RGBA label in that colour, in the same
            # time, with no label kept per colour
            self.image.im.paste(_solid("RGB", (w, h), fill), (*at, at[0] + w, at[1] + h),
                                shape.im)
        else:
            image = fonts.label(text, size, fill)
            self.image.paste(image, at, image)
        return w

    @staticmethod
    def wrap(text: str, size: int, width: int) -> list[str]:
        """``text`` broken into lines at word boundaries to fit ``width``.
        Only ASCII spaces break a line: a no-break space (U+00A0) keeps
        "3 × 50" together."""
        lines: list[str] = []
        for word in sign_words(text.replace("\n", " ")):
            if lines and fonts.text_width(lines[-1] + " " + word, size) <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        return lines

    def paragraph(self, x: int, y: int, width: int, text: str, size: int, fill: RGB,
                  line_gap: float = 1.2, max_lines: int = 4) -> int:
        """``text`` wrapped at word boundaries into ``width``; returns the y
        below the last line."""
        lines = self.wrap(text, size, width)
        if len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = fonts.fit(lines[-1] + " …", size, width)
        step = round(size * line_gap)
        for i, line in enumerate(lines):
            self.text(x, y + i * step, fonts.fit(line, size, width).replace("\u00a0", " "),
                      size, fill)
        return y + len(lines) * step

    def box(self, box: Box, fill: RGB | None, outline: RGB | None = None, width: int = 0,
            radius: int = 10) -> None:
        """A rounded rectangle."""
        x0, y0, x1, y1 = box
        if (self.image.mode == "RGB" and type(x0) is type(y0) is type(x1) is type(y1) is int
                and x1 >= x0 and y1 >= y0 and (x1 - x0 + 1) * (y1 - y0 + 1) <= SPRITE_AREA):
            # a small box is pasted as drawn once (Pillow draws its corners
            # in Python, slice by slice): the same pixels, a third of the time
            sprite = _box_sprite(x1 - x0, y1 - y0, _colour(fill), _colour(outline), width,
                                 radius)
            m = _spill(width)
            self.image.im.paste(sprite.im, (x0 - m, y0 - m, x1 + 1 + m, y1 + 1 + m), sprite.im)
            return
        self.draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)

    def sprite(self, sprite: Image.Image, x: int, y: int) -> None:
        """Paste an RGBA sprite with its own transparency."""
        self.image.paste(sprite, (x, y), sprite)

    def chip(self, x: int, y: int, seat: int, name: str, size: int, max_width: int,
             anchor: str = "l") -> int:
        """A player's name on his colour; (x, y) is the left (or centre,
        ``anchor="m"``, or right, ``"r"``) of its middle. Returns the width."""
        colour = PLAYER_COLOURS[seat]
        pad = size // 2
        name = fonts.fit(name, size, max_width - 2 * pad)
        w = fonts.text_width(name, size) + 2 * pad
        h = round(size * 1.45)
        left = x - (w // 2 if anchor == "m" else w if anchor == "r" else 0)
        self.box((left, y - h // 2, left + w, y + h // 2), colour, radius=h // 2)
        self.text(left + pad, y, name, size, ink_on(colour), "lm")
        return w

    def finish(self) -> Image.Image:
        """The picture, with its smallest text size and any overflow recorded."""
        self.image.info[MIN_TEXT_KEY] = self.min_size or 0
        self.image.info[OVERFLOW_KEY] = tuple(self.overflow)
        if RECORDER.active:
            RECORDER.note_finish(self.image)
        return self.image


#: The largest box (in pixels) kept as a sprite; larger ones are drawn.
SPRITE_AREA = 32_000


def _spill(width: int) -> int:
    """How far past its box Pillow may draw a box's outline (a box narrower
    than its outline spills over): the margin around a sprite."""
    return width + 2


def _colour(colour: RGB | None) -> tuple[int, ...] | None:
    return None if colour is None else tuple(colour)


@lru_cache(maxsize=96)
def _box_sprite(w: int, h: int, fill: tuple[int, ...] | None, outline: tuple[int, ...] | None,
                width: int, radius: int) -> Image.Image:
    """A rounded rectangle of w × h px on transparency, with a margin for
    what spills over (see :func:`_spill`). Pillow draws it without
    smoothing, so pasted with its own alpha it sets the very pixels drawing
    it in place would (96 sprites of at most about 32,000 px: 12 MB)."""
    m = _spill(width)
    sprite = Image.new("RGBA", (w + 1 + 2 * m, h + 1 + 2 * m), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).rounded_rectangle(
        (m, m, m + w, m + h), radius=radius, fill=None if fill is None else (*fill[:3], 255),
        outline=None if outline is None else (*outline[:3], 255), width=width)
    return sprite
