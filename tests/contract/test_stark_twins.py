"""Stark reads only its own view and its own events, in every game (issue 32).

For every registered game with a strong computer: positions of real games
(Normal computers in every seat, several seeds and seat counts, moments
spread over the game and the first moment of every decision kind), and at
each the declaration's hidden twins (``hidden_twins``: copies that differ
only in what some readers may not know, see :func:`tests.contract.checks.check_twins`).
For every pending decision whose seat is one of a twin's readers, Stark's
decision on the twin must be the one on the state, and so must the Rat's
advice where the game has one: the same Stark, the same rng, the seat's own
view of the twin and the events its seat was shown (as the shell passes
them, :meth:`engines.core.registry.GameInfo.decide_extra`). Where the
computers remember events (``remembers``), the history without the events
its seat may not see must give the same decision too. The tests compare a
Stark with itself, never with a fixed move, so they hold for any Stark that
reads only what it may.

A search may stop on the clock (Speedfabel's Stark has a time budget);
during these tests the clocks an engine reads are a counter that advances
by a fixed step per reading and starts anew for every decision, so a
decision is a pure function of the view, the events and the rng.

Each check is also run against a deliberately leaking Stark (the view
carries a digest of the whole state in a field no comparison sees, and that
Stark seeds its search from it; in a remembering game also one that is
handed every event and seeds its search from them): it must fail, so the
check can fail.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import pickle
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest

import engines.catalog  # noqa: F401  (registers the shipped games)
from engines.core.contract import Event, GameState, Timeout, visible_to
from engines.core.registry import GameInfo, TableFacts, game
from engines.core.rng import derive_seed
from tests.contract.games import contract_games

#: The registered games with a strong computer (and the kit's test game, as
#: the whole contract suite has it).
GAMES = [g.name for g in contract_games() if "stark" in g.strengths]
#: Seeds per seat count, and the seat counts: the fewest and four.
SEEDS = 3
#: Moments per game spread over it (besides the first of every decision kind).
SPREAD = 6
#: Pending decisions Stark is asked per moment.
PER_MOMENT = 2
#: A game of Normal computers ends within this many actions.
MAX_ACTIONS = 5_000
#: Seconds the test clock advances per reading.
TICK = 0.001

by_game = pytest.mark.parametrize("name", GAMES)


@dataclass(frozen=True)
class Moment:
    """A copy of a game at one moment and every event so far."""

    state: Any
    events: tuple[Event, ...]
    where: str


class StepClock:
    """A clock that advances by :data:`TICK` per reading: a time budget
    then always ends after the same work."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += TICK
        return self.now

    def ns(self) -> int:
        """The same reading in nanoseconds (``time.perf_counter_ns`` and its kin)."""
        return round(self() * 1e9)

    def reset(self) -> None:
        """Start from zero again (before every decision)."""
        self.now = 0.0


_CLOCKS = ("perf_counter", "monotonic", "process_time", "thread_time", "time")
_NS_CLOCKS = tuple(f"{name}_ns" for name in _CLOCKS)


@contextmanager
def step_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[StepClock]:
    """The clocks of :mod:`time`, and any an engine module imported by
    name (under any name), replaced by one :class:`StepClock`."""
    clock = StepClock()
    fakes: dict[str, Callable[[], float]] = {name: clock for name in _CLOCKS}
    fakes.update((name, clock.ns) for name in _NS_CLOCKS)
    real = {id(getattr(time, name)): fake for name, fake in fakes.items()}
    for name, fake in fakes.items():
        monkeypatch.setattr(time, name, fake)
    for modname, module in list(sys.modules.items()):
        if modname.startswith("engines.") and module is not None:
            for name, value in list(vars(module).items()):
                if id(value) in real:
                    monkeypatch.setattr(module, name, real[id(value)])
    yield clock


def _options(info: GameInfo) -> Any:
    return info.make_options(info.default_choices(), TableFacts())


