"""Card art drawn by the project: the ten creatures, the money cards and the
card back, as cached RGBA sprites.

Every creature has its own colour, a white emblem (a simple silhouette:
flame, hare with antlers, hat and beard, fish tail, club, wing, donkey,
horn, fire bird, bat wing) and its Vierer value large in the corner; money
cards show their value large on the colour of their denomination. In the
Meistermarkt an Ahnenbrief is a parchment letter sealed with its creature's
wax seal (colour and emblem) and "+250" in the corner; a Kobold is a grinning
imp with pointed ears and a tasselled cap on a mossy green. The faces
are the same in both themes. Sprites are drawn four times larger and scaled
down (smooth edges), once per size: a table picture only pastes them. The
ones the table picture pastes ship drawn (``render/fabel/sprites``, see
:mod:`render.fabel.shipped`): a fresh process loads them instead of drawing.

>>> creature_card(9, 120).size
(120, 168)
>>> money_card(500, 80).size == (80, 112)
True
>>> letter_card(3, 100).size, kobold_card(100).size
((100, 140), (100, 140))
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw

from engines.fabel.cards import KOBOLD as KOBOLD_CARD
from engines.fabel.cards import (
    LETTER,
    LETTER_POINTS,
    VIERER_VALUE,
    is_letter,
    is_money,
    money_value,
)
from engines.texts import per_language, t
from render import fonts
from render.fabel.colours import CREATURE_COLOURS, MONEY_COLOURS
from render.sprite_store import SpriteStore
from render.sprites import Pen, Point, rotated_oval, rounded, shadow_text, shrink, teardrop
from render.theme import RGB, hex_rgb, mix

SCALE = 4
CARD_RATIO = 1.4
#: A card narrower than this leaves the name on its band off: the name would
#: be under 22 px, less than 12 px where a phone shows the picture 400 px wide
#: (the colour and the emblem still tell the card).
NAMED_WIDTH = 144
#: The smallest text a card writes, in pixels of the picture: a corner value
#: that would be smaller (on the panel's 62 px cards: 9 px at phone width)
#: is left off too; the colour and the emblem tell the card, and the
#: Tiertafel's head gives every sort's value.
MIN_CARD_TEXT = 22
CREAM: RGB = hex_rgb("#fff8e6")
INK: RGB = hex_rgb("#1d1a24")
BACK: RGB = hex_rgb("#2d2357")
BACK_LINE: RGB = hex_rgb("#e2b857")
#: Meistermarkt cards: the letter's parchment and ink, the Kobold's moss.
PARCHMENT: RGB = hex_rgb("#f1e2bd")
PARCHMENT_EDGE: RGB = hex_rgb("#8a6a3b")
KOBOLD: RGB = hex_rgb("#4f7a3a")
KOBOLD_SKIN: RGB = hex_rgb("#9fd36b")
KOBOLD_CAP: RGB = hex_rgb("#c0392b")
#: The sprites the table picture pastes ship drawn (:mod:`render.sprite_store`,
#: the list in :mod:`render.fabel.shipped`).
STORE = SpriteStore(Path(__file__).resolve().parent / "sprites")

# --- the ten emblems ---------------------------------------------------------

def _irrlicht(pen: Pen) -> None:
    pen.poly(teardrop(0.5, 0.62, 0.25, 0.5, 0.06))
    pen.poly(teardrop(0.5, 0.66, 0.13, 0.5, 0.34), "mid")
    for x, y, r in ((0.16, 0.3, 0.05), (0.84, 0.42, 0.04), (0.2, 0.82, 0.035), (0.82, 0.16, 0.03)):
        pen.oval(x - r, y - r, x + r, y + r)


def _wolpertinger(pen: Pen) -> None:
    pen.poly(rotated_oval(0.38, 0.3, 0.07, 0.22, -14))
    pen.poly(rotated_oval(0.62, 0.3, 0.07, 0.22, 14))
    pen.line([(0.3, 0.5), (0.12, 0.22), (0.04, 0.12)], 0.045)
    pen.line([(0.16, 0.28), (0.06, 0.32)], 0.04)
    pen.line([(0.7, 0.5), (0.88, 0.22), (0.96, 0.12)], 0.045)
    pen.line([(0.84, 0.28), (0.94, 0.32)], 0.04)
    pen.oval(0.24, 0.44, 0.76, 0.94)
    pen.oval(0.34, 0.6, 0.43, 0.69, "dark")
    pen.oval(0.57, 0.6, 0.66, 0.69, "dark")
    pen.poly([(0.46, 0.76), (0.54, 0.76), (0.5, 0.81)], "dark")


def _zwerg(pen: Pen) -> None:
    pen.poly([(0.5, 0.52), (0.16, 0.58), (0.5, 0.98), (0.84, 0.58)])
    pen.oval(0.3, 0.36, 0.7, 0.66, "mid")
    pen.poly([(0.56, 0.02), (0.2, 0.44), (0.8, 0.44)])
    pen.poly([(0.16, 0.42), (0.84, 0.42), (0.84, 0.48), (0.16, 0.48)], "dark")
    pen.oval(0.39, 0.5, 0.45, 0.56, "dark")
    pen.oval(0.55, 0.5, 0.61, 0.56, "dark")


def _nixe(pen: Pen) -> None:
    pen.poly([(0.36, 0.04), (0.64, 0.04), (0.66, 0.3), (0.6, 0.5), (0.54, 0.66), (0.9, 0.92),
              (0.66, 0.88), (0.5, 0.76), (0.34, 0.88), (0.1, 0.92), (0.46, 0.66), (0.4, 0.5),
              (0.34, 0.3)])
    for y in (0.18, 0.32, 0.46):
        pen.line([(0.42, y), (0.5, y + 0.05), (0.58, y)], 0.03, "mid")


def _troll(pen: Pen) -> None:
    pen.poly([(0.14, 0.92), (0.24, 0.98), (0.56, 0.46), (0.44, 0.38)])
    pen.poly(rotated_oval(0.62, 0.3, 0.2, 0.3, 35))
    for x, y in ((0.42, 0.12), (0.7, 0.04), (0.88, 0.26), (0.86, 0.52), (0.56, 0.56)):
        pen.poly(teardrop(0.62, 0.3, 0.1, x - (0.62 - x) * 0.3, y - (0.3 - y) * 0.3))
    for x, y in ((0.56, 0.22), (0.68, 0.36), (0.6, 0.42)):
        pen.oval(x - 0.035, y - 0.035, x + 0.035, y + 0.035, "dark")


def _greif(pen: Pen) -> None:
    pivot = (0.2, 0.86)
    for i, (length, width) in enumerate(((0.86, 0.12), (0.8, 0.12), (0.7, 0.11), (0.58, 0.1),
                                         (0.46, 0.09))):
        angle = -88 + i * 17
        a = math.radians(angle)
        cx = pivot[0] + math.cos(a) * length / 2
        cy = pivot[1] + math.sin(a) * length / 2
        pen.poly(rotated_oval(cx, cy, length / 2, width, angle), "fg" if i % 2 == 0 else "mid")
    pen.oval(0.08, 0.74, 0.32, 0.98)


def _goldesel(pen: Pen) -> None:
    pen.poly(rotated_oval(0.34, 0.2, 0.07, 0.2, -18))
    pen.poly(rotated_oval(0.6, 0.2, 0.07, 0.2, 18))
    pen.poly(rotated_oval(0.46, 0.56, 0.2, 0.3, 0))
    pen.oval(0.3, 0.66, 0.62, 0.92, "mid")
    pen.oval(0.36, 0.74, 0.41, 0.79, "dark")
    pen.oval(0.51, 0.74, 0.56, 0.79, "dark")
    pen.oval(0.34, 0.42, 0.4, 0.48, "dark")
    pen.oval(0.52, 0.42, 0.58, 0.48, "dark")
    for i, y in enumerate((0.86, 0.78, 0.7)):
        pen.oval(0.7, y - 0.06, 0.98, y + 0.06, "dark")
        pen.oval(0.7, y - 0.08, 0.98, y + 0.04, "fg")
        if i == 2:
            pen.oval(0.78, y - 0.055, 0.9, y + 0.015, "mid")


def _einhorn(pen: Pen) -> None:
    pen.poly([(0.5, 0.02), (0.34, 0.9), (0.66, 0.9)])
    for i in range(1, 6):
        y = 0.12 + i * 0.14
        half = 0.16 * (y - 0.02) / 0.88
        pen.line([(0.5 - half, y + 0.04), (0.5 + half, y - 0.03)], 0.035, "mid")
    for x, y, r in ((0.18, 0.24, 0.07), (0.82, 0.4, 0.06), (0.2, 0.66, 0.045)):
        pen.poly([(x, y - r * 1.8), (x + r * 0.4, y - r * 0.4), (x + r * 1.8, y),
                  (x + r * 0.4, y + r * 0.4), (x, y + r * 1.8), (x - r * 0.4, y + r * 0.4),
                  (x - r * 1.8, y), (x - r * 0.4, y - r * 0.4)])


def _phoenix(pen: Pen) -> None:
    for side in (-1, 1):
        for tip, r in (((0.5 + side * 0.46, 0.08), 0.1), ((0.5 + side * 0.48, 0.34), 0.09),
                       ((0.5 + side * 0.4, 0.58), 0.08)):
            pen.poly(teardrop(0.5 + side * 0.16, 0.56, r, *tip))
    pen.poly(teardrop(0.5, 0.62, 0.12, 0.5, 0.2), "mid")
    pen.poly([(0.42, 0.7), (0.58, 0.7), (0.66, 0.98), (0.5, 0.86), (0.34, 0.98)])


def _drache(pen: Pen) -> None:
    top = [(0.08, 0.84), (0.34, 0.34), (0.52, 0.1), (0.96, 0.2)]
    scallops: list[Point] = []
    anchors = [(0.96, 0.2), (0.84, 0.58), (0.62, 0.66), (0.4, 0.78), (0.08, 0.84)]
    for (x0, y0), (x1, y1) in zip(anchors, anchors[1:], strict=False):
        for i in range(1, 9):
            u = i / 8
            sag = math.sin(u * math.pi) * 0.08
            scallops.append((x0 + (x1 - x0) * u - sag * 0.6, y0 + (y1 - y0) * u - sag))
    pen.poly(top + scallops)
    for end in anchors[1:4]:
        pen.line([(0.52, 0.1), end], 0.03, "mid")
    pen.line([(0.08, 0.84), (0.34, 0.34), (0.52, 0.1), (0.96, 0.2)], 0.05, "fg")


EMBLEMS: tuple[Callable[[Pen], None], ...] = (
    _irrlicht, _wolpertinger, _zwerg, _nixe, _troll, _greif, _goldesel, _einhorn, _phoenix,
    _drache,
)


def _pen(draw: ImageDraw.ImageDraw, kind: int, x: float, y: float, size: float) -> Pen:
    colour = CREATURE_COLOURS[kind]
    return Pen(draw, x, y, size, CREAM, mix(colour, CREAM, 0.45), mix(colour, INK, 0.55))


def _band_name(draw: ImageDraw.ImageDraw, w: int, y: float, name: str, size: int,
               fill: RGB) -> None:
    """A card's name centred on its band at ``y``, as large as it fits up to
    ``size``, never under :data:`MIN_CARD_TEXT` (then, with the band's
    margins a little narrower, or not at all)."""
    floor = MIN_CARD_TEXT * SCALE
    while fonts.text_width(name, size) > w * 0.86 and size > floor:
        size = max(floor, size - SCALE)
    if fonts.text_width(name, size) > w * 0.94:
        return
    shadow_text(draw, (w / 2, y), name, size, fill, "mm")


@per_language(maxsize=128)
@STORE.sprite
def creature_card(kind: int, width: int) -> Image.Image:
    """The face of a creature card, ``width`` pixels wide (height 1.4 ×)."""
    w, h = width * SCALE, round(width * CARD_RATIO) * SCALE
    colour = CREATURE_COLOURS[kind]
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = max(SCALE, w // 40)
    rounded(draw, (0, 0, w - 1, h - 1), w * 0.09, mix(colour, INK, 0.45))
    rounded(draw, (edge, edge, w - 1 - edge, h - 1 - edge), w * 0.075, colour)
    glow = mix(colour, CREAM, 0.22)
    draw.ellipse((w * 0.12, h * 0.22, w * 0.88, h * 0.22 + w * 0.76), fill=glow)
    size = w * 0.62
    EMBLEMS[kind](_pen(draw, kind, (w - size) / 2, h * 0.25, size))
    value_size = round(w * (0.26 if VIERER_VALUE[kind] < 1000 else 0.22))
    if value_size >= MIN_CARD_TEXT * SCALE:
        shadow_text(draw, (w * 0.09, h * 0.03), str(VIERER_VALUE[kind]), value_size, CREAM,
                    "la", shadow=mix(colour, INK, 0.6))
    band = h * 0.79
    draw.rectangle((edge, band, w - 1 - edge, h * 0.93), fill=mix(colour, INK, 0.4))
    if width >= NAMED_WIDTH:
        _band_name(draw, w, (band + h * 0.93) / 2, t(f"fabel.creature.{kind}"),
                   round(w * 0.15), CREAM)
    return shrink(image, (width, round(width * CARD_RATIO)))


@lru_cache(maxsize=128)
@STORE.sprite
def creature_icon(kind: int, size: int) -> Image.Image:
    """A square token of a creature (colour and emblem) for the Tiertafel."""
    s = size * SCALE
    colour = CREATURE_COLOURS[kind]
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    rounded(draw, (0, 0, s - 1, s - 1), s * 0.22, mix(colour, INK, 0.45))
    rounded(draw, (s * 0.05, s * 0.05, s * 0.95 - 1, s * 0.95 - 1), s * 0.18, colour)
    inner = s * 0.76
    EMBLEMS[kind](_pen(draw, kind, (s - inner) / 2, (s - inner) / 2, inner))
    return shrink(image, (size, size))


@per_language(maxsize=64)
@STORE.sprite
def money_card(value: int, width: int) -> Image.Image:
    """The face of a money card: its value large on its denomination's colour."""
    w, h = width * SCALE, round(width * CARD_RATIO) * SCALE
    colour = MONEY_COLOURS[value]
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = max(SCALE, w // 30)
    rounded(draw, (0, 0, w - 1, h - 1), w * 0.1, mix(colour, INK, 0.5))
    rounded(draw, (edge, edge, w - 1 - edge, h - 1 - edge), w * 0.085, colour)
    r = w * 0.4
    cx, cy = w / 2, h / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=mix(colour, CREAM, 0.3),
                 outline=mix(colour, INK, 0.3), width=edge)
    size = round(w * (0.5 if value < 100 else 0.4))
    shadow_text(draw, (cx, cy), str(value), size, CREAM, "mm", shadow=mix(colour, INK, 0.6))
    if width >= NAMED_WIDTH:
        shadow_text(draw, (cx, h * 0.9), t("render.fabel.taler"), round(w * 0.15), CREAM, "mm")
    return shrink(image, (width, round(width * CARD_RATIO)))


