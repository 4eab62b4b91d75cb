"""Issue 36, item 2: "Each process owns the tables of its shards' guilds: it
creates them, runs their timers, restores only them after a restart". The
restart's query (``Tables.open_tables``) names only the tables of the
guilds the asking process's shards carry: ``(guild_id >> 22) % shard_count``."""

from __future__ import annotations

from bot.kit.runtime.shards import shard_of
from bot.storage import Status, Storage
from tests.storage.conftest import live_table


def guild_in(shard: int, count: int, start: int = 1) -> int:
    """A guild id whose events shard ``shard`` of ``count`` carries."""
    return ((start * count + shard) << 22) | 17


async def test_open_tables_of_some_shards_leave_out_the_other_shards_guilds(
        store: Storage) -> None:
    tables = {}
    for shard in range(4):
        for n in (1, 2):
            guild = guild_in(shard, 4, start=1000 + n)
            assert shard_of(guild, 4) == shard
            tables[(shard, n)] = (await live_table(store, seed=shard * 10 + n,
                                                   guild_id=guild)).id
    for action_table in tables.values():
        await store.tables.append_action(action_table, 0, {"kind": "pass"})
    mine = await store.tables.open_tables(game="fabel", shard_ids=(0, 1), shard_count=4)
    theirs = await store.tables.open_tables(game="fabel", shard_ids=(2, 3), shard_count=4)
    everyone = await store.tables.open_tables(game="fabel")
    assert {t.table.id for t in mine} == {tables[(s, n)] for s in (0, 1) for n in (1, 2)}
    assert {t.table.id for t in theirs} == {tables[(s, n)] for s in (2, 3) for n in (1, 2)}
    assert len(everyone) == 8
    # each comes with its own log (the joins of the query carry the filter too)
    assert all(len(t.actions) == 1 and t.actions[0].table_id == t.table.id for t in mine)
    assert all(t.table.status is Status.LIVE for t in theirs)


async def test_a_table_without_a_guild_belongs_to_shard_zero(store: Storage) -> None:
    record = await store.tables.create(game="fabel", mode="klassisch", guild_id=None,
                                       channel_id=5, host_id=1, seats=[], options={}, seed=1)
    assert [t.table.id for t in await store.tables.open_tables(
        game="fabel", shard_ids=(0,), shard_count=2)] == [record.id]
    assert await store.tables.open_tables(game="fabel", shard_ids=(1,), shard_count=2) == []
