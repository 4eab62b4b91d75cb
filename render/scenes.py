"""Real game states for every phase, found by playing seeded random games.

The gallery, the render tests and the benchmark draw these states' views:
no view is made by hand. :func:`find_scenes` plays games with
:func:`engines.core.playout.random_step` and keeps a copy of the state the
first time each scene occurs.

>>> scenes = find_scenes(4)
>>> scenes["vorkauf"].view(None).phase
'vorkauf'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from engines import fabel
from engines.core.playout import random_step
from engines.fabel.actions import Accept, Counter
from engines.fabel.state import (
    ANSWER,
    AUCTION,
    DISTRIBUTE,
    OFFER,
    OVER,
    PAY,
    SUPER,
    TURN,
    VORKAUF,
    State,
)

Check = Callable[[State, object], bool]


def _auction(s: State) -> bool:
    return s.phase == AUCTION and s.auction is not None


#: Scene name -> what makes a state that scene (given the last action).
SCENES: dict[str, Check] = {
    "zug": lambda s, a: s.phase == TURN and s.turns >= 12 and not s.skipped
    and bool(s.challenges(s.turn_seat)),
    "versteigerung": lambda s, a: _auction(s) and s.auction is not None
    and s.auction.bidder is not None and s.auction.payout is None and not s.auction.pleiten,
    "goldesel": lambda s, a: _auction(s) and s.auction is not None
    and s.auction.payout is not None and s.auction.bidder is None,
    "pleite": lambda s, a: _auction(s) and s.auction is not None and bool(s.auction.pleiten),
    "vorkauf": lambda s, a: s.phase == VORKAUF and s.turns >= 6,
    "bezahlen": lambda s, a: s.phase == PAY,
    "angebot": lambda s, a: s.phase == OFFER and s.trade is not None and s.trade.round == 1,
    "antwort": lambda s, a: s.phase == ANSWER,
    "gleichstand": lambda s, a: s.phase == OFFER and s.trade is not None and s.trade.round == 2,
    "handel": lambda s, a: isinstance(a, Accept | Counter) and s.trade is None
    and s.phase in (TURN, SUPER) and s.last_trade is not None,
    "superhandel": lambda s, a: s.phase == SUPER,
    "uebersprungen": lambda s, a: s.phase == TURN and bool(s.skipped),
    "verteilen": lambda s, a: s.phase == DISTRIBUTE and s.turns >= 8,
    "ende": lambda s, a: s.phase == OVER,
}

#: Scenes that cannot occur at two players (they distribute instead of auctioning).
AUCTION_SCENES = ("versteigerung", "goldesel", "pleite", "vorkauf", "bezahlen")


def expected_scenes(seats: int) -> tuple[str, ...]:
    """The scenes a game of ``seats`` players can show."""
    if seats == 2:
        # At two a kind split between both players can always be traded, so
        # no turn is ever skipped.
        return tuple(n for n in SCENES if n not in (*AUCTION_SCENES, "uebersprungen"))
    return tuple(n for n in SCENES if n != "verteilen")


@lru_cache(maxsize=8)
def find_scenes(seats: int, first_seed: int = 1, max_games: int = 400) -> dict[str, State]:
    """One state per scene of :func:`expected_scenes`, from seeded random games.

    Odd seeds play with the house rule Superhandel, so its phase occurs too.
    The states are copies; do not change them (the result is cached).
    """
    wanted = set(expected_scenes(seats))
    found: dict[str, State] = {}
    for seed in range(first_seed, first_seed + max_games):
        options = fabel.Options(superhandel=seed % 2 == 1)
        state = fabel.new_game(seats, seed, options)
        rng = random.Random(seed)
        while True:
            action = random_step(state, rng, timeout_weight=1)
            state.apply(action)
            for name in wanted - found.keys():
                if SCENES[name](state, action):
                    found[name] = state.copy()
            if state.is_over() or found.keys() >= wanted:
                break
        if found.keys() >= wanted:
            break
    return found
