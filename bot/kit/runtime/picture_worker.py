"""What runs first in the picture process, for every game: its scheduling
class, a watch on the bot's process, and each game's warm-up.

The picture process imports render/ and the games' drawing modules only
(never discord), so it stays small; jobs take only picklable arguments.
"""

from __future__ import annotations

import importlib
import os
import threading
import time
from collections.abc import Sequence

#: Where the idle-only scheduling class is missing, how much the picture
#: process yields the cores to the bot's event loop.
NICENESS = 10


def init_worker() -> None:
    """Runs first in the picture process.

    It draws only when no other process wants the core (Linux's SCHED_IDLE;
    elsewhere a lower priority): under load a picture may come late (the
    text goes out first, see the presenter), but the event loop must answer
    every click at once, and on two cores the two compete. And it ends when
    the bot's process is gone (see :func:`watch_parent`); Ctrl+C is the
    bot's process's to handle (:func:`bot.kit.runtime.pools.ignore_ctrl_c`).
    Of the room for tables' labels and panels it keeps its bot process's
    share (:mod:`render.cache_share`)."""
    from bot.kit.runtime import share

    _init(share.processes())


def init_server() -> None:
    """Runs first in a picture server (:mod:`bot.kit.runtime.picture_server`):
    as :func:`init_worker`, but it draws every table of the machine's bot
    processes, so it keeps the whole room for their labels and panels, and
    it ends with its launcher."""
    _init(1)


def _init(processes: int) -> None:
    """A picture process's set-up, for one of ``processes`` bot processes."""
    from bot.kit.runtime.pools import ignore_ctrl_c
    from render import cache_share

    ignore_ctrl_c()
    cache_share.set_processes(processes)
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    elif hasattr(os, "nice"):
        os.nice(NICENESS)
    watch_parent()


def watch_parent() -> None:
    """End the picture process when its parent is gone (the bot's process, or
    a server's launcher: killed, it
    cannot tell its pool to stop, and the pool's worker would wait for work
    for ever)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="watch-parent").start()


def ready(warm_ups: Sequence[str] = ()) -> bool:
    """Run each game's warm-up (``"module:function"``) once, so that fonts and
    sprites are loaded before the first table needs them. The client hands
    them from the composition root (each plugin's ``warm_up``): by name, since
    this process must not import discord or the bot's root to reach them."""
    for path in filter(None, warm_ups):
        module, _, function = path.partition(":")
        getattr(importlib.import_module(module), function)()
    return True
