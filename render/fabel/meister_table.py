"""The Meistermarkt parts of the public table picture.

:mod:`render.fabel.table` calls these for a Meistermarkt view: the Ahnenbriefe in
the Tiertafel cells and the Kobold row under it, how often each player laid
a card on the running Kobold (at his badge), the last Kobold taken (in the
deck's band), and the stage during the "Meins!" race (the letter, the
counter from 10 to 1 with 3, 2, 1 in the danger colour, drawn at no moment
as the counter's face; after a press the presser and the price k, the
Vorkauf and the payment) and during a Kobold
round (the Kobold with the number of face-down cards on it, whose turn it
is). Everything drawn here is public: the values of the cards on a Kobold
or of a letter payment are in no public view, and these functions read
nothing a seat's own view adds.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from engines.fabel.cards import LETTER_POINTS, MEINS_START
from engines.fabel.view import (
    BRIEF_PAY,
    BRIEF_VORKAUF,
    MEINS,
    FabelView,
    KoboldLastView,
    KoboldView,
    PlayerView,
    RaceView,
    Score,
)
from engines.texts import t
from engines.texts.formats import one_or_many
from render import fonts
from render.canvas import Box, Canvas
from render.fabel import cards, sentences
from render.fabel.auction import StageLayout, hammer_ring
from render.sizes import HUGE, LARGE, NORMAL, SMALL
from render.theme import RGB, Theme, ink_on, mix

#: The last numbers of the counter, drawn in the danger colour ("In den
#: letzten drei Zahlen pulsiert der Knopf").
DANGER_FROM = 3
LETTER_ICON = 26
KOBOLD_ICON = 30
LAID_ICON = 22
LAST_KOBOLD_ICON = 26  # the last Kobold taken, at the stage's foot


def cards_text(n: int) -> str:
    """"1 Karte", "3 Karten", "nichts"."""
    if n == 0:
        return t("render.fabel.cards.none")
    return t(f"render.fabel.cards.{one_or_many(n)}", n=n)


def counter_colour(th: Theme, counter: int) -> RGB:
    """The counter's colour: the accent, the danger colour for 3, 2, 1."""
    return th.warn if counter <= DANGER_FROM else th.accent


# --- the Tiertafel ------------------------------------------------------------------

