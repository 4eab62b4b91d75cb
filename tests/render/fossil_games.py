"""Finished Speedfossil games played by the computers, for the pictures'
tests (a real course, real thefts and arrests)."""

from __future__ import annotations

import random
from functools import lru_cache

from engines.core import GameResult
from engines.fossil import ai
from engines.fossil.game import GAME
from engines.fossil.options import Options
from engines.fossil.state import State, new_game

LONG_NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Professor Knochenhauer",
              "Baronin Bernstein", "Doktor Schiefer")


def play(state: State, seed: int, strength: str = "normal",
         rounds: int | None = None) -> State:
    """Let the computers play ``state`` to its end (or to the start of round
    ``rounds + 1``)."""
    rng = random.Random(seed)
    while not state.is_over() and (rounds is None or state.round <= rounds):
        decision = state.pending()[0]
        state.apply(ai.decide(state.view(decision.seat), decision, rng, strength))
    return state


@lru_cache(maxsize=8)
def finished(seats: int, seed: int, banquet: int = 30) -> tuple[State, GameResult]:
    """A game of ``seats`` normal computers, played to its end."""
    state = play(new_game(seats, seed, Options(banquet=banquet)), seed)
    return state, GAME.summarize(state)
