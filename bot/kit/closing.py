"""Tables that end before their game does (issue 37), the same way for
every game: a part of :class:`bot.kit.controller.KitController`.

- A lobby nobody starts closes :data:`LOBBY_MINUTES` after it opened: its
  message loses its buttons, the thread is told and archived, the table is
  set aside. A lobby past its time when the bot comes back closes then.
- When every person has left a running table, the computers do not play on
  alone: the table ends unscored (each leaver's result stands, the
  computers' places count for nothing), the thread is told and archived.
  A restart that finds such a table (killed in between) ends it then.
- A moderator ends a table (:mod:`bot.kit.moderation`): it ends unscored
  and counts for nobody, kept in the records as ended by that moderator.
"""

from __future__ import annotations

import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

import discord

from bot.kit.endgame import leavers_of
from bot.kit.items import TableView
from bot.kit.runtime.clock import Handle
from bot.storage.records import Einsatz, Strength
from bot.storage.unscored import ENDED_BY_MODERATOR, EVERYONE_LEFT
from engines.texts import text_in

if TYPE_CHECKING:
    from bot.kit.hub import KitHub
    from bot.kit.live import KitLobby, KitRunning

log = logging.getLogger(__name__)

#: Minutes a lobby waits for its start before it closes (the default of a
#: server setting to come: read it only through :meth:`KitClosing.lobby_seconds`).
LOBBY_MINUTES = 30



