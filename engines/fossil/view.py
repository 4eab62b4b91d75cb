"""What one seat, or the public, may know of a Speedfossil game.

Nearly everything is open: collections, Wechsel, the Kasse, the arrest, the
fields, the market. Hidden are the stack's order and the sealed choices of
the running round: a reader sees his own choice and, of the others, only
*that* they have chosen.

>>> from engines.fossil.state import new_game
>>> state = new_game(3, seed=2)
>>> v = state.view(None)
>>> len(v.players), v.players[0].wechsel, v.stack_count
(3, (1, 2, 3, 4), 37)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engines.core import Decision, Event, Timer
from engines.fossil.actions import Choice
from engines.fossil.phases import OVER

if TYPE_CHECKING:
    from engines.fossil.result import FossilResult
    from engines.fossil.state import State


def thief_years(seat: int) -> tuple[int, int]:
    """The Dienstjahre of the two Langfinger of ``seat`` (0-based), public
    to all: the player in seat i (1-based) has i and 11 - i, so all differ
    at a table.

    >>> thief_years(0), thief_years(2), thief_years(4)
    ((1, 10), (3, 8), (5, 6))
    """
    return (seat + 1, 10 - seat)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One collector as everyone sees him. ``jailed`` are his Langfinger in
    arrest as (Dienstjahre, cell), cell 1 first; ``course`` his field after
    each round (0 first); ``played`` the cards he showed at each reveal."""

    seat: int
    field: int
    collection: tuple[int, ...]
    wechsel: tuple[int, ...]
    home: tuple[int, ...]
    jailed: tuple[tuple[int, int], ...]
    chosen: bool
    course: tuple[int, ...]
    played: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FossilView:
    """A reader's view (``reader`` None: the public).

    ``own_choice`` is the reader's sealed choice this round; ``revealed``
    the choices of the last reveal (this round's in the Museum, else the
    previous round's). During a Langfinger's pick ``vitrines`` hold the
    Vitrinen as they are now, ``thieves`` the Langfinger still to pick
    (current first) and ``victims`` the Vitrinen he still robs.
    ``round_events`` are the public events from the last reveal to the end
    of its round (open to all; the shell draws a round's outcome from them).
    They are left out of comparing views: a search's quiet copy
    (``apply(record=False)``) makes no events and must still show the same
    table; being public events, they can hold nothing a reader may not know.
    """

    reader: int | None
    seats: int
    banquet: int
    shields: bool
    round: int
    start: int
    phase: str
    players: tuple[PlayerView, ...]
    market: tuple[int | None, ...]
    stack_count: int
    kasse: tuple[int, ...]
    cells: tuple[tuple[int, int], ...]
    own_choice: Choice | None
    revealed: tuple[Choice | None, ...]
    vitrines: tuple[tuple[int, tuple[int, ...]], ...]
    thieves: tuple[tuple[int, int], ...]
    victims: tuple[int, ...]
    decisions: tuple[Decision, ...]
    timer: Timer | None
    result: FossilResult | None
    round_events: tuple[Event, ...] = field(default=(), compare=False)

    @property
    def fields(self) -> tuple[int, ...]:
        """Every seat's field."""
        return tuple(p.field for p in self.players)

    @property
    def counts(self) -> tuple[int, ...]:
        """How many fossils each seat owns."""
        return tuple(len(p.collection) for p in self.players)

    def vitrine_of(self, seat: int) -> tuple[int, ...]:
        """The Vitrine ``seat`` shows in the Museum now (``()``: none)."""
        return next((v for s, v in self.vitrines if s == seat), ())


def build_view(state: State, seat: int | None) -> FossilView:
    """The view of ``seat`` (None: the public)."""
    jailed: list[list[tuple[int, int]]] = [[] for _ in range(state.seats)]
    for cell, (owner, years) in enumerate(state.cells, 1):
        jailed[owner].append((years, cell))
    players = tuple(
        PlayerView(s, state.fields[s], tuple(state.collections[s]), tuple(state.wechsel[s]),
                   tuple(state.home[s]), tuple(jailed[s]), state.sealed[s] is not None,
                   tuple(state.course[s]), tuple(state.played[s]))
        for s in range(state.seats))
    own = state.sealed[seat] if seat is not None else None
    result = state.result() if state.phase == OVER else None
    return FossilView(
        reader=seat, seats=state.seats, banquet=state.options.banquet,
        shields=state.options.shields, round=state.round, start=state.start,
        phase=state.phase, players=players, market=tuple(state.market),
        stack_count=len(state.stack), kasse=tuple(sorted(state.kasse)),
        cells=tuple(state.cells), own_choice=own, revealed=tuple(state.revealed),
        vitrines=tuple((s, tuple(v)) for s, v in sorted(state.vitrines.items())),
        thieves=tuple(state.thieves), victims=tuple(state.victims),
        decisions=state.pending(), timer=state.timer(), result=result,
        round_events=tuple(state.round_events))
