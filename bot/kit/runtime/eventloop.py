"""The event loop the bot runs on: uvloop where it is installed, asyncio's own
otherwise or when ``SPEEDTISCH_LOOP=asyncio`` asks for it.

uvloop runs the same coroutines with its loop, transports and timers written
in C, so every request, gateway message and timer costs the bot's one thread
less (docs/BENCHMARKS.md, "The event loop"). It does not run on Windows,
where the bot falls back to asyncio's loop by itself.

>>> import asyncio
>>> async def answer() -> int:
...     await asyncio.sleep(0)
...     return 42
>>> run(answer())
42
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

#: The environment variable that picks the loop: ``uvloop`` (the default
#: where installed) or ``asyncio``.
CHOICE = "SPEEDTISCH_LOOP"
#: The names it accepts.
LOOPS = ("uvloop", "asyncio")


def chosen(environ: dict[str, str] | None = None) -> str:
    """The loop the environment asks for: ``"uvloop"`` unless
    ``SPEEDTISCH_LOOP`` says ``asyncio``; ValueError for any other name.

    >>> chosen({}), chosen({"SPEEDTISCH_LOOP": "asyncio"})
    ('uvloop', 'asyncio')
    """
    name = (os.environ if environ is None else environ).get(CHOICE, "uvloop").strip().lower()
    if name not in LOOPS:
        raise ValueError(f"{CHOICE}={name!r}: one of {', '.join(LOOPS)}")
    return name


def loop_factory(environ: dict[str, str] | None = None
                 ) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """What makes the bot's loop: uvloop's ``new_event_loop`` when it is
    chosen and installed, else None (asyncio's own loop)."""
    if chosen(environ) != "uvloop":
        return None
    try:
        import uvloop
    except ImportError:  # not installed (Windows, or a trimmed install)
        return None
    factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    return factory


def run(main: Coroutine[Any, Any, T], environ: dict[str, str] | None = None) -> T:
    """Run ``main`` to its end on a new loop of :func:`loop_factory`'s kind and
    close the loop, as :func:`asyncio.run` does."""
    with asyncio.Runner(loop_factory=loop_factory(environ)) as runner:
        return runner.run(main)


def loop_name(loop: asyncio.AbstractEventLoop) -> str:
    """``"uvloop"`` or ``"asyncio"``: which kind ``loop`` is (for logs and benchmarks)."""
    return "uvloop" if type(loop).__module__.startswith("uvloop") else "asyncio"
