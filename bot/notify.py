"""Telling a person at once that a decision of theirs opened, the same way
for every game: a fresh private panel through their last interaction while
its token lives, else a mention in the table's thread."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from bot.table import Table
from engines.texts import t

log = logging.getLogger(__name__)

#: Interaction tokens are valid for 15 minutes; leave a margin.
TOKEN_LIFETIME = 14 * 60
SEND_ERRORS = (discord.HTTPException, aiohttp.ClientError, asyncio.TimeoutError)
#: Sends ``seat`` a fresh private panel as a followup of ``interaction``.
PanelSender = Callable[[discord.Interaction[Any], Table, int], Awaitable[None]]


class Notifier:
    """Remembers each person's latest interaction and whom it told of which
    decision (by the seat's decision number), so each opening is told once."""

    def __init__(self, send_panel: PanelSender) -> None:
        self.send_panel = send_panel
        self.interactions: dict[int, tuple[float, discord.Interaction[Any]]] = {}
        self._told: dict[int, int] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def remember(self, seat: int, interaction: discord.Interaction[Any], now: float) -> None:
        """A person's latest interaction: their panels and notes go through it."""
        self.interactions[seat] = (now, interaction)

    def alive(self, seat: int, now: float) -> discord.Interaction[Any] | None:
        """The seat's last interaction if a followup can still go through it."""
        entry = self.interactions.get(seat)
        if entry is None or now - entry[0] > TOKEN_LIFETIME:
            return None
        return entry[1] if entry[1].response.is_done() else None

    def tell_soon(self, table: Table, thread: discord.abc.Messageable, now: float) -> None:
        """:meth:`tell` in a task of its own: a fresh panel draws a picture,
        and the public message's next edit must not wait for it."""
        task = asyncio.get_running_loop().create_task(self.tell(table, thread, now))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def close(self) -> None:
        """Stop telling (the game ended or the bot stops)."""
        for task in self._tasks:
            task.cancel()
        self._tasks.clear()

    async def tell(self, table: Table, thread: discord.abc.Messageable, now: float) -> None:
        """Tell every person whose required decision opened since last time."""
        if table.state.is_over():
            return
        for decision in table.state.pending():
            seat = table.seats[decision.seat]
            if seat.is_computer or not decision.required:
                continue
            step = table.step_of(decision.seat)
            if self._told.get(decision.seat) == step:
                continue
            self._told[decision.seat] = step
            interaction = self.alive(decision.seat, now)
            try:
                if interaction is not None:
                    await self.send_panel(interaction, table, decision.seat)
                else:
                    await thread.send(
                        t("core.notify.your_turn", user=f"<@{seat.user_id}>",
                          game=table.spec.info.title),
                        allowed_mentions=discord.AllowedMentions(users=True))
            except SEND_ERRORS:
                log.warning("table %s: seat %s not told", table.id, decision.seat)
