"""Opening the database: folder, pragmas, numbered migrations applied once."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.storage import MigrationError, Storage, Theme
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


async def test_reopen_is_idempotent_and_keeps_data(target: str) -> None:
    async with await Storage.open(target) as storage:
        table = await live_table(storage)
    for _ in range(3):
        async with await Storage.open(target) as storage:
            assert storage.version == len(MIGRATIONS)
            assert (await storage.tables.get(table.id)).seed == 7
    # a migration that re-ran would fail on CREATE TABLE; one more table gets the next id
    async with await Storage.open(target) as storage:
        second = await live_table(storage)
        assert second.id == table.id + 1


async def test_a_new_migration_is_applied_once_on_reopen(db_path: Path) -> None:
    async with await Storage.open(db_path) as storage:
        await storage.settings.set_theme(5, Theme.MORGENTAU)
    extra = "ALTER TABLE user_settings ADD COLUMN sound INTEGER;"
    newer = (*MIGRATIONS, extra)
    async with await Storage.open(db_path, migrations=newer) as storage:
        assert storage.version == len(MIGRATIONS) + 1
        assert (await storage.settings.get(5)).theme is Theme.MORGENTAU
    # reopening does not run the ALTER again (it would fail: duplicate column)
    async with await Storage.open(db_path, migrations=newer) as storage:
        assert storage.version == len(MIGRATIONS) + 1


async def test_a_failing_migration_is_rolled_back(db_path: Path) -> None:
    async with await Storage.open(db_path):
        pass
    broken = (*MIGRATIONS, "CREATE TABLE half_done (x INTEGER); SELECT no_such_function();")
    with pytest.raises(MigrationError, match=f"migration {len(MIGRATIONS) + 1}"):
        await Storage.open(db_path, migrations=broken)
    fixed = (*MIGRATIONS, "CREATE TABLE half_done (x INTEGER);")
    # had the failed script left half_done behind, CREATE TABLE would fail now
    async with await Storage.open(db_path, migrations=fixed) as storage:
        assert storage.version == len(MIGRATIONS) + 1


async def test_a_database_newer_than_the_code_is_refused(db_path: Path) -> None:
    async with await Storage.open(db_path, migrations=(*MIGRATIONS, "SELECT 1;")):
        pass
    with pytest.raises(MigrationError, match="newer"):
        await Storage.open(db_path)


async def test_checkpoints_run_off_the_loop_and_empty_the_wal(db_path: Path) -> None:
    """Short statements run on the loop's thread, so no commit may run a WAL
    checkpoint (it syncs the file): automatic checkpoints are off and a
    thread of its own copies the WAL back."""
    import asyncio
    import sqlite3

    from bot.storage.sqlite import Checkpointer

    async with await Storage.open(db_path) as storage:
        assert await storage.pragma("wal_autocheckpoint") == 0
        table = await live_table(storage)
        for seq in range(50):
            await storage.tables.append_action(table.id, seq, {"n": seq})
        wal = db_path.with_name(db_path.name + "-wal")
        assert wal.stat().st_size > 0
        checkpointer = Checkpointer(str(db_path), every=0.02)
        checkpointer.start()
        for _ in range(200):
            if checkpointer.checkpoints:
                break
            await asyncio.sleep(0.02)
        await checkpointer.stop()
        assert checkpointer.checkpoints > 0
        # every frame of the WAL is in the database file now
        probe = sqlite3.connect(db_path)
        try:
            busy, log, done = probe.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        finally:
            probe.close()
        assert busy == 0 and log == done
        assert [a.seq for a in (await storage.tables.load(table.id)).actions] == list(range(50))
