"""Speedtrödel's own command in its group: ``/troedel schule``."""

# No ``from __future__ import annotations``: discord.py reads the annotations.
from typing import Any

import discord
from discord import app_commands

from bot.kit.controller import KitController
from bot.kit.translator import said
from bot.troedel.schule import Schule


def add_commands(group: app_commands.Group, controller: KitController) -> None:
    """The Händlerschule, a command of the game's group."""
    schule = Schule(controller.storage)

    @group.command(name="schule", description=said("troedel.cmd.schule"))
    async def schule_command(interaction: discord.Interaction[Any]) -> None:
        await schule.open(interaction)
