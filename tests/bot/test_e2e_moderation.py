"""Issue 37, items 2 and 4, end to end through the simulator: moderators'
controls (``/speedtisch-mod beenden`` and ``platz-abnehmen``) at every
game's table, and tables nobody plays closing (a lobby nobody starts, a
table every person left), also across a restart."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.ids import ButtonId
from bot.kit.live import KitRunning
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import ComputerSeat, Status, Storage, Strength
from engines.core import Leave, to_json
from tests.bot.e2e import kit_controller, send_click, settle_kit, table_now
from tests.discord_sim import DiscordSim, SimChannel, SimMessage

#: "A lobby that nobody starts closes after a while (default 30 minutes)"
#: (issue 37, item 4; bot.kit.closing.LOBBY_MINUTES).
LOBBY_MINUTES = 30
#: Discord's bit for "Threads verwalten".
MANAGE_THREADS = 1 << 34
GAMES = tuple(p.info.name for p in plugins())


async def open_lobby(sim: DiscordSim, bot: SpeedtischBot, game: str
                     ) -> tuple[SimChannel, SimMessage]:
    """Anna opens a table of ``game`` for its fewest seats; its lobby."""
    kit = kit_controller(bot, game)
    anna = sim.member("anna")
    command = await anna.run_command(f"{game} tisch", plaetze=kit.info.min_seats)
    await command.wait_for_reply(contains="offen")      # the lobby is open by now
    thread = await sim.wait_for_thread("Anna")
    join = kit.word("core.lobby.btn.join")
    lobby = await sim.wait_for_message(thread, where=lambda m: join in m.button_labels)
    return thread, lobby


async def open_table(sim: DiscordSim, bot: SpeedtischBot, game: str
                     ) -> tuple[SimChannel, KitRunning]:
    """A running table of ``game``: Anna and Ben, computers on the other seats."""
    kit = kit_controller(bot, game)
    thread, lobby = await open_lobby(sim, bot, game)
    anna, ben = sim.member("anna"), sim.member("ben")
    await ben.click(lobby, kit.word("core.lobby.btn.join"))
    for _ in range(kit.info.min_seats - 2):
        await anna.click(lobby, kit.word("core.lobby.btn.computer"))
    await anna.click(lobby, kit.word("core.lobby.btn.start"))
    await sim.wait_until(lambda: bool(kit.tables), what="the table to start")
    running: KitRunning = next(iter(kit.tables.values()))
    await sim.wait_until(lambda: running.presenter.message is not None, what="the table message")
    await settle_kit(sim, bot, game)
    return thread, running


async def nothing_counted(storage: Storage, sim: DiscordSim, game: str) -> None:
    """Nobody has a line on any of the game's leaderboards or rating boards
    (this server's, all servers') or a game in Meine Partien."""
    info = kit_info(game)
    for mode in info.modes:
        board = await storage.results.leaderboard(sim.guild_id, game, mode)
        assert not board.top, (game, mode, board)
        for guild in (sim.guild_id, 0):
            assert not (await storage.ratings.board(guild, game, mode)).top, (game, mode)
        for name in ("anna", "ben"):
            assert (await storage.results.my_games(sim.member(name).id, game, mode)).games == 0


def kit_info(game: str):  # type: ignore[no-untyped-def]
    return next(p.info for p in plugins() if p.info.name == game)


@pytest.mark.parametrize("game", GAMES)
async def test_a_moderator_ends_a_running_table_and_it_counts_for_nobody(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage, game: str) -> None:
    thread, running = await open_table(discord_sim, speedtisch, game)
    kit = kit_controller(speedtisch, game)
    table_id, seq = running.table.id, running.table.seq
    ben, dario = discord_sim.member("ben"), discord_sim.member("dario")
    # The group is shown only to members with "Threads verwalten".
    group = discord_sim.commands.find("speedtisch-mod")
    assert group is not None
    assert int(group["default_member_permissions"]) == MANAGE_THREADS
    # A player without it (a forged call: Discord would not offer it) changes nothing.
    for command, values in (("speedtisch-mod beenden", {}),
                            ("speedtisch-mod platz-abnehmen", {"person": "anna"})):
        refused = await ben.run_command(command, channel=thread, forged=True, **values)
        answer = await refused.wait_for_reply(contains="Threads verwalten")
        assert answer.is_ephemeral and "nichts geändert" in answer.text
    await settle_kit(discord_sim, speedtisch, game)
    assert kit.tables.get(table_id) is running and running.table.seq == seq
    assert not any(s.is_computer for s in running.table.seats[:2])
    assert not thread.archived
    assert (await storage.tables.get(table_id)).status is Status.LIVE
    assert await storage.results.game_of_table(table_id) is None
    # A moderator ends it.
    discord_sim.grant(dario, "manage_threads")
    done = await dario.run_command("speedtisch-mod beenden", channel=thread)
    answer = await done.wait_for_reply(contains="beendet")
    assert answer.is_ephemeral and "zählt für niemanden" in answer.text
    await discord_sim.wait_until(lambda: thread.archived, what="the thread archived")
    told = [m for m in thread.messages if "hat diesen Tisch beendet" in m.text]
    assert len(told) == 1 and f"<@{dario.id}>" in told[0].text
    sent = next(r for r in discord_sim.requests_to("POST /channels/{channel_id}/messages")
                if "hat diesen Tisch beendet" in str(r.payload))
    assert sent.payload["allowed_mentions"]["parse"] == []     # named, not pinged
    assert table_id not in kit.tables
    message = await table_now(discord_sim, next(
        m for m in thread.messages if m.id == running.presenter.message.id))
    assert not message.buttons                                 # no live button is left
    stored = await storage.results.game_of_table(table_id)
    assert stored is not None and stored.unscored and stored.ended_by == dario.id
    assert stored.reason == "moderator" and not stored.counts_for_leaderboard
    assert stored.people == ()
    assert (await storage.tables.get(table_id)).status is Status.FINISHED
    await nothing_counted(storage, discord_sim, game)
    # A click on the ended table changes nothing and is answered.
    click = await send_click(discord_sim, ben, message,
                             ButtonId(table_id, None, "hand", "").encode())
    assert "nicht mehr" in (await click.wait_for_reply()).text


async def test_a_moderator_takes_a_seat_as_when_the_person_leaves(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    thread, running = await open_table(discord_sim, speedtisch, "fabel")
    ben, dario = discord_sim.member("ben"), discord_sim.member("dario")
    discord_sim.grant(dario, "manage_threads")
    seat = running.table.seat_of(ben.id)
    assert seat is not None
    outsider = await dario.run_command("speedtisch-mod platz-abnehmen", channel=thread,
                                       person="emil")
    assert "Emil sitzt nicht" in (await outsider.wait_for_reply()).text
    taken = await dario.run_command("speedtisch-mod platz-abnehmen", channel=thread,
                                    person="ben")
    answer = await taken.wait_for_reply(contains="Platz abgegeben")
    assert answer.is_ephemeral
    computer = running.table.seats[seat]
    assert computer.is_computer and computer.strength == running.settings.strength
    told = await discord_sim.wait_for_message(thread, contains="den Platz abgenommen")
    assert f"Dario hat Ben den Platz abgenommen; {computer.name}" in told.text
    assert any("Moderation: Dario hat Ben" in line for line in running.presenter.lines)
    history = await storage.tables.seat_history(running.table.id)
    assert [type(h.holder).__name__ for h in history if h.seat == seat] == [
        "HumanSeat", "ComputerSeat"]
    assert not thread.archived                       # Anna plays on
    # Outside a table's thread the command says where to use it.
    elsewhere = await dario.run_command("speedtisch-mod beenden", channel="spieltische")
    assert "im Thread des Tisches" in (await elsewhere.wait_for_reply()).text


async def test_a_table_every_person_left_ends_unscored_with_the_leavers_results(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Speedtrödel gives a leaver -10 (DECISIONS.md: "the leaver's result for
    that game is -10"); once nobody is left, the computers stop."""
    thread, running = await open_table(discord_sim, speedtisch, "troedel")
    kit = kit_controller(speedtisch, "troedel")
    table_id = running.table.id
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    for person, last in ((ben, False), (anna, True)):
        table = await table_now(discord_sim, next(
            m for m in thread.messages if m.id == running.presenter.message.id))
        ask = await (await person.click(table, "Tisch verlassen")).wait_for_reply(
            contains="wirklich verlassen")
        assert ("letzte Mensch" in ask.text) is last and "-10" in ask.text
        await person.click(ask, "Ja, Tisch verlassen")
        await settle_kit(discord_sim, speedtisch, "troedel")
    await discord_sim.wait_until(lambda: thread.archived, what="the thread archived")
    assert any("Alle Menschen haben den Tisch verlassen" in m.text for m in thread.messages)
    assert table_id not in kit.tables
    stored = await storage.results.game_of_table(table_id)
    assert stored is not None and stored.unscored and stored.reason == "everyone_left"
    assert stored.ended_by is None
    assert sorted((p.user_id, p.left, p.place, p.leaderboard_points) for p in stored.people) \
        == sorted((p.id, True, None, -10) for p in (anna, ben))
    board = await storage.results.leaderboard(discord_sim.guild_id, "troedel", stored.mode)
    assert sorted(e.total for e in board.top) == [-10, -10]     # the computers' places: none
    assert not (await storage.ratings.board(discord_sim.guild_id, "troedel", stored.mode)).top
    # the computers played no further: nothing was logged after the last leave
    seq = len((await storage.tables.load(table_id)).actions)
    await clock.advance(600)
    assert len((await storage.tables.load(table_id)).actions) == seq


