"""Pillow pictures of the Speedtisch games, drawn from views only.

Speedfabel: :func:`render_table` (the public table), :func:`render_panel`
(one player's private panel), :func:`render_end` (the end board) and
:func:`encode` (bytes in the format measured best, see :data:`SUFFIX`).
Renderers are pure functions of a view plus keyword-only options; they
know nothing of Discord.
"""

from render.encode import SUFFIX, encode
from render.endboard import render_end
from render.panel import render_panel
from render.table import render_table
from render.theme import THEMES

__all__ = ["SUFFIX", "THEMES", "encode", "render_end", "render_panel", "render_table"]
