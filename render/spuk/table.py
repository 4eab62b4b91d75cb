"""The public table picture of Speedspuk, drawn from a view only.

Layout (720 px wide, legible at 400 px on a phone: the smallest text is
24 px, 13.3 px there): the round, the turn count and the settings on top
beside the Stapel (a back with its count) and the Ablage (its top card face
up, with its name); a line saying what the last step did; then one box per
player: his name, points and state (am Zug, Rufer and protected, holding a
card), his row of cards face down with the dots of who has seen which card
(top left, in the seers' colours), the cards the last step touched lit up,
and the card he holds (a back when drawn from the Stapel, the face when
taken from the Ablage, which everyone saw).

The same rows serve the private picture (:mod:`render.spuk.hand`): there the
reader's eye and turn count stand on the cards he has seen, and a value only
where his view holds one (``CardView.value``: open now, or the
Gedächtnishilfe). The public view never holds a face-down value.

>>> from engines.spuk import new_game
>>> render_table(new_game(4, seed=1).view(None), names=tuple("ABCD")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from PIL import Image

from engines.spuk.view import CardView, SpukView
from engines.texts import per_language, t
from engines.texts.grammar import role
from render import fonts
from render.canvas import Canvas
from render.layers import Packed, background
from render.shared_layers import shared
from render.spuk.cards import (
    LARGE,
    SMALL,
    back,
    chip,
    draw_back,
    draw_face,
    draw_highlight,
    draw_lock,
)
from render.theme import PLAYER_COLOURS, Theme, get_theme
from render.tiles import Tiles

WIDTH = 720
MARGIN = 16
GAP = 8
CARD_W, CARD_H = 80, 96
HEADER = 200
CAPTION = 84
ROW_HEAD = 84
ROW_HEIGHT = ROW_HEAD + CARD_H + 12
HELD_X = WIDTH - MARGIN - 12 - CARD_W
#: The header: the Ablage's left edge, the top of the Stapel and the
#: Ablage, and the line of their words under them.
ABLAGE_X = WIDTH - MARGIN - 20 - CARD_W
TOP = 8
BELOW = TOP + CARD_H + 16
#: The rows' cards, drawn once per look (:mod:`render.tiles`): 4 MB hold
#: about 130 looks.
TILES = Tiles(limit=4 * 2**20)


@dataclass(frozen=True, slots=True)
class Last:
    """What the last step did, for the eye (Discord cannot animate): the
    cards it touched as (seat, position) to light up, and a caption. Built
    from public events only (:mod:`bot.spuk.last`)."""

    cards: tuple[tuple[int, int], ...] = ()
    text: str = ""


def size_for(seats: int) -> tuple[int, int]:
    """The picture's size for ``seats`` players."""
    return WIDTH, HEADER + CAPTION + seats * (ROW_HEIGHT + 6) + MARGIN


def render_table(view: SpukView, *, names: Sequence[str], theme: str = "laternennacht",
                 last: Last | None = None) -> Image.Image:
    """The table picture of ``view`` (the public's, or a reader's)."""
    th = get_theme(theme)
    canvas = Canvas(static_layer(theme, view.seats).image(), copy=False)
    header(canvas, th, view)
    y = HEADER
    if last is not None and last.text:
        canvas.paragraph(MARGIN + 4, y + 2, WIDTH - 2 * MARGIN - 8, last.text, SMALL, th.text,
                         line_gap=1.2, max_lines=2)
    y += CAPTION
    lit = last.cards if last is not None else ()
    for seat in range(view.seats):
        draw_row(canvas, th, view, names, seat, y, lit)
        y += ROW_HEIGHT + 6
    return canvas.finish()