async def test_a_lobby_nobody_starts_closes_after_its_time(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    thread, lobby = await open_lobby(discord_sim, speedtisch, "fabel")
    kit = kit_controller(speedtisch, "fabel")
    (lobby_id,) = kit.lobbies
    # the lobby says by when (everybody's client counts it down)
    closes = int(clock.now()) + LOBBY_MINUTES * 60
    assert f"schließt der Tisch <t:{closes}:R>" in lobby.text
    await clock.advance(LOBBY_MINUTES * 60 - 1)
    assert lobby_id in kit.lobbies and not thread.archived
    await clock.advance(1)
    await discord_sim.wait_until(lambda: thread.archived, what="the thread archived")
    assert "niemand hat ihn in 30 Minuten gestartet" in lobby.text and not lobby.buttons
    assert lobby_id not in kit.lobbies
    assert (await storage.tables.get(lobby_id)).status is Status.ABANDONED


async def test_a_started_lobby_does_not_close(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    thread, running = await open_table(discord_sim, speedtisch, "spuk")
    assert not kit_controller(speedtisch, "spuk").closing._timers
    await clock.advance(LOBBY_MINUTES * 60 + 1)
    assert (await storage.tables.get(running.table.id)).status is not Status.ABANDONED


def _bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    return SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=Path()),
                         scheduler=clock, storage=storage)


