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
    BAD,
    GOOD,
    KEY,
    CreatureInfo,
    DeckInfo,
    MoneyInfo,
    Note,
    creature_notes,
    deck_lines,
    money_lines,
)
from engines.fabel.info_meister import KoboldInfo, LetterInfo, kobold_notes, letter_notes
from engines.texts import t
from render import fonts, paragraphs
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE
from render.fabel import cards
from render.layers import background
from render.legibility import forget
from render.theme import PLAYER_COLOURS, Theme, get_theme, ink_on

WIDTH = 640
MARGIN = 24
CARD = 176
#: Text sizes: the smallest (rules) is 27 px, capitals 12.5 px at 400 px width.
RULE, BODY, TITLE, BIG = 27, 28, 40, 96
LINE_GAP = 1.25
SECTION_GAP = 22
ICON = 52

#: The bullet of a note by its mood.
MARKS = {GOOD: "✓ ", BAD: "✗ ", KEY: "↑ "}

Info = CreatureInfo | MoneyInfo | DeckInfo | LetterInfo | KoboldInfo
#: The letter tokens in "Wer hat welche Briefe?".
LETTER_ICON = 56


def _names(seats: int, names: Sequence[str] | None) -> tuple[str, ...]:
    """The caller's names (cleaned of glyphs no font has) or "Platz n"."""
    if names is None:
        return tuple(t("render.fabel.seat", n=i + 1) for i in range(seats))
    if len(names) != seats:
        raise ValueError(f"{len(names)} names for {seats} seats")
    return tuple(fonts.printable(n) or t("render.fabel.seat", n=i + 1)
                 for i, n in enumerate(names))


def _mood_colour(th: Theme, mood: str) -> tuple[int, int, int]:
    return {GOOD: th.good, BAD: th.warn, KEY: th.accent}.get(mood, th.text)


class _Body:
    """The text part below the head: sections of notes and rules."""

    def __init__(self, th: Theme) -> None:
        self.th = th
        self.items: list[tuple[str, str, int, tuple[int, int, int], str]] = []
        self.width = WIDTH - 2 * MARGIN

    def section(self, title: str) -> None:
        self.items.append(("title", title, BODY, self.th.muted, ""))

    def note(self, note: Note) -> None:
        # The mark repeats the colour's meaning for readers who cannot tell
        # the colours apart (red and orange in Morgentau are close).
        mark = MARKS.get(note.mood, "• ")
        self.items.append(("para", note.text, BODY, _mood_colour(self.th, note.mood), mark))

    def rule(self, text: str) -> None:
        self.items.append(("para", text, RULE, self.th.muted, "· "))

    def height(self) -> int:
        h = 0
        for kind, text, size, _, indent in self.items:
            if kind == "title":
                h += SECTION_GAP + round(size * 1.5)
            else:
                h += paragraphs.height(text, size, self.width - fonts.text_width(indent, size),
                                       LINE_GAP)
                h += 6
        return h

    def pages(self, room: int) -> list[_Body]:
        """The items split into bodies no higher than ``room`` each (a
        section's title never last on a page)."""
        out = [_Body(self.th)]
        for item in self.items:
            body = out[-1]
            body.items.append(item)
            if body.height() > room and len(body.items) > 1:
                body.items.pop()
                moved = [item]
                if body.items and body.items[-1][0] == "title":
                    moved.insert(0, body.items.pop())
                out.append(_Body(self.th))
                out[-1].items.extend(moved)
        return [body for body in out if body.items]

    def draw(self, canvas: Canvas, y: int) -> int:
        x = MARGIN
        for kind, text, size, fill, indent in self.items:
            if kind == "title":
                y += SECTION_GAP
                canvas.text(x, y, text, size, fill)
                canvas.draw.line((x, y + size + 8, WIDTH - MARGIN, y + size + 8),
                                 fill=self.th.panel_edge, width=2)
                y += round(size * 1.5)
            else:
                y = paragraphs.draw(canvas, x, y, self.width, text, size, fill, indent,
                                    LINE_GAP) + 6
        return y


