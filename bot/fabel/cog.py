"""The /fabel slash commands: open a table, play solo, leaderboards, records,
rules and the personal view settings."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.fabel.controller import FabelController
from bot.storage.records import Theme
from engines.texts import t

STRENGTH_CHOICES = [app_commands.Choice(name=t(f"fabel.strength.{s}"), value=s)
                    for s in ("leicht", "normal", "stark")]
MODE_CHOICES = [app_commands.Choice(name=t("fabel.mode.klassisch"), value="klassisch")]
THEME_CHOICES = [app_commands.Choice(name=t(f"fabel.theme.{x.value}"), value=x.value)
                 for x in Theme]


class FabelCog(commands.GroupCog, group_name="fabel",
               group_description="Speedfabel: Fabelwesen ersteigern und verdeckt handeln"):
    """Speedfabel's commands, one group so the other games can follow."""

    def __init__(self, controller: FabelController) -> None:
        self.controller = controller
        super().__init__()

    @app_commands.command(name="tisch", description="Eröffne einen Marktstand für 2 bis 6 Spieler")
    @app_commands.describe(plaetze="Wie viele Plätze der Tisch hat (2 bis 6)")
    async def tisch(self, interaction: discord.Interaction[Any],
                    plaetze: app_commands.Range[int, 2, 6] = 4) -> None:
        """Open a table with a lobby in a new thread."""
        await self.controller.open_table(interaction, plaetze)

    @app_commands.command(name="solo", description="Spiele sofort gegen 1 bis 5 Computer-Händler")
    @app_commands.describe(computer="Anzahl der Computer-Händler (1 bis 5)",
                           staerke="Computerstärke", turbo="Computer ohne Pausen")
    @app_commands.choices(staerke=STRENGTH_CHOICES)
    async def solo(self, interaction: discord.Interaction[Any],
                   computer: app_commands.Range[int, 1, 5] = 3,
                   staerke: str = "normal", turbo: bool = False) -> None:
        """A solo game against computers."""
        await self.controller.open_solo(interaction, computer, staerke, turbo)

    @app_commands.command(name="bestenliste", description="Die Bestenliste dieses Servers")
    @app_commands.describe(spielart="Klassisch")
    @app_commands.choices(spielart=MODE_CHOICES)
    async def bestenliste(self, interaction: discord.Interaction[Any],
                          spielart: str = "klassisch") -> None:
        """The server leaderboard, top 10 plus your own place."""
        if interaction.guild_id is None:
            await interaction.response.send_message(t("fabel.cmd.only_guild"), ephemeral=True)
            return
        board = await self.controller.storage.results.leaderboard(
            interaction.guild_id, "fabel", spielart, user_id=interaction.user.id)
        lines = [t("fabel.board.title", mode=t(f"fabel.mode.{spielart}"))]
        lines += [t("fabel.board.line", rank=e.rank, user=e.user_id, total=e.total,
                    games=e.games) for e in board.top]
        if not board.top:
            lines.append(t("fabel.board.empty"))
        if board.me is not None and board.me not in board.top:
            lines.append(t("fabel.board.me", rank=board.me.rank, total=board.me.total))
        await interaction.response.send_message(
            "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="partien", description="Deine Partien und Bestmarken")
    @app_commands.choices(spielart=MODE_CHOICES)
    async def partien(self, interaction: discord.Interaction[Any],
                      spielart: str = "klassisch") -> None:
        """Meine Partien: only for you."""
        mine = await self.controller.storage.results.my_games(interaction.user.id, "fabel",
                                                              spielart)
        none = t("fabel.mine.none")
        wins = {s.value: n for s, n in mine.wins_against.items()}
        text = t("fabel.mine.title", mode=t(f"fabel.mode.{spielart}")) + "\n" + t(
            "fabel.mine.body", games=mine.games, wins=mine.wins, points=mine.points_total,
            best=none if mine.best_points is None else mine.best_points,
            vierer=none if mine.most_vierer is None else mine.most_vierer,
            drache=none if mine.cheapest_drache is None else mine.cheapest_drache,
            leicht=wins.get("leicht", 0), normal=wins.get("normal", 0),
            stark=wins.get("stark", 0))
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="regeln", description="Die Spielregeln von Speedfabel")
    async def regeln(self, interaction: discord.Interaction[Any]) -> None:
        """The whole rule text, only for you."""
        await self.controller.send_rules(interaction)

    @app_commands.command(name="ansicht", description="Thema und Einsteiger-Hilfe (Kassenbuch)")
    @app_commands.describe(thema="Laternennacht (dunkel) oder Morgentau (hell)",
                           einsteiger_hilfe="Kassenbuch der Mitspieler anzeigen")
    @app_commands.choices(thema=THEME_CHOICES)
    async def ansicht(self, interaction: discord.Interaction[Any], thema: str | None = None,
                      einsteiger_hilfe: bool | None = None) -> None:
        """Your own view settings."""
        store = self.controller.storage.settings
        if thema is not None:
            await store.set_theme(interaction.user.id, Theme(thema))
        if einsteiger_hilfe is not None:
            await store.set_einsteiger_hilfe(interaction.user.id, einsteiger_hilfe)
        now = await store.get(interaction.user.id)
        await interaction.response.send_message(
            t("fabel.settings.saved", theme=t(f"fabel.theme.{now.theme.value}"),
              hilfe=t("fabel.settings.on" if now.einsteiger_hilfe else "fabel.settings.off")),
            ephemeral=True)
