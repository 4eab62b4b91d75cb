"""The bot's process pools (the picture process, the deciding processes):
started lazily, ended at once when the bot stops.

Each is a :class:`bot.kit.runtime.looppool.LoopPool`, driven by the event loop without
threads. Before, they were ``ProcessPoolExecutor`` s, whose own shutdown
waited for every job they had taken: Python's exit joined the pool's
manager thread, which waited until the last queued job was done. Under load
the picture process (SCHED_IDLE) gets next to no CPU, so a stop with
pictures queued waited for minutes (issue 22: Ctrl+C at load 16 did not end
the bot within 60 s; reproduced by ``python -m tests.bot.stopload``, which
stops the pools' processes with SIGSTOP before Ctrl+C). Now :meth:`Pool.stop`
kills the processes and cancels the waiting jobs, and no thread is left
that could hang on a half-sent result. The bot's state is in its database
at every moment, so nothing a pool still does is worth waiting for.
"""

from __future__ import annotations

import asyncio
import signal
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.kit.runtime.looppool import LoopPool

#: Seconds a pool that could not reach its servers draws in workers of its
#: own before it tries them again.
RETRY_SERVERS_AFTER = 30.0


class Pool:
    """One lazily started pool of ``workers`` spawned processes (the picture
    process, the deciding processes) that :meth:`stop` ends at once."""

    def __init__(self, workers: int, initializer: Callable[[], None],
                 name: str = "pool", servers: tuple[str, ...] = (),
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.workers = workers
        self.initializer = initializer
        self.name = name
        #: The machine's servers to send the jobs to (none: spawn its own workers).
        self.servers = servers
        self.clock = clock
        #: Set by :meth:`stop`: the bot's process is ending, no job runs any more.
        self.stopped = False
        self._executor: LoopPool | None = None
        #: When (``clock``) the running pool was made.
        self._made = 0.0

    def executor(self) -> LoopPool:
        """The running pool, started now if there is none (or its last one broke).

        One that spawned its own workers because the servers could not be
        reached (a server restarting) is ended once it is idle and
        :data:`RETRY_SERVERS_AFTER` seconds old: the next job tries the
        servers again."""
        pool = self._executor
        if (pool is not None and pool.fallback and pool.idle()
                and self.clock() - self._made >= RETRY_SERVERS_AFTER):
            pool.kill()
            pool = None
        if pool is None or pool.broken:
            pool = LoopPool(self.workers, self.initializer, name=self.name,
                            servers=self.servers)
            self._made = self.clock()
        self._executor = pool
        return pool

    def start(self) -> LoopPool:
        """The pool, taking jobs again after a :meth:`stop` (the bot starts)."""
        self.stopped = False
        return self.executor()

    async def run(self, func: Callable[..., Any], *args: Any) -> Any:
        """``func(*args)`` in one of the processes. Once :meth:`stop` ended
        them (the bot's process is ending) the job ends as cancelled: the task
        that waits for it is one the stop ends anyway. A pool whose process
        died raises BrokenProcessPool once; the next job starts a new pool."""
        if self.stopped:
            raise asyncio.CancelledError("the pool was stopped")
        try:
            return await self.executor().run(func, *args)
        except BrokenProcessPool:
            if self.stopped:
                raise asyncio.CancelledError("the pool was stopped") from None
            self._executor = None
            raise

    def pids(self) -> list[int]:
        """The processes' ids (for memory figures)."""
        return [] if self._executor is None else self._executor.pids()

    def stop(self) -> int:
        """End the processes now, jobs under way and all (the bot's process
        is ending); how many processes ended."""
        self.stopped = True
        pool, self._executor = self._executor, None
        return 0 if pool is None else pool.kill()


def ignore_ctrl_c() -> None:
    """In a pool's process: Ctrl+C in a terminal reaches every process of the
    group; the bot's process ends its pools itself (:meth:`Pool.stop`), so a
    worker must not die of it halfway with a traceback of its own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
