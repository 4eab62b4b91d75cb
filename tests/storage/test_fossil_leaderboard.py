"""Speedfossil's leaderboard points in storage (items 62 and 63 of
../shared/checklists/fossil.md): the field plus 30 / 15 / 5, places 4 and 5
their field only; only people get entries, computers take places."""

from __future__ import annotations

import random

from bot.storage import ComputerSeat, HumanSeat, Storage, Strength
from engines.core.playout import random_step
from engines.fossil.game import MODE, leaderboard_points, summarize
from engines.fossil.state import State, new_game

GUILD = 901
ANNA = 43


def finished(seats: int, seed: int) -> State:
    """A random game of ``seats`` collectors to its end."""
    state = new_game(seats, seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(random_step(state, rng))
    return state


def first_where(seats: int, wanted: object) -> State:
    """The first seeded random game whose result satisfies ``wanted``."""
    for seed in range(400):
        state = finished(seats, seed)
        if wanted(summarize(state)):  # type: ignore[operator]
            return state
    raise AssertionError("no such game among 400 seeds")


def test_item_62_three_collectors_all_get_a_bonus_and_five_places_4_and_5_none() -> None:
    """Item 62: "3p final fields 30, 22, 14: 60, 37, 19; 5p: places 4 and 5
    get their field only" — over real five-player results."""
    assert [leaderboard_points(f, p, [1, 2, 3])
            for f, p in ((30, 1), (22, 2), (14, 3))] == [60, 37, 19]
    result = summarize(first_where(5, lambda r: len({s.place for s in r.seats}) == 5))
    bonus = {1: 30, 2: 15, 3: 5, 4: 0, 5: 0}
    for seat in result.seats:
        assert seat.leaderboard == seat.points + bonus[seat.place]


async def test_item_63_a_solo_game_won_by_a_computer_gives_the_person_second_places_bonus(
        store: Storage) -> None:
    """Item 63: "a solo game won by a computer: the person's entry has the
    second place's bonus"; the computers get no entries."""
    state = first_where(3, lambda r: [s.place for s in r.seats] == [2, 1, 3])
    result = summarize(state)
    anna = result.seats[0]
    holders: list[HumanSeat | ComputerSeat] = [HumanSeat(ANNA, "Anna"),
                                               ComputerSeat(Strength.STARK),
                                               ComputerSeat(Strength.STARK)]
    await store.results.record_game(result, holders, guild_id=GUILD, einsatz=None,
                                    finished_at=1.0)
    board = await store.results.leaderboard(GUILD, "fossil", MODE, user_id=ANNA)
    assert [e.user_id for e in board.top] == [ANNA]          # computers take no entry
    assert board.top[0].total == anna.points + 15 == anna.leaderboard
