"""The commands for the people who run a server (issue 37): the server
settings (``/speedtisch-admin``, only for "Server verwalten") and the help
overview (``/speedtisch hilfe``, for everybody), and the command tree that
holds every command to the pace limit (:mod:`bot.kit.guard`).

Discord hides a command from members without its ``default_permissions``
(per top-level command, which is why the settings are a command of their
own); every call is checked again here, since a server can change who sees
a command and a forged call need not come from the client. The settings'
options are generated from each game's declaration: one subcommand per
game, a single choice as an option with its values, a multi choice (house
rules) as one yes/no option per value.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

import discord
from discord import app_commands

from bot.kit import language
from bot.kit.answers import missing_permissions, tell
from bot.kit.cog import Param, add_command
from bot.kit.guard import guard_of
from bot.kit.server import LIMIT_RANGES, GameDefaults, Limits, defaults_of, limits_of
from bot.kit.settings import EINSATZ, KitSettings
from bot.kit.translator import said
from bot.storage.guilds import SERVER
from engines.core import GameInfo
from engines.core.clock import BEDENKZEIT_STEPS
from engines.texts import t

#: The limits' options: (option name, Limits field).
LIMIT_OPTIONS = (("lobbys_pro_spiel", "lobbies_per_game"),
                 ("tische_pro_server", "tables_per_server"),
                 ("tische_pro_person", "tables_per_person"),
                 ("aktionen_pro_10s", "actions_per_10s"))
#: The options every game's subcommand has before the game's own choices.
SHELL_OPTIONS = frozenset({"an", "kanal", "kanal_zuruecksetzen", "bedenkzeit", "staerke",
                           "einsatz"})


class GuardedTree(app_commands.CommandTree[Any]):
    """The bot's command tree: every command first passes the pace limit."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """False after answering that the person sends too fast. Every
        command's texts are in its person's language from here on."""
        await language.settle(interaction, getattr(self.client, "storage", None))
        guard = guard_of(self.client)
        if guard is None or interaction.type is discord.InteractionType.autocomplete:
            return True
        return not await guard.too_fast(interaction)

    async def on_error(self, interaction: discord.Interaction[Any],
                       error: app_commands.AppCommandError, /) -> None:
        """A refusal of :meth:`interaction_check` was answered: no error."""
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return
        await super().on_error(interaction, error)


def option_name(text: str) -> str:
    """A German label as a slash option's name: ``"Geld zählt mit"`` ->
    ``"geld_zaehlt_mit"`` (lower case, umlauts spelled out, at most 32).

    >>> option_name("Strafe für einen falschen Ruf")
    'strafe_fuer_einen_falschen_ruf'
    """
    text = text.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss"))
    return re.sub(r"[^a-z0-9]+", "_", text.encode("ascii", "ignore").decode()).strip("_")[:32]


def choice_options(info: GameInfo) -> list[tuple[str, str, str | None]]:
    """(option name, choice key, value) of a game's own choices: a single
    choice is one option (value None), a multi choice one yes/no option per
    value. ValueError if two options would share a name."""
    found: list[tuple[str, str, str | None]] = []
    for choice in info.choices:
        if choice.multi:
            found += [(option_name(t(label)), choice.key, value) for value, label in choice.values]
        else:
            found.append((option_name(t(choice.label)), choice.key, None))
    names = [name for name, _, _ in found]
    if len(set(names)) != len(names) or SHELL_OPTIONS & set(names) or "" in names:
        raise ValueError(f"{info.name}: option names clash: {names}")
    return found


def may_manage(interaction: discord.Interaction[Any]) -> bool:
    """Whether the member may change the server settings ("Server verwalten")."""
    perms = interaction.permissions
    return interaction.guild_id is not None and (perms.manage_guild or perms.administrator)


async def admitted(interaction: discord.Interaction[Any]) -> int | None:
    """The server's id if the member may change its settings, else None
    after answering why not (the server-side check of every call)."""
    if interaction.guild_id is None:
        await tell(interaction, t("admin.only_guild"))
        return None
    if not may_manage(interaction):
        await tell(interaction, t("admin.denied"))
        return None
    return interaction.guild_id


class ServerAdmin:
    """``/speedtisch-admin`` and ``/speedtisch hilfe`` of one bot:
    ``controllers`` are the games' controllers by name."""

    def __init__(self, storage: Any, controllers: Mapping[str, Any]) -> None:
        self.storage = storage
        self.controllers = controllers

    def infos(self) -> Iterable[GameInfo]:
        """The games, in the order the bot offers them."""
        return (c.info for c in self.controllers.values())

    # ------------------------------------------------------------ commands
    def admin_group(self) -> app_commands.Group:
        """``/speedtisch-admin``: ``einstellungen``, ``grenzen`` and one
        subcommand per game."""
        group = app_commands.Group(name="speedtisch-admin", description=said("admin.cmd.group"),
                                   default_permissions=discord.Permissions(manage_guild=True),
                                   guild_only=True)
        add_command(group, "einstellungen", said("admin.cmd.desc.einstellungen"), [],
                    lambda i, v: self.show(i))
        add_command(group, "grenzen", said("admin.cmd.desc.grenzen"), [
            Param(name, app_commands.Range[int, LIMIT_RANGES[key][0],
                                           LIMIT_RANGES[key][1]] | None, None,
                  said(f"admin.cmd.param.{name}")) for name, key in LIMIT_OPTIONS],
                    lambda i, v: self.set_limits(i, v))
        for info in self.infos():
            add_command(group, info.name, said("admin.cmd.desc.game", game=info.title),
                        self._game_params(info), self._game_setter(info))
        return group

    def _game_setter(self, info: GameInfo) -> Any:
        return lambda i, v: self.set_game(i, v, info)

    def _game_params(self, info: GameInfo) -> list[Param]:
        def choices(pairs: Iterable[tuple[str, app_commands.locale_str]]
                    ) -> tuple[app_commands.Choice[str], ...]:
            return tuple(app_commands.Choice(name=label, value=value) for value, label in pairs)

        clocks = [(str(c), said("core.lobby.clock", seconds=c)) for c in BEDENKZEIT_STEPS]
        params = [
            Param("an", bool | None, None, said("admin.cmd.param.an", game=info.title)),
            Param("kanal", discord.TextChannel | None, None,
                  said("admin.cmd.param.kanal", game=info.title)),
            Param("kanal_zuruecksetzen", bool | None, None,
                  said("admin.cmd.param.kanal_zuruecksetzen")),
            Param("bedenkzeit", str | None, None, said("admin.cmd.param.bedenkzeit"),
                  choices([*clocks, ("none", said("core.lobby.clock_none"))])),
            Param("staerke", str | None, None, said("admin.cmd.param.staerke"),
                  choices((s, said(f"core.strength.{s}")) for s in info.strengths)),
            Param("einsatz", str | None, None, said("admin.cmd.param.einsatz"),
                  choices((e, said(f"core.lobby.einsatz.{e}")) for e in EINSATZ))]
        by_key = {c.key: c for c in info.choices}
        for name, key, value in choice_options(info):
            choice = by_key[key]
            if value is None:
                params.append(Param(name, str | None, None, said(
                    "admin.cmd.param.choice", label=said(choice.label)),
                    choices((v, said(label)) for v, label in choice.values)))
            else:
                label = dict(choice.values)[value]
                params.append(Param(name, bool | None, None, said(
                    "admin.cmd.param.switch", label=said(label), group=said(choice.label))))
        return params

    def help_group(self) -> app_commands.Group:
        """``/speedtisch hilfe``, for everybody."""
        group = app_commands.Group(name="speedtisch", description=said("help.cmd.group"))
        add_command(group, "hilfe", said("help.cmd.desc.hilfe"), [], lambda i, v: self.help(i))
        return group

    # ------------------------------------------------------------ answers
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        """``einstellungen``: the one summary."""
        guild = await admitted(interaction)
        if guild is not None:
            await tell(interaction, await self.summary(guild))

    async def set_limits(self, interaction: discord.Interaction[Any],
                         values: Mapping[str, Any]) -> None:
        """``grenzen``: store the limits given, answer with the summary."""
        guild = await admitted(interaction)
        if guild is None:
            return
        patch = {key: values[name] for name, key in LIMIT_OPTIONS if values.get(name) is not None}
        if patch:
            await self.storage.guilds.set(guild, SERVER, patch)
        await tell(interaction, f"{t('admin.saved')}\n{await self.summary(guild)}")

    async def set_game(self, interaction: discord.Interaction[Any], values: Mapping[str, Any],
                       info: GameInfo) -> None:
        """``<game>``: store that game's settings given, answer with the summary."""
        guild = await admitted(interaction)
        if guild is None:
            return
        patch: dict[str, Any] = {}
        if values.get("an") is not None:
            patch["on"] = bool(values["an"])
        if values.get("kanal") is not None:
            missing = channel_problem(interaction, values["kanal"].id)
            if missing is not None:
                await tell(interaction, missing)
                return
            patch["channel"] = values["kanal"].id
        elif values.get("kanal_zuruecksetzen"):
            patch["channel"] = None
        for option, key in (("bedenkzeit", "bedenkzeit"), ("staerke", "strength"),
                            ("einsatz", "einsatz")):
            if values.get(option) is not None:
                value = values[option]
                patch[key] = int(value) if option == "bedenkzeit" and value != "none" else value
        chosen = await self._choices(guild, info, values)
        if chosen:
            patch["choices"] = chosen
        if patch:
            await self.storage.guilds.set(guild, info.name, patch)
        await tell(interaction, f"{t('admin.saved')}\n{await self.summary(guild)}")

    async def _choices(self, guild: int, info: GameInfo,
                       values: Mapping[str, Any]) -> dict[str, list[str]]:
        """The game's own choices after the options given (a multi choice:
        the values switched on or off added to or taken from its current ones)."""
        current = (await defaults_of(self.storage, guild, info)).choices
        base = {**info.default_choices(), **current}
        changed: dict[str, list[str]] = {}
        for name, key, value in choice_options(info):
            given = values.get(name)
            if given is None:
                continue
            if value is None:
                changed[key] = [str(given)]
                continue
            now = [v for v in changed.get(key, list(base.get(key, ()))) if v != value]
            order = [v for v, _ in next(c for c in info.choices if c.key == key).values]
            changed[key] = sorted([*now, value] if given else now, key=order.index)
        return changed

    async def summary(self, guild: int) -> str:
        """Everything set on the server: its limits and each game's settings."""
        limits = await limits_of(self.storage, guild)
        lines = [t("admin.summary.title"), limits_line(limits)]
        for controller in self.controllers.values():
            info = controller.info
            rules = await defaults_of(self.storage, guild, info)
            lines.append(self._game_line(controller, rules))
        lines.append(t("admin.summary.hint"))
        return "\n".join(lines)

    def _game_line(self, controller: Any, rules: GameDefaults) -> str:
        info = controller.info
        if not rules.enabled:
            return t("admin.summary.game_off", game=info.title)
        where = (t("admin.summary.here") if rules.channel_id is None
                 else f"<#{rules.channel_id}>")
        settings = KitSettings.fresh(info, size=info.min_seats, choices=rules.choices,
                                     **rules.table_kwargs())
        return t("admin.summary.game", game=info.title, channel=where,
                 settings=controller.lobby.settings_text(settings))

    async def help(self, interaction: discord.Interaction[Any]) -> None:
        """``/speedtisch hilfe``: the games, how to start, and the admin and
        moderator commands this member may use."""
        lines = [t("help.title")]
        for info in self.infos():
            rules = await defaults_of(self.storage, interaction.guild_id, info)
            lines.append(t("help.game", game=info.title, name=info.name,
                           line=t(f"{info.name}.help.line")) if rules.enabled
                         else t("help.game_off", game=info.title))
        lines.append(t("help.start"))
        perms = interaction.permissions
        extra = []
        if may_manage(interaction):
            extra.append(t("help.admin"))
        if interaction.guild_id is not None and (perms.manage_threads or perms.administrator):
            extra.append(t("help.mod"))
        lines += extra or [t("help.none")]
        await tell(interaction, "\n\n".join(lines))


def channel_problem(interaction: discord.Interaction[Any], channel_id: int) -> str | None:
    """Why tables cannot open in that channel (None: they can): the
    permissions the bot lacks there."""
    guild = interaction.guild
    channel = guild.get_channel(channel_id) if guild is not None else None
    if guild is None or guild.me is None or not isinstance(channel, discord.TextChannel):
        return None      # not known here: /tisch answers then if it cannot open
    missing = missing_permissions(channel.permissions_for(guild.me))
    if not missing:
        return None
    return t("admin.bad_channel", channel=channel.mention, names=", ".join(missing))


def limits_line(limits: Limits) -> str:
    """The limits as the summary shows them."""
    return t("admin.summary.limits", lobbies=limits.lobbies_per_game,
             server=limits.tables_per_server, person=limits.tables_per_person,
             actions=limits.actions_per_10s)
