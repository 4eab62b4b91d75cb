"""The process pool the event loop drives (bot/kit/runtime/looppool.py): results and
errors come back whole, however large; more jobs than workers wait their
turn; a dead worker breaks the pool; kill() cancels what waits; a pool
serves one event loop after another (tests share the picture process)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.kit.runtime.looppool import LoopPool


def echo(value: object) -> object:
    """Returns its argument (runs in a worker)."""
    return value


def blob(size: int) -> bytes:
    """``size`` bytes that are not all alike."""
    return bytes(i % 251 for i in range(size))


def fail(text: str) -> None:
    """Raises (runs in a worker)."""
    raise ValueError(text)


def nap(seconds: float) -> int:
    """Sleeps, then says which process it ran in."""
    time.sleep(seconds)
    return os.getpid()


@pytest.fixture
def pool() -> Iterator[LoopPool]:
    made = LoopPool(2, name="test")
    yield made
    made.kill()


async def test_results_and_arguments_larger_than_a_pipe_come_back_whole(pool: LoopPool) -> None:
    big = blob(3 * 2**20)
    assert await pool.run(echo, big) == big
    assert await pool.run(blob, 2**20 + 7) == blob(2**20 + 7)
    assert await pool.run(echo, {"a": (1, 2.5, None)}) == {"a": (1, 2.5, None)}


async def test_an_error_in_a_worker_is_raised_to_the_caller(pool: LoopPool) -> None:
    with pytest.raises(ValueError, match="kaputt"):
        await pool.run(fail, "kaputt")
    assert await pool.run(echo, 3) == 3      # the worker goes on


async def test_more_jobs_than_workers_all_run_on_every_worker(pool: LoopPool) -> None:
    pids = await asyncio.gather(*(pool.run(nap, 0.05) for _ in range(8)))
    assert len(set(pids)) == 2
    assert set(pids) == set(pool.pids())


async def test_a_dead_worker_breaks_the_pool(pool: LoopPool) -> None:
    await pool.run(echo, 1)
    waiting = pool.submit(nap, 5.0)
    await asyncio.sleep(0.2)
    for pid in pool.pids():
        os.kill(pid, signal.SIGKILL)
    with pytest.raises(BrokenProcessPool):
        await asyncio.wait_for(waiting, 5.0)
    assert pool.broken
    with pytest.raises(BrokenProcessPool):
        pool.submit(echo, 1)


async def test_kill_cancels_what_waits_and_ends_the_processes(pool: LoopPool) -> None:
    await pool.run(echo, 1)
    jobs = [pool.submit(nap, 5.0) for _ in range(4)]
    pids = pool.pids()
    assert pool.kill() == 2
    for job in jobs:
        with pytest.raises(asyncio.CancelledError):
            await job
    for pid in pids:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)     # reaped: gone


def test_one_pool_serves_one_event_loop_after_another() -> None:
    shared = LoopPool(1, name="test")
    try:
        first = asyncio.run(shared.run(echo, "eins"))
        second = asyncio.run(shared.run(blob, 2**19))
        assert (first, second) == ("eins", blob(2**19))
    finally:
        shared.kill()
