"""Restart under load: stop the bot with N live tables, start it again.

Run: ``python -m tests.bench.load_restart [--tables 100] [--before 15] [--after 10]``

The load is that of :mod:`tests.bench.load_fabel` (the same people and
tables; the simulator and the people in a process of their own, which
stays up while the bot restarts). After ``--before`` seconds the people pause, the bot is stopped
(its database closed) and a new bot starts on the same database file, as a
process restart would. Figures:

- the stop, and the start until the bot is ready (logged in, tables rebuilt
  from their logs, every restored table's public message refreshed);
- from the start until every table answered again: each table's first
  person clicks "Meine Karten" as soon as the bot is ready, and the table
  counts once its private panel arrived;
- lost actions: every action the old bot had applied (its in-memory log at
  the stop) must be the start of the rebuilt table's log, in order;
- then the people play on for ``--after`` seconds: how many tables applied
  an action after the restart (timers resumed, buttons of the old messages
  work).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import tempfile
import time
from pathlib import Path
from typing import Any

from engines.core import to_json
from tests.bench.loadkit import (
    Oracle,
    SimProcess,
    machine,
    people_needed,
    start_bot,
    stop_bot,
)


async def run(tables: int, before: float, after: float, lobby_share: float, seed: int
              ) -> dict[str, Any]:
    """One restart under load; returns the figures."""
    logging.getLogger("discord").setLevel(logging.ERROR)
    sim = SimProcess()
    await sim.start(people_needed(tables, lobby_share), seed, (1.0, 3.0))
    oracle = Oracle()
    oracle.start()
    try:
        with tempfile.TemporaryDirectory(prefix="speedtisch-restart-") as tmp:
            db = Path(tmp) / "restart.sqlite3"
            run_ = await start_bot(sim, db, seed_base=seed * 100_000)
            oracle.bot = run_.bot
            await sim.ask("open", tables=tables, lobby_share=lobby_share, oracle=oracle.port)
            await sim.ask("play")
            await asyncio.sleep(before)

            await sim.ask("pause")
            clock = time.perf_counter()
            await stop_bot(run_)
            stop_seconds = time.perf_counter() - clock
            old = {tid: [to_json(a) for a in r.table.actions]
                   for tid, r in run_.bot.controllers["fabel"].tables.items()
                    if not r.table.state.is_over()}
            oracle.bot = None
            del run_

            started = time.time()
            run_ = await start_bot(sim, db, seed_base=seed * 100_000 + 50_000)
            ready = time.time() - started
            oracle.bot = run_.bot
            answers = (await sim.ask("answer", tables=sorted(old), started=started))["times"]

            lost = 0
            missing = 0
            for table_id, actions in old.items():
                running = run_.bot.controllers["fabel"].tables.get(table_id)
                if running is None:
                    missing += 1
                    continue
                now = [to_json(a) for a in running.table.actions]
                if now[:len(actions)] != actions:
                    lost += 1
            seq_at_restart = {tid: len(a) for tid, a in old.items()}
            await sim.ask("resume")
            await asyncio.sleep(after)
            moved = sum(1 for tid, n in seq_at_restart.items()
                        if (r := run_.bot.controllers["fabel"].tables.get(tid)) is not None
                        and (r.table.seq > n or r.table.state.is_over()))
            await sim.ask("pause")
            await stop_bot(run_)
    finally:
        await sim.stop()
        oracle.stop()
    answered = sorted(a for a in answers if a is not None)
    return {
        "tables": tables,
        "live_at_stop": len(old),
        "actions_at_stop": sum(len(a) for a in old.values()),
        "stop_seconds": stop_seconds,
        "ready_seconds": ready,
        "all_answered_seconds": answered[-1] if len(answered) == len(answers) else None,
        "first_answer_seconds": answered[0] if answered else None,
        "median_answer_seconds": answered[len(answered) // 2] if answered else None,
        "unanswered_tables": len(answers) - len(answered),
        "tables_with_lost_actions": lost,
        "tables_not_restored": missing,
        "tables_moving_after": moved,
        "machine": machine(),
    }


def report(r: dict[str, Any]) -> None:
    """Print the figures."""
    everyone = r["all_answered_seconds"]
    print(f"restart with {r['live_at_stop']} live tables ({r['actions_at_stop']} actions "
          f"in their logs); {r['machine']}")
    print(f"stop: {r['stop_seconds']:.2f} s; start until ready (tables rebuilt): "
          f"{r['ready_seconds']:.2f} s")
    print("start until every table answered 'Meine Karten': "
          + (f"{everyone:.2f} s" if everyone is not None
             else f"not all ({r['unanswered_tables']} without answer)")
          + f" (first {r['first_answer_seconds'] or float('nan'):.2f} s, median "
          f"{r['median_answer_seconds'] or float('nan'):.2f} s)")
    print(f"tables with a lost action: {r['tables_with_lost_actions']}; not restored: "
          f"{r['tables_not_restored']}; tables that moved on after the restart: "
          f"{r['tables_moving_after']} of {r['live_at_stop']}")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Run once and print."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--before", type=float, default=15.0, help="seconds of load first")
    parser.add_argument("--after", type=float, default=10.0, help="seconds of load after")
    parser.add_argument("--lobby-share", type=float, default=0.25)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args.tables, args.before, args.after, args.lobby_share, args.seed))
    report(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return result


if __name__ == "__main__":
    main()
