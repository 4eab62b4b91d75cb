"""Computer-only games for tests and benchmarks: every seat a strength.

>>> state = play_game(("stark", "normal"), seed=3)
>>> state.is_over()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from engines.core import Event, Timeout, visible_to
from engines.spuk.ai import decide
from engines.spuk.options import Options
from engines.spuk.state import State, new_game


def play_game(strengths: Sequence[str], seed: int, options: Options | None = None, *,
              max_actions: int = 20_000,
              on_decision: Callable[[State, int, Any, float], None] | None = None,
              memory: list[list[Event]] | None = None,
              clock: Callable[[], float] = time.process_time) -> State:
    """Play a whole game with a computer of ``strengths[i]`` in seat i.

    The decisions' rngs come from the seed and the step, as the shell's do;
    each computer gets the events its seat may see, as the shell passes them.
    ``on_decision(state, seat, action, seconds)`` sees each decision before
    it is applied, with the seconds it took (its memory included) by
    ``clock``: CPU time unless told (``time.perf_counter``: wall time).
    ``memory``, an empty list, receives the seats' event lists (filled as
    the game goes on, so ``on_decision`` can read them).
    """
    state = new_game(len(strengths), seed, options or Options())
    seen: list[list[Event]] = [[] for _ in strengths]
    if memory is not None:
        memory.extend(seen)

    def keep(events: list[Event]) -> None:
        for e in events:
            for seat, log in enumerate(seen):
                if visible_to(e, seat):
                    log.append(e)

    steps = 0
    while not state.is_over():
        pending = state.pending()
        if not pending:
            timer = state.timer()
            assert timer is not None, "nothing to do"
            keep(state.apply(Timeout(timer.token)))
            continue
        # Zudecken first: at the table a computer covers after its short
        # cover delay, before the next player has played a whole turn
        for d in sorted(pending, key=lambda p: p.kind != "cover"):
            steps += 1
            if steps > max_actions:
                raise RuntimeError("the game did not end")
            rng = random.Random(seed * 1_000_003 + steps * 7919 + d.seat)
            start = clock()
            action = decide(state.view(d.seat), d, rng, strengths[d.seat], events=seen[d.seat])
            if on_decision is not None:
                on_decision(state, d.seat, action, clock() - start)
            keep(state.apply(action))
            if state.pending() != pending:
                break  # the step moved on: ask again
    return state
