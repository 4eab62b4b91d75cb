"""Random play through the contract: for property tests and benchmarks.

At every step a random deciding seat is drawn (seats that must act first;
otherwise every seat that may act, or the timer's expiry), then a random
legal action of that seat: ``state.sample(seat, rng)`` where the engine
offers it, else a random element of ``state.legal(seat)``.
``timeout_weight`` makes the timer's expiry that many times as likely as
one seat's move, so random auctions end sooner.

An engine may offer ``state.random_action(rng, timeout_weight)``: the same
draw as :func:`generic_step` (same rng calls, same action), only faster;
:func:`random_step` then uses it. It may also offer
``state.random_playout(rng, timeout_weight, max_actions)``: the rest of the
game as :func:`random_game` plays it without events (the same actions and
positions), returning the actions; :func:`random_game` then hands its
search and benchmark loop to it.

``random_game(..., record=False)`` asks the engine not to build events
(``state.apply(action, record=False)``, for engines that offer it): the same
game, cheaper, as search and the engine benchmark need it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core.contract import Event, GameState, Timeout


def random_step(state: GameState, rng: random.Random, timeout_weight: int = 1) -> Any:
    """One random legal action (or the timer's expiry) for ``state``."""
    fast = getattr(state, "random_action", None)
    if fast is not None:
        return fast(rng, timeout_weight)
    return generic_step(state, rng, timeout_weight)


def generic_step(state: GameState, rng: random.Random, timeout_weight: int = 1) -> Any:
    """:func:`random_step` through the contract alone (the reference)."""
    pending = state.pending()
    if len(pending) == 1 and pending[0].required:
        # the common case (one seat must decide): no list, no draw
        sample = getattr(state, "sample", None)
        seat = pending[0].seat
        action = sample(seat, rng) if sample else rng.choice(state.legal(seat))
        if action is None:
            raise RuntimeError(f"seat {seat} has no legal action for {pending}")
        return action
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
    record: bool = True,
) -> list[Any]:
    """Play ``state`` to its end with random legal actions; return the actions.

    With ``record=False`` the engine builds no events (its ``apply`` must
    accept ``record``); ``on_action`` then receives empty lists.
    """
    if on_action is None and not record:
        playout = getattr(state, "random_playout", None)
        if playout is not None:
            actions_played: list[Any] = playout(rng, timeout_weight, max_actions)
            return actions_played
    actions: list[Any] = []
    append = actions.append
    is_over = state.is_over
    apply: Callable[..., list[Event]] = state.apply
    fast = getattr(state, "random_action", None)
    if fast is not None and on_action is None and not record:
        # the search and benchmark loop: nothing but steps
        while not is_over():
            if len(actions) >= max_actions:
                raise RuntimeError("the game did not end")
            action = fast(rng, timeout_weight)
            apply(action, record=False)
            append(action)
        return actions
    while not is_over():
        if len(actions) >= max_actions:
            raise RuntimeError("the game did not end")
        if fast is not None:
            action = fast(rng, timeout_weight)
        else:
            action = generic_step(state, rng, timeout_weight)
        events = apply(action) if record else apply(action, record=False)
        append(action)
        if on_action is not None:
            on_action(action, events)
    return actions
