"""The Tagesmarkt's daily list (items 152, 153): "Es zählt deine erste
beendete Tagesmarkt-Partie des Tages – danach kennst du den Stapel. Die
Tages-Bestenliste in der Lobby zeigt die besten zehn Händler von heute.\""""

from __future__ import annotations

from datetime import date

import pytest

from bot.storage import Status, Storage, Strength
from tests.storage.conftest import Played, live_table, played, record

TODAY = date(2026, 11, 29)
TOMORROW = date(2026, 11, 30)
NORMALS = (Strength.NORMAL,) * 3


def _daily(
    user: int,
    points: int,
    at: float,
    *,
    guild: int = 1,
    day: date = TODAY,
    mode: str = "klassisch",
    table_id: int | None = None,
) -> Played:
    return played([(user, 1, points, points // 20 + 50)], computers=NORMALS, mode=mode,
                  guild=guild, at=at, daily_day=day, table_id=table_id)


async def test_item_152_only_the_first_finished_daily_game_counts(store: Storage) -> None:
    await record(store, _daily(5, 800, at=100.0))
    await record(store, _daily(5, 3000, at=200.0))  # he knows the deck now
    daily = await store.results.daily_list("fabel", "klassisch", TODAY)
    assert [(e.user_id, e.points) for e in daily.top] == [(5, 800)]


async def test_item_152_an_abandoned_first_game_does_not_count(store: Storage) -> None:
    first = await live_table(store)
    await store.tables.abandon(first.id, at=100.0)
    second = await live_table(store)
    assert not await store.results.has_played_daily(5, "fabel", "klassisch", TODAY)
    await record(store, _daily(5, 1500, at=200.0, table_id=second.id))
    daily = await store.results.daily_list("fabel", "klassisch", TODAY)
    assert [(e.user_id, e.points) for e in daily.top] == [(5, 1500)]
    assert (await store.tables.get(second.id)).status is Status.FINISHED
    assert await store.results.has_played_daily(5, "fabel", "klassisch", TODAY)


async def test_item_152_the_first_game_counts_per_mode(store: Storage) -> None:
    await record(store, _daily(5, 800, at=100.0))
    await record(store, _daily(5, 9000, at=200.0, mode="meistermarkt"))
    klassisch = await store.results.daily_list("fabel", "klassisch", TODAY)
    meister = await store.results.daily_list("fabel", "meistermarkt", TODAY)
    assert [e.points for e in klassisch.top] == [800]
    assert [e.points for e in meister.top] == [9000]


async def test_item_152_a_later_game_on_another_server_does_not_replace_the_first(
    store: Storage,
) -> None:
    await record(store, _daily(5, 800, at=100.0, guild=1))
    await record(store, _daily(5, 3000, at=200.0, guild=2))
    assert (await store.results.daily_list("fabel", "klassisch", TODAY, guild_id=2)).top == ()
    everywhere = await store.results.daily_list("fabel", "klassisch", TODAY)
    assert [(e.points, e.guild_id) for e in everywhere.top] == [(800, 1)]


async def test_item_153_best_ten_by_points_tie_to_the_earlier_finish(store: Storage) -> None:
    """12 results from two guilds: 10 shown in order of points; two equal
    scores are ordered by finishing time."""
    results = [  # (user, points, finished at, guild)
        (1, 500, 10.0, 1), (2, 900, 11.0, 2), (3, 700, 12.0, 1), (4, 700, 9.0, 2),
        (5, 100, 13.0, 1), (6, 1200, 14.0, 2), (7, 300, 15.0, 1), (8, 800, 16.0, 2),
        (9, 200, 17.0, 1), (10, 1000, 18.0, 2), (11, 50, 19.0, 1), (12, 600, 20.0, 2),
    ]
    for user, points, at, guild in results:
        await record(store, _daily(user, points, at, guild=guild))
    daily = await store.results.daily_list("fabel", "klassisch", TODAY, user_id=11)
    assert [e.user_id for e in daily.top] == [6, 10, 2, 8, 4, 3, 12, 1, 7, 9]
    assert [e.rank for e in daily.top] == list(range(1, 11))
    assert daily.me is not None and (daily.me.rank, daily.me.points) == (12, 50)

    only_one = await store.results.daily_list("fabel", "klassisch", TODAY, guild_id=1)
    assert [e.user_id for e in only_one.top] == [3, 1, 7, 9, 5, 11]
    assert {e.guild_id for e in only_one.top} == {1}
    assert [e.rank for e in only_one.top] == list(range(1, 7))


async def test_item_153_a_new_day_opens_an_empty_list(store: Storage) -> None:
    await record(store, _daily(5, 800, at=100.0))
    assert (await store.results.daily_list("fabel", "klassisch", TOMORROW)).top == ()
    await record(store, _daily(5, 400, at=90_000.0, day=TOMORROW))
    tomorrow = await store.results.daily_list("fabel", "klassisch", TOMORROW)
    assert [e.points for e in tomorrow.top] == [400]


async def test_ordinary_games_are_not_on_the_daily_list(store: Storage) -> None:
    await record(store, played([(5, 1, 5000, 300)], computers=NORMALS, at=100.0))
    assert (await store.results.daily_list("fabel", "klassisch", TODAY)).top == ()


async def test_the_tagesmarkt_is_solo(store: Storage) -> None:
    with pytest.raises(ValueError, match="solo"):
        await record(store, played([], computers=NORMALS, daily_day=TODAY))
    assert (await store.results.daily_list("fabel", "klassisch", TODAY)).top == ()


# ---------------------------------------------------------------- every game
def _fossil(user: int, field: int, rounds: int, at: float, *, guild: int = 1) -> Played:
    """Speedfossil's daily key: the field reached, then fewer rounds."""
    return played([(user, 1, field, 0)], computers=(Strength.STARK,) * 3, game="fossil",
                  mode="bankett30", guild=guild, at=at, daily_day=TODAY,
                  keys=[(field, -rounds)], rounds=rounds)


async def test_a_two_part_key_ranks_by_field_then_fewer_rounds(store: Storage) -> None:
    for user, field, rounds, at in [(1, 24, 9, 10.0), (2, 30, 12, 11.0), (3, 30, 10, 12.0),
                                    (4, 24, 8, 13.0), (5, 3, 2, 14.0)]:
        await record(store, _fossil(user, field, rounds, at))
    daily = await store.results.daily_list("fossil", "bankett30", TODAY)
    assert [e.user_id for e in daily.top] == [3, 2, 4, 1, 5]
    assert [e.key for e in daily.top] == [(30, -10), (30, -12), (24, -8), (24, -9), (3, -2)]
    assert [e.points for e in daily.top] == [30, 30, 24, 24, 3]


async def test_a_two_part_key_tie_goes_to_the_earlier_finish(store: Storage) -> None:
    await record(store, _fossil(1, 30, 10, 50.0, guild=2))
    await record(store, _fossil(2, 30, 10, 40.0))
    await record(store, _fossil(3, 30, 10, 60.0))
    daily = await store.results.daily_list("fossil", "bankett30", TODAY, user_id=3)
    assert [e.user_id for e in daily.top] == [2, 1, 3]
    assert daily.me is not None and daily.me.rank == 3
    here = await store.results.daily_list("fossil", "bankett30", TODAY, guild_id=1)
    assert [(e.rank, e.user_id) for e in here.top] == [(1, 2), (2, 3)]


async def test_a_two_part_key_only_the_first_attempt_counts(store: Storage) -> None:
    """A better second attempt (he knows the Fundstapel now) changes nothing."""
    await record(store, _fossil(1, 12, 9, 10.0))
    await record(store, _fossil(2, 20, 9, 20.0))
    await record(store, _fossil(1, 30, 5, 30.0))
    daily = await store.results.daily_list("fossil", "bankett30", TODAY)
    assert [(e.user_id, e.key) for e in daily.top] == [(2, (20, -9)), (1, (12, -9))]


async def test_daily_lists_are_per_game(store: Storage) -> None:
    await record(store, _fossil(1, 12, 9, 10.0))
    await record(store, _daily(1, 800, at=5.0))
    assert [e.key for e in (await store.results.daily_list(
        "fabel", "klassisch", TODAY)).top] == [(800,)]
    assert [e.key for e in (await store.results.daily_list(
        "fossil", "bankett30", TODAY)).top] == [(12, -9)]
    assert not await store.results.has_played_daily(1, "spuk", "standard", TODAY)


async def test_a_key_part_out_of_range_is_refused(store: Storage) -> None:
    with pytest.raises(ValueError, match="daily key"):
        await record(store, played([(1, 1, 0, 0)], daily_day=TODAY, keys=[(2**62,)]))
    assert (await store.results.daily_list("fabel", "klassisch", TODAY)).top == ()
