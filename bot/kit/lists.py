"""A game's lists, a part of the kit's controller
(:class:`bot.kit.controller.KitController`) that keeps nothing of its own:
the server leaderboard, Meine Partien (with the game's records) and today's
daily list, each for one mode."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import discord

from bot.kit.answers import tell
from bot.kit.hub import KitHub
from engines.core.daily import berlin_day
from engines.texts import formats, t


class KitLists:
    """``bestenliste``, ``partien`` and ``tagesliste`` (see the module docstring)."""

    def __init__(self, host: KitHub) -> None:
        self.host = host

    async def send_leaderboard(self, interaction: discord.Interaction[Any], mode: str) -> None:
        """The server leaderboard of this game and mode: top 10 and your place."""
        if interaction.guild_id is None:
            await tell(interaction, t("core.cmd.only_guild_list"))
            return
        board = await self.host.storage.results.leaderboard(
            interaction.guild_id, self.host.game, mode, user_id=interaction.user.id)
        lines = [t("core.board.title", game=self.host.label(mode))]
        lines += [t("core.board.line", rank=e.rank, user=e.user_id, total=e.total,
                    games=e.games) for e in board.top]
        if not board.top:
            lines.append(t("core.board.empty"))
        if board.me is not None and board.me not in board.top:
            lines.append(t("core.board.me", rank=board.me.rank, total=board.me.total))
        await interaction.response.send_message(
            "\n".join(lines)[:2000], allowed_mentions=discord.AllowedMentions.none())

    async def send_my_games(self, interaction: discord.Interaction[Any], mode: str) -> None:
        """Meine Partien: games, wins, points, wins per computer strength and
        the game's records (only for you)."""
        mine = await self.host.storage.results.my_games(interaction.user.id, self.host.game, mode,
                                                   records=self.host.spec.info.records)
        none = t("core.mine.none")
        bests = [t("core.mine.best", value=none if mine.best_points is None
                   else mine.best_points)]
        bests += [t("core.mine.record", label=t(r.label), value=none if r.value is None
                    else r.value) for r in mine.records]
        wins = {s.value: n for s, n in mine.wins_against.items()}
        lines = [t("core.mine.title", game=self.host.label(mode)),
                 t("core.mine.body", games=mine.games, wins=mine.wins,
                   points=mine.points_total),
                 " · ".join(bests),
                 t("core.mine.against", leicht=wins.get("leicht", 0),
                   normal=wins.get("normal", 0), stark=wins.get("stark", 0))]
        best = {s.value: none if v is None else v for s, v in mine.best_against.items()}
        if any(v is not None for v in mine.best_against.values()):
            lines.append(t("core.mine.best_against", leicht=best["leicht"],
                           normal=best["normal"], stark=best["stark"]))
        await tell(interaction, "\n".join(lines))

    async def send_daily_list(self, interaction: discord.Interaction[Any], mode: str,
                              this_server: bool) -> None:
        """The daily list of today: one list for all servers, with a server filter."""
        day = berlin_day(datetime.fromtimestamp(self.host.scheduler.now(), UTC))
        listing = await self.host.storage.results.daily_list(
            self.host.game, mode, day, guild_id=interaction.guild_id if this_server else None,
            user_id=interaction.user.id)
        lines = [t("core.daily.title", game=self.host.label(mode), day=formats.day(day))]
        lines += [t("core.daily.line", rank=e.rank, user=e.user_id, points=e.points)
                  for e in listing.top]
        if not listing.top:
            lines.append(self.host.word("core.daily.empty"))
        if listing.me is not None and listing.me not in listing.top:
            lines.append(t("core.daily.me", rank=listing.me.rank, points=listing.me.points))
        await interaction.response.send_message(
            "\n".join(lines)[:2000], allowed_mentions=discord.AllowedMentions.none())
