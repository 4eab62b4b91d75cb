"""When things happen: a scheduler the Table runtime uses for every timer.

The real one rides on the asyncio loop and wall-clock time; the manual one
lets tests and the offline demo move time by hand::

    >>> import asyncio
    >>> async def demo():
    ...     s = ManualScheduler()
    ...     fired = []
    ...     async def ring(): fired.append(s.now())
    ...     s.call_later(7, ring)
    ...     await s.advance(10)
    ...     return fired
    >>> asyncio.run(demo())
    [7.0]
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

log = logging.getLogger(__name__)

Callback = Callable[[], Awaitable[None]]


class Handle(Protocol):
    """A scheduled callback that can be cancelled."""

    def cancel(self) -> None:
        """Do not run it (any more)."""


class Scheduler(Protocol):
    """Time and timers for the tables."""

    def now(self) -> float:
        """Seconds since the epoch (UNIX time)."""

    def call_later(self, delay: float, callback: Callback) -> Handle:
        """Run ``callback`` after ``delay`` seconds."""


class AsyncioScheduler:
    """Wall-clock time and asyncio timers; callbacks run as tasks."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def now(self) -> float:
        """UNIX time."""
        return time.time()

    def call_later(self, delay: float, callback: Callback) -> Handle:
        """Schedule ``callback`` as a task after ``delay`` seconds."""
        loop = asyncio.get_running_loop()

        def start() -> None:
            task = loop.create_task(_guarded(callback))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        return loop.call_later(max(0.0, delay), start)


async def _guarded(callback: Callback) -> None:
    try:
        await callback()
    except Exception:  # a timer must never kill the loop; it is logged instead
        log.exception("timer callback failed")


class _ManualHandle:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualScheduler:
    """Time that moves only when told to (tests, the offline demo)."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._queue: list[tuple[float, int, _ManualHandle, Callback]] = []
        self._order = itertools.count()

    def now(self) -> float:
        """The current fake time."""
        return self._now

    def call_later(self, delay: float, callback: Callback) -> Handle:
        """Queue ``callback`` at now + delay."""
        handle = _ManualHandle()
        heapq.heappush(self._queue, (self._now + max(0.0, delay), next(self._order), handle,
                                     callback))
        return handle

    def next_due(self) -> float | None:
        """When the next live callback is due, if any."""
        while self._queue and self._queue[0][2].cancelled:
            heapq.heappop(self._queue)
        return self._queue[0][0] if self._queue else None

    async def advance(self, seconds: float) -> None:
        """Move time forward, running every callback that falls due, in order."""
        end = self._now + seconds
        while True:
            due = self.next_due()
            if due is None or due > end:
                break
            _, _, handle, callback = heapq.heappop(self._queue)
            self._now = max(self._now, due)
            await callback()
            await asyncio.sleep(0)
        self._now = end

    async def run_until_idle(self, limit: float = 1e7) -> None:
        """Run callbacks until none is left (or ``limit`` seconds passed)."""
        start = self._now
        while (due := self.next_due()) is not None and due - start <= limit:
            await self.advance(due - self._now)
