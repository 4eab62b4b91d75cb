"""The Karten-Info picture: one creature, one money card or the deck; in
the Meistermarkt also one Ahnenbrief or the Kobolde.

A narrow portrait picture (640 px wide) made for Discord's phone width of
about 400 px: the card large on the left, its big number beside it, then
who holds how many, "Für dich jetzt" (coloured: green good news, red bad
news, the accent for the key figure) and the rules in a quieter colour.

It draws an info of :mod:`engines.fabel.info` only, and an info is computed
from one seat's view, so the picture cannot show what that seat may not
know.

>>> from engines.fabel import new_game
>>> from engines.fabel.info import deck_info
>>> render_info(deck_info(new_game(3, seed=1).view(0))).width
640
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.fabel.cards import KINDS
from engines.fabel.info import (
    CreatureInfo,
    DeckInfo,
    MoneyInfo,
)
from engines.fabel.info_meister import KoboldInfo, LetterInfo
from engines.texts import t
from engines.texts.formats import category
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE
from render.fabel import cards
from render.fabel.info_meister import render_kobold, render_letter
from render.fabel.info_page import (
    ALL,
    BODY,
    CARD,
    HEAD,
    ICON,
    MARGIN,
    NO_RULES,
    SECTION_GAP,
    TALLEST,
    WIDTH,
    Body,
    Info,
    frame,
    head,
    holders_picture,
    info_body,
    notes_of,
    part_notes,
    part_rules,
    seat_names,
    text_body,
)
from render.legibility import forget
from render.theme import Theme, get_theme


def _render_creature(info: CreatureInfo, names: tuple[str, ...], th: Theme,
                     part: str = ALL) -> Image.Image:
    sub = None if info.own is None else t("fabel.info.you_hold", n=info.own)
    return holders_picture(info, names, th, part, cards.creature_card(info.kind, CARD),
                           t(f"fabel.creature.{info.kind}"), str(info.vierer_value),
                           t("fabel.info.vierer_points"), sub)


def _render_money(info: MoneyInfo, th: Theme, part: str = ALL) -> Image.Image:
    title, notes = notes_of(info, ())
    body = text_body(th, title, part_notes(notes, part), part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    canvas = frame(th, MARGIN + head_h + body.height() + MARGIN)
    y = head(canvas, th, cards.money_card(info.value, CARD), t("fabel.info.money.title"),
              str(info.value), t("render.fabel.taler"), None)
    body.draw(canvas, y)
    return canvas.finish()


def _undealt_rows(info: DeckInfo) -> list[list[int]]:
    kinds = [k for k in reversed(range(KINDS)) if info.undealt[k]]
    per_row = (WIDTH - 2 * MARGIN) // (ICON + 64)
    return [kinds[i:i + per_row] for i in range(0, len(kinds), per_row)]


def _render_deck(info: DeckInfo, names: tuple[str, ...], th: Theme,
                 part: str = ALL) -> Image.Image:
    title, notes = notes_of(info, names)
    body = text_body(th, title, part_notes(notes, part), part_rules(info.rules, part))
    rows = _undealt_rows(info)
    head_h = round(CARD * cards.CARD_RATIO)
    kinds_h = SECTION_GAP + round(BODY * 1.5) + max(1, len(rows)) * (ICON + 12)
    specials = _special_rows(info)
    if info.letters is not None:
        kinds_h += SECTION_GAP + round(BODY * 1.5) + max(1, len(specials)) * (ICON + 12)
    canvas = frame(th, MARGIN + head_h + kinds_h + body.height() + MARGIN)
    sub = None if info.money is None else t("fabel.info.deck.money_big", n=info.money)
    unit = t("fabel.info.deck.cards_one" if category(info.count) == "one"
             else "fabel.info.deck.cards")
    y = head(canvas, th, cards.card_back(CARD), t("fabel.info.deck.title"), str(info.count),
              unit, sub)
    y += SECTION_GAP
    canvas.text(MARGIN, y, t("fabel.info.deck.kinds"), BODY, th.muted)
    y += round(BODY * 1.5)
    if not rows:
        canvas.text(MARGIN, y + ICON // 2, t("fabel.info.deck.no_kinds"), BODY, th.text, "lm")
        y += ICON + 12  # the sentence stood under the rules' title before (issue 38)
    for row in rows:
        x = MARGIN
        for kind in row:
            canvas.sprite(cards.creature_icon(kind, ICON), x, y)
            canvas.text(x + ICON + 8, y + ICON // 2, f"× {info.undealt[kind]}", BODY, th.text,
                        "lm")
            x += ICON + 64
        y += ICON + 12
    if info.letters is not None:
        y = _draw_specials(canvas, th, y + SECTION_GAP, info, specials)
    body.draw(canvas, y)
    return canvas.finish()


def _special_rows(info: DeckInfo) -> list[list[int]]:
    """Meistermarkt: the letters still to come as rows of kinds, the Kobolde
    (as -1) at the end."""
    if info.letters is None:
        return []
    letters = list(info.letters)
    per_row = (WIDTH - 2 * MARGIN + 6) // (ICON + 6)
    rows = [letters[i:i + per_row] for i in range(0, len(letters), per_row)]
    # The Kobold with its count on a row of its own, so "× 4" never runs off.
    return rows + ([[-1]] if info.kobolde else [])


def _draw_specials(canvas: Canvas, th: Theme, y: int, info: DeckInfo,
                   rows: list[list[int]]) -> int:
    """"Noch nicht aufgedeckt": a token per letter, the Kobold with its count."""
    two = info.seats == 2  # at two nothing is revealed: cards are dealt
    heading = "fabel.info.m.deck.to_come_two" if two else "fabel.info.m.deck.to_come"
    canvas.text(MARGIN, y, t(heading), BODY, th.muted)
    y += round(BODY * 1.5)
    if not rows:
        canvas.text(MARGIN, y + ICON // 2, t("fabel.info.m.deck.specials_two" if two
                                             else "fabel.info.m.deck.specials",
                                             letters=t("fabel.info.m.none.letter"),
                                             kobolde=t("fabel.info.m.none.kobold")),
                    BODY, th.text, "lm")
        y += ICON + 12
    for row in rows:
        x = MARGIN
        for item in row:
            if item < 0:
                canvas.sprite(cards.kobold_icon(ICON), x, y)
                canvas.text(x + ICON + 8, y + ICON // 2, f"× {info.kobolde}", BODY, th.text,
                            "lm")
            else:
                canvas.sprite(cards.letter_icon(item, ICON), x, y)
            x += ICON + 6
        y += ICON + 12
    return y


def render_info(info: Info, *, names: Sequence[str] | None = None,
                theme: str = "laternennacht") -> Image.Image:
    """The Karten-Info picture of ``info`` (a creature, money card, deck,
    Ahnenbrief or Kobold info) as one picture, the rules at its foot.

    ``names`` are the players' names in seat order (None: "Platz n").
    """
    return _render(info, names, get_theme(theme), ALL)


def render_info_pages(info: Info, *, names: Sequence[str] | None = None,
                      theme: str = "laternennacht") -> tuple[Image.Image, ...]:
    """The Karten-Info as pages a phone shows whole (issue 38), none taller
    than 1.6 × the width: the card, who holds it and what it means for the
    reader now; then its rules (where the first page would be too tall,
    "Für dich jetzt" moves to the pages after it)."""
    th = get_theme(theme)
    first = _render(info, names, th, NO_RULES)
    rest = text_body(th, "", (), info.rules)
    if first.height > TALLEST:
        forget(first)
        first = _render(info, names, th, HEAD)
        rest = info_body(info, names, th)
    return (first, *[_text_page(th, body) for body in rest.pages(TALLEST - 2 * MARGIN)])


def _text_page(th: Theme, body: Body) -> Image.Image:
    canvas = frame(th, MARGIN + body.height() + MARGIN - SECTION_GAP)
    body.draw(canvas, MARGIN - SECTION_GAP)
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE
    return image


def _render(info: Info, names: Sequence[str] | None, th: Theme, part: str) -> Image.Image:
    if isinstance(info, CreatureInfo):
        image = _render_creature(info, seat_names(info.seats, names), th, part)
    elif isinstance(info, MoneyInfo):
        image = _render_money(info, th, part)
    elif isinstance(info, LetterInfo):
        image = render_letter(info, seat_names(info.seats, names), th, part)
    elif isinstance(info, KoboldInfo):
        image = render_kobold(info, seat_names(info.seats, names), th, part)
    else:
        image = _render_deck(info, seat_names(info.seats, names), th, part)
    # One answer to one click, up to 640 x 1760 px of text: worth more of the
    # encoder's effort (six-player letter infos would pass 250 KB without).
    image.info[EFFORT_KEY] = ONCE
    return image
