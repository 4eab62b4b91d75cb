"""Pictures for the Discord table: the renderer runs in a thread, off the
event loop, and its bytes become a Discord file."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence

import discord

from bot.table import Table
from render.encode import SUFFIX, encode
from render.endboard import render_end
from render.panel import render_panel
from render.table import render_table


async def table_picture(table: Table, names: Sequence[str], theme: str,
                        remaining: float | None) -> discord.File:
    """The public table picture, drawn from the public view only; ``remaining``
    is the countdown's seconds left at the moment of drawing."""
    view = table.state.view(None)

    def draw() -> bytes:
        return encode(render_table(view, names=tuple(names), theme=theme,
                                   remaining=remaining))

    data = await asyncio.to_thread(draw)
    return discord.File(io.BytesIO(data), filename=f"tisch{SUFFIX}")


async def panel_picture(table: Table, seat: int, names: Sequence[str],
                        theme: str) -> discord.File:
    """One player's private panel picture, from his own view."""
    view = table.state.view(seat)

    def draw() -> bytes:
        return encode(render_panel(view, names=tuple(names), theme=theme))

    data = await asyncio.to_thread(draw)
    return discord.File(io.BytesIO(data), filename=f"karten{SUFFIX}")


async def end_picture(table: Table, seat: int | None, names: Sequence[str],
                      theme: str) -> discord.File:
    """The end board (with the reader's own sentence when ``seat`` is given)."""
    view = table.state.view(seat)

    def draw() -> bytes:
        return encode(render_end(view, names=tuple(names), theme=theme))

    data = await asyncio.to_thread(draw)
    return discord.File(io.BytesIO(data), filename=f"abrechnung{SUFFIX}")
