"""Speedfossil's drawing jobs for the picture process: module-level functions
of picklable arguments that import render/ only."""

from __future__ import annotations

from collections.abc import Sequence

from engines.fossil.state import new_game
from engines.fossil.view import FossilView
from render.encode import encode
from render.fossil.table import render_table


def table(view: FossilView, names: Sequence[str], theme: str) -> bytes:
    """The public table picture."""
    return encode(render_table(view, names=tuple(names), theme=theme))


def warm_up() -> None:
    """Draw a fresh five-seat table once, so fonts are loaded before the
    first table needs them."""
    table(new_game(5, 0).view(None), ("A", "B", "C", "D", "E"), "laternennacht")
