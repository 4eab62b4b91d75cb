"""The first look of a Speedspuk round and the Merkzeit.

Every seat looks at its cards at once. Open cards (the first look, a Kerze,
a Kristallkugel) never hold up the table (DECISIONS "Open cards never hold
up the table"): each seat's Merkzeit is its own, counted from its look; the
first turn starts once everyone has looked, and after a Kerze or
Kristallkugel the next turn starts at once. The cards close by Zudecken,
when their Merkzeit runs out, or at the latest with that seat's next own
action (:meth:`engines.spuk.state.State.apply`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.core import Event
from engines.spuk import events as ev
from engines.spuk import rounds
from engines.spuk.actions import Cover, Look

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
    them when the Frist zum Ansehen ran out); its Merkzeit starts now."""
    row = state.rows[seat]
    for p in positions:
        row[p].see(seat, state.turns, before_turns=True)
    state.looked.add(seat)
    show(state, seat, tuple((seat, row[p].uid) for p in positions))
    if events is not None:
        events.append(ev.Looked(seat, positions, auto))
        events.append(ev.Seen(seat, seat, positions, tuple(row[p].value for p in positions),
                              tuple(row[p].uid for p in positions), audience=(seat,)))


def show(state: State, seat: int, cards: tuple[tuple[int, int], ...]) -> None:
    """``cards`` ((owner, uid) pairs) lie open for ``seat``: a new decision
    "Zudecken" for it, and its own Merkzeit starts (none solo)."""
    state.open[seat] = cards
    state.stamps[seat] = state.new_stamp()
    if state.options.merk_seconds is not None:
        state.merk[seat] = state.new_token()


def after_look(state: State, events: list[Event] | None) -> None:
    """Everyone has looked: the first turn starts, whatever is still open."""
    if len(state.looked) < state.seats:
        return
    state.clock = state.clock.stop()
    rounds.start_turn(state, state.starter, events)


def on_cover(state: State, action: Cover, events: list[Event] | None) -> None:
    """Zudecken: a seat closes its open cards."""
    cover(state, action.seat, False, events)


def cover(state: State, seat: int, auto: bool, events: list[Event] | None) -> None:
    """``seat``'s open cards close (``auto``: its Merkzeit ran out)."""
    del state.open[seat]
    state.merk.pop(seat, None)
    if events is not None:
        events.append(ev.Covered(seat, auto))
