"""The auction on the table picture's stage: the card, the ring beside it
with the bid, who bid what, a Goldesel payout and Pleiten, and what the
picture can honestly say of the countdown.

The picture is drawn when what it shows changes (a bid, a Pleite), not
every second: the live seconds and the stroke now falling run in the
message's text. So the ring is the countdown's face, not its hand: one
segment per second of the countdown running now (7 s after the reveal,
the tempo's seconds after a bid), the last three, when the hammer falls,
wider and in the danger colour, the others in the text colour; under it
the Auktionstempo by name; at the stage's foot the three strokes, "Zum
Ersten", "Zum Zweiten", "Zum Dritten". Drawn for a known moment
(``remaining``), the seconds passed fade and the stroke falling is filled.

>>> strokes_now(2.5), strokes_now(3.5), strokes_now(None), strokes_now(0.0)
(1, 0, 0, 4)
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Protocol

from PIL import Image, ImageDraw

from engines.fabel.options import FIRST_COUNTDOWN
from engines.fabel.view import AUCTION, AuctionView, FabelView
from engines.texts import t
from engines.texts.formats import decimal
from engines.texts.grammar import creature_key, indefinite
from render import fonts
from render.canvas import Box, Canvas
from render.fabel import cards, sentences
from render.sizes import HUGE, LARGE, NORMAL, SMALL
from render.theme import RGB, Theme, ink_on

#: The hammer's strokes fall in the countdown's last seconds.
STROKES = 3
#: The height of a stroke's pill at the stage's foot.
PILL_HEIGHT = 38
PILL_PAD = 7
PILL_GAP = 5
#: The ring's width as a share of its diameter: a second, the hammer's seconds.
RING_THIN, RING_WIDE = 16, 9


class StageLayout(Protocol):
    """What the auction needs of the table's layout."""

    @property
    def stage(self) -> Box:
        """The stage's box."""

    def stage_card(self) -> Box:
        """Where the card on the stage lies."""

    def ring_column(self) -> tuple[int, int]:
        """Left edge and width of the column beside the card."""

    def text_column(self) -> tuple[int, int]:
        """Left edge and width of the stage's sentences."""


def strokes_now(remaining: float | None) -> int:
    """Which stroke falls ``remaining`` seconds before the Zuschlag: 0 none
    (or the moment is not known), 1-3 Zum Ersten/Zweiten/Dritten, 4 the
    Zuschlag."""
    if remaining is None or remaining > STROKES:
        return 0
    if remaining <= 0:
        return STROKES + 1
    return STROKES + 1 - max(1, math.ceil(remaining))


@lru_cache(maxsize=128)
def hammer_ring(seconds: int, passed: int, diameter: int, colour: RGB, danger: RGB,
                track: RGB) -> Image.Image:
    """The countdown's face: ``seconds`` segments clockwise from the top,
    the last :data:`STROKES` of them wider and in ``danger``; the first
    ``passed`` ones faded to the ``track``."""
    s = diameter * 4
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    thin, wide = s // RING_THIN, s // RING_WIDE
    gap = 6 if seconds > 1 else 0
    step = 360 / max(1, seconds)
    for i in range(seconds):
        hammer = i >= seconds - STROKES
        width = wide if hammer else thin
        inset = (wide - width) // 2
        fill = track if i < passed else (danger if hammer else colour)
        start = -90 + i * step + gap / 2
        draw.arc((inset, inset, s - 1 - inset, s - 1 - inset), start, start + step - gap,
                 fill=fill, width=width)
    return image.resize((diameter, diameter), Image.Resampling.LANCZOS)


def ring_box(lay: StageLayout) -> tuple[int, int, int]:
    """Centre x, top y and diameter of the ring beside the card."""
    rx, rw = lay.ring_column()
    return rx + rw // 2, lay.stage_card()[1] + 4, rw - 10


def strip_top(lay: StageLayout) -> int:
    """The top of the stage's foot band, where the strokes stand."""
    return lay.stage[3] - 10 - PILL_HEIGHT


def bid_size(text: str, diameter: int) -> int:
    """The largest size at which ``text`` stays inside the ring's hole."""
    hole = diameter - 2 * round(diameter / RING_WIDE) - 2
    for size in (HUGE, LARGE):
        if fonts.text_width(text, size) <= hole:
            return size
    return NORMAL


def grouped(values: tuple[int, ...] | list[int]) -> str:
    """Money cards as counts per value, highest first: "1 × 50 · 4 × 10"."""
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return " · ".join(f"{n}\u00a0×\u00a0{v}" for v, n in sorted(counts.items(), reverse=True))


