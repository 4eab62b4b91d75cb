"""Shows one table in its thread, the same way for every game.

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
- An edit Discord refused for a moment is made again soon (:class:`Retry`);
  a table message that cannot be edited any more is posted anew, once; when
  the thread itself is gone the table stops
  (:meth:`~bot.kit.host.TableHost.thread_gone`) and is not tried again.
- It talks to the controller through one narrow interface,
  :class:`bot.kit.host.TableHost`.
- Edits go through the message's edit bucket: a lone change is shown at
  once, a burst at about one edit per second; with
  :attr:`~bot.kit.parts.TableMessage.edit_reserve`, refreshes nobody waits
  for leave edits in reserve for a person's click. Every request in the
  thread first takes a token of the process's global budget (then the
  newest state goes), unless it can go through a living click on the table
  message (:mod:`bot.kit.public_route`).
- The picture is uploaded again only when what it shows changed
  (:meth:`~bot.kit.parts.TableMessage.picture_view`); a countdown's marks
  and counters that run in the text are text edits.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.kit import language
from bot.kit.host import TableHost
from bot.kit.items import TableView
from bot.kit.logbook import Logbook
from bot.kit.notify import SEND_ERRORS, Notifier
from bot.kit.parts import Parts, moment_alt
from bot.kit.public_route import PublicRoute
from bot.kit.runtime.budget import GlobalBudget
from bot.kit.runtime.clock import Handle, Scheduler
from bot.kit.runtime.editing import (
    MAX_CONTENT,
    RETRY_AFTER,
    EditBucket,
    Retry,
    cannot_edit,
    cut_words,
    passing,
    thread_gone,
)
from bot.kit.runtime.pictures import as_file, as_files, draw, table_picture
from bot.kit.runtime.table import Table
from bot.kit.ui import Clock, GameUI, Moment
from engines.core import Event
from engines.texts import DEFAULT, reading, t

log = logging.getLogger(__name__)

#: Tries of a moment's message that Discord refuses for a moment (5xx, network).
MOMENT_TRIES = 3
#: The longest line of words under a moment's headline.
MOMENT_LINE = 400
#: Lines of the whole Spielverlauf kept per table, and each line's length at most.
#: An empty line that Discord keeps.
BLANK = "\u200b"
#: Seconds before a table whose picture was skipped under load tries again.
PICTURE_RETRY = 1.0

class KitPresenter:
    """The TableListener of one table (see the module docstring)."""

    def __init__(self, *, thread: discord.abc.Messageable,
                 message: discord.Message | discord.PartialMessage | None,
                 names: Sequence[str], ui: GameUI, parts: Parts, scheduler: Scheduler,
                 theme: str, host: TableHost | None = None,
                 bucket: EditBucket | None = None,
                 budget: GlobalBudget | None = None, lang: str = DEFAULT) -> None:
        self.thread = thread
        self.message = message
        self.names = tuple(names)
        self.ui = ui
        self.parts = parts
        self.scheduler = scheduler
        self.theme = theme
        self.language = lang  # the table's: its message, log, moments, pictures
        self.host = host  # the controller (None: on its own, no buttons, nobody told)
        self.gone = False  # Discord said the thread is gone (the table stops)
        self._gone_task: asyncio.Task[None] | None = None
        #: Public events since the table picture was drawn (TableMessage.table_input).
        self._recent: list[Event] = []
        #: Seats whose last panels are drawn again in place (Countdowns.stale_panels),
        #: with the table's action count when what they showed went stale.
        self._stale: dict[int, int] = {}
        self._moments: list[Moment] = []
        #: Seats a computer chose for when their time ran out (their panels say so).
        self.timed_out: set[int] = set()
        self.table: Table | None = None
        #: The whole Spielverlauf in every language (the table's is on its message).
        self.logbook = Logbook(lang)
        self._private: list[tuple[int, dict[str, str]]] = []  # by seat, in each language
        self._replaced: list[discord.Message | discord.PartialMessage] = []
        self._bucket = bucket or EditBucket()
        #: The way of each request in the thread (``budget``: the process's by default).
        self.route = PublicRoute(budget)
        self._retry = Retry(self.kick)
        self._lock = asyncio.Lock()
        self._flush_task: asyncio.Task[None] | None = None
        self._dirty = False
        self._urgent = False
        self._closed = False
        self._picture_key: object = None
        #: The public view at the last events (for :meth:`~bot.kit.parts.TableMessage.view_lines`).
        self._last_view: Any = None
        #: What the public message shows (see :func:`_shown`).
        self._shown: tuple[int, float | None] | None = None
        self._marks: list[Handle] = []
        self._marks_deadline: float | None = None
        self.notifier = (Notifier(host.panel_followup, self.route.spend)
                         if host is not None else None)
        self.edits = 0
        #: Edits that went out with an older picture (the picture queue was full).
        self.pictures_behind = 0

    # ------------------------------------------------------------ listener
    def on_events(self, table: Table, events: list[Event]) -> None:
        """Queue the Spielverlauf and private lines; refresh soon (an urgent
        refresh when a person acted: they wait to see it). In the table's language."""
        with reading(self.language):
            self.table = table
            if table.actions:
                seat = getattr(table.actions[-1], "seat", None)
                if seat is not None and not table.seats[seat].is_computer:
                    self._urgent = True
            public = [e for e in events if e.audience is None]
            lines = self.logbook.add(lambda: self.ui.log_lines(public, self.names))
            self._recent.extend(public)
            for seat in self.parts.countdowns.stale_panels(events):
                self._stale[seat] = table.seq
            view, before = table.state.view(None), self._last_view
            if public:
                self._moments.extend(_worded(m, lines)
                                     for m in self.parts.news.moments(public, view, self.names))
            self.logbook.add(lambda: self.parts.table.view_lines(before, view, self.names))
            self._last_view = view
        notes = self.parts.news.private_notes
        self._private.extend(language.in_every_language(notes, events, self.names))
        self.kick()

    async def show_now(self, table: Table, events: list[Event]) -> None:
        """A countdown is about to start: when the game says these events
        must be seen first, edit the message now (the table's lock is held
        until it went out); else refresh soon."""
        self.table = table
        if self.parts.countdowns.shows_at_once(events):
            # No reserve here, and a refresh waiting for the bucket goes now
            # (it shows this state).
            self._urgent = True
            self._bucket.hurry()
            await self.flush(must_show=True)
        else:
            self.kick()

    def countdown_started(self, table: Table) -> None:
        """The countdown after the stage runs: its deadline (and the marks
        before it) are shown soon, in a refresh nobody waits for, so a
        person's next click still finds an edit left."""
        self.table = table
        self.kick()

    def decided_for(self, table: Table, seat: int) -> None:
        """A computer chose for ``seat`` when the person's time ran out:
        their panel says so (drawn again in place, or their next one)."""
        self.table = table
        self.timed_out.add(seat)
        self._stale[seat] = table.seq
        self.kick()

    async def post_moments(self) -> None:
        """Post the moments waiting now, before the clicker's next panel goes
        out (one step's messages in the order of its events); the table
        message follows below them."""
        async with self._lock, language.reading_async(self.language):
            if self._closed or not self._moments or self.table is None:
                return
            moments, self._moments = self._moments, []
            if await self._send_moments(self.table, moments):
                await self._move_down()
        self.kick()

    async def finished(self, table: Table) -> None:
        """The last refresh, then the end of the game (the mentions go)."""
        self.table = table
        await self.flush(must_show=True)
        if self.notifier is not None:
            self.notifier.close()
            await self.notifier.clear()
        if self.host is not None and not self.gone:
            # (a thread gone at the very end: the table is set aside, no end board)
            with reading(self.language):
                await self.host.table_finished(table)

    @property
    def lines(self) -> list[str]:
        """The Spielverlauf in the table's language (its last lines are on the table message)."""
        return self.logbook.lines

    def log(self, lang: str | None = None) -> list[str]:
        """The whole Spielverlauf so far for a reader of ``lang`` (the table's by default)."""
        return self.logbook.read(lang or self.language)

    def tell_soon(self, table: Table) -> None:
        """Tell people whose decision opened (a click's answer is done)."""
        if self.notifier is not None and not self._closed:
            with reading(self.language):   # the mentions are the table's
                self.notifier.tell_soon(table, self.thread, self.scheduler.now())

    def remember(self, seat: int, interaction: discord.Interaction[Any]) -> None:
        """A person's latest interaction: their panels and notes go through
        it, and a click on the table message may carry its edits."""
        self.route.clicked(interaction, self.scheduler.now(), self.message)
        if self.notifier is not None:
            self.notifier.remember(seat, interaction, self.scheduler.now())

    # ------------------------------------------------------------- showing
    def kick(self) -> None:
        """Show the table's state soon (through the edit bucket)."""
        if self._closed:
            return
        self._dirty = True
        if self._urgent:
            self._bucket.hurry()
        if self._flush_task is None or self._flush_task.done():
            self._flush_task = asyncio.get_running_loop().create_task(self._soon())

    async def _soon(self) -> None:
        while self._dirty and not self._closed:
            await self.flush()

    async def flush(self, *, must_show: bool = False) -> None:
        """Take the queued lines into the Spielverlauf, send private notes,
        edit the public message and tell whose turn it is.

        ``must_show``: the caller holds the table's lock until the current
        state is on the message (a card put up, the game's end). It takes the
        next edit without reserve, and none at all when a refresh that ran
        meanwhile already showed this state.
        """
        async with self._lock, language.reading_async(self.language):
            if self._closed:
                self._dirty = False
                return
            if (must_show and self.table is not None and self._shown == _shown(self.table)
                    and not self._moments):
                # Every action so far is on the message (a refresh that ran
                # meanwhile showed it) and no moment waits: nothing is urgent now.
                self._urgent = False
                await self._send_private()
                return
            await self._bucket.take(lambda: must_show or self._urgent
                                    or not self.parts.table.edit_reserve)
            paid = self.route.carrier(self.message, self.scheduler.now()) is None
            if paid:
                # waits its turn among every table's; what goes is read after it
                await self.route.spend(urgent=must_show or self._urgent)
            self._dirty = self._urgent = False
            table = self.table
            if table is None:
                return
            await self._send_private()
            moments, self._moments = self._moments, []
            if moments and await self._send_moments(table, moments):
                await self._move_down()
            if self.gone:
                return
            await self._edit_public(table, paid=paid)
            stale, self._stale = self._stale, {}
            for seat, since in sorted(stale.items()):
                if self.host is not None:
                    await self.host.redraw_panel(table, seat, since)

    def clock(self, table: Table) -> Clock:
        """The countdown as the message shows it now."""
        return Clock(table.timer(), table.deadline, self.scheduler.now())

    def content(self, table: Table) -> str:
        """The public message's text, always the same number of lines."""
        view = table.state.view(None)
        head = self.parts.countdowns.public_head(self.ui, view, self.names, self.clock(table))
        shown = self.parts.table.log_shown
        recent = self.lines[-shown:] if shown else []
        recent = [BLANK] * (shown - len(recent)) + recent
        top = [*head, t("core.public.log_title")]
        # Too long for Discord: the oldest log lines give way whole (a line is
        # never cut mid-word), then the head's.
        while recent and len("\n".join([*top, *recent])) > MAX_CONTENT:
            recent.pop(0)
        return cut_words("\n".join([*top, *recent]), MAX_CONTENT)

    async def _edit_public(self, table: Table, *, paid: bool) -> None:
        shown = _shown(table)
        view = table.state.view(None)
        clock = self.clock(table)
        content = self.content(table)
        ui = self.host.public_view(table, view, clock) if self.host is not None else TableView()
        files: list[discord.File] = []
        stale = False
        job = self.ui.table_picture
        if job is not None:
            drawn = self.parts.table.picture_view(view)
            if drawn != self._picture_key or self.message is None:
                # Taken before the wait: events arriving meanwhile are for the next picture.
                recent, self._recent = self._recent, []
                shown_now = self.parts.table.table_input(drawn, recent, self.names)
                data = (await table_picture(job, shown_now, self.names, self.theme)
                        if self.parts.table.edit_reserve
                        else await draw(job, shown_now, self.names, self.theme))
                if data is None:
                    # Too many pictures queued: the text goes out now, the
                    # picture follows when there is room again.
                    stale = True
                    self.pictures_behind += 1
                    self._recent = recent + self._recent
                else:
                    alt = self.parts.alts.table_alt(self.ui, drawn, self.names)
                    files = [as_file(data, "tisch", alt)]
                    self._picture_key = drawn
        posting = self.message is None
        try:
            if self.message is None:
                if not paid:
                    await self.route.spend()
                self.message = await self.thread.send(content, view=ui, files=files)
                if self.host is not None:
                    await self.host.message_posted(table, self.message)
                await self._delete_replaced()
            else:
                more: dict[str, Any] = {"attachments": files} if files else {}
                await self.route.edit(self.message, clock.now, paid=paid, content=content,
                                      view=ui, **more)
            self.edits += 1
            self._shown = shown
            self._retry.succeeded()
        except SEND_ERRORS as error:
            self._refused(table, error, posting=posting)
            if self.gone:
                return
        self._plan_marks(table)
        if stale:
            asyncio.get_running_loop().call_later(PICTURE_RETRY, self.kick)
        if self.notifier is not None:
            self.notifier.tell_soon(table, self.thread, clock.now)

    def _refused(self, table: Table, error: BaseException, *, posting: bool) -> None:
        """Discord refused the table message (``posting``: a new one)."""
        if thread_gone(error, posting=posting):
            self._thread_gone(table, error)
        elif not posting and (cannot_edit(error) or isinstance(error, discord.NotFound)):
            # The message cannot be edited any more (deleted by hand, its
            # thread archived): posted anew, once; if that is refused too,
            # the thread is gone (above).
            log.warning("table %s: table message cannot be edited (%s), posted anew",
                        table.id, error)
            self.message, self._picture_key = None, None
            self.kick()
        else:
            # The picture did not arrive either: the next try sends it again.
            self._picture_key = None
            if self._retry.failed(error):
                log.warning("table %s: public message not updated (%s), tried again soon",
                            table.id, error)
            else:
                log.exception("table %s: public message not updated", table.id)

    def _thread_gone(self, table: Table, error: BaseException) -> None:
        """The thread is gone: nothing is shown or tried again; the table is
        told to stop (:meth:`TableHost.thread_gone`, in a task of its own: the caller may hold
        the table's lock, which stopping the table waits for)."""
        if self.gone:
            return
        self.gone = True
        log.warning("table %s: its thread is gone (%s): the table stops", table.id, error)
        if self.host is not None:
            self._gone_task = asyncio.get_running_loop().create_task(
                self.host.thread_gone(table))
        self.close()

    async def _send_moments(self, table: Table, moments: list[Moment]) -> bool:
        """Post each moment as its own message; True if any was posted."""
        posted = False
        for moment in moments:
            data = None
            if moment.picture is not None:
                data = await draw(moment.picture, moment.view, self.names, self.theme)
            for attempt in range(1, MOMENT_TRIES + 1):
                files = [] if data is None else as_files(
                    data, "moment", moment_alt(moment))
                try:
                    await self.route.spend()
                    await self.thread.send(moment.text[:MAX_CONTENT], files=files)
                    posted = True
                    break
                except SEND_ERRORS as error:
                    if thread_gone(error, posting=True):
                        self._thread_gone(table, error)
                        return False
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
        holds them. Not while other tables wait for the global budget: a new
        message and a deletion cost two requests, it is edited where it is."""
        if self.message is not None and self.route.budget.waiting:
            return
        if self.message is not None:
            self._replaced.append(self.message)
        self.message, self._picture_key = None, None

    async def _delete_replaced(self) -> None:
        """Delete the table messages a new one replaced."""
        old, self._replaced = self._replaced, []
        for message in old:
            with contextlib.suppress(*SEND_ERRORS):
                await self.route.spend()
                await message.delete()

    def _plan_marks(self, table: Table) -> None:
        """Edit again at the game's marks before the deadline (Zum Ersten …)."""
        deadline = table.deadline
        if deadline == self._marks_deadline:
            return
        for handle in self._marks:
            handle.cancel()
        self._marks = []
        self._marks_deadline = deadline
        timer = table.timer()
        if deadline is None or timer is None:
            return
        now = self.scheduler.now()
        for before in self.parts.countdowns.refresh_marks(timer):
            delay = deadline - before - now
            if delay > 0:
                self._marks.append(self.scheduler.call_later(delay, self._mark))

    async def _mark(self) -> None:
        self.kick()

    async def _send_private(self) -> None:
        notes, self._private = self._private, []
        if self.notifier is not None:
            self._private = await self.notifier.send_notes(notes, self.scheduler.now())

    def close(self) -> None:
        """Stop the marks and any pending refresh (the game ended or the bot stops)."""
        self._closed = True
        self._retry.cancel()
        for handle in self._marks:
            handle.cancel()
        self._marks = []
        if self._flush_task is not None:
            self._flush_task.cancel()
        if self.notifier is not None:
            self.notifier.close()


def _worded(moment: Moment, lines: Sequence[str]) -> Moment:
    """A moment whose own text is only a headline gets one line saying what
    its events did (their Spielverlauf lines), for people who cannot see
    the picture and for notifications."""
    if "\n" in moment.text.strip() or not lines:
        return moment
    return replace(moment, text=f"{moment.text}\n{cut_words(' · '.join(lines), MOMENT_LINE)}")


def _shown(table: Table) -> tuple[int, float | None]:
    """What an edit of the public message shows now: the actions applied and
    the countdown's deadline (its marks follow from it)."""
    return table.seq, table.deadline
