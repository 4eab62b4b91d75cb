"""Where the computers think: a pool of processes of their own.

A strong computer searches in pure Python for up to half a second. In a
thread of the bot's process it shares the GIL with the event loop, which
then waits: measured with two searches running, the loop's lag reached
p99 114 ms and 450 ms at worst in threads, against 68 ms and 86 ms in
processes on the same loaded machine (``python -m tests.bench.decide_lag``,
docs/BENCHMARKS.md). So every decision runs in a process of this pool.

A decision whose function cannot be sent to another process (a test's
local function) runs in a thread instead, as before; so does one whose
process died (the pool is started again for the next).
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import pickle
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.kit.runtime import pools, share
from bot.kit.runtime.looppool import LoopPool
from engines.texts import in_language, language

log = logging.getLogger(__name__)

#: Processes that decide: this bot process's share of the machine's
#: (two strong searches at once on two cores, as the threads before; K
#: processes of a cluster split them: :mod:`bot.kit.runtime.share`).
WORKERS = share.deciding_workers()
#: How much a deciding process yields to the bot's event loop.
NICENESS = 5
#: Whether decisions go to processes (tests of the bot's inside keep threads:
#: tests/bot/conftest.py; one test runs them through the processes).
IN_PROCESSES = True
#: The threads for what cannot go to a process.
_THREADS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="decide")
#: Whether a decide function can be sent to a process, by function.
_sendable: dict[Any, bool] = {}


def init_worker(computers: Sequence[Callable[..., Any]] = ()) -> None:
    """Runs first in a deciding process: a little below the bot's priority
    (the event loop answers clicks first; a computer may think a moment
    longer), it ends when the bot's process is gone, and Ctrl+C is the bot's
    process's to handle.

    ``computers`` are the games' decide functions the composition root
    handed :func:`start`: the process receives them by reference (pickle
    names their modules), so receiving them imports every game's computers
    before its first job, in each process (not only the one that happens to
    get the first job). The kit itself names no game."""
    from bot.kit.runtime.picture_worker import watch_parent
    from bot.kit.runtime.pools import ignore_ctrl_c

    ignore_ctrl_c()
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    watch_parent()
    log.debug("computers ready: %s", ", ".join(f.__module__ for f in computers))


_POOL = pools.Pool(WORKERS, init_worker, name="deciding")


def _executor() -> LoopPool:
    """The deciding processes' pool (started now if it is not running)."""
    return _POOL.executor()


def _ready() -> int:
    # Runs after init_worker: the answering process is warmed up.
    return os.getpid()


def start(computers: Sequence[Callable[..., Any]] = ()) -> asyncio.Future[int] | None:
    """Start the deciding processes now (their imports take a second), so
    that the first computer does not wait for them; each imports the games'
    ``computers`` (their decide functions, from the composition root) first.
    A function that cannot be sent to a process (a test's local one) is left
    out: it runs in a thread anyway. Called on the running event loop."""
    if not IN_PROCESSES:
        return None
    sendable = tuple(f for f in computers if _sendable_function(f))
    _POOL.initializer = functools.partial(init_worker, sendable)
    pool = _POOL.start()
    # one job each, so that every process answers once it is ready
    return [pool.submit(_ready) for _ in range(WORKERS)][0]


async def warmed(tries: int = 20) -> None:
    """Wait until every deciding process has started and imported the games
    (for measurements that must not count their warm-up)."""
    if not IN_PROCESSES:
        return
    seen: set[int] = set()
    for _ in range(tries):
        jobs = [_executor().submit(_ready) for _ in range(WORKERS)]
        seen.update(await asyncio.gather(*jobs))
        if len(seen) >= WORKERS:
            return


def _sendable_function(func: Any) -> bool:
    """Whether ``func`` can be sent to a process (pickled by reference)."""
    known = _sendable.get(func)
    if known is None:
        try:
            pickle.dumps(func)
            known = True
        except (pickle.PicklingError, TypeError, AttributeError):
            known = False
        _sendable[func] = known
    return known


def _can_send(call: functools.partial[Any]) -> bool:
    return _sendable_function(call.func)


async def decide(call: functools.partial[Any]) -> Any:
    """Run a computer's decision (``call``: the game's decide with its
    arguments) off the event loop: in a deciding process if it can go there,
    else in a thread; what it says (the Rat's reasons) in the reader's
    language, which goes with it."""
    loop = asyncio.get_running_loop()
    if _POOL.stopped:
        raise asyncio.CancelledError("the deciding processes were stopped")
    spoken = functools.partial(in_language, language(), call)
    if not IN_PROCESSES or not _can_send(call):
        return await loop.run_in_executor(_THREADS, spoken)
    try:
        return await _POOL.run(spoken)
    except BrokenProcessPool:
        # A deciding process died (killed for memory?): a new pool next time.
        log.warning("a deciding process died; the pool starts again")
    except (pickle.PicklingError, TypeError, AttributeError) as error:
        if "pickle" not in str(error).lower():
            raise
        log.warning("a decision could not go to a process (%s); it runs in a thread", error)
    return await loop.run_in_executor(_THREADS, spoken)


def worker_pids() -> list[int]:
    """The deciding processes' ids (for memory figures)."""
    return _POOL.pids()


def stop() -> int:
    """End the deciding processes now, decisions under way and all (the
    bot's process is ending: see :mod:`bot.kit.runtime.pools`); how many processes ended."""
    return _POOL.stop()
