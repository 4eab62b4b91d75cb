"""Speedspuk's results in storage: leaderboard points as the engine scored
them (half in a Lernpartie), records across games, Lernpartien setting no
records (items 47, 63, 64, 65, 66, 67 of ../shared/checklists/spuk.md)."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.storage import ComputerSeat, HumanSeat, Storage, Strength
from engines.core.playout import random_step
from engines.core.result import GameResult
from engines.spuk.game import MODE, summarize
from engines.spuk.options import Options
from engines.spuk.scoring import leaderboard_points
from engines.spuk.state import State, new_game

GUILD = 900
ANNA = 42


def finished(seed: int, *, aid: bool = False) -> State:
    """A random four-player game to its end."""
    state = new_game(4, seed, Options(memory_aid=aid))
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(random_step(state, rng))
    return state


def holders() -> list[HumanSeat | ComputerSeat]:
    """Anna in seat 0, three computers."""
    return [HumanSeat(ANNA, "Anna"), *[ComputerSeat(Strength.NORMAL)] * 3]


async def store_game(store: Storage, result: GameResult, at: float) -> None:
    """Store ``result`` as a solo game of Anna against three computers."""
    await store.results.record_game(result, holders(), guild_id=GUILD, einsatz=None,
                                    finished_at=at)


def scripted(calls: list[bool], *, min_sum: int, ghosts: int = 0, groups: int = 0,
             lern: bool = False) -> GameResult:
    """A result of a real finished game with Anna's statistics replaced."""
    result = summarize(finished(3))
    stats = dict(result.seats[0].stats)
    stats.update(calls=list(calls), correct_calls=sum(calls), min_round_sum=min_sum,
                 geisterstunden=ghosts, groups=groups)
    seats = (replace(result.seats[0], stats=stats), *result.seats[1:])
    return replace(result, seats=seats, records=not lern)


async def test_item_63_64_a_solo_game_counts_with_the_engines_points(store: Storage) -> None:
    """Items 63, 64: a finished game of one person against three computers
    adds a leaderboard row with 120 - total + the place bonus."""
    state = finished(11)
    result = summarize(state)
    await store_game(store, result, 1.0)
    board = await store.results.leaderboard(GUILD, "spuk", MODE, user_id=ANNA)
    assert board.me is not None
    assert board.me.total == leaderboard_points(state.totals, False)[0]
    assert board.me.total == result.seats[0].leaderboard and board.me.games == 1
    assert leaderboard_points([30, 55, 80, 104], False) == [140, 90, 50, 16]
    assert leaderboard_points([104, 40, 40], False) == [16, 130, 130]


async def test_item_47_65_67_a_lernpartie_brings_half_and_sets_no_records(
        store: Storage) -> None:
    """Items 47, 65, 67: with the Gedächtnishilfe the points are halved
    (half up) and no record changes, a Geisterstunde included."""
    assert leaderboard_points([30, 55, 80, 104], True) == [70, 45, 25, 8]
    await store_game(store, scripted([True], min_sum=9), 1.0)
    before = await store.results.my_games(ANNA, "spuk", MODE)
    lern = scripted([True, True, True], min_sum=2, ghosts=1, groups=4, lern=True)
    await store_game(store, lern, 2.0)
    after = await store.results.my_games(ANNA, "spuk", MODE)
    assert after.records == before.records
    assert after.record("geisterstunden") == 0
    state = finished(12, aid=True)
    result = summarize(state)
    assert not result.records
    assert [s.leaderboard for s in result.seats] == leaderboard_points(state.totals, True)


async def test_item_66_records_the_call_streak_runs_across_games(store: Storage) -> None:
    """Item 66: a game whose three calls are all correct, then a game
    opening with two correct calls and a wrong one: streak 5, best in one
    game 3; the smallest round sum is the card sum (6), not the points."""
    await store_game(store, scripted([True, True, True], min_sum=11, groups=1), 1.0)
    await store_game(store, scripted([True, True, False], min_sum=6, ghosts=1), 2.0)
    mine = await store.results.my_games(ANNA, "spuk", MODE)
    assert mine.record("calls") == 5
    assert mine.record("correct_calls") == 3
    assert mine.record("min_round_sum") == 6
    assert mine.record("geisterstunden") == 1 and mine.record("groups") == 1
    streak = next(r for r in mine.records if r.stat == "calls")
    assert streak.current == 0                 # the wrong call ended it
