"""The picture process every game draws in: off the event loop and outside
its GIL (a drawing thread in the bot's process made every click wait for the
GIL behind Python drawing code). Every picture is drawn from a view only.

Games hand their drawing jobs (module-level functions of their drawing
module) to :func:`draw`; :func:`start` warms every game's renderers up.
"""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import discord

from bot import picture_worker
from bot.looppool import LoopPool
from render.encode import SUFFIX

#: Drawing processes: on two cores one, so that the event loop keeps the other.
WORKERS = max(1, (os.cpu_count() or 2) - 1)
_pool: LoopPool | None = None
#: Set by :func:`stop`: the bot's process is ending, no picture is drawn any more.
_stopped = False


def _executor() -> LoopPool:
    global _pool
    if _pool is None or _pool.broken:
        # driven by the event loop, without threads (bot/looppool.py)
        _pool = LoopPool(WORKERS, picture_worker.init_worker, name="pictures")
    return _pool


def start(warm_ups: Sequence[str] = ()) -> asyncio.Future[bool]:
    """Start the picture process now (its imports take a second) and warm up
    the games' renderers (``"module:function"``), so that the first table
    does not wait for it. Called on the running event loop."""
    global _stopped
    _stopped = False
    return _executor().submit(picture_worker.ready, tuple(warm_ups))


def worker_pids() -> list[int]:
    """The picture processes' ids (for memory figures)."""
    return [] if _pool is None else _pool.pids()


async def draw(job: Callable[..., bytes], *args: Any) -> bytes:
    """Run a drawing job in the picture process. Once :func:`stop` ended it
    (the bot's process is ending), the job ends as cancelled: the task
    that waits for it is one the stop ends anyway."""
    if _stopped:
        raise asyncio.CancelledError("the picture process was stopped")
    try:
        return await _executor().run(job, *args)  # type: ignore[no-any-return]
    except BrokenProcessPool:
        if _stopped:
            raise asyncio.CancelledError("the picture process was stopped") from None
        # The picture process died (e.g. killed for memory): a new one draws it.
        return await _executor().run(job, *args)  # type: ignore[no-any-return]


def stop() -> int:
    """End the picture process now, queued pictures and all (the bot's
    process is ending: see :mod:`bot.pools`); how many processes ended."""
    global _pool, _stopped
    _stopped = True
    pool, _pool = _pool, None
    return 0 if pool is None else pool.kill()


def as_file(data: bytes, stem: str) -> discord.File:
    """Encoded picture bytes as an attachment named ``stem``."""
    return discord.File(io.BytesIO(data), filename=f"{stem}{SUFFIX}")
