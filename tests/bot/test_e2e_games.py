"""Whole games through Discord: solo, people with computers, Freundschaft."""

from __future__ import annotations

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.texts import t
from tests.bot.autoplay import play_to_the_end
from tests.bot.e2e import (
    assert_nobody_saw_secrets_of_others,
    choose_setting,
    seated,
)
from tests.discord_sim import DiscordSim


async def test_a_whole_solo_game_against_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Item 156: solo against three computers (Turbo), played to the end board,
    the result on the server leaderboard (item 84)."""
    speedtisch.controllers["fabel"].new_seed = lambda: 21
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel solo", computer=3, staerke="normal", turbo=True)
    await command.wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    await discord_sim.wait_for_message(thread, contains="Stapel")
    running, seats, names = seated(discord_sim, speedtisch)
    clicks = await play_to_the_end(discord_sim, speedtisch, clock, running, {0: anna}, thread)
    assert clicks > 5
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
    assert "Nochmal am selben Tisch" in end.button_labels
    # Issue 13, "keep the table in view": the game posted the table message,
    # the end board and nothing else in public (it was 81 messages); the
    # whole Spielverlauf is behind the table's button.
    public = [m for m in thread.messages if not m.is_ephemeral]
    assert len(public) == 2, [m.text[:40] for m in public]
    assert len(running.presenter.lines) > 50
    report = await (await anna.click(end, "Mein Bericht")).wait_for_reply()
    await discord_sim.wait_until(lambda: "ausgegeben" in report.text and bool(report.filenames),
                                 what="the sentence with the reader's own end board")
    # Issue 20: the reader's own end board (with his sentence) comes privately.
    assert report.is_ephemeral
    # Issue 38: an end board too tall for a phone comes as its pages.
    from render.fabel.endboard import render_end_pages
    mine = [page.size for page in render_end_pages(running.table.state.view(0))]
    assert [a.image_size() for a in report.attachments] == mine
    assert mine != [page.size for page in render_end_pages(running.table.state.view(None))]
    await anna.click(end, "Nochmal am selben Tisch")             # item 179
    await discord_sim.wait_until(lambda: len(speedtisch.controllers["fabel"].tables) == 2,
                                 what="a new game")
    again = list(speedtisch.controllers["fabel"].tables.values())[-1]
    assert again.table.seats == running.table.seats and again.settings == running.settings
    assert again.table.id != running.table.id
    board = await storage.results.leaderboard(discord_sim.guild_id, "fabel", "klassisch",
                                              user_id=anna.id)
    assert board.me is not None and board.me.games == 1
    shown = await (await anna.run_command("fabel bestenliste", liste="punkte")  # item 85
                   ).wait_for_reply()
    assert f"<@{anna.id}>" in shown.text and f"– {board.me.total} Punkte" in shown.text
    mine = await (await anna.run_command("fabel partien")).wait_for_reply()       # item 155
    assert mine.is_ephemeral and "Partien: 1" in mine.text


async def test_three_people_and_two_computers_play_to_the_end(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Item 175: a Marktstand for five, three people, two computers added by the
    host; the game ends, every person gets a result, computers none (item 82)."""
    speedtisch.controllers["fabel"].new_seed = lambda: 8
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    command = await anna.run_command("fabel tisch", plaetze=5)
    await command.wait_for_reply(contains="Marktstand ist offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Beitreten")
    refused = await ben.click(lobby, "Computer hinzufügen")
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    await carla.click(lobby, "Beitreten")
    await anna.click(lobby, "Computer hinzufügen")
    await anna.click(lobby, "Computer hinzufügen")
    assert "5/5 Plätze" in lobby.text
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running, seats, names = seated(discord_sim, speedtisch)
    players = {i: p for i, p in zip(
        [i for i, s in enumerate(running.table.seats) if not s.is_computer], seats,
        strict=True)}
    await play_to_the_end(discord_sim, speedtisch, clock, running, players, thread)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    for person in (anna, ben, carla):
        mine = await storage.results.my_games(person.id, "fabel", "klassisch")
        assert mine.games == 1
    assert running.result is not None and len(running.result.seats) == 5
    assert_nobody_saw_secrets_of_others(thread, players, names)


async def test_item_83_a_freundschaft_game_stays_off_the_leaderboard(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    speedtisch.controllers["fabel"].new_seed = lambda: 5
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    settings = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    await choose_setting(discord_sim, anna, settings, t("fabel.lobby.ph.einsatz"),
                         ["freundschaft"])
    await discord_sim.wait_for_edit(lobby, contains="Einsatz: Freundschaft")
    await ben.click(lobby, "Beitreten")
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running, seats, names = seated(discord_sim, speedtisch)
    players = dict(enumerate(seats))
    await play_to_the_end(discord_sim, speedtisch, clock, running, players, thread)
    await discord_sim.wait_for_message(thread, contains="Freundschaftspartie")
    board = await storage.results.leaderboard(discord_sim.guild_id, "fabel", "klassisch",
                                              user_id=anna.id)
    assert board.me is None and not board.top
    assert (await storage.results.my_games(anna.id, "fabel", "klassisch")).games == 1
