"""A table message that Discord refuses for good, at every game (issue 22).

The kit presenter used to post the table message anew on any 404 of an
edit; when the thread itself was gone (404 Unknown Channel), the new post
failed too and it tried again and again. Now the cases are told apart:

- the message deleted by hand (10008): posted anew, once (see also
  test_edit_retry.py's test_a_deleted_table_message_is_posted_anew);
- the thread archived (50083 to an edit): posted anew, which unarchives a
  thread that is not locked, and the game goes on;
- the thread deleted (10003), or archived and locked (50083 to the new
  post): the table stops (timers, computers), is set aside as a restart
  sets aside a table whose thread is gone, with a log line, and Discord
  is not asked again; a game that was over already is finished instead (its
  result counts, only the end board is left out).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import Storage
from bot.storage.records import Status
from tests.bot.chaos import ErrorLog, live_tables, open_table, settle, setups
from tests.bot.faultplan import presenters_idle
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim, SimChannel

GAMES = (*plugins(), SEALED_PLUGIN)
UNKNOWN_CHANNEL, THREAD_ARCHIVED = 10003, 50083


@pytest_asyncio.fixture
async def allbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with every registered game and the sealed test game."""
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage, games=GAMES)
    await discord_sim.start_bot(bot)
    yield bot
    await discord_sim.stop_bot(bot)


def asked_about(sim: DiscordSim, thread: SimChannel) -> int:
    """How many requests the bot sent about ``thread`` (its messages, itself)."""
    return sum(1 for r in sim.requests if r.params.get("channel_id") == str(thread.id))


async def refresh_until_stopped(sim: DiscordSim, bot: SpeedtischBot, running: Any,
                                thread: SimChannel) -> int:
    """Refresh the table as after any action (a new Spielverlauf line to
    show), wait until it stopped; how many requests about ``thread`` were
    sent until then."""
    running.presenter.lines.append("Anna hat gewählt.")
    running.presenter.kick()
    await sim.wait_until(lambda: not live_tables(bot, thread), what="the table to stop")
    await settle(sim, bot)
    return asked_about(sim, thread)


async def time_passes(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                      steps: int = 6) -> None:
    """Table time moves on to the next things due (countdowns, computers)."""
    for _ in range(steps):
        await clock.advance(30.0)
        await settle(sim, bot)
        await sim.wait_until(presenters_idle(bot), what="the presenters")


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_a_deleted_thread_stops_its_table_without_asking_again(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        storage: Storage, setup, caplog: pytest.LogCaptureFixture) -> None:
    discord_sim.expect_errors(UNKNOWN_CHANNEL)
    with ErrorLog() as errors, caplog.at_level(logging.WARNING):
        thread, _, _ = await open_table(discord_sim, allbot, setup)
        running = live_tables(allbot, thread)[0]
        table_id = running.table.id
        await settle(discord_sim, allbot)
        await discord_sim.delete_thread(thread)
        stopped_at = await refresh_until_stopped(discord_sim, allbot, running, thread)
        logged = len((await storage.tables.load(table_id)).actions)
        await time_passes(discord_sim, allbot, clock)
        # no loop: Discord is not asked again; nothing is played any more
        assert asked_about(discord_sim, thread) == stopped_at
        assert len((await storage.tables.load(table_id)).actions) == logged
    refused = [r for r in discord_sim.requests if r.params.get("channel_id") == str(thread.id)
               and r.error_code == UNKNOWN_CHANNEL]
    # the edit and the one new post at most, and a mention telling whose turn it is
    assert 1 <= len([r for r in refused if r.method == "PATCH"]) + len(refused) <= 4
    record = await storage.tables.get(table_id)
    assert record.status == Status.ABANDONED
    assert any("its thread is gone" in r.getMessage() and str(table_id) in r.getMessage()
               for r in caplog.records)
    assert errors.unexpected() == []


async def _sealed_table_told(sim: DiscordSim, bot: SpeedtischBot) -> tuple[Any, Any, Any]:
    """A sealed test game's table whose people were each told it is their
    turn (a later mention would open an archived thread again)."""
    setup = next(s for s in setups(GAMES) if s.game == "sealed")
    thread, seated, _ = await open_table(sim, bot, setup)
    running = live_tables(bot, thread)[0]
    await settle(sim, bot)
    await sim.wait_until(lambda: sum("du bist dran" in m.text for m in thread.messages)
                         == len(seated), what="the mentions")
    return thread, seated, running


