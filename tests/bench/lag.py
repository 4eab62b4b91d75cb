"""The event loop's lag: a ticker that measures how late its sleeps end.
Used in the bot's process and in the simulator's (tests.bench.loadsim)."""

from __future__ import annotations

import asyncio
import contextlib
import time


class LagMonitor:
    """A ticker that sleeps 10 ms and records by how much it overslept:
    the time the event loop was busy with something else."""

    def __init__(self, interval: float = 0.010) -> None:
        self.interval = interval
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Begin ticking on the running loop."""
        self._task = asyncio.get_running_loop().create_task(self._tick())

    def reset(self) -> None:
        """Forget what was recorded (the measuring window begins)."""
        self.lags = []

    async def _tick(self) -> None:
        # time.monotonic() is asyncio's loop.time(); uvloop's loop.time() is
        # whole milliseconds, read once per pass of its loop, so the same
        # clock is read on either loop
        while True:
            before = time.monotonic()
            await asyncio.sleep(self.interval)
            self.lags.append(max(0.0, time.monotonic() - before - self.interval))

    async def stop(self) -> None:
        """Stop ticking."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
