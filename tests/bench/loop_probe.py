"""Where the bot's event loop spends its time at load: ``python -m
tests.bench.loop_probe --out OUT.json --tables 100 --seconds 30 --warmup 10``
(besides ``--out`` and ``--gc``, the options of :mod:`tests.bench.load_mix`).

It runs :mod:`tests.bench.load_mix` with the loop of the bot's process
watched during the measuring window:

- every callback the loop runs, timed, by what it is (a task by its
  coroutine, else the function);
- the steps of a task that ran longer than 2 ms, by where the task resumed
  and where it stopped again (``file:function:line`` of its innermost await);
- the garbage collector's pauses by generation;
- the HTTP requests the bot made, by route;
- the lag ticks (:class:`tests.bench.lag.LagMonitor`) later than 2 ms, with
  the CPU the loop's thread spent during them: near the lag itself when the
  loop was busy with its own work, near nothing when the machine held it up.

The watching costs CPU (every callback is timed), so the figures are for
comparing two trees under the same probe, not for the goals; the load
figures of the run are in the report's ``rows``. ``--gc YOUNG,MIDDLE`` sets
the collector's two young thresholds when the window opens. Without
``--out`` the report is printed. The bot runs on asyncio's own loop here
(``SPEEDTISCH_LOOP=asyncio``): the probe times asyncio's handles and tasks,
which uvloop, the bot's loop where installed, does not use.
"""

from __future__ import annotations

import argparse
import asyncio
import asyncio.events
import collections
import contextlib
import functools
import gc
import io
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.kit.runtime import eventloop
from tests.bench import lag as lag_module

#: A task step longer than this is listed with where it began and ended.
LONG_STEP = 0.002
#: A lag tick later than this is looked into.
LATE_TICK = 0.002


