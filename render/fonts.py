"""The shipped fonts, a fallback for symbols, and cached text labels.

DejaVu Sans Bold is the face of every picture (Latin with umlauts and ß,
arrows, stars, many symbols); Noto Sans Symbols 2 is the fallback for the
symbols it lacks (hourglass, media keys, more pictographs). Both lie in
``render/fonts`` with their licences (``LICENSE-DejaVu.txt``, the Bitstream
Vera licence; ``LICENSE-Noto.txt``, the SIL Open Font License 1.1), so a
fresh machine draws the same pictures.

A label (a text in one size) is drawn once and its glyphs' coverage
cached; a table picture pastes a colour through it instead of rasterising
its text again.

>>> has_glyph("ä") and has_glyph("ß") and has_glyph("×")
True
>>> label("Größe", 20, (0, 0, 0)).mode
'RGBA'
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from render import cache_share
from render.kept import Kept

FONT_DIR = Path(__file__).resolve().parent / "fonts"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
SYMBOLS = FONT_DIR / "NotoSansSymbols2-Regular.ttf"
#: The faces tried in order for every character.
CHAIN: tuple[Path, ...] = (BOLD, SYMBOLS)

# A code point no font has: its rendering is the face's "missing glyph" box.
_NEVER = "\U0010fffd"


@lru_cache(maxsize=64)
def font(size: int, path: Path = BOLD) -> ImageFont.FreeTypeFont:
    """The shipped face at ``size`` pixels."""
    return ImageFont.truetype(str(path), size)


@lru_cache(maxsize=64)
def ascent(size: int) -> int:
    """The bold face's ascent at ``size`` pixels (where a label's baseline lies)."""
    return int(font(size).getmetrics()[0])


@lru_cache(maxsize=4)
def _missing_mask(path: Path) -> bytes:
    return bytes(font(32, path).getmask(_NEVER))


@lru_cache(maxsize=2048)
def _face_has(path: Path, char: str) -> bool:
    if char.isspace():
        return True
    return bytes(font(32, path).getmask(char)) != _missing_mask(path)


@lru_cache(maxsize=4096)
def face_for(char: str) -> Path:
    """The first face of the chain that has ``char`` (the last one otherwise;
    remembered by the character alone: asked for every character of every
    text measured, and a path is slow to hash)."""
    for path in CHAIN:
        if _face_has(path, char):
            return path
    return CHAIN[-1]


@lru_cache(maxsize=4096)
def has_glyph(char: str) -> bool:
    """Whether any shipped face can draw ``char`` (remembered by the
    character: every name of every picture is filtered through it)."""
    return any(_face_has(path, char) for path in CHAIN)


def runs(text: str) -> list[tuple[Path, str]]:
    """``text`` split into pieces that one face can draw each.

    >>> [(p.name, piece) for p, piece in runs("Zeit ⏳")]
    [('DejaVuSans-Bold.ttf', 'Zeit '), ('NotoSansSymbols2-Regular.ttf', '⏳')]
    """
    out: list[tuple[Path, str]] = []
    for char in text:
        path = face_for(char)
        # face_for gives CHAIN's own paths: ``is``, as Path's ``==`` is slow
        # (a tenth of drawing a page of new texts)
        if out and out[-1][0] is path:
            out[-1] = (path, out[-1][1] + char)
        else:
            out.append((path, char))
    return out


def printable(text: str) -> str:
    """``text`` without the characters no shipped face can draw (emoji,
    scripts DejaVu lacks), so a player's name never shows empty boxes.

    >>> printable("Anna 🦄 Groß")
    'Anna Groß'
    """
    kept = "".join(ch for ch in text if has_glyph(ch))
    return " ".join(kept.split())


@lru_cache(maxsize=8192)
def text_width(text: str, size: int) -> int:
    """The advance width of ``text`` at ``size`` pixels (remembered: layouts
    that wrap and measure ask for the same few thousand texts again and
    again; bounded, a few hundred KB at most)."""
    return round(sum(font(size, path).getlength(piece) for path, piece in runs(text)))


def fit(text: str, size: int, width: int) -> str:
    """``text``, shortened with "…" until it fits ``width`` pixels."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


#: What the kept shapes of labels may hold at most (one byte a pixel: a
#: text's glyph coverage at one size, pasted in any colour). Every table's
#: names and amounts make shapes of their own: bounded by their number the
#: cache grew the picture process with the tables. 4 MB holds the texts of a
#: few hundred live tables (what 16 MB of RGBA labels in one colour each
#: held, docs/benchmarks-history/2026-diary.md, "Load at 100 tables,
#: 2026-12-02"); a picture process of one of K bot processes keeps 1/K of
#: it (:mod:`render.cache_share`: it draws 1/K of the tables).
LABEL_BYTES = 4 * 2**20


class _Labels:
    """The label cache: each text and size drawn once, kept as its glyphs'
    coverage (the alpha of its label in any colour); least recently used
    shapes go first once they hold more than :data:`LABEL_BYTES`
    (``cache_clear`` and ``cache_info`` as :func:`functools.lru_cache` has
    them)."""

    def __init__(self) -> None:
        self._kept: Kept[Image.Image] = Kept(lambda: cache_share.room(LABEL_BYTES),
                                             lambda shape: shape.width * shape.height)

    def shape(self, text: str, size: int) -> Image.Image:
        """The coverage of ``text`` at ``size`` (mode L), cached: pasted
        through it, a colour makes the label of that colour
        (:meth:`render.canvas.Canvas.text`)."""
        key = (text, size)
        shape = self._kept.find(key)
        if shape is None:
            shape = self._kept.keep(key, _draw_label(text, size, (0, 0, 0)).getchannel("A"))
        return shape

    def __call__(self, text: str, size: int, fill: tuple[int, int, int]) -> Image.Image:
        """``text`` in ``fill`` on a transparent image (a new one, made from
        the kept shape: the colour everywhere, the coverage its alpha, as
        drawing gives it).

        The image is as high as the face's ascent + descent, so labels of one
        size share a baseline when pasted at the same y.
        """
        shape = self.shape(text, size)
        image = Image.new("RGBA", shape.size, (*fill, 0))
        image.putalpha(shape)
        return image

    def cache_clear(self) -> None:
        """Forget every label."""
        self._kept.forget()

    def cache_info(self) -> tuple[int, int, int, int]:
        """(hits, misses, shapes kept, bytes held)."""
        kept = self._kept
        return kept.hits, kept.misses, len(kept), kept.held


def _draw_label(text: str, size: int, fill: tuple[int, int, int]) -> Image.Image:
    base = font(size)
    ascent, descent = base.getmetrics()
    width = max(1, text_width(text, size))
    image = Image.new("RGBA", (width, ascent + descent), (*fill, 0))
    draw = ImageDraw.Draw(image)
    x = 0.0
    for path, piece in runs(text):
        face = font(size, path)
        # Align every face on the bold face's baseline.
        draw.text((x, ascent), piece, font=face, fill=(*fill, 255), anchor="ls")
        x += face.getlength(piece)
    return image


#: ``label(text, size, fill)``: see :class:`_Labels`.
label = _Labels()
