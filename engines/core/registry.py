"""Each game declares itself once; the shell and the tests list games from here.

A declaration (:class:`GameInfo`) says everything the shell needs to offer a
game without knowing it: its name and seats, its options (with the lobby's
choices), its computer players, its daily game, what leaving costs, how its
result reads as a :class:`~engines.core.result.GameResult`, and a test hook
that builds hidden twins::

    >>> import engines.catalog  # the composition root: registers the shipped games
    >>> [g.name for g in games()][:4]
    ['fabel', 'spuk', 'troedel', 'fossil']

Registration pushes: a game's declaration module calls :func:`register` at
its bottom, and one composition root (:mod:`engines.catalog`) imports the
declarations and says their order (:func:`offer_in_order`). This module only
registers and looks up; it imports no game and not the catalog.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Protocol

from engines.core.contract import Decision, Event, GameState, visible_to
from engines.core.result import GameResult

#: ``decide(view, decision, rng, strength, for_person=...)``: a computer's
#: action from its own view (None: it does not act now). ``for_person`` is True
#: when it decides for a person whose Nachfrist ran out: it then plays the one
#: step the rules need and nothing bolder (no "Mitternacht!" for a person).
#: A game that declares ``remembers=True`` is also passed ``events=``: every
#: event of the game so far that the seat may see (public ones and those
#: addressed to it, :func:`~engines.core.contract.visible_to`), oldest first,
#: for computers that remember what their seat was shown but its view no
#: longer holds (Speedspuk without the Gedächtnishilfe). Other games' ``decide``
#: is called without it.
Decide = Callable[..., Any]
#: ``reaction_delay(strength, decision_kind, rng)``: seconds before a computer acts.
Delay = Callable[[str, str, random.Random], float]
#: ``hidden_twins(state, rng)``: copies of ``state`` that differ from it only
#: in hidden information, each as ``(what differs, twin, readers)``: the
#: readers (seats, None for the public) whose views must not change.
Twins = Callable[[Any, random.Random], list[tuple[str, Any, list[int | None]]]]

#: The computer strengths every game offers, weakest first.
STRENGTHS = ("leicht", "normal", "stark")


@dataclass(frozen=True, slots=True)
class Choice:
    """One setting the lobby offers: ``key``, its label (a text key) and its
    values as ``(value, text key)`` pairs; ``multi`` lets the host pick several
    (house rules), ``default`` are the values chosen at first."""

    key: str
    label: str
    values: tuple[tuple[str, str], ...]
    default: tuple[str, ...]
    multi: bool = False

    def check(self, picked: Sequence[str]) -> tuple[str, ...]:
        """``picked`` as stored, or ValueError if it is not among the values.

        >>> Choice("k", "l", (("4", "x"), ("6", "y")), ("4",)).check(["6"])
        ('6',)
        """
        allowed = {v for v, _ in self.values}
        chosen = tuple(picked)
        if any(v not in allowed for v in chosen) or len(set(chosen)) != len(chosen):
            raise ValueError(f"{self.key}: {chosen!r} is not among {sorted(allowed)}")
        if not self.multi and len(chosen) != 1:
            raise ValueError(f"{self.key}: exactly one value, not {chosen!r}")
        return chosen


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What the shell tells a game about its table when the options are built.

    ``bedenkzeit`` is None for ohne Uhr and at every solo table; ``daily`` is
    True for the daily game (fixed rules, no house rules).
    """

    bedenkzeit: int | None = None
    solo: bool = False
    daily: bool = False
    first_seat: int | None = None


@dataclass(frozen=True, slots=True)
class Computer:
    """A computer seat the daily game sets: its strength and, where the game
    names it (Speedfossil's Professor Knochenhauer), its name."""

    strength: str
    name: str | None = None


@dataclass(frozen=True, slots=True)
class DailyGame:
    """The daily game of one day: the same seed and seats on every server.

    The person sits at ``person_seat``; the other seats are ``computers`` in
    seat order; ``choices`` are the game's settings for it.
    """

    seed: int
    seats: int
    person_seat: int
    computers: tuple[Computer, ...]
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Advice:
    """The Rat: the strong computer's choice, its reasons, and the best
    alternatives (player-facing lines); ``action`` is never executed by it."""

    action: Any
    reasons: tuple[str, ...]
    alternatives: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RecordSpec:
    """A record Meine Partien shows, read from the results' statistics.

    ``stat`` names a number in :attr:`SeatResult.stats`; ``best`` says whether
    the highest or the lowest value is the record; ``label`` is a text key.
    A ``streak`` record counts the longest run of games (or, with a list
    statistic, of list entries) in which the stat was true, across games.

    >>> RecordSpec("groups", "spuk.record.groups").best
    'max'
    """

    stat: str
    label: str
    best: str = "max"
    streak: bool = False


