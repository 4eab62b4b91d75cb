"""The picture of one table message, for the presenter
(:class:`bot.kit.presenter.KitPresenter`), the same way for every game.

- Drawn from its inputs only (what :meth:`~bot.kit.parts.TableMessage.picture_view`
  keeps of the public view, with the public events since the last picture:
  :meth:`~bot.kit.parts.TableMessage.table_input`; the names; the theme),
  pickled once; a digest of those bytes is the picture's key. An edit whose
  key is the one on the message uploads nothing (the attachment stays): no
  drawing, no encoding, no upload, however often the text changes (a
  countdown runs in the text as a Discord timestamp, not in the picture).
- Drawn at most once for its key, however many edits show it: the bytes are
  kept for a message posted anew below a moment or an edit tried again.
- One queue for every table (:func:`bot.kit.runtime.pictures.latest`): a
  table's newer picture takes the place of its older one still waiting.
- Under load (:func:`bot.kit.runtime.pictures.patience`) an edit does not
  wait long for its picture: the text goes out, and the picture follows in
  an edit of its own when it is drawn (it asks the presenter for one).
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from bot.kit.parts import Parts
from bot.kit.runtime import pictures
from bot.kit.ui import GameUI
from engines.core import Event

log = logging.getLogger(__name__)


class TablePicture:
    """What one table message's picture is, was drawn and was uploaded (see
    the module docstring). ``kick`` asks the presenter for an edit."""

    def __init__(self, parts: Parts, kick: Callable[[], None]) -> None:
        self.parts = parts
        self.kick = kick
        #: Public events since the input was last made (:meth:`_want`).
        self.recent: list[Event] = []
        #: The input now, what it was made from, and the public events it shows.
        self._wanted: pictures.Request | None = None
        self._wanted_from: Any = None
        self._wanted_events: list[Event] = []
        #: The alt text of the input now.
        self.alt = ""
        #: The last picture drawn (its key, its bytes), the one being drawn
        #: (key, task), the key of the one on the message.
        self._drawn: tuple[bytes, bytes] | None = None
        self._pending: tuple[bytes, asyncio.Task[bytes | None]] | None = None
        self._uploaded: bytes | None = None
        #: An edit waits for the picture being drawn.
        self._awaiting = False
        #: Pictures drawn for this table, edits that uploaded one, and edits
        #: that went out without the current one (pictures were crowded).
        self.drawn = 0
        self.uploads = 0
        self.behind = 0

    async def for_edit(self, ui: GameUI, view: Any, names: Sequence[str], theme: str,
                       table: Hashable, *, posting: bool,
                       last: bool = False) -> tuple[bytes | None, bytes | None]:
        """The picture an edit of the table message uploads: (its key, its
        bytes); no bytes when the message shows it already (``posting``: the
        message is new, it shows none) or while it is drawn under load.
        ``view``: the public view now; ``table``: the table's key in the
        queue; ``last``: the game's last edit (no later one would bring its
        picture: it waits for it however long it takes)."""
        job = ui.table_picture
        if job is None:
            return None, None
        shown = self.parts.table.picture_view(view)
        if self._wanted is None or (shown, tuple(names), theme) != self._wanted_from:
            self._want(ui, job, shown, tuple(names), theme)
        assert self._wanted is not None
        key = self._wanted.key
        if not posting and key == self._uploaded:
            return key, None
        if self._drawn is not None and self._drawn[0] == key:
            return key, self._drawn[1]
        if self._pending is None or self._pending[0] != key:
            patience = None if last else pictures.patience()
            task = pictures.latest(table, self._wanted)
            task.add_done_callback(functools.partial(self._arrived, key))
            self._pending = (key, task)
        else:
            task = self._pending[1]
            patience = None if task.done() or last else pictures.patience()
        if patience is None or patience > 0:
            self._awaiting = True
            try:
                await asyncio.wait({task}, timeout=patience)
            finally:
                self._awaiting = False
        if not task.done():
            # Pictures are crowded: the text goes out now, the picture follows.
            self.behind += 1
            return key, None
        data = task.result()
        if data is None:
            self.behind += 1
        return key, data

    def _want(self, ui: GameUI, job: Any, shown: Any, names: tuple[str, ...],
              theme: str) -> None:
        """A new input: the part of the view the picture shows, with the
        public events since the last input (those of an input that was never
        drawn stay: its picture gave way to this one)."""
        recent, self.recent = self.recent, []
        if self._wanted is not None and (self._drawn is None
                                         or self._drawn[0] != self._wanted.key):
            recent = self._wanted_events + recent
        table_input = self.parts.table.table_input(shown, recent, names)
        self._wanted = pictures.Request.of(job, table_input, names, theme)
        self._wanted_from = (shown, names, theme)
        self._wanted_events = recent
        self.alt = self.parts.alts.table_alt(ui, shown, names)

    def _arrived(self, key: bytes, task: asyncio.Task[bytes | None]) -> None:
        """A picture was drawn: kept while it is the one wanted; when no edit
        waited for it, the presenter is asked for one that shows it."""
        if task.cancelled():
            return
        error = task.exception()
        if error is not None:
            log.error("table picture not drawn", exc_info=error)
            return
        data = task.result()
        if data is None:
            return
        self.drawn += 1
        if self._wanted is None or self._wanted.key != key:
            return
        self._drawn = (key, data)
        self._wanted_events = []
        if not self._awaiting and self._uploaded != key:
            self.kick()

    @property
    def drawing(self) -> bool:
        """Whether the picture wanted now is being drawn (an edit showing it
        follows when it arrives)."""
        pending = self._pending
        return (pending is not None and self._wanted is not None
                and pending[0] == self._wanted.key and not pending[1].done())

    def uploaded(self, key: bytes | None) -> None:
        """An edit with the picture of ``key`` went out."""
        self.uploads += 1
        self._uploaded = key

    def lost(self) -> None:
        """The message does not show the picture (posted anew, or the upload
        was refused): the next edit uploads it, drawn already or not."""
        self._uploaded = None

    def forget(self) -> None:
        """Draw the picture anew at the next edit, from the state and the
        recent events then (a test compares twin tables)."""
        self._wanted = self._drawn = self._uploaded = self._pending = None
        self._wanted_from = None
        self._wanted_events = []

    def close(self) -> None:
        """A picture being drawn is not wanted any more (the table ended)."""
        if self._pending is not None:
            self._pending[1].cancel()