@lru_cache(maxsize=32)
@STORE.sprite
def card_back(width: int) -> Image.Image:
    """The back of every card (deck, covered offers): the same in both themes."""
    w, h = width * SCALE, round(width * CARD_RATIO) * SCALE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = max(SCALE, w // 30)
    rounded(draw, (0, 0, w - 1, h - 1), w * 0.1, mix(BACK, INK, 0.5))
    rounded(draw, (edge, edge, w - 1 - edge, h - 1 - edge), w * 0.085, BACK)
    step = w / 5
    line = mix(BACK, BACK_LINE, 0.35)
    for i in range(-6, 12):
        x = i * step
        draw.line([(x, edge * 2), (x + h, h - edge * 2)], fill=line, width=edge // 2 + 1)
        draw.line([(x + h, edge * 2), (x, h - edge * 2)], fill=line, width=edge // 2 + 1)
    rounded(draw, (edge * 3, edge * 3, w - 1 - edge * 3, h - 1 - edge * 3), w * 0.06,
            None, BACK_LINE, edge)
    r = w * 0.22
    cx, cy = w / 2, h / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=BACK, outline=BACK_LINE, width=edge)
    star = [(cx + math.cos(math.radians(-90 + 36 * i)) * (r * (0.8 if i % 2 == 0 else 0.34)),
             cy + math.sin(math.radians(-90 + 36 * i)) * (r * (0.8 if i % 2 == 0 else 0.34)))
            for i in range(10)]
    draw.polygon(star, fill=BACK_LINE)
    # The picture is framed again after drawing the lattice over the edge.
    frame = Image.new("L", (w, h), 0)
    ImageDraw.Draw(frame).rounded_rectangle((0, 0, w - 1, h - 1), radius=w * 0.1, fill=255)
    image.putalpha(frame)
    return shrink(image, (width, round(width * CARD_RATIO)))


# --- Meistermarkt: the Ahnenbrief and the Kobold ---------------------------------

def _seal(draw: ImageDraw.ImageDraw, kind: int, cx: float, cy: float, r: float) -> None:
    """A wax seal in the creature's colour with its emblem pressed in."""
    colour = CREATURE_COLOURS[kind]
    wax = mix(colour, INK, 0.15)
    # A wavy rim, as wax spreads under the stamp.
    rim: list[Point] = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        rr = r * (1.0 + 0.07 * math.sin(a * 9))
        rim.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    draw.polygon(rim, fill=wax)
    draw.ellipse((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8),
                 fill=colour, outline=mix(colour, INK, 0.35), width=max(1, round(r * 0.06)))
    size = r * 1.1
    EMBLEMS[kind](_pen(draw, kind, cx - size / 2, cy - size / 2, size))


def _envelope(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float],
              line: int) -> None:
    """A folded letter: the sheet and the fold lines of its flap."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=mix(PARCHMENT, CREAM, 0.5), outline=PARCHMENT_EDGE, width=line)
    tip = y0 + (y1 - y0) * 0.58
    draw.line([(x0, y0), ((x0 + x1) / 2, tip), (x1, y0)], fill=PARCHMENT_EDGE, width=line)
    draw.line([(x0, y1), ((x0 + x1) / 2, y0 + (y1 - y0) * 0.45), (x1, y1)],
              fill=mix(PARCHMENT_EDGE, PARCHMENT, 0.5), width=max(1, line // 2))


@per_language(maxsize=64)
@STORE.sprite
def letter_card(kind: int, width: int) -> Image.Image:
    """The face of the Ahnenbrief of ``kind``: parchment framed in the
    creature's colour, a folded letter with its wax seal, "+250" in the
    corner and the creature's name on the band."""
    w, h = width * SCALE, round(width * CARD_RATIO) * SCALE
    colour = CREATURE_COLOURS[kind]
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = max(SCALE, w // 22)
    rounded(draw, (0, 0, w - 1, h - 1), w * 0.09, mix(colour, INK, 0.45))
    rounded(draw, (edge, edge, w - 1 - edge, h - 1 - edge), w * 0.075, PARCHMENT)
    # Faint writing lines behind the letter.
    for i in range(5):
        y = h * (0.2 + i * 0.045)
        draw.line([(w * 0.16, y), (w * (0.84 - 0.1 * (i % 2)), y)],
                  fill=mix(PARCHMENT, PARCHMENT_EDGE, 0.25), width=max(1, edge // 3))
    _envelope(draw, (w * 0.12, h * 0.3, w * 0.88, h * 0.66), max(1, edge // 2))
    _seal(draw, kind, w / 2, h * 0.5, w * 0.2)
    if round(w * 0.2) >= MIN_CARD_TEXT * SCALE:
        shadow_text(draw, (w * 0.09, h * 0.03), f"+{LETTER_POINTS}", round(w * 0.2),
                    mix(colour, INK, 0.3), "la")
    band = h * 0.72
    draw.rectangle((edge, band, w - 1 - edge, h * 0.93), fill=mix(colour, INK, 0.4))
    if width >= NAMED_WIDTH * 1.5:
        title = t("render.fabel.meister.letter_card")
        title_size = round(w * 0.1)
        shadow_text(draw, (w / 2, band + (h * 0.93 - band) * 0.3), title, title_size,
                    mix(CREAM, colour, 0.2), "mm")
    if width >= NAMED_WIDTH:
        _band_name(draw, w, band + (h * 0.93 - band) * 0.7, t(f"fabel.creature.{kind}"),
                   round(w * 0.14), CREAM)
    return shrink(image, (width, round(width * CARD_RATIO)))


@lru_cache(maxsize=64)
@STORE.sprite
def letter_icon(kind: int, size: int) -> Image.Image:
    """A small token of an Ahnenbrief: the folded letter with its seal."""
    s = size * SCALE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = max(SCALE, s // 16)
    _envelope(draw, (s * 0.02, s * 0.16, s * 0.98 - 1, s * 0.84), line)
    _seal(draw, kind, s / 2, s * 0.52, s * 0.3)
    return shrink(image, (size, size))


def _imp(draw: ImageDraw.ImageDraw, x: float, y: float, size: float) -> None:
    """The Kobold's head in a box of ``size`` at (x, y): pointed ears, a
    tasselled cap, big eyes and a crooked grin."""
    pen = Pen(draw, x, y, size, KOBOLD_SKIN, mix(KOBOLD_SKIN, INK, 0.35), INK)
    for side in (-1, 1):  # pointed ears, a darker inside
        pen.poly([(0.5 + side * 0.2, 0.5), (0.5 + side * 0.52, 0.26),
                  (0.5 + side * 0.26, 0.74)], "fg")
        pen.poly([(0.5 + side * 0.24, 0.54), (0.5 + side * 0.44, 0.34),
                  (0.5 + side * 0.27, 0.66)], "mid")
    pen.oval(0.2, 0.32, 0.8, 0.96)                              # head
    cap = Pen(draw, x, y, size, KOBOLD_CAP, mix(KOBOLD_CAP, CREAM, 0.5), mix(KOBOLD_CAP, INK, 0.4))
    cap.poly([(0.18, 0.46), (0.5, 0.22), (0.82, 0.46), (0.7, 0.3), (0.62, 0.04), (0.38, 0.16)])
    cap.oval(0.56, -0.02, 0.7, 0.12, "mid")                     # tassel
    cap.poly([(0.16, 0.42), (0.84, 0.42), (0.82, 0.5), (0.18, 0.5)], "dark")  # brim
    for ex in (0.37, 0.63):
        pen.oval(ex - 0.08, 0.56, ex + 0.08, 0.72, "fg")
        Pen(draw, x, y, size, CREAM, CREAM, INK).oval(ex - 0.07, 0.57, ex + 0.07, 0.71)
        pen.oval(ex - 0.035, 0.61, ex + 0.035, 0.68, "dark")
    # A crooked grin, wider on one side, with one tooth.
    pen.poly([(0.3, 0.78), (0.45, 0.86), (0.6, 0.85), (0.72, 0.74), (0.6, 0.9),
              (0.44, 0.91)], "dark")
    pen.poly([(0.47, 0.86), (0.53, 0.86), (0.5, 0.9)], "fg")


@per_language(maxsize=32)
@STORE.sprite
def kobold_card(width: int) -> Image.Image:
    """The face of a Kobold card: the imp on moss green, "Kobold" on the band."""
    w, h = width * SCALE, round(width * CARD_RATIO) * SCALE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = max(SCALE, w // 40)
    rounded(draw, (0, 0, w - 1, h - 1), w * 0.09, mix(KOBOLD, INK, 0.5))
    rounded(draw, (edge, edge, w - 1 - edge, h - 1 - edge), w * 0.075, KOBOLD)
    # Mischief: a scatter of little sparks round the imp.
    for fx, fy, r in ((0.16, 0.16, 0.03), (0.84, 0.2, 0.025), (0.14, 0.66, 0.022),
                      (0.86, 0.62, 0.03)):
        draw.ellipse((w * (fx - r), h * fy - w * r, w * (fx + r), h * fy + w * r),
                     fill=mix(KOBOLD, KOBOLD_SKIN, 0.6))
    draw.ellipse((w * 0.12, h * 0.16, w * 0.88, h * 0.16 + w * 0.76),
                 fill=mix(KOBOLD, CREAM, 0.18))
    size = w * 0.72
    _imp(draw, (w - size) / 2, h * 0.17, size)
    band = h * 0.79
    draw.rectangle((edge, band, w - 1 - edge, h * 0.93), fill=mix(KOBOLD, INK, 0.45))
    if width >= NAMED_WIDTH:
        shadow_text(draw, (w / 2, (band + h * 0.93) / 2), t("fabel.card.kobold"),
                    round(w * 0.15), CREAM, "mm")
    return shrink(image, (width, round(width * CARD_RATIO)))


@lru_cache(maxsize=32)
@STORE.sprite
def kobold_icon(size: int) -> Image.Image:
    """A square token of a Kobold (the imp on moss green)."""
    s = size * SCALE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    rounded(draw, (0, 0, s - 1, s - 1), s * 0.22, mix(KOBOLD, INK, 0.5))
    rounded(draw, (s * 0.05, s * 0.05, s * 0.95 - 1, s * 0.95 - 1), s * 0.18, KOBOLD)
    inner = s * 0.84
    _imp(draw, (s - inner) / 2, (s - inner) / 2 + s * 0.02, inner)
    return shrink(image, (size, size))


def deck_card(card: int, width: int) -> Image.Image:
    """The face of any deck card: creature, Ahnenbrief, Kobold or (two
    players) money card."""
    if is_letter(card):
        return letter_card(card - LETTER, width)
    if card == KOBOLD_CARD:
        return kobold_card(width)
    if is_money(card):
        return money_card(money_value(card), width)
    return creature_card(card, width)
