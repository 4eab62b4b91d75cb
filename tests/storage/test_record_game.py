"""record_game: what a finished game leaves in storage, from the engine's
GameResult and the holders of the seats, and that it is all or nothing."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date

import pytest

from bot.storage import (
    ComputerSeat,
    Einsatz,
    HumanSeat,
    Leaver,
    Status,
    Storage,
    StoredResult,
    Strength,
    TableClosed,
)
from engines import fabel
from engines.core.playout import random_game
from engines.core.registry import RecordSpec
from engines.fabel.game import summarize
from tests.storage.conftest import live_table, played, record

STREAK = (RecordSpec("calls", "spuk.record.calls_in_a_row", streak=True),)


async def test_the_stored_game_reads_back_as_recorded(store: Storage) -> None:
    game = replace(
        played([(1, 1, 300, 65), (2, 2, 200, 35)], computers=(Strength.STARK,),
               game="troedel", mode="standard", guild=7, at=12.5, einsatz=Einsatz.RANGLISTE,
               stats=[{"trades": 3}, {"trades": 1, "best": [1, 2]}], keys=[(300,), (200,)],
               rounds=8),
        leavers=(Leaver(9, 2),))
    game_id = await record(store, game, leave_points=-10)
    stored = await store.results.game(game_id)
    assert (stored.game, stored.mode, stored.guild_id, stored.finished_at, stored.einsatz,
            stored.counts_for_leaderboard, stored.computers, stored.daily_day,
            stored.rounds, stored.reason, stored.records, stored.table_id) == (
        "troedel", "standard", 7, 12.5, Einsatz.RANGLISTE, True, (Strength.STARK,), None,
        8, "over", True, None)
    assert stored.people == (
        StoredResult(1, 0, 1, 300, 65, True, False, "300", {"trades": 3}, (300,)),
        StoredResult(2, 1, 2, 200, 35, False, False, "200", {"trades": 1, "best": [1, 2]},
                     (200,)),
        StoredResult(9, 2, None, None, -10, False, True, "", {}, ()))
    with pytest.raises(LookupError):
        await store.results.game(game_id + 1)


async def test_a_speedfabel_game_keeps_its_statistics(store: Storage) -> None:
    """Speedfabel's summarize() goes in whole: Vierer, money and the cheapest
    Drache in the statistics, the points as the daily key, the turns."""
    state = fabel.new_game(3, seed=5)
    random_game(state, random.Random(5), timeout_weight=3)
    summary = summarize(state)
    table = await live_table(store, guild_id=3)
    game_id = await store.results.record_game(
        summary, [HumanSeat(1, "Ada"), ComputerSeat(Strength.LEICHT), HumanSeat(2, "Bo")],
        guild_id=3, einsatz=Einsatz.FREUNDSCHAFT, finished_at=9.0, table_id=table.id)
    stored = await store.results.game(game_id)
    assert stored.rounds == summary.rounds and stored.reason == summary.reason
    assert stored.counts_for_leaderboard is False and stored.table_id == table.id
    assert stored.computers == (Strength.LEICHT,)
    by_seat = {p.seat: p for p in stored.people}
    assert set(by_seat) == {0, 2}
    for seat in (0, 2):
        mine = summary.seats[seat]
        assert by_seat[seat].stats == dict(mine.stats)
        assert set(by_seat[seat].stats) == {"vierer", "money", "cheapest_drache"}
        assert (by_seat[seat].place, by_seat[seat].points, by_seat[seat].rechenweg,
                by_seat[seat].daily_key) == (mine.place, mine.points, mine.rechenweg,
                                             (mine.points,))
    assert (await store.tables.get(table.id)).status is Status.FINISHED


async def test_a_failing_game_writes_nothing(store: Storage) -> None:
    """A result refused half-way (a daily key part out of range, found after
    the game's row was written) leaves no game, no album item, no streak and
    the table live."""
    table = await live_table(store)
    bad = played([(1, 1, 0, 5)], game="spuk", mode="standard", keys=[(2**62,)],
                 albums=[("a",)], stats=[{"calls": [True]}], table_id=table.id,
                 daily_day=date(2026, 12, 1))
    with pytest.raises(ValueError, match="daily key"):
        await record(store, bad, records=STREAK)
    assert (await store.tables.get(table.id)).status is Status.LIVE
    assert (await store.results.my_games(1, "spuk", "standard", records=STREAK)).games == 0
    assert await store.album.items(1, "spuk") == ()
    assert (await store.streaks.get(1, "spuk", "calls")).best == 0
    good = replace(bad, result=replace(bad.result, seats=(
        replace(bad.result.seats[0], daily_key=(3,)),)))
    game_id = await record(store, good, records=STREAK)
    assert (await store.results.game(game_id)).people[0].daily_key == (3,)
    assert (await store.streaks.get(1, "spuk", "calls")).best == 1
    with pytest.raises(TableClosed):
        await record(store, good, records=STREAK)
    assert (await store.streaks.get(1, "spuk", "calls")).best == 1  # not counted twice


async def test_a_person_in_two_places_is_refused(store: Storage) -> None:
    twice = replace(played([(1, 1, 10, 1), (2, 2, 5, 0)], einsatz=Einsatz.RANGLISTE),
                    leavers=(Leaver(1, 1),))
    with pytest.raises(ValueError, match="once"):
        await record(store, twice)
    outside = replace(played([(1, 1, 10, 1)], computers=(Strength.LEICHT,),
                             einsatz=Einsatz.RANGLISTE), leavers=(Leaver(2, 5),))
    with pytest.raises(ValueError, match="seat"):
        await record(store, outside)
    assert (await store.results.my_games(1, "fabel", "klassisch")).games == 0
