"""Pictures for the Discord table. Drawing runs in a pool of its own, off
the event loop, so pictures never queue behind (or in front of) computer
decisions; every picture is drawn from a view only.

The public table picture depends on the public view and the countdown's
stage only (full ring, then the hammer's three strokes), so the presenter
can reuse the last upload while nothing visible changed.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

import discord

from bot.table import Table
from engines.fabel.view import FabelView
from render.encode import SUFFIX, encode
from render.endboard import render_end
from render.info import render_info
from render.panel import render_panel
from render.table import render_table

#: One drawing at a time: on two cores the event loop keeps the other one.
_POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="picture")
#: How many public table pictures may wait for the pool at once.
TABLE_QUEUE = 4
_table_waiting = 0


async def _draw(draw: Callable[[], bytes]) -> bytes:
    return await asyncio.get_running_loop().run_in_executor(_POOL, draw)


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
        return await _draw(lambda: encode(render_table(view, names=tuple(names), theme=theme,
                                                       remaining=stage)))
    finally:
        _table_waiting -= 1


async def panel_picture(table: Table, seat: int, names: Sequence[str],
                        theme: str) -> discord.File:
    """One player's private panel picture, from his own view."""
    view = table.state.view(seat)
    data = await _draw(lambda: encode(render_panel(view, names=tuple(names), theme=theme)))
    return _file(data, "karten")


async def end_picture(table: Table, seat: int | None, names: Sequence[str],
                      theme: str) -> discord.File:
    """The end board (with the reader's own sentence when ``seat`` is given)."""
    view = table.state.view(seat)
    data = await _draw(lambda: encode(render_end(view, names=tuple(names), theme=theme)))
    return _file(data, "abrechnung")


async def info_picture(info: object, names: Sequence[str], theme: str) -> discord.File:
    """A Karten-Info picture."""
    data = await _draw(lambda: encode(render_info(info, names=names,  # type: ignore[arg-type]
                                                  theme=theme)))
    return _file(data, "info")
