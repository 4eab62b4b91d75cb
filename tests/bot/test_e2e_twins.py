"""Issue 22, "hidden information": at random moments of games of every
registered game (both Speedfabel Spielarten, the sealed test game), what
every person is shown through Discord (the table message's text, buttons,
options and picture; each person's panel with its picture) is the same
under the table's state and under its hidden twins (tests/bot/twincheck.py)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.plugin import kit_plugin
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import Storage
from engines.texts.de import ORIGIN, TEXTS
from tests.bot.chaos import Clicker, ErrorLog, GameSetup, live_tables, open_table, settle, setups
from tests.bot.e2e import bot_running
from tests.bot.sealed_game import SEALED, SealedState, SealedView
from tests.bot.sealed_ui import SEALED_PARTS, SEALED_PLUGIN, SealedUI
from tests.bot.twincheck import TwinTally, compare_twins
from tests.discord_sim import DiscordSim, SimConfig

GAMES = (*plugins(), SEALED_PLUGIN)
#: Moments compared per table in CI, random steps between two of them.
MOMENTS = 3
BETWEEN = 9


@pytest_asyncio.fixture
async def allbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with every registered game and the sealed test game."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_nobody_is_shown_what_differs_between_hidden_twins(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        setup) -> None:
    rng = random.Random(f"twins-{setup.label}")
    tally = TwinTally()
    with ErrorLog() as errors:
        thread, seated, outside = await open_table(discord_sim, allbot, setup, seed=13)
        clicker = Clicker(discord_sim, allbot, clock, thread, seated, outside, rng)
        for moment in range(MOMENTS):
            if moment:
                # (the first moment comes as soon as something is hidden: a
                # short game, the sealed one, may be over after nine steps)
                await clicker.run(BETWEEN, tick_every=2)
            # (a moment with something hidden: people click on while there is none)
            for _ in range(30):
                if any((hook := r.table.spec.info.hidden_twins) is not None
                       and hook(r.table.state, random.Random(0))
                       for r in live_tables(allbot, thread) if not r.table.state.is_over()):
                    break
                await clicker.run(1, tick_every=100)
            await compare_twins(discord_sim, allbot, thread, seated, rng, tally, most=2)
    assert not tally.leaks, "\n".join(tally.leaks)
    assert not clicker.tally.problems, "\n".join(clicker.tally.problems)
    assert errors.unexpected() == []
    assert tally.twins > 0 and tally.panels > 0
    print(setup.label, tally)


class _LeakyState(SealedState):
    """The sealed test game with a broken view: every reader's panel shows
    the first seat's pick as its own."""

    def view(self, seat: int | None) -> SealedView:
        real = SealedState.view(self, seat)
        return dataclasses.replace(real, own=self.picks.get(0) if seat is not None else None)


LEAKY = kit_plugin(dataclasses.replace(
    SEALED, name="leaky", new_game=lambda seats, seed, options: _LeakyState(seats, options)),
    SealedUI(rules="Jeder wählt verdeckt 1 bis 3."), parts=SEALED_PARTS)
TEXTS.setdefault("leaky.mode.standard", "Standard")
ORIGIN.setdefault("leaky.mode.standard", "tests")


@pytest.mark.discord_sim_config(SimConfig())
async def test_the_comparison_finds_a_view_that_shows_another_seats_pick(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage, games=(LEAKY,))
    await discord_sim.start_bot(bot)
    try:
        thread, seated, _ = await open_table(discord_sim, bot, GameSetup("leaky", 3))
        running = live_tables(bot, thread)[0]
        table = next(m for m in thread.messages if m.id == running.presenter.message.id)
        panel = await (await seated[0].click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
            contains="Deine Wahl")
        await seated[0].click(panel, "2")
        await settle(discord_sim, bot)
        tally = TwinTally()
        await compare_twins(discord_sim, bot, thread, seated, random.Random(1), tally)
        # seat 0 may know its own pick; seats 1 and 2 are shown it in their panel
        assert sorted(leak.split(": ")[2].split(" notices")[0] for leak in tally.leaks) == [
            "seat 1", "seat 2"]
        assert all("'the pick of seat 0' (text)" in leak for leak in tally.leaks)
    finally:
        await discord_sim.stop_bot(bot)
