"""Speedfossil's table settings, clock and end through the simulator, as
people click (issue 19; items of ../shared/checklists/fossil.md named per
test)."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

from bot.client import SpeedtischBot
from bot.fossil import drawing
from bot.kit.live import KitRunning
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from bot.storage.records import ComputerSeat, HumanSeat, Strength
from engines.core import GameResult, SeatResult, Timeout, derive_seed
from engines.core.daily import berlin_day
from engines.fossil.actions import Bid, Inspect
from engines.fossil.game import GAME
from tests.bot.e2e import choose_setting, wait_for_table
from tests.bot.fossil_play import choose, only_table, panel_of, settle
from tests.bot.test_e2e_fossil import fossilbot as fossilbot_fixture
from tests.discord_sim import DiscordSim, SimChannel, SimMessage
from tests.discord_sim.people import MESSAGE_COMPONENT, STRING_SELECT

#: The bot with Speedfabel and Speedfossil (the fixture of test_e2e_fossil).
fossilbot = fossilbot_fixture


async def _lobby(sim: DiscordSim, guests: tuple[str, ...]) -> tuple[SimChannel, SimMessage]:
    anna = sim.member("anna")
    command = await anna.run_command("fossil tisch", plaetze=len(guests) + 1)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await sim.wait_for_thread("Tisch von Anna")
    lobby = await sim.wait_for_message(thread, contains="Plätze")
    for name in guests:
        await sim.member(name).click(lobby, "Beitreten")
    return thread, lobby


async def _settings(sim: DiscordSim, lobby: SimMessage) -> SimMessage:
    answer = await sim.member("anna").click(lobby, "Einstellungen")
    return await answer.wait_for_reply(contains="Einstellungen des Tisches")


async def test_item_53_86_the_lobby_offers_the_clock_strength_banquet_and_shields(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 53 and 86: the Bedenkzeit select has exactly five options;
    banquet 20 / 30 / 40 and the shields (on by default) are lobby choices
    of the host only, and they reach the game."""
    thread, lobby = await _lobby(discord_sim, ("ben", "carla"))
    ben = discord_sim.member("ben")
    refused = await ben.click(lobby, "Einstellungen")
    await refused.wait_for_reply(contains="nur der Gastgeber")
    panel = await _settings(discord_sim, lobby)
    clocks = panel.select_menu("Bedenkzeit").options
    assert [o["label"] for o in clocks] == [
        "Bedenkzeit: 30 s", "Bedenkzeit: 60 s", "Bedenkzeit: 90 s", "Bedenkzeit: 120 s",
        "ohne Uhr"]
    banquet = panel.select_menu("Ehrenbankett").options
    assert [o["label"] for o in banquet] == ["Feld 20", "Feld 30", "Feld 40"]
    strengths = [o["label"] for o in panel.select_menu("Computerstärke").options]
    assert len(strengths) == 3
    assert panel.is_ephemeral and not panel.visible_to(ben.id)  # the host's alone
    anna = discord_sim.member("anna")
    await anna.select(panel, "Bedenkzeit", ["90"])
    await anna.select(panel, "Ehrenbankett", ["20"])
    # Discord's five rows: the shields (and the table's Thema) on the next page
    await choose_setting(discord_sim, anna, panel, "Thema der Tischbilder", ["laternennacht"])
    shields = panel.select_menu("Ehrenschilde anzeigen")
    assert [o["label"] for o in shields.options] == ["an", "aus"]
    # Ben forges the host's select (its custom id, sent from the lobby): refused
    forged = await discord_sim.start_interaction(
        kind=MESSAGE_COMPONENT, user=ben.user, channel=lobby.channel,
        data={"custom_id": shields.custom_id, "component_type": STRING_SELECT, "values": ["off"]},
        message=lobby)
    await forged.wait_for_reply(contains="nur der Gastgeber")
    lobbies = list(fossilbot.controllers["fossil"].lobbies.values())
    assert [lb.settings.choices.get("shields", ("on",)) for lb in lobbies] == [("on",)]
    await anna.select(panel, "Ehrenschilde anzeigen", ["off"])
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    options = only_table(fossilbot).table.state.options
    assert (options.banquet, options.shields, options.bedenkzeit) == (20, False, 90)