@per_language(maxsize=16)
@shared("spuk.table")
def static_layer(theme: str, seats: int) -> Packed:
    """The background, the players' boxes, the Stapel's back and the words
    "Stapel" and "Ablage" (drawn once per size and theme, kept packed)."""
    th = get_theme(theme)
    canvas = Canvas(background(th, size_for(seats)))
    sx = deck_x(ABLAGE_X)
    canvas.sprite(back(CARD_W, CARD_H), sx, TOP)
    canvas.text(sx + CARD_W / 2, BELOW, t("spuk.pic.deck"), SMALL, th.text, "mm")
    canvas.text(ABLAGE_X + CARD_W / 2, BELOW, t("spuk.pic.ablage"), SMALL, th.text, "mm")
    y = HEADER + CAPTION
    for seat in range(seats):
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + ROW_HEIGHT), th.panel, PLAYER_COLOURS[seat],
                   3)
        y += ROW_HEIGHT + 6
    return Packed.of(canvas.finish())


@per_language(maxsize=1)
def _widest_name() -> float:
    """The widest card name under the Ablage (Glühwürmchen, Schlossdiener …)."""
    return max(fonts.text_width(t(f"spuk.card.{v}"), SMALL) for v in range(14))


def deck_x(ablage_x: int) -> int:
    """The Stapel's left edge: its count ("34 Karten") ends a gap before the
    widest card name under the Ablage could begin, so the two never touch."""
    name_left = min(ablage_x + CARD_W / 2, WIDTH - MARGIN - _widest_name() / 2) \
        - _widest_name() / 2
    count_half = fonts.text_width(t("spuk.pic.deck_count", count=88), SMALL) / 2
    return int(min(ablage_x - CARD_W - 110, name_left - 16 - count_half - CARD_W / 2))


def header_lines(view: SpukView) -> tuple[list[str], list[str]]:
    """The header's left column: the turn's lines, then the settings' lines
    (at most four lines in all are drawn)."""
    if view.phase == "look":
        status = t("spuk.pic.first_look")
    elif view.over:
        status = t("spuk.pic.over")
    else:
        status = t("spuk.pic.turns", turns=min(view.turns + 1, view.strike_at),
                   strike=view.strike_at)
    sx = deck_x(ABLAGE_X)
    # the left column ends before the Stapel's count under it ("28 Karten")
    count_w = fonts.text_width(t("spuk.pic.deck_count", count=88), SMALL)
    room = round(sx + CARD_W / 2 - count_w / 2) - MARGIN - 12
    # the turn and the settings wrap in the room left of the Stapel (a
    # second line each, never a cut); the turn's line stands beside the
    # Stapel's card, above its label and count, so it may run up to the card
    # ("Zug 8 von 120" on one line: issue 38)
    beside_card = sx - 4 - MARGIN
    turn = ([status] if fonts.text_width(status, SMALL) <= beside_card
            else Canvas.wrap(status, SMALL, room)[:2])
    return turn, Canvas.wrap(t("spuk.pic.settings", cards=view.options.cards,
                               penalty=view.options.penalty), SMALL, room)


def header(canvas: Canvas, th: Theme, view: SpukView) -> None:
    """Round, turns and settings on the left; the Stapel's count and the
    Ablage on the right (on :func:`static_layer`)."""
    w = canvas.text(MARGIN, 14, t("spuk.pic.round", round=view.round), LARGE, th.text)
    if view.memory_aid:
        canvas.text(MARGIN + w + 12, 20, t("spuk.pic.lern"), SMALL, th.text)
    turn, settings = header_lines(view)
    lines = [(line, th.text) for line in turn] + [(line, th.muted) for line in settings]
    for k, (line, colour) in enumerate(lines[:4]):
        canvas.text(MARGIN, 60 + 34 * k, line, SMALL, colour)
    ax, top, below = ABLAGE_X, TOP, BELOW
    sx = deck_x(ax)
    canvas.text(sx + CARD_W / 2, below + 30, t("spuk.pic.deck_count", count=view.deck_count),
                SMALL, th.muted, "mm")
    value = view.ablage_top
    if value is None:
        canvas.box((ax, top, ax + CARD_W, top + CARD_H), None, th.panel_edge, 2)
    else:
        draw_face(canvas, ax, top, CARD_W, CARD_H, value)
    mid = ax + CARD_W / 2
    if value is not None:
        name = t(f"spuk.card.{value}")
        half = fonts.text_width(name, SMALL) / 2
        canvas.text(min(mid, WIDTH - MARGIN - half), below + 30, name, SMALL, th.muted, "mm")


