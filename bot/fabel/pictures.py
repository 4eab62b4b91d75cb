"""Speedfabel's pictures for the Discord table, drawn in the shared picture
process (:mod:`bot.pictures`) by the jobs of :mod:`bot.fabel.drawing`.
Every picture is drawn from a view only.

The public table picture is the kit presenter's job (:mod:`bot.fabel.ui`).
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.fabel import drawing
from bot.fabel.panels import panel_alt
from bot.pictures import as_file, draw
from bot.table import Table


async def panel_picture(table: Table, seat: int, names: Sequence[str],
                        theme: str) -> discord.File:
    """One player's private panel picture, from his own view."""
    view = table.state.view(seat)
    data = await draw(drawing.panel, view, tuple(names), theme)
    return as_file(data, "karten", panel_alt(view, names))


async def info_picture(info: object, names: Sequence[str], theme: str,
                       alt: str) -> discord.File:
    """A Karten-Info picture, described by the answer's words ``alt``."""
    data = await draw(drawing.info, info, tuple(names), theme)
    return as_file(data, "info", alt)


__all__ = ["info_picture", "panel_picture"]
