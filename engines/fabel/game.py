"""Speedfabel's declaration: what the shell needs to offer it.

Importing this module registers the game (:mod:`engines.core.registry`)::

    >>> from engines.fabel.game import GAME
    >>> GAME.title, GAME.min_seats, GAME.max_seats
    ('Speedfabel', 2, 6)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import date
from typing import Any

from engines.core.contract import Decision
from engines.core.registry import (
    Choice,
    Computer,
    DailyGame,
    GameInfo,
    RecordSpec,
    TableFacts,
    register,
)
from engines.core.result import GameResult, SeatResult
from engines.fabel import ai
from engines.fabel.actions import ACTION_TYPES
from engines.fabel.daily import PERSON_SEAT, TAGESMARKT_SEATS, daily_seed
from engines.fabel.events import EVENT_TYPES, TradeRevealed
from engines.fabel.options import Mode, Options, Tempo
from engines.fabel.result import FabelResult
from engines.fabel.state import State, new_game
from engines.fabel.twins import hidden_twins
from engines.fabel.view import FabelView
from engines.texts import t
from engines.texts.grammar import person_names

#: The lobby's choices: the Spielart, the Auktionstempo and the house rules.
CHOICES = (
    Choice("mode", "fabel.lobby.ph.mode",
           tuple((m.value, f"fabel.mode.{m.value}") for m in Mode), (Mode.KLASSISCH.value,)),
    Choice("tempo", "fabel.lobby.ph.tempo",
           tuple((x.value, f"fabel.tempo.{x.value}") for x in Tempo), (Tempo.NORMAL.value,)),
    Choice("house", "fabel.lobby.ph.house",
           (("superhandel", "fabel.lobby.house.superhandel"),
            ("geld", "fabel.lobby.house.geld")), (), multi=True),
)


def make_options(choices: Mapping[str, tuple[str, ...]], facts: TableFacts) -> Options:
    """The engine's options from the lobby's choices; the daily game has no
    house rules and no clock, a solo table no clock."""
    house = () if facts.daily else choices.get("house", ())
    mode = choices.get("mode", (Mode.KLASSISCH.value,))[0]
    tempo = choices.get("tempo", (Tempo.NORMAL.value,))[0]
    return Options(mode=Mode(mode), tempo=Tempo(tempo),
                   bedenkzeit=None if facts.solo else facts.bedenkzeit,
                   superhandel="superhandel" in house, geld_zaehlt="geld" in house,
                   first_seat=facts.first_seat)


def mode_of(options: Options) -> str:
    """Results are kept per Spielart."""
    return options.mode.value


def summarize(state: State) -> GameResult:
    """The finished game as the kit's result type; Vierer and the cheapest
    Drache go into the statistics for the records."""
    result: FabelResult = state.result()
    seats = tuple(
        SeatResult(st.seat, st.place, st.points, st.leaderboard_points, st.rechenweg,
                   {"vierer": len(st.vierer), "money": st.money,
                    "cheapest_drache": result.reports[st.seat].cheapest_drache},
                   daily_key=(st.points,))
        for st in sorted(result.standings, key=lambda s: s.seat))
    return GameResult("fabel", state.options.mode.value, result.reason, result.turns, seats)


def decide(view: FabelView, decision: Decision, rng: random.Random, strength: str, *,
           for_person: bool = False) -> Any:
    """Speedfabel's computers; for a person after the Nachfrist they play as
    the table's strength would (the rules ask nothing less bold of them)."""
    return ai.decide(view, decision, rng, strength)


def daily(day: date, mode: str) -> DailyGame:
    """The Tagesmarkt: the person starts against three normal computers."""
    return DailyGame(daily_seed(day, mode), TAGESMARKT_SEATS, PERSON_SEAT,
                     tuple(Computer("normal") for _ in range(TAGESMARKT_SEATS - 1)),
                     {"mode": (mode,), "tempo": (Tempo.NORMAL.value,), "house": ()})


GAME = register(GameInfo(
    name="fabel",
    title="Speedfabel",
    min_seats=2,
    max_seats=6,
    modes=tuple(m.value for m in Mode),
    new_game=new_game,
    action_types=tuple(ACTION_TYPES),
    event_types=tuple(EVENT_TYPES),
    choices=CHOICES,
    make_options=make_options,
    options_from_json=Options.from_json,
    mode_of=mode_of,
    summarize=summarize,
    decide=decide,
    reaction_delay=ai.reaction_delay,
    computer_names=person_names(t("fabel.computer_names")),
    advise=ai.advise,
    daily=daily,
    reading_pause=(TradeRevealed,),
    hidden_twins=hidden_twins,
    reaction_kinds=frozenset({"bid", "meins"}),
    race_kinds=frozenset({"meins"}),
    stage_timers=frozenset({"auction", "meins"}),
    records=(RecordSpec("vierer", "fabel.my.record.vierer"),
             RecordSpec("cheapest_drache", "fabel.my.record.drache", best="min")),
))
