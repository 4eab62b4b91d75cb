"""Hidden twins of a Speedfossil state: copies that differ only in what some
readers may not know (the stack's order, another player's sealed choice).

The contract suite (``tests/contract``) and ``tests/fossil`` check that no
such reader's view changes between a state and its twins.
"""

from __future__ import annotations

import random

from engines.fossil.moves import legal
from engines.fossil.state import CHOOSE, State


def hidden_twins(state: State, rng: random.Random) -> list[tuple[str, State, list[int | None]]]:
    """Copies of ``state`` that differ only in hidden information, each with
    the readers (seats, None for the public) who must not notice it."""
    everyone: list[int | None] = [None, *range(state.seats)]
    twins: list[tuple[str, State, list[int | None]]] = []
    if len(state.stack) > 1:
        twin = state.copy()
        rng.shuffle(twin.stack)
        twins.append(("stack order", twin, everyone))
    if state.phase != CHOOSE:
        return twins
    for seat, choice in enumerate(state.sealed):
        if choice is None:
            continue
        # another choice the seat could have sealed: ask with the seal lifted
        probe = state.copy()
        probe.sealed[seat] = None
        others = [a for a in legal(probe, seat) if a != choice]
        if not others:
            continue
        twin = state.copy()
        twin.sealed[seat] = others[int(rng.random() * len(others))]
        twins.append((f"sealed choice of seat {seat}", twin,
                      [r for r in everyone if r != seat]))
    return twins
