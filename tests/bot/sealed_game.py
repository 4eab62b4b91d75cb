"""A tiny sealed game for the table runtime's tests: every seat picks a number
at the same time; when all have picked, the round is revealed. Two rounds.
Its Bedenkzeit is one SeatClock for all seats."""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any

from engines.core import Decision, Event, IllegalAction, SeatClock, Timeout, Timer
from engines.core.registry import Advice, GameInfo, TableFacts
from engines.core.result import GameResult, SeatResult

ROUNDS = 2


@dataclass(frozen=True, slots=True)
class Pick:
    seat: int
    number: int


@dataclass(frozen=True)
class Revealed(Event):
    numbers: tuple[int, ...] = ()


@dataclass(frozen=True)
class Picked(Event):
    seat: int = 0


@dataclass(frozen=True, slots=True)
class SealedView:
    """What a reader knows: who has picked (not what), its own pick, the
    revealed rounds."""

    reader: int | None
    round: int
    picked: tuple[int, ...]
    own: int | None
    revealed: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Opts:
    bedenkzeit: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"bedenkzeit": self.bedenkzeit}


@dataclass
class SealedState:
    seats: int
    options: Opts
    round: int = 0
    picks: dict[int, int] = field(default_factory=dict)
    revealed: list[tuple[int, ...]] = field(default_factory=list)
    token: int = 0
    clock: SeatClock = field(default_factory=lambda: SeatClock(None))

    def __post_init__(self) -> None:
        self.clock = SeatClock(self.options.bedenkzeit)
        self._open()

    def _open(self) -> None:
        self.token += 1
        self.clock = self.clock.start(range(self.seats), token=self.token)

    def pending(self) -> tuple[Decision, ...]:
        if self.is_over():
            return ()
        return tuple(Decision(s, "pick", overdue=self.clock.is_overdue(s), stamp=self.round)
                     for s in range(self.seats) if s not in self.picks)

    def legal(self, seat: int) -> list[Any]:
        if self.is_over() or seat in self.picks:
            return []
        return [Pick(seat, n) for n in (1, 2, 3)]

    def apply(self, action: Any) -> list[Event]:
        if isinstance(action, Timeout):
            self.token += 1
            self.clock = self.clock.expire(action.token, next_token=self.token)
            return []
        if action not in self.legal(getattr(action, "seat", -1)):
            raise IllegalAction("illegal", "Das geht jetzt nicht.")
        self.picks[action.seat] = action.number
        self.clock = self.clock.done(action.seat)
        events: list[Event] = [Picked(seat=action.seat)]
        if len(self.picks) == self.seats:
            numbers = tuple(self.picks[s] for s in range(self.seats))
            self.revealed.append(numbers)
            events.append(Revealed(numbers=numbers))
            self.picks = {}
            self.round += 1
            if not self.is_over():
                self._open()
        return events

    def view(self, seat: int | None) -> SealedView:
        own = self.picks.get(seat) if seat is not None else None
        return SealedView(seat, self.round, tuple(sorted(self.picks)), own,
                          tuple(self.revealed))

    def timer(self) -> Timer | None:
        return None if self.is_over() else self.clock.timer()

    def is_over(self) -> bool:
        return self.round >= ROUNDS

    def result(self) -> Any:
        return self.revealed


def _summarize(state: SealedState) -> GameResult:
    totals = [sum(r[s] for r in state.revealed) for s in range(state.seats)]
    # Album items: the numbers a seat showed (so the kit's album has something to keep).
    return GameResult("sealed", "standard", "over", state.round, tuple(
        SeatResult(s, 1 + sum(1 for o in totals if o > p), p, p,
                   album=tuple(sorted({f"zahl-{r[s]}" for r in state.revealed})))
        for s, p in enumerate(totals)))


def _decide(view: Any, decision: Decision, rng: random.Random, strength: str, *,
            for_person: bool = False) -> Any:
    return Pick(decision.seat, 1 if for_person else 3)


def _advise(view: Any, decision: Decision, rng: random.Random) -> Advice:
    return Advice(Pick(decision.seat, 3), ("Die 3 bringt am meisten.",), ("Die 1 ist sicher.",))


def _new_game(seats: int, seed: int, options: Any) -> SealedState:
    return SealedState(seats, options)


SEALED = GameInfo(
    name="sealed", title="Sealed", min_seats=2, max_seats=4, modes=("standard",),
    new_game=_new_game, action_types=(Pick, Timeout), event_types=(Revealed, Picked), choices=(),
    make_options=lambda choices, facts: Opts(facts.bedenkzeit),
    options_from_json=lambda data: Opts(data.get("bedenkzeit")),
    mode_of=lambda options: "standard", summarize=_summarize, decide=_decide,
    reaction_delay=lambda strength, kind, rng: {"leicht": 3.0, "normal": 2.0,
                                                "stark": 1.0}[strength],
    computer_names=("Eins", "Zwei", "Drei", "Vier"),
    advise=_advise,
)
__all__ = ["SEALED", "Opts", "Pick", "TableFacts"]


def _hidden_twins(state: SealedState, rng: random.Random
                  ) -> list[tuple[str, SealedState, list[int | None]]]:
    """A seat's sealed pick, changed: nobody but that seat may notice."""
    twins: list[tuple[str, SealedState, list[int | None]]] = []
    for seat, number in state.picks.items():
        twin = copy.deepcopy(state)
        twin.picks[seat] = rng.choice([n for n in (1, 2, 3) if n != number])
        twins.append((f"the pick of seat {seat}", twin,
                      [None, *(s for s in range(state.seats) if s != seat)]))
    return twins


SEALED = dataclasses.replace(SEALED, hidden_twins=_hidden_twins)
