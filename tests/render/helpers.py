"""Real states for the render tests: played from seeds, never made by hand.

Where a test needs two states that differ only in hidden values, it copies
a played state and swaps money card values of one hand while keeping the
number of cards (what everyone sees) the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engines import fabel
from engines.core.playout import random_step
from engines.fabel import money
from engines.fabel.state import State


def first_state(seats: int, wanted: Callable[[State], bool], max_games: int = 300) -> State:
    """The first state of seeded random games for which ``wanted`` holds."""
    for seed in range(max_games):
        state = fabel.new_game(seats, seed)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(random_step(state, rng))
            if wanted(state):
                return state
    raise LookupError("no such state in the games played")


def with_hand(state: State, seat: int, values: tuple[int, ...]) -> State:
    """A copy of ``state`` where ``seat`` holds ``values`` (same card count)."""
    counts = money.counts_from_values(values)
    assert counts is not None
    assert sum(counts) == sum(state.hands[seat]), "the number of cards must stay the same"
    other = state.copy()
    other.hands[seat] = counts
    return other


def swap_in_500(state: State, seat: int) -> State:
    """``state`` with one non-500 card of ``seat`` turned into a 500."""
    values = list(money.values_of(state.hands[seat]))
    i = next(i for i, v in enumerate(values) if v != 500)
    values[i] = 500
    return with_hand(state, seat, tuple(values))


def table_size_fits(size: tuple[int, int], base: tuple[int, int]) -> bool:
    """Whether a Speedfabel table picture of ``size`` is its layout's
    (``base``), its stage grown only by whole lines for sentences that do
    not fit it whole, and still no taller than 1.6 × its width (issue 38)."""
    from render.fabel.grid import STAGE_STEP
    grown = size[1] - base[1]
    return (size[0] == base[0] and grown >= 0 and grown % STAGE_STEP == 0
            and size[1] <= 1.6 * size[0])


def drawn_layout(view: object, names: object = None) -> object:
    """The layout a Speedfabel table picture of ``view`` is drawn with (the
    names as :func:`render.fabel.table.render_table` draws them)."""
    from render.fabel.grid import player_names
    from render.fabel.table import table_layout
    return table_layout(view, player_names(view, names))  # type: ignore[arg-type]
