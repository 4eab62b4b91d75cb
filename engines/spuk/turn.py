"""A Speedspuk turn: draw from the deck or take the Ablage, swap or discard,
the action of a discarded 7 to 12 (look, Poltergeist, or pass), or the call
„Mitternacht!“.

The checks come first, from :mod:`.rules`; these functions carry out an
action that is allowed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core import Event
from engines.spuk import events as ev
from engines.spuk import look, rounds
from engines.spuk.actions import Call, Discard, Draw, Pass, Peek, Poltern, Swap, TakeDiscard
from engines.spuk.cards import ACTIONS
from engines.spuk.knowledge import FROM_ABLAGE, FROM_DECK, Slot
from engines.spuk.phases import ACTION, DRAWN, TAKEN

if TYPE_CHECKING:
    from engines.spuk.state import State


def on_draw(state: State, action: Draw, events: list[Event] | None) -> None:
    """The seat on turn draws the top card of the deck."""
    state.held = state.deck.pop()
    state.held_source = FROM_DECK
    state.phase = DRAWN
    if events is not None:
        events.append(ev.Drew(action.seat))
        events.append(ev.Seen(action.seat, action.seat, (), (state.held,),
                              audience=(action.seat,)))
    if not state.deck:
        refill(state, events)
    rounds.start_clock(state)


def refill(state: State, events: list[Event] | None) -> None:
    """The deck is empty: the Ablage without its top is shuffled into it."""
    top = state.ablage.pop()
    state.deck = state.ablage
    state.rng.shuffle(state.deck)
    state.ablage = [top]
    if events is not None:
        events.append(ev.DeckRefilled(len(state.deck)))


def on_take(state: State, action: TakeDiscard, events: list[Event] | None) -> None:
    """The seat on turn takes the top card of the Ablage (it must swap it in)."""
    state.held = state.ablage.pop()
    state.held_source = FROM_ABLAGE
    state.phase = TAKEN
    if events is not None:
        events.append(ev.TookDiscard(action.seat, state.held))
    rounds.start_clock(state)


def on_call(state: State, action: Call, events: list[Event] | None) -> None:
    """„Mitternacht!“: every other seat has exactly one more turn."""
    seat = action.seat
    state.caller = seat
    state.final_left = [(seat + i) % state.seats for i in range(1, state.seats)]
    if events is not None:
        events.append(ev.Called(seat))
    rounds.end_turn(state, events)


def on_swap(state: State, action: Swap, events: list[Event] | None) -> None:
    """The held card replaces one card or a group of equal cards; a group
    that is not equal is a Fehlgriff (shown, and the new card is discarded)."""
    seat, positions = action.seat, action.positions
    row = state.rows[seat]
    held = state.held
    assert held is not None
    values = tuple(row[p].value for p in positions)
    state.held = None
    if len(set(values)) > 1:
        # Fehlgriff: shown to everyone, they stay; the new card goes to the Ablage
        for p in positions:
            for other in range(state.seats):
                row[p].see(other, state.turns)
        state.ablage.append(held)
        if events is not None:
            events.append(ev.Fehlgriff(seat, positions, values, held,
                                       tuple(row[p].uid for p in positions)))
        rounds.end_turn(state, events)
        return
    new = Slot(held, state.new_uid(), state.held_source)
    if state.held_source == FROM_ABLAGE:
        for other in range(state.seats):
            new.see(other, state.turns)
    else:
        new.see(seat, state.turns)
    chosen = set(positions)
    state.rows[seat] = [new if i == positions[0] else slot for i, slot in enumerate(row)
                       if i == positions[0] or i not in chosen]
    state.ablage.extend(values)
    if len(positions) > 1:
        state.stats[seat].groups += 1
    if events is not None:
        events.append(ev.Swapped(seat, state.held_source, positions, values, new.uid))
    rounds.end_turn(state, events)


def on_discard(state: State, action: Discard, events: list[Event] | None) -> None:
    """The drawn card goes to the Ablage; a 7 to 12 offers its action."""
    held = state.held
    assert held is not None
    state.held = None
    state.ablage.append(held)
    kind = ACTIONS.get(held, "")
    state.discards.append((state.turns, action.seat, held))
    if events is not None:
        events.append(ev.Discarded(action.seat, held, kind))
    if kind:
        state.phase = ACTION
        state.action_kind = kind
        rounds.start_clock(state)
    else:
        rounds.end_turn(state, events)


def on_peek(state: State, action: Peek, events: list[Event] | None) -> None:
    """Kerze or Kristallkugel: a card is open to the seat (its Merkzeit
    runs), and the next player's turn starts at once."""
    seat = action.seat
    slot = state.rows[action.target][action.position]
    slot.see(seat, state.turns)
    kind = state.action_kind
    state.action_kind = ""
    look.show(state, seat, ((action.target, slot.uid),))
    if events is not None:
        events.append(ev.PeekedAt(seat, action.target, action.position, kind))
        events.append(ev.Seen(seat, action.target, (action.position,), (slot.value,),
                              (slot.uid,), audience=(seat,)))
    rounds.end_turn(state, events)


def on_poltern(state: State, action: Poltern, events: list[Event] | None) -> None:
    """Poltergeist: one own card is swapped with another seat's, unseen."""
    mine, theirs = state.rows[action.seat], state.rows[action.target]
    p, q = action.position, action.target_position
    mine[p], theirs[q] = theirs[q], mine[p]
    state.action_kind = ""
    if events is not None:
        events.append(ev.Poltered(action.seat, p, action.target, q))
    rounds.end_turn(state, events)


def on_pass(state: State, action: Pass, events: list[Event] | None) -> None:
    """The action of the discarded card is not used."""
    kind = state.action_kind
    state.action_kind = ""
    if events is not None:
        events.append(ev.Passed(action.seat, kind))
    rounds.end_turn(state, events)
