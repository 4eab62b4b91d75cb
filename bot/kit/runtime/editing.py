"""Editing one public message within Discord's limits: a token bucket for
its edits, another try when Discord refused an edit for a moment, and log
lines joined into messages of at most 2000 characters."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sequence

import aiohttp
import discord

#: The least time between two edits of the public message (Discord limits edits).
EDIT_INTERVAL = 1.0
#: Edits of the bucket that refreshes no person waits for leave to people's clicks.
EDIT_RESERVE = 2
#: Discord's limit for one message's text.
MAX_CONTENT = 2000
#: Seconds before the first new try of a refused edit (the n-th waits n times as long).
RETRY_AFTER = 1.0
#: New tries of one refused edit at most (then the table's next change shows it).
RETRIES = 6


def passing(error: BaseException) -> bool:
    """Whether Discord refused a request only for a moment (a 5xx answer, a
    429 discord.py gave up on or did not wait out, the network): then it is
    worth another try. A refusal for good (no permission, the message
    deleted) is not."""
    if isinstance(error, discord.RateLimited):
        return True
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, (aiohttp.ClientError, asyncio.TimeoutError, OSError))


#: Discord's answers that say the thread itself is no more to be written in:
#: 10003 Unknown Channel (deleted), 50001 Missing Access (the bot was
#: removed, or may not see it any more), 50083 archived (to a new message:
#: archived and locked, else the message would have unarchived it), 160005
#: locked.
THREAD_GONE = frozenset({10003, 50001, 50083, 160005})
#: Discord's answer to an edit in an archived thread (a new message may open it again).
ARCHIVED = 50083


def thread_gone(error: BaseException, *, posting: bool) -> bool:
    """Whether Discord refused a table message because its thread is gone
    (deleted, archived and locked, the bot shut out): the table cannot be
    shown there any more. ``posting``: the refused request was a new
    message (an edit in an archived thread is not final: a new message
    unarchives a thread that is not locked)."""
    code = getattr(error, "code", 0)
    if not isinstance(error, discord.HTTPException) or code not in THREAD_GONE:
        return False
    return posting or code != ARCHIVED


def cannot_edit(error: BaseException) -> bool:
    """Whether the table message cannot be edited but a new one may be
    posted: it was deleted (10008 Unknown Message), or its thread was
    archived (50083; posting unarchives it, unless it is locked)."""
    return isinstance(error, discord.HTTPException) and getattr(error, "code", 0) in (
        10008, ARCHIVED)


class Retry:
    """Another try of a public message's edit that Discord refused for a
    moment, so nobody sees an old table longer than the fault lasts (before,
    the message waited for the table's next change, up to a whole Bedenkzeit).

    ``again`` asks for a refresh (the presenter's kick); it runs on the real
    clock, as Discord recovers in real time.
    """

    def __init__(self, again: Callable[[], None]) -> None:
        self._again = again
        self.tries = 0
        self._handle: asyncio.TimerHandle | None = None

    def failed(self, error: BaseException) -> bool:
        """An edit failed: plan the next try; False if none comes (a
        refusal for good, or the tries are used up)."""
        if not passing(error) or self.tries >= RETRIES:
            return False
        self.tries += 1
        if self._handle is None or self._handle.cancelled():
            # not before Discord's own wait (a 429's retry_after) is over
            wait = max(RETRY_AFTER * self.tries, getattr(error, "retry_after", 0.0))
            self._handle = asyncio.get_running_loop().call_later(wait, self._fire)
        return True

    def _fire(self) -> None:
        self._handle = None
        self._again()

    def succeeded(self) -> None:
        """An edit went through: the next fault starts counting anew."""
        self.tries = 0

    def cancel(self) -> None:
        """No more tries (the presenter closes)."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None


class EditBucket:
    """A token bucket for one message's edits: ``burst`` at once, then one per
    ``interval`` seconds. It runs on the real clock: Discord's limits do.

    An urgent edit takes a token as soon as there is one; any other waits
    until ``reserve`` more are left, so a burst of background refreshes
    cannot use the token a person's click needs.

    >>> import asyncio
    >>> bucket = EditBucket(burst=2, interval=1.0)
    >>> asyncio.run(bucket.take()); asyncio.run(bucket.take()); round(bucket.tokens, 1)
    0.0
    """

    def __init__(self, burst: int = 3, interval: float | None = None,
                 reserve: int | None = None) -> None:
        self.burst = burst
        self.interval = EDIT_INTERVAL if interval is None else interval
        self.reserve = EDIT_RESERVE if reserve is None else reserve
        self.tokens = float(burst)
        self._stamp = time.monotonic()
        self._hurry: asyncio.Event | None = None

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self._stamp) / self.interval)
        self._stamp = now

    def hurry(self) -> None:
        """An urgent edit is waiting now: a waiting ``take`` looks again."""
        if self._hurry is not None:
            self._hurry.set()

    async def take(self, urgent: Callable[[], bool] = lambda: True) -> None:
        """Wait for a token and use it (``urgent()`` is asked again while waiting)."""
        self._refill()
        while True:
            need = 1.0 if urgent() else 1.0 + self.reserve
            if self.tokens >= need:
                break
            wait = (need - self.tokens) * self.interval
            self._hurry = asyncio.Event()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._hurry.wait(), wait)
            self._hurry = None
            self._refill()
        self.tokens -= 1.0


def cut_words(text: str, limit: int) -> str:
    """``text`` at most ``limit`` characters long, shortened at a word's end
    with "…" (never mid-word).

    >>> cut_words("Mitternacht! Baron Knarz 🖥: 1 Mahnung", 20)
    'Mitternacht! Baron…'
    """
    if len(text) <= limit:
        return text
    room = text[:limit - 1]
    cut = max(room.rfind(" "), room.rfind("\n"))
    if cut > 0:
        room = room[:cut]
    return room.rstrip(" ,;:·–-") + "…"


def packed(pieces: Sequence[str], separator: str, limit: int) -> list[str]:
    """``pieces`` joined by ``separator`` into as few texts as fit ``limit``
    characters each, in order (a piece longer than ``limit`` stands alone).

    >>> packed(["ab", "cd", "ef"], " ", 5)
    ['ab cd', 'ef']
    """
    out: list[str] = []
    current = ""
    for piece in pieces:
        if current and len(current) + len(separator) + len(piece) > limit:
            out.append(current)
            current = piece
        else:
            current = f"{current}{separator}{piece}" if current else piece
    if current:
        out.append(current)
    return out


def chunks(lines: Sequence[str]) -> list[str]:
    """Join log lines into messages of at most 2000 characters."""
    return packed([cut_words(text, MAX_CONTENT) for text in lines], "\n", MAX_CONTENT)