@pytest.mark.parametrize("down", [LOBBY_MINUTES * 60 + 5, 10 * 60])
async def test_a_lobby_closes_on_time_across_a_restart(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage, down: float) -> None:
    """Down past the lobby's time: it closes as the bot comes back. Down for
    less: it closes when its time is up, counted from its opening."""
    bot = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(bot)
    thread, lobby = await open_lobby(discord_sim, bot, "fabel")
    (lobby_id,) = kit_controller(bot, "fabel").lobbies
    await discord_sim.stop_bot(bot)
    await clock.advance(down)
    assert not thread.archived                     # nobody closed it while the bot was down
    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    try:
        kit = kit_controller(revived, "fabel")
        if down < LOBBY_MINUTES * 60:
            assert lobby_id in kit.lobbies
            await clock.advance(LOBBY_MINUTES * 60 - down - 1)
            assert lobby_id in kit.lobbies and not thread.archived
            await clock.advance(1)
        await discord_sim.wait_until(lambda: thread.archived, what="the thread archived")
        assert lobby_id not in kit.lobbies
        assert "niemand hat ihn in 30 Minuten gestartet" in lobby.text
        assert (await storage.tables.get(lobby_id)).status is Status.ABANDONED
    finally:
        await discord_sim.stop_bot(revived)


