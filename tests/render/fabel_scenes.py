"""Real game states for every phase, found by playing seeded random games.

The gallery, the render tests and the benchmark draw these states' views:
no view is made by hand. :func:`find_scenes` plays games with
:func:`engines.core.playout.random_step` and keeps a copy of the state the
first time each scene occurs.

>>> scenes = find_scenes(4)
>>> scenes["vorkauf"].view(None).phase
'vorkauf'
>>> find_meister_scenes(4)["brief_gefahr"].race.counter <= 3
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from engines import fabel
from engines.core.playout import random_step
from engines.fabel.actions import Accept, Counter
from engines.fabel.cards import KOBOLD, KOBOLD_TRADE, is_letter
from engines.fabel.options import Mode
from engines.fabel.state import (
    ANSWER,
    AUCTION,
    BRIEF_PAY,
    BRIEF_VORKAUF,
    DISTRIBUTE,
    KOBOLD_PHASE,
    MEINS,
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


def _race(s: State) -> bool:
    return s.phase == MEINS and s.race is not None


def _kobold_trade(s: State) -> bool:
    return s.phase in (OFFER, ANSWER) and s.trade is not None and s.trade.kind == KOBOLD_TRADE


#: Meistermarkt scene name -> what makes a state that scene.
MEISTER_SCENES: dict[str, Check] = {
    "zug": lambda s, a: s.phase == TURN and s.turns >= 14 and not s.skipped
    and any(any(x) for x in s.letters) and any(s.kobolde),
    "versteigerung": lambda s, a: _auction(s) and s.auction is not None
    and s.auction.bidder is not None and s.auction.payout is None and not s.auction.pleiten,
    "brief": lambda s, a: _race(s) and s.race is not None and s.race.counter >= 8,
    "brief_gefahr": lambda s, a: _race(s) and s.race is not None and s.race.counter <= 3,
    "brief_vorkauf": lambda s, a: s.phase == BRIEF_VORKAUF,
    "brief_zahlen": lambda s, a: s.phase == BRIEF_PAY and s.race is not None and s.race.kept,
    "kobold": lambda s, a: s.phase == KOBOLD_PHASE and s.kobold is not None
    and sum(s.kobold.pot) >= 3 and max(s.kobold.laid) >= 2,
    "kobold_neu": lambda s, a: s.phase == KOBOLD_PHASE and s.kobold is not None
    and sum(s.kobold.pot) == 0 and s.kobold_last is not None,
    "kobold_handel": lambda s, a: _kobold_trade(s),
    "verteilen": lambda s, a: s.phase == DISTRIBUTE and s.peek is not None
    and (is_letter(s.peek) or s.peek == KOBOLD),
    "ende": lambda s, a: s.phase == OVER,
}

#: Meistermarkt scenes that need three or more players (races, Kobold rounds, auctions).
MEISTER_ROUND_SCENES = ("versteigerung", "brief", "brief_gefahr", "brief_vorkauf",
                        "brief_zahlen", "kobold", "kobold_neu")


def expected_meister_scenes(seats: int) -> tuple[str, ...]:
    """The Meistermarkt scenes a game of ``seats`` players can show."""
    if seats == 2:
        return tuple(n for n in MEISTER_SCENES if n not in MEISTER_ROUND_SCENES)
    return tuple(n for n in MEISTER_SCENES if n != "verteilen")


@lru_cache(maxsize=8)
def find_meister_scenes(seats: int, first_seed: int = 1, max_games: int = 400) -> dict[str, State]:
    """One state per scene of :func:`expected_meister_scenes`, from seeded
    random Meistermarkt games (the states are copies; do not change them)."""
    wanted = set(expected_meister_scenes(seats))
    found: dict[str, State] = {}
    for seed in range(first_seed, first_seed + max_games):
        state = fabel.new_game(seats, seed, fabel.Options(mode=Mode.MEISTERMARKT))
        rng = random.Random(seed)
        # Some games let the clock run more often, so a race reaches 3, 2, 1
        # even at six players, where random presses come early.
        weight = 1 + 8 * (seed % 2)
        while True:
            action = random_step(state, rng, timeout_weight=weight)
            state.apply(action)
            for name in wanted - found.keys():
                if MEISTER_SCENES[name](state, action):
                    found[name] = state.copy()
            if state.is_over() or found.keys() >= wanted:
                break
        if found.keys() >= wanted:
            break
    return found
