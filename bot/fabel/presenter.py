"""Shows one Speedfabel table in its Discord thread.

It keeps the public table message up to date (coalesced to about one edit
per second, at once when a countdown is about to start, and on each hammer
stroke) and sends private results (payment cards, a trade's Rechenweg) to
the people they belong to through their latest interaction.

The table stays in view: the last lines of the Spielverlauf stand inside the
table message (the whole of it is one button away), so play posts no other
message, except to tell a person that a decision of theirs opened
(:mod:`bot.notify`). The message's text keeps a steady height, so its
buttons do not jump under the thumb.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import aiohttp
import discord

from bot.clock import Handle, Scheduler
from bot.editing import MAX_CONTENT, EditBucket, Retry, gone
from bot.fabel.panels import hammer, public_content, public_view
from bot.fabel.pictures import countdown_stage
from bot.notify import Notifier, PanelSender
from bot.table import Table
from engines.core import Event
from engines.fabel.events import CardRevealed, GoldeselPayout, MeinsCount, Pleite
from engines.fabel.narrate import private_lines, public_lines, vierer_lines
from engines.fabel.view import FabelView
from engines.texts import t
from render.encode import SUFFIX

log = logging.getLogger(__name__)

#: Lines of the table message above the Spielverlauf (the head is padded to them).
HEAD_LINES = 5
#: Spielverlauf lines inside the table message.
LOG_LINES = 5
#: Lines of the whole Spielverlauf kept per table, and each line's length at most.
MAX_LOG, MAX_LINE = 1000, 300
#: An empty line that Discord keeps.
BLANK = "\u200b"
#: What a failed send or edit may raise: Discord's answer, or the connection.
SEND_ERRORS = (discord.HTTPException, aiohttp.ClientError, asyncio.TimeoutError)
#: Seconds before a table whose picture was skipped under load tries again.
PICTURE_RETRY = 1.0
#: Interaction tokens are valid for 15 minutes; leave a margin.
TOKEN_LIFETIME = 14 * 60

#: Draws the public picture: (public view, names, theme, countdown stage) -> bytes,
#: or None when the drawing queue is full.
Picture = Callable[[FabelView, Sequence[str], str, float | None], Awaitable[bytes | None]]


class FabelPresenter:
    """The TableListener of one table (see the module docstring)."""

    def __init__(self, *, thread: discord.abc.Messageable,
                 message: discord.Message | discord.PartialMessage | None,
                 names: Sequence[str], solo: bool, scheduler: Scheduler,
                 picture: Picture | None = None, theme: str = "laternennacht",
                 on_finished: Callable[[Table], Awaitable[None]] | None = None,
                 bucket: EditBucket | None = None,
                 send_panel: PanelSender | None = None) -> None:
        self.thread = thread
        self.message = message
        self.names = tuple(names)
        self.solo = solo
        self.scheduler = scheduler
        self.picture = picture
        self.theme = theme
        self.on_finished = on_finished
        self.table: Table | None = None
        self._log: list[str] = []
        #: The whole Spielverlauf of this game (its last lines are on the table message).
        self.lines: list[str] = []
        self.notifier = Notifier(send_panel) if send_panel is not None else None
        self._private: list[tuple[int, str]] = []
        self._flush_task: asyncio.Task[None] | None = None
        self._flush_lock = asyncio.Lock()
        self._dirty = False
        self._urgent = False
        self._closed = False
        #: The kinds each seat held complete at the last events (None: not yet seen).
        self._vierer: list[tuple[int, ...]] | None = None
        self._picture_key: object = None
        #: What the public message shows (see :func:`_shown`).
        self._shown: tuple[int, float | None] | None = None
        self._bucket = bucket or EditBucket()
        self._retry = Retry(self._kick)
        self._hammer: list[Handle] = []
        self._hammer_deadline: float | None = None
        self.interactions: dict[int, tuple[float, discord.Interaction[Any]]] = {}
        self.edits = 0
        #: Edits that went out with an older picture (the picture queue was full).
        self.pictures_behind = 0

    # ------------------------------------------------------------ listener
    def on_events(self, table: Table, events: list[Event]) -> None:
        """Queue log lines and private notes; schedule a coalesced refresh
        (an urgent one when a person acted: he waits to see it)."""
        self.table = table
        if table.actions:
            seat = getattr(table.actions[-1], "seat", None)
            if seat is not None and not table.seats[seat].is_computer:
                self._urgent = True
        # The "Meins!" counter runs on the public message; the thread keeps
        # only the race's result, not one line per number.
        self._log.extend(public_lines([e for e in events if not isinstance(e, MeinsCount)],
                                      self.names))
        # A Vierer has no event of its own: announce what became complete.
        vierer = [p.vierer for p in table.state.view(None).players]
        if self._vierer is not None:
            self._log.extend(vierer_lines(self._vierer, vierer, self.names))
        self._vierer = vierer
        self._private.extend(private_lines(events, self.names))
        self._kick()

    async def show_now(self, table: Table, events: list[Event]) -> None:
        """Edit the public message at once: the card must lie on the stage
        before its countdown starts."""
        self.table = table
        if any(isinstance(e, (CardRevealed, GoldeselPayout, Pleite))
               for e in events):
            # The table's lock is held until the stage shows: no reserve here,
            # and a refresh waiting for the bucket goes now (it shows the stage).
            self._urgent = True
            self._bucket.hurry()
            await self.flush(must_show=True)
        else:
            self._kick()

    async def finished(self, table: Table) -> None:
        """Last refresh, then the controller posts the end board."""
        self.table = table
        await self.flush(must_show=True)
        if self.on_finished is not None:
            await self.on_finished(table)

    # ------------------------------------------------------------ private
    def remember(self, seat: int, interaction: discord.Interaction[Any]) -> None:
        """The latest interaction of a person: private results go through it."""
        self.interactions[seat] = (self.scheduler.now(), interaction)
        if self.notifier is not None:
            self.notifier.remember(seat, interaction, self.scheduler.now())

    async def _send_private(self) -> None:
        notes, self._private = self._private, []
        by_seat: dict[int, list[str]] = {}
        for seat, text in notes:
            by_seat.setdefault(seat, []).append(text)
        for seat, texts in by_seat.items():
            entry = self.interactions.get(seat)
            if entry is None or self.scheduler.now() - entry[0] > TOKEN_LIFETIME:
                continue
            if not entry[1].response.is_done():
                # A follow-up needs a first answer; this click is still being handled.
                self._private.extend((seat, text) for text in texts)
                continue
            with contextlib.suppress(*SEND_ERRORS):
                await entry[1].followup.send("\n".join(texts)[:MAX_CONTENT], ephemeral=True)

    # ------------------------------------------------------------- public
    def kick(self) -> None:
        """Show the table's current state soon (through the edit bucket)."""
        self._kick()

    def _kick(self) -> None:
        if self._closed:
            return
        self._dirty = True
        if self._urgent:
            self._bucket.hurry()
        if self._flush_task is None or self._flush_task.done():
            self._flush_task = asyncio.get_running_loop().create_task(self._flush_soon())

    async def _flush_soon(self) -> None:
        """Flush while something changed."""
        while self._dirty and not self._closed:
            await self.flush()

    async def flush(self, *, must_show: bool = False) -> None:
        """Post queued log lines and private notes, then edit the public message.

        Every path goes through the table's edit bucket: a lone change is shown
        at once, a burst at about one edit per second; refreshes that no
        person waits for (computers' moves, hammer strokes) leave
        :data:`bot.editing.EDIT_RESERVE` edits in reserve, so that a person's click is
        shown at once (and with it everything that happened before).

        ``must_show``: the caller holds the table's lock until the current
        state is on the message (a card put up, the game's end). It takes the
        next edit without reserve, and none at all when a refresh that ran
        meanwhile already showed this state.
        """
        async with self._flush_lock:
            if self._closed:
                self._dirty = False
                return
            if must_show and self.table is not None and self._shown == _shown(self.table):
                # Every action so far is on the message: nothing is urgent now.
                self._urgent = False
                await self._send_lines()
                return
            await self._bucket.take(lambda: must_show or self._urgent)
            self._dirty = self._urgent = False
            table = self.table
            if table is None:
                return
            await self._send_lines()
            await self._edit_public(table)

    async def _send_lines(self) -> None:
        """Take the queued Spielverlauf lines into the log (the table message
        shows the last of them) and send the private notes."""
        lines, self._log = self._log, []
        self.lines.extend(line[:MAX_LINE] for line in lines)
        del self.lines[:-MAX_LOG]
        await self._send_private()

    async def _edit_public(self, table: Table) -> None:
        shown = _shown(table)
        view = table.state.view(None)
        now = self.scheduler.now()
        deadline = table.deadline
        content = steady(public_content(view, self.names, deadline=deadline, now=now),
                         self.lines)
        stroke = hammer(deadline - now) if deadline is not None else 0
        people = sum(1 for s in table.seats if not s.is_computer)
        ui = public_view(table.id, view, solo=self.solo, danger=stroke > 0, leave=people > 1)
        stage = countdown_stage(None if deadline is None else deadline - now)
        files: list[discord.File] = []
        # The picture shows the public view and the countdown's stage only:
        # while neither changed, the message keeps its picture (no upload).
        key = (view, stage)
        stale = False
        if self.picture is not None and (key != self._picture_key or self.message is None):
            data = await self.picture(view, self.names, self.theme, stage)
            if data is None:
                # Too many pictures queued: the text goes out now, the picture
                # follows when there is room again.
                stale = True
                self.pictures_behind += 1
            else:
                files = [discord.File(io.BytesIO(data), filename=f"tisch{SUFFIX}")]
                self._picture_key = key
        try:
            if self.message is None:
                self.message = await self.thread.send(content, view=ui, files=files)
            elif files:
                await self.message.edit(content=content, view=ui, attachments=files)
            else:
                await self.message.edit(content=content, view=ui)
            self.edits += 1
            self._shown = shown
            self._retry.succeeded()
        except SEND_ERRORS as error:
            # The picture did not arrive either: the next try sends it again.
            self._picture_key = None
            if gone(error) and self.message is not None:
                # The table message was deleted: post it anew.
                log.warning("table %s: its message is gone, posted anew", table.id)
                self.message = None
                self._kick()
            elif self._retry.failed(error):
                log.warning("table %s: public message not updated (%s), tried again soon",
                            table.id, error)
            else:
                log.exception("table %s: public message not updated", table.id)
        self._plan_hammer(table)
        if stale:
            asyncio.get_running_loop().call_later(PICTURE_RETRY, self._kick)
        if self.notifier is not None:
            self.notifier.tell_soon(table, self.thread, now)

    def _plan_hammer(self, table: Table) -> None:
        """Refresh at 3, 2 and 1 seconds before the Zuschlag (Zum Ersten …)."""
        deadline = table.deadline
        timer = table.timer()
        if deadline == self._hammer_deadline:
            return
        for handle in self._hammer:
            handle.cancel()
        self._hammer = []
        self._hammer_deadline = deadline
        if deadline is None or timer is None or timer.kind != "auction":
            return
        now = self.scheduler.now()
        for before in (3.0, 2.0, 1.0):
            delay = deadline - before - now
            if delay > 0:
                self._hammer.append(self.scheduler.call_later(delay, self._hammer_stroke))

    async def _hammer_stroke(self) -> None:
        self._kick()

    def close(self) -> None:
        """Stop the hammer timers and any pending refresh (the bot is stopping)."""
        self._closed = True
        self._retry.cancel()
        for handle in self._hammer:
            handle.cancel()
        self._hammer = []
        if self._flush_task is not None:
            self._flush_task.cancel()
        if self.notifier is not None:
            self.notifier.close()


def steady(head: str, log: Sequence[str]) -> str:
    """The table message's text: the head padded to :data:`HEAD_LINES` lines,
    then the Spielverlauf's last :data:`LOG_LINES` lines, so the message keeps
    its height (an empty line is a zero-width space: Discord drops blank ones).

    >>> steady("Anna ist dran", ["x"]).count(chr(10)) == HEAD_LINES + LOG_LINES
    True
    """
    lines = head.split("\n")
    lines += [BLANK] * (HEAD_LINES - len(lines))
    recent = list(log[-LOG_LINES:])
    recent = [BLANK] * (LOG_LINES - len(recent)) + recent
    return "\n".join([*lines, t("core.public.log_title"), *recent])[:MAX_CONTENT]


def _shown(table: Table) -> tuple[int, float | None]:
    """What an edit of the public message shows now: the actions applied and
    the countdown's deadline (the hammer's strokes follow from it)."""
    return table.seq, table.deadline
