"""Players always know by when: whenever a countdown runs at a table of any
registered game, its table message shows the deadline as a Discord
timestamp, once the refreshes under way have ended (speedfabel items 34 and
35: an auction nobody bids on showed no "Zuschlag" until a bid came)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import Storage
from tests.bot.chaos import Clicker, ErrorLog, live_tables, open_table, settle, setups
from tests.bot.e2e import bot_running
from tests.bot.faultplan import presenters_idle
from tests.discord_sim import DiscordSim

GAMES = plugins()
#: Random steps per table, looked at after every few.
STEPS, EVERY = 60, 3


@pytest_asyncio.fixture
async def allbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with every registered game."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


def shown_deadline(content: str, deadline: float) -> bool:
    """Whether ``content`` names ``deadline`` as a Discord timestamp (each
    game rounds it its own way)."""
    return any(f"<t:{int(deadline) + d}:" in content for d in (0, 1))


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_a_running_countdown_is_on_the_table_message(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        setup) -> None:
    with ErrorLog() as errors:
        thread, seated, outside = await open_table(discord_sim, allbot, setup, seed=4)
        clicker = Clicker(discord_sim, allbot, clock, thread, seated, outside,
                          random.Random(f"deadline-{setup.label}"))
        looked, missing = 0, []
        for _ in range(STEPS // EVERY):
            await clicker.run(EVERY, tick_every=2)
            await settle(discord_sim, allbot)
            await discord_sim.wait_until(presenters_idle(allbot), timeout=10,
                                         what="the refreshes to end")
            for running in live_tables(allbot, thread):
                table, message = running.table, running.presenter.message
                if table.state.is_over() or table.deadline is None or message is None:
                    continue
                shown = next(m for m in thread.messages if m.id == message.id)
                looked += 1
                if not shown_deadline(shown.content, table.deadline):
                    timer = table.timer()
                    missing.append(f"seq {table.seq} {timer and timer.kind}: "
                                   f"{shown.content[:160]!r}")
    assert errors.unexpected() == []
    assert not missing, "\n".join(missing)
    assert looked > 0
