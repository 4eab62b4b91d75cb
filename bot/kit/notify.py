"""Telling a person at once that a decision of theirs opened, the same way
for every game: a fresh private panel through their last interaction while
its token lives, else one mention in the table's thread.

A mention cleans up after itself: there is at most one per person and table,
it goes as soon as that person clicks at the table or the decision it named
is gone, and the last ones go when the game ends. A table with one person
(a solo or daily game, opened by that person a moment ago) gets none.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import aiohttp
import discord

from bot.kit import language
from bot.kit.remembered import TOKEN_LIFETIME
from bot.kit.runtime.editing import MAX_CONTENT, cut_words
from bot.kit.runtime.table import Table
from engines.texts import has, t

log = logging.getLogger(__name__)

__all__ = ["SEND_ERRORS", "TOKEN_LIFETIME", "Notifier", "PanelSender", "deadline_line"]

#: A request Discord refused (for good or for a moment: a 5xx, a 429 that
#: discord.py did not wait out, ``discord.RateLimited``) or the network lost.
SEND_ERRORS = (discord.HTTPException, discord.RateLimited, aiohttp.ClientError,
               asyncio.TimeoutError)
#: Sends ``seat`` a fresh private panel as a followup of ``interaction``.
PanelSender = Callable[[discord.Interaction[Any], Table, int], Awaitable[None]]
#: Waits for a token of the global budget (``urgent``: a person waits for it).
Spend = Callable[..., Awaitable[None]]


async def _free(*, urgent: bool = True) -> None:
    """No budget: every request goes at once."""


def deadline_line(table: Table, seat: int) -> str | None:
    """"⏳ Bedenkzeit bis …" for ``seat``: the running countdown that is
    that seat's (or everybody's), as a timestamp every client counts down
    (``core.deadline.<kind>``); None while none runs for it."""
    timer, deadline = table.timer(), table.deadline
    if timer is None or deadline is None or (timer.seats and seat not in timer.seats):
        return None
    key = f"core.deadline.{timer.kind}"
    if not has(key):
        key = "core.deadline.other"
    return t(key, when=f"<t:{int(deadline)}:R>")


class Notifier:
    """Remembers each person's latest interaction and whom it told of which
    decision (by the seat's decision number), so each opening is told once;
    keeps the mentions it sent, to delete them."""

    def __init__(self, send_panel: PanelSender, spend: Spend | None = None) -> None:
        self.send_panel = send_panel
        #: Takes a token of the global budget before a request in the thread.
        self.spend = spend or _free
        self.interactions: dict[int, tuple[float, discord.Interaction[Any]]] = {}
        #: False: no mentions at this table (one person only).
        self.mentions = True
        self._told: dict[int, int] = {}
        #: Seats whose click is being answered: that answer shows their panel.
        self._held: dict[int, int] = {}
        #: The mention standing for each seat, with the decision number it named.
        self.pings: dict[int, tuple[int, discord.Message]] = {}
        self.pings_sent = 0
        self._tasks: set[asyncio.Task[Any]] = set()

    def remember(self, seat: int, interaction: discord.Interaction[Any], now: float) -> None:
        """A person's latest interaction: their panels and notes go through
        it, and their mention has done its work."""
        self.interactions[seat] = (now, interaction)
        if seat in self.pings:
            self._spawn(self._unping(seat))

    def alive(self, seat: int, now: float) -> discord.Interaction[Any] | None:
        """The seat's last interaction if a followup can still go through it."""
        entry = self.interactions.get(seat)
        if entry is None or now - entry[0] > TOKEN_LIFETIME:
            return None
        return entry[1] if entry[1].response.is_done() else None

    def shown(self, seat: int, step: int) -> None:
        """A panel of ``seat`` for its decision number ``step`` is on its way:
        that decision is told."""
        self._told[seat] = step

    def hold(self, seat: int) -> None:
        """A click of ``seat`` is being answered (its answer is the panel):
        no other panel is sent to that seat meanwhile."""
        self._held[seat] = self._held.get(seat, 0) + 1

    def release(self, seat: int) -> None:
        """The click of :meth:`hold` is answered."""
        left = self._held.get(seat, 0) - 1
        if left > 0:
            self._held[seat] = left
        else:
            self._held.pop(seat, None)

    def tell_soon(self, table: Table, thread: discord.abc.Messageable, now: float) -> None:
        """:meth:`tell` in a task of its own: a fresh panel draws a picture,
        and the public message's next edit must not wait for it."""
        self._spawn(self.tell(table, thread, now))

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def close(self) -> None:
        """Stop telling (the game ended or the bot stops)."""
        for task in self._tasks:
            task.cancel()
        self._tasks.clear()

    async def clear(self) -> None:
        """Delete every mention still standing (the game ended)."""
        for seat in list(self.pings):
            await self._unping(seat)

    async def _unping(self, seat: int) -> None:
        entry = self.pings.pop(seat, None)
        if entry is None:
            return
        with contextlib.suppress(*SEND_ERRORS):
            await self.spend(urgent=False)
            await entry[1].delete()

    async def tell(self, table: Table, thread: discord.abc.Messageable, now: float) -> None:
        """Tell every person whose required decision opened since last time;
        delete the mentions whose decision is gone."""
        if table.state.is_over():
            await self.clear()
            return
        open_now = {d.seat: table.step_of(d.seat) for d in table.state.pending()
                    if d.required and not table.seats[d.seat].is_computer}
        for seat, (step, _) in list(self.pings.items()):
            if open_now.get(seat) != step:
                await self._unping(seat)
        for seat_no, step in open_now.items():
            if self._told.get(seat_no) == step or seat_no in self._held:
                continue
            self._told[seat_no] = step
            interaction = self.alive(seat_no, now)
            try:
                if interaction is not None:
                    await self.send_panel(interaction, table, seat_no)
                elif self.mentions and seat_no not in self.pings:
                    await self._ping(table, thread, seat_no, step)
            except SEND_ERRORS:
                log.warning("table %s: seat %s not told", table.id, seat_no)

    async def _ping(self, table: Table, thread: discord.abc.Messageable, seat: int,
                    step: int) -> None:
        """The one mention of ``seat``: whose turn, in which game, by when."""
        person = table.seats[seat]
        text = t("core.notify.your_turn", user=f"<@{person.user_id}>",
                 game=table.spec.info.title)
        deadline = deadline_line(table, seat)
        if deadline is not None:
            text = f"{text}\n{deadline}"
        await self.spend()
        message = await thread.send(text, allowed_mentions=discord.AllowedMentions(users=True))
        self.pings_sent += 1
        self.pings[seat] = (step, message)

    async def send_notes(self, notes: list[tuple[int, dict[str, str]]],
                         now: float) -> list[tuple[int, dict[str, str]]]:
        """Send each seat its private notes (``(seat, text by language)``)
        through its living interaction, as one ephemeral followup in the
        person's own language; the notes of a seat whose click is still being
        answered are given back for later (a followup needs a first answer).
        Seats without a living token get none."""
        by_seat: dict[int, list[dict[str, str]]] = {}
        for seat, text in notes:
            by_seat.setdefault(seat, []).append(text)
        later: list[tuple[int, dict[str, str]]] = []
        for seat, texts in by_seat.items():
            entry = self.interactions.get(seat)
            if entry is None or now - entry[0] > TOKEN_LIFETIME:
                continue
            if not entry[1].response.is_done():
                later.extend((seat, text) for text in texts)
                continue
            mine = language.of(entry[1])  # the person's own language
            with contextlib.suppress(*SEND_ERRORS):
                await entry[1].followup.send(
                    cut_words("\n".join(text[mine] for text in texts), MAX_CONTENT),
                    ephemeral=True)
        return later
