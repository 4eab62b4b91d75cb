"""``/speedtisch-mod``: the moderators' controls of every game's tables
(issue 37, item 2), used in a table's thread.

- ``beenden``: the table ends; its game counts for nobody and is kept in
  the records as ended by that moderator; the thread says so and is
  archived (a lobby there closes the same way).
- ``platz-abnehmen person:``: a computer of the table's strength takes the
  person's seat over, as when a person leaves.

The group carries ``default_permissions(manage_threads=True)``, so Discord
shows it only to members with "Threads verwalten"; every call is checked
again here against the member's permissions in that channel (a forged or
stale call changes nothing). Every use is answered ephemerally and logged;
a taken seat is also written to the table's Spielverlauf.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands

from bot.kit.answers import tell
from bot.kit.controller import KitController
from bot.kit.live import KitLobby, KitRunning
from bot.kit.translator import said
from engines.core import IllegalAction
from engines.texts import t

log = logging.getLogger(__name__)

#: The group's name (the help lists its commands by these names).
GROUP = "speedtisch-mod"


def table_in(controllers: Iterable[Any], channel_id: int | None
             ) -> tuple[KitController, KitRunning | KitLobby] | None:
    """The running table or open lobby whose thread is ``channel_id``, with
    its game's controller. A game over and kept for its end board comes
    only where nothing else is there (after "Nochmal" the thread holds the
    new game too); the caller answers that it is over."""
    found: list[tuple[KitController, KitRunning | KitLobby]] = []
    for controller in controllers:
        if not isinstance(controller, KitController):
            continue
        entries: list[KitRunning | KitLobby] = [*controller.tables.values(),
                                                *controller.lobbies.values()]
        found += [(controller, e) for e in entries
                  if channel_id is not None and getattr(e.thread, "id", None) == channel_id]
    found.sort(key=lambda pair: isinstance(pair[1], KitRunning) and _over(pair[1]))
    return found[0] if found else None


def _over(running: KitRunning) -> bool:
    return running.result is not None or running.table.state.is_over()


async def _table_here(controllers: Iterable[Any], interaction: discord.Interaction[Any],
                      what: str) -> tuple[KitController, KitRunning | KitLobby] | None:
    """The table of the thread where a moderator's command ``what`` was
    used, if the caller may moderate there (a server, "Threads verwalten"
    in this channel); else None, answered, and nothing changes."""
    if interaction.guild_id is None:
        await tell(interaction, t("core.mod.only_guild"))
        return None
    if not interaction.permissions.manage_threads:
        log.info("moderation refused: %s by %s in %s (no manage_threads)", what,
                 interaction.user.id, interaction.channel_id)
        await tell(interaction, t("core.mod.not_moderator"))
        return None
    found = table_in(controllers, interaction.channel_id)
    if found is None:
        await tell(interaction, t("core.mod.no_table"))
    return found


async def end_table(controllers: Iterable[Any], interaction: discord.Interaction[Any]) -> None:
    """``/speedtisch-mod beenden``."""
    found = await _table_here(controllers, interaction, "beenden")
    if found is None:
        return
    controller, entry = found
    moderator = interaction.user
    await interaction.response.defer(ephemeral=True, thinking=True)
    if isinstance(entry, KitLobby):
        log.info("moderation: beenden by %s at lobby %s", moderator.id, entry.id)
        closed = await controller.closing.close_lobby(entry.id, moderator=moderator.mention)
        await tell(interaction, t("core.mod.lobby_ended_done" if closed else "core.mod.over"))
        return
    log.info("moderation: beenden by %s at table %s", moderator.id, entry.table.id)
    ended = await controller.closing.end_unscored(entry, moderator=moderator)
    await tell(interaction, t("core.mod.ended_done" if ended else "core.mod.over"))


async def take_seat(controllers: Iterable[Any], interaction: discord.Interaction[Any],
                    person: discord.abc.User) -> None:
    """``/speedtisch-mod platz-abnehmen person:``."""
    found = await _table_here(controllers, interaction, "platz-abnehmen")
    if found is None:
        return
    controller, running = found
    if isinstance(running, KitLobby):
        await tell(interaction, t("core.mod.lobby_no_seat"))
        return
    table = running.table
    if _over(running):
        await tell(interaction, t("core.mod.over"))
        return
    seat = table.seat_of(person.id)
    if seat is None:
        await tell(interaction, t("core.mod.not_seated", name=person.display_name))
        return
    moderator = interaction.user
    log.info("moderation: platz-abnehmen by %s of %s at table %s", moderator.id, person.id,
             table.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    name = running.presenter.names[seat]
    try:
        computer = await controller.hand_over(running, seat, lambda who, computer: t(
            "core.mod.taken_told", moderator=moderator.display_name, name=who,
            computer=computer))
    except IllegalAction as refused:
        await tell(interaction, refused.reason)
        return
    running.presenter.logbook.add(lambda: [t("core.mod.taken_log",
                                             moderator=moderator.display_name, name=name)])
    await tell(interaction, t("core.mod.taken_done", name=name, computer=computer.name))


def moderation_group(controllers: Iterable[Any]) -> app_commands.Group:
    """The ``/speedtisch-mod`` group over the games' ``controllers``."""
    group = app_commands.Group(
        name=GROUP, description=said("core.mod.group"), guild_only=True,
        default_permissions=discord.Permissions(manage_threads=True))

    @group.command(name="beenden", description=said("core.mod.desc.beenden"))
    async def beenden(interaction: discord.Interaction[Any]) -> None:
        await end_table(controllers, interaction)

    @group.command(name="platz-abnehmen", description=said("core.mod.desc.platz"))
    @app_commands.describe(person=said("core.mod.param.person"))
    async def platz_abnehmen(interaction: discord.Interaction[Any],
                             person: discord.Member) -> None:
        await take_seat(controllers, interaction, person)

    return group