class Probe:
    """What the loop did while :attr:`on` (the window of load_mix)."""

    def __init__(self) -> None:
        self.on = False
        self.callbacks: dict[str, list[float]] = collections.defaultdict(list)
        self.long_steps: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
        self.gc_pauses: dict[int, list[float]] = collections.defaultdict(list)
        self.routes: collections.Counter[str] = collections.Counter()
        #: (lag, CPU of the loop's thread, CPU of the whole process) per late tick.
        self.late: list[tuple[float, float, float]] = []
        self.ticks = 0
        self._gc_start = 0.0

    # ----------------------------------------------------------- watching
    def install(self) -> None:
        """Wrap the loop's callbacks, the collector, discord.py's two request
        paths and the lag ticker."""
        run = asyncio.events.Handle._run
        probe = self

        def timed(handle: asyncio.events.Handle) -> None:
            if not probe.on:
                return run(handle)
            owner = getattr(handle._callback, "__self__", None)  # type: ignore[attr-defined]
            task = owner if isinstance(owner, asyncio.Task) else None
            began = innermost(task) if task is not None else ""
            start = time.perf_counter()
            try:
                return run(handle)
            finally:
                spent = time.perf_counter() - start
                probe.callbacks[callback_name(handle._callback)].append(spent)  # type: ignore[attr-defined]
                if task is not None and spent > LONG_STEP:
                    probe.long_steps[(began, innermost(task))].append(spent)

        asyncio.events.Handle._run = timed  # type: ignore[method-assign]
        gc.callbacks.append(self._on_gc)
        self._wrap_requests()
        lag_module.LagMonitor._tick = self._ticker()  # type: ignore[method-assign]

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        if not self.on:
            return
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.gc_pauses[info["generation"]].append(time.perf_counter() - self._gc_start)

    def _wrap_requests(self) -> None:
        import discord.http
        import discord.webhook.async_

        def counting(cls: Any, kind: str) -> None:
            request = cls.request

            async def counted(self_: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
                if self.on:
                    self.routes[f"{kind} {route.method} {route.path}"] += 1
                return await request(self_, route, *args, **kwargs)

            cls.request = counted

        counting(discord.http.HTTPClient, "bot")
        counting(discord.webhook.async_.AsyncWebhookAdapter, "interaction/webhook")

    def _ticker(self) -> Callable[[lag_module.LagMonitor], Any]:
        """The ticker of :class:`LagMonitor` (its method), also noting the
        CPU spent during each late tick."""
        probe = self

        async def tick(monitor: lag_module.LagMonitor) -> None:
            loop = asyncio.get_running_loop()
            while True:
                before = loop.time()
                thread0, process0 = time.thread_time(), time.process_time()
                await asyncio.sleep(monitor.interval)
                late = max(0.0, loop.time() - before - monitor.interval)
                monitor.lags.append(late)
                if probe.on:
                    probe.ticks += 1
                    if late > LATE_TICK:
                        probe.late.append((late, time.thread_time() - thread0,
                                           time.process_time() - process0))
        return tick

    # ------------------------------------------------------------- report
    def report(self) -> dict[str, Any]:
        """The figures, in milliseconds."""
        def ms(values: list[float]) -> dict[str, float]:
            ordered = sorted(values)
            return {"n": len(ordered), "total": round(1000 * sum(ordered), 1),
                    "p99": round(1000 * ordered[int(0.99 * (len(ordered) - 1))], 2),
                    "max": round(1000 * ordered[-1], 2)}

        by_total = sorted(self.callbacks.items(), key=lambda kv: -sum(kv[1]))
        steps = sorted(self.long_steps.items(), key=lambda kv: -sum(kv[1]))
        return {
            "loop callbacks ms": round(1000 * sum(map(sum, self.callbacks.values())), 1),
            "callbacks": {name: ms(values) for name, values in by_total[:30]},
            "long steps": [{"from": a, "to": b} | ms(values) for (a, b), values in steps[:30]],
            "gc": {str(gen): ms(values) for gen, values in sorted(self.gc_pauses.items())},
            "requests": dict(self.routes.most_common()),
            "ticks": self.ticks,
            "late ticks": {"n": len(self.late),
                           "lag ms": round(1000 * sum(x[0] for x in self.late), 1),
                           "loop thread cpu ms": round(1000 * sum(x[1] for x in self.late), 1),
                           "other threads cpu ms": round(
                               1000 * sum(x[2] - x[1] for x in self.late), 1)},
        }


def innermost(task: asyncio.Task[Any]) -> str:
    """``file:function:line`` of the innermost coroutine a task waits in."""
    coro: Any = task.get_coro()
    where = "done"
    while coro is not None:
        frame = getattr(coro, "cr_frame", None) or getattr(coro, "ag_frame", None)
        if frame is None:
            break
        where = f"{frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.f_code.co_name}:" \
                f"{frame.f_lineno}"
        coro = getattr(coro, "cr_await", None) or getattr(coro, "ag_await", None)
    return where


def callback_name(callback: Callable[..., Any]) -> str:
    """A task step by its coroutine's name, another callback by its function's."""
    owner = getattr(callback, "__self__", None)
    if isinstance(owner, asyncio.Task):
        return "task " + getattr(owner.get_coro(), "__qualname__", "?")
    if isinstance(owner, asyncio.Future):
        return "future callback"
    if isinstance(callback, functools.partial):
        callback = callback.func
    # Only plain attributes: a callable object's repr or properties may act.
    name = getattr(callback, "__qualname__", None) or type(callback).__qualname__
    return f"{getattr(callback, '__module__', '')}.{name}"


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Run load_mix under the probe; write (``--out``) or print its report."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Every other option goes to tests.bench.load_mix.")
    parser.add_argument("--out", help="write the report here (JSON) instead of printing it")
    parser.add_argument("--gc", help="YOUNG,MIDDLE: the collector's young thresholds in the window")
    args, rest = parser.parse_known_args(argv)
    thresholds = tuple(map(int, args.gc.split(","))) if args.gc else None
    os.environ[eventloop.CHOICE] = "asyncio"
    probe = Probe()
    probe.install()
    start, stop = lag_module.LagMonitor.start, lag_module.LagMonitor.stop

    def window_opens(monitor: lag_module.LagMonitor) -> None:
        if thresholds is not None:
            gc.set_threshold(*thresholds, gc.get_threshold()[2])
        probe.on = True
        start(monitor)

    async def window_ends(monitor: lag_module.LagMonitor) -> None:
        probe.on = False
        await stop(monitor)

    lag_module.LagMonitor.start = window_opens  # type: ignore[method-assign]
    lag_module.LagMonitor.stop = window_ends  # type: ignore[method-assign]
    from tests.bench import load_mix

    with contextlib.redirect_stdout(io.StringIO()):   # load_mix's own JSON line
        rows = load_mix.main(rest + ["--json"])
    report = {"rows": [{key: row[key] for key in ("tables", "answer", "updated", "lag",
                                                  "MB per table", "bot cpu share")}
                       for row in rows]} | probe.report()
    text = json.dumps(report, indent=1)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
    else:
        print(text)
    return report

if __name__ == "__main__":
    main(sys.argv[1:])
