"""Speedtrödel's declaration: what the shell needs to offer it.

Importing this module registers the game (:mod:`engines.core.registry`)::

    >>> from engines.troedel.game import GAME
    >>> GAME.title, GAME.min_seats, GAME.max_seats, GAME.modes
    ('Speedtrödel', 3, 5, ('standard', 'kurz'))

Partie kurz keeps a leaderboard of its own (mode ``kurz``): four rounds give
about half the points of eight. The Tagesmarkt is played in ``standard`` only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import date
from typing import Any

from engines.core import place_bonus
from engines.core.contract import Decision
from engines.core.daily import daily_seed
from engines.core.registry import (
    Choice,
    Computer,
    DailyGame,
    GameInfo,
    TableFacts,
    register,
)
from engines.core.result import GameResult, SeatResult
from engines.texts import t
from engines.texts.grammar import person_names
from engines.troedel import ai
from engines.troedel.actions import ACTION_TYPES, PassCard
from engines.troedel.cards import timeout_card
from engines.troedel.events import EVENT_TYPES
from engines.troedel.options import Options
from engines.troedel.rounds import TroedelResult
from engines.troedel.state import PASS, State, new_game
from engines.troedel.twins import hidden_twins
from engines.troedel.view import TroedelView

#: The place bonus 10 / 5 / 2 (the last place alone never gets one).
BONUS = (10, 5, 2)
#: The Tagesmarkt: four traders, the person in seat 0 against three normal
#: computers ("zu viert gegen drei normale Computer").
DAILY_SEATS, DAILY_PERSON, DAILY_STRENGTH = 4, 0, "normal"
#: The house rules the lobby offers, as Choice values.
HOUSE = ("kurz", "ohne_sonderkarten", "faelschung_ohne_strafe", "dachboden_offen")

CHOICES = (
    Choice("house", "troedel.lobby.house",
           tuple((h, f"troedel.lobby.house.{h}") for h in HOUSE), (), multi=True),
)


def make_options(choices: Mapping[str, tuple[str, ...]], facts: TableFacts) -> Options:
    """The engine's options from the lobby's choices; the Tagesmarkt has no
    house rules, solo tables and the Tagesmarkt no clock."""
    house = () if facts.daily else choices.get("house", ())
    return Options(kurz="kurz" in house, ohne_sonderkarten="ohne_sonderkarten" in house,
                   faelschung_ohne_strafe="faelschung_ohne_strafe" in house,
                   dachboden_offen="dachboden_offen" in house,
                   bedenkzeit=None if facts.solo or facts.daily else facts.bedenkzeit)


def mode_of(options: Options) -> str:
    """``kurz`` for Partie kurz, else ``standard``."""
    return "kurz" if options.kurz else "standard"


def _rechenweg(result: TroedelResult, seat: int) -> str:
    parts = [str(r[seat]) for r in result.history]
    rounds = " + ".join(parts) if parts else "0"
    minus = 3 * result.faelschungen[seat]
    if minus and result.points[seat] != sum(r[seat] for r in result.history):
        rounds = f"{rounds} − {minus}"
    return t("troedel.rechenweg", rounds=rounds, total=result.points[seat])


def summarize(state: State) -> GameResult:
    """The finished game as the kit's result type. Leaderboard: the final
    points (never below 0) plus the place bonus; statistics for the records:
    Fälschungen taken, tricks won, the best round (cards minus penalties)."""
    result: TroedelResult = state.result()
    ranks = list(result.places)
    seats = tuple(
        SeatResult(s, ranks[s], result.points[s],
                   max(0, result.points[s]) + place_bonus(ranks[s], ranks, BONUS),
                   _rechenweg(result, s),
                   {"faelschungen": result.faelschungen[s], "tricks_won": result.tricks_won[s],
                    "best_round": result.best_round[s]},
                   daily_key=(result.points[s],))
        for s in range(state.seats))
    return GameResult("troedel", mode_of(state.options), result.reason, result.rounds, seats)


def decide(view: TroedelView, decision: Decision, rng: random.Random, strength: str, *,
           for_person: bool = False) -> Any:
    """The computers; for a person after the Nachfrist the table's strength
    decides, except in the Tauschrunde, where he gives his weakest card
    (DECISIONS: the lowest colour card, then Smaragd, then a special card)."""
    if for_person and decision.kind == PASS:
        assert view.reader is not None
        return PassCard(view.reader, timeout_card(view.hand))
    return ai.decide(view, decision, rng, strength)


def daily(day: date, mode: str) -> DailyGame:
    """The Tagesmarkt of ``day``: 4 traders, 8 rounds, standard rules; the
    person in seat 0 against three normal computers. Only mode ``standard``."""
    if mode != "standard":
        raise ValueError("the Tagesmarkt is played in mode 'standard' only")
    return DailyGame(daily_seed("troedel", mode, day), DAILY_SEATS, DAILY_PERSON,
                     tuple(Computer(DAILY_STRENGTH) for _ in range(DAILY_SEATS - 1)),
                     {"house": ()})


def _new_game(seats: int, seed: int, options: Any) -> State:
    return new_game(seats, seed, options)


GAME = register(GameInfo(
    name="troedel",
    title="Speedtrödel",
    min_seats=3,
    max_seats=5,
    modes=("standard", "kurz"),
    daily_modes=("standard",),
    new_game=_new_game,
    action_types=tuple(ACTION_TYPES),
    event_types=tuple(EVENT_TYPES),
    choices=CHOICES,
    make_options=make_options,
    options_from_json=Options.from_json,
    mode_of=mode_of,
    summarize=summarize,
    decide=decide,
    reaction_delay=ai.reaction_delay,
    computer_names=person_names(t("troedel.computer_names")),
    advise=ai.advise,
    daily=daily,
    leave_points=-10,
    hidden_twins=hidden_twins,
))
