"""Rate limits, server errors, unknown routes, RESUME and sharding against the real client."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
from discord.http import Route

from tests.discord_sim import DiscordSim, SimConfig, UnknownRouteError
from tests.discord_sim.fixtures import _finish

from .tinybot import TinyBot
from .tinybot_sharded import TinyShardedBot

MESSAGES = "POST /channels/{channel_id}/messages"


def channel_of(discord_sim: DiscordSim, bot: TinyBot) -> Any:
    channel = bot.get_channel(discord_sim.channel("spieltische").id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_a_429_on_a_route_is_retried(discord_sim: DiscordSim, bot: TinyBot) -> None:
    fault = discord_sim.faults.rate_limit(MESSAGES, retry_after=0.05)
    message = await channel_of(discord_sim, bot).send("nach dem Limit")
    attempts = discord_sim.requests_to(MESSAGES)
    assert [r.status for r in attempts] == [429, 200]
    assert attempts[0].fault == "rate_limit" and attempts[0].response["retry_after"] == 0.05
    assert fault.exhausted and attempts[1].at - attempts[0].at >= 0.05
    assert [m.id for m in discord_sim.messages("spieltische")] == [message.id]


async def test_a_global_429_is_retried(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.faults.rate_limit(is_global=True, retry_after=0.05)
    await channel_of(discord_sim, bot).send("global")
    first, second = discord_sim.requests[-2:]
    assert first.status == 429 and first.response["global"] is True
    assert second.status == 200 and second.path == first.path


async def test_a_429_on_an_interaction_followup_is_retried(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    async def slow_reply(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        await interaction.followup.send("trotzdem da")

    bot.cases["limited"] = slow_reply
    route = "POST /webhooks/{webhook_id}/{webhook_token}"
    discord_sim.faults.rate_limit(route, retry_after=0.05, times=2)
    ix = await discord_sim.member("anna").run_command("probe", case="limited")
    assert (await ix.wait_for_reply()).content == "trotzdem da"
    assert [r.status for r in discord_sim.requests_to(route)] == [429, 429, 200]


async def test_server_errors_on_demand(discord_sim: DiscordSim, bot: TinyBot) -> None:
    channel = channel_of(discord_sim, bot)
    discord_sim.faults.server_error(MESSAGES, status=503)
    with pytest.raises(discord.DiscordServerError) as caught:
        await channel.send("kaputt")
    assert caught.value.status == 503
    # 500 is one of the statuses discord.py retries (after a second).
    discord_sim.faults.server_error(MESSAGES, status=500)
    await channel.send("wieder da")
    assert [r.status for r in discord_sim.requests_to(MESSAGES)] == [503, 500, 200]
    assert [m.content for m in discord_sim.messages("spieltische")] == ["wieder da"]


async def test_an_unknown_route_fails_the_test_loudly() -> None:
    sim = DiscordSim()
    await sim.start()
    client = TinyBot()
    try:
        await sim.start_bot(client)
        with pytest.raises(discord.NotFound):
            await client.http.request(Route("GET", "/voice/regions"))
        assert sim.problems == [
            "the bot called GET /voice/regions, a route the simulator does not know"
        ]
        with pytest.raises(UnknownRouteError, match="/voice/regions"):
            await sim.wait_until(lambda: True)
    finally:
        with pytest.raises(pytest.fail.Exception, match="/voice/regions"):
            await _finish(sim)


async def test_unexpected_error_answers_fail_the_test() -> None:
    sim = DiscordSim()
    await sim.start()
    client = TinyBot()
    await sim.start_bot(client)
    channel = client.get_channel(sim.channel("spieltische").id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.HTTPException):
        await channel.send("x" * 2001)
    with pytest.raises(pytest.fail.Exception, match="Must be 2000 or fewer"):
        await _finish(sim)


async def test_an_unanswered_interaction_fails_the_test() -> None:
    sim = DiscordSim()
    await sim.start()
    client = TinyBot()
    await sim.start_bot(client)

    async def silent(interaction: discord.Interaction[Any]) -> None:
        raise RuntimeError("the callback crashed before it answered")

    client.cases["silent"] = silent
    ix = await sim.member("anna").run_command("probe", case="silent", wait=False)
    with pytest.raises(AssertionError, match="the bot to answer command 'probe' by anna"):
        await ix.wait_answered(timeout=0.3)
    with pytest.raises(pytest.fail.Exception, match="never answered"):
        await _finish(sim)


async def test_resume_after_a_dropped_connection(discord_sim: DiscordSim, bot: TinyBot) -> None:
    anna = discord_sim.member("anna")
    await discord_sim.drop_connection()
    said = await anna.say("während der Funkstille")
    await discord_sim.wait_for_resume()
    await asyncio.wait_for(bot.resumed.wait(), 5)
    await discord_sim.wait_until(lambda: any(m.id == said.id for m in bot.seen_messages))
    session = discord_sim.gateway.live_sessions()[0]
    assert session.replayed >= 1
    assert len(discord_sim.gateway.ops("IDENTIFY")) == 1
    assert len(discord_sim.gateway.ops("RESUME")) == 1
    assert discord_sim.gateway.connections == 2
    # Without the message content intent the bot sees the message but not its text.
    seen = next(m for m in bot.seen_messages if m.id == said.id)
    assert seen.content == "" and seen.author.id == anna.id
    ix = await anna.run_command("ping")
    assert (await ix.wait_for_reply()).content == "pong"


async def test_op_7_reconnect_is_followed_by_a_resume(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    await discord_sim.gateway.request_reconnect()
    await discord_sim.wait_for_resume()
    assert len(discord_sim.gateway.ops("IDENTIFY")) == 1
    ix = await discord_sim.member("carla").run_command("ping")
    assert (await ix.wait_for_reply()).content == "pong"


async def test_an_unknown_session_is_invalidated_and_identifies_again(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    discord_sim.gateway.forget_sessions()
    await discord_sim.drop_connection()
    await discord_sim.wait_until(lambda: len(discord_sim.gateway.ops("IDENTIFY")) == 2)
    await discord_sim.wait_until(
        lambda: bot.is_ready() and bool(discord_sim.gateway.live_sessions())
    )
    ix = await discord_sim.member("ben").run_command("ping")
    assert (await ix.wait_for_reply()).content == "pong"


@pytest.mark.discord_sim_config(SimConfig(shard_count=2))
async def test_an_auto_sharded_client_connects_every_shard(discord_sim: DiscordSim) -> None:
    client = TinyShardedBot()
    await discord_sim.start_bot(client)
    assert discord_sim.requests_to("GET /gateway/bot")
    shards = sorted(tuple(f.data["shard"]) for f in discord_sim.gateway.ops("IDENTIFY"))
    assert shards == [(0, 2), (1, 2)]
    assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
    guild = client.get_guild(discord_sim.guild_id)
    assert guild is not None and guild.shard_id == (discord_sim.guild_id >> 22) % 2
    ix = await discord_sim.member("anna").run_command("ping")
    assert (await ix.wait_for_reply()).content == "pong"


async def test_a_slow_answer_comes_late_and_whole(discord_sim: DiscordSim, bot: TinyBot) -> None:
    fault = discord_sim.faults.slow(MESSAGES, seconds=0.2)
    assert discord_sim.faults.pending
    loop = asyncio.get_running_loop()
    started = loop.time()
    message = await channel_of(discord_sim, bot).send("langsam")
    assert loop.time() - started >= 0.2
    assert fault.exhausted and not discord_sim.faults.pending
    (attempt,) = discord_sim.requests_to(MESSAGES)
    assert attempt.status == 200 and attempt.fault == "slow"
    assert [m.id for m in discord_sim.messages("spieltische")] == [message.id]
    with pytest.raises(ValueError):
        discord_sim.faults.slow(MESSAGES, seconds=-1)
