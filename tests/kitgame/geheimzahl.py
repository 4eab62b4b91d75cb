"""Geheimzahl: the kit's test game with a sealed simultaneous step.

Not shipped: it proves the contract and the shell with a step where several
seats decide at once. Rules:

- 2 to 4 players, 3 rounds (or 5). Each round every player chooses a number
  from 1 to 5, covered and at the same time. Nobody sees another's number
  until all have chosen; then all numbers are revealed.
- The highest number that nobody else chose scores its value. If no number
  stands alone, nobody scores.
- House rules: "Glückszahl": a number drawn at random each round, hidden
  from everyone until the reveal; if the scoring number is the Glückszahl,
  it scores double. "Letzte Runde doppelt": the last round scores double.
- Bedenkzeit for the whole round at once (one :class:`SeatClock`), then the
  Nachfrist for whoever is still thinking; after it their decisions are
  overdue and a computer chooses for them.

    >>> state = new_game(3, seed=4)
    >>> [d.stamp for d in state.pending()]
    [1, 1, 1]
    >>> _ = state.apply(Choose(0, 5))
    >>> [(d.seat, d.stamp) for d in state.pending()]
    [(1, 1), (2, 1)]
    >>> state.view(1).own is None and state.view(0).own
    5
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from engines.core.clock import BEDENKZEIT_STEPS, SeatClock
from engines.core.contract import Decision, Event, IllegalAction, Timeout, Timer

#: The numbers a player may choose.
NUMBERS = (1, 2, 3, 4, 5)
#: The one decision kind of the game.
CHOOSE = "choose"


# ------------------------------------------------------------ options
@dataclass(frozen=True, slots=True)
class Options:
    """A game's settings; ``bedenkzeit`` None is ohne Uhr."""

    rounds: int = 3
    glueck: bool = False
    doppelt: bool = False
    bedenkzeit: int | None = None

    def __post_init__(self) -> None:
        if self.rounds < 1:
            raise ValueError("at least one round")
        if self.bedenkzeit is not None and self.bedenkzeit not in BEDENKZEIT_STEPS:
            raise ValueError(f"Bedenkzeit must be one of {BEDENKZEIT_STEPS} or None")

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (:meth:`from_json` reverses it)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from :meth:`to_json`."""
        return cls(**data)


# ------------------------------------------------------------ actions and events
@dataclass(frozen=True, slots=True)
class Choose:
    """``seat`` chooses ``number``, covered."""

    seat: int
    number: int


ACTION_TYPES: tuple[type, ...] = (Choose, Timeout)


@dataclass(frozen=True)
class RoundStarted(Event):
    """A round begins: everybody chooses."""

    round: int
    rounds: int


@dataclass(frozen=True)
class Chosen(Event):
    """``seat`` has chosen (public: not what)."""

    seat: int


@dataclass(frozen=True)
class OwnChoice(Event):
    """What ``seat`` chose (only ``seat`` sees it)."""

    seat: int
    number: int


@dataclass(frozen=True)
class NachfristStarted(Event):
    """The Bedenkzeit ran out for ``seats``: the Nachfrist starts."""

    seats: tuple[int, ...]
    seconds: float


@dataclass(frozen=True)
class TimeUp(Event):
    """The Nachfrist ran out: a computer chooses for ``seats``."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class Revealed(Event):
    """All have chosen: every number in seat order (and the Glückszahl)."""

    round: int
    numbers: tuple[int, ...]
    glueck: int | None


@dataclass(frozen=True)
class Scored(Event):
    """The round's points: ``seat`` None when no number stood alone."""

    round: int
    seat: int | None
    number: int | None
    points: int


@dataclass(frozen=True)
class GameOver(Event):
    """The last round is scored."""

    points: tuple[int, ...]


EVENT_TYPES: tuple[type, ...] = (RoundStarted, Chosen, OwnChoice, NachfristStarted, TimeUp,
                                 Revealed, Scored, GameOver)


def refuse(code: str) -> IllegalAction:
    """The refusal ``code`` with its German reason."""
    from tests.kitgame.texts import text

    return IllegalAction(code, text(f"geheimzahl.err.{code}"))


# ------------------------------------------------------------ the view
@dataclass(frozen=True, slots=True)
class View:
    """What ``reader`` (None: the public) knows: everything but the numbers
    chosen in the running round (only his own) and the Glückszahl."""

    reader: int | None
    seats: int
    round: int
    rounds: int
    points: tuple[int, ...]
    chosen: tuple[bool, ...]
    own: int | None
    history: tuple[tuple[int, ...], ...]
    winners: tuple[int | None, ...]
    clock: str
    waiting: tuple[int, ...]
    overdue: tuple[int, ...]
    over: bool


# ------------------------------------------------------------ the state
def new_game(seats: int, seed: int, options: Options | None = None) -> State:
    """A new game of Geheimzahl."""
    return State(seats, seed, options or Options())


