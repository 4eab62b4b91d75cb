"""The Meistermarkt's own rules on a Speedfabel state: the Ahnenbrief race
("Meins!", the Vorkauf before anyone sees a card, paying k money cards) and
the Kobold round (take it, or lay a card face down, round the table).

The state and :mod:`.auction` (which reveals the card that opens a race or
a round, and the next one when a Kobold round ends) call these functions;
this module imports neither. The records of a running race or round live
here beside them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.core import Event
from engines.fabel import flow, money
from engines.fabel.actions import LayCard, Meins, Pay, TakeKobold
from engines.fabel.cards import (
    DENOM_INDEX,
    DENOMINATIONS,
    MEINS_START,
    MEINS_STEP,
    total,
    values_of,
)
from engines.fabel.errors import refuse
from engines.fabel.events import (
    KoboldLaid,
    KoboldOwnCard,
    KoboldPot,
    KoboldRound,
    KoboldTaken,
    LetterPaid,
    LetterTaken,
    MeinsCount,
    MeinsOpened,
    MeinsPressed,
    PaymentCards,
    VorkaufDecided,
)
from engines.fabel.phases import BRIEF_PAY, BRIEF_VORKAUF, KOBOLD_PHASE, MEINS

if TYPE_CHECKING:
    from engines.fabel.state import State


@dataclass(slots=True)
class Race:
    """Meistermarkt: the Ahnenbrief of ``kind`` on the stage and its "Meins!"
    race. ``counter`` counts down from 10; after a press, ``presser`` and the
    price ``k`` (money cards) are fixed; after the Vorkauf, ``payer`` gives
    the cards (``kept``: the auctioneer keeps the letter)."""

    kind: int
    auctioneer: int
    counter: int = MEINS_START
    presser: int | None = None
    k: int = 0
    payer: int | None = None
    kept: bool = False

    def copy(self) -> Race:
        """An independent copy."""
        return Race(self.kind, self.auctioneer, self.counter, self.presser, self.k, self.payer,
                    self.kept)


@dataclass(slots=True)
class KoboldPotState:
    """Meistermarkt: a running Kobold round. ``seat`` decides now; ``pot``
    holds the face-down cards (counts), ``laid[s]`` how many seat ``s`` laid
    in this round (public), ``own[s]`` which ones (known to ``s`` only)."""

    auctioneer: int
    seat: int
    pot: list[int]
    laid: list[int]
    own: list[list[int]]

    def copy(self) -> KoboldPotState:
        """An independent copy."""
        return KoboldPotState(self.auctioneer, self.seat, list(self.pot), list(self.laid),
                              [list(o) for o in self.own])


@dataclass(frozen=True, slots=True)
class KoboldOutcome:
    """The last Kobold round: who took it and the cards (the taker's secret)."""

    taker: int
    count: int
    cards: tuple[int, ...]


# --- the Ahnenbrief race
def open_race(state: State, seat: int, kind: int, events: list[Event] | None) -> None:
    """An Ahnenbrief is revealed: the "Meins!" race starts at 10."""
    state.race = Race(kind, seat)
    state.phase = MEINS
    flow.set_timer(state, MEINS_STEP, MEINS)
    if events is not None:
        events.append(MeinsOpened(seat, kind, MEINS_START, MEINS_STEP))


def meins_tick(state: State, events: list[Event] | None) -> bool:
    """One second passed without a press: the counter steps down; after
    1 the auctioneer gets the letter for free (True: the race ended)."""
    r = state.race
    assert r is not None
    r.counter -= 1
    if r.counter >= 1:
        flow.set_timer(state, MEINS_STEP, MEINS)
        if events is not None:
            events.append(MeinsCount(r.counter))
        return False
    flow.clear_timer(state)
    give_letter(state, r.auctioneer, "free", events)
    flow.finish_turn(state, events)
    return True


def on_meins(state: State, action: Meins, events: list[Event] | None) -> None:
    """A "Meins!" press: the first fixes the presser and the price (the counter)."""
    seat, r = action.seat, state.race
    if r is None:
        raise refuse("no_letter")
    if seat == r.auctioneer:
        raise refuse("meins_auctioneer")
    if state.phase != MEINS:
        raise refuse("meins_late")  # somebody else's press arrived first
    if sum(state.hands[seat]) < r.counter:
        raise refuse("meins_cards", counter=r.counter)
    r.presser, r.k = seat, r.counter
    state.phase = BRIEF_VORKAUF
    if events is not None:
        events.append(MeinsPressed(seat, r.counter))


def letter_vorkauf(state: State, seat: int, keep: bool, events: list[Event] | None) -> None:
    """The auctioneer's Vorkauf decision, before he sees any card."""
    flow.need(state, (BRIEF_VORKAUF,), seat)
    r = state.race
    assert r is not None and r.presser is not None
    if keep and sum(state.hands[seat]) < r.k:
        raise refuse("keep_letter_cards", count=r.k)
    r.kept = keep
    r.payer = r.auctioneer if keep else r.presser
    state.phase = BRIEF_PAY
    if events is not None:
        events.append(VorkaufDecided(r.auctioneer, keep))


def pay_letter(state: State, action: Pay, events: list[Event] | None) -> None:
    """The payer gives any ``k`` money cards; the amount stays private."""
    flow.need(state, (BRIEF_PAY,), action.seat)
    r = state.race
    assert r is not None and r.payer is not None and r.presser is not None
    counts = flow.cards_of(state, action.seat, action.cards)
    if sum(counts) != r.k:
        raise refuse("letter_pay_count", count=r.k)
    payer = r.payer
    receiver = r.presser if r.kept else r.auctioneer
    money.remove(state.hands[payer], counts)
    money.add(state.hands[receiver], counts)
    if events is not None:
        pair = (payer, receiver) if payer < receiver else (receiver, payer)
        events.append(LetterPaid(payer, receiver, r.k))
        events.append(PaymentCards(payer, receiver, values_of(counts), audience=pair))
    state.books[payer].inexact = True
    state.books[receiver].inexact = True
    give_letter(state, r.auctioneer if r.kept else r.presser,
                "kept" if r.kept else "pressed", events)
    flow.finish_turn(state, events)


def give_letter(state: State, seat: int, how: str, events: list[Event] | None) -> None:
    """The letter of the race goes to ``seat``; the race is over."""
    r = state.race
    assert r is not None
    state.letters[seat][r.kind] = 1
    state.race = None
    if events is not None:
        events.append(LetterTaken(seat, r.kind, how))


# --- the Kobold round
def open_kobold(state: State, seat: int, events: list[Event] | None) -> None:
    """A Kobold is revealed: the round starts with the left neighbour."""
    first = (seat + 1) % state.seats  # the left neighbour begins
    n = len(DENOMINATIONS)
    state.kobold = KoboldPotState(seat, first, [0] * n, [0] * state.seats,
                                  [[0] * n for _ in range(state.seats)])
    state.phase = KOBOLD_PHASE
    if events is not None:
        events.append(KoboldRound(seat, first))


def on_lay_card(state: State, action: LayCard, events: list[Event] | None) -> None:
    """A money card goes face down onto the Kobold; the next seat decides."""
    flow.need(state, (KOBOLD_PHASE,), action.seat)
    ko = state.kobold
    assert ko is not None
    seat = action.seat
    i = DENOM_INDEX.get(action.card)
    hand = state.hands[seat]
    if i is None or not hand[i]:
        raise refuse("cards_not_held")
    hand[i] -= 1
    ko.pot[i] += 1
    ko.own[seat][i] += 1
    ko.laid[seat] += 1
    state.books[seat].inexact = True
    ko.seat = (seat + 1) % state.seats  # round the table, the auctioneer too
    if events is not None:
        events.append(KoboldLaid(seat, ko.laid[seat], sum(ko.pot)))
        events.append(KoboldOwnCard(seat, action.card, audience=(seat,)))


def take_kobold(state: State, action: TakeKobold, events: list[Event] | None) -> int:
    """The Kobold and the cards on it are taken; returns the round's
    auctioneer, who reveals the next card (:func:`.auction.on_take_kobold`)."""
    flow.need(state, (KOBOLD_PHASE,), action.seat)
    ko = state.kobold
    assert ko is not None
    seat = action.seat
    money.add(state.hands[seat], ko.pot)
    state.kobolde[seat] += 1
    state.books[seat].inexact = True
    state.stats[seat].kobold_income += total(ko.pot)
    cards = values_of(ko.pot)
    state.kobold_last = KoboldOutcome(seat, len(cards), cards)
    state.kobold = None
    if events is not None:
        events.append(KoboldTaken(seat, len(cards), "round"))
        events.append(KoboldPot(seat, cards, audience=(seat,)))
    return ko.auctioneer
