"""A table message's edit that Discord refuses for a moment (a 503, which
discord.py does not retry on a bot route) is made again as soon as Discord
answers, at every game, not only at the table's next change (found by
issue 22's fault runs: the table showed an old state for up to a whole
Bedenkzeit)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord
import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.editing import RETRIES, Retry, passing
from bot.registry import plugins
from bot.storage import Storage
from tests.bot.chaos import ErrorLog, live_tables, open_table, settle, setups
from tests.bot.e2e import bot_running
from tests.bot.faultplan import presenters_idle
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim

GAMES = (*plugins(), SEALED_PLUGIN)
PATCH = "PATCH /channels/{channel_id}/messages/{message_id}"


@pytest_asyncio.fixture
async def allbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with every registered game and the sealed test game."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


class _Answer:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "simulated"


def test_only_a_passing_refusal_is_tried_again() -> None:
    assert passing(discord.DiscordServerError(_Answer(503), "down"))  # type: ignore[arg-type]
    assert passing(TimeoutError())
    assert not passing(discord.Forbidden(_Answer(403), "no"))  # type: ignore[arg-type]
    assert not passing(discord.NotFound(_Answer(404), "gone"))  # type: ignore[arg-type]


async def test_the_tries_are_bounded_and_start_anew_after_a_success() -> None:
    fired: list[int] = []
    retry = Retry(lambda: fired.append(1))
    error = discord.DiscordServerError(_Answer(503), "down")  # type: ignore[arg-type]
    assert all(retry.failed(error) for _ in range(RETRIES))
    assert not retry.failed(error)
    retry.succeeded()
    assert retry.failed(error)
    retry.cancel()


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_a_refused_edit_of_the_table_message_is_made_again(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        setup) -> None:
    discord_sim.expect_errors(0)   # the fault's 503 carries code 0
    with ErrorLog() as errors:
        thread, _, _ = await open_table(discord_sim, allbot, setup)
        running = live_tables(allbot, thread)[0]
        table = next(m for m in thread.messages if m.id == running.presenter.message.id)
        fault = discord_sim.faults.server_error(PATCH, status=503)
        # a new Spielverlauf line is to be shown (as after any action); the edit is refused
        running.presenter.lines.append("Anna hat gewählt.")
        running.presenter.kick()
        await discord_sim.wait_until(lambda: fault.exhausted, what="the refused edit")
        await settle(discord_sim, allbot)
        # nobody acts any more, table time stands still: the message shows it anyway
        await discord_sim.wait_for_edit(table, contains="Anna hat gewählt.")
    assert errors.unexpected() == []


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_a_deleted_table_message_is_posted_anew(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        storage: Storage, setup) -> None:
    """Found by the kill run: a kit table killed between moving its message
    below a moment and storing the new one edited a deleted message after
    the restart (404 Unknown Message) for ever, and nobody saw the table.
    A table message deleted by anyone is posted anew (a kit table stores
    its id)."""
    discord_sim.expect_errors(10008)
    with ErrorLog() as errors:
        thread, _, _ = await open_table(discord_sim, allbot, setup)
        running = live_tables(allbot, thread)[0]
        old = next(m for m in thread.messages if m.id == running.presenter.message.id)
        await discord_sim.publish_delete(old)
        running.presenter.lines.append("Anna hat gewählt.")
        running.presenter.kick()
        new = await discord_sim.wait_for_message(
            thread, where=lambda m: m.id != old.id and "Meine Karten" in m.button_labels
            and "Anna hat gewählt." in m.text)
        await settle(discord_sim, allbot)
        await discord_sim.wait_until(presenters_idle(allbot), what="the table message")
        if setup.game != "fabel":
            stored = await storage.tables.get(running.table.id)
            assert stored.message_id == new.id
    assert errors.unexpected() == []


async def test_a_moment_refused_once_is_posted_all_the_same(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot) -> None:
    """Found by the fault runs: a 503 on the reveal's own message lost the
    reveal (a kit moment was posted once or never)."""
    discord_sim.expect_errors(0)
    with ErrorLog() as errors:
        setup = next(s for s in setups(GAMES) if s.game == "sealed")
        thread, seated, _ = await open_table(discord_sim, allbot, setup)
        running = live_tables(allbot, thread)[0]
        for number, person in enumerate(seated, start=1):
            table = next(m for m in thread.messages if m.id == running.presenter.message.id)
            panel = await (await person.click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
                contains="Deine Wahl")
            if number == len(seated):
                discord_sim.faults.server_error("POST /channels/{channel_id}/messages",
                                                status=503)
            await person.click(panel, "1")
            await settle(discord_sim, allbot)
        await discord_sim.wait_for_message(thread, contains="Aufdeckung: 1, 1, 1", since=0)
    assert errors.unexpected() == []
