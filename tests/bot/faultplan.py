"""Faults at random moments while :class:`tests.bot.chaos.Clicker` plays:
429s per route and global, 500/502/503 answers, slow answers, a dropped
gateway connection (RESUME), a RECONNECT request and a forgotten session
(IDENTIFY again). After each fault has fired, :func:`stale_tables` says
which table messages do not show their table as it is."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.client import SpeedtischBot
from tests.bot.chaos import Clicker, live_tables, settle
from tests.discord_sim import DiscordSim, SimChannel

#: The routes the bot uses during a game (discord.py's ``Route.key`` spelling).
ROUTES = (
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "POST /channels/{channel_id}/messages",
    "POST /interactions/{webhook_id}/{webhook_token}/callback",
    "POST /webhooks/{webhook_id}/{webhook_token}",
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
)
#: Error codes the faults answer with (the fixture accepts them).
CODES = (0,)
#: What the bot logs, rightly, when Discord refuses a request for good
#: (503 on a bot route is not retried by discord.py).
ALLOWED_LOGS = ("public message not updated", "not redrawn", "could not be told",
                "could not answer")


@dataclass
class FaultPlan:
    """Arms a random fault before some of the clicker's steps."""

    sim: DiscordSim
    rng: random.Random
    #: The share of steps before which a fault is armed.
    rate: float = 0.25
    #: Faults whose 5xx answers discord.py retries after 1 s (real time), kept rare.
    slow_retries: float = 0.1
    made: dict[str, int] = field(default_factory=dict)
    _age: int = 0

    def _note(self, kind: str) -> None:
        self.made[kind] = self.made.get(kind, 0) + 1

    async def __call__(self, clicker: Clicker) -> None:
        """Before a step: maybe a fault (a planned one that never fired is
        forgotten after a few steps, so every fault has an end)."""
        faults = self.sim.faults
        if faults.pending:
            self._age += 1
            if self._age < 4:
                return
            faults.clear()
        self._age = 0
        if self.rng.random() >= self.rate:
            return
        route = self.rng.choice(ROUTES)
        roll = self.rng.random()
        if roll < 0.3:
            faults.rate_limit(route, retry_after=self.rng.uniform(0.05, 0.6),
                              times=self.rng.randint(1, 2))
            self._note("429 route")
        elif roll < 0.42:
            faults.rate_limit(is_global=True, retry_after=self.rng.uniform(0.05, 0.4))
            self._note("429 global")
        elif roll < 0.42 + self.slow_retries:
            status = self.rng.choice((500, 502))
            faults.server_error(route, status=status)
            self._note(f"{status}")
        elif roll < 0.62:
            faults.server_error(route, status=503)
            self._note("503")
        elif roll < 0.8:
            faults.slow(route, seconds=self.rng.uniform(0.1, 0.8), times=self.rng.randint(1, 3))
            self._note("slow")
        elif roll < 0.9:
            await self.sim.drop_connection()
            await self._connected()
            self._note("dropped connection")
        elif roll < 0.95:
            await self.sim.gateway.request_reconnect()
            await self._connected()
            self._note("reconnect")
        else:
            self.sim.gateway.forget_sessions()
            await self.sim.drop_connection()
            await self._connected()
            self._note("session lost")

    async def _connected(self) -> None:
        await self.sim.wait_until(
            lambda: (s := self.sim.gateway.session_for_guild(self.sim.guild_id)) is not None
            and s.ws is not None, timeout=10, what="the bot to connect again")


def presenters_idle(bot: SpeedtischBot) -> Callable[[], bool]:
    """Whether no table's presenter has a refresh under way."""
    def idle() -> bool:
        for running in live_tables(bot):
            presenter = running.presenter
            for name in ("_task", "_flush_task"):
                task: Any = getattr(presenter, name, None)
                if task is not None and not task.done():
                    return False
        return True
    return idle


async def stale_tables(sim: DiscordSim, bot: SpeedtischBot, thread: SimChannel) -> list[str]:
    """Table messages of ``thread`` that do not show their table as it is:
    once every refresh under way ended, a refresh made now must change
    nothing a person sees."""
    await settle(sim, bot)
    await sim.wait_until(presenters_idle(bot), timeout=10, what="the refreshes to end")
    found = []
    for running in live_tables(bot, thread):
        presenter = running.presenter
        if presenter.message is None or running.table.state.is_over():
            continue
        shown = next((m for m in thread.messages if m.id == presenter.message.id), None)
        if shown is None:
            found.append(f"table {running.table.id}: its message is gone")
            continue
        before = (shown.content, repr(shown.components))
        await presenter.flush()
        await settle(sim, bot)
        if (shown.content, repr(shown.components)) != before:
            found.append(f"table {running.table.id} (seq {running.table.seq}) showed "
                         f"{before[0][:120]!r}, is {shown.content[:120]!r}")
    return found
