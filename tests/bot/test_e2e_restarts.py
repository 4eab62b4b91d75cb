"""Issue 21, "the bot always comes back" and "no game lost, nothing done
twice": presses at the same moment in the lobby and on the end board, a
table that cannot be restored, and a game whose end is in the log but was
never shown."""

from __future__ import annotations

import asyncio
import logging
import random
import sqlite3
from pathlib import Path

import pytest

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.settings import KitSettings
from bot.storage import Storage
from bot.storage.records import Status
from engines.core import Leave, from_json, to_json
from engines.core.playout import random_step
from engines.fabel.game import GAME
from engines.texts import t
from tests.bot.autoplay import settle
from tests.bot.e2e import send_choice
from tests.discord_sim import DiscordSim, SimChannel, SimMessage
from tests.language_words import foreign_words


def _revived(discord_sim: DiscordSim, clock: ManualScheduler,
             storage: Storage) -> SpeedtischBot:
    return SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                         scheduler=clock, storage=storage)


async def _restart(discord_sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                   storage: Storage) -> SpeedtischBot:
    """Stop the bot and start a new one on the same database: it must log in."""
    await discord_sim.stop_bot(bot)
    revived = _revived(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    return revived


async def _lobby_for_two(discord_sim: DiscordSim) -> tuple[SimChannel, SimMessage]:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=3)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Beitreten")
    await discord_sim.wait_for_edit(lobby, contains="Ben")
    return thread, lobby


def _errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def test_starten_and_verlassen_at_the_same_moment_never_store_a_table_for_one(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage, caplog: pytest.LogCaptureFixture) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    thread, lobby = await _lobby_for_two(discord_sim)
    start, leave = await asyncio.gather(anna.click(lobby, "Starten", wait=False),
                                        ben.click(lobby, "Verlassen", wait=False))
    await start.wait_answered()
    await leave.wait_answered()
    await settle(discord_sim, speedtisch)
    controller = speedtisch.controllers["fabel"]
    live = await storage.tables.open_tables(game="fabel", statuses=(Status.LIVE,))
    # Either the start came first (a game for two, Ben's leave finds no lobby)
    # or the leave did (no game, the lobby keeps Anna alone).
    assert len(live) == len(controller.tables) <= 1
    for stored in live:
        assert len(stored.table.seats) == 2
    if not live:
        assert [s.user_id for s in controller.lobbies[lobby_id(controller)].seats] == [anna.id]
    assert not _errors(caplog)
    revived = await _restart(discord_sim, speedtisch, clock, storage)
    assert len(revived.controllers["fabel"].tables) == len(live)


def lobby_id(controller: object) -> int:
    """The only lobby's id."""
    lobbies = getattr(controller, "lobbies")  # noqa: B009
    assert len(lobbies) == 1
    return next(iter(lobbies))


async def test_starten_pressed_twice_at_once_starts_one_game(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage, caplog: pytest.LogCaptureFixture) -> None:
    anna = discord_sim.member("anna")
    thread, lobby = await _lobby_for_two(discord_sim)
    first, second = await asyncio.gather(anna.click(lobby, "Starten", wait=False),
                                         anna.click(lobby, "Starten", wait=False))
    await first.wait_answered()
    await second.wait_answered()
    await discord_sim.wait_for_message(thread, contains="ist dran", since=0)
    await settle(discord_sim, speedtisch)
    assert len(speedtisch.controllers["fabel"].tables) == 1
    assert len(await storage.tables.open_tables(game="fabel", statuses=(Status.LIVE,))) == 1
    assert not _errors(caplog)
    texts = [m.text for ix in (first, second) for m in ix.messages]
    assert any(t("fabel.lobby.gone") in text for text in texts)


