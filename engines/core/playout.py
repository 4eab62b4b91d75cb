"""Random play through the contract: for property tests and benchmarks.

At every step a random deciding seat is drawn (seats that must act first;
otherwise every seat that may act, or the timer's expiry), then a random
legal action of that seat: ``state.sample(seat, rng)`` where the engine
offers it, else a random element of ``state.legal(seat)``.
``timeout_weight`` makes the timer's expiry that many times as likely as
one seat's move, so random auctions end sooner.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core.contract import Event, GameState, Timeout


def random_step(state: GameState, rng: random.Random, timeout_weight: int = 1) -> Any:
    """One random legal action (or the timer's expiry) for ``state``."""
    pending = state.pending()
    required = [d.seat for d in pending if d.required]
    if len(required) == 1:
        seat = required[0]
    elif required:
        seat = required[int(rng.random() * len(required))]
    else:
        timer = state.timer()
        waits = timeout_weight if timer is not None else 0
        if not pending and not waits:
            raise RuntimeError("nothing to do although the game is not over")
        pick = int(rng.random() * (len(pending) + waits))
        if pick >= len(pending):
            assert timer is not None
            return Timeout(timer.token)
        seat = pending[pick].seat
    sample = getattr(state, "sample", None)
    action = sample(seat, rng) if sample else rng.choice(state.legal(seat))
    if action is None:
        raise RuntimeError(f"seat {seat} has no legal action for {pending}")
    return action


def random_game(
    state: GameState,
    rng: random.Random,
    *,
    max_actions: int = 100_000,
    timeout_weight: int = 1,
    on_action: Callable[[Any, list[Event]], None] | None = None,
) -> list[Any]:
    """Play ``state`` to its end with random legal actions; return the actions."""
    actions: list[Any] = []
    while not state.is_over():
        if len(actions) >= max_actions:
            raise RuntimeError("the game did not end")
        action = random_step(state, rng, timeout_weight)
        events = state.apply(action)
        actions.append(action)
        if on_action is not None:
            on_action(action, events)
    return actions
