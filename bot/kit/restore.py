"""Restoring a game's lobbies and live tables after a restart, a part of
the kit's controller (:class:`bot.kit.controller.KitController`) that owns
the background task redrawing them.

The tables are rebuilt (and their timers resume) at once; their public
messages are redrawn in the background once the bot is connected, a few at
a time, after deleting a second table message a kill may have left. A table
that cannot be rebuilt never keeps the bot from starting: it is set aside
(abandoned), logged, and its thread is told.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord

from bot.kit.hub import KitHub
from bot.kit.ids import ButtonId
from bot.kit.live import KitLobby, KitRunning
from bot.kit.lobby_seats import unstored
from bot.kit.settings import KitSettings
from bot.kit.tables import LiveEntry
from bot.storage.records import LiveTable, Status
from engines.texts import known, text_in

log = logging.getLogger(__name__)

#: How many restored tables are redrawn at once after a restart.
RESTORE_CONCURRENCY = 4
#: How many of a thread's latest messages a restart looks through for a
#: second table message (:meth:`KitRestore._sweep`).
SWEEP_LOOK_BACK = 30


class KitRestore:
    """A game's restart (see the module docstring)."""

    def __init__(self, host: KitHub) -> None:
        self.host = host
        #: Redraws the restored tables once the bot is connected.
        self.background: asyncio.Task[None] | None = None

    def stop(self) -> None:
        """The bot is stopping: no redraw follows."""
        if self.background is not None:
            self.background.cancel()

    async def _refresh_restored(self, restored: list[KitRunning]) -> None:
        """After a restart, once connected: redraw the tables a few at a time."""
        gate = asyncio.Semaphore(RESTORE_CONCURRENCY)

        async def one(running: KitRunning) -> None:
            async with gate:
                try:
                    await self._sweep(running)
                    await self.host.refresh(running)
                except discord.HTTPException:
                    log.exception("table %s: not redrawn after the restart", running.table.id)

        await asyncio.gather(*(one(r) for r in restored))

    async def _sweep(self, running: LiveEntry) -> None:
        """After a restart: delete the table's other table messages in its
        thread. A kill right after a new table message was posted (moved
        below a moment) and before its id was stored left that message with
        live buttons beside the stored one, showing an old state for good
        (found by issue 22's kill run: "the table message shown twice")."""
        thread, me = running.thread, self.host.client.user
        kept = getattr(running.presenter.message, "id", None)
        if me is None or kept is None or not hasattr(thread, "history"):
            return
        hand = ButtonId(running.table.id, None, "hand", "").encode()
        try:
            async for message in thread.history(limit=SWEEP_LOOK_BACK):
                if message.id == kept or message.author.id != me.id:
                    continue
                ids = {getattr(c, "custom_id", None) for row in message.components
                       for c in getattr(row, "children", ())}
                if hand in ids:
                    log.warning("table %s: a second table message %s deleted",
                                running.table.id, message.id)
                    with contextlib.suppress(discord.HTTPException):
                        await message.delete()
        except discord.HTTPException:
            log.warning("table %s: its thread's messages could not be read", running.table.id)

    async def restore(self) -> int:
        """Bring back every lobby and live table of this game from the database.

        The tables are rebuilt (and their timers resume) at once; their public
        messages are redrawn in the background once the bot is connected. A
        table that cannot be rebuilt never keeps the bot from starting: it is
        set aside (abandoned), logged, and its thread is told. A game whose
        end is in the log ends now (its result and end board follow).
        """
        count = 0
        restored: list[Any] = []
        # each with the table's language (a row that cannot be read: the default)
        set_aside: list[tuple[discord.abc.Messageable, str]] = []
        damaged: list[tuple[int, int]] = []
        # a process of a cluster brings back its own shards' guilds only
        shards = getattr(self.host.client, "owned_shards", None)
        lives = await self.host.storage.tables.open_tables(
            game=self.host.game, unreadable=damaged,
            shard_ids=None if shards is None else shards.ids,
            shard_count=1 if shards is None else shards.count)
        for table_id, channel_id in damaged:
            # A row that cannot be read: set aside alone, the others come back.
            log.error("table %s: its stored row cannot be read, set aside", table_id)
            await self.set_aside(table_id)
            try:
                set_aside.append((await self._channel(channel_id), known(None)))
            except (discord.HTTPException, AssertionError):
                log.warning("table %s: thread gone", table_id)
        for live in lives:
            record = live.table
            try:
                thread = await self._channel(record.thread_id or record.channel_id)
            except (discord.HTTPException, AssertionError):
                log.warning("table %s: thread gone, table abandoned", record.id)
                await self.set_aside(record.id)
                continue
            message = (thread.get_partial_message(record.message_id)  # type: ignore[attr-defined]
                       if record.message_id else None)
            try:
                running = await self._restore_one(live, thread, message)
            except Exception:
                log.exception("table %s: cannot be restored, set aside", record.id)
                self.host.tables.pop(record.id, None)
                self.host.lobbies.pop(record.id, None)
                await self.set_aside(record.id)
                set_aside.append((thread, known(str(record.options.get("language")))))
                continue
            count += 1
            if running is None:
                # a lobby: it closes when its time is up (now, if it is up)
                await self.host.closing.watch_lobby(self.host.lobbies[record.id],
                                                    record.created_at)
                continue
            if all(s.is_computer for s in running.table.seats):
                # every person had left (killed before the table ended): it ends now
                await self.host.closing.everyone_left(running)
                continue
            restored.append(running)
            try:
                await running.table.resume()
            except Exception:
                # Kept live: the next start tries again from the same log.
                log.exception("table %s: not resumed after the restart", record.id)
        if restored or set_aside:
            self.background = asyncio.get_running_loop().create_task(
                self._after_restore(restored, set_aside))
        return count

    async def first_holders(self, table_id: int, seats: tuple[Any, ...]) -> tuple[Any, ...]:
        """The seats a game started with (the log's Leave actions hand them
        over again as they happened); the stored seats where no history is."""
        first = {h.seat: h.holder for h in await self.host.storage.tables.seat_history(table_id)
                 if h.from_seq == 0}
        if len(first) != len(seats):
            return seats
        return tuple(first[i] for i in range(len(seats)))

    async def set_aside(self, table_id: int) -> None:
        """Abandon a table that cannot come back (no result is kept)."""
        try:
            await self.host.storage.tables.abandon(table_id)
        except Exception:
            log.exception("table %s: could not be set aside", table_id)

    async def _after_restore(self, restored: list[Any],
                             set_aside: list[tuple[discord.abc.Messageable, str]]) -> None:
        """Once connected: tell the threads of tables set aside, redraw the others."""
        await self.host.client.wait_until_ready()
        for thread, lang in set_aside:
            try:
                await thread.send(text_in(lang, "core.restore.set_aside",
                                          game=self.host.spec.info.title))
            except discord.HTTPException:
                log.warning("a table set aside: its thread could not be told")
        await self._refresh_restored([r for r in restored if not r.table.state.is_over()])


    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.host.client.get_channel(channel_id)
        if channel is None:
            channel = await self.host.client.fetch_channel(channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    async def _restore_one(self, live: LiveTable, thread: discord.abc.Messageable,
                           message: discord.PartialMessage | None) -> KitRunning | None:
        record = live.table
        options = self.host.parts.lobby.upgrade_options(dict(record.options), len(record.seats))
        settings = KitSettings.from_json(self.host.info, options)
        seats = unstored(record.seats, self.host.computer)
        if len(seats) > settings.size:
            raise ValueError(f"{len(seats)} seats at a table for {settings.size}")
        if record.status == Status.LOBBY:
            self.host.lobbies[record.id] = KitLobby(record.id, record.host_id, record.guild_id,
                                               thread, message, seats, settings)
            return None
        seats = unstored(await self.first_holders(record.id, record.seats), self.host.computer)
        timer = (live.timer.token, live.timer.deadline) if live.timer else None
        running = await self.host.launch(record.id, seats, settings, record.seed, thread,
                                  record.guild_id, record.host_id,
                                  actions=tuple(a.action for a in live.actions), timer=timer,
                                  message=message,
                                  times=tuple(a.applied_at for a in live.actions))
        running.presenter.names = tuple(s.name for s in running.table.seats)
        return running

