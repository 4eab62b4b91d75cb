"""The contract every Speedtisch engine shares.

A game is a ``State`` that answers a few questions and takes actions::

    >>> from engines import fabel
    >>> state = fabel.new_game(seats=3, seed=7)
    >>> decision = state.pending()[0]
    >>> action = state.legal(decision.seat)[0]
    >>> events = state.apply(action)

See :mod:`engines.core.contract` for the whole surface.
"""

from engines.core.contract import (
    Decision,
    Event,
    GameInfo,
    GameState,
    IllegalAction,
    Timeout,
    Timer,
    visible_to,
)
from engines.core.records import from_json, to_json
from engines.core.rng import derive_seed

__all__ = [
    "Decision",
    "Event",
    "GameInfo",
    "GameState",
    "IllegalAction",
    "Timeout",
    "Timer",
    "derive_seed",
    "from_json",
    "to_json",
    "visible_to",
]
