"""Speedfabel's pictures for the Discord table, drawn in the shared picture
process (:mod:`bot.pictures`) by the jobs of :mod:`bot.fabel.drawing`.
Every picture is drawn from a view only.

The public table picture depends on the public view and the countdown's
stage only (full ring, then the hammer's three strokes), so the presenter
can reuse the last upload while nothing visible changed.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.fabel import drawing
from bot.pictures import as_file, countdown_stage, draw
from bot.table import Table
from engines.fabel.view import FabelView
from engines.texts import t

#: How many public table pictures may wait for the pool at once.
TABLE_QUEUE = 4
_table_waiting = 0


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
        return await draw(drawing.table, view, tuple(names), theme, stage)
    finally:
        _table_waiting -= 1


async def panel_picture(table: Table, seat: int, names: Sequence[str],
                        theme: str) -> discord.File:
    """One player's private panel picture, from his own view."""
    view = table.state.view(seat)
    data = await draw(drawing.panel, view, tuple(names), theme)
    return as_file(data, "karten")


async def end_picture(table: Table, seat: int | None, names: Sequence[str],
                      theme: str) -> discord.File:
    """The end board (with the reader's own sentence when ``seat`` is given);
    computers with their strength ("Igel 🖥 (stark)")."""
    view = table.state.view(seat)
    data = await draw(drawing.end, view, end_names(table, names), theme)
    return as_file(data, "abrechnung")


def end_names(table: Table, names: Sequence[str]) -> tuple[str, ...]:
    """The names on the end board: a computer's with its strength."""
    return tuple(
        t("core.computer_name_strength", name=name, strength=t(f"core.strength.{seat.strength}"))
        if seat.is_computer and seat.strength else name
        for seat, name in zip(table.seats, names, strict=True))


async def info_picture(info: object, names: Sequence[str], theme: str) -> discord.File:
    """A Karten-Info picture."""
    data = await draw(drawing.info, info, tuple(names), theme)
    return as_file(data, "info")


__all__ = ["countdown_stage", "end_picture", "info_picture", "panel_picture", "table_picture"]
