"""Do the computers' searches starve the event loop? (issue 22)

The table runtime (bot/kit/runtime/table.py) runs every computer's ``decide`` in a pool
of two threads, off the event loop. Threads still share the GIL: a search
in pure Python holds it for up to the interpreter's switch interval (5 ms)
at a time, and the loop waits while it does. This benchmark measures it:

1. decision points of every registered game are collected from random
   games (``engines.core.playout``), each with the seat's own view;
2. the strong computer of each game decides them, timed one by one;
3. then the loop's lag is measured (a 10 ms ticker, as in the bot) while
   two strong searches run all the time: in two threads (how the bot
   decided before) and in the bot's deciding processes (``bot.kit.runtime.decisions``,
   how it decides now).

Run: ``python -m tests.bench.decide_lag [--seconds 10] [--points 40] [--json]``
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import os
import random
import sys
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor
from typing import Any

from bot.kit.runtime import decisions
from engines.catalog import GAMES
from engines.core.playout import random_step
from engines.core.registry import GameInfo
from tests.bench.lag import LagMonitor
from tests.bench.loadkit import machine, summary_ms

#: Actions of a random game between two decision points taken.
GAP = 7


def decision_points(info: GameInfo, points: int, seed: int) -> list[tuple[Any, Any]]:
    """``points`` (view, decision) pairs of random games of ``info``."""
    rng = random.Random(seed)
    found: list[tuple[Any, Any]] = []
    game = 0
    while len(found) < points:
        seats = rng.randint(info.min_seats, info.max_seats)
        options = info.make_options(info.default_choices(), _facts())
        state = info.new_game(seats, seed * 1000 + game, options)
        game += 1
        steps = 0
        while not state.is_over() and len(found) < points and steps < 5000:
            steps += 1
            pending = [d for d in state.pending() if d.required]
            if pending and steps % GAP == 0:
                decision = rng.choice(pending)
                found.append((state.view(decision.seat), decision))
            action = random_step(state, rng)
            if action is not None:
                state.apply(action)
    return found


def _facts() -> Any:
    from engines.core.registry import TableFacts

    return TableFacts(bedenkzeit=60)


def decide_one(name: str, view: Any, decision: Any, seed: int) -> float:
    """One strong decision of game ``name``; its duration (in a worker too)."""
    info = next(g for g in GAMES if g.name == name)
    started = time.perf_counter()
    info.decide(view, decision, random.Random(seed), "stark", for_person=False)
    return time.perf_counter() - started


async def starve(pool: Executor | None, work: list[tuple[str, Any, Any]], seconds: float,
                 lanes: int = 2) -> dict[str, Any]:
    """The loop's lag while ``lanes`` strong decisions run all the time in
    ``pool`` (None: the bot's deciding processes)."""
    loop = asyncio.get_running_loop()
    run: Callable[[functools.partial[float]], Awaitable[float]]
    if pool is None:
        run = decisions._executor().run
        # started and warmed before measuring (imports, first calls)
        await asyncio.gather(*(run(functools.partial(decide_one, n, v, d, 0))
                               for n, v, d in work[:4]))
    else:
        def run(call: functools.partial[float]) -> Awaitable[float]:
            return loop.run_in_executor(pool, call)
    monitor = LagMonitor()
    monitor.start()
    await asyncio.sleep(0.3)
    monitor.reset()
    end = loop.time() + seconds
    done: list[float] = []

    async def lane(index: int) -> None:
        i = index
        while loop.time() < end:
            name, view, decision = work[i % len(work)]
            i += lanes
            done.append(await run(functools.partial(decide_one, name, view, decision, i)))

    await asyncio.gather(*(lane(i) for i in range(lanes)))
    await monitor.stop()
    return {"lag": summary_ms(monitor.lags), "decisions": len(done),
            "decide": summary_ms(done)}


async def idle(seconds: float) -> dict[str, float]:
    """The loop's lag with nothing running (the machine's own noise)."""
    monitor = LagMonitor()
    monitor.start()
    await asyncio.sleep(0.3)
    monitor.reset()
    await asyncio.sleep(seconds)
    await monitor.stop()
    return summary_ms(monitor.lags)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Measure and print (JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="seconds of each lag measurement")
    parser.add_argument("--points", type=int, default=40, help="decision points per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    work: list[tuple[str, Any, Any]] = []
    per_game: dict[str, dict[str, float]] = {}
    for info in GAMES:
        points = decision_points(info, args.points, args.seed)
        times = [decide_one(info.name, v, d, i) for i, (v, d) in enumerate(points)]
        per_game[info.name] = summary_ms(times)
        work += [(info.name, v, d) for v, d in points]
    random.Random(args.seed).shuffle(work)
    figures: dict[str, Any] = {"machine": machine(), "load": round(os.getloadavg()[0], 1),
                               "stark decide per game": per_game}
    figures["lag, idle"] = asyncio.run(idle(args.seconds))
    figures["lag, 2 searches in 2 threads"] = asyncio.run(
        starve(decisions._THREADS, work, args.seconds))
    figures["lag, 2 searches in the deciding processes"] = asyncio.run(
        starve(None, work, args.seconds))
    decisions.stop()
    if args.json:
        print(json.dumps(figures))
    else:
        _print(figures)
    return figures


def _print(figures: dict[str, Any]) -> None:
    print(f"{figures['machine']}, load average {figures['load']}")
    print("strong decision, ms (one at a time):   median    p95    p99    max")
    for name, s in figures["stark decide per game"].items():
        print(f"  {name:<35} {s['median']:7.1f} {s['p95']:6.1f} {s['p99']:6.1f} "
              f"{s['max']:6.1f}")
    print("event loop lag, ms:                     median    p95    p99    max")
    for key in ("lag, idle", "lag, 2 searches in 2 threads",
                "lag, 2 searches in the deciding processes"):
        value = figures[key]
        lag = value.get("lag", value)
        extra = f"  ({value['decisions']} decisions)" if "decisions" in value else ""
        print(f"  {key:<42} {lag['median']:7.2f} {lag['p95']:6.2f} {lag['p99']:6.2f} "
              f"{lag['max']:6.2f}{extra}")


if __name__ == "__main__":
    main(sys.argv[1:])
