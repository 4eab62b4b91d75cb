"""The table runtime's action log on the database: every action is stored
before its result is shown, and the running countdown's deadline beside it."""

from __future__ import annotations

from typing import Any

from bot.storage import Storage
from bot.storage.records import TimerRecord


class StoredLog:
    """The table runtime's ActionLog on top of :class:`Storage`."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def append_action(self, table_id: int, seq: int, action: dict[str, Any],
                            at: float) -> None:
        """One INSERT, committed before the result is shown."""
        await self.storage.tables.append_action(table_id, seq, action, applied_at=at)

    async def set_timer(self, table_id: int, token: int, kind: str, deadline: float) -> None:
        """Remember the running countdown's deadline."""
        await self.storage.tables.set_timer(table_id, TimerRecord(token, kind, deadline))

    async def clear_timer(self, table_id: int) -> None:
        """No countdown runs."""
        await self.storage.tables.clear_timer(table_id)
