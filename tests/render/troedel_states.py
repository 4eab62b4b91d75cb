"""Real Speedtrödel states for the render tests: played from seeds by
random legal moves, never made by hand."""

from __future__ import annotations

import random
from collections.abc import Callable

from engines.troedel.options import Options
from engines.troedel.state import State, new_game

#: Long real names (and the bot's computer names) for the name tests.
NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Eßer-Übelhör Magdalena", "Fritz", "Lotte")


def find(wanted: Callable[[State], bool], seats: int = 4, options: Options | None = None,
         max_games: int = 300) -> State:
    """The first state of seeded random games for which ``wanted`` holds."""
    for seed in range(max_games):
        state = new_game(seats, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            if wanted(state):
                return state
            seat = state.pending()[0].seat
            legal = state.legal(seat)
            state.apply(legal[rng.randrange(len(legal))])
        if wanted(state):
            return state
    raise LookupError("no such state in the games played")
