"""What a live table (:class:`bot.kit.runtime.table.Table`) is made of and
writes to: its seats and the action log; the listener it tells is defined
beside the table (:class:`bot.kit.runtime.table.TableListener`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a person (``user_id``) or a computer (``strength``)."""

    name: str
    user_id: int | None = None
    strength: str | None = None

    @property
    def is_computer(self) -> bool:
        """Whether a computer plays this seat."""
        return self.user_id is None


class Outdated(Exception):
    """A click on a panel built for an earlier decision."""


class ActionLog(Protocol):
    """Where a table's actions and its running timer are stored."""

    async def append_action(self, table_id: int, seq: int, action: dict[str, Any],
                            at: float) -> None:
        """Store the action that had ``seq`` actions before it (consecutive)."""

    async def set_timer(self, table_id: int, token: int, kind: str, deadline: float) -> None:
        """Store the running timer's deadline."""

    async def clear_timer(self, table_id: int) -> None:
        """No timer runs."""
