"""Playing a configuration for the contract suite: the trace, clones and
snapshots.

:func:`trace` plays one game of a configuration with random legal actions
(through :func:`engines.core.playout.random_step`) and, now and then, the
expiry of the running timer even while someone must still decide, so that
Nachfristen run out and decisions become overdue. The trace is cached:
every check replays it from ``new_game`` and looks at the moments it wants
(:func:`walk`), so the checks share one game and stay bounded in time.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engines.core.contract import GameState, Timeout
from engines.core.playout import random_step
from engines.core.registry import GameInfo, game
from engines.core.rng import derive_seed
from tests.contract.configs import Config

#: A game of the suite must end within this many actions.
MAX_ACTIONS = 20_000
#: How often the running timer is let run out although someone must decide.
TIMEOUT_SHARE = 0.12
#: The random player draws a timer's expiry this many times as often as a
#: seat's move when nobody must decide (as the shell's clock would).
TIMEOUT_WEIGHT = 2


def seed_of(config: Config) -> int:
    """The fixed seed of a configuration's game."""
    return derive_seed("contract", config.game, config.index) % 1_000_000


def new_state(info: GameInfo, config: Config, seed: int | None = None) -> GameState:
    """A new game of ``config`` (its own seed unless ``seed`` is given)."""
    return info.new_game(config.seats, seed_of(config) if seed is None else seed,
                         config.options(info))


def clone(state: Any) -> Any:
    """An independent copy: the engine's ``copy()`` where it has one."""
    own = getattr(state, "copy", None)
    return own() if callable(own) else copy.deepcopy(state)


def readers(state: GameState) -> list[int | None]:
    """The public and every seat."""
    return [None, *range(state.seats)]


def views(state: GameState) -> list[Any]:
    """Every reader's view, the public first."""
    return [state.view(r) for r in readers(state)]


def snapshot(state: GameState, *, legal: bool = True) -> tuple[Any, ...]:
    """What anybody can observe of ``state``: every view, the pending
    decisions, the timer, the end, and (unless ``legal`` is False) every
    seat's legal actions."""
    over = state.is_over()
    actions = () if over or not legal else tuple(tuple(state.legal(s))
                                                 for s in range(state.seats))
    return (tuple(views(state)), state.pending(), state.timer(), over, actions)


def seat_of(action: Any) -> int | None:
    """The seat an action is made by (None for a timer's expiry)."""
    seat = getattr(action, "seat", None)
    return seat if isinstance(seat, int) else None


def choose(state: GameState, rng: random.Random) -> Any:
    """The next random action: sometimes the timer's expiry, else a random
    legal action as :func:`random_step` draws it."""
    timer = state.timer()
    if timer is not None and rng.random() < TIMEOUT_SHARE:
        return Timeout(timer.token)
    return random_step(state, rng, TIMEOUT_WEIGHT)


@dataclass(frozen=True)
class Trace:
    """A played game: its configuration, seed and actions."""

    config: Config
    seed: int
    actions: tuple[Any, ...]


@functools.cache
def trace(config: Config) -> Trace:
    """The game of ``config``, played once and kept (see the module docstring)."""
    info = game(config.game)
    state = new_state(info, config)
    rng = random.Random(seed_of(config))
    actions: list[Any] = []
    while not state.is_over():
        if len(actions) >= MAX_ACTIONS:
            raise AssertionError(f"{config.id}: the game did not end in {MAX_ACTIONS} actions")
        try:
            action = choose(state, rng)
        except (IndexError, RuntimeError) as err:  # an empty legal() or nothing to do
            raise AssertionError(f"{config.id} step {len(actions)}: random play found no "
                                 f"action ({state.pending()}, {state.timer()}): {err}") from err
        state.apply(action)
        actions.append(action)
    return Trace(config, seed_of(config), tuple(actions))


def walk(info: GameInfo, tr: Trace,
         events: list[Any] | None = None) -> Iterator[tuple[int, GameState, Any]]:
    """``(step, state, action)`` before each action of the trace; the caller
    must not change ``state`` (it is the game itself, moved on after).
    ``events``, a list, gathers the game's events as it goes."""
    state = new_state(info, tr.config, tr.seed)
    for step, action in enumerate(tr.actions):
        yield step, state, action
        happened = state.apply(action)
        if events is not None:
            events.extend(happened)
    yield len(tr.actions), state, None


def final_state(info: GameInfo, tr: Trace) -> GameState:
    """The state at the end of the trace."""
    state = new_state(info, tr.config, tr.seed)
    for action in tr.actions:
        state.apply(action)
    return state


def moments(tr: Trace, count: int, salt: str) -> set[int]:
    """``count`` steps of the trace (the first and the last among them),
    drawn with a fixed seed."""
    n = len(tr.actions) + 1
    rng = random.Random(derive_seed("moments", tr.config.id, salt))
    picked = set(rng.sample(range(n), min(n, count)))
    return picked | {0, n - 1}


def with_seat(action: Any, seat: int) -> Any | None:
    """``action`` made by another seat (None if it names no seat)."""
    if seat_of(action) is None or not dataclasses.is_dataclass(action):
        return None
    return dataclasses.replace(action, seat=seat)  # type: ignore[type-var]
