"""A game's ratings in Discord (issue 34), the same for every game: the
rating board of ``/<game> bestenliste`` (all time or one season of this
server; the points board stays :class:`bot.kit.lists.KitLists`'s) and
``/<game> wertung [person]`` (the rating here and across all servers, how it
compares with the computers, its course as a chart, the best and last
games). Keeps nothing of its own."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import discord

from bot.kit.answers import tell
from bot.kit.hub import KitHub
from bot.kit.lists import KitLists
from bot.kit.runtime.pictures import as_file, draw
from bot.storage.rating_records import PersonRating, RatingPoint
from bot.storage.skill import COMPUTER_MU, Rating, display, season_bounds, season_of
from engines.core.daily import DAILY_ZONE
from engines.texts import formats, t
from render.ratings import RatingChart, chart_lines, rating_picture

#: The choices of ``bestenliste``'s ``liste``: the rating, or today's sum of points.
LISTS = ("wertung", "punkte")
NONE = discord.AllowedMentions.none()
#: How many earlier seasons the board names (newest first).
SEASONS_NAMED = 6


def _signed(change: float) -> str:
    shown = display(change)
    return f"{shown:+d}" if shown else "±0"


def game_line(point: RatingPoint) -> str:
    """One game of a person's course: day, place and the change."""
    day = formats.day(datetime.fromtimestamp(point.finished_at, UTC).astimezone(
        DAILY_ZONE).date())
    if point.place is None:
        return t("core.rating.game_left", day=day, change=_signed(point.change))
    return t("core.rating.game", day=day, place=point.place, entrants=point.entrants,
             change=_signed(point.change))


def stronger_than(rating: Rating) -> list[str]:
    """The computer strengths a rating is surely above (its conservative
    estimate above the computer's fixed estimate), weakest first."""
    return [s for s, mu in COMPUTER_MU.items() if rating.conservative > mu]


class KitRatings:
    """``bestenliste liste:Wertung`` and ``wertung`` (see the module docstring)."""

    def __init__(self, host: KitHub, lists: KitLists) -> None:
        self.host = host
        self.lists = lists

    async def send_board(self, interaction: discord.Interaction[Any], mode: str, liste: str,
                         season: str | None) -> None:
        """The rating board (or, for ``punkte``, the points board) of this server."""
        if liste != "wertung" and season is None:
            await self.lists.send_leaderboard(interaction, mode)
            return
        if liste != "wertung":
            await tell(interaction, t("core.rating.season_only_rating"))
            return
        if interaction.guild_id is None:
            await tell(interaction, t("core.cmd.only_guild_list"))
            return
        season = season.strip() if season is not None else None
        if season is not None:
            try:
                season_bounds(season)
            except ValueError:
                await tell(interaction, t("core.rating.bad_season", season=season[:20]))
                return
        board = await self.host.storage.ratings.board(
            interaction.guild_id, self.host.game, mode, season=season or "",
            user_id=interaction.user.id)
        game = self.host.label(mode)
        now = season_of(self.host.scheduler.now())
        if season is None:
            lines = [t("core.rating.board_title", game=game)]
        else:  # a season before this one is over: its board is the final one
            lines = [t("core.rating.board_final" if season < now else "core.rating.board_season",
                       game=game, season=season)]
        lines += [t("core.rating.board_line", rank=e.rank, user=e.user_id,
                    value=formats.number(e.shown), games=e.games) for e in board.top]
        if not board.top:
            lines.append(t("core.board.empty"))
        if board.me is not None and board.me not in board.top:
            lines.append(t("core.rating.board_me", rank=board.me.rank,
                           value=formats.number(board.me.shown)))
        earlier = [s for s in await self.host.storage.ratings.seasons(
            interaction.guild_id, self.host.game, mode) if s < now][:SEASONS_NAMED]
        lines.append(t("core.rating.board_hint", season=now) if not earlier else t(
            "core.rating.board_hint_earlier", season=now, earlier=", ".join(earlier)))
        await interaction.response.send_message("\n".join(lines)[:2000], allowed_mentions=NONE)

    async def send_rating(self, interaction: discord.Interaction[Any], mode: str,
                          person: discord.abc.User | None) -> None:
        """A person's rating (by default the asker's), with its chart."""
        who = person or interaction.user
        await interaction.response.defer(thinking=True)
        mine = await self.host.storage.ratings.person(
            who.id, self.host.game, mode, guild_id=interaction.guild_id or 0)
        title = t("core.rating.title", game=self.host.label(mode), user=who.id)
        lines = [title, *self.rating_lines(who.id, mine, here=interaction.guild_id is not None)]
        files = []
        if mine.course:
            chart = RatingChart(
                who.display_name,
                tuple(display(p.rating.conservative) for p in mine.course),
                tuple((t(f"core.strength.{s}").capitalize(), display(mu))
                      for s, mu in COMPUTER_MU.items()))
            data = await draw(rating_picture, chart,
                              await self.host.theme_of(interaction.user.id))
            files.append(as_file(data, "wertung", "\n".join(chart_lines(chart))))
        await interaction.followup.send("\n".join(lines)[:2000], files=files,
                                        allowed_mentions=NONE)

    @staticmethod
    def rating_lines(user: int, mine: PersonRating, *, here: bool) -> list[str]:
        """The answer's lines below its title."""
        if mine.rating is None and mine.overall is None:
            return [t("core.rating.none", user=user)]
        def line(key: str, rating: Rating, games: int) -> str:
            return t(key, value=formats.number(display(rating.conservative)), games=games,
                     mu=formats.number(display(rating.mu)),
                     spread=formats.number(display(3 * rating.sigma)))

        lines = []
        if mine.rating is not None:
            lines.append(line("core.rating.here" if here else "core.rating.overall",
                              mine.rating, mine.games))
        else:
            lines.append(t("core.rating.none_here"))
        if here and mine.overall is not None:
            lines.append(line("core.rating.overall", mine.overall, mine.overall_games))
        shown = mine.rating or mine.overall
        assert shown is not None
        above = stronger_than(shown)
        lines.append(t("core.rating.stronger", strengths=", ".join(
            t(f"core.strength.{s}").capitalize() for s in above)) if above
            else t("core.rating.not_stronger"))
        if mine.best:
            lines.append(t("core.rating.best", games=" · ".join(game_line(p) for p in mine.best)))
        if mine.last:
            lines.append(t("core.rating.last", games=" · ".join(game_line(p) for p in mine.last)))
        return lines
