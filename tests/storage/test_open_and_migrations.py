"""Opening the database: folder, pragmas, numbered migrations applied once."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.storage import MigrationError, Storage
from bot.storage.migrations import MIGRATIONS
from tests.storage.conftest import live_table


async def test_open_creates_folder_and_sets_wal_foreign_keys_busy_timeout(db_path: Path) -> None:
    assert not db_path.parent.exists()
    async with await Storage.open(db_path) as storage:
        assert db_path.exists()
        assert await storage.pragma("journal_mode") == "wal"
        assert await storage.pragma("synchronous") == 1  # NORMAL
        assert await storage.pragma("foreign_keys") == 1
        assert await storage.pragma("busy_timeout") == 5000
        assert storage.version == len(MIGRATIONS)


async def test_memory_database_is_migrated(store: Storage) -> None:
    assert store.version == len(MIGRATIONS)
    # the schema is usable at once
    table = await live_table(store)
    assert (await store.tables.get(table.id)).seed == 7


async def test_reopen_is_idempotent_and_keeps_data(db_path: Path) -> None:
    async with await Storage.open(db_path) as storage:
        table = await live_table(storage)
    for _ in range(3):
        async with await Storage.open(db_path) as storage:
            assert storage.version == len(MIGRATIONS)
            assert (await storage.tables.get(table.id)).seed == 7
    # a migration that re-ran would fail on CREATE TABLE; one more table gets the next id
    async with await Storage.open(db_path) as storage:
        second = await live_table(storage)
        assert second.id == table.id + 1


async def test_a_new_migration_is_applied_once_on_reopen(db_path: Path) -> None:
    async with await Storage.open(db_path) as storage:
        await storage.settings.set_last_bid(5, 120)
    extra = "ALTER TABLE user_settings ADD COLUMN sound INTEGER;"
    newer = (*MIGRATIONS, extra)
    async with await Storage.open(db_path, migrations=newer) as storage:
        assert storage.version == len(MIGRATIONS) + 1
        assert (await storage.settings.get(5)).last_bid == 120
    # reopening does not run the ALTER again (it would fail: duplicate column)
    async with await Storage.open(db_path, migrations=newer) as storage:
        assert storage.version == len(MIGRATIONS) + 1


async def test_a_failing_migration_is_rolled_back(db_path: Path) -> None:
    async with await Storage.open(db_path):
        pass
    broken = (*MIGRATIONS, "CREATE TABLE half_done (x INTEGER); SELECT no_such_function();")
    with pytest.raises(MigrationError, match="migration 2"):
        await Storage.open(db_path, migrations=broken)
    fixed = (*MIGRATIONS, "CREATE TABLE half_done (x INTEGER);")
    # had the failed script left half_done behind, CREATE TABLE would fail now
    async with await Storage.open(db_path, migrations=fixed) as storage:
        assert storage.version == 2


async def test_a_database_newer_than_the_code_is_refused(db_path: Path) -> None:
    async with await Storage.open(db_path, migrations=(*MIGRATIONS, "SELECT 1;")):
        pass
    with pytest.raises(MigrationError, match="newer"):
        await Storage.open(db_path)
