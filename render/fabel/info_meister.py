"""The Meistermarkt's Karten-Info pictures: one Ahnenbrief (who holds which
letter, what it is worth to the reader) and the Kobolde, drawn with the
kit of :mod:`render.fabel.info_page` from one seat's info only."""

from __future__ import annotations

from PIL import Image

from engines.fabel.info_meister import KoboldInfo, LetterInfo
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.fabel import cards
from render.fabel.info_page import (
    ALL,
    BODY,
    CARD,
    LETTER_ICON,
    MARGIN,
    SECTION_GAP,
    WIDTH,
    frame,
    head,
    holders_picture,
    note_chip_width,
    notes_of,
    part_notes,
    part_rules,
    text_body,
)
from render.theme import PLAYER_COLOURS, Theme, ink_on


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
    chip_w = min(widest, max(note_chip_width(text) for text, _, _ in rows))
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


def render_letter(info: LetterInfo, names: tuple[str, ...], th: Theme,
                   part: str = ALL) -> Image.Image:
    title, notes = notes_of(info, names)
    body = text_body(th, title, part_notes(notes, part), part_rules(info.rules, part))
    head_h = round(CARD * cards.CARD_RATIO)
    letters_h = SECTION_GAP + round(BODY * 1.5) + _letter_layout(info, names)[1]
    canvas = frame(th, MARGIN + head_h + letters_h + body.height() + MARGIN)
    kind_name = t(f"fabel.creature.{info.kind}")
    y = head(canvas, th, cards.letter_card(info.kind, CARD),
              t("fabel.info.m.letter_title", kind=kind_name), "+250",
              t("fabel.info.m.letter_unit"), _where(info, names))
    y += SECTION_GAP
    canvas.text(MARGIN, y, t("fabel.info.m.section.letters"), BODY, th.muted)
    y = _draw_letter_rows(canvas, th, y + round(BODY * 1.5), info, names)
    body.draw(canvas, y - 10)
    return canvas.finish()


def render_kobold(info: KoboldInfo, names: tuple[str, ...], th: Theme,
                  part: str = ALL) -> Image.Image:
    """The Kobolde's Karten-Info: what one more Kobold costs the reader, who
    holds how many, then the notes and rules of ``part``."""
    if info.cost is None:
        big, unit, sub = "4", t("fabel.info.m.kobold_unit_public"), None
    else:
        big = "0" if info.cost == 0 else f"\u2212{info.cost}"
        unit, sub = t("fabel.info.m.kobold_unit"), t("fabel.info.you_hold", n=info.own)
    return holders_picture(info, names, th, part, cards.kobold_card(CARD),
                           t("fabel.card.kobold_plural"), big, unit, sub)
