"""A sealed simultaneous step through the real shell in the simulator
(issue 13, "Tests"): a small test game registered with the kit's flow."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.fabel.plugin import PLUGIN as FABEL
from bot.kit.controller import KitController
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.texts import t
from tests.bot.e2e import bot_running, game_bot, send_click, table_now
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage

GAMES = (FABEL, SEALED_PLUGIN)


def _bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    return game_bot(sim, clock, storage, GAMES)


@pytest_asyncio.fixture
async def kitbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with Speedfabel and the sealed test game."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


def controller(bot: SpeedtischBot) -> KitController:
    kit = bot.controllers["sealed"]
    assert isinstance(kit, KitController)
    return kit


async def settle(sim: DiscordSim, bot: SpeedtischBot) -> None:
    kit = controller(bot)
    await sim.wait_until(lambda: not kit.busy and not any(
        r.table.lock.locked() for r in kit.tables.values()), what="the table to settle")


async def open_lobby(sim: DiscordSim, bot: SpeedtischBot, guests: tuple[str, ...],
                     *, clock: str | None = None) -> tuple[SimChannel, SimMessage]:
    """Anna opens a sealed table, the guests sit down, Anna starts."""
    anna = sim.member("anna")
    command = await anna.run_command("sealed tisch", plaetze=len(guests) + 1)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await sim.wait_for_thread("Tisch von Anna")
    lobby = await sim.wait_for_message(thread, contains="Plätze")
    for name in guests:
        await sim.member(name).click(lobby, "Beitreten")
    if clock is not None:
        settings = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
            contains="Einstellungen")
        await anna.select(settings, "Bedenkzeit", [clock])
    await anna.click(lobby, "Starten")
    table = await sim.wait_for_message(thread, contains="Runde 1")
    return thread, table


async def panel_of(person: Person, table: SimMessage) -> SimMessage:
    """"Meine Karten" on the table message as it is now (a reveal moves it
    below its moment), and the private panel it opens."""
    answer = await person.click(await table_now(person.sim, table), "Meine Karten")
    return await answer.wait_for_reply(contains="Deine Wahl", ephemeral=True)


async def test_two_people_choosing_at_the_same_moment_are_both_accepted(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    thread, table = await open_lobby(discord_sim, kitbot, ("ben", "carla"))
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    panels = await asyncio.gather(panel_of(anna, table), panel_of(ben, table))
    first, second = await asyncio.gather(anna.click(panels[0], "2"), ben.click(panels[1], "3"))
    await settle(discord_sim, kitbot)
    running = next(iter(controller(kitbot).tables.values()))
    assert running.table.state.picks == {0: 2, 1: 3}
    for reply in (first, second):
        assert not any("veraltet" in m.text for m in reply.messages)
    # sealed: the public message names who chose, never what
    await discord_sim.wait_for_edit(table, contains="gewählt haben: Anna, Ben")
    assert "2" not in table.text.split("gewählt haben")[1].split("\n")[0]


async def test_three_computers_choose_together_after_their_own_delay(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=3, staerke="normal")).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")
    await settle(discord_sim, kitbot)
    await clock.advance(2.0)                # normal computers take 2 s each, all at once
    await settle(discord_sim, kitbot)
    running = next(iter(controller(kitbot).tables.values()))
    assert sorted(running.table.state.picks) == [1, 2, 3]
    panel = await panel_of(anna, table)
    await anna.click(panel, "1")
    await discord_sim.wait_until(lambda: running.table.state.revealed == [(1, 3, 3, 3)],
                                 what="the reveal")


async def test_a_person_out_of_time_is_decided_for_and_the_next_decision_is_told(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    thread, table = await open_lobby(discord_sim, kitbot, ("ben",), clock="30")
    ben = discord_sim.member("ben")
    panel = await panel_of(ben, table)
    await ben.click(panel, "3")
    await settle(discord_sim, kitbot)
    running = next(iter(controller(kitbot).tables.values()))
    await discord_sim.wait_for_edit(table, contains="Bedenkzeit für Anna")
    await clock.advance(30.0)
    await settle(discord_sim, kitbot)
    await discord_sim.wait_for_edit(table, contains="Nachfrist für Anna")
    await clock.advance(10.5)
    await settle(discord_sim, kitbot)
    # the computer decided for Anna, and knew it did (the test game then picks 1)
    assert running.table.state.revealed == [(1, 3)]
    # Anna never clicked: she is told by a mention; Ben gets a fresh panel
    await discord_sim.wait_for_message(thread, contains=f"<@{discord_sim.member('anna').id}>")
    # (his first panel now reads "3 (verdeckt)"; the fresh one asks again)
    await discord_sim.wait_until(
        lambda: any("Deine Wahl, Ben: wähle" in m.text for m in ben.ephemerals(thread)),
        what="Ben's fresh panel for round 2")


async def test_a_restart_after_two_of_four_choices_keeps_them_sealed(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage) -> None:
    thread, table = await open_lobby(discord_sim, kitbot, ("ben", "carla", "dario"))
    people = [discord_sim.member(n) for n in ("anna", "ben", "carla", "dario")]
    panels = [await panel_of(p, table) for p in people]
    await people[0].click(panels[0], "3")
    await people[2].click(panels[2], "1")
    await settle(discord_sim, kitbot)
    await discord_sim.stop_bot(kitbot)

    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    running = next(iter(controller(revived).tables.values()))
    assert running.table.state.picks == {0: 3, 2: 1}
    assert running.table.state.view(1).own is None        # still sealed for the others
    assert running.table.state.view(None).picked == (0, 2)
    # the panels opened before the restart still choose
    await people[1].click(panels[1], "2")
    await people[3].click(panels[3], "2")
    await settle(discord_sim, revived)
    assert running.table.state.revealed == [(3, 2, 1, 2)]
    await discord_sim.stop_bot(revived)


async def test_outsiders_and_old_panels_get_an_answer_and_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    thread, table = await open_lobby(discord_sim, kitbot, ("ben",))
    anna, emil = discord_sim.member("anna"), discord_sim.member("emil")
    refused = await emil.click(table, "Meine Karten")
    assert (await refused.wait_for_reply(contains="nicht an diesem Tisch")).is_ephemeral
    older, newer = await panel_of(anna, table), await panel_of(anna, table)
    await settle(discord_sim, kitbot)
    assert older.deleted                                     # one living panel per person
    stale_three = older.button("3").custom_id
    assert stale_three is not None
    await anna.click(newer, "2")
    await settle(discord_sim, kitbot)
    # a click built for the decision before her choice (a panel past its
    # token cannot be deleted) is answered on its panel with the current one
    old = await send_click(discord_sim, anna, newer, stale_three)
    assert "veraltet" in (await old.wait_for_reply(contains="veraltet")).text
    running = next(iter(controller(kitbot).tables.values()))
    assert running.table.state.picks == {0: 2}


async def test_a_person_who_leaves_is_told_the_cost_first_and_a_computer_plays_on(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    from dataclasses import replace

    from bot.kit.plugin import kit_plugin
    from tests.bot.sealed_game import SEALED
    from tests.bot.sealed_ui import SEALED_PARTS, SealedUI

    costly = kit_plugin(replace(SEALED, leave_points=-10), SealedUI(), parts=SEALED_PARTS)
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage, games=(FABEL, costly))
    await discord_sim.start_bot(bot)
    thread, table = await open_lobby(discord_sim, bot, ("ben",))
    ben = discord_sim.member("ben")
    ask = await (await ben.click(table, "Tisch verlassen")).wait_for_reply(contains="-10")
    running = next(iter(controller(bot).tables.values()))
    assert not running.table.seats[1].is_computer           # nothing happened yet
    await ben.click(ask, "Ja, Tisch verlassen")
    await discord_sim.wait_for_message(thread, contains="hat den Tisch verlassen")
    assert running.table.seats[1].is_computer
    anna = discord_sim.member("anna")
    for _ in range(2):                                       # two rounds to the end
        await settle(discord_sim, bot)
        await clock.advance(2.5)
        panel = await panel_of(anna, table)
        await anna.click(panel, "1")
        await settle(discord_sim, bot)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    stored = await storage.results.my_games(ben.id, "sealed", "standard")
    assert stored.games == 1 and stored.wins == 0
    assert running.guild_id is not None
    board = await storage.results.leaderboard(running.guild_id, "sealed", "standard",
                                              user_id=ben.id)
    assert board.me is not None and board.me.total == -10
    await discord_sim.stop_bot(bot)


async def test_the_generated_commands_show_the_leaderboard_and_meine_partien(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")
    for _ in range(2):
        panel = await panel_of(anna, table)
        await anna.click(panel, "3")
        await settle(discord_sim, kitbot)
        await clock.advance(2.5)
        await settle(discord_sim, kitbot)
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
    assert "Nochmal am selben Tisch" in end.button_labels
    board = await (await anna.run_command("sealed bestenliste", liste="punkte")).wait_for_reply(
        contains="Bestenliste")
    assert f"<@{anna.id}> – 6 Punkte (1 Partie)" in board.text
    mine = await (await anna.run_command("sealed partien")).wait_for_reply(
        contains="Meine Partien")
    assert mine.is_ephemeral and "Partien: 1 · Siege: 1" in mine.text


async def test_the_rat_answers_at_a_solo_table_and_acts_for_nobody(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")
    advice = await (await anna.click(table, "Rat")).wait_for_reply(contains="Rat")
    assert advice.is_ephemeral and "Die 3 bringt am meisten." in advice.text
    assert "Die 1 ist sicher." in advice.text
    running = next(iter(controller(kitbot).tables.values()))
    assert 0 not in running.table.state.picks           # the Rat chose nothing


async def test_starten_pressed_twice_and_verlassen_at_once_start_one_game_of_two(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("sealed tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Plätze")
    await ben.click(lobby, "Beitreten")
    await asyncio.gather(anna.click(lobby, "Starten"), anna.click(lobby, "Starten"),
                         ben.click(lobby, "Verlassen"))
    await settle(discord_sim, kitbot)
    tables = list(controller(kitbot).tables.values())
    live = await storage.tables.open_tables(game="sealed")
    if tables:       # Starten came first: one game of two, Verlassen answered
        assert len(tables) == 1 and len(tables[0].table.seats) == 2 and len(live) == 1
    else:            # Verlassen came first: one person cannot start
        assert len(controller(kitbot).lobbies) == 1 and live[0].table.status.value == "lobby"


async def test_killed_between_the_stored_result_and_the_end_board_the_restart_shows_it_once(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 21: the end follows from the stored log however the bot got
    there: the result is stored, the bot dies before the end board is sent;
    after the restart the board comes, and the result is not stored twice."""
    import discord

    original = discord.abc.Messageable.send

    async def dies_at_the_end(self: Any, content: Any = None, **kwargs: Any) -> Any:
        if content is not None and "Abrechnung" in str(content):
            raise RuntimeError("killed before the end board went out")
        return await original(self, content, **kwargs)

    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")
    running = next(iter(controller(kitbot).tables.values()))
    monkeypatch.setattr(discord.abc.Messageable, "send", dies_at_the_end)
    discord_sim.allow_unanswered()
    for _ in range(2):
        panel = await panel_of(anna, table)
        await anna.click(panel, "3")
        await settle(discord_sim, kitbot)
        with contextlib.suppress(RuntimeError):     # the "kill" reaches the clock's caller
            await clock.advance(2.5)
        await settle(discord_sim, kitbot)
    assert running.table.state.is_over() and running.result is not None
    assert not any("Abrechnung" in m.text for m in thread.messages)
    await discord_sim.stop_bot(kitbot)
    monkeypatch.undo()

    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    await discord_sim.wait_for_message(thread, contains="Abrechnung", since=0)
    mine = await storage.results.my_games(anna.id, "sealed", "standard")
    assert mine.games == 1                              # stored once, not twice
    assert await storage.tables.open_tables(game="sealed") == []
    await discord_sim.stop_bot(revived)


