"""What a live table (:class:`bot.kit.runtime.table.Table`) is made of and
talks to: its seats, the action log it writes and the listener it tells."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from engines.core import Event

if TYPE_CHECKING:
    from bot.kit.runtime.table import Table


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


class TableListener(Protocol):
    """What the shell does when a table changes."""

    def on_events(self, table: Table, events: list[Event]) -> None:
        """Events happened (called under the table's lock: be quick)."""

    async def show_now(self, table: Table, events: list[Event]) -> None:
        """A countdown is about to start: make sure people can see the stage."""

    def countdown_started(self, table: Table) -> None:
        """The countdown after :meth:`show_now` runs now (``table.deadline``
        is set): show it (called under the table's lock: be quick)."""

    async def finished(self, table: Table) -> None:
        """The game is over."""
