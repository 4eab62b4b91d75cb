"""The private panels the kit can still draw again in place.

An ephemeral panel can be edited only through the interaction that sent
it (for 15 minutes) or its followup message. Each seat's latest few are
kept with the table's action count they show, so that a redraw after a
stale moment (:meth:`bot.kit.ui.GameUI.stale_panels`) edits only panels
drawn before it: one drawn since, or one on which a half-made choice was
begun since, is current and must keep that choice.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

#: Edits one remembered panel (content=, view=, attachments=).
Editor = Callable[..., Awaitable[Any]]
#: Panels kept per seat (a person rarely has more open that matter).
PANELS_KEPT = 5


@dataclass(slots=True)
class Remembered:
    """One panel: the action count it shows, its message (None: unknown)
    and how to edit it."""

    drawn: int
    message_id: int | None
    edit: Editor


class PanelMemory:
    """Every table's remembered panels, by (table id, seat)."""

    def __init__(self) -> None:
        self._panels: dict[tuple[int, int], list[Remembered]] = {}

    def remember(self, table_id: int, seat: int, message_id: int | None, edit: Editor,
                 drawn: int) -> None:
        """A panel of ``seat`` drawn when the table had ``drawn`` actions (it
        replaces what was kept of the same message)."""
        kept = self._panels.setdefault((table_id, seat), [])
        if message_id is not None:
            kept[:] = [p for p in kept if p.message_id != message_id]
        kept.append(Remembered(drawn, message_id, edit))
        del kept[:-PANELS_KEPT]

    def touch(self, table_id: int, seat: int, message_id: int | None, drawn: int) -> None:
        """The panel in ``message_id`` was drawn again (a half-made choice)
        when the table had ``drawn`` actions."""
        for panel in self._panels.get((table_id, seat), []):
            if message_id is not None and panel.message_id == message_id:
                panel.drawn = max(panel.drawn, drawn)

    def drawn_before(self, table_id: int, seat: int, since: int) -> list[Editor]:
        """How to edit the seat's panels that show less than ``since`` actions."""
        return [p.edit for p in self._panels.get((table_id, seat), []) if p.drawn < since]

    def forget(self, table_id: int) -> None:
        """The table's panels go (its game ended or it stopped)."""
        for key in [k for k in self._panels if k[0] == table_id]:
            del self._panels[key]

    def __len__(self) -> int:
        return sum(len(kept) for kept in self._panels.values())
