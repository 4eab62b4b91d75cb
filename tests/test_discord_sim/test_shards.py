"""Issue 36, item 2: "The simulator serves several processes with shards and
routes each guild's gateway events by ``(guild_id >> 22) % shard_count``".
Two real AutoShardedClients share four shards (0-1 and 2-3, as two
processes of a cluster would); guilds made on chosen shards reach the
client of their shard only."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from tests.discord_sim import DiscordSim, SimConfig

from .tinybot_sharded import TinyShardedBot


def answering_as(client: TinyShardedBot, name: str) -> None:
    async def who(interaction: discord.Interaction[Any]) -> None:
        guild = interaction.guild
        shard = guild.shard_id if guild is not None else None
        await interaction.response.send_message(f"{name} {interaction.guild_id} {shard}")

    client.cases["who"] = who


@pytest.mark.discord_sim_config(SimConfig(shard_count=4))
async def test_each_guilds_events_reach_the_process_of_its_shard(discord_sim: DiscordSim) -> None:
    guilds = [await discord_sim.add_guild(shard=s) for s in (0, 1, 2, 3, 2)]
    assert [g.shard(4) for g in guilds] == [0, 1, 2, 3, 2]
    assert len({g.id for g in guilds}) == 5
    low = TinyShardedBot(shard_ids=[0, 1], shard_count=4)
    high = TinyShardedBot(shard_ids=[2, 3], shard_count=4)
    answering_as(low, "low")
    answering_as(high, "high")
    await discord_sim.start_bot(low)
    await discord_sim.start_bot(high)
    identified = sorted(tuple(f.data["shard"]) for f in discord_sim.gateway.ops("IDENTIFY"))
    assert identified == [(0, 4), (1, 4), (2, 4), (3, 4)]
    first = (discord_sim.guild_id >> 22) % 4
    # each client holds the guilds of its shards, and no other
    assert {g.id for g in low.guilds} == {g.id for g in guilds if g.shard(4) < 2} | (
        {discord_sim.guild_id} if first < 2 else set())
    assert {g.id for g in high.guilds} == {g.id for g in guilds if g.shard(4) >= 2} | (
        {discord_sim.guild_id} if first >= 2 else set())
    anna = discord_sim.member("anna")
    for guild in guilds:
        ix = await anna.run_command("probe", case="who", channel=guild.channel)
        reply = await ix.wait_for_reply()
        owner = "low" if guild.shard(4) < 2 else "high"
        assert reply.content == f"{owner} {guild.id} {guild.shard(4)}"
        assert reply.channel is guild.channel
    # a guild added while connected comes to its shard's client at once
    late = await discord_sim.add_guild(shard=1, name="Spät")
    await discord_sim.wait_until(lambda: low.get_guild(late.id) is not None)
    assert high.get_guild(late.id) is None
    assert low.get_guild(late.id).name == "Spät"   # type: ignore[union-attr]
    await discord_sim.stop_bot(low)
    await discord_sim.stop_bot(high)


async def test_a_guild_on_a_shard_that_does_not_exist_is_refused(discord_sim: DiscordSim) -> None:
    with pytest.raises(Exception, match="shard 1 of 1"):
        await discord_sim.add_guild(shard=1)