async def test_the_generated_ansicht_sets_the_theme_of_every_game(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage) -> None:
    anna = discord_sim.member("anna")
    answer = await (await anna.run_command("sealed ansicht", thema="morgentau")).wait_for_reply(
        contains="Morgentau")
    assert answer.is_ephemeral
    assert (await storage.settings.get(anna.id)).theme.value == "morgentau"


async def test_moments_karten_info_end_board_and_album_through_the_kit(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage) -> None:
    """The kit's hooks: a moment gets a message of its own with its picture
    and the table moves below it; Karten-Info answers from the reader's view;
    the end board is a picture; the album command shows what was collected."""
    import io

    from PIL import Image

    def width(message: SimMessage) -> int:
        return Image.open(io.BytesIO(message.image_bytes())).width

    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")

    info = await (await anna.click(table, "Karten-Info")).wait_for_reply(contains="Karten-Info")
    assert info.is_ephemeral
    assert [o["value"] for o in info.select_menu().options] == ["regel"]  # nothing chosen yet
    await anna.select(info, None, ["regel"])
    await discord_sim.wait_for_edit(info, contains="wählt verdeckt 1 bis 3")

    panel = await panel_of(anna, table)
    await anna.click(panel, "2")
    await settle(discord_sim, kitbot)
    await clock.advance(2.5)
    await settle(discord_sim, kitbot)
    moment = await discord_sim.wait_for_message(thread, contains="Aufdeckung: 2, 3")
    assert width(moment) == 50
    await discord_sim.wait_until(lambda: "Runde 2" in discord_sim.messages(thread)[-1].text,
                                 what="the table below the moment")
    # the old table message goes once the new one is posted (and its id stored)
    await discord_sim.wait_until(lambda: table.deleted, what="the old table message gone")
    table = discord_sim.messages(thread)[-1]
    running = next(iter(controller(kitbot).tables.values()))
    for _ in range(100):                                # stored right after it was posted
        stored = (await storage.tables.get(running.table.id)).message_id
        if stored == table.id:
            break
        await asyncio.sleep(0.02)
    assert stored == table.id                           # a restart edits the new one

    panel = await panel_of(anna, table)
    await anna.click(panel, "3")
    await settle(discord_sim, kitbot)
    await clock.advance(2.5)
    await settle(discord_sim, kitbot)
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
    assert width(end) == 200                            # zahl-2 and zahl-3 are new for Anna
    album = await (await anna.run_command("sealed album")).wait_for_reply(contains="Album")
    assert album.is_ephemeral and "(2 gefunden)" in album.text and width(album) == 100


