"""The drawing kit of a Karten-Info picture (:mod:`render.fabel.info`):
its sizes, the head with the card, the holders' chips, what the info
means for the reader now, and the text body of notes and rules that flows
onto pages a phone shows whole."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

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
from render.fabel import cards
from render.layers import background
from render.theme import PLAYER_COLOURS, Theme, ink_on

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


def seat_names(seats: int, names: Sequence[str] | None) -> tuple[str, ...]:
    """The caller's names (cleaned of glyphs no font has) or "Platz n"."""
    if names is None:
        return tuple(t("render.fabel.seat", n=i + 1) for i in range(seats))
    if len(names) != seats:
        raise ValueError(f"{len(names)} names for {seats} seats")
    return tuple(fonts.printable(n) or t("render.fabel.seat", n=i + 1)
                 for i, n in enumerate(names))


def mood_colour(th: Theme, mood: str) -> tuple[int, int, int]:
    return {GOOD: th.good, BAD: th.warn, KEY: th.accent}.get(mood, th.text)


class Body:
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
        self.items.append(("para", note.text, BODY, mood_colour(self.th, note.mood), mark))

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

    def pages(self, room: int) -> list[Body]:
        """The items split into bodies no higher than ``room`` each (a
        section's title never last on a page)."""
        out = [Body(self.th)]
        for item in self.items:
            body = out[-1]
            body.items.append(item)
            if body.height() > room and len(body.items) > 1:
                body.items.pop()
                moved = [item]
                if body.items and body.items[-1][0] == "title":
                    moved.insert(0, body.items.pop())
                out.append(Body(self.th))
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


def frame(th: Theme, height: int) -> Canvas:
    # Heights are rounded up to 40 px so the cached backgrounds are reused.
    height = -(-height // 40) * 40
    canvas = Canvas(background(th, (WIDTH, height)))
    canvas.box((6, 6, WIDTH - 7, height - 7), None, th.panel_edge, 2, radius=18)
    return canvas


def head(canvas: Canvas, th: Theme, sprite: Image.Image, title: str, big: str, unit: str,
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


def holders_picture(info: CreatureInfo | KoboldInfo, names: tuple[str, ...], th: Theme,
                    part: str, sprite: Image.Image, title: str, big: str, unit: str,
                    sub: str | None) -> Image.Image:
    """The picture of a card whose holders everyone sees (a creature, the
    Kobolde): its head, "Wer hat wie viele?" as chips, then the notes and
    rules of ``part``."""
    rows = holders_rows(info, names)
    section, notes = notes_of(info, names)
    body = text_body(th, section, part_notes(notes, part), part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    chips_h = SECTION_GAP + round(BODY * 1.5) + len(rows) * (round(BODY * 1.5) + 10)
    canvas = frame(th, MARGIN + head_h + chips_h + body.height() + MARGIN)
    y = head(canvas, th, sprite, title, big, unit, sub)
    y += SECTION_GAP
    canvas.text(MARGIN, y, t("fabel.info.section.holders"), BODY, th.muted)
    y = draw_chips(canvas, th, y + round(BODY * 1.5), rows, info.reader)
    body.draw(canvas, y - 10)
    return canvas.finish()


def holders_rows(info: CreatureInfo | KoboldInfo,
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
        w = note_chip_width(text)
        if rows[-1] and used + w > WIDTH - 2 * MARGIN:
            rows.append([])
            used = 0
        rows[-1].append((text, seat))
        used += w + 10
    return rows


def note_chip_width(text: str) -> int:
    return fonts.text_width(text, BODY) + BODY


def draw_chips(canvas: Canvas, th: Theme, y: int,
                rows: list[list[tuple[str, int]]], reader: int | None) -> int:
    h = round(BODY * 1.5)
    for row in rows:
        x = MARGIN
        for text, seat in row:
            w = note_chip_width(text)
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


def keep_formulas(note: Note, info: CreatureInfo) -> Note:
    """The note with its Rechenweg glued by no-break spaces, so a line break
    never splits "(1000 + 250) × 2 = 2500"."""
    return glue(note, (info.line_with, info.line_now))


def glue(note: Note, lines: Sequence[str | None]) -> Note:
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


def part_notes(notes: Sequence[Note], part: str) -> Sequence[Note]:
    return notes if part != HEAD else ()


def part_rules(rules: Sequence[str], part: str) -> Sequence[str]:
    return rules if part == ALL else ()


def notes_of(info: Info, names: Sequence[str]) -> tuple[str, list[Note]]:
    """The section title and the notes of ``info`` (what it means for the
    reader now), Rechenwege glued so a line break never splits them."""
    if isinstance(info, CreatureInfo):
        # The first note ("Du hast n von 4") stands in the head already.
        return t("fabel.info.section.you"), [keep_formulas(n, info)
                                             for n in creature_notes(info, names)[1:]]
    if isinstance(info, MoneyInfo):
        return t("fabel.info.section.you"), [Note(line) for line in money_lines(info)]
    if isinstance(info, LetterInfo):
        lines = [s.rechenweg for s in (info.now, info.other, info.holder_now,
                                       info.holder_without) if s is not None]
        return t("fabel.info.section.you"), [glue(n, lines) for n in letter_notes(info, names)]
    if isinstance(info, KoboldInfo):
        lines = [s.rechenweg for s in (info.free, info.all_four) if s is not None]
        return t("fabel.info.section.you"), [glue(n, lines) for n in kobold_notes(info, names)]
    # the deck: its counts stand large in the head
    return t("fabel.info.section.now"), [Note(line)
                                         for line in deck_lines(info, names, counts=False)]


def info_body(info: Info, names: Sequence[str] | None, th: Theme) -> Body:
    """The notes and the rules of ``info``, for the pages after its head."""
    title, notes = notes_of(info, seat_names(info.seats, names) if not isinstance(
        info, MoneyInfo) else ())
    return text_body(th, title, notes, info.rules)


def text_body(th: Theme, title: str, notes: Sequence[Note], rules: Sequence[str]) -> Body:
    """The text below the head: ``notes`` under ``title`` (left out when
    there are none), then the rules."""
    body = Body(th)
    if notes:
        body.section(title)
        for note in notes:
            body.note(note)
    if rules:
        body.section(t("fabel.info.section.rules"))
    for rule in rules:
        body.rule(rule)
    return body
