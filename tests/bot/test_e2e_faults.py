"""Issue 22, "faults": while people click at a table of every registered
game (both Speedfabel Spielarten, the sealed test game), the simulator
answers with 429s (per route and global), 500/502/503, slow answers, and
drops the gateway connection, at random moments (tests/bot/faultplan.py).
Every game goes on, every action is stored once and in order, and once a
fault is over no table message shows an old table."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import Storage
from engines.core import to_json
from tests.bot.chaos import Clicker, ErrorLog, live_tables, open_table, setups
from tests.bot.e2e import bot_running
from tests.bot.faultplan import ALLOWED_LOGS, FaultPlan, stale_tables
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim

GAMES = (*plugins(), SEALED_PLUGIN)
#: Steps with faults per table in CI, then a few without.
STEPS = 40


@pytest_asyncio.fixture
async def allbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with every registered game and the sealed test game."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


async def stored_as_played(bot: SpeedtischBot, storage: Storage) -> list[str]:
    """Tables whose stored action log is not exactly what they applied."""
    wrong = []
    for running in live_tables(bot):
        stored = [a.action for a in (await storage.tables.load(running.table.id)).actions]
        applied = [to_json(a) for a in running.table.actions]
        if stored != applied:
            wrong.append(f"table {running.table.id}: {len(stored)} stored, "
                         f"{len(applied)} applied")
    return wrong


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_every_game_goes_on_through_faults_and_shows_the_table_after_them(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        storage: Storage, setup) -> None:
    discord_sim.expect_errors(0)      # the faults' answers carry code 0
    with ErrorLog() as errors:
        errors.allowed.extend(ALLOWED_LOGS)
        thread, seated, outside = await open_table(discord_sim, allbot, setup, seed=9)
        rng = random.Random(f"faults-{setup.label}")
        clicker = Clicker(discord_sim, allbot, clock, thread, seated, outside, rng,
                          settle_timeout=15)
        plan = FaultPlan(discord_sim, rng, rate=0.4)
        clicker.before_step = plan
        stale = []
        for _ in range(STEPS // 10):
            await clicker.run(10, tick_every=2)
            discord_sim.faults.clear()
            stale += await stale_tables(discord_sim, allbot, thread)
        during = clicker.tally.applied
        clicker.before_step = None
        await clicker.run(10, tick_every=2)
    assert not stale, "\n".join(stale)
    assert not clicker.tally.problems, "\n".join(clicker.tally.problems)
    assert errors.unexpected() == []
    assert await stored_as_played(allbot, storage) == []
    # the game went on (or ended and was not started again)
    assert during > 0
    assert clicker.tally.applied > during or all(
        r.table.state.is_over() for r in live_tables(allbot, thread))
    assert sum(plan.made.values()) >= 2, plan.made
    print(setup.label, plan.made, clicker.tally)

