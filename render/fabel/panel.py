"""The private panel picture of one player: his money cards by value, his
creatures, his points now with the Rechenweg, and what only he may see now
(his covered trade offer; at two players the card he looked at, first and
large: it is what he decides about). 720 px wide, so its smallest text (30
px) is 12.2 px where a phone shows it 400 px wide (issue 38); the Rechenweg
and the notes are drawn whole, the panel as high as they need.

In the Meistermarkt it adds his Ahnenbriefe and Kobolde, the five steps of
"Deine Punkte jetzt" (``view.score``), during a "Meins!" race how his points
would change with the letter, and during a Kobold round the cards he laid
on it himself (the taker of the last Kobold: what lay on it).

It draws ``view(seat)``; the public view has no panel.

>>> from engines.fabel import new_game
>>> render_panel(new_game(3, seed=1).view(0)).width
720
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from PIL import Image

from engines.fabel.cards import DENOMINATIONS, KINDS
from engines.fabel.view import FabelView, PlayerView, Score
from engines.texts import t
from render import fonts
from render.canvas import Canvas
from render.fabel import cards, sentences
from render.fabel.chips import chip_width, name_chip
from render.fabel.grid import MARGIN, player_names
from render.fabel.meister_table import race_phase, step_values
from render.layers import background
from render.sizes import HUGE, LARGE, NORMAL
from render.theme import Theme, get_theme

#: The picture's width (the table picture has its own).
WIDTH = 720

CARD = 62
STEP = 68
SECTION = 36
POINTS = 40 + 2 * round(NORMAL * 1.2) + 16  # title line and two lines of Rechenweg
# Meistermarkt: the row of letters and Kobolde, and the five steps.
MEISTER_CARD = 60
MEISTER_STEP = 68
STEP_ROW = 36
STEPS = 5 * STEP_ROW + 16
EXTRA_ROW = 150
PEEK_CARD = 140  # the card looked at: the largest thing in the panel
PEEK_ROW = round(PEEK_CARD * 1.4) + 60
NOTE_LINE = round(NORMAL * 1.2)
NOTE_GAP = 12
#: The sentences' width (the Rechenweg leaves room for the points beside it).
TEXT_WIDTH = WIDTH - 2 * (MARGIN + 6)
RECHENWEG_WIDTH = TEXT_WIDTH - 150


@lru_cache(maxsize=16)
def _height(extra_rows: int, meister: bool = False, note_lines: int = 0,
            peek: bool = False) -> int:
    card_h = round(CARD * cards.CARD_RATIO)
    height = (MARGIN + 56 + 2 * (SECTION + card_h + 40) + POINTS + extra_rows * EXTRA_ROW
              + (PEEK_ROW if peek else 0) + MARGIN)
    if meister:
        height += SECTION + round(MEISTER_CARD * cards.CARD_RATIO) + 40 + STEPS
    return height + note_lines * NOTE_LINE


def _note_lines(notes: list[tuple[str, bool]]) -> int:
    """How many lines the notes take, each wrapped whole (and a gap each)."""
    gap = -(-NOTE_GAP // NOTE_LINE)
    return sum(len(Canvas.wrap(text, NORMAL, TEXT_WIDTH)) + gap for text, _ in notes)


def render_panel(view: FabelView, *, names: tuple[str, ...] | None = None,
                 theme: str = "laternennacht") -> Image.Image:
    """The panel of ``view.reader`` (a seat's own view, never the public one)."""
    if view.reader is None:
        raise ValueError("the panel shows one player's own view, not the public one")
    th = get_theme(theme)
    shown = player_names(view, names)
    seat = view.reader
    me = view.players[seat]
    hand = view.hand or ()
    offer = view.trade.own_offer if view.trade is not None else None
    extra = int(offer is not None)
    notes = _meister_notes(view, me) if view.meister else []
    height = _height(extra, view.meister, _note_lines(notes), view.peek is not None)
    canvas = Canvas(background(th, (WIDTH, height)))
    x, right = MARGIN + 6, WIDTH - MARGIN - 6
    y = _head(canvas, th, x, right, view, shown[seat])
    y = _money(canvas, th, x, y, hand)
    y = _creatures(canvas, th, x, y, me)
    if view.meister:
        y = _letters_and_kobolde(canvas, th, x, y, me)

    # Points now, with the Rechenweg (house rule Geld zählt mit included).
    cash = sum(hand) if view.options.geld_zaehlt else None
    score = view.own_score
    assert score is not None  # the reader's own view carries it
    points, line = score.points, score.rechenweg
    if not me.vierer and cash is None and not (view.meister and me.letters):
        line = t("render.fabel.panel_no_vierer")
    y = _points(canvas, th, x, right, y, points, line)
    if view.meister:
        y = _steps(canvas, th, x, y, score)
    for text, colour in notes:
        y = sentences.whole(canvas, x, y + NOTE_GAP, TEXT_WIDTH, text,
                            th.accent if colour else th.text, size=NORMAL)
    if offer is not None:
        text = (t("render.fabel.panel_offer", cards=" + ".join(map(str, offer)), total=sum(offer))
                if offer else t("render.fabel.panel_offer_empty"))
        sentences.whole(canvas, x, y + 10, TEXT_WIDTH, text, th.text, size=NORMAL)
    return canvas.finish()


def _head(canvas: Canvas, th: Theme, x: int, right: int, view: FabelView, name: str) -> int:
    """The reader's name and "Dein Stand" (at two players then the card he
    looked at, first and large: he decides about it); returns the y below."""
    y = MARGIN + 26
    title = t("render.fabel.panel_title")
    # the title as large as the longest name leaves room for
    size = LARGE if fonts.text_width(title, LARGE) + 16 + chip_width(name, NORMAL, 0) + 8 <= (
        right - x) else NORMAL
    room = right - x - fonts.text_width(title, size) - 16
    w = name_chip(canvas, x, y, view.reader or 0, name, room, height=40)
    canvas.text(x + w + 16, y, title, size, th.muted, "lm")
    y += 40
    if view.peek is not None:
        # Two players, keep or give: the card looked at comes first and large.
        canvas.text(x, y, t("render.fabel.panel_peek"), NORMAL, th.accent)
        sprite = cards.deck_card(view.peek, PEEK_CARD)
        canvas.sprite(sprite, (x + right - sprite.width) // 2, y + 40)
        y += PEEK_ROW
    return y


def _money(canvas: Canvas, th: Theme, x: int, y: int, hand: tuple[int, ...]) -> int:
    """Money by value, highest first, with how many of each; returns the y below."""
    card_h = round(CARD * cards.CARD_RATIO)
    canvas.text(x, y, t("render.fabel.panel_money", total=sum(hand)), NORMAL, th.text)
    y += SECTION
    counts = Counter(hand)
    if not hand:
        canvas.text(x, y + card_h // 2, t("render.fabel.panel_no_money"), NORMAL, th.muted, "lm")
    for i, value in enumerate(v for v in reversed(DENOMINATIONS) if counts[v]):
        cx = x + i * STEP
        canvas.sprite(cards.money_card(value, CARD), cx, y)
        canvas.text(cx + CARD // 2, y + card_h + 18, t("render.fabel.count", n=counts[value]),
                    NORMAL, th.text, "mm")
    return y + card_h + 40


def _creatures(canvas: Canvas, th: Theme, x: int, y: int, me: PlayerView) -> int:
    """Own creatures, most valuable first; returns the y below."""
    card_h = round(CARD * cards.CARD_RATIO)
    canvas.text(x, y, t("render.fabel.panel_creatures"), NORMAL, th.text)
    y += SECTION
    kinds = [k for k in reversed(range(KINDS)) if me.creatures[k]]
    if not kinds:
        canvas.text(x, y + card_h // 2, t("render.fabel.panel_no_creatures"), NORMAL, th.muted,
                    "lm")
    for i, kind in enumerate(kinds):
        cx = x + i * STEP
        canvas.sprite(cards.creature_card(kind, CARD), cx, y)
        n = me.creatures[kind]
        label = "4 ★" if n == 4 else t("render.fabel.count", n=n)
        # a Vierer in the accent (the highlight's gold is 1.9:1 on Morgentau)
        canvas.text(cx + CARD // 2, y + card_h + 18, label, NORMAL,
                    th.accent if n == 4 else th.text, "mm")
    return y + card_h + 40


def _points(canvas: Canvas, th: Theme, x: int, right: int, y: int, points: int,
            line: str) -> int:
    """"Deine Punkte jetzt": the points large at the right, the Rechenweg
    (or why there are none yet) whole beside them; returns the y below."""
    canvas.text(x, y, t("render.fabel.panel_points"), NORMAL, th.muted)
    canvas.text(right, y + 52, str(points), HUGE, th.accent, "rm")
    sentences.whole(canvas, x, y + 40, RECHENWEG_WIDTH, line, th.text, size=NORMAL)
    return y + POINTS


def _letters_and_kobolde(canvas: Canvas, th: Theme, x: int, y: int, me: PlayerView) -> int:
    """Meistermarkt: the reader's Ahnenbriefe and Kobolde; returns the y below."""
    canvas.text(x, y, t("render.fabel.meister.panel_letters"), NORMAL, th.text)
    y += SECTION
    card_h = round(MEISTER_CARD * cards.CARD_RATIO)
    if not me.letters and not me.kobolde:
        canvas.text(x, y + card_h // 2, t("render.fabel.meister.panel_no_letters"), NORMAL,
                    th.muted, "lm")
    cx = x
    for kind in sorted(me.letters, reverse=True):
        sprite = cards.letter_card(kind, MEISTER_CARD)
        canvas.sprite(sprite, cx, y)
        if kind in me.vierer:  # a matching letter: its Vierer is complete
            # in the accent: the highlight's gold is 1.9:1 on Morgentau
            canvas.text(cx + MEISTER_CARD // 2, y + card_h + 18, "★", NORMAL, th.accent, "mm")
        cx += MEISTER_STEP
    if me.kobolde:
        cx += 12 if me.letters else 0
        canvas.sprite(cards.kobold_card(MEISTER_CARD), cx, y)
        colour = th.warn if me.kobolde == 4 else th.text
        canvas.text(cx + MEISTER_CARD // 2, y + card_h + 18, t("render.fabel.count", n=me.kobolde),
                    NORMAL, colour, "mm")
    return y + card_h + 40


def _steps(canvas: Canvas, th: Theme, x: int, y: int, score: Score) -> int:
    """The five steps of the Meistermarkt count as a small table."""
    values = step_values(score)
    for i, value in enumerate(values):
        row = y + i * STEP_ROW + STEP_ROW // 2
        canvas.text(x + 12, row, t(f"render.fabel.meister.step.{i + 1}"), NORMAL, th.muted, "lm")
        canvas.text(x + 520, row, value, NORMAL, th.text, "rm")
    return y + STEPS


def _meister_notes(view: FabelView, me: PlayerView) -> list[tuple[str, bool]]:
    """What only the reader sees in the Meistermarkt now, as (text, stands
    out): during a race how his points would change with the letter; during
    a Kobold round the cards he laid on it; after taking a Kobold what lay
    on it."""
    notes: list[tuple[str, bool]] = []
    race = view.race
    if race is not None and race_phase(view.phase):
        now, with_letter = view.score(me.seat), view.letter_score
        assert with_letter is not None  # the reader's own view during a race
        card = t("fabel.card.letter", kind=t(f"fabel.creature.{race.kind}"))
        notes.append((t("render.fabel.meister.panel_with_letter", card=card,
                        line=with_letter.rechenweg, now=now.points,
                        diff=with_letter.points - now.points), True))
    if view.kobold is not None and view.kobold.own_laid:
        laid = view.kobold.own_laid
        # One card is its value, not "20 = 20".
        text = (t("render.fabel.meister.panel_own_laid_one", value=laid[0]) if len(laid) == 1
                else t("render.fabel.meister.panel_own_laid", cards=" + ".join(map(str, laid)),
                       total=sum(laid)))
        notes.append((text, False))
    last = view.kobold_last
    if last is not None and last.cards is not None and view.kobold is None:
        if not last.cards:
            text = t("render.fabel.meister.panel_pot_empty")
        elif len(last.cards) == 1:
            text = t("render.fabel.meister.panel_pot_one", value=last.cards[0])
        else:
            text = t("render.fabel.meister.panel_pot", cards=" + ".join(map(str, last.cards)),
                     total=sum(last.cards))
        notes.append((text, False))
    return notes
