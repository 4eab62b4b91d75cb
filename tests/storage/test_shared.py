"""Several bot processes on one database (issue 36, item 3): what one of
them stores, every other sees at once: the server leaderboards, the daily
lists of all servers and the records are queries of the shared database,
nothing kept per process hides another process's games. And appending an
action stays one statement whose key rejects a retried duplicate, whoever
sends it. Each test runs on both backends (two connections to one SQLite
file, two pools on one PostgreSQL database)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import date

import pytest

from bot.storage import Einsatz, SequenceError, Storage, Strength, Theme
from tests.postgres_server import PostgresServer
from tests.storage.conftest import live_table, played, record

DAY = date(2026, 12, 7)


async def test_games_of_one_process_show_in_the_other_processes_lists(target: str) -> None:
    async with await Storage.open(target) as one, await Storage.open(target) as two:
        # the lists are read once before, so a kept copy would show
        assert (await two.results.leaderboard(1, "fabel", "klassisch")).top == ()
        assert (await two.results.daily_list("fabel", "klassisch", DAY)).top == ()
        before = await two.results.my_games(5, "fabel", "klassisch")
        assert before.games == 0
        await record(one, played([(5, 1, 40, 3), (6, 2, 10, 1)], guild=1, at=5.0,
                                 einsatz=Einsatz.RANGLISTE))
        # daily games on two servers (two shards), finished by two processes
        await record(one, played([(7, 1, 900, 9)], computers=[Strength.NORMAL], guild=1,
                                 at=10.0, daily_day=DAY))
        await record(two, played([(8, 1, 700, 7)], computers=[Strength.NORMAL], guild=2,
                                 at=11.0, daily_day=DAY))
        board = await two.results.leaderboard(1, "fabel", "klassisch")
        assert [(e.user_id, e.total) for e in board.top] == [(7, 9), (5, 3), (6, 1)]
        daily = await two.results.daily_list("fabel", "klassisch", DAY)
        assert [(e.user_id, e.points) for e in daily.top] == [(7, 900), (8, 700)]
        assert [(e.user_id, e.points) for e in
                (await one.results.daily_list("fabel", "klassisch", DAY)).top] == [
            (7, 900), (8, 700)]
        mine = await two.results.my_games(5, "fabel", "klassisch")
        assert (mine.games, mine.wins, mine.best_points) == (1, 1, 40)
        rating = await two.ratings.person(5, "fabel", "klassisch")
        assert rating is not None


async def test_a_duplicate_action_from_another_process_is_refused(target: str) -> None:
    async with await Storage.open(target) as one, await Storage.open(target) as two:
        table = await live_table(one)
        await one.tables.append_action(table.id, 0, {"zug": "a"})
        with pytest.raises(SequenceError):
            await two.tables.append_action(table.id, 0, {"zug": "b"})  # a retry elsewhere
        # both at once: one of them is the next action, the other is refused
        outcomes = await asyncio.gather(
            one.tables.append_action(table.id, 1, {"zug": "c"}),
            two.tables.append_action(table.id, 1, {"zug": "d"}),
            return_exceptions=True)
        assert sum(isinstance(o, SequenceError) for o in outcomes) == 1
        log = (await two.tables.load(table.id)).actions
        assert [a.seq for a in log] == [0, 1]
        assert log[0].action == {"zug": "a"}


async def _until(check: Callable[[], Awaitable[bool]]) -> bool:
    """Whether ``check`` comes true while the event loop turns (no clock:
    at most 1000 turns, each giving the listener's notification a chance)."""
    for _ in range(1000):
        if await check():
            return True
        await asyncio.sleep(0.01)
    return False


async def test_kept_settings_follow_another_processes_write(postgres_server: PostgresServer
                                                            ) -> None:
    """A person's settings are kept in memory per process; in a cluster his
    clicks reach the process of each server he plays on. A write in one
    process drops the kept entry in every other (PostgreSQL's NOTIFY)."""
    url = postgres_server.create_database()
    async with await Storage.open(url) as one, await Storage.open(url) as two:
        assert (await two.settings.get(5)).theme is not Theme.MORGENTAU   # kept now
        assert dict(await two.settings.game(5, "fabel")) == {}
        assert dict(await two.guilds.get(9, "fabel")) == {}
        await one.settings.set_theme(5, Theme.MORGENTAU)
        await one.settings.set_game(5, "fabel", {"last_bid": 12})
        await one.guilds.set(9, "fabel", {"bedenkzeit": 30})

        async def seen() -> bool:
            return ((await two.settings.get(5)).theme is Theme.MORGENTAU
                    and dict(await two.settings.game(5, "fabel")) == {"last_bid": 12}
                    and dict(await two.guilds.get(9, "fabel")) == {"bedenkzeit": 30})

        assert await _until(seen)
        # a process's own write does not drop what it read after it
        await one.settings.set_theme(5, Theme.LATERNENNACHT)
        mine = await one.settings.get(5)
        for _ in range(20):                   # the notification arrives meanwhile
            await asyncio.sleep(0.01)
        assert await one.settings.get(5) is mine