async def test_a_typed_number_goes_through_the_kits_modal_and_bad_input_changes_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage) -> None:
    """Issue 29, "Add a kit Modal for typed amounts, usable by every game":
    the sealed test game's "Tippen" returns a kit Modal; letters and a number
    out of range get the game's clear answer and change nothing (no pick, no
    remembered text); a good number is picked, and what was typed stands in
    the field when the modal opens again."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")
    running = next(iter(controller(kitbot).tables.values()))
    panel = await panel_of(anna, table)
    for typed in ("zwei", "7", "0", "²"):
        await anna.click(panel, "Tippen")
        modal = await anna.wait_for_modal()
        assert modal.title == "Deine Zahl" and modal.fields[0].value is None
        sent = await anna.submit_modal({modal.fields[0].custom_id: typed})
        answer = await sent.wait_for_reply(contains="nichts geändert")
        assert answer.is_ephemeral and "Nur 1, 2 oder 3" in answer.text
    assert 0 not in running.table.state.picks
    assert "typed_last" not in await storage.settings.game(anna.id, "sealed")
    await anna.click(panel, "Tippen")
    modal = await anna.wait_for_modal()
    await anna.submit_modal({modal.fields[0].custom_id: " 2 "})
    await discord_sim.wait_until(lambda: running.table.state.round == 1
                                 or running.table.state.picks.get(0) == 2, what="the pick")
    assert (await storage.settings.game(anna.id, "sealed"))["typed_last"] == "2"
    await anna.click(panel, "Tippen")
    assert (await anna.wait_for_modal()).fields[0].value == "2"


async def test_the_move_that_ends_the_game_leaves_no_live_buttons(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    """Issue 29 ("The move that ends a game leaves no live buttons
    anywhere"; a Speedspuk "Tauschen" that ended the game left its panel
    with live buttons): after the last choice every private panel Anna and
    Ben can still see has no button and says the game is over."""
    thread, table = await open_lobby(discord_sim, kitbot, ("ben",))
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    for _ in range(2):                                       # two rounds to the end
        for person in (anna, ben):
            await settle(discord_sim, kitbot)
            await person.click(await panel_of(person, table), "1")
        await settle(discord_sim, kitbot)
        await clock.advance(2.5)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    await settle(discord_sim, kitbot)
    for person in (anna, ben):
        panels = [m for m in person.ephemerals(thread) if m.text.startswith("Deine Wahl")
                  or m.text == t("core.panel.over")]
        assert panels
        assert all(not m.buttons and not m.selects for m in panels), [m.text for m in panels]
        assert any(m.text == t("core.panel.over") for m in panels)


async def test_a_panels_id_sent_from_the_table_message_never_turns_it_into_a_panel(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    """Issue 29, "one living panel per person": a forged client sends a
    panel's button id (an old decision's) from the public table message. The
    answer is a private panel; the table message stays the table (it was
    once edited into Anna's panel and later deleted as her "older panel")."""
    thread, table = await open_lobby(discord_sim, kitbot, ("ben",))
    anna = discord_sim.member("anna")
    panel = await panel_of(anna, table)
    stale_three = panel.button("3").custom_id
    assert stale_three is not None
    await anna.click(panel, "2")
    await settle(discord_sim, kitbot)
    public = await table_now(discord_sim, table)
    answer = await send_click(discord_sim, anna, public, stale_three)
    fresh = await answer.wait_for_reply(contains="Deine Wahl")
    assert fresh.is_ephemeral
    await panel_of(anna, public)                             # deletes her older panels
    await settle(discord_sim, kitbot)
    assert not public.deleted and "Deine Wahl" not in public.text
    running = next(iter(controller(kitbot).tables.values()))
    assert running.table.state.picks == {0: 2}


async def test_a_panel_whose_token_runs_out_says_it_cannot_be_refreshed(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    """Issue 29: older panels are deleted "while their tokens live … Past
    that, an old panel says it is outdated, and a click on it answers with
    the current panel". At a table without a clock Anna's panel waits 14
    minutes: then it says the bot cannot refresh it, keeps its buttons, and
    a click on it still acts and answers there."""
    thread, table = await open_lobby(discord_sim, kitbot, ("ben",), clock="none")
    anna = discord_sim.member("anna")
    panel = await panel_of(anna, table)
    await clock.advance(13 * 60)
    await settle(discord_sim, kitbot)
    assert t("core.panel.unreachable") not in panel.text
    await clock.advance(60.5)
    await discord_sim.wait_until(lambda: t("core.panel.unreachable") in panel.text,
                                 what="the panel's last words")
    assert panel.text.startswith(t("core.panel.unreachable")) and "Deine Wahl" in panel.text
    assert "2" in panel.button_labels
    await anna.click(panel, "2")
    await settle(discord_sim, kitbot)
    running = next(iter(controller(kitbot).tables.values()))
    assert running.table.state.picks == {0: 2}
    assert t("core.panel.unreachable") not in panel.text      # answered, a fresh token
