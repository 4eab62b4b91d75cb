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

from PIL import Image, ImageDraw

from render import fonts
from render.legibility import RECORDER
from render.theme import PLAYER_COLOURS, RGB, ink_on

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

    def __init__(self, base: Image.Image) -> None:
        self.image = base.copy()
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
        image = fonts.label(text, size, fill)
        ascent, _ = fonts.font(size).getmetrics()
        w = image.width
        h_anchor, v_anchor = anchor[0], anchor[1]
        left = x - (w / 2 if h_anchor == "m" else w if h_anchor == "r" else 0)
        if v_anchor == "a":
            top = y
        elif v_anchor == "s":
            top = y - ascent
        else:
            top = y - ascent + size * CAP / 2
        if left < 0 or top < 0 or left + w > self.image.width or top + image.height > (
                self.image.height):
            self.overflow.append(text)
        if RECORDER.active:
            RECORDER.note_text(self.image, text, size, (
                round(left), round(top), round(left) + w, round(top) + image.height), fill)
        self.image.paste(image, (round(left), round(top)), image)
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
