"""Leaving a running Speedfabel game: the shell's "Tisch verlassen", as for
every game (issue 13, "Leaving"): what follows is said first, then a
computer of the table's strength takes the seat and the thread is told; the
seat history survives a restart."""

from __future__ import annotations

from pathlib import Path

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from tests.bot.e2e import open_three_player_table
from tests.discord_sim import DiscordSim


async def test_a_person_leaves_a_running_game_and_a_computer_plays_on(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    ben = discord_sim.member("ben")
    seat = running.table.seat_of(ben.id)
    assert seat is not None
    ask = await (await ben.click(table, "Tisch verlassen")).wait_for_reply(
        contains="wirklich verlassen")
    assert ask.is_ephemeral and not running.table.seats[seat].is_computer
    await ben.click(ask, "Ja, Tisch verlassen")
    told = await discord_sim.wait_for_message(thread, contains="hat den Tisch verlassen")
    assert "Ben" in told.text
    assert running.table.seats[seat].is_computer
    assert running.table.seats[seat].strength == running.settings.strength
    refused = await ben.click(table, "Meine Karten")
    await refused.wait_for_reply(contains="nicht an diesem Tisch")
    history = await storage.tables.seat_history(running.table.id)
    assert [h.holder.__class__.__name__ for h in history if h.seat == seat] == [
        "HumanSeat", "ComputerSeat"]
    await discord_sim.stop_bot(speedtisch)
    revived = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                            scheduler=clock, storage=storage)
    await discord_sim.start_bot(revived)
    again = revived.controllers["fabel"].tables[running.table.id]
    assert again.table.seats[seat].is_computer
    first = next(holder for _, at, holder in again.table.history if at == seat)
    assert first.user_id == ben.id                         # who sat there first
    await discord_sim.stop_bot(revived)
