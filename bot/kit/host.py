"""The one interface between a table's presenter (:mod:`bot.kit.presenter`)
and the controller that runs the table (:mod:`bot.kit.controller`).

The presenter shows the table; whatever it needs from the rest of the kit
(the table message's buttons, a private panel sent, a stored message id, the
end of the game, a stale panel drawn again, a thread gone) goes through a
:class:`TableHost`. The controller is one; a test may pass its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.kit.ui import Clock

if TYPE_CHECKING:
    from bot.kit.runtime.table import Table


class TableHost(Protocol):
    """What a presenter asks of the controller that runs its table."""

    def public_view(self, table: Table, view: Any, clock: Clock) -> discord.ui.View:
        """The table message's buttons for the public ``view`` and the
        countdown as the message shows it."""
        ...

    async def panel_followup(self, interaction: discord.Interaction[Any], table: Table,
                             seat: int) -> None:
        """Send ``seat`` a fresh private panel (its decision just opened) as
        a followup of its person's last ``interaction``."""
        ...

    async def message_posted(self, table: Table, message: discord.Message) -> None:
        """A new table message was posted: remember it for a restart."""
        ...

    async def table_finished(self, table: Table) -> None:
        """The game is over and its last state is shown: the end follows."""
        ...

    async def redraw_panel(self, table: Table, seat: int, since: int) -> None:
        """Draw ``seat``'s private panels again in place (what they showed
        went stale at action ``since``)."""
        ...

    async def thread_gone(self, table: Table) -> None:
        """The table's thread is gone: the table is to stop."""
        ...
