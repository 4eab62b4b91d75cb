"""Editing one public message within Discord's limits: a token bucket for
its edits, and log lines joined into messages of at most 2000 characters."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sequence

#: The least time between two edits of the public message (Discord limits edits).
EDIT_INTERVAL = 1.0
#: Edits of the bucket that refreshes no person waits for leave to people's clicks.
EDIT_RESERVE = 2
#: Discord's limit for one message's text.
MAX_CONTENT = 2000


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


def chunks(lines: Sequence[str]) -> list[str]:
    """Join log lines into messages of at most 2000 characters."""
    out: list[str] = []
    current = ""
    for text in lines:
        text = text[:MAX_CONTENT]
        if current and len(current) + 1 + len(text) > MAX_CONTENT:
            out.append(current)
            current = text
        else:
            current = f"{current}\n{text}" if current else text
    if current:
        out.append(current)
    return out