def row_status(view: SpukView, seat: int, names: Sequence[str] = ()) -> str:
    """A player's state, as the second line of his box says it ("" if none);
    ``names`` give the caller's role its female form for a female name."""
    parts = []
    if view.caller == seat:
        parts.append(t("spuk.pic.caller", role=role(
            "rufer", names[seat] if seat < len(names) else "")))
    if view.turn_seat == seat and not view.over:
        holding = {"deck": "spuk.pic.drew", "ablage": "spuk.pic.took"}.get(view.holding) if (
            holds(view)) else None
        parts.append(t(holding or "spuk.pic.on_turn"))
    if view.phase == "look" and seat not in view.looked:
        parts.append(t("spuk.pic.looking"))
    return " · ".join(parts)


def holds(view: SpukView) -> bool:
    """Whether the player on turn holds a card now (drawn or taken, not yet
    swapped or laid down)."""
    return view.phase in ("drawn", "taken") and bool(view.holding)


def name_room() -> int:
    """The width a player's name chip may take: the whole head line of his
    box (his points stand on the line below, so a long name stays whole)."""
    return WIDTH - 2 * MARGIN - 24


def draw_row(canvas: Canvas, th: Theme, view: SpukView, names: Sequence[str], seat: int,
             y: int, lit: Sequence[tuple[int, int]] = ()) -> None:
    """One player's box: name and points, his state, his cards and what he holds."""
    points = t("spuk.pic.points", points=view.totals[seat])
    chip(canvas, MARGIN + 10, y + 24, seat, names[seat], name_room())
    canvas.text(WIDTH - MARGIN - 12, y + 61, points, SMALL, th.text, "rm")
    status = row_status(view, seat, names)
    if status:
        on_turn = view.turn_seat == seat and not view.over
        if on_turn:
            w = fonts.text_width(status, SMALL)
            canvas.box((MARGIN + 8, y + 44, MARGIN + 20 + w, y + 78), None, th.accent, 2,
                       radius=8)
        canvas.text(MARGIN + 14, y + 61, status, SMALL, th.text, "lm")
    row = view.rows[seat]
    cy = y + ROW_HEAD
    for pos, card in enumerate(row.cards):
        x = MARGIN + 12 + pos * (CARD_W + GAP)
        piece = partial(_card, th=th, card=card, reader=view.reader, protected=row.protected)
        if (seat, pos) in lit:
            # the glow reaches into the card's corners: drawn in place
            draw_highlight(canvas, th, x, cy, CARD_W, CARD_H)
            piece(canvas, x, cy)
        else:
            # on the row's box, the same at every place: a tile
            key = ("spuk.card", th.name, card.open, card.value, card.dots,
                   card.eye(view.reader) if view.reader is not None else None, row.protected)
            TILES.paste(canvas, (x, cy, x + CARD_W, cy + CARD_H), th.panel, key, piece)
    if view.turn_seat == seat and holds(view):
        _held(canvas, th, view, cy)


def _card(canvas: Canvas, x: int, y: int, *, th: Theme, card: CardView, reader: int | None,
          protected: bool) -> None:
    """A card of a row at (x, y): its face when open, else its back with the
    marks ``reader`` may see; the lock on a protected row."""
    if card.open and card.value is not None:
        draw_face(canvas, x, y, CARD_W, CARD_H, card.value)
    else:
        draw_back(canvas, th, x, y, CARD_W, CARD_H, card, reader)
    if protected:
        draw_lock(canvas, x + CARD_W / 2, y + CARD_H / 2 - 4)


def _held(canvas: Canvas, th: Theme, view: SpukView, y: int) -> None:
    """The card in the hand of the player on turn: its face if the view may
    show it (the Ablage card, or the drawer's own view), else a back."""
    x = HELD_X
    if view.held is not None:
        draw_face(canvas, x, y, CARD_W, CARD_H, view.held)
    else:
        canvas.sprite(back(CARD_W, CARD_H), x, y)
    draw_highlight(canvas, th, x, y, CARD_W, CARD_H)
