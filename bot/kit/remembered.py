"""The private panels of each person at each table: one of them lives.

An ephemeral panel can be edited or deleted only through the interaction
that sent it, or the latest click on it (for 15 minutes per token). Each
seat's panels are kept with the table's action count they show and the time
their token was issued, so that

- a redraw after a stale moment (:meth:`bot.kit.parts.Countdowns.stale_panels`)
  edits only panels drawn before it: one drawn since, or one on which a
  half-made choice was begun since, is current and must keep that choice;
- a new panel deletes the seat's older ones while their tokens live
  (:meth:`PanelMemory.older`): a person has one living panel per table;
- the end of the game takes the buttons off the panels still reachable.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

#: Edits one remembered panel (content=, view=, attachments=).
Editor = Callable[..., Awaitable[Any]]
#: Deletes one remembered panel.
Deleter = Callable[[], Awaitable[Any]]
#: Panels kept per seat (older ones are deleted as a new one comes).
PANELS_KEPT = 5
#: Interaction tokens are valid for 15 minutes; leave a margin.
TOKEN_LIFETIME = 14 * 60


@dataclass(slots=True)
class Remembered:
    """One panel: the action count it shows, its message (None: unknown),
    how to edit and delete it, and when the token that does so was issued."""

    drawn: int
    message_id: int | None
    edit: Editor
    delete: Deleter | None = None
    issued: float = 0.0

    def reachable(self, now: float) -> bool:
        """Whether its token still lets the bot change it."""
        return now - self.issued <= TOKEN_LIFETIME


class PanelMemory:
    """Every table's remembered panels, by (table id, seat)."""

    def __init__(self) -> None:
        self._panels: dict[tuple[int, int], list[Remembered]] = {}
        #: Panels deleted per table (a click under way on one is not answered there).
        self._deleted: dict[int, set[int]] = {}
        #: The decision number the last panel sent or answered showed, by (table id, seat).
        self.steps: dict[tuple[int, int], int] = {}
        #: The language of each seat's last panel (issue 35), for its redraws.
        self.languages: dict[tuple[int, int], str] = {}
        self._locks: dict[tuple[int, int], asyncio.Lock] = {}

    def lock(self, table_id: int, seat: int) -> asyncio.Lock:
        """One panel change of a seat at a time: a panel is never drawn
        again or answered on while it is being replaced and deleted."""
        return self._locks.setdefault((table_id, seat), asyncio.Lock())

    def remember(self, table_id: int, seat: int, message_id: int | None, edit: Editor,
                 drawn: int, *, delete: Deleter | None = None, issued: float = 0.0) -> None:
        """A panel of ``seat`` drawn when the table had ``drawn`` actions (it
        replaces what was kept of the same message: the newest token wins)."""
        kept = self._panels.setdefault((table_id, seat), [])
        if message_id is not None:
            kept[:] = [p for p in kept if p.message_id != message_id]
        kept.append(Remembered(drawn, message_id, edit, delete, issued))
        del kept[:-PANELS_KEPT]

    def find(self, table_id: int, seat: int, message_id: int) -> Remembered | None:
        """The remembered panel of ``seat`` in ``message_id``, if it is kept."""
        return next((p for p in self._panels.get((table_id, seat), [])
                     if p.message_id == message_id), None)

    def touch(self, table_id: int, seat: int, message_id: int | None, drawn: int) -> None:
        """The panel in ``message_id`` was drawn again (a half-made choice)
        when the table had ``drawn`` actions."""
        for panel in self._panels.get((table_id, seat), []):
            if message_id is not None and panel.message_id == message_id:
                panel.drawn = max(panel.drawn, drawn)

    def drawn_before(self, table_id: int, seat: int, since: int) -> list[Editor]:
        """How to edit the seat's panels that show less than ``since`` actions."""
        return [p.edit for p in self._panels.get((table_id, seat), []) if p.drawn < since]

    def older(self, table_id: int, seat: int, keep: int | None) -> list[Remembered]:
        """The seat's panels other than the one in message ``keep``; they are
        forgotten here (the caller deletes those it still can)."""
        kept = self._panels.get((table_id, seat), [])
        old = [p for p in kept if keep is None or p.message_id != keep]
        kept[:] = [p for p in kept if p not in old]
        return old

    def of_table(self, table_id: int) -> list[tuple[int, Remembered]]:
        """Every remembered panel of the table, with its seat."""
        return [(key[1], panel) for key, kept in self._panels.items() if key[0] == table_id
                for panel in kept]

    def deleted(self, table_id: int, message_id: int | None) -> None:
        """The panel in ``message_id`` was deleted (a newer one replaced it)."""
        if message_id is not None:
            self._deleted.setdefault(table_id, set()).add(message_id)

    def is_deleted(self, table_id: int, message_id: int | None) -> bool:
        """Whether the panel in ``message_id`` was deleted."""
        return message_id is not None and message_id in self._deleted.get(table_id, ())

    def forget(self, table_id: int) -> None:
        """The table's panels go (its game ended or it stopped)."""
        for kept in (self._panels, self.steps, self._locks, self.languages):
            for key in [k for k in kept if k[0] == table_id]:
                del kept[key]
        self._deleted.pop(table_id, None)

    def __len__(self) -> int:
        return sum(len(kept) for kept in self._panels.values())
