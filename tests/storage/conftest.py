"""Fixtures for storage tests: an in-memory database, and a file path in a
folder that does not exist yet (Storage.open must create it)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import HumanSeat, Status, Storage, TableRecord


@pytest.fixture
async def store() -> AsyncIterator[Storage]:
    storage = await Storage.open(":memory:")
    try:
        yield storage
    finally:
        await storage.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "nested" / "speedtisch.sqlite3"


async def live_table(storage: Storage, *, seed: int = 7, guild_id: int = 100) -> TableRecord:
    """A two-person live table in guild ``guild_id``."""
    return await storage.tables.create(
        mode="klassisch",
        guild_id=guild_id,
        channel_id=200,
        host_id=1,
        seats=[HumanSeat(1, "Ada"), HumanSeat(2, "Bo")],
        options={"tempo": "normal"},
        seed=seed,
        status=Status.LIVE,
        created_at=1_000.0,
    )