def kobold_column_head(canvas: Canvas, mid: int, top: int, size: int) -> None:
    """The head of the Kobold column: a Kobold (four of them strike a Vierer;
    the count stands in each player's cell)."""
    icon = cards.kobold_icon(size)
    canvas.sprite(icon, mid - size // 2, top)


def creature_cell(canvas: Canvas, th: Theme, box: Box, kind: int, count: int, letter: bool,
                  colour: RGB) -> None:
    """One Tiertafel cell: the count (a Vierer on gold) and, where the player
    holds the sort's Ahnenbrief, the letter beside it."""
    x0, y0, x1, y1 = box
    mid_y = (y0 + y1) / 2
    text_right = x1 - (LETTER_ICON + 4 if letter else 0)
    if count == 4:
        canvas.box(box, th.highlight, radius=8)
        label = "4 ★" if fonts.text_width("4 ★", NORMAL) <= text_right - x0 - 4 else "4★"
        canvas.text((x0 + text_right) / 2, mid_y, label, NORMAL, ink_on(th.highlight), "mm")
    elif count:
        canvas.box(box, mix(th.panel, colour, 0.3), radius=8)
        canvas.text((x0 + text_right) / 2, mid_y, str(count), NORMAL, th.text, "mm")
    if letter:
        icon = cards.letter_icon(kind, LETTER_ICON)
        canvas.sprite(icon, x1 - LETTER_ICON - 2, round(mid_y - LETTER_ICON / 2))


def kobold_cell(canvas: Canvas, th: Theme, box: Box, kobolde: int, colour: RGB) -> None:
    """A player's Kobolde in the Kobold row (all four framed in the danger
    colour: they strike one of his Vierer)."""
    if kobolde == 0:
        return
    x0, y0, x1, y1 = box
    mid_y = (y0 + y1) / 2
    canvas.box(box, mix(th.panel, cards.KOBOLD, 0.45), radius=8)
    icon = cards.kobold_icon(y1 - y0 - 6)
    label = str(kobolde)
    w = icon.width + 4 + fonts.text_width(label, NORMAL)
    left = round((x0 + x1 - w) / 2)
    canvas.sprite(icon, left, y0 + 3)
    canvas.text(left + icon.width + 4, mid_y, label, NORMAL, th.text, "lm")
    if kobolde == 4:
        canvas.box((x0 - 2, y0 - 2, x1 + 2, y1 + 2), None, th.warn, 3, radius=9)


# --- the badges and the deck band ------------------------------------------------

def laid_mark(canvas: Canvas, th: Theme, right: int, line: int, player: PlayerView,
              deciding: bool) -> int:
    """In a player's row during a Kobold round: how many cards he laid on
    the Kobold in this round (item 108), e.g. "2 gelegt"; returns
    the width."""
    label = t("render.fabel.meister.laid", n=player.kobold_laid)
    colour = th.accent if deciding else th.text
    return canvas.text(right, line, label, SMALL, colour, "rm")


def last_kobold(canvas: Canvas, th: Theme, left: int, bottom: int, width: int,
                last: KoboldLastView, names: tuple[str, ...], above: int) -> None:
    """At the foot of the stage (ending at ``bottom``), where it fits whole
    below ``above``: who took the last Kobold and how many cards lay on it
    (never their values)."""
    icon = cards.kobold_icon(LAST_KOBOLD_ICON)
    text = t("render.fabel.meister.last_kobold", name=names[last.taker],
             cards=cards_text(last.count))
    text_width = width - icon.width - 6
    top = bottom - sentences.height(canvas, text, text_width)
    if top < above:
        return
    canvas.sprite(icon, left, top)
    sentences.whole(canvas, left + icon.width + 6, top, text_width, text, th.muted)


# --- the stage --------------------------------------------------------------------

def counter_strip(canvas: Canvas, th: Theme, left: int, y: int, width: int,
                  counter: int | None, pressed_at: int | None) -> None:
    """The numbers 10 to 1 in a row: the running one on its colour, those
    passed quieter, 3, 2, 1 always in the danger colour; after a press the
    number it came at is framed."""
    step = width / MEINS_START
    for i, number in enumerate(range(MEINS_START, 0, -1)):
        cx = left + step * (i + 0.5)
        danger = number <= DANGER_FROM
        if counter is not None and number == counter:
            fill = counter_colour(th, number)
            canvas.box((round(cx - step / 2 + 2), y - 17, round(cx + step / 2 - 2), y + 17), fill,
                       radius=8)
            canvas.text(cx, y, str(number), SMALL, ink_on(fill), "mm")
            continue
        if pressed_at is not None and number == pressed_at:
            canvas.box((round(cx - step / 2 + 2), y - 17, round(cx + step / 2 - 2), y + 17), None,
                       counter_colour(th, number), 3, radius=8)
        passed = counter is not None and number > counter
        colour = th.warn if danger else th.text
        if passed:
            colour = mix(colour, th.panel, 0.55)
        canvas.text(cx, y, str(number), SMALL, colour, "mm")


def now_line(view: FabelView, race: RaceView, names: tuple[str, ...]) -> str:
    """The "Jetzt: …" line of a letter race."""
    if view.phase == MEINS:
        return t("render.fabel.meister.now.meins",
                 who=t("render.fabel.everyone_but", names=names[race.auctioneer]))
    if view.phase == BRIEF_VORKAUF:
        return t("render.fabel.meister.vorkauf_task", name=names[race.auctioneer])
    assert race.presser is not None
    if race.payer is not None:
        receiver = race.presser if race.kept else race.auctioneer
        key = "render.fabel.meister.pay_kept" if race.kept else "render.fabel.meister.pay_pressed"
        return t("render.fabel.now", what=t(key, payer=names[race.payer],
                                            receiver=names[receiver], n=race.k))
    return t("render.fabel.over")


def race_stage(canvas: Canvas, th: Theme, lay: StageLayout, view: FabelView,
               race: RaceView, names: tuple[str, ...], remaining: float | None,
               ring: Callable[[int, int, RGB, RGB], Image.Image], y: int) -> int:
    """The Ahnenbrief on the stage and the "Meins!" race under the "Jetzt"
    line (at ``y``); ``ring`` draws the countdown ring (the table's cached
    one). Returns the y below the sentences."""
    cx0, cy0, cx1, _ = lay.stage_card()
    canvas.sprite(cards.letter_card(race.kind, cx1 - cx0), cx0, cy0)
    rx, rw = lay.ring_column()
    tx, tw = lay.text_column()
    mid = rx + rw // 2
    diameter = rw - 10
    ring_y = cy0 + 4
    bottom = lay.stage[3] - 12
    if view.phase == MEINS and remaining is None:
        return _race_face(canvas, th, race, names, mid, ring_y, diameter, tx, tw, y, bottom)
    if view.phase == MEINS:
        counter = race.counter
        colour = counter_colour(th, counter)
        # The ring empties over the ten seconds; within a second by ``remaining``.
        within = 1.0 if remaining is None else max(0.0, min(remaining, 1.0))
        sixtieths = round(60 * (counter - 1 + within) / MEINS_START)
        canvas.sprite(ring(sixtieths, diameter, colour, th.grid), mid - diameter // 2, ring_y)
        canvas.text(mid, ring_y + diameter // 2, str(counter), HUGE, colour, "mm")
        y = sentences.whole(canvas, tx, y, tw,
                            t("render.fabel.meister.race_task", counter=counter), colour)
        # who gets the letter for nothing: where it fits (the stage does not
        # grow for it)
        y = sentences.if_room(canvas, tx, y + 4, tw, t("render.fabel.meister.race_free",
                                                       name=names[race.auctioneer]),
                              th.muted, bottom - 42)
        counter_strip(canvas, th, tx, y + 24, tw, counter, None)
        y += 42
        return y
    # After the press: who called at which number; the Vorkauf; the payment.
    presser = race.presser
    assert presser is not None
    colour = counter_colour(th, race.k)
    canvas.text(mid, ring_y + diameter // 2, str(race.k), HUGE, colour, "mm")
    y = sentences.whole(canvas, tx, y, tw, t("render.fabel.meister.pressed", name=names[presser],
                                             k=race.k, cards=cards_text(race.k)), colour)
    counter_strip(canvas, th, tx, y + 24, tw, None, race.k)
    y += 42
    return y


def _race_face(canvas: Canvas, th: Theme, race: RaceView, names: tuple[str, ...], mid: int,
               ring_y: int, diameter: int, tx: int, tw: int, y: int, bottom: int) -> int:
    """The race drawn at no particular moment (the bot's picture: the
    counter runs in the message's text and on the button, a picture a number
    would be an upload a second). So it shows the counter's face, not its
    number: ten segments round the letter, 3, 2, 1 wider in the danger
    colour ("In den letzten drei Zahlen pulsiert der Knopf"), "Zähler 10
    bis 1" under it, and the rule in words."""
    face = hammer_ring(MEINS_START, 0, diameter, th.text, th.warn, th.grid)
    canvas.sprite(face, mid - diameter // 2, ring_y)
    icon = cards.letter_icon(race.kind, diameter // 2)
    canvas.sprite(icon, mid - icon.width // 2, ring_y + (diameter - icon.height) // 2)
    below = ring_y + diameter + 6
    canvas.text(mid, below, t("render.fabel.meister.counter"), SMALL, th.muted, "ma")
    canvas.text(mid, below + round(SMALL * 1.2),
                t("render.fabel.meister.counter_range", start=MEINS_START), SMALL, th.text, "ma")
    y = sentences.whole(canvas, tx, y, tw, t("render.fabel.meister.race_rule"), th.accent)
    y = sentences.if_room(canvas, tx, y + 4, tw, t("render.fabel.meister.race_free",
                                                   name=names[race.auctioneer]),
                          th.muted, bottom)
    if y + 42 <= bottom:
        counter_strip(canvas, th, tx, y + 24, tw, None, None)
        y += 42
    return y


def kobold_stage(canvas: Canvas, th: Theme, lay: StageLayout, ko: KoboldView, y: int) -> int:
    """The Kobold on the stage with the face-down cards on it (how many,
    never which), under the "Jetzt" line naming whose turn it is."""
    cx0, cy0, cx1, cy1 = lay.stage_card()
    canvas.sprite(cards.kobold_card(cx1 - cx0), cx0, cy0)
    # The pot: backs fanned beside the Kobold.
    rx, rw = lay.ring_column()
    back = cards.card_back(44)
    for i in range(min(ko.pot_count, 4)):
        canvas.sprite(back, rx + 10 + i * 10, cy0 + 30 - i * 6)
    if ko.pot_count:
        canvas.text(rx + rw // 2, cy0 + 30 + back.height + 24, str(ko.pot_count), LARGE, th.text,
                    "mm")
    tx, tw = lay.text_column()
    pot = (t("render.fabel.meister.pot_empty") if ko.pot_count == 0
           else t("render.fabel.meister.pot", cards=cards_text(ko.pot_count)))
    y = sentences.whole(canvas, tx, y, tw, pot, th.text)
    # the rule where it fits (the panel's Karten-Info has it whole)
    return sentences.if_room(canvas, tx, y + 4, tw, t("render.fabel.meister.kobold_rule"),
                             th.muted, lay.stage[3] - 10)


def step_values(score: Score) -> tuple[str, str, str, str, str]:
    """The five steps of a Meistermarkt count as the pictures write them:
    the struck Vierer, the sum, the matching letters, the factor, the free
    letters.

    >>> from engines.fabel.scoring import score_meister
    >>> step_values(score_meister([9, 0], [9, 2], False))
    ('–', '1010', '+ 250', '× 2', '+ 250')
    """
    struck = "–" if score.struck is None else t(f"fabel.creature.{score.struck}")
    return (struck, str(score.vierer_sum), f"+ {LETTER_POINTS * len(score.matching)}",
            f"× {score.factor}", f"+ {LETTER_POINTS * len(score.free)}")


def race_phase(phase: str) -> bool:
    """Whether ``phase`` belongs to the "Meins!" race."""
    return phase in (MEINS, BRIEF_VORKAUF, BRIEF_PAY)
