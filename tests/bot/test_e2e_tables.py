"""Opening tables: solo, the lobby and its settings, permissions, the
Tagesmarkt, the commands for rules, leaderboards and records."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from engines.fabel.daily import daily_seed, market_day
from engines.texts import t
from tests.bot.e2e import (
    seated,
)
from tests.discord_sim import DiscordSim, SimulatorError


async def test_a_solo_table_opens_in_a_thread(discord_sim: DiscordSim, clock: ManualScheduler,
                                              speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel solo", computer=2, staerke="leicht")
    reply = await command.wait_for_reply(contains="Solo-Partie")
    assert reply.is_ephemeral
    thread = await discord_sim.wait_for_thread("Speedfabel")
    table = await discord_sim.wait_for_message(thread, contains="Stapel")
    assert "Meine Karten" in table.button_labels
    assert table.filenames and table.filenames[0].startswith("tisch")


async def test_item_176_only_the_host_sets_the_table_and_it_reaches_the_game(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    refused = await ben.click(lobby, "Einstellungen")
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    panel = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    assert len(panel.select_menu(t("fabel.lobby.ph.clock")).options) == 5
    await anna.select(panel, t("fabel.lobby.ph.tempo"), ["flott"])
    await anna.select(panel, t("fabel.lobby.ph.house"), ["superhandel"])
    await anna.select(panel, t("fabel.lobby.ph.clock"), ["30"])
    await discord_sim.wait_for_edit(lobby, contains="Bedenkzeit: 30 s")
    assert "Superhandel" in lobby.text and "flott (3 s)" in lobby.text
    await ben.click(lobby, "Beitreten")
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running, _, _ = seated(discord_sim, speedtisch)
    options = running.table.state.options
    assert options.tempo.value == "flott" and options.superhandel and options.bedenkzeit == 30


async def test_missing_permissions_are_named_to_the_person_who_asked(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    await discord_sim.deny_bot("spieltische", "create_public_threads", "attach_files")
    anna = discord_sim.member("anna")
    answer = await (await anna.run_command("fabel solo")).wait_for_reply(contains="fehlen")
    assert answer.is_ephemeral
    assert "Öffentliche Threads erstellen" in answer.text and "Dateien anhängen" in answer.text
    assert not speedtisch.controllers["fabel"].tables


async def test_items_149_to_151_the_tagesmarkt_is_the_same_deck_for_everybody(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    for person in (anna, ben):
        command = await person.run_command("fabel tagesmarkt")
        await command.wait_for_reply(contains="Solo-Partie")
    await discord_sim.wait_until(lambda: len(speedtisch.controllers["fabel"].tables) == 2,
                                 what="two tables")
    first, second = speedtisch.controllers["fabel"].tables.values()
    day = market_day(datetime.fromtimestamp(clock.now(), UTC))
    for running in (first, second):
        assert running.table.seed == daily_seed(day, "klassisch")
        assert len(running.table.seats) == 4 and running.table.seats[0].user_id is not None
        assert all(s.strength == "normal" for s in running.table.seats[1:])
        assert running.table.state.turn_seat == 0            # the person starts
        options = running.table.state.options
        assert not options.superhandel and not options.geld_zaehlt
    assert first.table.state.deck == second.table.state.deck
    thread = await discord_sim.wait_for_thread("Tagesmarkt von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Stapel", since=0)
    assert "Rat" not in table.button_labels                  # item 166: no Rat here


async def test_item_143_the_rules_come_whole_and_privately(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel regeln")
    first = await command.wait_for_reply(contains="Spielregeln")
    await discord_sim.wait_until(lambda: "Tipps" in "".join(m.text for m in anna.ephemerals()),
                                 what="the whole rule text")
    text = "".join(m.text for m in anna.ephemerals())
    for heading in ("Das Material", "Versteigern", "Handeln", "Ende und Wertung", "Tipps"):
        assert heading in text
    assert first.is_ephemeral


async def test_item_156_solo_takes_one_to_five_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    with pytest.raises(SimulatorError, match="above the maximum 5"):
        await anna.run_command("fabel solo", computer=6)
    await (await anna.run_command("fabel solo", computer=5)).wait_for_reply(contains="Solo")
    running, _, _ = seated(discord_sim, speedtisch)
    assert len(running.table.seats) == 6
