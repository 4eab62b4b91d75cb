"""The Tagesmarkt's daily list (items 152, 153): "Es zählt deine erste
beendete Tagesmarkt-Partie des Tages – danach kennst du den Stapel. Die
Tages-Bestenliste in der Lobby zeigt die besten zehn Händler von heute.\""""

from __future__ import annotations

from datetime import date

import pytest

from bot.storage import GameResult, PlayerResult, Status, Storage, Strength
from tests.storage.conftest import live_table

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
) -> GameResult:
    return GameResult(
        game="fabel", mode=mode, guild_id=guild, finished_at=at, einsatz=None,
        computers=NORMALS, daily_day=day, table_id=table_id,
        players=(PlayerResult(user, 0, 1, points, points // 20 + 50),),
    )


async def test_item_152_only_the_first_finished_daily_game_counts(store: Storage) -> None:
    await store.results.record_game(_daily(5, 800, at=100.0))
    await store.results.record_game(_daily(5, 3000, at=200.0))  # he knows the deck now
    daily = await store.results.daily_list("fabel", "klassisch", TODAY)
    assert [(e.user_id, e.points) for e in daily.top] == [(5, 800)]


async def test_item_152_an_abandoned_first_game_does_not_count(store: Storage) -> None:
    first = await live_table(store)
    await store.tables.abandon(first.id, at=100.0)
    second = await live_table(store)
    assert not await store.results.has_played_daily(5, "fabel", "klassisch", TODAY)
    await store.results.record_game(_daily(5, 1500, at=200.0, table_id=second.id))
    daily = await store.results.daily_list("fabel", "klassisch", TODAY)
    assert [(e.user_id, e.points) for e in daily.top] == [(5, 1500)]
    assert (await store.tables.get(second.id)).status is Status.FINISHED
    assert await store.results.has_played_daily(5, "fabel", "klassisch", TODAY)


async def test_item_152_the_first_game_counts_per_mode(store: Storage) -> None:
    await store.results.record_game(_daily(5, 800, at=100.0))
    await store.results.record_game(_daily(5, 9000, at=200.0, mode="meistermarkt"))
    klassisch = await store.results.daily_list("fabel", "klassisch", TODAY)
    meister = await store.results.daily_list("fabel", "meistermarkt", TODAY)
    assert [e.points for e in klassisch.top] == [800]
    assert [e.points for e in meister.top] == [9000]


async def test_item_152_a_later_game_on_another_server_does_not_replace_the_first(
    store: Storage,
) -> None:
    await store.results.record_game(_daily(5, 800, at=100.0, guild=1))
    await store.results.record_game(_daily(5, 3000, at=200.0, guild=2))
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
        await store.results.record_game(_daily(user, points, at, guild=guild))
    daily = await store.results.daily_list("fabel", "klassisch", TODAY, user_id=11)
    assert [e.user_id for e in daily.top] == [6, 10, 2, 8, 4, 3, 12, 1, 7, 9]
    assert [e.rank for e in daily.top] == list(range(1, 11))
    assert daily.me is not None and (daily.me.rank, daily.me.points) == (12, 50)

    only_one = await store.results.daily_list("fabel", "klassisch", TODAY, guild_id=1)
    assert [e.user_id for e in only_one.top] == [3, 1, 7, 9, 5, 11]
    assert {e.guild_id for e in only_one.top} == {1}
    assert [e.rank for e in only_one.top] == list(range(1, 7))


async def test_item_153_a_new_day_opens_an_empty_list(store: Storage) -> None:
    await store.results.record_game(_daily(5, 800, at=100.0))
    assert (await store.results.daily_list("fabel", "klassisch", TOMORROW)).top == ()
    await store.results.record_game(_daily(5, 400, at=90_000.0, day=TOMORROW))
    tomorrow = await store.results.daily_list("fabel", "klassisch", TOMORROW)
    assert [e.points for e in tomorrow.top] == [400]


async def test_ordinary_games_are_not_on_the_daily_list(store: Storage) -> None:
    ordinary = GameResult(
        game="fabel", mode="klassisch", guild_id=1, finished_at=100.0, einsatz=None,
        computers=NORMALS, players=(PlayerResult(5, 0, 1, 5000, 300),))
    await store.results.record_game(ordinary)
    assert (await store.results.daily_list("fabel", "klassisch", TODAY)).top == ()


def test_the_tagesmarkt_is_solo() -> None:
    with pytest.raises(ValueError, match="solo"):
        GameResult(
            game="fabel", mode="klassisch", guild_id=1, finished_at=0.0, einsatz=None,
            daily_day=TODAY, players=())
