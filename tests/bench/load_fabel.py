"""N live Speedfabel tables at once, through the Discord simulator.

Run: ``python -m tests.bench.load_fabel [--tables 10 50 100 200] [--seconds 45]
[--warmup 10] [--lobby-share 0.25] [--json out.json]``

The real bot (real ``AsyncioScheduler``, SQLite on a temp file, fixed seeds)
and the simulator share one process and one event loop; the simulator's
image probe is memoized (``loadkit.lighten_simulator``) so that less of its
own work lands in the figures. Tables are opened
with ``/fabel solo computer:3 turbo:True`` (one person against three Turbo
computers) and, for every fourth table, a lobby (``/fabel tisch``) of three
people and a computer. Each person thinks 1–3 s between moves and then does
what the table asks: Versteigern on turn, +10 now and then in an auction,
Meine Karten and then Verkaufen, paying card by card on the panel,
answering trades; otherwise looks at the cards now and then. When a game
ends, the host clicks "Nochmal am selben Tisch", so N tables stay live.

After a warm-up the measuring window begins. Figures per N:

- click -> deferred answer: from the simulator creating INTERACTION_CREATE
  to the bot's first callback (every click);
- click -> updated table: from the click to the first PATCH of the table's
  public message that shows the click's action (clicks that act);
- event loop lag: a ticker sleeps 10 ms and records the overshoot;
- CPU per action: process CPU time (all threads, simulator included) over
  the actions applied at all tables (people's, computers', timeouts);
- memory per table: resident memory after the window minus before the
  first table, over N (the simulator's history is trimmed; see loadkit);
  also right after opening, before anyone clicks;
- edits per table per second of the public messages, and the shortest gap.

With several ``--tables`` values every N runs in its own process, so that
memory readings start clean.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.bench.loadkit import (
    Driver,
    LagMonitor,
    Probe,
    actions_applied,
    collect,
    lighten_simulator,
    machine,
    open_all,
    people_needed,
    percentile,
    periodically,
    rss_bytes,
    start_bot,
    stop_bot,
    summary_ms,
    trim_simulator,
    world,
)
from tests.discord_sim import DiscordSim

GOALS = "goals at 100 tables: deferred p99 <= 50 ms, updated p95 <= 400 ms, " \
        "lag p99 <= 50 ms, <= 1 MB per table"


def edit_figures(edits: dict[int, list[float]], tables: int, seconds: float
                 ) -> dict[str, float]:
    """Edits per table per second (mean over all tables, and the busiest
    table), and the shortest gap between two edits of one message."""
    total = sum(len(times) for times in edits.values())
    gaps = [b - a for times in edits.values() for a, b in zip(times, times[1:], strict=False)]
    busiest = max((len(times) for times in edits.values()), default=0)
    return {
        "per_table_per_s": total / tables / seconds if seconds else 0.0,
        "busiest_per_s": busiest / seconds if seconds else 0.0,
        "min_gap_s": min(gaps) if gaps else float("nan"),
        "gaps_under_1s": sum(1 for g in gaps if g < 0.95) / len(gaps) if gaps else 0.0,
    }


async def run(tables: int, seconds: float, warmup: float, lobby_share: float,
              think: tuple[float, float], seed: int, pictures: str = "full"
              ) -> dict[str, Any]:
    """One load run with ``tables`` live tables; returns the figures."""
    logging.getLogger("discord").setLevel(logging.ERROR)
    sim = DiscordSim(world(people_needed(tables, lobby_share)))
    await sim.start()
    probe = Probe()
    undo = probe.install(sim)
    undo_light = lighten_simulator()
    lag = LagMonitor()
    with tempfile.TemporaryDirectory(prefix="speedtisch-load-") as tmp:
        bot = await start_bot(sim, Path(tmp) / "load.sqlite3", seed_base=seed * 100_000,
                              pictures=pictures)
        lag.start()
        trimmer = asyncio.get_running_loop().create_task(
            periodically(2.0, lambda: trim_simulator(sim)))
        collect()
        rss_before = rss_bytes()
        driver = Driver(sim, bot, probe, think=think, seed=seed)
        opened = await open_all(driver, tables, lobby_share)
        collect()
        rss_open = rss_bytes()
        driver.start()
        await asyncio.sleep(warmup)

        probe.reset()
        lag.reset()
        errors_before = len(sim.errors)
        cpu_start, wall_start = time.process_time(), time.perf_counter()
        actions_start = actions_applied(probe)
        await asyncio.sleep(seconds)
        cpu = time.process_time() - cpu_start
        wall = time.perf_counter() - wall_start
        actions = actions_applied(probe) - actions_start
        probe.recording = False
        lags = list(lag.lags)
        live = sum(1 for s in driver.slots
                   if (r := driver.running(s)) is not None and not r.table.state.is_over())

        trim_simulator(sim)
        collect()
        rss_after = rss_bytes()
        await driver.stop()
        trimmer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await trimmer
        await lag.stop()
        error_codes: dict[str, int] = {}
        for record in sim.errors[errors_before:]:
            key = str(record.error.code)
            error_codes[key] = error_codes.get(key, 0) + 1
        games = sum(s.games for s in driver.slots)
        driver_errors = driver.errors[:5]
        await stop_bot(sim, bot)
    await sim.stop()
    undo()
    undo_light()
    return {
        "tables": tables,
        "pictures": pictures,
        "live_at_end": live,
        "seconds": wall,
        "open_seconds": opened,
        "games_started": games,
        "clicks": probe.clicks,
        "unanswered": probe.unanswered,
        "actions": actions,
        "actions_per_s": actions / wall,
        "defer": summary_ms(probe.defer),
        "update": summary_ms(probe.update),
        "update_unmatched": probe.unmatched,
        "sim_dispatch": summary_ms(probe.dispatch),
        "answer_kinds": probe.first_answer_kinds,
        "lag": {"p99": 1000 * percentile(lags, 0.99), "max": 1000 * max(lags, default=0.0),
                "median": 1000 * percentile(lags, 0.5)},
        "cpu_seconds": cpu,
        "cpu_share": cpu / wall,
        "cpu_ms_per_action": 1000 * cpu / actions if actions else float("nan"),
        "rss_before_mb": rss_before / 2**20,
        "rss_after_mb": rss_after / 2**20,
        "rss_open_mb": rss_open / 2**20,
        "mb_per_table": (rss_after - rss_before) / 2**20 / tables,
        "mb_per_table_open": (rss_open - rss_before) / 2**20 / tables,
        "edits": edit_figures(probe.edits, tables, wall),
        "sim_errors": error_codes,
        "driver_errors": len(driver.errors),
        "driver_error_samples": driver_errors,
        "machine": machine(),
    }


def print_table(results: list[dict[str, Any]]) -> None:
    """The figures, one line per N."""
    head = (f"{'N':>4} {'live':>4} {'clicks':>6} {'act/s':>6} "
            f"{'defer med/p95/p99 ms':>22} {'update med/p95/p99 ms':>23} "
            f"{'lag p99/max ms':>15} {'CPU ms/act':>10} {'CPU %':>6} {'MB/table':>8} "
            f"{'edits/t/s':>9} {'busiest':>7}")
    print(head)
    for r in results:
        if r.get("pictures", "full") != "full":
            print(f"(pictures: {r['pictures']})")
        d, u, lag, e = r["defer"], r["update"], r["lag"], r["edits"]
        print(f"{r['tables']:>4} {r['live_at_end']:>4} {r['clicks']:>6} "
              f"{r['actions_per_s']:>6.1f} "
              f"{d['median']:>7.1f}/{d['p95']:>6.1f}/{d['p99']:>6.1f} "
              f"{u['median']:>7.0f}/{u['p95']:>6.0f}/{u['p99']:>6.0f}   "
              f"{lag['p99']:>6.1f}/{lag['max']:>6.0f} {r['cpu_ms_per_action']:>10.2f} "
              f"{100 * r['cpu_share']:>5.0f}% {r['mb_per_table']:>8.2f} "
              f"{e['per_table_per_s']:>9.2f} {e['busiest_per_s']:>7.2f}")
    for r in results:
        notes = []
        if r["unanswered"]:
            notes.append(f"{r['unanswered']} clicks unanswered")
        if r["sim_errors"]:
            notes.append(f"error answers {r['sim_errors']}")
        if r["driver_errors"]:
            notes.append(f"{r['driver_errors']} driver hiccups, e.g. "
                         f"{r['driver_error_samples'][:1]}")
        s = r["sim_dispatch"]
        notes.append(f"simulator dispatch of a click median {s['median']:.1f} ms")
        notes.append(f"shortest gap between edits {r['edits']['min_gap_s']:.2f} s, "
                     f"{100 * r['edits']['gaps_under_1s']:.0f} % under 1 s")
        print(f"N={r['tables']}: " + "; ".join(notes))
    if results:
        print(f"{GOALS}; {results[-1]['machine']}")


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    """Run the load for each N and print the table."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, nargs="+", default=[10, 50, 100, 200])
    parser.add_argument("--seconds", type=float, default=45.0, help="measuring window")
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--lobby-share", type=float, default=0.25,
                        help="share of tables that are lobbies of three people")
    parser.add_argument("--think", type=float, nargs=2, default=(1.0, 3.0),
                        help="seconds a person waits between moves (min max)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pictures", default="full",
                        choices=("full", "none"),
                        help="what-if: the bot's table picture as it is, or none at all")
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument("--same-process", action="store_true",
                        help="run every N in this process (memory figures then mix)")
    args = parser.parse_args(argv)
    results: list[dict[str, Any]] = []
    for tables in args.tables:
        if len(args.tables) == 1 or args.same_process:
            results.append(asyncio.run(run(tables, args.seconds, args.warmup, args.lobby_share,
                                           tuple(args.think), args.seed, args.pictures)))
            continue
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "one.json"
            command = [sys.executable, "-m", "tests.bench.load_fabel", "--tables", str(tables),
                       "--seconds", str(args.seconds), "--warmup", str(args.warmup),
                       "--lobby-share", str(args.lobby_share), "--think",
                       *(str(x) for x in args.think), "--seed", str(args.seed),
                       "--pictures", args.pictures,
                       "--json", str(out)]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL,
                           env=os.environ | {"PYTHONUNBUFFERED": "1"})
            results.extend(json.loads(out.read_text()))
    print_table(results)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return results


if __name__ == "__main__":
    main()
