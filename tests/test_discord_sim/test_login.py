"""Login, command sync, the gateway handshake and a first command."""

from __future__ import annotations

from tests.discord_sim import DiscordSim

from .tinybot import TinyBot


async def test_bot_logs_in_syncs_and_receives_the_guild(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    routes = [r.route for r in discord_sim.requests]
    assert routes[:3] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
        "PUT /applications/{application_id}/commands",
    ]
    assert bot.user is not None and bot.user.id == discord_sim.bot_user.id
    guild = bot.get_guild(discord_sim.guild_id)
    assert guild is not None and guild.name == discord_sim.config.guild_name
    assert {c.name for c in guild.text_channels} == set(discord_sim.config.channels)
    assert len(discord_sim.gateway.ops("IDENTIFY")) == 1
    assert discord_sim.commands.find("probe") is not None


async def test_ping_answers_pong(discord_sim: DiscordSim, bot: TinyBot) -> None:
    anna = discord_sim.member("anna")
    ix = await anna.run_command("ping")
    reply = await ix.wait_for_reply()
    assert reply.content == "pong"
    assert not reply.is_ephemeral
    assert discord_sim.messages("spieltische") == [reply]
