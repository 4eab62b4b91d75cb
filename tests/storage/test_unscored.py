"""Issue 37: a game that did not end by its rules is kept with
``games.unscored`` (docs/STORAGE.md, version 3): a moderator's end counts
for nobody; a table every person left keeps its leavers' results (the
game's leave points) where its Einsatz counts, and nothing else."""

from __future__ import annotations

from bot.storage import Einsatz, Leaver, Status, Storage, Strength
from tests.storage.conftest import live_table


async def test_a_moderators_end_is_kept_and_counts_for_nobody(store: Storage) -> None:
    table = await live_table(store)
    game_id = await store.results.record_unscored(
        game="fabel", mode="klassisch", table_id=table.id, guild_id=100,
        einsatz=Einsatz.RANGLISTE, finished_at=2_000.0, reason="moderator", ended_by=9,
        computers=[Strength.NORMAL])
    stored = await store.results.game(game_id)
    assert stored.unscored and stored.ended_by == 9 and stored.reason == "moderator"
    assert not stored.counts_for_leaderboard and not stored.records and stored.people == ()
    assert stored.computers == (Strength.NORMAL,)
    assert (await store.tables.get(table.id)).status is Status.FINISHED
    assert not (await store.results.leaderboard(100, "fabel", "klassisch")).top
    assert (await store.results.my_games(1, "fabel", "klassisch")).games == 0
    assert await store.results.game_of_table(table.id) == stored


async def test_a_table_everyone_left_keeps_the_leavers_results_once(store: Storage) -> None:
    table = await live_table(store)
    leavers = [Leaver(1, 0), Leaver(2, 1)]
    first = await store.results.record_unscored(
        game="troedel", mode="standard", table_id=table.id, guild_id=100,
        einsatz=Einsatz.RANGLISTE, finished_at=2_000.0, reason="everyone_left", ended_by=None,
        computers=[Strength.STARK, Strength.STARK], leavers=leavers, leave_points=-10,
        counts=True)
    again = await store.results.record_unscored(   # after a restart in between: stored once
        game="troedel", mode="standard", table_id=table.id, guild_id=100,
        einsatz=Einsatz.RANGLISTE, finished_at=3_000.0, reason="everyone_left", ended_by=None,
        computers=[], leavers=leavers, leave_points=-10, counts=True)
    assert again == first
    stored = await store.results.game(first)
    assert stored.unscored and stored.ended_by is None
    assert [(p.user_id, p.left, p.place, p.points, p.leaderboard_points, p.won)
            for p in stored.people] == [(1, True, None, None, -10, False),
                                        (2, True, None, None, -10, False)]
    board = await store.results.leaderboard(100, "troedel", "standard")
    assert [(e.user_id, e.total, e.games) for e in board.top] == [(1, -10, 1), (2, -10, 1)]