async def test_item_53_a_new_table_shows_the_shields(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 53: on by default."""
    thread, lobby = await _lobby(discord_sim, ("ben", "carla"))
    await discord_sim.member("anna").click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    assert only_table(fossilbot).table.state.options.shields is True


async def test_item_87_88_after_the_nachfrist_the_computer_chooses_for_the_person(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 87 and 88: Bedenkzeit 30 s, strength normal; Ben and Carla
    choose, Anna does not. At 30 s the public message shows the Nachfrist
    as a timestamp 10 s ahead; at 40 s the normal computer's choice for
    Anna's view is sealed in her name."""
    thread, lobby = await _lobby(discord_sim, ("ben", "carla"))
    panel = await _settings(discord_sim, lobby)
    anna = discord_sim.member("anna")
    await anna.select(panel, "Bedenkzeit", ["30"])
    await anna.select(panel, "Computerstärke", ["normal"])
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(fossilbot)
    state = running.table.state
    start = clock.now()
    for name, action in (("ben", Bid(1, 2, 0)), ("carla", Inspect(2))):
        person = discord_sim.member(name)
        await choose(person, await panel_of(person, table), action)
    await settle(discord_sim, fossilbot)
    assert f"<t:{int(start + 30)}:R>" in table.text or "Bedenkzeit für Anna" in table.text
    await clock.advance(30.0)
    await settle(discord_sim, fossilbot)
    assert state.clock.stage == "nachfrist" and state.sealed[0] is None
    deadline = running.table.deadline
    assert deadline is not None and deadline == clock.now() + 10
    await wait_for_table(discord_sim, table, contains=f"Nachfrist für Anna: <t:{int(deadline)}:R>")
    # what the normal computer chooses for Anna's view once the Nachfrist ends
    timer = state.timer()
    assert timer is not None
    after = state.copy()
    after.apply(Timeout(timer.token))
    decision = next(d for d in after.pending() if d.seat == 0)
    assert decision.overdue
    rng = random.Random(derive_seed(running.table.seed, running.table.seq + 1, 0, "decide"))
    expected = GAME.decide(after.view(0), decision, rng, "normal", for_person=True)
    await clock.advance(10.0)
    await settle(discord_sim, fossilbot)
    assert state.revealed[0] == expected
    assert state.round == 2
    assert "Die Zeit ist um: der Computer wählt." in running.presenter.lines
    assert running.table.seats[0].user_id is not None      # still Anna's seat


async def test_item_89_90_nochmal_am_selben_tisch_same_seats_and_settings_new_seed(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 89 and 90: a solo game runs without a clock; "Nochmal – gleicher
    Tisch" on the end message goes on at once with the same seats and
    settings and a new seed."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil solo", computer=2, staerke="leicht")).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(fossilbot)
    first_seed, seats = running.table.seed, [s.name for s in running.table.seats]
    state = running.table.state
    while not state.is_over():
        await settle(discord_sim, fossilbot)
        if state.is_over():
            break
        assert running.table.deadline is None                  # item 89
        if any(d.seat == 0 for d in state.pending()):
            await choose(anna, await panel_of(anna, table), state.legal(0)[0])
        else:
            await clock.advance(3.0)
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung", timeout=30)
    await anna.click(end, "Nochmal am selben Tisch")
    kit = fossilbot.controllers["fossil"]
    await discord_sim.wait_until(lambda: any(r is not running for r in kit.tables.values()),
                                 what="the next game")
    # The finished table stays a while for its end board's buttons.
    again = next(r for r in kit.tables.values() if r is not running)
    assert [s.name for s in again.table.seats] == seats
    assert again.settings.strength == running.settings.strength and again.settings.solo
    assert again.table.seed != first_seed and not again.table.state.is_over()


async def test_item_64_the_leaderboard_lists_only_this_servers_people(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 62 to 64: after a solo game the server's Bestenliste lists the
    person alone (computers take places but get no entries) with field +
    place bonus."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil solo", computer=2, staerke="leicht")).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(fossilbot)
    state = running.table.state
    while not state.is_over():
        await settle(discord_sim, fossilbot)
        if state.is_over():
            break
        if any(d.seat == 0 for d in state.pending()):
            await choose(anna, await panel_of(anna, table), state.legal(0)[-1])
        else:
            await clock.advance(3.0)
    await discord_sim.wait_for_message(thread, contains="Abrechnung", timeout=30)
    result = GAME.summarize(state)
    mine = result.seats[0]
    bonus = {1: 30, 2: 15, 3: 5}.get(mine.place, 0)
    assert mine.leaderboard == mine.points + bonus
    board = await (await anna.run_command("fossil bestenliste", liste="punkte")).wait_for_reply(
        contains="Bestenliste")
    lines = [ln for ln in board.text.splitlines() if re.match(r"\d+\. ", ln)]
    assert lines == [f"1. <@{anna.id}> – {mine.leaderboard} Punkte (1 Partie)"] or lines == [
        f"1. <@{anna.id}> – {mine.leaderboard} Punkte (1 Partien)"]


async def _play_to_the_end(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                           running: KitRunning, table: SimMessage, pick_last: bool) -> None:
    anna = sim.member("anna")
    state = running.table.state
    while not state.is_over():
        await settle(sim, bot)
        if state.is_over():
            break
        if any(d.seat == 0 for d in state.pending()):
            legal = state.legal(0)
            await choose(anna, await panel_of(anna, table), legal[-1 if pick_last else 0])
        else:
            await clock.advance(3.0)


def _live(bot: SpeedtischBot) -> KitRunning | None:
    kit = bot.controllers["fossil"]
    return next((r for r in kit.tables.values() if not r.table.state.is_over()), None)


