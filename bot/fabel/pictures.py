"""Pictures for the Discord table. Drawing runs in a process of its own
(:mod:`bot.fabel.drawing`), off the event loop and outside its GIL: a
drawing thread in the bot's process made every click wait for the GIL
behind Python drawing code. Every picture is drawn from a view only.

The public table picture depends on the public view and the countdown's
stage only (full ring, then the hammer's three strokes), so the presenter
can reuse the last upload while nothing visible changed.
"""

from __future__ import annotations

import asyncio
import io
import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import discord

from bot.fabel import drawing
from bot.table import Table
from engines.fabel.view import FabelView
from render.encode import SUFFIX

#: Drawing processes: on two cores one, so that the event loop keeps the other.
WORKERS = max(1, (os.cpu_count() or 2) - 1)
#: How many public table pictures may wait for the pool at once.
TABLE_QUEUE = 4
_table_waiting = 0
_pool: ProcessPoolExecutor | None = None


def _executor() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        # "spawn": a clean process, not a fork of one with running threads.
        _pool = ProcessPoolExecutor(max_workers=WORKERS,
                                    mp_context=multiprocessing.get_context("spawn"),
                                    initializer=drawing.init_worker)
    return _pool


def start() -> Future[bool]:
    """Start the picture process now (its imports take a second), so that the
    first table does not wait for it."""
    return _executor().submit(drawing.ready)


def worker_pids() -> list[int]:
    """The picture processes' ids (for memory figures)."""
    return [] if _pool is None else list(_pool._processes or {})


async def _draw(job: Callable[..., bytes], *args: Any) -> bytes:
    global _pool
    loop = asyncio.get_running_loop()
    try:
        return await loop.run_in_executor(_executor(), job, *args)
    except BrokenProcessPool:
        # The picture process died (e.g. killed for memory): start a new one.
        _pool = None
        return await loop.run_in_executor(_executor(), job, *args)


def _file(data: bytes, stem: str) -> discord.File:
    return discord.File(io.BytesIO(data), filename=f"{stem}{SUFFIX}")


def countdown_stage(remaining: float | None) -> float | None:
    """What the ring shows: None (full) until the last three seconds, then 3, 2, 1.

    >>> [countdown_stage(r) for r in (None, 6.2, 3.0, 2.4, 0.3)]
    [None, None, 3.0, 3.0, 1.0]
    """
    if remaining is None or remaining > 3.0:
        return None
    return float(max(1, min(3, int(remaining + 0.999))))


async def table_picture(view: FabelView, names: Sequence[str], theme: str,
                        stage: float | None) -> bytes | None:
    """The public table picture (the caller passes the public view), or None
    while :data:`TABLE_QUEUE` table pictures already wait for the pool: under
    load a message's text must not wait behind other tables' pictures."""
    global _table_waiting
    if _table_waiting >= TABLE_QUEUE:
        return None
    _table_waiting += 1
    try:
        return await _draw(drawing.table, view, tuple(names), theme, stage)
    finally:
        _table_waiting -= 1


async def panel_picture(table: Table, seat: int, names: Sequence[str],
                        theme: str) -> discord.File:
    """One player's private panel picture, from his own view."""
    view = table.state.view(seat)
    data = await _draw(drawing.panel, view, tuple(names), theme)
    return _file(data, "karten")


async def end_picture(table: Table, seat: int | None, names: Sequence[str],
                      theme: str) -> discord.File:
    """The end board (with the reader's own sentence when ``seat`` is given)."""
    view = table.state.view(seat)
    data = await _draw(drawing.end, view, tuple(names), theme)
    return _file(data, "abrechnung")


async def info_picture(info: object, names: Sequence[str], theme: str) -> discord.File:
    """A Karten-Info picture."""
    data = await _draw(drawing.info, info, tuple(names), theme)
    return _file(data, "info")
