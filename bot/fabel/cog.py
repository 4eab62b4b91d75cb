"""The /fabel slash commands: open a table, play solo, leaderboards, records,
rules and the personal view settings."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.fabel import prefs
from bot.kit.controller import KitController
from bot.storage.records import Theme
from engines.fabel import Mode
from engines.texts import t

#: The Spielarten a table can be opened with.
MODES = tuple(m.value for m in Mode)

STRENGTH_CHOICES = [app_commands.Choice(name=t(f"fabel.strength.{s}"), value=s)
                    for s in ("leicht", "normal", "stark")]
MODE_CHOICES = [app_commands.Choice(name=t(f"fabel.mode.{m}"), value=m) for m in MODES]
THEME_CHOICES = [app_commands.Choice(name=t(f"fabel.theme.{x.value}"), value=x.value)
                 for x in Theme]


class FabelCog(commands.GroupCog, group_name="fabel",
               group_description=t("fabel.cmd.group")):
    """Speedfabel's commands, one group so the other games can follow."""

    def __init__(self, controller: KitController) -> None:
        self.controller = controller
        super().__init__()

    @app_commands.command(name="tisch", description=t("fabel.cmd.desc.tisch"))
    @app_commands.describe(plaetze=t("fabel.cmd.param.plaetze"),
                           spielart=t("fabel.cmd.param.spielart"))
    @app_commands.choices(spielart=MODE_CHOICES)
    async def tisch(self, interaction: discord.Interaction[Any],
                    plaetze: app_commands.Range[int, 2, 6] = 4,
                    spielart: str = "klassisch") -> None:
        """Open a table with a lobby in a new thread; the host can still change
        the Spielart there."""
        await self.controller.open_table(interaction, plaetze, {"mode": (spielart,)})

    @app_commands.command(name="solo", description=t("fabel.cmd.desc.solo"))
    @app_commands.describe(computer=t("fabel.cmd.param.computer"),
                           staerke=t("fabel.cmd.param.staerke"), turbo=t("fabel.cmd.param.turbo"),
                           spielart=t("fabel.cmd.param.spielart"),
                           superhandel=t("fabel.cmd.param.superhandel"),
                           geld_zaehlt=t("fabel.cmd.param.geld_zaehlt"))
    @app_commands.choices(staerke=STRENGTH_CHOICES, spielart=MODE_CHOICES)
    async def solo(self, interaction: discord.Interaction[Any],
                   computer: app_commands.Range[int, 1, 5] = 3,
                   staerke: str = "normal", turbo: bool = False,
                   spielart: str = "klassisch", superhandel: bool = False,
                   geld_zaehlt: bool = False) -> None:
        """A solo game against computers, with the house rules if wanted."""
        house = tuple(k for k, on in (("superhandel", superhandel), ("geld", geld_zaehlt)) if on)
        await self.controller.open_solo(interaction, computer, staerke, turbo,
                                        {"mode": (spielart,), "house": house})

    @app_commands.command(name="tagesmarkt", description=t("fabel.cmd.desc.tagesmarkt"))
    @app_commands.describe(spielart=t("fabel.cmd.param.spielart"))
    @app_commands.choices(spielart=MODE_CHOICES)
    async def tagesmarkt(self, interaction: discord.Interaction[Any],
                         spielart: str = "klassisch") -> None:
        """Today's market of this Spielart against three normal computers; you
        start; no house rules."""
        await self.controller.open_daily(interaction, spielart)

    @app_commands.command(name="tagesliste", description=t("fabel.cmd.desc.tagesliste"))
    @app_commands.describe(nur_dieser_server=t("fabel.cmd.param.nur_dieser_server"))
    @app_commands.choices(spielart=MODE_CHOICES)
    async def tagesliste(self, interaction: discord.Interaction[Any], spielart: str = "klassisch",
                         nur_dieser_server: bool = False) -> None:
        """The daily list: one list for all servers, with a server filter."""
        await self.controller.send_daily_list(interaction, spielart, nur_dieser_server)

    @app_commands.command(name="bestenliste", description=t("fabel.cmd.desc.bestenliste"))
    @app_commands.describe(spielart=t("fabel.cmd.param.spielart"))
    @app_commands.choices(spielart=MODE_CHOICES)
    async def bestenliste(self, interaction: discord.Interaction[Any],
                          spielart: str = "klassisch") -> None:
        """The server leaderboard, top 10 plus your own place."""
        await self.controller.send_leaderboard(interaction, spielart)

    @app_commands.command(name="partien", description=t("fabel.cmd.desc.partien"))
    @app_commands.choices(spielart=MODE_CHOICES)
    async def partien(self, interaction: discord.Interaction[Any],
                      spielart: str = "klassisch") -> None:
        """Meine Partien: only for you."""
        await self.controller.send_my_games(interaction, spielart)

    @app_commands.command(name="regeln", description=t("fabel.cmd.desc.regeln"))
    async def regeln(self, interaction: discord.Interaction[Any]) -> None:
        """The whole rule text, only for you."""
        await self.controller.send_rules(interaction)

    @app_commands.command(name="ansicht", description=t("fabel.cmd.desc.ansicht"))
    @app_commands.describe(thema=t("fabel.cmd.param.thema"),
                           einsteiger_hilfe=t("fabel.cmd.param.einsteiger_hilfe"))
    @app_commands.choices(thema=THEME_CHOICES)
    async def ansicht(self, interaction: discord.Interaction[Any], thema: str | None = None,
                      einsteiger_hilfe: bool | None = None) -> None:
        """Your own view settings."""
        store = self.controller.storage.settings
        if thema is not None:
            await store.set_theme(interaction.user.id, Theme(thema))
        if einsteiger_hilfe is not None:
            await prefs.set_einsteiger_hilfe(self.controller.storage, interaction.user.id,
                                             einsteiger_hilfe)
        now = await store.get(interaction.user.id)
        hilfe = (await prefs.prefs(self.controller.storage, interaction.user.id)).einsteiger_hilfe
        await interaction.response.send_message(
            t("fabel.settings.saved", theme=t(f"fabel.theme.{now.theme.value}"),
              hilfe=t("fabel.settings.on" if hilfe else "fabel.settings.off")),
            ephemeral=True)
