"""The first look of a Speedspuk round and the Merkzeit: every seat looks
at its cards at once, the open cards close by Zudecken or when the Merkzeit
runs out (also after a Kerze or Kristallkugel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core import Event
from engines.spuk import events as ev
from engines.spuk import rounds
from engines.spuk.actions import Cover, Look
from engines.spuk.phases import MERK, PEEKED

if TYPE_CHECKING:
    from engines.spuk.state import State


def on_look(state: State, action: Look, events: list[Event] | None) -> None:
    """A seat looks at its first cards."""
    look(state, action.seat, action.positions, False, events)
    state.clock = state.clock.done(action.seat)
    after_look(state, events)


def look(state: State, seat: int, positions: tuple[int, ...], auto: bool,
         events: list[Event] | None) -> None:
    """``seat`` sees its cards at ``positions`` (``auto``: the computer chose
    them when the Frist zum Ansehen ran out)."""
    row = state.rows[seat]
    for p in positions:
        row[p].see(seat, state.turns, before_turns=True)
    state.looked.add(seat)
    state.open[seat] = tuple((seat, row[p].uid) for p in positions)
    state.stamps[seat] = state.new_stamp()
    if events is not None:
        events.append(ev.Looked(seat, positions, auto))
        events.append(ev.Seen(seat, seat, positions, tuple(row[p].value for p in positions),
                              tuple(row[p].uid for p in positions), audience=(seat,)))


def after_look(state: State, events: list[Event] | None) -> None:
    """Everyone has looked: the Merkzeit runs for open cards, or the first
    turn starts."""
    if len(state.looked) < state.seats:
        return
    state.clock = state.clock.stop()
    if state.open:
        state.phase = MERK
        state.merk_token = state.new_token()
    else:
        rounds.start_turn(state, state.starter, events)


def on_cover(state: State, action: Cover, events: list[Event] | None) -> None:
    """Zudecken: a seat closes its open cards."""
    cover(state, action.seat, False, events)
    after_cover(state, events)


def cover(state: State, seat: int, auto: bool, events: list[Event] | None) -> None:
    """``seat``'s open cards close (``auto``: its Merkzeit ran out)."""
    del state.open[seat]
    if events is not None:
        events.append(ev.Covered(seat, auto))


def after_cover(state: State, events: list[Event] | None) -> None:
    """All cards are closed: the first turn starts, or the peeking turn ends."""
    if state.open:
        return
    if state.phase == MERK:
        rounds.start_turn(state, state.starter, events)
    elif state.phase == PEEKED:
        rounds.end_turn(state, events)
