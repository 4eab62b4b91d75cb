"""The drawing jobs that run in the picture process: each takes a view (or
a Karten-Info) and returns the encoded picture. They import render/ only,
so the picture process stays small, and take only picklable arguments."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence

from engines.fabel import new_game
from engines.fabel.options import Options
from engines.fabel.view import FabelView
from render.encode import PixelCache, encode
from render.fabel.endboard import render_end
from render.fabel.info import render_info
from render.fabel.panel import render_panel
from render.fabel.table import render_table

#: Panels are often opened again unchanged: their encodings are kept.
_PANELS = PixelCache()


def table(view: FabelView, names: Sequence[str], theme: str, stage: float | None) -> bytes:
    """The public table picture."""
    return encode(render_table(view, names=tuple(names), theme=theme, remaining=stage))


def panel(view: FabelView, names: Sequence[str], theme: str) -> bytes:
    """One player's private panel picture."""
    return _PANELS.encode(render_panel(view, names=tuple(names), theme=theme))


def end(view: FabelView, names: Sequence[str], theme: str) -> bytes:
    """The end board."""
    return encode(render_end(view, names=tuple(names), theme=theme))


def info(info: object, names: Sequence[str], theme: str) -> bytes:
    """A Karten-Info picture."""
    return encode(render_info(info, names=names, theme=theme))  # type: ignore[arg-type]


#: Where the idle-only scheduling class is missing, how much the picture
#: process yields the cores to the bot's event loop.
NICENESS = 10


def init_worker() -> None:
    """Runs first in the picture process.

    It draws only when no other process wants the core (Linux's SCHED_IDLE;
    elsewhere a lower priority): under load a picture may come late (the
    text goes out first, see the presenter), but the event loop must answer
    every click at once, and on two cores the two compete. And it ends when
    the bot's process is gone (see :func:`watch_parent`)."""
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    elif hasattr(os, "nice"):
        os.nice(NICENESS)
    watch_parent()


def watch_parent() -> None:
    """End the picture process when the bot's process is gone (killed, it
    cannot tell its pool to stop, and the pool's worker would wait for work
    for ever)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="watch-parent").start()


def ready() -> bool:
    """Warm up: draw a fresh game's table and panel once, so that fonts and
    card sprites are loaded before the first table needs them."""
    state = new_game(4, 0, Options())
    names = ("A", "B", "C", "D")
    table(state.view(None), names, "laternennacht", None)
    panel(state.view(0), names, "laternennacht")
    return True
