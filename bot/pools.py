"""Ending the bot's process pools (the picture process, the deciding
processes) when the bot stops.

A pool's own shutdown waits for every job it has taken: Python's exit joins
the pool's manager thread, which waits until the last queued job is done.
Under load the picture process (SCHED_IDLE) gets next to no CPU, so a stop
with pictures queued waited for minutes (issue 22: Ctrl+C at load 16 did not
end the bot within 60 s; reproduced by ``python -m tests.bot.stopload``,
which stops the pools' processes with SIGSTOP before Ctrl+C). The bot's
state is in its database at every moment, so nothing a pool still does is
worth waiting for: :func:`end` kills its processes, and the tasks waiting
for their jobs end as cancelled (:class:`Waiting`).

A process killed halfway through sending its result (a picture is larger
than a pipe holds) leaves the pool's manager thread reading the rest for
ever; :func:`end` closes the pool's own end of that pipe, so the thread
reads its end and stops; :func:`finish` waits a moment for the threads and,
should one still hang, ends the process at once (nothing is left to save).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, cast

log = logging.getLogger(__name__)

#: Seconds :func:`finish` waits for the manager threads of the ended pools.
FINISH_WITHIN = 5.0
#: The manager threads of the pools :func:`end` ended.
_ended: list[threading.Thread] = []


class Waiting:
    """The tasks waiting for one pool's jobs, to be cancelled when it ends
    (a job of a killed process may never report back)."""

    def __init__(self) -> None:
        self._futures: set[asyncio.Future[Any]] = set()

    async def run(self, executor: Executor, func: Callable[..., Any], *args: Any) -> Any:
        """``func(*args)`` in ``executor``, waited for (cancelled by :meth:`cancel`)."""
        future = asyncio.get_running_loop().run_in_executor(executor, func, *args)
        self._futures.add(future)
        try:
            return await future
        finally:
            self._futures.discard(future)

    def cancel(self) -> None:
        """Cancel every wait (on the event loop's thread)."""
        for future in list(self._futures):
            with contextlib.suppress(RuntimeError):   # its loop is closed: it is over
                future.cancel()
        self._futures.clear()


class Pool:
    """One lazily started pool of ``workers`` spawned processes (the picture
    process, the deciding processes) that :meth:`stop` ends at once."""

    def __init__(self, workers: int, initializer: Callable[[], None]) -> None:
        self.workers = workers
        self.initializer = initializer
        #: Set by :meth:`stop`: the bot's process is ending, no job runs any more.
        self.stopped = False
        self._executor: ProcessPoolExecutor | None = None
        self._waiting = Waiting()

    def executor(self) -> ProcessPoolExecutor:
        """The running pool, started now if there is none."""
        if self._executor is None:
            # "spawn": a clean process, not a fork of one with running threads.
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=self.initializer)
        return self._executor

    def start(self) -> ProcessPoolExecutor:
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
            return await self._waiting.run(self.executor(), func, *args)
        except BrokenProcessPool:
            if self.stopped:
                raise asyncio.CancelledError("the pool was stopped") from None
            self._executor = None
            raise

    def pids(self) -> list[int]:
        """The processes' ids (for memory figures)."""
        return [] if self._executor is None else list(self._executor._processes or {})

    def stop(self) -> int:
        """End the processes now, jobs under way and all (the bot's process
        is ending); how many processes ended."""
        self.stopped = True
        pool, self._executor = self._executor, None
        ended = 0 if pool is None else end(pool)
        self._waiting.cancel()
        return ended


def end(pool: ProcessPoolExecutor) -> int:
    """Cancel the queued jobs of ``pool`` and kill its processes (without
    waiting for them); how many were killed."""
    processes = list((pool._processes or {}).values())
    results = pool._result_queue
    # typeshed names the wrong type for this attribute: it is the manager thread
    manager = cast("threading.Thread | None", pool._executor_manager_thread)
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, ValueError):
            process.kill()
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join(1.0)
    # The last writer of the results' pipe: a half-sent result now ends there.
    with contextlib.suppress(OSError, AttributeError):
        results._writer.close()    # type: ignore[attr-defined]
    if manager is not None:
        _ended.append(manager)
    return len(processes)


def finish(within: float = FINISH_WITHIN) -> None:
    """After the bot stopped (its database closed): wait up to ``within``
    seconds for the ended pools' threads; one that still hangs would keep
    the process from ending, so the process ends now."""
    for thread in _ended:
        thread.join(within)
    if any(thread.is_alive() for thread in _ended):
        log.warning("a pool's thread still waits for a killed process: the process ends now")
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    _ended.clear()


def ignore_ctrl_c() -> None:
    """In a pool's process: Ctrl+C in a terminal reaches every process of the
    group; the bot's process ends its pools itself (:func:`end`), so a
    worker must not die of it halfway with a traceback of its own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