async def test_a_table_every_person_left_ends_when_the_bot_comes_back(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    """Killed between the last person's leave (stored) and the table's end:
    the restart ends it unscored instead of letting the computers play on."""
    bot = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(bot)
    thread, running = await open_table(discord_sim, bot, "troedel")
    table_id = running.table.id
    await discord_sim.stop_bot(bot)
    # what a kill leaves after both leaves were stored (a stop writes nothing)
    for name in ("ben", "anna"):
        seat = running.table.seat_of(discord_sim.member(name).id)
        assert seat is not None
        seq = len((await storage.tables.load(table_id)).actions)
        await storage.tables.append_action(table_id, seq, to_json(Leave(seat)),
                                           applied_at=clock.now())
        await storage.tables.replace_seat(table_id, seat, ComputerSeat(Strength.NORMAL),
                                          from_seq=seq + 1)
    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    try:
        await discord_sim.wait_until(lambda: thread.archived, what="the thread archived")
        assert table_id not in kit_controller(revived, "troedel").tables
        stored = await storage.results.game_of_table(table_id)
        assert stored is not None and stored.unscored and stored.reason == "everyone_left"
        assert sorted(p.user_id for p in stored.people if p.left) == sorted(
            discord_sim.member(n).id for n in ("anna", "ben"))
    finally:
        await discord_sim.stop_bot(revived)


async def test_after_nochmal_a_moderator_ends_the_new_game_not_the_finished_one(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    """The thread holds the finished game (kept for its end board's
    buttons) and the next one: "beenden" ends the one that runs."""
    from bot.fabel.plugin import PLUGIN as FABEL
    from tests.bot.e2e import bot_running
    from tests.bot.sealed_ui import SEALED_PLUGIN

    async with bot_running(discord_sim, clock, storage, (FABEL, SEALED_PLUGIN)) as bot:
        kit = kit_controller(bot, "sealed")
        anna, dario = discord_sim.member("anna"), discord_sim.member("dario")
        await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
            contains="Solo-Partie")
        thread = await discord_sim.wait_for_thread("Solo von Anna")
        table = await discord_sim.wait_for_message(thread, contains="Runde 1")
        for _ in range(2):
            panel = await (await anna.click(await table_now(discord_sim, table),
                                            "Meine Karten")).wait_for_reply(
                contains="Deine Wahl", ephemeral=True)
            await anna.click(panel, "3")
            await settle_kit(discord_sim, bot, "sealed")
            await clock.advance(2.5)
            await settle_kit(discord_sim, bot, "sealed")
        end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
        (finished,) = kit.tables.values()
        await anna.click(end, "Nochmal am selben Tisch")
        await discord_sim.wait_until(lambda: len(kit.tables) == 2, what="the next game")
        second = next(r for r in kit.tables.values() if r is not finished)
        discord_sim.grant(dario, "manage_threads")
        done = await dario.run_command("speedtisch-mod beenden", channel=thread)
        await done.wait_for_reply(contains="zählt für niemanden")
        assert second.table.id not in kit.tables and finished.table.id in kit.tables
        stored = await storage.results.game_of_table(second.table.id)
        assert stored is not None and stored.unscored
        kept = await storage.results.game_of_table(finished.table.id)
        assert kept is not None and not kept.unscored


async def test_a_moderator_closes_a_lobby_and_takes_no_seat_there(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    thread, lobby = await open_lobby(discord_sim, speedtisch, "fossil")
    kit = kit_controller(speedtisch, "fossil")
    (lobby_id,) = kit.lobbies
    dario = discord_sim.member("dario")
    discord_sim.grant(dario, "manage_threads")
    seat = await dario.run_command("speedtisch-mod platz-abnehmen", channel=thread,
                                   person="anna")
    assert "noch nicht begonnen" in (await seat.wait_for_reply()).text
    assert lobby_id in kit.lobbies
    done = await dario.run_command("speedtisch-mod beenden", channel=thread)
    await done.wait_for_reply(contains="geschlossen")
    await discord_sim.wait_until(lambda: thread.archived, what="the thread archived")
    # the lobby's message says it, in place of its seats and buttons
    assert f"<@{dario.id}> hat diesen Tisch geschlossen" in lobby.text and not lobby.buttons
    assert lobby_id not in kit.lobbies and not kit.closing._timers
    assert (await storage.tables.get(lobby_id)).status is Status.ABANDONED
    await clock.advance(LOBBY_MINUTES * 60)          # its closing timer went with it
    assert [m.id for m in discord_sim.bot_messages(thread)] == [lobby.id]