def _play(info: GameInfo, seats: int, seed: int) -> list[Moment]:
    """One game of Normal computers: the moments spread over it and the
    first moment of every decision kind (with at least one pending decision)."""
    state: Any = info.new_game(seats, seed, _options(info))
    rng = random.Random(seed)
    events: list[Event] = []
    kept: list[Moment] = []
    kinds: set[str] = set()
    trail: list[Moment] = []
    for step in range(MAX_ACTIONS):
        if state.is_over():
            break
        pending = state.pending()
        new = {d.kind for d in pending} - kinds
        moment = Moment(state.copy(), tuple(events), f"{info.name} {seats} seats seed {seed} "
                        f"step {step}")
        if new:
            kinds |= new
            kept.append(moment)
        elif pending:
            trail.append(moment)
        action = None
        for d in sorted(pending, key=lambda d: not d.required):
            action = info.decide(state.view(d.seat), d, rng, "normal",
                                 **info.decide_extra(events, d.seat))
            if action is not None:
                break
        if action is None:
            timer = state.timer()
            assert timer is not None, f"{moment.where}: nobody acts and no timer runs"
            action = Timeout(timer.token)
        events += state.apply(action)
    assert state.is_over(), f"{info.name}: a game of Normal computers did not end"
    every = max(1, len(trail) // SPREAD)
    return kept + trail[every // 2::every][:SPREAD]


@functools.cache
def moments(name: str) -> tuple[Moment, ...]:
    """The moments of a game the checks look at."""
    info = game(name)
    out: list[Moment] = []
    for seats in sorted({info.min_seats, min(4, info.max_seats)}):
        for i in range(SEEDS):
            out += _play(info, seats, derive_seed("stark twins", name, seats, i) % 1_000_000)
    return tuple(out)


def digest(state: GameState) -> str:
    """A fingerprint of everything in ``state``, hidden parts included."""
    return hashlib.sha256(pickle.dumps(state)).hexdigest()


Ask = Callable[[GameInfo, Any, Any, random.Random, tuple[Event, ...]], Any]


def ask_stark(info: GameInfo, view: Any, decision: Any, rng: random.Random,
              events: tuple[Event, ...]) -> Any:
    """Stark's decision as the shell asks for it: the seat's view and events."""
    return info.decide(view, decision, rng, "stark", **info.decide_extra(events, decision.seat))


def ask_rat(info: GameInfo, view: Any, decision: Any, rng: random.Random,
            events: tuple[Event, ...]) -> Any:
    """The Rat's advice (from the player's view)."""
    assert info.advise is not None
    return info.advise(view, decision, rng)


def check_on_twins(info: GameInfo, moment: Moment, ask: Ask, clock: StepClock) -> Counter[str]:
    """``ask`` gives the same answer on the moment's state and on each of its
    hidden twins, for every pending decision (up to :data:`PER_MOMENT`) whose
    seat reads the twin, and (where the game remembers) on the history
    without the events the seat may not see. Returns the comparisons by
    decision kind, under "hidden" those where the twin really differs from
    the state, under "events" those where the history left events out."""
    assert info.hidden_twins is not None
    state = moment.state
    pick = random.Random(derive_seed("stark twins pick", moment.where))
    pending = state.pending()
    decisions = pick.sample(pending, min(len(pending), PER_MOMENT))
    twins = info.hidden_twins(state, random.Random(derive_seed("stark twins", moment.where)))
    counts: Counter[str] = Counter()
    for d in decisions:
        clock.reset()
        view = state.view(d.seat)
        mine = ask(info, view, d, random.Random(7), moment.events)
        for what, twin, readers in twins:
            if d.seat not in readers:
                continue
            clock.reset()
            theirs = ask(info, twin.view(d.seat), d, random.Random(7), moment.events)
            assert theirs == mine, (f"{moment.where}: seat {d.seat} ({d.kind}) answers "
                                    f"{theirs!r} on the twin '{what}', {mine!r} on the state")
            counts[d.kind] += 1
            counts["hidden"] += digest(twin) != digest(state)
        if info.remembers:
            own = tuple(e for e in moment.events if visible_to(e, d.seat))
            clock.reset()
            theirs = ask(info, view, d, random.Random(7), own)
            assert theirs == mine, (f"{moment.where}: seat {d.seat} ({d.kind}) answers "
                                    f"{theirs!r} with only its own events, {mine!r} with the "
                                    f"whole history (as the shell filters it)")
            counts["events"] += len(own) < len(moment.events)
    return counts


def check_game(name: str, ask: Ask, clock: StepClock) -> Counter[str]:
    """:func:`check_on_twins` at every moment of a game."""
    info = game(name)
    total: Counter[str] = Counter()
    for moment in moments(name):
        total += check_on_twins(info, moment, ask, clock)
    return total


@by_game
def test_stark_decides_alike_on_hidden_twins(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with step_clock(monkeypatch) as clock:
        counts = check_game(name, ask_stark, clock)
    kinds = {k for k in counts if k not in ("hidden", "events")}
    # several phases: more than one kind of decision where the game has them
    offered = {d.kind for m in moments(name) for d in m.state.pending()}
    assert len(kinds) >= min(2, len(offered)), (counts, offered)
    assert counts["hidden"] >= 10, counts
    assert not game(name).remembers or counts["events"] >= 10, counts


@by_game
def test_the_rat_advises_alike_on_hidden_twins(name: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    if game(name).advise is None:
        pytest.skip(f"{name} has no Rat")
    with step_clock(monkeypatch) as clock:
        counts = check_game(name, ask_rat, clock)
    assert counts["hidden"] >= 10, counts


# ------------------------------------------------------------ the checks can fail
def _leaky_view_class(cls: type) -> type:
    """``cls`` with one more slot, ``leak``, that no comparison sees."""
    return type(f"Leaky{cls.__name__}", (cls,), {"__slots__": ("leak",)})


@contextmanager
def leaking(info: GameInfo, monkeypatch: pytest.MonkeyPatch) -> Iterator[GameInfo]:
    """A Stark (and Rat) that reads a hidden field of its view: every view
    carries the digest of its whole state, and the leaking Stark seeds its
    search with it instead of the rng it was given."""
    state_type = type(moments(info.name)[0].state)
    real_view = state_type.view
    classes: dict[type, type] = {}

    def view(self: Any, seat: int | None) -> Any:
        plain = real_view(self, seat)
        cls = classes.setdefault(type(plain), _leaky_view_class(type(plain)))
        out: Any = object.__new__(cls)
        for f in dataclasses.fields(plain):
            object.__setattr__(out, f.name, getattr(plain, f.name))
        object.__setattr__(out, "leak", digest(self))
        return out

    def peek(rng: random.Random, view: Any) -> random.Random:
        leak = getattr(view, "leak", None)
        return rng if leak is None else random.Random(leak)

    def decide(view: Any, decision: Any, rng: random.Random, strength: str,
               **kw: Any) -> Any:
        return info.decide(view, decision, peek(rng, view), strength, **kw)

    def advise(view: Any, decision: Any, rng: random.Random, **kw: Any) -> Any:
        assert info.advise is not None
        return info.advise(view, decision, peek(rng, view), **kw)

    monkeypatch.setattr(state_type, "view", view)
    yield dataclasses.replace(info, decide=decide,
                              advise=None if info.advise is None else advise)


class _TellsAll(GameInfo):
    """A declaration that hands its computers every event, not only their seat's."""

    def decide_extra(self, events: Any, seat: int) -> dict[str, Any]:
        return {"events": tuple(events)}


@contextmanager
def hearing_all(info: GameInfo) -> Iterator[GameInfo]:
    """A Stark that is handed every event and seeds its search from them."""

    def decide(view: Any, decision: Any, rng: random.Random, strength: str,
               **kw: Any) -> Any:
        heard = hashlib.sha256(repr(kw.get("events", ())).encode()).hexdigest()
        return info.decide(view, decision, random.Random(heard), strength, **kw)

    fields = {f.name: getattr(info, f.name) for f in dataclasses.fields(info)}
    yield _TellsAll(**{**fields, "decide": decide})


@by_game
def test_a_stark_hearing_every_event_fails_the_check(name: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    info = game(name)
    if not info.remembers:
        pytest.skip(f"{name}'s computers remember nothing: decide gets no events")
    moments(name)
    with (step_clock(monkeypatch) as clock, hearing_all(info) as leaky,
          pytest.raises(AssertionError, match="only its own events")):
        for moment in moments(name):
            check_on_twins(leaky, moment, ask_stark, clock)


@by_game
def test_a_leaking_stark_fails_the_check(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    info = game(name)
    moments(name)  # the games are played by the honest computers
    with step_clock(monkeypatch) as clock, leaking(info, monkeypatch) as leaky:
        # the leaking views still look alike: only the decisions tell
        first = moments(name)[0].state
        assert first.view(0) == first.copy().view(0) and hasattr(first.view(0), "leak")
        asks: list[Ask] = [ask_stark] + ([ask_rat] if leaky.advise is not None else [])
        for ask in asks:
            with pytest.raises(AssertionError, match="on the twin"):
                for moment in moments(name):
                    check_on_twins(leaky, moment, ask, clock)
