"""The contract every Speedtisch engine shares.

A game is a ``State`` that answers a few questions and takes actions::

    >>> from engines import fabel
    >>> state = fabel.new_game(seats=3, seed=7)
    >>> decision = state.pending()[0]
    >>> action = state.legal(decision.seat)[0]
    >>> events = state.apply(action)

See :mod:`engines.core.contract` for the whole surface, :mod:`.registry` for
a game's declaration, :mod:`.result` for the result type, :mod:`.clock` for
Bedenkzeit and Nachfrist of several seats at once, :mod:`.places` and
:mod:`.daily` for the helpers every game shares.
"""

from engines.core.clock import SeatClock
from engines.core.contract import (
    Decision,
    Event,
    GameState,
    IllegalAction,
    Leave,
    Timeout,
    Timer,
    running_timers,
    visible_to,
)
from engines.core.places import place_bonus, places, round_half_up
from engines.core.records import from_json, to_json
from engines.core.registry import GameInfo
from engines.core.result import GameResult, SeatResult
from engines.core.rng import derive_seed

__all__ = [
    "Decision",
    "Event",
    "GameInfo",
    "GameResult",
    "GameState",
    "IllegalAction",
    "Leave",
    "SeatClock",
    "SeatResult",
    "Timeout",
    "Timer",
    "derive_seed",
    "from_json",
    "place_bonus",
    "places",
    "round_half_up",
    "running_timers",
    "to_json",
    "visible_to",
]