async def test_an_archived_thread_gets_the_table_anew_and_the_game_goes_on(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        storage: Storage) -> None:
    discord_sim.expect_errors(THREAD_ARCHIVED)
    with ErrorLog() as errors:
        thread, seated, running = await _sealed_table_told(discord_sim, allbot)
        old = next(m for m in thread.messages if m.id == running.presenter.message.id)
        await discord_sim.archive_thread(thread)
        running.presenter.lines.append("Anna hat gewählt.")
        running.presenter.kick()
        new = await discord_sim.wait_for_message(
            thread, where=lambda m: m.id != old.id and "Meine Karten" in m.button_labels
            and "Anna hat gewählt." in m.text)
        assert not thread.archived          # the new message opened the thread again
        await settle(discord_sim, allbot)
        await discord_sim.wait_until(presenters_idle(allbot), what="the table message")
        assert (await storage.tables.get(running.table.id)).message_id == new.id
        # the game goes on: a person chooses on the new message
        panel = await (await seated[0].click(new, "Meine Karten")).wait_for_reply(ephemeral=True,
            contains="Deine Wahl")
        await seated[0].click(panel, "1")
        await settle(discord_sim, allbot)
        assert running.table.seq >= 1
        assert live_tables(allbot, thread) == [running]
    assert errors.unexpected() == []


async def test_an_archived_and_locked_thread_stops_its_table(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        storage: Storage) -> None:
    discord_sim.expect_errors(THREAD_ARCHIVED)
    with ErrorLog() as errors:
        thread, seated, running = await _sealed_table_told(discord_sim, allbot)
        await discord_sim.archive_thread(thread, locked=True)
        stopped_at = await refresh_until_stopped(discord_sim, allbot, running, thread)
        await time_passes(discord_sim, allbot, clock)
        assert asked_about(discord_sim, thread) == stopped_at
    refused = [r for r in discord_sim.requests if r.error_code == THREAD_ARCHIVED]
    # the edit, the one new post (a mention of whose turn it is may be refused too)
    assert [r.method for r in refused][:2] == ["PATCH", "POST"]
    assert len(refused) <= 3
    assert (await storage.tables.get(running.table.id)).status == Status.ABANDONED
    assert errors.unexpected() == []


async def test_a_game_played_to_its_end_counts_when_its_thread_went_at_the_last_refresh(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        storage: Storage) -> None:
    """The last pick is made, and the thread is deleted before the table
    could show the end: the game was played to its end, so its result is
    stored and the table is finished (not set aside); only the end board,
    which has nowhere to go, is left out."""
    from tests.bot.sealed_game import Pick

    discord_sim.expect_errors(UNKNOWN_CHANNEL)
    with ErrorLog() as errors:
        setup = next(s for s in setups(GAMES) if s.game == "sealed")
        thread, seated, _ = await open_table(discord_sim, allbot, setup)
        running = live_tables(allbot, thread)[0]
        table = running.table
        seats = [d.seat for d in table.state.pending()]
        for seat in seats:                                   # round 1
            await table.act(Pick(seat, 1))
        for seat in seats[:-1]:                              # round 2 but the last pick
            await table.act(Pick(seat, 2))
        await settle(discord_sim, allbot)
        await discord_sim.wait_until(presenters_idle(allbot), what="the presenters")
        await discord_sim.delete_thread(thread)
        await table.act(Pick(seats[-1], 3))
        await discord_sim.wait_until(lambda: not live_tables(allbot, thread),
                                     what="the table to stop")
        await settle(discord_sim, allbot)
        # the ending stores the result after the table stopped (its last
        # requests may first wait for the global budget's tokens)
        for _ in range(200):
            if (await storage.tables.get(table.id)).status is Status.FINISHED:
                break
            await asyncio.sleep(0.025)
    assert table.state.is_over()
    assert (await storage.tables.get(table.id)).status is Status.FINISHED
    for person in seated:
        assert (await storage.results.my_games(person.id, "sealed", "standard")).games == 1
    assert not any("Abrechnung" in m.text for m in thread.messages)
    assert errors.unexpected() == []
