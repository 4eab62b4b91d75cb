"""A random game of every size ends (quick smoke test; property tests go deeper)."""

import random

import pytest

from engines import fabel
from engines.core.playout import random_game


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_game_ends(seats: int) -> None:
    state = fabel.new_game(seats, seed=seats)
    random_game(state, random.Random(seats))
    assert state.is_over()
    assert len(state.result().standings) == seats