def _frame(th: Theme, height: int) -> Canvas:
    # Heights are rounded up to 40 px so the cached backgrounds are reused.
    height = -(-height // 40) * 40
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.box((6, 6, WIDTH - 7, height - 7), None, th.panel_edge, 2, radius=18)
    return canvas


def _head(canvas: Canvas, th: Theme, sprite: Image.Image, title: str, big: str, unit: str,
          sub: str | None) -> int:
    """The card on the left, title, big number and a line below it on the
    right; returns the y below the head."""
    canvas.sprite(sprite, MARGIN, MARGIN)
    x = MARGIN + sprite.width + 28
    room = WIDTH - MARGIN - x
    # A long title ("Ahnenbrief Wolpertinger") gets smaller, down to BODY,
    # then takes a second line (never cut: issue 38).
    title_size = TITLE
    while fonts.text_width(title, title_size) > room and title_size - 4 >= BODY:
        title_size -= 4
    top = MARGIN + 4 + (TITLE - title_size) // 2
    lines = Canvas.wrap(title, title_size, room)
    for i, line in enumerate(lines):
        canvas.text(x, top + i * round(title_size * 1.2), line, title_size, th.text)
    size = BIG
    while fonts.text_width(big, size) > room and size > TITLE:
        size -= 8
    y = MARGIN + 64 + (len(lines) - 1) * round(title_size * 1.2)
    canvas.text(x, y, big, size, th.accent)
    canvas.text(x + 4, y + size + 14, fonts.fit(unit, BODY, room), BODY, th.muted)
    bottom = MARGIN + sprite.height
    if sub:
        bottom = max(bottom, paragraphs.draw(canvas, x + 4, y + size + 56, room - 4, sub, BODY,
                                             th.text, line_gap=LINE_GAP))
    return bottom


def _holders_rows(info: CreatureInfo | KoboldInfo,
                  names: tuple[str, ...]) -> list[list[tuple[str, int]]]:
    """Chips "name count" per seat (then stage and deck), wrapped into rows."""
    # A chip takes a row of its own rather than shorten a name; only a name
    # wider than the picture is shortened, never the count behind it.
    widest = WIDTH - 2 * MARGIN - BODY - fonts.text_width("  10", BODY)
    chips: list[tuple[str, int]] = [(f"{fonts.fit(names[s], BODY, widest)}  {n}", s)
                                    for s, n in enumerate(info.holders)]
    if info.on_stage:
        chips.append((f"{t('fabel.info.stage')}  1", -1))
    label = t("fabel.info.undealt_two" if info.seats == 2 else "fabel.info.undealt")
    chips.append((f"{label}  {info.undealt}", -1))
    rows: list[list[tuple[str, int]]] = [[]]
    used = 0
    for text, seat in chips:
        w = _chip_width(text)
        if rows[-1] and used + w > WIDTH - 2 * MARGIN:
            rows.append([])
            used = 0
        rows[-1].append((text, seat))
        used += w + 10
    return rows


def _chip_width(text: str) -> int:
    return fonts.text_width(text, BODY) + BODY


def _draw_chips(canvas: Canvas, th: Theme, y: int,
                rows: list[list[tuple[str, int]]], reader: int | None) -> int:
    h = round(BODY * 1.5)
    for row in rows:
        x = MARGIN
        for text, seat in row:
            w = _chip_width(text)
            if seat >= 0:
                colour = PLAYER_COLOURS[seat]
                canvas.box((x, y, x + w, y + h), colour, th.text if seat == reader else None,
                           3 if seat == reader else 0, radius=h // 2)
                ink = ink_on(colour)
            else:
                canvas.box((x, y, x + w, y + h), th.panel, th.panel_edge, 2, radius=h // 2)
                ink = th.text
            canvas.text(x + BODY // 2, y + h / 2, text, BODY, ink, "lm")
            x += w + 10
        y += h + 10
    return y


def _keep_formulas(note: Note, info: CreatureInfo) -> Note:
    """The note with its Rechenweg glued by no-break spaces, so a line break
    never splits "(1000 + 250) × 2 = 2500"."""
    return _glue(note, (info.line_with, info.line_now))


def _glue(note: Note, lines: Sequence[str | None]) -> Note:
    """``note`` with each of ``lines`` in it glued by no-break spaces. A
    Meistermarkt Rechenweg may start with "Kobolde: Troll gestrichen · ":
    only the formula after it is glued, the words may still wrap."""
    text = note.text
    for line in lines:
        if line:
            formula = line.rsplit(" · ", 1)[-1]
            # A formula longer than a line (many letters) may break at its spaces.
            if fonts.text_width(formula, BODY) <= WIDTH - 2 * MARGIN - BODY * 2:
                text = text.replace(formula, formula.replace(" ", "\u00a0"))
    return Note(text, note.mood)


#: What a picture of an info holds: everything, all but the rules, the head
#: and its pictures only (the notes and rules then follow on pages).
ALL, NO_RULES, HEAD = "all", "no_rules", "head"
#: The tallest page a phone shows whole (issue 38).
TALLEST = round(1.6 * WIDTH)


def _part_notes(notes: Sequence[Note], part: str) -> Sequence[Note]:
    return notes if part != HEAD else ()


def _part_rules(rules: Sequence[str], part: str) -> Sequence[str]:
    return rules if part == ALL else ()


def _notes(info: Info, names: Sequence[str]) -> tuple[str, list[Note]]:
    """The section title and the notes of ``info`` (what it means for the
    reader now), Rechenwege glued so a line break never splits them."""
    if isinstance(info, CreatureInfo):
        # The first note ("Du hast n von 4") stands in the head already.
        return t("fabel.info.section.you"), [_keep_formulas(n, info)
                                             for n in creature_notes(info, names)[1:]]
    if isinstance(info, MoneyInfo):
        return t("fabel.info.section.you"), [Note(line) for line in money_lines(info)]
    if isinstance(info, LetterInfo):
        lines = [s.rechenweg for s in (info.now, info.other, info.holder_now,
                                       info.holder_without) if s is not None]
        return t("fabel.info.section.you"), [_glue(n, lines) for n in letter_notes(info, names)]
    if isinstance(info, KoboldInfo):
        lines = [s.rechenweg for s in (info.free, info.all_four) if s is not None]
        return t("fabel.info.section.you"), [_glue(n, lines) for n in kobold_notes(info, names)]
    # the deck: its counts stand large in the head
    return t("fabel.info.section.now"), [Note(line)
                                         for line in deck_lines(info, names, counts=False)]


def _render_body(info: Info, names: Sequence[str] | None, th: Theme) -> _Body:
    """The notes and the rules of ``info``, for the pages after its head."""
    title, notes = _notes(info, _names(info.seats, names) if not isinstance(
        info, MoneyInfo) else ())
    return _body(th, title, notes, info.rules)


def _body(th: Theme, title: str, notes: Sequence[Note], rules: Sequence[str]) -> _Body:
    """The text below the head: ``notes`` under ``title`` (left out when
    there are none), then the rules."""
    body = _Body(th)
    if notes:
        body.section(title)
        for note in notes:
            body.note(note)
    if rules:
        body.section(t("fabel.info.section.rules"))
    for rule in rules:
        body.rule(rule)
    return body


def _render_creature(info: CreatureInfo, names: tuple[str, ...], th: Theme,
                     part: str = ALL) -> Image.Image:
    rows = _holders_rows(info, names)
    title, notes = _notes(info, names)
    body = _body(th, title, _part_notes(notes, part), _part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    chips_h = SECTION_GAP + round(BODY * 1.5) + len(rows) * (round(BODY * 1.5) + 10)
    canvas = _frame(th, MARGIN + head_h + chips_h + body.height() + MARGIN)
    sub = None if info.own is None else t("fabel.info.you_hold", n=info.own)
    y = _head(canvas, th, cards.creature_card(info.kind, CARD),
              t(f"fabel.creature.{info.kind}"), str(info.vierer_value),
              t("fabel.info.vierer_points"), sub)
    y += SECTION_GAP
    canvas.text(MARGIN, y, t("fabel.info.section.holders"), BODY, th.muted)
    y = _draw_chips(canvas, th, y + round(BODY * 1.5), rows, info.reader)
    body.draw(canvas, y - 10)
    return canvas.finish()


def _render_money(info: MoneyInfo, th: Theme, part: str = ALL) -> Image.Image:
    title, notes = _notes(info, ())
    body = _body(th, title, _part_notes(notes, part), _part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    canvas = _frame(th, MARGIN + head_h + body.height() + MARGIN)
    y = _head(canvas, th, cards.money_card(info.value, CARD), t("fabel.info.money.title"),
              str(info.value), t("render.fabel.taler"), None)
    body.draw(canvas, y)
    return canvas.finish()


def _undealt_rows(info: DeckInfo) -> list[list[int]]:
    kinds = [k for k in reversed(range(KINDS)) if info.undealt[k]]
    per_row = (WIDTH - 2 * MARGIN) // (ICON + 64)
    return [kinds[i:i + per_row] for i in range(0, len(kinds), per_row)]


def _render_deck(info: DeckInfo, names: tuple[str, ...], th: Theme,
                 part: str = ALL) -> Image.Image:
    title, notes = _notes(info, names)
    body = _body(th, title, _part_notes(notes, part), _part_rules(info.rules, part))
    rows = _undealt_rows(info)
    head_h = round(CARD * cards.CARD_RATIO)
    kinds_h = SECTION_GAP + round(BODY * 1.5) + max(1, len(rows)) * (ICON + 12)
    specials = _special_rows(info)
    if info.letters is not None:
        kinds_h += SECTION_GAP + round(BODY * 1.5) + max(1, len(specials)) * (ICON + 12)
    canvas = _frame(th, MARGIN + head_h + kinds_h + body.height() + MARGIN)
    sub = None if info.money is None else t("fabel.info.deck.money_big", n=info.money)
    unit = t("fabel.info.deck.cards_one" if info.count == 1 else "fabel.info.deck.cards")
    y = _head(canvas, th, cards.card_back(CARD), t("fabel.info.deck.title"), str(info.count),
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


# ----------------------------------------------------------------- Meistermarkt

def _where(info: LetterInfo, names: tuple[str, ...]) -> str:
    if info.holder is not None:
        return (t("fabel.info.m.where.yours") if info.holder == info.reader
                else t("fabel.info.m.where.holder", name=names[info.holder]))
    return t("fabel.info.m.where.stage" if info.on_stage else "fabel.info.m.where.deck")


def _letter_lines(count: int, room: int) -> int:
    """How many lines of letter tokens ``count`` letters take in ``room`` px."""
    per_line = max(1, (room + 6) // (LETTER_ICON + 6))
    return max(1, -(-count // per_line))


LetterRow = tuple[str, int, tuple[int, ...]]


def _letter_rows(info: LetterInfo, names: tuple[str, ...]) -> list[LetterRow]:
    """One row per seat (name, seat, his letters), then the stage: who holds
    which letters, all public."""
    rows: list[LetterRow] = [(names[s], s, letters) for s, letters in enumerate(info.letters)]
    if info.stage is not None:
        rows.append((t("fabel.info.stage"), -1, (info.stage,)))
    return rows


def _letter_layout(info: LetterInfo, names: tuple[str, ...]) -> tuple[int, int]:
    """The chip column's width and the height of the whole letter table."""
    rows = _letter_rows(info, names)
    # As wide as the longest name (names are never shortened), leaving room
    # for two letters a line beside it.
    widest = WIDTH - 2 * MARGIN - 14 - 2 * (LETTER_ICON + 6)
    chip_w = min(widest, max(_chip_width(text) for text, _, _ in rows))
    room = WIDTH - 2 * MARGIN - chip_w - 14
    lines = sum(_letter_lines(len(letters), room) for _, _, letters in rows)
    return chip_w, lines * (LETTER_ICON + 10) + round(BODY * 1.5) + 4


def _draw_letter_rows(canvas: Canvas, th: Theme, y: int, info: LetterInfo,
                      names: tuple[str, ...]) -> int:
    h = round(BODY * 1.5)
    chip_w, _ = _letter_layout(info, names)
    room = WIDTH - 2 * MARGIN - chip_w - 14
    per_line = max(1, (room + 6) // (LETTER_ICON + 6))
    step = LETTER_ICON + 10
    for text, seat, letters in _letter_rows(info, names):
        x = MARGIN
        mid = y + LETTER_ICON // 2
        label = fonts.fit(text, BODY, chip_w - BODY)
        if seat >= 0:
            colour = PLAYER_COLOURS[seat]
            canvas.box((x, mid - h // 2, x + chip_w, mid + h // 2), colour,
                       th.text if seat == info.reader else None,
                       3 if seat == info.reader else 0, radius=h // 2)
            ink = ink_on(colour)
        else:
            canvas.box((x, mid - h // 2, x + chip_w, mid + h // 2), th.panel, th.panel_edge, 2,
                       radius=h // 2)
            ink = th.text
        canvas.text(x + BODY // 2, mid, label, BODY, ink, "lm")
        left = x + chip_w + 14
        if not letters:
            canvas.text(left, mid, "–", BODY, th.muted, "lm")
        for i, kind in enumerate(letters):
            lx = left + (i % per_line) * (LETTER_ICON + 6)
            ly = y + (i // per_line) * step
            if kind == info.kind:
                # The asked-about letter stands out by a frame in the accent colour.
                canvas.box((lx - 3, ly - 3, lx + LETTER_ICON + 2, ly + LETTER_ICON + 2), None,
                           th.accent, 3, radius=8)
            canvas.sprite(cards.letter_icon(kind, LETTER_ICON), lx, ly)
        y += _letter_lines(len(letters), room) * step
    label = t("fabel.info.undealt_two" if info.seats == 2 else "fabel.info.undealt")
    canvas.text(MARGIN, y + 4, f"{label}: {info.to_come}", BODY, th.muted)
    return y + round(BODY * 1.5) + 4


def _render_letter(info: LetterInfo, names: tuple[str, ...], th: Theme,
                   part: str = ALL) -> Image.Image:
    title, notes = _notes(info, names)
    body = _body(th, title, _part_notes(notes, part), _part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    letters_h = SECTION_GAP + round(BODY * 1.5) + _letter_layout(info, names)[1]
    canvas = _frame(th, MARGIN + head_h + letters_h + body.height() + MARGIN)
    kind_name = t(f"fabel.creature.{info.kind}")
    y = _head(canvas, th, cards.letter_card(info.kind, CARD),
              t("fabel.info.m.letter_title", kind=kind_name), "+250",
              t("fabel.info.m.letter_unit"), _where(info, names))
    y += SECTION_GAP
    canvas.text(MARGIN, y, t("fabel.info.m.section.letters"), BODY, th.muted)
    y = _draw_letter_rows(canvas, th, y + round(BODY * 1.5), info, names)
    body.draw(canvas, y - 10)
    return canvas.finish()


def _render_kobold(info: KoboldInfo, names: tuple[str, ...], th: Theme,
                   part: str = ALL) -> Image.Image:
    rows = _holders_rows(info, names)
    title, notes = _notes(info, names)
    body = _body(th, title, _part_notes(notes, part), _part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    chips_h = SECTION_GAP + round(BODY * 1.5) + len(rows) * (round(BODY * 1.5) + 10)
    canvas = _frame(th, MARGIN + head_h + chips_h + body.height() + MARGIN)
    if info.cost is None:
        big, unit, sub = "4", t("fabel.info.m.kobold_unit_public"), None
    else:
        big = "0" if info.cost == 0 else f"\u2212{info.cost}"
        unit, sub = t("fabel.info.m.kobold_unit"), t("fabel.info.you_hold", n=info.own)
    y = _head(canvas, th, cards.kobold_card(CARD), t("fabel.card.kobold_plural"), big, unit, sub)
    y += SECTION_GAP
    canvas.text(MARGIN, y, t("fabel.info.section.holders"), BODY, th.muted)
    y = _draw_chips(canvas, th, y + round(BODY * 1.5), rows, info.reader)
    body.draw(canvas, y - 10)
    return canvas.finish()


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
    rest = _body(th, "", (), info.rules)
    if first.height > TALLEST:
        forget(first)
        first = _render(info, names, th, HEAD)
        rest = _render_body(info, names, th)
    return (first, *[_text_page(th, body) for body in rest.pages(TALLEST - 2 * MARGIN)])


def _text_page(th: Theme, body: _Body) -> Image.Image:
    canvas = _frame(th, MARGIN + body.height() + MARGIN - SECTION_GAP)
    body.draw(canvas, MARGIN - SECTION_GAP)
    image = canvas.finish()
    image.info[EFFORT_KEY] = ONCE
    return image


def _render(info: Info, names: Sequence[str] | None, th: Theme, part: str) -> Image.Image:
    if isinstance(info, CreatureInfo):
        image = _render_creature(info, _names(info.seats, names), th, part)
    elif isinstance(info, MoneyInfo):
        image = _render_money(info, th, part)
    elif isinstance(info, LetterInfo):
        image = _render_letter(info, _names(info.seats, names), th, part)
    elif isinstance(info, KoboldInfo):
        image = _render_kobold(info, _names(info.seats, names), th, part)
    else:
        image = _render_deck(info, _names(info.seats, names), th, part)
    # One answer to one click, up to 640 x 1760 px of text: worth more of the
    # encoder's effort (six-player letter infos would pass 250 KB without).
    image.info[EFFORT_KEY] = ONCE
    return image
