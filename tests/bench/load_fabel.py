"""N live Speedfabel tables at once, through the Discord simulator.

Run: ``python -m tests.bench.load_fabel [--tables 10 50 100 200] [--seconds 45]
[--warmup 10] [--lobby-share 0.25] [--json out.json]``

The real bot (real ``AsyncioScheduler``, SQLite on a temp file, fixed seeds)
runs alone in this process, which measures it; the Discord simulator and the
simulated people run in a second process (``tests.bench.loadsim``, see
``tests.bench.loadkit``), as Discord and its users are elsewhere in
production. Tables are opened
with ``/fabel solo computer:3 turbo:True`` (one person against three Turbo
computers) and, for every fourth table, a lobby (``/fabel tisch``) of three
people and a computer. Each person thinks 1–3 s between moves and then does
what the table asks: Versteigern on turn, +10 now and then in an auction,
Meine Karten and then Verkaufen, paying card by card on the panel,
answering trades; otherwise looks at the cards now and then. When a game
ends, the host clicks "Nochmal am selben Tisch", so N tables stay live.

After a warm-up the measuring window begins. Figures per N:

- click -> deferred answer: from the simulator creating INTERACTION_CREATE
  to the bot's first callback reaching the simulator (every click; both
  times taken in the simulator process);
- click -> updated table: from the click to the first PATCH of the table's
  public message, as the simulator applied it, that shows the click's
  action (clicks that act; the bot process notes which actions each edit
  showed);
- event loop lag (the bot's loop): a ticker sleeps 10 ms and records the
  overshoot;
- CPU per action: the CPU time of the bot's process (all its threads, the
  people's oracle thread left out) and of its picture process, over the
  actions applied at all tables (people's, computers', timeouts);
- memory per table: the resident memory of the bot's process and its
  picture process after the window minus before the first table, over N;
  also right after opening, before
  anyone clicks;
- edits per table per second of the public messages, and the shortest gap.

With several ``--tables`` values every N runs in its own process, so that
memory readings start clean.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.kit.runtime import eventloop
from bot.kit.runtime.pictures import start as start_pictures
from bot.kit.runtime.pictures import worker_pids
from tests.bench.lag import LagMonitor
from tests.bench.loadkit import (
    GRACE,
    BotProbe,
    GcMonitor,
    Oracle,
    SimProcess,
    child_cpu_rss,
    collect,
    machine,
    match_updates,
    people_needed,
    percentile,
    rss_bytes,
    start_bot,
    stop_bot,
    summary_ms,
)

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
    sim = SimProcess()
    await sim.start(people_needed(tables, lobby_share), seed, think)
    probe = BotProbe()
    undo = probe.install()
    oracle = Oracle()
    oracle.start()
    lag = LagMonitor()
    collector = GcMonitor()
    try:
        with tempfile.TemporaryDirectory(prefix="speedtisch-load-") as tmp:
            run_ = await start_bot(sim, Path(tmp) / "load.sqlite3", seed_base=seed * 100_000,
                                   pictures=pictures)
            oracle.bot = run_.bot
            lag.start()
            # The picture process's fixed cost (imports, fonts, sprites) is
            # not the tables': it has drawn its warm-up picture before "before".
            await asyncio.wrap_future(start_pictures())
            collect()
            rss_before = rss_bytes()
            _, pictures_before = child_cpu_rss(worker_pids())
            opened = (await sim.ask("open", tables=tables, lobby_share=lobby_share,
                                    oracle=oracle.port))["opened"]
            collect()
            rss_open = rss_bytes()
            await sim.ask("play")
            await asyncio.sleep(warmup)

            window_start = (await sim.ask("window"))["at"]
            lag.reset()
            collector.start()
            oracle_cpu, questions = oracle.cpu, oracle.questions
            cpu_start, wall_start = time.process_time(), time.perf_counter()
            pictures_cpu_start, _ = child_cpu_rss(worker_pids())
            sim_pids = [sim.pid] if sim.pid is not None else []
            sim_cpu_start, _ = child_cpu_rss(sim_pids)
            await asyncio.sleep(seconds)
            cpu = time.process_time() - cpu_start
            pictures_cpu, pictures_after = child_cpu_rss(worker_pids())
            pictures_cpu -= pictures_cpu_start
            sim_cpu = child_cpu_rss(sim_pids)[0] - sim_cpu_start
            wall = time.perf_counter() - wall_start
            window_end = window_start + wall
            oracle_cpu, questions = oracle.cpu - oracle_cpu, oracle.questions - questions
            lags = list(lag.lags)
            collector.stop()
            collect()
            rss_after = rss_bytes()
            # Clicks made late in the window may still be shown: the people
            # go on a little before the simulator reports.
            await asyncio.sleep(GRACE)
            report = await sim.ask("report")
            live = sum(1 for r in run_.bot.controllers["fabel"].tables.values()
                       if not r.table.state.is_over())
            await lag.stop()
            await stop_bot(run_)
    finally:
        await sim.stop()
        oracle.stop()
        undo()
    window_clicks = [c for c in report["acting"] if c[2] < window_end]
    by_verb: dict[str, list[float]] = {}
    applied_by_verb: dict[str, list[float]] = {}
    update, unmatched, edit_times = match_updates(window_clicks, probe, report["patches"],
                                                  window_end + GRACE, by_verb, applied_by_verb)
    in_window = {t: [a for a in times if window_start <= a < window_end]
                 for t, times in edit_times.items()}
    actions = probe.applied_between(window_start, window_end)
    bot_cpu = cpu - oracle_cpu
    all_cpu = bot_cpu + pictures_cpu
    all_rss = rss_after - rss_before + pictures_after - pictures_before
    return {
        "tables": tables,
        "pictures": pictures,
        "live_at_end": live,
        "seconds": wall,
        "open_seconds": opened,
        "games_started": report["games"],
        "clicks": report["clicks"],
        "unanswered": report["unanswered"],
        "actions": actions,
        "actions_per_s": actions / wall,
        "defer": summary_ms(report["defer"]),
        "defer_by_verb": {verb: summary_ms(times)
                          for verb, times in sorted(report["defer_by_verb"].items())},
        "update": summary_ms(update),
        "update_unmatched": unmatched,
        "update_by_verb": {verb: summary_ms(times) for verb, times in sorted(by_verb.items())},
        "applied_by_verb": {verb: summary_ms(times)
                            for verb, times in sorted(applied_by_verb.items())},
        "sim_dispatch": summary_ms(report["dispatch"]),
        "answer_kinds": report["kinds"],
        "sim_lag": {"p99": 1000 * percentile(report["sim_lag"], 0.99),
                    "max": 1000 * max(report["sim_lag"], default=0.0)},
        "lag": {"p99": 1000 * percentile(lags, 0.99), "max": 1000 * max(lags, default=0.0),
                "median": 1000 * percentile(lags, 0.5)},
        "gc": collector.figures(),
        "storage": summary_ms(probe.storage_between(window_start, window_end)),
        "cpu_seconds": all_cpu,
        "cpu_share": all_cpu / wall,
        "cpu_ms_per_action": 1000 * all_cpu / actions if actions else float("nan"),
        "bot_process_cpu_ms_per_action": 1000 * bot_cpu / actions if actions else float("nan"),
        "bot_process_cpu_share": bot_cpu / wall,
        "pictures_cpu_share": pictures_cpu / wall,
        "sim_cpu_share": sim_cpu / wall,
        "pictures_behind_share": (sum(window_start <= at < window_end for at in probe.behind)
                                  / max(1, sum(len(t) for t in in_window.values()))),
        "pictures_rss_mb": pictures_after / 2**20,
        "oracle_cpu_seconds": oracle_cpu,
        "oracle_questions": questions,
        "rss_before_mb": rss_before / 2**20,
        "rss_after_mb": rss_after / 2**20,
        "rss_open_mb": rss_open / 2**20,
        "mb_per_table": all_rss / 2**20 / tables,
        "bot_process_mb_per_table": (rss_after - rss_before) / 2**20 / tables,
        "mb_per_table_open": (rss_open - rss_before) / 2**20 / tables,
        "edits": edit_figures(in_window, tables, wall),
        "sim_errors": report["sim_errors"],
        "driver_errors": report["driver_errors"],
        "driver_error_samples": report["driver_error_samples"],
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
        notes.append(f"{r['update_unmatched']} acting clicks not shown")
        notes.append("deferred p99 by button " + ", ".join(
            f"{verb} {v['p99']:.0f} ms ({v['n']:.0f})"
            for verb, v in r.get("defer_by_verb", {}).items()))
        notes.append("updated p95 by button " + ", ".join(
            f"{verb} {v['p95']:.0f} ms ({v['n']:.0f})"
            for verb, v in r.get("update_by_verb", {}).items()))
        notes.append("of that, click -> applied p95 " + ", ".join(
            f"{verb} {v['p95']:.0f} ms" for verb, v in r.get("applied_by_verb", {}).items()))
        db = r["storage"]
        notes.append(f"storage calls {db['n']:.0f}, median {db['median']:.1f} ms, "
                     f"p99 {db['p99']:.0f} ms, max {db['max']:.0f} ms")
        g = r["gc"]
        notes.append(f"gc pauses gen2 {g['gen2_count']} (max {g['gen2_max_ms']:.0f} ms), "
                     f"gen1 max {g['gen1_max_ms']:.0f} ms, gen0 max {g['gen0_max_ms']:.0f} ms")
        notes.append(f"bot process {r['bot_process_cpu_ms_per_action']:.2f} ms CPU per action "
                     f"({100 * r['bot_process_cpu_share']:.0f} %), pictures "
                     f"{100 * r['pictures_cpu_share']:.0f} % of a core, "
                     f"{r['pictures_rss_mb']:.0f} MB; simulator and people "
                     f"{100 * r.get('sim_cpu_share', 0):.0f} % of a core, their loop's lag "
                     f"p99 {r['sim_lag']['p99']:.0f} ms, max {r['sim_lag']['max']:.0f} ms; "
                     f"{100 * r.get('pictures_behind_share', 0):.0f} % of the edits with an "
                     f"older picture (queue full); bot process "
                     f"{r['bot_process_mb_per_table']:.2f} MB per table")
        notes.append(f"oracle {r['oracle_questions']} questions, "
                     f"{r['oracle_cpu_seconds']:.2f} s CPU (left out)")
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
            results.append(eventloop.run(run(tables, args.seconds, args.warmup, args.lobby_share,
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
