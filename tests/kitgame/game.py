"""Geheimzahl's declaration: a complete :class:`GameInfo`, for tests only.

It is not in :mod:`engines.catalog`. :func:`installed` registers it and adds
its texts to the catalog for as long as a test needs it (the fixtures in
``tests/kitgame/conftest.py`` and ``tests/contract/conftest.py`` use it).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import date
from typing import Any

from engines.core.contract import Decision
from engines.core.places import place_bonus, places
from engines.core.registry import (
    Choice,
    Computer,
    DailyGame,
    GameInfo,
    RecordSpec,
    TableFacts,
    register,
    unregister,
)
from engines.core.result import GameResult, SeatResult
from engines.core.rng import derive_seed
from engines.texts.de import ORIGIN, TEXTS
from tests.kitgame import geheimzahl as gz
from tests.kitgame.texts import TEXTS as OWN_TEXTS

NAME = "geheimzahl"
#: The place bonus on the leaderboard (the last place alone gets none).
BONUS = (10, 5, 2)

CHOICES = (
    Choice("rounds", "geheimzahl.lobby.rounds",
           (("3", "geheimzahl.rounds.3"), ("5", "geheimzahl.rounds.5")), ("3",)),
    Choice("house", "geheimzahl.lobby.house",
           (("glueck", "geheimzahl.house.glueck"), ("doppelt", "geheimzahl.house.doppelt")),
           ("glueck",), multi=True),
)


def make_options(choices: Mapping[str, tuple[str, ...]], facts: TableFacts) -> gz.Options:
    """The engine's options; the daily game has the Glückszahl and no other
    house rule, the daily game and a solo table have no clock."""
    house = ("glueck",) if facts.daily else choices.get("house", ("glueck",))
    rounds = int(choices.get("rounds", ("3",))[0])
    clock = None if facts.solo or facts.daily else facts.bedenkzeit
    return gz.Options(rounds=rounds, glueck="glueck" in house, doppelt="doppelt" in house,
                      bedenkzeit=clock)


def mode_of(options: gz.Options) -> str:
    """One mode: results are kept together."""
    return "standard"


def summarize(state: gz.State) -> GameResult:
    """The finished game: places by points (shared on a tie), the
    leaderboard is points plus the place bonus."""
    ranks = places([(p,) for p in state.points])
    seats = tuple(
        SeatResult(seat, ranks[seat], state.points[seat],
                   state.points[seat] + place_bonus(ranks[seat], ranks, BONUS),
                   " + ".join(str(row[seat]) for row in state.scores)
                   + f" = {state.points[seat]}",
                   {"wins": state.wins[seat]}, daily_key=(state.points[seat],))
        for seat in range(state.seats))
    return GameResult(NAME, "standard", "rounds_done", state.round, seats)


#: A computer's weights for the numbers 1 to 5 by strength ("for a person":
#: as the weakest, a plain seeded number).
_WEIGHTS = {"leicht": (1, 1, 1, 1, 1), "normal": (1, 2, 3, 3, 2), "stark": (1, 3, 4, 3, 1)}


def decide(view: gz.View, decision: Decision, rng: random.Random, strength: str, *,
           for_person: bool = False) -> Any:
    """A computer chooses a seeded number from its own view (None once it
    has chosen)."""
    if decision.kind != gz.CHOOSE or view.reader != decision.seat or view.own is not None:
        return None
    weights = _WEIGHTS["leicht" if for_person else strength]
    return gz.Choose(decision.seat, rng.choices(gz.NUMBERS, weights)[0])


#: Seconds before a computer chooses, by strength: the weaker, the slower.
_DELAY = {"leicht": (3.0, 5.0), "normal": (1.8, 2.9), "stark": (0.8, 1.6)}


def reaction_delay(strength: str, kind: str, rng: random.Random) -> float:
    """Seconds before a computer of ``strength`` chooses."""
    low, high = _DELAY[strength]
    return rng.uniform(low, high)


def daily(day: date, mode: str) -> DailyGame:
    """The daily game: the person against three computers, 3 rounds."""
    return DailyGame(derive_seed(NAME, mode, day.isoformat()), 4, 0,
                     (Computer("leicht"), Computer("normal"), Computer("stark")),
                     {"rounds": ("3",), "house": ("glueck",)})


GAME = GameInfo(
    name=NAME,
    title="Geheimzahl",
    min_seats=2,
    max_seats=4,
    modes=("standard",),
    new_game=gz.new_game,
    action_types=gz.ACTION_TYPES,
    event_types=gz.EVENT_TYPES,
    choices=CHOICES,
    make_options=make_options,
    options_from_json=gz.Options.from_json,
    mode_of=mode_of,
    summarize=summarize,
    decide=decide,
    reaction_delay=reaction_delay,
    computer_names=tuple(OWN_TEXTS["geheimzahl.computer_names"].split(",")),
    daily=daily,
    reading_pause=(gz.Revealed,),
    hidden_twins=gz.hidden_twins,
    records=(RecordSpec("wins", "geheimzahl.record.wins"),),
)


#: How deep each game's :func:`installed` blocks are nested.
_DEPTH: dict[str, int] = {}


@contextmanager
def installed(info: GameInfo = GAME,
              texts: Mapping[str, str] = OWN_TEXTS) -> Iterator[GameInfo]:
    """``info`` registered and ``texts`` in the catalog, for the block; a
    nested block of the same game changes nothing."""
    depth = _DEPTH.get(info.name, 0)
    if depth == 0:
        clash = set(texts) & set(TEXTS)
        if clash:
            raise ValueError(f"{info.title}'s texts clash with the catalog: {sorted(clash)}")
        register(info)
        TEXTS.update(texts)
        ORIGIN.update(dict.fromkeys(texts, info.name))
    _DEPTH[info.name] = depth + 1
    try:
        yield info
    finally:
        _DEPTH[info.name] -= 1
        if _DEPTH[info.name] == 0:
            del _DEPTH[info.name]
            unregister(info.name)
            for key in texts:
                TEXTS.pop(key, None)
                ORIGIN.pop(key, None)
