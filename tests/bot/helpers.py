"""Test doubles for the table runtime: an in-memory action log and a recording
listener."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.kit.runtime.table import Table
from engines.core import Event


class MemoryLog:
    """An ActionLog in memory that can be told to fail."""

    def __init__(self) -> None:
        self.actions: dict[int, list[dict[str, Any]]] = {}
        #: When each stored action was applied (as the action log stores it).
        self.times: dict[int, list[float]] = {}
        self.timers: dict[int, tuple[int, str, float]] = {}
        self.fail_next = False

    async def append_action(self, table_id: int, seq: int, action: dict[str, Any],
                            at: float) -> None:
        if self.fail_next:
            self.fail_next = False
            raise OSError("disk full")
        stored = self.actions.setdefault(table_id, [])
        assert seq == len(stored), "sequence numbers must be consecutive"
        stored.append(action)
        self.times.setdefault(table_id, []).append(at)

    async def set_timer(self, table_id: int, token: int, kind: str, deadline: float) -> None:
        self.timers[table_id] = (token, kind, deadline)

    async def clear_timer(self, table_id: int) -> None:
        self.timers.pop(table_id, None)


class Recorder:
    """A TableListener that records what it is told."""

    def __init__(self, on_show: Callable[[], None] | None = None) -> None:
        self.events: list[Event] = []
        self.shown_at: list[float] = []
        self.countdowns: list[float | None] = []
        self.finished_tables: list[Table] = []
        self._on_show = on_show

    def on_events(self, table: Table, events: list[Event]) -> None:
        self.events.extend(events)

    async def show_now(self, table: Table, events: list[Event]) -> None:
        if self._on_show is not None:
            self._on_show()
        self.shown_at.append(table.scheduler.now())

    def countdown_started(self, table: Table) -> None:
        self.countdowns.append(table.deadline)

    async def finished(self, table: Table) -> None:
        self.finished_tables.append(table)

    def of_type(self, name: str) -> list[Event]:
        return [e for e in self.events if type(e).__name__ == name]
