"""Speedspuk's card pieces, the same in every picture: a card back (with
the dots of who has seen it, an eye with its turn count for the reader, a
small memory-aid value), a face with its Schreckwert, and the highlight of
the last step.

Backs and faces look alike in both themes (like the player colours), so a
card is recognised at a glance; only the table around them changes.

>>> back(80, 100).size, face(80, 100).size
((80, 100), (80, 100))
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engines.spuk.cards import ACTIONS
from engines.spuk.view import CardView
from engines.texts import t
from render.canvas import Canvas
from render.theme import PLAYER_COLOURS, RGB, WHITE, Theme, hex_rgb, ink

#: The smallest text of every Speedspuk picture (13.3 px at 400 px width).
SMALL = 30      # the smallest text: capitals 12.2 px high at 400 px width
NORMAL = 30
LARGE = 36
HUGE = 48
#: The card back: night violet with a pale moon, the same in both themes.
BACK = hex_rgb("#3b2a5c")
BACK_EDGE = hex_rgb("#c9b8ee")
MOON = hex_rgb("#e8dcff")
#: The card face: old paper; the Schreckwert's ink by its action.
FACE = hex_rgb("#fbf3de")
FACE_EDGE = hex_rgb("#8a7650")
FACE_INK = hex_rgb("#2a1f12")
ACTION_INK = {"kerze": hex_rgb("#8a4b00"), "kugel": hex_rgb("#1f4e8c"),
              "polter": hex_rgb("#8c1f3a")}
#: The little tag with a memory-aid value on a back.
TAG = hex_rgb("#fbf3de")


def value_ink(value: int) -> RGB:
    """The Schreckwert's colour on a face: the action's colour for 7 to 12."""
    kind = ACTIONS.get(value)
    return ACTION_INK[kind] if kind else FACE_INK


@lru_cache(maxsize=32)
def back(w: int, h: int) -> Image.Image:
    """A card back of ``w`` x ``h`` pixels (RGBA, cached)."""
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=max(6, w // 10), fill=BACK,
                        outline=BACK_EDGE, width=2)
    d.rounded_rectangle((5, 5, w - 6, h - 6), radius=max(4, w // 14), outline=(*MOON, 90),
                        width=1)
    # a crescent moon in the middle
    r = min(w, h) // 5
    cx, cy = w // 2, h // 2
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=MOON)
    d.ellipse((cx - r + r // 2, cy - r - r // 5, cx + r + r // 2, cy + r - r // 5), fill=BACK)
    return image


@lru_cache(maxsize=16)
def face(w: int, h: int) -> Image.Image:
    """A blank face-up card (RGBA, cached); :func:`draw_face` writes on it."""
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=max(6, w // 10), fill=FACE,
                        outline=FACE_EDGE, width=2)
    return image


def draw_face(canvas: Canvas, x: int, y: int, w: int, h: int, value: int,
              *, name: bool = False) -> None:
    """A face-up card at (x, y): the value large, its name under it if ``name``
    (only on cards wide enough for every name)."""
    canvas.sprite(face(w, h), x, y)
    size = HUGE if w >= 72 else LARGE
    cy = y + (h * 0.4 if name else h / 2)
    canvas.text(x + w / 2, cy, str(value), size, value_ink(value), "mm")
    if name:
        canvas.text(x + w / 2, y + h - 22, t(f"spuk.card.{value}"), SMALL, FACE_INK, "mm")


def draw_back(canvas: Canvas, th: Theme, x: int, y: int, w: int, h: int, card: CardView,
              reader: int | None, *, dots: bool = True) -> None:
    """A face-down card at (x, y): the dots of the other players who have seen
    it (top left, in their colours), the reader's eye with its turn count
    (bottom) and, if the view holds one (Gedächtnishilfe), the value small
    (top right)."""
    canvas.sprite(back(w, h), x, y)
    if dots:
        draw_dots(canvas, x + 6, y + 6, card.dots)
    eye = card.eye(reader) if reader is not None else None
    if eye is not None:
        label = f"👁{eye}"
        canvas.box((x + 4, y + h - 32, x + w - 4, y + h - 4), TAG, None, radius=8)
        canvas.text(x + w / 2, y + h - 18, label, SMALL, FACE_INK, "mm")
    if card.value is not None:
        # the Gedächtnishilfe's value: small, in the middle (the dots keep the top left)
        tag_w = 18 + 14 * len(str(card.value))
        cx, cy = x + w / 2, y + h / 2 - 6
        canvas.box((round(cx - tag_w / 2), round(cy - 16), round(cx + tag_w / 2), round(cy + 16)),
                   TAG, FACE_EDGE, 1, radius=8)
        canvas.text(cx, cy, str(card.value), SMALL, value_ink(card.value), "mm")


def draw_lock(canvas: Canvas, x: float, y: float) -> None:
    """A padlock centred at (x, y): the caller's cards are protected."""
    canvas.draw.arc((x - 9, y - 20, x + 9, y - 2), 180, 360, fill=WHITE, width=4)
    canvas.draw.line((x - 9, y - 11, x - 9, y - 2), fill=WHITE, width=4)
    canvas.draw.line((x + 9, y - 11, x + 9, y - 2), fill=WHITE, width=4)
    canvas.draw.rounded_rectangle((x - 14, y - 4, x + 14, y + 18), radius=4, fill=WHITE,
                                  outline=BACK, width=2)
    canvas.draw.ellipse((x - 3, y + 3, x + 3, y + 9), fill=BACK)


def draw_dots(canvas: Canvas, x: int, y: int, seats: Sequence[int], r: int = 7) -> None:
    """The seen-by dots of ``seats``, side by side from (x, y)."""
    for k, seat in enumerate(seats):
        cx = x + r + k * (2 * r + 3)
        canvas.draw.ellipse((cx - r, y, cx + r, y + 2 * r), fill=PLAYER_COLOURS[seat],
                            outline=WHITE, width=2)


def draw_highlight(canvas: Canvas, th: Theme, x: int, y: int, w: int, h: int) -> None:
    """The glow around a card the last step touched."""
    canvas.draw.rounded_rectangle((x - 5, y - 5, x + w + 4, y + h + 4), radius=12,
                                  outline=th.accent, width=4)


def chip(canvas: Canvas, x: int, y: int, seat: int, text: str, max_width: int) -> int:
    """A player's name on his colour, left edge at ``x``, middle at ``y``
    (black or white text, whichever contrasts more). Returns its width."""
    from render import fonts

    colour = PLAYER_COLOURS[seat]
    pad = SMALL // 2
    text = fonts.fit(text, SMALL, max_width - 2 * pad)
    h = round(SMALL * 1.45)
    w = fonts.text_width(text, SMALL) + 2 * pad
    canvas.box((x, y - h // 2, x + w, y + h // 2), colour, radius=h // 2)
    canvas.text(x + pad, y, text, SMALL, ink(colour), "lm")
    return w
