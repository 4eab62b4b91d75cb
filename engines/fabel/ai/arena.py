"""Playing whole games with computer players (tests, benchmarks, search).

The shell runs auctions on real clocks: after every new highest bid each
computer gets a reaction delay and is asked again. :func:`play` runs the same
protocol without clocks: in an auction the bidders are asked in the order of
freshly drawn reaction delays, the first who bids raises the price, and when
a whole round stays silent the countdown expires. A Meistermarkt "Meins!"
race goes the same way: at every counter the seats that may press are asked
in a fresh order, the first press wins, and a silent round lets the counter
step down.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engines.core import Decision, Timeout
from engines.fabel.state import AUCTION, MEINS, State

#: A computer player: view, decision, rng -> action (None: no bid now).
Player = Callable[[Any, Decision, random.Random], Any]


def next_action(state: State, players: Sequence[Player], rngs: Sequence[random.Random],
                order_rng: random.Random,
                on_decide: Callable[[int, Decision, Any], None] | None = None) -> Any:
    """The next action of a game played by ``players`` (one per seat)."""
    pending = state.pending()
    if state.phase in (AUCTION, MEINS):
        bidders = [d for d in pending if not d.required]
        order_rng.shuffle(bidders)
        for d in bidders:
            action = players[d.seat](state.view(d.seat), d, rngs[d.seat])
            if on_decide is not None:
                on_decide(d.seat, d, action)
            if action is not None:
                return action
        timer = state.timer()
        assert timer is not None
        return Timeout(timer.token)
    d = pending[0]
    action = players[d.seat](state.view(d.seat), d, rngs[d.seat])
    if on_decide is not None:
        on_decide(d.seat, d, action)
    assert action is not None, f"seat {d.seat} gave no action for {d.kind}"
    return action


def play(state: State, players: Sequence[Player], seed: int, *,
         max_actions: int = 20_000,
         on_decide: Callable[[int, Decision, Any], None] | None = None,
         on_action: Callable[[Any, list[Any]], None] | None = None) -> State:
    """Play ``state`` to its end; every seat's rng is derived from ``seed``."""
    rngs = [random.Random(seed * 1009 + s) for s in range(state.seats)]
    order_rng = random.Random(seed * 7919 + 1)
    for _ in range(max_actions):
        if state.is_over():
            return state
        action = next_action(state, players, rngs, order_rng, on_decide)
        events = state.apply(action)
        if on_action is not None:
            on_action(action, events)
    raise RuntimeError("the game did not end")
