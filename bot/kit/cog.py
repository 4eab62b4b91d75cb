"""A kit game's slash commands, generated from its declaration: one group per
game (``/<name>``) with ``tisch``, ``solo`` and ``regeln``, and whatever
commands of its own the game adds to its group (``extend``: a Speedtrödel
Händlerschule)."""

# No ``from __future__ import annotations`` here: discord.py reads the
# parameters' annotations, and the seat ranges are local to command_group.
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.kit.controller import KitController
from bot.storage.records import Theme
from engines.texts import t


def command_group(controller: KitController) -> app_commands.Group:
    """The game's command group, its descriptions in German."""
    info = controller.info
    group = app_commands.Group(name=info.name, description=t("core.cmd.group",
                                                             game=info.title))
    strengths = [app_commands.Choice(name=t(f"core.strength.{s}"), value=s)
                 for s in info.strengths]
    seats = app_commands.Range[int, info.min_seats, info.max_seats]
    fewest = max(1, info.min_seats - 1)
    computers = app_commands.Range[int, fewest, info.max_seats - 1]

    @group.command(name="tisch", description=t("core.cmd.desc.tisch", game=info.title))
    @app_commands.describe(plaetze=t("core.cmd.param.plaetze"))
    async def tisch(interaction: discord.Interaction[Any],
                    plaetze: seats = info.min_seats) -> None:
        await controller.open_table(interaction, plaetze)

    @group.command(name="solo", description=t("core.cmd.desc.solo", game=info.title))
    @app_commands.describe(computer=t("core.cmd.param.computer"),
                           staerke=t("core.cmd.param.staerke"),
                           turbo=t("core.cmd.param.turbo"))
    @app_commands.choices(staerke=strengths)
    async def solo(interaction: discord.Interaction[Any],
                   computer: computers = fewest,
                   staerke: str = "normal", turbo: bool = False) -> None:
        await controller.open_solo(interaction, computer, staerke, turbo)

    @group.command(name="regeln", description=t("core.cmd.desc.regeln", game=info.title))
    async def regeln(interaction: discord.Interaction[Any]) -> None:
        await controller.send_rules(interaction)

    modes = [app_commands.Choice(name=t(f"{info.name}.mode.{m}"), value=m) for m in info.modes]
    themes = [app_commands.Choice(name=t(f"core.theme.{x.value}"), value=x.value) for x in Theme]

    @group.command(name="ansicht", description=t("core.cmd.desc.ansicht"))
    @app_commands.describe(thema=t("core.cmd.param.thema"))
    @app_commands.choices(thema=themes)
    async def ansicht(interaction: discord.Interaction[Any], thema: str) -> None:
        await controller.storage.settings.set_theme(interaction.user.id, Theme(thema))
        await interaction.response.send_message(
            t("core.settings.saved", theme=t(f"core.theme.{thema}")), ephemeral=True)

    @group.command(name="bestenliste", description=t("core.cmd.desc.bestenliste",
                                                     game=info.title))
    @app_commands.choices(modus=modes)
    async def bestenliste(interaction: discord.Interaction[Any],
                          modus: str = info.modes[0]) -> None:
        await controller.send_leaderboard(interaction, modus)

    @group.command(name="partien", description=t("core.cmd.desc.partien", game=info.title))
    @app_commands.choices(modus=modes)
    async def partien(interaction: discord.Interaction[Any], modus: str = info.modes[0]) -> None:
        await controller.send_my_games(interaction, modus)

    if controller.ui.album_picture is not None:
        @group.command(name="album", description=t("core.cmd.desc.album", game=info.title))
        async def album(interaction: discord.Interaction[Any]) -> None:
            await controller.send_album(interaction)

    daily_modes = [c for c in modes if c.value in info.modes_with_daily()]
    if daily_modes:
        @group.command(name="tagesspiel", description=t("core.cmd.desc.tagesspiel",
                                                        game=info.title))
        @app_commands.choices(modus=daily_modes)
        async def tagesspiel(interaction: discord.Interaction[Any],
                             modus: str = daily_modes[0].value) -> None:
            await controller.open_daily(interaction, modus)

        @group.command(name="tagesliste", description=t("core.cmd.desc.tagesliste",
                                                        game=info.title))
        @app_commands.describe(nur_dieser_server=t("core.cmd.param.nur_dieser_server"))
        @app_commands.choices(modus=daily_modes)
        async def tagesliste(interaction: discord.Interaction[Any],
                             modus: str = daily_modes[0].value,
                             nur_dieser_server: bool = False) -> None:
            await controller.send_daily_list(interaction, modus, nur_dieser_server)

    return group


class KitCog(commands.Cog):
    """Adds a kit game's command group to the bot's tree while loaded."""

    def __init__(self, controller: KitController,
                 extend: Callable[[app_commands.Group, KitController], None] | None = None
                 ) -> None:
        self.controller = controller
        self.group = command_group(controller)
        if extend is not None:
            extend(self.group, controller)
        # One cog per game: discord.py keeps cogs by name, and every kit game
        # has this class (a second one was refused as "already loaded").
        self.__cog_name__ = f"KitCog {controller.info.name}"

    async def cog_load(self) -> None:
        """Put the group into the command tree."""
        self.controller.client.tree.add_command(self.group)  # type: ignore[attr-defined]

    async def cog_unload(self) -> None:
        """Take the group out again."""
        self.controller.client.tree.remove_command(self.group.name)  # type: ignore[attr-defined]
