"""The simulator's global request limit (issue 36, item 1: "The simulator
counts and enforces the global limit as Discord does (429 with `global:
true` and `retry_after`), with the same exemption for interaction routes")."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest

from tests.discord_sim import DiscordSim, SimConfig

from .tinybot import TinyBot

MESSAGES = "POST /channels/{channel_id}/messages"
FOLLOWUP = "POST /webhooks/{webhook_id}/{webhook_token}"


def channel_of(discord_sim: DiscordSim, bot: TinyBot) -> Any:
    channel = bot.get_channel(discord_sim.channel("spieltische").id)
    assert isinstance(channel, discord.TextChannel)
    return channel


async def test_off_by_default_but_counted(discord_sim: DiscordSim, bot: TinyBot) -> None:
    assert discord_sim.config.global_limit is None
    discord_sim.global_limit.reset()
    channel = channel_of(discord_sim, bot)
    await asyncio.gather(*(channel.send(f"n{i}") for i in range(8)))
    assert discord_sim.global_limit.counted == 8 and discord_sim.global_limit.refused == 0
    assert discord_sim.global_limit.by_channel[channel.id] == 8


@pytest.mark.discord_sim_config(SimConfig(global_limit=50.0))
async def test_over_the_limit_a_global_429_as_discord_sends_it(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    limit = discord_sim.global_limit
    limit.limit = 4.0                       # Discord's rule, at a size a test can reach
    channel = channel_of(discord_sim, bot)
    sent = await asyncio.gather(*(channel.send(f"n{i}") for i in range(10)))
    refused = [r for r in discord_sim.requests_to(MESSAGES) if r.status == 429]
    assert refused and limit.refused == len(refused)
    body = refused[0].response
    assert body["global"] is True and 0 < body["retry_after"] <= 1.0
    assert refused[0].fault == "global limit"
    # discord.py waited out each refusal and sent again: nothing lost
    assert sorted(m.content for m in discord_sim.messages("spieltische")) == sorted(
        m.content for m in sent)
    assert limit.peak <= 4
    assert limit.invalid >= len(refused)    # a 429 is an invalid request


@pytest.mark.discord_sim_config(SimConfig(global_limit=50.0))
async def test_the_429_carries_discords_headers(discord_sim: DiscordSim, bot: TinyBot) -> None:
    limit = discord_sim.global_limit
    limit.limit = 1.0
    channel = channel_of(discord_sim, bot)
    seen: list[Any] = []
    real = discord_sim.rest._over_global_limit

    def spy(*args: Any) -> Any:
        response = real(*args)
        if response is not None:
            seen.append(response.headers)
        return response

    discord_sim.rest._over_global_limit = spy  # type: ignore[method-assign]
    await asyncio.gather(channel.send("a"), channel.send("b"))
    assert seen
    headers = seen[0]
    assert headers["X-RateLimit-Global"] == "true"
    assert headers["X-RateLimit-Scope"] == "global"
    assert int(headers["Retry-After"]) >= 1 and "Via" in headers


@pytest.mark.discord_sim_config(SimConfig(global_limit=50.0))
async def test_interaction_routes_are_not_bound_by_it(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    async def chatty(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        for i in range(6):
            await interaction.followup.send(f"f{i}")

    bot.cases["chatty"] = chatty
    discord_sim.global_limit.limit = 1.0
    discord_sim.global_limit.reset()
    ix = await discord_sim.member("anna").run_command("probe", case="chatty")
    await discord_sim.wait_until(lambda: len(ix.followups) == 6, timeout=5,
                                 what="six followups")
    assert all(r.status == 200 for r in discord_sim.requests_to(FOLLOWUP))
    assert discord_sim.global_limit.refused == 0
    assert discord_sim.global_limit.exempt >= 7        # the callback and six followups


async def test_too_many_invalid_requests_ban_the_address(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    limit = discord_sim.global_limit
    limit.invalid_limit = 3
    channel = channel_of(discord_sim, bot)
    discord_sim.expect_errors(10008)
    for _ in range(3):
        with pytest.raises(discord.HTTPException):
            await channel.get_partial_message(1).edit(content="x")
    assert limit.invalid == 0                # a 404 is not an invalid request
    for _ in range(3):
        limit.answered(403)
    assert limit.banned
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send("gesperrt")
    assert caught.value.status == 429        # Cloudflare's ban: no JSON, no retry
