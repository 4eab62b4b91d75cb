"""Issue 36: the bot processes of a cluster on one machine share its picture
processes (bot/kit/runtime/picture_server.py) instead of each starting its
own, so that "the CPU per action and the memory per table do not grow with
the split". Two pools stand for two bot processes here: both are served by
the one server, in turn; a pool that ends leaves the server to the other; a
server that is gone breaks the pools, which then draw in processes of their
own and go back to the server once it is there again."""

from __future__ import annotations

import asyncio
import operator
import os
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from bot.kit.runtime import pools, share
from bot.kit.runtime.looppool import LoopPool
from bot.kit.runtime.picture_server import socket_paths, started


def where(seconds: float) -> int:
    """Sleeps, then says which process it ran in."""
    time.sleep(seconds)
    return os.getpid()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, int]]:
    """One picture server: its socket and its process id."""
    (path,) = socket_paths(str(tmp_path), 1)
    with started([path]) as processes:
        yield path, processes[0].pid


async def test_two_bot_processes_draw_in_the_one_server(server: tuple[str, int]) -> None:
    path, pid = server
    first, second = LoopPool(1, servers=(path,)), LoopPool(1, servers=(path,))
    try:
        got = await asyncio.gather(first.run(where, 0.0), second.run(where, 0.0),
                                   first.run(operator.mul, 6, 7), second.run(pow, 2, 10))
        assert got == [pid, pid, 42, 1024]
        assert first.pids() == second.pids() == [pid]
        assert not first.fallback and not second.fallback
        with pytest.raises(ValueError, match="invalid literal"):
            await first.run(int, "zwölf")       # an error comes back to its caller
        assert await first.run(len, b"abc") == 3
    finally:
        assert first.kill() == second.kill() == 0    # the server is not theirs to end


async def test_the_server_takes_the_connections_in_turn(server: tuple[str, int]) -> None:
    """A busy bot process does not make another wait behind all its jobs."""
    path, _ = server
    # two connections of the busy one: four of its jobs wait at the server at once
    busy, other = LoopPool(2, servers=(path, path)), LoopPool(1, servers=(path,))
    done: list[str] = []

    async def job(pool: LoopPool, name: str, seconds: float) -> None:
        await pool.run(where, seconds)
        done.append(name)

    try:
        await busy.run(where, 0.0)
        many = [asyncio.ensure_future(job(busy, f"busy {i}", 0.1)) for i in range(4)]
        await asyncio.sleep(0.05)
        await asyncio.gather(job(other, "other", 0.0), *many)
        # in turn: after at most one job of each busy connection, and the one
        # under way when it connected (first come first served: all four)
        assert done.index("other") <= 3
    finally:
        busy.kill()
        other.kill()


async def test_a_pool_that_ends_leaves_the_server_to_the_others(
        server: tuple[str, int]) -> None:
    path, pid = server
    leaving, staying = LoopPool(1, servers=(path,)), LoopPool(1, servers=(path,))
    assert await leaving.run(where, 0.0) == pid
    leaving.kill()
    assert await staying.run(where, 0.0) == pid
    staying.kill()


async def test_without_its_server_a_pool_breaks_then_draws_in_its_own_until_it_is_back(
        tmp_path: Path) -> None:
    (path,) = socket_paths(str(tmp_path), 1)
    now = [0.0]
    pool = pools.Pool(1, share_init, name="test", servers=(path,), clock=lambda: now[0])
    try:
        with started([path]) as servers:
            assert await pool.run(where, 0.0) == servers[0].pid
            waiting = asyncio.ensure_future(pool.run(where, 2.0))
            await asyncio.sleep(0.5)
        # the server ended: the waiting job fails, the next runs in a process of the pool's own
        with pytest.raises(BrokenProcessPool):
            await waiting
        own = await pool.run(where, 0.0)
        assert own not in (servers[0].pid, os.getpid()) and pool.executor().fallback
        with started([path]) as servers:
            assert await pool.run(where, 0.0) == own     # not yet: it keeps its own a while
            now[0] += pools.RETRY_SERVERS_AFTER
            assert await pool.run(where, 0.0) == servers[0].pid
            assert not pool.executor().fallback
    finally:
        pool.stop()


def share_init() -> None:
    """The initializer of a fallback worker (as the picture pool's, minus the scheduling)."""


def test_bot_processes_sharing_servers_each_queue_their_share() -> None:
    servers = {"SPEEDTISCH_PICTURE_SERVERS": "/x/pictures-0.sock"}
    assert share.picture_queue({}, alone=4) == 4
    assert share.picture_queue(servers | {"SPEEDTISCH_LOCAL_PROCESSES": "2"}, alone=4) == 2
    assert share.picture_queue(servers | {"SPEEDTISCH_LOCAL_PROCESSES": "8"}, alone=4) == 1
    assert share.picture_servers({}) == ()