async def test_item_70_71_72_the_tagesausgrabung_twice_on_one_day(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 70 to 72: the daily game's end message carries the daily end
    board; the first finished attempt of the day is the one on the daily
    list (a second one the same day is not listed), and both count for the
    server's Bestenliste."""
    anna = discord_sim.member("anna")
    fields = []
    for attempt in range(2):
        await (await anna.run_command("fossil tagesspiel")).wait_for_reply(
            contains="Solo-Partie")
        await discord_sim.wait_until(lambda: _live(fossilbot) is not None, what="the daily game")
        running = _live(fossilbot)
        assert running is not None
        thread = discord_sim.channel(running.thread.id)
        table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
        await _play_to_the_end(discord_sim, fossilbot, clock, running, table, attempt == 1)
        end = await discord_sim.wait_for_message(thread, contains="Abrechnung", timeout=30)
        stems = [a.filename.rsplit(".", 1)[0] for a in end.attachments]
        # the end board's pages (issue 38), then the daily board
        assert stems == ["abrechnung"] + [f"abrechnung-{i}" for i in range(2, len(stems))] + [
            "tagesliste"]
        fields.append(running.table.state.fields[0])
    listing = await (await anna.run_command("fossil tagesliste")).wait_for_reply(
        contains="Tages-Bestenliste")
    assert f"1. <@{anna.id}> – {fields[0]} Punkte" in listing.text
    assert listing.text.count(f"<@{anna.id}>") == 1
    board = await (await anna.run_command("fossil bestenliste", liste="punkte")).wait_for_reply(
        contains="Bestenliste")
    assert "(2 Partien)" in board.text                    # item 72: both count


async def test_item_81_turbo_makes_the_computers_faster_and_changes_nothing_else(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 81: /fossil solo turbo: True; the computers choose without their
    pause (a leicht computer otherwise waits 2.2 s at least); the table's
    other settings stay as without Turbo."""
    anna = discord_sim.member("anna")
    kit = fossilbot.controllers["fossil"]
    for turbo in (False, True):
        await (await anna.run_command("fossil solo", computer=2, staerke="leicht",
                                      turbo=turbo)).wait_for_reply(contains="Solo-Partie")
        await discord_sim.wait_until(lambda t=turbo: any(  # type: ignore[misc]
            r.settings.turbo is t for r in kit.tables.values()), what="the solo table")
        running = next(r for r in kit.tables.values() if r.settings.turbo is turbo)
        assert running.table.turbo is turbo and running.settings.strength == "leicht"
        assert running.table.deadline is None
        await settle(discord_sim, fossilbot)
        await clock.advance(0.1)
        await settle(discord_sim, fossilbot)
        chosen = [p.chosen for p in running.table.state.view(None).players]
        assert chosen == [False, turbo, turbo]


async def test_item_92_the_table_in_its_theme_the_panel_picture_in_the_persons(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 92: Anna's table was opened in Laternennacht; she then chooses
    Morgentau for herself: the public picture stays in the table's theme,
    her private panel picture comes in hers."""
    thread, lobby = await _lobby(discord_sim, ("ben", "carla"))
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil ansicht", thema="morgentau")).wait_for_reply()
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(fossilbot)
    assert running.settings.theme == "laternennacht"
    panel = await panel_of(anna, table)
    names = running.presenter.names
    view = running.table.state.view(0)
    assert panel.image_bytes() == drawing.hand(view, names, "morgentau")
    assert table.image_bytes() == drawing.table(running.table.state.view(None), names,
                                                "laternennacht")


async def test_item_64_70_lists_per_server_and_the_daily_lists_server_filter(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 64 and 70: /fossil bestenliste lists only this server's people;
    the daily list is one list for all servers, and "nur dieser Server"
    shows this server's entries only."""
    anna = discord_sim.member("anna")
    day = berlin_day(datetime.fromtimestamp(clock.now(), UTC))
    elsewhere = 10 ** 17 + 5                       # another server's id
    for user, guild, field in ((anna.id, discord_sim.guild_id, 31), (999, elsewhere, 40)):
        result = GameResult("fossil", "standard", "banquet", 18, tuple(
            SeatResult(s, 1 + s, field if s == 0 else 5, field + 30 if s == 0 else 5,
                       daily_key=(field if s == 0 else 5, -18)) for s in range(4)))
        await storage.results.record_game(
            result, [HumanSeat(user, "X"), *[ComputerSeat(Strength.STARK)] * 3],
            guild_id=guild, einsatz=None, finished_at=clock.now(), daily_day=day)
    board = await (await anna.run_command("fossil bestenliste", liste="punkte")).wait_for_reply(
        contains="Bestenliste")
    assert f"<@{anna.id}> – 61 Punkte" in board.text and "<@999>" not in board.text
    everyone = await (await anna.run_command("fossil tagesliste")).wait_for_reply(
        contains="Tages-Bestenliste")
    assert everyone.text.index("<@999>") < everyone.text.index(f"<@{anna.id}>")
    ours = await (await anna.run_command("fossil tagesliste", nur_dieser_server=True)
                  ).wait_for_reply(contains="Tages-Bestenliste")
    assert f"1. <@{anna.id}> – 31 Punkte" in ours.text and "<@999>" not in ours.text
