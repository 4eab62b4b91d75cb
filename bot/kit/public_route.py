"""Which way a request for a table's thread goes, within Discord's global
request limit (issue 36; docs/RELIABILITY.md, "At Discord's global limit").

- An edit of the table message goes through the interaction of the latest
  click on that message while its token lives (a click acknowledged
  without a word: an action, or "Meine Karten" whose panel follows apart,
  so its original response *is* the table message): interaction routes
  are not bound by the bot's global limit.
- Every other request in the thread (an edit when no such click lives, a
  new message, a moment, a mention, a deletion) takes a token of the
  process's budget first (:mod:`bot.kit.runtime.budget`).

``by_interaction`` and ``by_channel`` count the edits each way (the
benchmark reports them).
"""

from __future__ import annotations

from collections import deque
from typing import Any

import discord

from bot.kit.notify import SEND_ERRORS
from bot.kit.remembered import TOKEN_LIFETIME
from bot.kit.runtime.budget import GlobalBudget, shared

#: Clicks on the table message kept (the newest one answered in place is used).
KEPT = 4
#: The acknowledgements after which an interaction's original response is
#: the clicked message itself.
UPDATES = (discord.InteractionResponseType.deferred_message_update,
           discord.InteractionResponseType.message_update)


class PublicRoute:
    """The route of one table's requests (see the module docstring).
    ``budget`` None: the process's (:func:`~bot.kit.runtime.budget.shared`)."""

    def __init__(self, budget: GlobalBudget | None = None) -> None:
        self._budget = budget
        self._clicks: deque[tuple[float, discord.Interaction[Any]]] = deque(maxlen=KEPT)
        self.by_interaction = 0
        self.by_channel = 0

    @property
    def budget(self) -> GlobalBudget:
        """The budget the channel requests take their tokens from."""
        if self._budget is None:
            self._budget = shared()
        return self._budget

    def clicked(self, interaction: discord.Interaction[Any], now: float,
                message: Any) -> None:
        """A seated person's click: if it is on the table ``message``, its
        token may carry that message's edits (:meth:`carrier` checks the rest)."""
        clicked = interaction.message
        if (interaction.type == discord.InteractionType.component and clicked is not None
                and message is not None and clicked.id == message.id):
            self._clicks.append((now, interaction))

    def carrier(self, message: Any, now: float) -> discord.Interaction[Any] | None:
        """The newest interaction whose original response is ``message`` and
        whose token still lives, or None."""
        if message is None:
            return None
        for at, interaction in list(self._clicks)[::-1]:
            clicked = interaction.message
            if (now - at <= TOKEN_LIFETIME and clicked is not None and clicked.id == message.id
                    and interaction.response.type in UPDATES):
                return interaction
        return None

    async def spend(self, *, urgent: bool = True) -> None:
        """Take a token of the budget for one channel request."""
        await self.budget.take(urgent=urgent)

    async def edit(self, message: Any, now: float, *, paid: bool, urgent: bool = True,
                   **fields: Any) -> None:
        """Edit the table message: through a living click's token, else the
        channel route (``paid``: its budget token is taken already)."""
        carrier = self.carrier(message, now)
        if carrier is not None:
            try:
                await carrier.edit_original_response(**fields)
                self.by_interaction += 1
                return
            except SEND_ERRORS:
                # the token is no use any more (expired early, the webhook
                # refused): the channel route, as without it
                self._clicks.clear()
        if not paid:
            await self.spend(urgent=urgent)
        await message.edit(**fields)
        self.by_channel += 1
