"""The flow of a Speedfabel game around its rules: whose decision the game
waits for, the countdowns, a creature coming to a player, the end of a turn
and the end of the game.

The rule modules (:mod:`.auction`, :mod:`.trade`, :mod:`.deal`,
:mod:`.meister`) call these functions on the state; none of them knows a
particular action.
"""

from __future__ import annotations

from itertools import repeat
from operator import contains
from typing import TYPE_CHECKING

from engines.core import Event
from engines.fabel import money
from engines.fabel.cards import DENOM_INDEX, GOLDESEL_PAYOUTS, KINDS, KOBOLDE, Creature
from engines.fabel.errors import refuse
from engines.fabel.events import CardTaken, GameOver, GoldeselPayout, TurnSkipped, TurnStarted
from engines.fabel.options import TURN_CAP
from engines.fabel.phases import ANSWER, DECIDER, OVER, TURN

if TYPE_CHECKING:
    from engines.fabel.state import State

#: ``4 in counts`` for each kind's counts across the seats (see :func:`all_complete`).
_FOURS = tuple(repeat(4, KINDS))


# --- whose decision
def need(state: State, phases: tuple[str, ...], seat: int) -> None:
    """Refuse unless the game waits for ``seat`` in one of ``phases``."""
    phase = state.phase
    if phase in phases and seat == DECIDER[phase](state):
        return  # the common case; below, the refusals in their order
    who = DECIDER.get(phase)
    if who is None:
        raise refuse("not_now")
    if seat != who(state):
        raise refuse("not_challenged" if phase == ANSWER else "not_your_turn")
    if phase not in phases:
        raise refuse("not_now")


def cards_of(state: State, seat: int, values: tuple[int, ...]) -> list[int]:
    """The counts of the money cards ``values``; refused unless ``seat`` holds them."""
    counts = money.counts_from_values(values)
    if counts is None or not money.holds(state.hands[seat], counts):
        raise refuse("cards_not_held")
    return counts


# --- countdowns
def set_timer(state: State, seconds: float, kind: str, seat: int | None = None) -> None:
    """A new countdown (a new token; its Timer is built when asked for)."""
    state.token += 1
    state.countdown_timer = None
    state.countdown = (seconds, kind, () if seat is None else (seat,))


def clear_timer(state: State) -> None:
    """No countdown runs."""
    state.countdown_timer = state.countdown = None


def start_clock(state: State) -> None:
    """A new decision: the Bedenkzeit starts (if the table has a clock)."""
    state.overdue = False
    seconds = state.options.bedenkzeit
    if seconds is None:  # clear_timer, written out: after almost every action
        state.countdown_timer = state.countdown = None
    else:
        set_timer(state, float(seconds), "bedenkzeit", state.decider())


# --- cards, turns and the end
def give_card(state: State, seat: int, card: int, how: str, events: list[Event] | None) -> None:
    """A creature comes to ``seat`` (a dealt Goldesel pays out at once)."""
    state.creatures[seat][card] += 1
    if events is not None:
        events.append(CardTaken(seat, card, how))
    if how == "dealt" and card == Creature.GOLDESEL:
        goldesel_payout(state, events)


def goldesel_payout(state: State, events: list[Event] | None) -> int:
    """Every player gets the next Goldesel payout; returns its amount."""
    amount = GOLDESEL_PAYOUTS[state.goldesel_seen]
    state.goldesel_seen += 1
    source = state.supply if state.two else state.bank
    i = DENOM_INDEX[amount]
    for seat in range(state.seats):
        source[i] -= 1
        state.hands[seat][i] += 1
        state.books[seat].add("payout", amount)
        state.stats[seat].payouts += amount
    if events is not None:
        events.append(GoldeselPayout(amount, state.goldesel_seen))
    return amount


def all_complete(state: State) -> bool:
    """Whether every kind lies complete (a Vierer) with some player."""
    # zip(*creatures) gives each kind's counts across the seats; every
    # kind must have a 4 somewhere (map and contains keep it in C).
    return all(map(contains, zip(*state.creatures, strict=True), _FOURS))


def check_end(state: State, events: list[Event] | None) -> bool:
    """End the game if all Vierer are complete; whether it is over."""
    if state.phase != OVER and all_complete(state) and (
            not state.meister or (not state.deck and KOBOLDE in state.kobolde)):
        # Meistermarkt: the deck is empty and the Kobolde lie together too
        game_over(state, "vierer", events)
    return state.phase == OVER


def game_over(state: State, reason: str, events: list[Event] | None) -> None:
    """The game ends for ``reason`` ("vierer" or "cap")."""
    state.phase = OVER
    state.over_reason = reason
    state.auction = state.payment = state.trade = None
    state.race = state.kobold = None
    clear_timer(state)
    if events is not None:
        events.append(GameOver(reason))


def finish_turn(state: State, events: list[Event] | None) -> None:
    """The turn is done: check the end, count it, and start the next."""
    if check_end(state, events):
        return
    state.turns += 1
    if state.turns >= TURN_CAP:
        game_over(state, "cap", events)
        return
    state.turn_seat = (state.turn_seat + 1) % state.seats
    start_turn(state, events)


def start_turn(state: State, events: list[Event] | None) -> None:
    """The seat on turn begins (seats that can do nothing are skipped)."""
    state.skipped = []
    while True:
        seat = state.turn_seat
        if state.deck or state.challenges(seat):
            break
        state.skipped.append(seat)
        if events is not None:
            events.append(TurnSkipped(seat, "no_trade"))
        state.turns += 1
        if state.turns >= TURN_CAP:
            game_over(state, "cap", events)
            return
        state.turn_seat = (seat + 1) % state.seats
    state.phase = TURN
    if events is not None:
        events.append(TurnStarted(state.turn_seat, state.turns + 1))