class Options(Protocol):
    """What a game's options offer: a JSON round trip."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        ...


@dataclass(frozen=True)
class GameInfo:
    """A game's declaration (see the module docstring).

    ``make_options(choices, facts)`` builds the engine's options from the
    lobby's ``choices`` (key -> chosen values) and the table's facts;
    ``options_from_json`` reverses ``options.to_json()``; ``mode_of(options)``
    is the mode results are kept under. ``summarize(state)`` reads a finished
    game as a :class:`GameResult`. ``leave_points`` is what a person who
    leaves a running game with other people gets on the leaderboard (None:
    the game gives the leaver no result). ``records`` are the records Meine
    Partien shows, from the results' statistics. After an event of a type in
    ``reading_pause`` computers wait a moment so people can read it.
    ``daily(day, mode)`` is the daily game of a mode in ``daily_modes``
    (None: every mode). ``advise(view, decision, rng)`` is the Rat (None where the game has none);
    its answer has at least ``reasons``, as :class:`Advice` has.

    How the shell times computers and countdowns: in ``reaction_kinds``
    computers keep their reaction delay even with Turbo (people race them);
    a decision in ``race_kinds`` is a "wer zuerst" race whose counter steps
    down as timer expiries (computers are asked at every step and press
    after their reaction delay); a timer in ``stage_timers`` starts only once
    what it is about is shown to everyone.

    ``remembers``: the computers remember from the events their seat was
    shown; the shell (and the contract suite, the benchmarks) then pass
    ``decide`` the keyword ``events`` (see :data:`Decide`, :meth:`decide_extra`).
    """

    name: str
    title: str
    min_seats: int
    max_seats: int
    modes: tuple[str, ...]
    new_game: Callable[[int, int, Any], GameState]
    action_types: tuple[type, ...]
    event_types: tuple[type, ...]
    choices: tuple[Choice, ...]
    make_options: Callable[[Mapping[str, tuple[str, ...]], TableFacts], Any]
    options_from_json: Callable[[Mapping[str, Any]], Any]
    mode_of: Callable[[Any], str]
    summarize: Callable[[Any], GameResult]
    decide: Decide
    reaction_delay: Delay
    computer_names: tuple[str, ...]
    strengths: tuple[str, ...] = STRENGTHS
    advise: Callable[..., Any] | None = None
    daily: Callable[[date, str], DailyGame] | None = None
    daily_modes: tuple[str, ...] | None = None
    leave_points: int | None = None
    reading_pause: tuple[type[Event], ...] = ()
    hidden_twins: Twins | None = None
    min_people: int = 1
    records: tuple[RecordSpec, ...] = ()
    reaction_kinds: frozenset[str] = frozenset()
    race_kinds: frozenset[str] = frozenset()
    stage_timers: frozenset[str] = frozenset()
    remembers: bool = False

    def default_choices(self) -> dict[str, tuple[str, ...]]:
        """Every choice at its default."""
        return {c.key: c.default for c in self.choices}

    def check_choices(self, chosen: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
        """All choices, unknown keys dropped, missing ones at their default; a
        value the lobby does not offer raises ValueError."""
        out = self.default_choices()
        by_key = {c.key: c for c in self.choices}
        for key, values in chosen.items():
            if key in by_key:
                out[key] = by_key[key].check(values)
        return out

    def modes_with_daily(self) -> tuple[str, ...]:
        """The modes that have a daily game (none without ``daily``)."""
        if self.daily is None:
            return ()
        return self.modes if self.daily_modes is None else self.daily_modes

    def check_seats(self, seats: int) -> None:
        """ValueError unless the game is played by ``seats`` players."""
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.title} is played by {self.min_seats} to "
                             f"{self.max_seats} players, not {seats}")

    def decide_extra(self, events: Sequence[Event], seat: int) -> dict[str, Any]:
        """The keywords ``decide`` gets beyond the view for ``seat``: its
        ``events`` (those of ``events`` it may see) where the game
        ``remembers``, else none.

        >>> from engines.fabel.game import GAME
        >>> GAME.decide_extra([Event()], 0)
        {}
        """
        if not self.remembers:
            return {}
        return {"events": tuple(e for e in events if visible_to(e, seat))}

    def decision_for(self, state: GameState, seat: int) -> Decision | None:
        """The decision ``seat`` owes or may take now, None if none."""
        return next((d for d in state.pending() if d.seat == seat), None)


_REGISTRY: dict[str, GameInfo] = {}
#: The order the composition root offers its games in (:func:`offer_in_order`).
_ORDER: dict[str, int] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game (a second game of the same name is an error). A game's
    declaration module calls this at its bottom, so importing it registers it."""
    if info.name in _REGISTRY and _REGISTRY[info.name] is not info:
        raise ValueError(f"a game named {info.name!r} is already registered")
    _REGISTRY[info.name] = info
    return info


def unregister(name: str) -> None:
    """Remove a game (tests that register a game of their own)."""
    _REGISTRY.pop(name, None)


def offer_in_order(names: Sequence[str]) -> None:
    """The composition root's order of its games (:mod:`engines.catalog`):
    :func:`games` lists them first, in this order, whichever module happened
    to be imported (and so registered) first."""
    _ORDER.clear()
    _ORDER.update((name, i) for i, name in enumerate(names))


def games() -> tuple[GameInfo, ...]:
    """Every registered game: those the composition root ordered first, in its
    order, then any other (a test's own game) in the order they registered.

    Core imports no game: a game is listed once its declaration module (or the
    root that imports them all, :mod:`engines.catalog`) was imported.
    """
    return tuple(sorted(_REGISTRY.values(), key=lambda g: _ORDER.get(g.name, len(_ORDER))))


def game(name: str) -> GameInfo:
    """The registered game called ``name`` (KeyError if there is none)."""
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"no game {name!r} is registered (import its declaration "
                       f"module, or engines.catalog for every shipped game)") from None
