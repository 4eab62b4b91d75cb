"""Speedfossil's declaration: what the shell needs to offer it.

Importing this module registers the game (:mod:`engines.core.registry`)::

    >>> from engines.fossil.game import GAME
    >>> GAME.title, GAME.min_seats, GAME.max_seats, GAME.modes
    ('Speedfossil', 3, 5, ('standard',))

One mode: the banquet field is a table setting, and results of every field
share the leaderboard, as the rule text counts them (the field reached plus
the place bonus). A person who leaves gets no result (``leave_points`` is
None): every result is at least 0, so leaving never beats staying.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import date
from typing import Any

from engines.core.contract import Decision
from engines.core.daily import daily_seed
from engines.core.places import place_bonus
from engines.core.registry import (
    Choice,
    Computer,
    DailyGame,
    GameInfo,
    TableFacts,
    register,
)
from engines.core.result import GameResult, SeatResult
from engines.fossil import ai
from engines.fossil.actions import ACTION_TYPES
from engines.fossil.events import EVENT_TYPES, CardRevealed
from engines.fossil.fossils import FOSSILS
from engines.fossil.options import BANQUET_FIELDS, PLACE_BONUS, Options
from engines.fossil.result import FossilResult
from engines.fossil.state import State, new_game
from engines.fossil.twins import hidden_twins
from engines.fossil.view import FossilView
from engines.texts import t
from engines.texts.grammar import person_names

#: The one mode results are kept under.
MODE = "standard"
#: The Tagesausgrabung: four seats, the person first, banquet on field 30.
DAILY_SEATS = 4
DAILY_PERSON = 0
DAILY_BANQUET = 30

CHOICES = (
    Choice("banquet", "fossil.lobby.banquet",
           tuple((str(b), f"fossil.lobby.banquet.{b}") for b in BANQUET_FIELDS), ("30",)),
    Choice("shields", "fossil.lobby.shields",
           (("on", "fossil.lobby.shields.on"), ("off", "fossil.lobby.shields.off")), ("on",)),
)


def make_options(choices: Mapping[str, tuple[str, ...]], facts: TableFacts) -> Options:
    """The engine's options: the banquet field (30 in the Tagesausgrabung),
    the shields; a solo table and the daily game run without a clock."""
    banquet = DAILY_BANQUET if facts.daily else int(choices.get("banquet", ("30",))[0])
    shields = choices.get("shields", ("on",))[0] == "on"
    clockless = facts.solo or facts.daily
    return Options(banquet=banquet, shields=shields,
                   bedenkzeit=None if clockless else facts.bedenkzeit,
                   first_seat=facts.first_seat)


def mode_of(options: Options) -> str:
    """Every Speedfossil result is kept under one mode."""
    return MODE


def leaderboard_points(field: int, place: int, all_places: list[int]) -> int:
    """The field reached plus the place bonus 30 / 15 / 5.

    DECISIONS: with three players all three places get their bonus, so the
    kit's rule "a player alone in the last place gets none" must not apply
    here. ``place_bonus`` is asked with one more, imaginary place below
    everyone: nobody real is then alone in the last place, shared places
    still share, and places 4 and 5 get nothing (there is no fourth bonus).

    >>> [leaderboard_points(f, p, [1, 2, 3]) for f, p in ((30, 1), (22, 2), (14, 3))]
    [60, 37, 19]
    """
    below = max(all_places) + 1
    return field + place_bonus(place, [*all_places, below], PLACE_BONUS)


def summarize(state: State) -> GameResult:
    """The finished game as the kit's result type."""
    result: FossilResult = state.result()
    places = [s.place for s in result.standings]
    seats = tuple(
        SeatResult(
            st.seat, st.place, st.field, leaderboard_points(st.field, st.place, places),
            st.rechenweg,
            {"field": st.field, "by_vitrine": st.by_vitrine, "by_kommissar": st.by_kommissar,
             "by_final": st.by_final, "final_size": len(st.final), "purchases": st.purchases,
             "stolen_wechsel": st.stolen_wechsel, "stolen_fossils": st.stolen_fossils,
             "lost_fossils": st.lost_fossils, "caught": st.caught, "arrested": st.arrested,
             "course": list(st.course)},
            daily_key=(st.field, -result.rounds),
            album=tuple(FOSSILS[f].key for f in st.album))
        for st in result.standings)
    return GameResult("fossil", MODE, result.reason, result.rounds, seats)


def decide(view: FossilView, decision: Decision, rng: random.Random, strength: str, *,
           for_person: bool = False) -> Any:
    """Speedfossil's computers; for a person after the Nachfrist they choose
    as the table's strength would (no choice here is bolder than another)."""
    return ai.decide(view, decision, rng, strength)


def daily(day: date, mode: str) -> DailyGame:
    """The Tagesausgrabung: the person in seat 0 against Professor
    Knochenhauer, Baronin Bernstein and Doktor Schiefer (strong), banquet 30."""
    names = t("fossil.daily.names").split(",")
    return DailyGame(daily_seed("fossil", mode, day), DAILY_SEATS, DAILY_PERSON,
                     tuple(Computer("stark", name) for name in names),
                     {"banquet": (str(DAILY_BANQUET),), "shields": ("on",)})


GAME = register(GameInfo(
    name="fossil",
    title="Speedfossil",
    min_seats=3,
    max_seats=5,
    modes=(MODE,),
    new_game=new_game,
    action_types=ACTION_TYPES,
    event_types=EVENT_TYPES,
    choices=CHOICES,
    make_options=make_options,
    options_from_json=Options.from_json,
    mode_of=mode_of,
    summarize=summarize,
    decide=decide,
    reaction_delay=ai.reaction_delay,
    computer_names=person_names(t("fossil.computer_names")),
    advise=ai.advise,
    daily=daily,
    leave_points=None,
    reading_pause=(CardRevealed,),
    hidden_twins=hidden_twins,
))