class State:
    """A running game (see the module docstring)."""

    def __init__(self, seats: int, seed: int, options: Options) -> None:
        if not 2 <= seats <= 4:
            raise ValueError("Geheimzahl is played by 2 to 4 players")
        self.seats = seats
        self.options = options
        self.rng = random.Random(seed)
        self.round = 0
        self.token = 0
        self.points = [0] * seats
        self.wins = [0] * seats
        self.choices: list[int | None] = [None] * seats
        self.glueck: int | None = None
        self.history: list[tuple[int, ...]] = []
        self.winners: list[int | None] = []
        self.scores: list[tuple[int, ...]] = []  # each finished round's points per seat
        self.clock = SeatClock(bedenkzeit=options.bedenkzeit)
        self.over = False
        self._start_round([])

    # --------------------------------------------------------- questions
    def is_over(self) -> bool:
        """Whether the last round is scored."""
        return self.over

    def pending(self) -> tuple[Decision, ...]:
        """Everybody who has not chosen yet, with the round as the stamp."""
        if self.over:
            return ()
        return tuple(Decision(s, CHOOSE, overdue=self.clock.is_overdue(s), stamp=self.round)
                     for s in range(self.seats) if self.choices[s] is None)

    def timer(self) -> Timer | None:
        """The round's Bedenkzeit or Nachfrist (None ohne Uhr or once it ran out)."""
        return None if self.over else self.clock.timer()

    def _check(self, action: Choose) -> None:
        """The rules for a choice: the one check of ``legal`` and ``apply``."""
        if self.over:
            raise refuse("game_over")
        if not 0 <= action.seat < self.seats:
            raise refuse("no_seat")
        if self.choices[action.seat] is not None:
            raise refuse("already_chosen")
        if action.number not in NUMBERS:
            raise refuse("not_a_number")

    def legal(self, seat: int) -> list[Any]:
        """The numbers ``seat`` may choose now (none once chosen)."""
        out: list[Any] = []
        for number in NUMBERS:
            try:
                self._check(Choose(seat, number))
            except IllegalAction:
                return []
            out.append(Choose(seat, number))
        return out

    def view(self, seat: int | None) -> View:
        """What ``seat`` (None: the public) may know."""
        own = None if seat is None or not 0 <= seat < self.seats else self.choices[seat]
        return View(seat, self.seats, self.round, self.options.rounds, tuple(self.points),
                    tuple(c is not None for c in self.choices), own, tuple(self.history),
                    tuple(self.winners), self.clock.stage, tuple(sorted(self.clock.waiting)),
                    tuple(sorted(self.clock.overdue)), self.over)

    # --------------------------------------------------------- actions
    def apply(self, action: Any) -> list[Event]:
        """Carry out ``action``; an illegal one raises IllegalAction and
        changes nothing."""
        if self.over:
            raise refuse("game_over")
        events: list[Event] = []
        if isinstance(action, Timeout):
            self._on_timeout(action, events)
        elif isinstance(action, Choose):
            self._check(action)
            self.choices[action.seat] = action.number
            self.clock = self.clock.done(action.seat)
            events += [Chosen(action.seat), OwnChoice(action.seat, action.number,
                                                      audience=(action.seat,))]
            if all(c is not None for c in self.choices):
                self._reveal(events)
        else:
            raise refuse("unknown_action")
        return events

    def _on_timeout(self, action: Timeout, events: list[Event]) -> None:
        stage = self.clock.stage
        self.clock = self.clock.expire(action.token, next_token=self.token + 1)
        self.token = max(self.token, self.clock.token)
        waiting = tuple(sorted(self.clock.waiting))
        if stage == "bedenkzeit":
            events.append(NachfristStarted(waiting, self.clock.nachfrist))
        else:
            events.append(TimeUp(waiting))

    def _start_round(self, events: list[Event]) -> None:
        self.round += 1
        self.choices = [None] * self.seats
        self.glueck = self.rng.choice(NUMBERS) if self.options.glueck else None
        self.token += 1
        self.clock = self.clock.start(range(self.seats), token=self.token)
        events.append(RoundStarted(self.round, self.options.rounds))

    def _reveal(self, events: list[Event]) -> None:
        numbers = tuple(c for c in self.choices if c is not None)
        alone = [n for n in numbers if numbers.count(n) == 1]
        events.append(Revealed(self.round, numbers, self.glueck))
        self.history.append(numbers)
        if alone:
            best = max(alone)
            seat = numbers.index(best)
            points = best * (2 if best == self.glueck else 1)
            if self.options.doppelt and self.round == self.options.rounds:
                points *= 2
            self.points[seat] += points
            self.wins[seat] += 1
            self.winners.append(seat)
            self.scores.append(tuple(points if s == seat else 0 for s in range(self.seats)))
            events.append(Scored(self.round, seat, best, points))
        else:
            self.winners.append(None)
            self.scores.append((0,) * self.seats)
            events.append(Scored(self.round, None, None, 0))
        if self.round >= self.options.rounds:
            self.over = True
            self.clock = self.clock.stop()
            events.append(GameOver(tuple(self.points)))
        else:
            self._start_round(events)

    # --------------------------------------------------------- copies
    def copy(self) -> State:
        """An independent copy; its rng continues identically."""
        other = type(self).__new__(type(self))  # a subclass copies as itself
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.points, other.wins = list(self.points), list(self.wins)
        other.choices = list(self.choices)
        other.history, other.winners = list(self.history), list(self.winners)
        other.scores = list(self.scores)
        return other

    def result(self) -> tuple[int, ...]:
        """Every seat's points."""
        return tuple(self.points)


def hidden_twins(state: State, rng: random.Random) -> list[tuple[str, State, list[int | None]]]:
    """Copies of ``state`` that differ only in what some readers may not
    know: a sealed number (everyone but its chooser), the Glückszahl and the
    random draws to come (everyone)."""
    everyone: list[int | None] = [None, *range(state.seats)]
    twins: list[tuple[str, State, list[int | None]]] = []
    if state.over:
        return twins
    for seat, number in enumerate(state.choices):
        if number is not None:
            twin = state.copy()
            twin.choices[seat] = rng.choice([n for n in NUMBERS if n != number])
            twins.append((f"sealed number of seat {seat}", twin,
                          [r for r in everyone if r != seat]))
    if state.glueck is not None:
        twin = state.copy()
        twin.glueck = rng.choice([n for n in NUMBERS if n != state.glueck])
        twins.append(("Glückszahl", twin, everyone))
    twin = state.copy()
    twin.rng = random.Random(rng.random())
    twins.append(("draws to come", twin, everyone))
    return twins
