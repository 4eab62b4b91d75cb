"""Speedspuk's declaration: what the shell needs to offer it.

Importing this module registers the game (:mod:`engines.core.registry`)::

    >>> from engines.spuk.game import GAME
    >>> GAME.title, GAME.min_seats, GAME.max_seats
    ('Speedspuk', 2, 4)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.core.contract import Decision, Event
from engines.core.registry import Choice, GameInfo, RecordSpec, TableFacts, register
from engines.core.result import GameResult, SeatResult
from engines.spuk import ai
from engines.spuk.actions import ACTION_TYPES
from engines.spuk.events import EVENT_TYPES
from engines.spuk.options import Options
from engines.spuk.scoring import leaderboard_points
from engines.spuk.state import State, new_game
from engines.spuk.twins import hidden_twins
from engines.spuk.view import SpukView
from engines.texts import t
from engines.texts.grammar import person_names

MODE = "standard"

#: The lobby's choices: cards per row, the penalty, the Gedächtnishilfe. The
#: Bedenkzeit and the computers' strength are the shell's.
CHOICES = (
    Choice("cards", "spuk.lobby.cards",
           (("4", "spuk.lobby.cards.4"), ("6", "spuk.lobby.cards.6")), ("4",)),
    Choice("penalty", "spuk.lobby.penalty",
           (("5", "spuk.lobby.penalty.5"), ("10", "spuk.lobby.penalty.10")), ("5",)),
    Choice("aid", "spuk.lobby.aid",
           (("off", "spuk.lobby.aid.off"), ("on", "spuk.lobby.aid.on")), ("off",)),
)


def make_options(choices: Mapping[str, tuple[str, ...]], facts: TableFacts) -> Options:
    """The engine's options from the lobby's choices; a solo table has no clock
    (and unlimited Merkzeit)."""
    cards = int(choices.get("cards", ("4",))[0])
    penalty = int(choices.get("penalty", ("5",))[0])
    aid = choices.get("aid", ("off",))[0] == "on"
    return Options(cards=cards, penalty=penalty, memory_aid=aid,
                   bedenkzeit=None if facts.solo else facts.bedenkzeit, solo=facts.solo,
                   first_seat=facts.first_seat)


def mode_of(options: Options) -> str:
    """Speedspuk keeps its results under one mode."""
    return MODE


def _best_streak(calls: list[bool]) -> int:
    best = run = 0
    for ok in calls:
        run = run + 1 if ok else 0
        best = max(best, run)
    return best


def summarize(state: State) -> GameResult:
    """The finished game as the kit's result type.

    Leaderboard: 120 - total (at least 0) + 50 / 25 / 10, halved (half up)
    in a Lernpartie, which sets no records (``records=False``). The stats
    per seat: ``min_round_sum`` (the card sum at a scoring), ``correct_calls``,
    ``best_call_streak`` (in a row within this game), ``calls`` (each call's
    outcome in order, so the shell can run the streak across games),
    ``geisterstunden`` and ``groups``.
    """
    if state.places is None:
        raise ValueError("the game is not over")
    lern = state.options.memory_aid
    board = leaderboard_points(state.totals, lern)
    seats = []
    for seat in range(state.seats):
        st = state.stats[seat]
        stats: dict[str, Any] = {
            "min_round_sum": st.min_round_sum, "correct_calls": sum(st.calls),
            "best_call_streak": _best_streak(st.calls), "calls": list(st.calls),
            "geisterstunden": st.geisterstunden, "groups": st.groups}
        seats.append(SeatResult(
            seat, state.places[seat], state.totals[seat], board[seat],
            t("spuk.result.rechenweg", total=state.totals[seat], rounds=state.round),
            stats, daily_key=(-state.totals[seat],)))
    return GameResult("spuk", MODE, "over_100", state.round, tuple(seats), records=not lern)


def decide(view: SpukView, decision: Decision, rng: random.Random, strength: str, *,
           for_person: bool = False, events: Sequence[Event] = ()) -> Any:
    """Speedspuk's computers, remembering from the ``events`` their seat may
    see; for a person they never call "Mitternacht!"."""
    return ai.decide(view, decision, rng, strength, for_person=for_person, events=events)


GAME = register(GameInfo(
    name="spuk",
    title="Speedspuk",
    min_seats=2,
    max_seats=4,
    modes=(MODE,),
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
    computer_names=person_names(t("spuk.computer_names")),
    hidden_twins=hidden_twins,
    min_people=1,
    remembers=True,
    # Meine Partien (DECISIONS): the smallest round sum, correct calls in a
    # row across games and in one game, Geisterstunden, swapped groups.
    records=(RecordSpec("min_round_sum", "spuk.record.min_round_sum", best="min"),
             RecordSpec("calls", "spuk.record.call_streak", streak=True),
             RecordSpec("correct_calls", "spuk.record.correct_calls"),
             RecordSpec("geisterstunden", "spuk.record.geisterstunden"),
             RecordSpec("groups", "spuk.record.groups")),
))
