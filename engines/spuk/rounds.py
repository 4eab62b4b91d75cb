"""The rounds of Speedspuk: dealing a round, the order of turns (with the
last turns after „Mitternacht!“ and the clock striking), and the scoring that ends
a round and, past 100 points, the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core import Event, SeatClock
from engines.spuk import events as ev
from engines.spuk.cards import full_deck
from engines.spuk.knowledge import DEALT, Slot
from engines.spuk.options import STRIKE_TURNS
from engines.spuk.phases import LOOK, OVER, TURN
from engines.spuk.scoring import final_places, score_round

if TYPE_CHECKING:
    from engines.spuk.state import State


# --- the round
def deal(state: State, events: list[Event] | None) -> None:
    """A new round: shuffle, deal the rows, one card onto the Ablage, and
    open the first look for everyone at once."""
    state.round += 1
    deck = full_deck()
    state.rng.shuffle(deck)
    n = state.options.cards
    state.rows = []
    for _ in range(state.seats):
        state.rows.append([Slot(deck.pop(), state.new_uid(), DEALT) for _ in range(n)])
    state.ablage = [deck.pop()]
    state.deck = deck
    state.held, state.held_source, state.action_kind = None, "", ""
    state.turns = 0
    state.caller = None
    state.final_left = []
    state.looked = set()
    state.open = {}
    state.merk = {}
    state.discards = []
    state.turn_seat = state.starter
    state.phase = LOOK
    stamp = state.new_stamp()
    state.stamps = [stamp] * state.seats
    state.clock = SeatClock(state.options.look_seconds).start(
        range(state.seats), token=state.new_token())
    if events is not None:
        events.append(ev.RoundStarted(state.round, state.starter, n, state.ablage[-1]))


# --- turn order
def start_clock(state: State) -> None:
    """A new decision of the seat on turn: its Bedenkzeit starts (and its
    decision gets a new stamp: another seat's Zudecken leaves it valid)."""
    state.stamps[state.turn_seat] = state.new_stamp()
    state.clock = SeatClock(None if state.options.bedenkzeit is None
                            else float(state.options.bedenkzeit)).start(
        (state.turn_seat,), token=state.new_token())


def start_turn(state: State, seat: int, events: list[Event] | None) -> None:
    """``seat`` is on turn: draw, take the Ablage or call."""
    state.phase = TURN
    state.turn_seat = seat
    start_clock(state)
    if events is not None:
        events.append(ev.TurnStarted(seat, state.turns + 1, state.caller is not None))


def end_turn(state: State, events: list[Event] | None) -> None:
    """The turn is done: the next seat, the last turns after a call, or the
    round's scoring (after a call, or when the clock strikes)."""
    state.turns += 1
    state.held, state.held_source, state.action_kind = None, "", ""
    if state.caller is not None:
        if not state.final_left:
            end_round(state, events)
            return
        start_turn(state, state.final_left.pop(0), events)
        return
    if state.turns >= STRIKE_TURNS * state.seats:
        if events is not None:
            events.append(ev.ClockStruck(state.turns))
        end_round(state, events)
        return
    start_turn(state, (state.turn_seat + 1) % state.seats, events)


# --- scoring
def end_round(state: State, events: list[Event] | None) -> None:
    """The round is scored; past 100 points the game ends, else the next
    round is dealt."""
    rows = [[s.value for s in row] for row in state.rows]
    score = score_round(rows, state.caller, state.options.penalty, state.totals,
                        state.fallback_used, state.round)
    state.history.append(score)
    for seat in score.fallback:
        state.fallback_used[seat] = True
    state.totals = list(score.totals)
    for seat, st in enumerate(state.stats):
        s = score.sums[seat]
        st.min_round_sum = s if st.min_round_sum is None else min(st.min_round_sum, s)
    if state.caller is not None:
        state.stats[state.caller].calls.append(score.caller_lowest)
    if score.geisterstunde is not None:
        state.stats[score.geisterstunde].geisterstunden += 1
    if events is not None:
        events.append(ev.RoundScored(score.number, score.rows, score.sums, score.points,
                                     score.totals, score.caller, score.caller_lowest,
                                     score.geisterstunde, score.fallback))
    if max(state.totals) > 100:
        state.phase = OVER
        state.open = {}
        state.merk = {}
        state.clock = state.clock.stop()
        state.places = final_places(state.totals)
        if events is not None:
            events.append(ev.GameOver(tuple(state.totals), tuple(state.places)))
        return
    state.starter = (state.starter + 1) % state.seats
    deal(state, events)
