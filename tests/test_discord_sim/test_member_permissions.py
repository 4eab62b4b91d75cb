"""Per-person permissions and commands with ``default_member_permissions``:
Discord lists such a command only for members who hold every permission it
names (or are administrators); their interactions carry their permissions."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from tests.discord_sim import DiscordSim
from tests.discord_sim.errors import SimulatorError

from .tinybot import TinyBot


async def test_a_command_with_default_permissions_is_only_for_who_holds_them(
        discord_sim: DiscordSim) -> None:
    client = TinyBot()

    @client.tree.command(name="verwalten", description="Only for who manages the server")
    @app_commands.default_permissions(manage_guild=True)
    async def verwalten(interaction: discord.Interaction[Any]) -> None:
        perms = interaction.permissions
        await interaction.response.send_message(f"{perms.manage_guild} {perms.manage_threads}",
                                                ephemeral=True)

    await discord_sim.start_bot(client)
    try:
        anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
        discord_sim.grant(anna, "manage_guild")
        discord_sim.grant(carla, "administrator")
        assert anna.sees_command("verwalten") and carla.sees_command("verwalten")
        assert not ben.sees_command("verwalten") and ben.sees_command("ping")
        with pytest.raises(SimulatorError, match="does not see /verwalten"):
            await ben.run_command("verwalten")
        assert (await (await anna.run_command("verwalten")).wait_for_reply()).text == \
            "True False"
        # a forged client sends it anyway: the bot sees who sent it
        forged = await ben.run_command("verwalten", forged=True)
        assert (await forged.wait_for_reply()).text == "False False"
        discord_sim.grant(ben, "manage_threads")
        assert not ben.sees_command("verwalten")
        with pytest.raises(SimulatorError, match="unknown permission"):
            discord_sim.grant(ben, "fly")
    finally:
        await discord_sim.stop_bot(client)
