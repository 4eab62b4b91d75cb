"""The two dialects of one schema (issue 36, item 3: "the same migrations
... one file per dialect where they differ"): after migrating, SQLite and
PostgreSQL hold the same tables, columns (in order, of matching types and
nullability), keys and indexes; the PostgreSQL migrations refuse a newer
database and roll a failed script back, as SQLite's do; the placeholders of
the shared statements are rewritten for PostgreSQL."""

from __future__ import annotations

import asyncpg
import pytest

from bot.storage import ConstraintError, MigrationError, Storage
from bot.storage.migrations import MIGRATIONS
from bot.storage.migrations_pg import PG_MIGRATIONS
from bot.storage.postgres import migrate_pg, numbered

TYPES = {"INTEGER": "bigint", "REAL": "double precision", "TEXT": "text"}

Columns = dict[str, list[tuple[str, str, bool, bool]]]


async def _sqlite_schema(storage: Storage) -> tuple[Columns, set[str]]:
    db = storage._db
    columns: Columns = {}
    for table in await db.tables():
        rows = await db.fetchall(f"PRAGMA table_info({table})")
        columns[table] = [(r["name"], TYPES[r["type"]], bool(r["notnull"]) or r["pk"] > 0,
                           r["pk"] > 0) for r in rows]
    indexes = {r[0] for r in await db.fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")}
    return columns, indexes


async def _pg_schema(storage: Storage) -> tuple[Columns, set[str]]:
    db = storage._db
    columns: Columns = {}
    for table in await db.tables():
        keys = {r[0] for r in await db.fetchall(
            "SELECT a.attname FROM pg_index i JOIN pg_attribute a "
            "ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) "
            "WHERE i.indrelid = CAST(? AS regclass) AND i.indisprimary", (table,))}
        rows = await db.fetchall(
            "SELECT column_name, data_type, is_nullable FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,))
        columns[table] = [(r[0], r[1], r[2] == "NO", r[0] in keys) for r in rows]
    indexes = {r[0] for r in await db.fetchall(
        "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
        "AND indexname NOT LIKE '%_pkey'")}
    return columns, indexes


async def test_both_dialects_migrate_to_the_same_schema(postgres_url: str) -> None:
    assert len(PG_MIGRATIONS) == len(MIGRATIONS)
    async with await Storage.open(":memory:") as lite, await Storage.open(postgres_url) as pg:
        assert lite.version == pg.version == len(MIGRATIONS)
        lite_columns, lite_indexes = await _sqlite_schema(lite)
        pg_columns, pg_indexes = await _pg_schema(pg)
    assert pg_columns == lite_columns
    assert pg_indexes == lite_indexes
    assert "actions" in pg_columns and "player_results_user" in pg_indexes


async def test_a_postgresql_database_newer_than_the_code_is_refused(postgres_url: str) -> None:
    async with await Storage.open(postgres_url) as storage:
        await storage._db.execute("INSERT INTO schema_version VALUES (?, 0)",
                                  (len(PG_MIGRATIONS) + 1,))
    with pytest.raises(MigrationError, match="newer"):
        await Storage.open(postgres_url)


async def test_a_failing_postgresql_migration_is_rolled_back(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        broken = (*PG_MIGRATIONS, "CREATE TABLE half (x BIGINT); SELECT no_such_column;")
        with pytest.raises(MigrationError, match=f"migration {len(broken)} failed"):
            await migrate_pg(conn, broken)
        assert await conn.fetchval("SELECT to_regclass('half')") is None
        assert await conn.fetchval("SELECT MAX(version) FROM schema_version") == len(
            PG_MIGRATIONS)
        fixed = (*PG_MIGRATIONS, "CREATE TABLE half (x BIGINT);")
        assert await migrate_pg(conn, fixed) == len(fixed)
        assert await migrate_pg(conn, fixed) == len(fixed)   # applied once
        assert await conn.fetchval("SELECT COUNT(*) FROM schema_version") == len(fixed)
    finally:
        await conn.close()


def test_placeholders_become_numbers_outside_literals_and_comments() -> None:
    assert numbered("SELECT ? -- why?\nFROM t WHERE a = '?:x' AND b = ?") == (
        "SELECT $1 -- why?\nFROM t WHERE a = '?:x' AND b = $2", 2)
    assert numbered("INSERT INTO t SELECT :table, :seq WHERE :seq = (SELECT 1) "
                    "AND x::text = :table") == (
        "INSERT INTO t SELECT $1, $2 WHERE $2 = (SELECT 1) AND x::text = $1",
        ("table", "seq"))
    with pytest.raises(ValueError):
        numbered("SELECT ?, :x")


async def test_a_commit_does_not_wait_for_the_disk_unless_the_url_says_so(
        postgres_url: str) -> None:
    """As SQLite's synchronous=NORMAL (docs/STORAGE.md)."""
    async with await Storage.open(postgres_url) as storage:
        row = await storage._db.fetchone("SELECT current_setting('synchronous_commit')")
        assert row is not None and row[0] == "off"
    async with await Storage.open(postgres_url + "?synchronous_commit=on") as storage:
        row = await storage._db.fetchone("SELECT current_setting('synchronous_commit')")
        assert row is not None and row[0] == "on"


async def test_a_broken_key_is_the_same_error_on_both_backends(store: Storage) -> None:
    """tables.append_action relies on it when two processes race."""
    insert = "INSERT INTO user_settings (user_id, theme) VALUES (?, NULL)"
    await store._db.execute(insert, (1,))
    with pytest.raises(ConstraintError):
        await store._db.execute(insert, (1,))
    with pytest.raises(ConstraintError):
        async with store._db.transaction() as tx:
            await tx.executemany(insert, [(2,), (2,)])
    assert await store._db.fetchone("SELECT user_id FROM user_settings WHERE user_id = 2") is None