async def test_a_lobby_setting_the_select_does_not_offer_is_refused_and_not_stored(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """A Bedenkzeit of 45 s (the select offers 30, 60, 90, 120 and none)."""
    anna = discord_sim.member("anna")
    thread, lobby = await _lobby_for_two(discord_sim)
    panel = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    clock_select = panel.select_menu(t("fabel.lobby.ph.clock"))
    for values in (["45"], ["x"], [], ["60", "90"]):
        refused = await send_choice(discord_sim, anna, panel, clock_select.custom_id, values)
        reply = await refused.wait_for_reply(contains="nichts geändert")
        assert reply.is_ephemeral
    controller = speedtisch.controllers["fabel"]
    table_id = lobby_id(controller)
    assert controller.lobbies[table_id].settings.bedenkzeit == 60
    assert (await storage.tables.get(table_id)).options.get("bedenkzeit") == 60
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running = controller.tables[table_id]
    assert running.table.state.options.bedenkzeit == 60
    await _restart(discord_sim, speedtisch, clock, storage)


async def test_a_restart_sets_aside_a_table_stored_with_a_bad_setting(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """One live table with a Bedenkzeit of 45 s and a lobby for one seat too
    many: the bot starts anyway, sets both aside and tells their threads; the
    good table beside them comes back."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    for person in (anna, ben):
        await (await person.run_command("fabel solo", computer=2)).wait_for_reply(
            contains="Solo-Partie")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    await settle(discord_sim, speedtisch)
    controller = speedtisch.controllers["fabel"]
    first, good = sorted(controller.tables)
    lobby = lobby_id(controller)
    bad_thread = discord_sim.channel(controller.tables[first].thread.id)
    lobby_thread = discord_sim.channel(controller.lobbies[lobby].thread.id)
    await discord_sim.stop_bot(speedtisch)
    record = await storage.tables.get(first)
    await storage.tables.abandon(first)
    # The same table once more, stored live with a Bedenkzeit no select offers.
    bad = (await storage.tables.create(
        game="fabel", mode=record.mode, guild_id=record.guild_id,
        channel_id=record.channel_id, host_id=record.host_id, seats=record.seats,
        options=record.options | {"einsatz": "rangliste", "bedenkzeit": 45},
        seed=record.seed, thread_id=record.thread_id, status=Status.LIVE)).id
    stored_lobby = await storage.tables.get(lobby)
    await storage.tables.set_options(lobby, mode=stored_lobby.mode,
                                     options=stored_lobby.options | {"size": 9})

    revived = _revived(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    again = revived.controllers["fabel"]
    assert list(again.tables) == [good] and not again.lobbies
    for table_id in (bad, lobby):
        assert (await storage.tables.get(table_id)).status is Status.ABANDONED
    for thread in (bad_thread, lobby_thread):
        told = await discord_sim.wait_for_message(thread, contains="nicht wiederhergestellt",
                                                  since=0)
        assert not told.is_ephemeral
    # and the next start is clean
    await _restart(discord_sim, revived, clock, storage)


async def test_a_table_set_aside_is_told_so_in_its_own_language(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Issue 35: the notice for a table that could not be restored after a
    restart is in the table's language (an English table read it in German)."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=2)).wait_for_reply(
        contains="Solo-Partie")
    await settle(discord_sim, speedtisch)
    controller = speedtisch.controllers["fabel"]
    (first,) = controller.tables
    thread = discord_sim.channel(controller.tables[first].thread.id)
    await discord_sim.stop_bot(speedtisch)
    record = await storage.tables.get(first)
    await storage.tables.abandon(first)
    # the same table once more, English, with a Bedenkzeit no select offers
    bad = (await storage.tables.create(
        game="fabel", mode=record.mode, guild_id=record.guild_id,
        channel_id=record.channel_id, host_id=record.host_id, seats=record.seats,
        options=record.options | {"language": "en", "bedenkzeit": 45},
        seed=record.seed, thread_id=record.thread_id, status=Status.LIVE)).id

    revived = _revived(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    assert (await storage.tables.get(bad)).status is Status.ABANDONED
    told = await discord_sim.wait_for_message(thread, contains="couldn't be restored", since=0)
    assert not foreign_words(told.content, "en")
    await _restart(discord_sim, revived, clock, storage)


async def _finish_in_the_log(storage: Storage, table_id: int) -> None:
    """Play the stored game to its end in the log only, as if the bot had
    been killed after the last action but before the end board."""
    live = await storage.tables.load(table_id)
    record = live.table
    options = KitSettings.from_json(GAME, record.options).engine_options(GAME)
    state = GAME.new_game(len(record.seats), record.seed, options)
    types = (*GAME.action_types, Leave)
    for stored in live.actions:
        state.apply(from_json(stored.action, types))
    rng = random.Random(7)
    seq = len(live.actions)
    while not state.is_over():
        action = random_step(state, rng, timeout_weight=3)
        state.apply(action)
        await storage.tables.append_action(table_id, seq, to_json(action))
        seq += 1


async def test_a_game_ended_in_the_log_but_not_on_screen_ends_after_the_restart(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=2)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    await discord_sim.wait_for_message(thread, contains="Stapel", since=0)
    table_id = next(iter(speedtisch.controllers["fabel"].tables))
    await discord_sim.stop_bot(speedtisch)
    await _finish_in_the_log(storage, table_id)

    revived = _revived(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung", since=0)
    assert "Nochmal am selben Tisch" in end.button_labels
    assert (await storage.tables.get(table_id)).status is Status.FINISHED
    mine = await storage.results.my_games(anna.id, "fabel", "klassisch")
    assert mine.games == 1
    # The end is handled once: a further restart brings nothing back.
    again = await _restart(discord_sim, revived, clock, storage)
    assert not again.controllers["fabel"].tables
    boards = [m for m in thread.messages if "Abrechnung" in m.text]
    assert len(boards) == 1


async def test_nochmal_pressed_by_two_at_once_starts_one_new_game(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    thread, lobby = await _lobby_for_two(discord_sim)
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    controller = speedtisch.controllers["fabel"]
    running = next(iter(controller.tables.values()))
    # The game runs to its end at the table itself (random legal moves).
    rng = random.Random(5)
    while not running.table.state.is_over():
        await running.table.act(random_step(running.table.state, rng, timeout_weight=3))
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung", since=0)

    first, second = await asyncio.gather(anna.click(end, "Nochmal am selben Tisch", wait=False),
                                         ben.click(end, "Nochmal am selben Tisch", wait=False))
    await first.wait_answered()
    await second.wait_answered()
    await settle(discord_sim, speedtisch)
    assert len(controller.tables) == 2            # the finished one and one new game
    live = await storage.tables.open_tables(game="fabel", statuses=(Status.LIVE,))
    assert len(live) == 1 and live[0].table.id != running.table.id
    told = [m.text for ix in (first, second) for m in ix.messages]
    assert any(t("fabel.answer.again_started") in text for text in told)
    await _restart(discord_sim, speedtisch, clock, storage)


async def test_the_bot_starts_when_the_stored_tables_cannot_be_read(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage, tmp_path: Path) -> None:
    """A damaged row (seats that are not JSON): that table alone is set aside
    and its thread told, the other table comes back, and the bot opens new
    tables."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel solo", computer=2)).wait_for_reply(
        contains="Solo-Partie")
    table_id = next(iter(speedtisch.controllers["fabel"].tables))
    damaged_thread = await discord_sim.wait_for_thread("Anna")
    await (await ben.run_command("fabel solo", computer=2)).wait_for_reply(
        contains="Solo-Partie")
    other_id = max(speedtisch.controllers["fabel"].tables)
    await discord_sim.stop_bot(speedtisch)
    with sqlite3.connect(tmp_path / "speedtisch.sqlite3") as db:
        db.execute("UPDATE game_tables SET seats = 'kaputt' WHERE id = ?", (table_id,))
    revived = _revived(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    assert list(revived.controllers["fabel"].tables) == [other_id]
    await discord_sim.wait_for_message(damaged_thread, contains="nicht wiederhergestellt",
                                       since=0)
    assert (await storage.tables.get(other_id)).status == Status.LIVE
    await (await anna.run_command("fabel solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    assert len(revived.controllers["fabel"].tables) == 2      # Ben's and Anna's new one
