"""A table keeps playing through a global 429 (issue 36, item 1: "A 429 that
discord.py does not wait out (`discord.RateLimited`, raised when
`retry_after` exceeds `max_ratelimit_timeout`) is a temporary refusal like a
5xx: the edit is retried later with the newest state ... Set
`max_ratelimit_timeout` so that no wait holds a table")."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.kit.runtime import editing
from bot.kit.runtime.budget import LONGEST_429_WAIT
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from tests.bot.chaos import ErrorLog, live_tables, open_table, settle, setups
from tests.bot.e2e import bot_running
from tests.bot.faultplan import stale_tables
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim

PATCH = "PATCH /channels/{channel_id}/messages/{message_id}"
HOOK_PATCH = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"


@pytest_asyncio.fixture
async def sealedbot(discord_sim: DiscordSim, clock: ManualScheduler,
                    storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with the sealed test game (a small game of three choices)."""
    async with bot_running(discord_sim, clock, storage, (SEALED_PLUGIN,)) as bot:
        yield bot


async def test_a_table_keeps_playing_through_a_global_429(
        discord_sim: DiscordSim, clock: ManualScheduler, sealedbot: SpeedtischBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the bot's client raises for any 429 it would have to sleep out long
    assert sealedbot.http.max_ratelimit_timeout == LONGEST_429_WAIT
    # the same, at a test's scale: a 429 of 0.2 s is "long", the retry is soon
    sealedbot.http.max_ratelimit_timeout = 0.05
    monkeypatch.setattr(editing, "RETRY_AFTER", 0.05)
    with ErrorLog() as errors:
        setup = next(s for s in setups((SEALED_PLUGIN,)) if s.game == "sealed")
        thread, seated, _ = await open_table(discord_sim, sealedbot, setup)
        running = live_tables(sealedbot, thread)[0]
        for number, person in enumerate(seated, start=1):
            table = next(m for m in thread.messages if m.id == running.presenter.message.id)
            panel = await (await person.click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
                contains="Deine Wahl")
            # that click's token would carry the table message's edits (the
            # next test); here it has expired, so they take the channel route
            running.presenter.route._clicks.clear()
            last = number == len(seated)
            if not last:
                # Discord's global limit refuses the table message's next two edits
                # (the last choice reveals: the table message is posted anew below it)
                fault = discord_sim.faults.rate_limit(PATCH, retry_after=0.2,
                                                      is_global=True, times=2)
            await person.click(panel, "1")
            await settle(discord_sim, sealedbot)
            if not last:
                await discord_sim.wait_until(lambda f=fault: f.exhausted,  # type: ignore[misc]
                                             what="the global 429s")
        # the game went on to its reveal, and the table message shows the table as it is
        await discord_sim.wait_for_message(thread, contains="Aufdeckung: 1, 1, 1", since=0)
        assert await stale_tables(discord_sim, sealedbot, thread) == []
    refused = [r for r in discord_sim.requests_to(PATCH) if r.status == 429]
    assert len(refused) == 2 * (len(seated) - 1) and all(r.response["global"] for r in refused)
    assert errors.unexpected() == []


async def test_a_click_on_the_table_message_carries_its_edits_past_the_global_limit(
        discord_sim: DiscordSim, clock: ManualScheduler, sealedbot: SpeedtischBot) -> None:
    """Issue 36: "Where an interaction's token can carry an update (the
    clicked message, ...), the update goes that way and not through the
    channel route." "Meine Karten" is answered without a word (its panel
    follows as a followup), so the table message's next edits go through
    that click's token: not counted against the global limit."""
    with ErrorLog() as errors:
        setup = next(s for s in setups((SEALED_PLUGIN,)) if s.game == "sealed")
        thread, seated, _ = await open_table(discord_sim, sealedbot, setup)
        running = live_tables(sealedbot, thread)[0]
        anna = seated[0]
        table = next(m for m in thread.messages if m.id == running.presenter.message.id)
        look = await anna.click(table, "Meine Karten")
        panel = await look.wait_for_reply(contains="Deine Wahl", ephemeral=True)
        assert look.answer_name == "deferred update" and panel.is_ephemeral
        channel_edits = len(discord_sim.requests_to(PATCH))
        counted = discord_sim.global_limit.counted
        await anna.click(panel, "1")
        await settle(discord_sim, sealedbot)
        await discord_sim.wait_for_edit(table, contains="gewählt haben: Anna")
    through_click = [r for r in discord_sim.requests_to(HOOK_PATCH)
                     if r.status == 200 and r.response["id"] == str(table.id)]
    assert through_click, "the table message was not edited through the click's token"
    assert len(discord_sim.requests_to(PATCH)) == channel_edits   # no channel edit
    assert discord_sim.global_limit.counted == counted            # nothing counted
    await discord_sim.wait_until(lambda: running.presenter.route.by_interaction >= 1,
                                 what="the bot to see its edit through the click")
    assert errors.unexpected() == []
