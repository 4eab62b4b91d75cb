"""A player's private picture ("Meine Karten"), drawn from his own view.

His row large, each card he has seen with an eye and the turns since his
last look; a card open now (first look, Kerze, Kristallkugel until
"Zudecken") face up, its value and name large beside the row ("Platz 2:
3 Eule"); with the Gedächtnishilfe the seen values small on the backs. The
drawn card large, with its name and action. Under it the other players'
rows as the table shows them, with his eyes and (with the aid) the values
he has seen there. Only ``CardView.value`` is ever shown: without the aid a
covered card shows its eye and nothing else.

>>> from engines.spuk import new_game
>>> render_hand(new_game(2, seed=1).view(0), names=("A", "B")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.spuk.cards import ACTIONS
from engines.spuk.view import SpukView
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.layers import background
from render.spuk.cards import HUGE, LARGE, SMALL, chip, draw_back, draw_face, draw_highlight
from render.spuk.table import MARGIN, ROW_HEIGHT, WIDTH, draw_row
from render.theme import PLAYER_COLOURS, Theme, get_theme

BIG_W, BIG_H = 130, 175   # four cards; six are narrower (see big_size)
BIG_GAP = 10
TITLE = 64
LABEL_LINE = 40
HELD_W, HELD_H = 120, 164
HELD_X = MARGIN + HELD_W + 28   # the texts beside the card in the hand
HELD_LINE = 36


def open_labels(view: SpukView, names: Sequence[str]) -> list[str]:
    """"Platz 2: 3 Eule" for every card of the reader's row open now, and
    for a card of another row he looks at now (Kristallkugel)."""
    out = []
    for row in view.rows:
        for pos, card in enumerate(row.cards):
            if card.open and card.value is not None:
                label = t("spuk.card.label", value=card.value,
                          name=t(f"spuk.card.{card.value}"))
                key = "spuk.pic.open_own" if row.seat == view.reader else "spuk.pic.open_other"
                out.append(t(key, place=pos + 1, label=label, name=names[row.seat]))
    return out


def label_lines(label: str) -> int:
    """How many lines an open card's label takes (a long name wraps)."""
    return 1 if fonts.text_width(label, LARGE) <= WIDTH - 2 * MARGIN else 2


def big_size(cards: int) -> tuple[int, int]:
    """The size of the reader's own cards: as large as four fit, six share
    the same width."""
    w = min(BIG_W, (WIDTH - 2 * MARGIN - (cards - 1) * BIG_GAP) // cards)
    return w, round(w * BIG_H / BIG_W)


def place_label(pos: int, width: int) -> str:
    """"Platz 2" under a card; only "2" when the word does not fit the card's
    width (six cards), as the open cards' lines say "Platz 2: …" in full."""
    label = t("spuk.pic.place", place=pos + 1)
    return label if fonts.text_width(label, SMALL) <= width else str(pos + 1)


def size_for(view: SpukView, names: Sequence[str]) -> tuple[int, int]:
    """The picture's size: title, own row, open labels, drawn card, other rows."""
    big_h = big_size(view.options.cards)[1]
    h = TITLE + big_h + 40 + LABEL_LINE * sum(label_lines(x) for x in open_labels(view, names))
    if view.held is not None:
        h += held_height(view) + 24
    return WIDTH, h + (view.seats - 1) * (ROW_HEIGHT + 6) + MARGIN


def render_hand(view: SpukView, *, names: Sequence[str],
                theme: str = "laternennacht") -> Image.Image:
    """The private picture of ``view``'s reader."""
    seat = view.reader
    if seat is None:
        raise ValueError("the private picture needs a reader")
    th = get_theme(theme)
    canvas = Canvas(background(th, size_for(view, names)))
    # the owner's name whole on his colour; "Deine Karten" beside it if it fits
    name_w = chip(canvas, MARGIN, 32, seat, names[seat], WIDTH - 2 * MARGIN)
    title = t("spuk.pic.hand_title")
    if name_w + fonts.text_width(title, LARGE) + 24 <= WIDTH - 2 * MARGIN:
        canvas.text(WIDTH - MARGIN, 32, title, LARGE, th.text, "rm")
    y = TITLE
    big_w, big_h = big_size(len(view.rows[seat].cards))
    for pos, card in enumerate(view.rows[seat].cards):
        x = MARGIN + pos * (big_w + BIG_GAP)
        if card.open and card.value is not None:
            draw_highlight(canvas, th, x, y, big_w, big_h)
            draw_face(canvas, x, y, big_w, big_h, card.value)
        else:
            draw_back(canvas, th, x, y, big_w, big_h, card, seat)
        canvas.text(x + big_w / 2, y + big_h + 20, place_label(pos, big_w + BIG_GAP - 4),
                    SMALL, th.muted, "mm")
    y += big_h + 40
    for line in open_labels(view, names):
        canvas.paragraph(MARGIN, y + 4, WIDTH - 2 * MARGIN, line, LARGE, th.text,
                         line_gap=LABEL_LINE / LARGE, max_lines=2)
        y += LABEL_LINE * label_lines(line)
    if view.held is not None:
        _held(canvas, th, view, y)
        y += held_height(view) + 24
    for other in range(view.seats):
        if other != seat:
            canvas.box((MARGIN, y, WIDTH - MARGIN, y + ROW_HEIGHT), th.panel,
                       PLAYER_COLOURS[other], 3)
            draw_row(canvas, th, view, names, other, y)
            y += ROW_HEIGHT + 6
    return canvas.finish()


def _held_texts(view: SpukView) -> tuple[list[str], str, list[str]]:
    """Beside the card in the reader's hand: where it came from (wrapped),
    its value and name, and what it does (wrapped)."""
    value = view.held
    assert value is not None
    width = WIDTH - MARGIN - HELD_X
    key = "spuk.pic.held_ablage" if view.holding == "ablage" else "spuk.pic.held_deck"
    kind = ACTIONS.get(value)
    if view.holding == "ablage":
        note = t("spuk.pic.held_ablage_note")
    elif kind:
        note = t("spuk.pic.held_action", action=t(f"spuk.action.{kind}"),
                 does=t(f"spuk.action.{kind}.does"))
    else:
        note = t("spuk.pic.held_plain")
    label = t("spuk.card.label", value=value, name=t(f"spuk.card.{value}"))
    return Canvas.wrap(t(key), SMALL, width), label, Canvas.wrap(note, SMALL, width)


def held_height(view: SpukView) -> int:
    """The height of the block with the card in the reader's hand."""
    where, _, note = _held_texts(view)
    return max(HELD_H, (len(where) + len(note)) * HELD_LINE + HUGE + 20)


def _held(canvas: Canvas, th: Theme, view: SpukView, y: int) -> None:
    """The card in the reader's hand, large, with its name and what it does."""
    value = view.held
    assert value is not None
    draw_highlight(canvas, th, MARGIN + 4, y, HELD_W, HELD_H)
    draw_face(canvas, MARGIN + 4, y, HELD_W, HELD_H, value)
    where, label, note = _held_texts(view)
    for line in where:
        canvas.text(HELD_X, y, line, SMALL, th.muted)
        y += HELD_LINE
    canvas.text(HELD_X, y, fonts.fit(label, HUGE, WIDTH - MARGIN - HELD_X), HUGE, th.text)
    y += HUGE + 20
    for line in note:
        canvas.text(HELD_X, y, line, SMALL, th.text)
        y += HELD_LINE
