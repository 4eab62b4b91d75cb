"""Speedtrödel at Discord tables through the simulator, as people click
(issue 17; items of ../shared/checklists/troedel.md named per test)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest_asyncio

from bot.client import SpeedtischBot
from bot.clock import ManualScheduler
from bot.config import Settings
from bot.fabel.plugin import PLUGIN as FABEL
from bot.storage import Storage
from bot.troedel.plugin import PLUGIN as TROEDEL
from tests.bot.troedel_play import choose, only_table, panel_of, pick, settle
from tests.discord_sim import DiscordSim, SimChannel, SimMessage

GAMES = (FABEL, TROEDEL)


def _bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    return SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=Path()),
                         scheduler=clock, storage=storage, games=GAMES)


@pytest_asyncio.fixture
async def troedelbot(discord_sim: DiscordSim, clock: ManualScheduler,
                     storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with Speedfabel and Speedtrödel."""
    bot = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(bot)
    yield bot
    await discord_sim.stop_bot(bot)


async def open_solo(sim: DiscordSim, computers: int = 2,
                    strength: str = "leicht") -> tuple[SimChannel, SimMessage]:
    """Anna starts a Rekordjagd."""
    anna = sim.member("anna")
    await (await anna.run_command("troedel solo", computer=computers, staerke=strength)
           ).wait_for_reply(contains="Solo-Partie")
    thread = await sim.wait_for_thread("Solo von Anna")
    table = await sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    return thread, table


async def play_out(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                   table: SimMessage, people: dict[int, str], rng: random.Random,
                   until: object = None, limit: int = 3000) -> None:
    """People click any legal choice through their panels, computers play
    after their delays, until the game ends (or ``until(state)`` holds)."""
    running = only_table(bot)
    state = running.table.state
    for _ in range(limit):
        await settle(sim, bot)
        if state.is_over() or (callable(until) and until(state)):
            return
        mine = [d.seat for d in state.pending() if d.seat in people]
        if mine:
            seat = mine[0]
            person = sim.member(people[seat])
            await choose(person, await panel_of(person, table), pick(running, seat, rng))
        else:
            await clock.advance(3.0)
    raise AssertionError("the game did not end")


async def test_item_26_58_66_a_rekordjagd_is_played_to_the_end_board(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 26, 58, 66, 81 and 113: Anna plays every card through her panel
    against two computers, without a clock, to the end with places,
    points, Rechenweg and leaderboard points."""
    thread, table = await open_solo(discord_sim)
    running = only_table(troedelbot)
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, random.Random(3))
    assert running.table.deadline is None                       # item 81: no clock
    end = await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
    assert "Bestenliste" in end.text and "Anna" in end.text
    assert "Nochmal – gleicher Tisch" in end.button_labels
    assert table.attachments, "the table message carries the table picture"
    lines = running.presenter.lines
    assert sum(line.startswith("Stich:") for line in lines) >= 8 * 10 - 5   # item 113
