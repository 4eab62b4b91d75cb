"""Shows one kit table in its thread, the same way for every game.

- The table stays in view: one public message holds the table (its picture,
  who must act and by when) and the last lines of the Spielverlauf; its text
  has a steady height, so the buttons do not jump under the thumb. The whole
  Spielverlauf is one button away ("Spielverlauf", ephemeral). During play
  only a game's moments (a reveal, a round's scoring: :class:`Moment`) get
  messages of their own; after them the table message moves below them, so
  it stays the last thing in the thread. Otherwise only a person whose turn
  it is gets told.
- People are told when to act: when a person's decision opens, they get a
  fresh private panel through their last interaction (while its token
  lives), else a mention in the thread.
- Edits go through the message's edit bucket (Discord limits edits).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.clock import Scheduler
from bot.editing import MAX_CONTENT, RETRY_AFTER, EditBucket, Retry, passing
from bot.kit.ui import GameUI, Moment
from bot.notify import SEND_ERRORS, Notifier, PanelSender
from bot.pictures import draw
from bot.table import Table
from engines.core import Event
from engines.texts import t
from render.encode import SUFFIX

log = logging.getLogger(__name__)

#: Tries of a moment's message that Discord refuses for a moment (5xx, network).
MOMENT_TRIES = 3
#: Spielverlauf lines shown inside the table message.
LOG_LINES = 4

#: Builds the public message's buttons: (table, public view) -> discord view.
Buttons = Callable[[Table, Any], discord.ui.View]
#: Told the table message's id whenever a new one is posted (to store it).
Posted = Callable[[Table, discord.Message], Awaitable[None]]
#: Draws a seat's last private panel again in place: (table, seat).
Redraw = Callable[[Table, int], Awaitable[None]]


class KitPresenter:
    """The TableListener of one kit table (see the module docstring)."""

    def __init__(self, *, thread: discord.abc.Messageable,
                 message: discord.Message | discord.PartialMessage | None,
                 names: Sequence[str], ui: GameUI, scheduler: Scheduler, theme: str,
                 buttons: Buttons, send_panel: PanelSender,
                 on_finished: Callable[[Table], Awaitable[None]] | None = None,
                 on_posted: Posted | None = None, redraw: Redraw | None = None) -> None:
        self.thread = thread
        self.message = message
        self.names = tuple(names)
        self.ui = ui
        self.scheduler = scheduler
        self.theme = theme
        self.buttons = buttons
        self.on_finished = on_finished
        self.on_posted = on_posted
        self.redraw = redraw
        self._recent: list[Event] = []
        self._stale: set[int] = set()
        self.table: Table | None = None
        self.lines: list[str] = []
        self._private: list[tuple[int, str]] = []
        self._moments: list[Moment] = []
        self._replaced: list[discord.Message | discord.PartialMessage] = []
        self._bucket = EditBucket()
        self._lock = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None
        self._dirty = False
        self._closed = False
        self._picture_key: object = None
        self.notifier = Notifier(send_panel)
        self._retry = Retry(self.kick)
        self.edits = 0

    # ------------------------------------------------------------ listener
    def on_events(self, table: Table, events: list[Event]) -> None:
        """Queue the Spielverlauf and private lines; refresh soon."""
        self.table = table
        public = [e for e in events if e.audience is None]
        self.lines.extend(self.ui.log_lines(public, self.names))
        self._recent.extend(public)
        self._stale |= self.ui.stale_panels(events)
        if public:
            self._moments.extend(self.ui.moments(public, table.state.view(None), self.names))
        for event in events:
            for seat in event.audience or ():
                self._private.extend((seat, line)
                                     for line in self.ui.private_lines(event, seat, self.names))
        self.kick()

    async def show_now(self, table: Table, events: list[Event]) -> None:
        """A countdown is about to start: show the table first."""
        self.table = table
        await self.flush()

    async def finished(self, table: Table) -> None:
        """The last refresh, then the end of the game."""
        self.table = table
        await self.flush()
        if self.on_finished is not None:
            await self.on_finished(table)

    def remember(self, seat: int, interaction: discord.Interaction[Any]) -> None:
        """A person's latest interaction: their panels and notes go through it."""
        self.notifier.remember(seat, interaction, self.scheduler.now())

    # ------------------------------------------------------------- showing
    def kick(self) -> None:
        """Show the table's state soon."""
        if self._closed:
            return
        self._dirty = True
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._soon())

    async def _soon(self) -> None:
        while self._dirty and not self._closed:
            await self.flush()

    async def flush(self) -> None:
        """Edit the public message, send private lines, tell whose turn it is."""
        async with self._lock:
            self._dirty = False
            table = self.table
            if table is None or self._closed:
                return
            await self._bucket.take()
            moments, self._moments = self._moments, []
            if moments and await self._send_moments(table, moments):
                await self._move_down()
            await self._edit(table)
            await self._send_private()
            stale, self._stale = self._stale, set()
            for seat in sorted(stale):
                if self.redraw is not None:
                    await self.redraw(table, seat)
            self.notifier.tell_soon(table, self.thread, self.scheduler.now())

    def content(self, table: Table) -> str:
        """The public message's text, always the same number of lines."""
        view = table.state.view(None)
        head = self.ui.public_content(view, self.names)
        timer = table.timer()
        clock = ""
        if timer is not None and table.deadline is not None and timer.seats:
            who = ", ".join(self.names[s] for s in timer.seats)
            clock = t(f"core.public.clock.{timer.kind}" if timer.kind in ("bedenkzeit",
                      "nachfrist") else "core.public.clock.other", names=who,
                      when=f"<t:{int(table.deadline)}:R>")
        recent = self.lines[-LOG_LINES:]
        recent = ["\u200b"] * (LOG_LINES - len(recent)) + recent
        parts = [head, clock or "\u200b", t("core.public.log_title"), *recent]
        return "\n".join(parts)[:MAX_CONTENT]

    async def _edit(self, table: Table) -> None:
        view = table.state.view(None)
        content = self.content(table)
        ui = self.buttons(table, view)
        files: list[discord.File] = []
        if self.ui.table_picture is not None and (view != self._picture_key
                                                  or self.message is None):
            shown = self.ui.table_input(view, self._recent, self.names)
            self._recent = []
            data = await draw(self.ui.table_picture, shown, self.names, self.theme)
            files = [discord.File(io.BytesIO(data), filename=f"tisch{SUFFIX}")]
            self._picture_key = view
        try:
            if self.message is None:
                self.message = await self.thread.send(content, view=ui, files=files)
                if self.on_posted is not None:
                    await self.on_posted(table, self.message)
                await self._delete_replaced()
            elif files:
                await self.message.edit(content=content, view=ui, attachments=files)
            else:
                await self.message.edit(content=content, view=ui)
            self.edits += 1
            self._retry.succeeded()
        except discord.NotFound:
            # The table message is gone (deleted by hand): post it anew.
            log.warning("table %s: table message gone, posted anew", table.id)
            self.message, self._picture_key = None, None
            self.kick()
        except SEND_ERRORS as error:
            # The picture did not arrive either: the next try sends it again.
            self._picture_key = None
            if self._retry.failed(error):
                log.warning("table %s: public message not updated (%s), tried again soon",
                            table.id, error)
            else:
                log.exception("table %s: public message not updated", table.id)

    async def _send_moments(self, table: Table, moments: list[Moment]) -> bool:
        """Post each moment as its own message; True if any was posted."""
        posted = False
        for moment in moments:
            data = None
            if moment.picture is not None:
                data = await draw(moment.picture, moment.view, self.names, self.theme)
            for attempt in range(1, MOMENT_TRIES + 1):
                files = [] if data is None else [
                    discord.File(io.BytesIO(data), filename=f"moment{SUFFIX}")]
                try:
                    await self.thread.send(moment.text[:MAX_CONTENT], files=files)
                    posted = True
                    break
                except SEND_ERRORS as error:
                    if attempt < MOMENT_TRIES and passing(error):
                        # Discord refused for a moment: the reveal is not lost
                        await asyncio.sleep(RETRY_AFTER * attempt)
                        continue
                    log.exception("table %s: moment not posted", table.id)
        return posted

    async def _move_down(self) -> None:
        """The table message goes below the moments: :meth:`_edit` posts it
        anew, stores its id, and only then deletes the old one (so a stop at
        any moment leaves a stored table message that exists). Its buttons
        route by table id, so panels and clicks do not care which message
        holds them."""
        if self.message is not None:
            self._replaced.append(self.message)
        self.message, self._picture_key = None, None

    async def _delete_replaced(self) -> None:
        """Delete the table messages a new one replaced."""
        old, self._replaced = self._replaced, []
        for message in old:
            with contextlib.suppress(*SEND_ERRORS):
                await message.delete()

    async def _send_private(self) -> None:
        notes, self._private = self._private, []
        by_seat: dict[int, list[str]] = {}
        for seat, text in notes:
            by_seat.setdefault(seat, []).append(text)
        for seat, texts in by_seat.items():
            interaction = self.notifier.alive(seat, self.scheduler.now())
            if interaction is None:
                continue
            with contextlib.suppress(*SEND_ERRORS):
                await interaction.followup.send("\n".join(texts)[:MAX_CONTENT], ephemeral=True)

    def close(self) -> None:
        """Stop refreshing (the game ended or the bot stops)."""
        self._closed = True
        self._retry.cancel()
        if self._task is not None:
            self._task.cancel()
        self.notifier.close()