def auction_stage(canvas: Canvas, th: Theme, lay: StageLayout, view: FabelView,
                  a: AuctionView, names: tuple[str, ...], remaining: float | None,
                  y: int) -> int:
    """The auction under the "Jetzt" line (at ``y``), the hammer's strokes
    along the stage's foot. Returns the y below the sentences and the
    strokes' band."""
    cx0, cy0, _, _ = lay.stage_card()
    canvas.sprite(cards.creature_card(a.card, lay.stage_card()[2] - cx0), cx0, cy0)
    mid, ring_y, diameter = ring_box(lay)
    centre = ring_y + diameter // 2
    bidding = view.phase == AUCTION
    if bidding:
        _face(canvas, th, view, mid, ring_y, diameter, remaining)
    else:
        canvas.box((mid - diameter // 2, ring_y, mid + diameter // 2, ring_y + diameter), None,
                   th.grid, 4, radius=diameter // 2)
    if a.bidder is None:
        canvas.text(mid, centre, "–", HUGE, th.muted, "mm")
    else:
        # The bid in the ring; "Gebot … von …" stands in the sentence beside it.
        canvas.text(mid, centre, str(a.high), bid_size(str(a.high), diameter), th.text, "mm")
    tx, tw = lay.text_column()
    card = indefinite(creature_key(a.card), "nom")
    if a.bidder is None:
        line = t("render.fabel.auction_none", card=card)
    else:
        line = t("render.fabel.auction_high", card=card, amount=a.high, bidder=names[a.bidder])
    y = sentences.whole(canvas, tx, y, tw, line, th.text)
    if not bidding:
        return y
    foot = strip_top(lay) - 6
    if a.payout is not None:
        y = sentences.whole(canvas, tx, y + 4, tw, t("render.fabel.payout", amount=a.payout),
                            th.accent)
    for seat, shown in a.pleiten[-2:]:
        # The shown money is public: the name, the sum and every card.
        text = t("render.fabel.pleite", name=names[seat], total=sum(shown))
        if shown:
            text += " " + grouped(shown)
        y = sentences.whole(canvas, tx, y + 4, tw, text, th.warn)
    now = strokes_now(remaining)
    if now > STROKES and y + 8 + round(NORMAL * 1.2) <= foot:
        canvas.text(tx, y + 8, t("render.fabel.zuschlag"), NORMAL, th.warn, "la")
        y += 8 + round(NORMAL * 1.2)
    # the tempo's seconds in words where they fit (the ring's face names
    # the tempo already): the stage does not grow for them
    y = sentences.if_room(canvas, tx, y + 4, tw, tempo_sentence(view), th.muted, foot)
    # the strokes take the foot of the whole stage, under the deck and the
    # sentences (the table grows the stage when they do not fit above it)
    hammer_strip(canvas, th, lay.stage[0] + 12, strip_top(lay), lay.stage[2] - 12, now)
    return y + 6 + PILL_HEIGHT


def tempo_sentence(view: FabelView) -> str:
    """"Nach jedem Gebot 4 s." (and, while the first countdown runs,
    "Erst 7 s, nach jedem Gebot 4 s.")."""
    seconds = view.options.tempo.seconds
    running = view.timer.seconds if view.timer is not None else FIRST_COUNTDOWN
    if running != seconds:
        return t("render.fabel.tempo_first", first=_seconds(running), seconds=_seconds(seconds))
    return t("render.fabel.tempo_bid", seconds=_seconds(seconds))


def _seconds(value: float) -> str:
    return str(round(value)) if value == round(value) else decimal(value)


def _face(canvas: Canvas, th: Theme, view: FabelView, mid: int, ring_y: int, diameter: int,
          remaining: float | None) -> None:
    """The ring (see the module docstring) and the tempo's name under it."""
    total = view.timer.seconds if view.timer is not None else FIRST_COUNTDOWN
    seconds = max(1, math.ceil(total))
    passed = 0 if remaining is None else max(0, min(seconds, int(total - max(0.0, remaining))))
    # The seconds before the hammer in the text colour: Morgentau's accent
    # is too near its danger colour to tell them apart.
    canvas.sprite(hammer_ring(seconds, passed, diameter, th.text, th.warn, th.grid),
                  mid - diameter // 2, ring_y)
    below = ring_y + diameter + 6
    canvas.text(mid, below, t("render.fabel.tempo"), SMALL, th.muted, "ma")
    canvas.text(mid, below + round(SMALL * 1.2),
                t(f"render.fabel.tempo.{view.options.tempo.value}"), NORMAL, th.text, "ma")


def hammer_strip(canvas: Canvas, th: Theme, left: int, top: int, right: int, now: int) -> None:
    """The three strokes as pills, right-aligned between ``left`` and
    ``right``: all outlined in the danger colour; with a known moment the
    stroke falling (``now`` 1-3, 4 = Zuschlag: all) is filled."""
    labels = [t(f"render.fabel.stroke.{i}") for i in range(1, STROKES + 1)]
    widths = [fonts.text_width(label, SMALL) + 2 * PILL_PAD for label in labels]
    x = right - sum(widths) - PILL_GAP * (STROKES - 1)
    if x < left:
        return
    for i, (label, w) in enumerate(zip(labels, widths, strict=True), start=1):
        box = (x, top, x + w, top + PILL_HEIGHT)
        filled = now == i or now > STROKES
        if filled:
            canvas.box(box, th.warn, radius=PILL_HEIGHT // 2)
        else:
            canvas.box(box, None, th.warn, 2, radius=PILL_HEIGHT // 2)
        canvas.text(x + w / 2, top + PILL_HEIGHT / 2, label, SMALL,
                    ink_on(th.warn) if filled else th.warn, "mm")
        x += w + PILL_GAP
