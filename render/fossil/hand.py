"""The private picture of a Speedfossil panel, drawn from the reader's view
in the reader's own theme: his action cards (the Wechsel he holds, both
Langfinger, a Langfinger in arrest grey with its cell, the Kommissar and the
Vitrine), his fossils by era, and while one of his Langfinger picks in the
Museum the Vitrine he robs now, its fossils large (the rule text: "auf dem
Handy werden die Fossilien dafür groß").

>>> from engines.fossil.state import new_game
>>> [c.note for c in hand_cards(new_game(3, seed=1).view(0))][3:6]
['4000 Mark', '1 Dienstjahr', '10 Dienstjahre']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from engines.fossil.fossils import ERA_OF, ERAS, FOSSILS
from engines.fossil.view import FossilView, thief_years
from engines.fossil.words import count
from engines.texts import t
from render.canvas import Canvas
from render.encode import encode
from render.fossil.layout import LARGE, LINE, MARGIN, SMALL, WIDTH, title, wrap
from render.layers import background
from render.theme import PLAYER_COLOURS, Theme, get_theme, ink, mix

CARD_W, CARD_H, CARD_GAP = 164, 96, 10
PER_ROW = 4
#: The other action cards stand three to a row: "Dienstjahre" fits whole.
WIDE_W, WIDE_PER_ROW = 222, 3
TILE_H = 58


@dataclass(frozen=True, slots=True)
class Card:
    """An action card in the hand: its name, the line below it (value,
    Dienstjahre, where it goes, or the arrest's cell) and whether it is out
    of play (a Langfinger in arrest: grey)."""

    kind: str
    label: str
    note: str
    grey: bool = False


def hand_cards(view: FossilView) -> list[Card]:
    """The reader's action cards, Wechsel first."""
    seat = view.reader
    if seat is None:
        return []
    me = view.players[seat]
    cards = [Card("wechsel", t("fossil.card.wechsel"), t("fossil.hand.mark", value=w * 1000))
             for w in me.wechsel]
    jailed = dict(me.jailed)
    for years in thief_years(seat):
        label = t("fossil.card.langfinger")
        if years in jailed:
            cards.append(Card("langfinger", label, t("fossil.hand.cell", cell=jailed[years]),
                              grey=True))
        else:
            # the same word as every text: "1 Dienstjahr", "10 Dienstjahre"
            cards.append(Card("langfinger", label, count(years, "dienstjahr")))
    cards.append(Card("kommissar", t("fossil.card.kommissar"), t("fossil.hand.to_museum")))
    cards.append(Card("vitrine", t("fossil.card.vitrine"), t("fossil.hand.to_museum")))
    return cards


def _card_rows(cards: Sequence[Card]) -> list[list[Card]]:
    wechsel = [c for c in cards if c.kind == "wechsel"]
    rest = [c for c in cards if c.kind != "wechsel"]
    rows = [wechsel[i:i + PER_ROW] for i in range(0, len(wechsel), PER_ROW)]
    return rows + [rest[i:i + WIDE_PER_ROW] for i in range(0, len(rest), WIDE_PER_ROW)]


def _era_lines(view: FossilView) -> list[str]:
    seat = view.reader
    assert seat is not None
    by_era: list[list[str]] = [[] for _ in range(ERAS + 1)]
    for f in view.players[seat].collection:
        by_era[ERA_OF[f]].append(FOSSILS[f].name)
    lines: list[str] = []
    for era in range(1, ERAS + 1):
        text = t("fossil.hand.era", era=era, fossils=", ".join(by_era[era]) or "–")
        lines += wrap(text, SMALL, WIDTH - 2 * MARGIN - 20)
    return lines


def _robbed(view: FossilView) -> tuple[int, tuple[int, ...]] | None:
    """The Vitrine the reader's Langfinger robs now (victim, fossils)."""
    if view.phase != "steal" or not view.thieves or not view.victims:
        return None
    if view.thieves[0][0] != view.reader:
        return None
    victim = view.victims[0]
    return victim, view.vitrine_of(victim)


def render_hand(view: FossilView, *, names: Sequence[str],
                theme: str = "laternennacht") -> Image.Image:
    """The reader's panel picture."""
    th = get_theme(theme)
    seat = view.reader
    if seat is None:
        raise ValueError("a hand belongs to a seat")
    rows = _card_rows(hand_cards(view))
    eras = _era_lines(view)
    robbed = _robbed(view)
    tiles = len(robbed[1]) if robbed else 0
    robbing = (wrap(t("fossil.hand.robbing", victim=names[robbed[0]]), SMALL,
                    WIDTH - 2 * MARGIN) if robbed else [])
    height = (60 + len(rows) * (CARD_H + CARD_GAP) + 12 + LINE + 8 + len(eras) * LINE + 16
              + (len(robbing) * LINE + 12 + tiles * (TILE_H + CARD_GAP) + 12 if robbed else 0)
              + MARGIN)
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.text(MARGIN, 14, t("fossil.hand.title"), LARGE, th.text)
    y = 60
    for row in rows:
        for k, card in enumerate(row):
            w = _width(card)
            _card(canvas, th, MARGIN + k * (w + CARD_GAP), y, card, seat)
        y += CARD_H + CARD_GAP
    y += 12
    box_h = LINE + 8 + len(eras) * LINE + 8
    canvas.box((MARGIN, y, WIDTH - MARGIN, y + box_h), th.panel, th.panel_edge, 2)
    yy = title(canvas, th, y + 6, t("fossil.hand.collection"))
    for line in eras:
        canvas.text(MARGIN + 10, yy, line, SMALL, th.text)
        yy += LINE
    y += box_h + 8
    if robbed:
        for line in robbing:
            canvas.text(MARGIN, y + 4, line, SMALL, th.text)
            y += LINE
        y += 12
        fill = mix(th.panel, th.highlight, 0.8)
        for f in robbed[1]:
            # one large tile per fossil: the name big, era and age beside it
            canvas.box((MARGIN, y, WIDTH - MARGIN, y + TILE_H), fill, th.panel_edge, 2)
            canvas.text(MARGIN + 14, y + TILE_H / 2, FOSSILS[f].name, LARGE, ink(fill), "lm")
            canvas.text(WIDTH - MARGIN - 14, y + TILE_H / 2, t(
                "fossil.hand.piece", era=FOSSILS[f].era, age=FOSSILS[f].age), SMALL,
                ink(fill), "rm")
            y += TILE_H + CARD_GAP
    return canvas.finish()


def _width(card: Card) -> int:
    """A card's width: a Wechsel is narrow, the others take a third of the row."""
    return CARD_W if card.kind == "wechsel" else WIDE_W


def _card(canvas: Canvas, th: Theme, x: int, y: int, card: Card, seat: int) -> None:
    if card.grey:
        fill, edge = th.grid, th.panel_edge
    else:
        fill, edge = PLAYER_COLOURS[seat], th.text
    w = _width(card)
    canvas.box((x, y, x + w, y + CARD_H), fill, edge, 2)
    colour = ink(fill) if not card.grey else th.text
    # a note too wide for the card ("10 Dienstjahre") takes a second line
    notes = wrap(card.note, SMALL, w - 6)
    canvas.text(x + w / 2, y + 24, card.label, SMALL, colour, "mm")
    for k, line in enumerate(notes):
        canvas.text(x + w / 2, y + (66 if len(notes) == 1 else 54) + 26 * k, line,
                    SMALL, colour, "mm")


def hand_picture(view: FossilView, names: Sequence[str], theme: str) -> bytes:
    """The panel picture, encoded (a drawing job of the picture process)."""
    return encode(render_hand(view, names=tuple(names), theme=theme))
