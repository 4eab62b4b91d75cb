"""Ending the bot's process pools (the picture process, the deciding
processes) when the bot stops.

A ``ProcessPoolExecutor``'s own shutdown waited for every job it had taken:
Python's exit joined the pool's manager thread, which waited until the last
queued job was done. Under load the picture process (SCHED_IDLE) gets next
to no CPU, so a stop with pictures queued waited for minutes (issue 22:
Ctrl+C at load 16 did not end the bot within 60 s; reproduced by
``python -m tests.bot.stopload``, which stops the pools' processes with
SIGSTOP before Ctrl+C). The pools are now :class:`bot.looppool.LoopPool` s,
driven by the event loop without threads: their ``kill()`` ends the
processes and cancels the waiting jobs, and no thread is left that could
hang on a half-sent result. The bot's state is in its database at every
moment, so nothing a pool still does is worth waiting for.
"""

from __future__ import annotations

import signal


def ignore_ctrl_c() -> None:
    """In a pool's process: Ctrl+C in a terminal reaches every process of the
    group; the bot's process ends its pools itself (``kill()``), so a
    worker must not die of it halfway with a traceback of its own."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