class KitClosing:
    """Closing idle lobbies and ending tables unscored (see the module
    docstring); owns the lobbies' closing timers."""

    def __init__(self, host: KitHub) -> None:
        self.host = host
        #: The closing timer of each open lobby, by table id.
        self._timers: dict[int, Handle] = {}

    # ------------------------------------------------------------- lobbies
    def lobby_seconds(self, guild_id: int | None) -> float:
        """How long a lobby of this server waits for its start."""
        return LOBBY_MINUTES * 60.0

    async def watch_lobby(self, lobby: KitLobby, opened_at: float) -> None:
        """Close ``lobby`` once its time is up (``opened_at``: when it
        opened, on the scheduler's clock; its text shows when); at once if
        it is up already (a lobby that comes back after a restart)."""
        lobby.closes_at = opened_at + self.lobby_seconds(lobby.guild_id)
        left = lobby.closes_at - self.host.scheduler.now()
        if left <= 0:
            await self.close_lobby(lobby.id)
            return
        self.forget_lobby(lobby.id)
        self._timers[lobby.id] = self.host.scheduler.call_later(
            left, lambda: self._time_up(lobby.id))

    async def _time_up(self, lobby_id: int) -> None:
        self._timers.pop(lobby_id, None)
        await self.close_lobby(lobby_id)

    def forget_lobby(self, lobby_id: int) -> None:
        """The lobby started (or closed): its closing timer stops."""
        handle = self._timers.pop(lobby_id, None)
        if handle is not None:
            handle.cancel()

    def stop(self) -> None:
        """The bot is stopping: no lobby closes any more."""
        for lobby_id in list(self._timers):
            self.forget_lobby(lobby_id)

    async def close_lobby(self, lobby_id: int, *, moderator: str | None = None) -> bool:
        """Close an open lobby: nobody started it in time, or a moderator
        (``moderator``: their name) closed it. False if it is not open."""
        lobby = self.host.lobbies.get(lobby_id)
        if lobby is None:
            return False
        async with lobby.lock:
            if self.host.lobbies.get(lobby_id) is not lobby:   # started meanwhile
                return False
            del self.host.lobbies[lobby_id]
            self.forget_lobby(lobby_id)
            try:
                await self.host.storage.tables.abandon(lobby_id)
            except Exception:
                log.exception("table %s: lobby not set aside", lobby_id)
        minutes = round(self.lobby_seconds(lobby.guild_id) / 60)
        text = (text_in(lobby.settings.language, "core.idle.lobby_closed", minutes=minutes)
                if moderator is None else text_in(lobby.settings.language,
                                                  "core.mod.lobby_ended_told",
                                                  moderator=moderator))
        log.info("table %s: lobby closed (%s)", lobby_id, moderator or "nobody started it")
        await self._tell_and_archive(lobby.thread, text, lobby_id, lobby.message)
        return True

    # ------------------------------------------------------ running tables
    async def everyone_left(self, running: KitRunning) -> None:
        """No person holds a seat any more: the table ends unscored, each
        leaver's result standing (DECISIONS.md), the computers' places
        counting for nothing."""
        if any(not s.is_computer for s in running.table.seats):
            return
        await self.end_unscored(running, moderator=None)

    async def end_unscored(self, running: KitRunning, *, moderator: discord.abc.User | None
                           ) -> bool:
        """End a running table before its game ends: by ``moderator`` (it
        counts for nobody), or because every person left (None). Stored,
        the thread told and archived. False if it is not running (over, or
        ended already)."""
        table = running.table
        if (self.host.tables.get(table.id) is not running or running.result is not None
                or table.state.is_over()):
            return False
        # Taken away before the first wait: a second end (or a click) finds none.
        del self.host.tables[table.id]
        await table.close()
        presenter = running.presenter
        presenter.close()
        if presenter.notifier is not None:
            await presenter.notifier.clear()
        await self._store(running, moderator)
        await self.host.endings.close_panels(table.id)
        told = running.settings.language   # the thread is the table's
        text = (text_in(told, "core.idle.everyone_left") if moderator is None
                else text_in(told, "core.mod.ended_told", moderator=moderator.mention))
        log.info("table %s: ended unscored (%s)", table.id,
                 f"moderator {moderator.id}" if moderator is not None else "everyone left")
        if presenter.message is not None:
            # the table message keeps its last state, without buttons
            with contextlib.suppress(discord.HTTPException):
                await presenter.message.edit(view=TableView())
        await self._tell_and_archive(running.thread, text, table.id)
        return True

    async def _store(self, running: KitRunning, moderator: discord.abc.User | None) -> None:
        """The unscored game in the records, the table finished. A
        moderator's end counts for nobody, not even for those who left."""
        table, settings = running.table, running.settings
        leavers = [] if moderator is not None else leavers_of(table)
        einsatz = None
        if not settings.solo or leavers:
            einsatz = (Einsatz.FREUNDSCHAFT if settings.einsatz == "freundschaft"
                       else Einsatz.RANGLISTE)
        try:
            await self.host.storage.results.record_unscored(
                game=self.host.game, mode=self.host.info.mode_of(
                    settings.engine_options(self.host.info)),
                table_id=table.id, guild_id=running.guild_id, einsatz=einsatz,
                finished_at=time.time(),
                reason=ENDED_BY_MODERATOR if moderator is not None else EVERYONE_LEFT,
                ended_by=moderator.id if moderator is not None else None,
                computers=[Strength(s.strength or "normal") for s in table.seats
                           if s.is_computer],
                leavers=leavers, leave_points=self.host.info.leave_points,
                counts=moderator is None and einsatz is not Einsatz.FREUNDSCHAFT)
        except Exception:
            log.exception("table %s: its unscored end not stored", table.id)

    async def _tell_and_archive(self, thread: Any, text: str, table_id: int,
                                lobby: discord.Message | discord.PartialMessage | None = None
                                ) -> None:
        """Say why the table closed in its thread (a lobby's message says it
        in place of its seats and buttons), then archive the thread."""
        # a moderator is named, not pinged
        quiet = discord.AllowedMentions.none()
        try:
            try:
                if lobby is None:
                    await thread.send(text, allowed_mentions=quiet)
                else:
                    await lobby.edit(content=text, view=None, allowed_mentions=quiet)
            except discord.NotFound:
                if lobby is None:
                    raise
                # the lobby's message is gone: a new one says it
                await thread.send(text, allowed_mentions=quiet)
        except discord.HTTPException:
            log.warning("table %s: its thread could not be told of its end", table_id)
        if isinstance(thread, discord.Thread):
            try:
                await thread.edit(archived=True)
            except discord.HTTPException:
                log.warning("table %s: its thread could not be archived", table_id)
