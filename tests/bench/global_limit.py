"""Load: requests against Discord's global limit of one bot token (issue 36, item 1).

Run: ``python -m tests.bench.global_limit [--tables 10] [--carry 10 20 40 60 80]
[--scale 0.2] [--seconds 30] [--warmup 10] [--json [FILE]]``

The people and tables of :mod:`tests.bench.load_mix` (solo tables of every
game, each person presses something every 1 to 3 seconds). Their presses
are random, and most open a panel or are refused, so a table would often
wait for its person: here every table is *busy* as well, a person's
required decision is made 1 to 3 seconds after it opens, by the computers'
own rule (as when a person's time runs out), so every game keeps moving.
In two parts, each before and after:

- *before*: no budget (``SPEEDTISCH_GLOBAL_RATE=0``) and every edit through
  the channel route: main's behaviour before issue 36;
- *after*: the process's budget and edits through a living click on the
  table message (:mod:`bot.kit.public_route`).

1. **Per busy table and minute**: ``--tables`` tables, Discord's own limit
   (50/s, never reached here); the simulator counts the requests that count
   against it, per table and minute, for every game (and what went through
   interaction tokens instead).
2. **The most busy tables one token carries without a global 429**: the
   simulator enforces the limit at ``--scale`` of Discord's 50/s and the bot
   plans at the same scale of its own 40/s (``SPEEDTISCH_GLOBAL_RATE``), at
   each count of ``--carry``. One machine cannot run 300 tables, and the
   count scales: with the budget every table gets rate / tables, without
   it the tables send what they send, so N tables at scale s stand for
   N / s tables at Discord's limit (once the old behaviour met a 429, it is
   not run at larger counts). Reported per count: the global 429s, and how
   long a table's step took to show on its table message (sampled every
   0.2 s: the cost of the spacing).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from bot.kit.runtime import eventloop
from tests.bench import load_mix
from tests.bench.load_mix import run as run_mix
from tests.bench.loadkit import BotRun, summary_ms

#: Discord's global limit and the bot's planned rate, requests a second.
DISCORD = 50.0
PLANNED = 40.0


#: Seconds after which a person's open decision is made (a quick player).
THINK = (1.0, 3.0)


#: Edits of the table messages through a click's token and through the
#: channel route, by table id (filled while a run goes on).
EDITS: dict[int, tuple[int, int]] = {}
#: Seconds from a table's step to its table message showing it (sampled
#: every :data:`LOOK` s, from ``warmup`` s after every table is open).
SHOWN: list[float] = []
LOOK = 0.2


async def busy(run: BotRun, seed: int, tables: int, warmup: float) -> None:
    """Make each person's required decision 1 to 3 s after it opened, as
    their computer would when their time runs out (every table keeps
    moving); note each table's edits by route in :data:`EDITS` and how
    long its message lagged behind its steps in :data:`SHOWN`."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    due: dict[tuple[int, int, int], float] = {}
    moving: set[asyncio.Task[None]] = set()
    steps: dict[int, list[tuple[int, float]]] = {}    # table id -> (seq, first seen)
    measuring_from = float("inf")
    while True:
        await asyncio.sleep(LOOK)
        now = loop.time()
        live = [r for c in run.bot.controllers.values() for r in c.tables.values()]
        if len(live) >= tables and measuring_from == float("inf"):
            measuring_from = now + warmup
        for controller in run.bot.controllers.values():
            for running in list(controller.tables.values()):
                table = running.table
                presenter = running.presenter
                route = presenter.route
                EDITS[table.id] = (route.by_interaction, route.by_channel)
                seen = steps.setdefault(table.id, [])
                if not seen or seen[-1][0] < table.seq:
                    seen.append((table.seq, now))
                shown = presenter._shown[0] if presenter._shown else -1
                while seen and seen[0][0] <= shown:
                    seq, at = seen.pop(0)
                    if at >= measuring_from:
                        SHOWN.append(now - at)
                if table.closed or table.state.is_over():
                    continue
                for decision in table.state.pending():
                    if not decision.required or table.seats[decision.seat].is_computer:
                        continue
                    key = (table.id, decision.seat, table.step_of(decision.seat))
                    at = due.setdefault(key, now + rng.uniform(*THINK))
                    if at <= now:
                        due[key] = float("inf")      # once per decision
                        task = loop.create_task(table.computers._computer_move(
                            decision.seat, key[2], "normal"))
                        moving.add(task)
                        task.add_done_callback(moving.discard)


@contextmanager
def busy_tables(seed: int, tables: int, warmup: float) -> Iterator[None]:
    """load_mix's bot, with :func:`busy` running beside it."""
    original = load_mix.start_bot

    async def start(*args: Any, **kwargs: Any) -> BotRun:
        run = await original(*args, **kwargs)
        mover = asyncio.get_running_loop().create_task(busy(run, seed, tables, warmup))
        run.task.add_done_callback(lambda _: mover.cancel())
        return run

    load_mix.start_bot = start  # type: ignore[assignment]
    try:
        yield
    finally:
        load_mix.start_bot = original  # type: ignore[assignment]


@contextmanager
def behaviour(after: bool, rate: float) -> Iterator[None]:
    """The bot as before issue 36 (no budget, every edit on the channel
    route) or after it (its budget at ``rate``, edits through a living click)."""
    from bot.kit.public_route import PublicRoute

    saved_env = os.environ.get("SPEEDTISCH_GLOBAL_RATE")
    saved_carrier = PublicRoute.carrier
    os.environ["SPEEDTISCH_GLOBAL_RATE"] = str(rate if after else 0.0)
    if not after:
        PublicRoute.carrier = lambda self, message, now: None  # type: ignore[method-assign]
    try:
        yield
    finally:
        PublicRoute.carrier = saved_carrier  # type: ignore[method-assign]
        if saved_env is None:
            os.environ.pop("SPEEDTISCH_GLOBAL_RATE", None)
        else:
            os.environ["SPEEDTISCH_GLOBAL_RATE"] = saved_env


def one(tables: int, seconds: float, warmup: float, seed: int, *, after: bool,
        scale: float = 1.0) -> dict[str, Any]:
    """One run: the simulator's counts and the people's figures."""
    EDITS.clear()
    SHOWN.clear()
    with behaviour(after, PLANNED * scale), busy_tables(seed, tables, warmup):
        row = eventloop.run(run_mix(tables, seconds, warmup, seed, limit=DISCORD * scale))
    through_click = sum(i for i, _ in EDITS.values())
    edits = through_click + sum(c for _, c in EDITS.values())
    counts = row["global"]
    minutes = seconds / 60.0
    per_game = {game: round(sent / max(1, n) / minutes, 1)
                for game, (sent, n) in sorted(counts["by game"].items())}
    return {"tables": tables, "after": after, "scale": scale,
            "per table and minute": round(counts["counted"] / tables / minutes, 1),
            "per game": per_game,
            "interaction per table and minute": round(counts["exempt"] / tables / minutes, 1),
            "table edits through a click": f"{through_click} of {edits}",
            "global 429": counts["refused"], "peak per second": counts["peak per second"],
            "invalid": counts["invalid"], "by route": {
                route: round(n / tables / minutes, 1) for route, n in counts["by route"].items()},
            "clicks": row["clicks"],
            "unanswered": row["unanswered"], "acting clicks": row["acting clicks"],
            "updated": row["updated"], "shown": summary_ms(SHOWN), "answer": row["answer"],
            "machine": row["machine"]}


def print_rows(rates: list[dict[str, Any]], carry: list[dict[str, Any]]) -> None:
    """The two parts as tables."""
    print("1. requests against the global limit per busy table and minute")
    for r in rates:
        games = ", ".join(f"{g} {v}" for g, v in r["per game"].items())
        print(f"  {'after ' if r['after'] else 'before'} {r['tables']:>3} tables: "
              f"{r['per table and minute']:>5} (by game: {games}); through interactions "
              f"{r['interaction per table and minute']} (table edits through a click: "
              f"{r['table edits through a click']}); peak {r['peak per second']}/s")
    print("2. busy tables at a limit of scale x 50/s (tables / scale at Discord's)")
    for r in carry:
        print(f"  {'after ' if r['after'] else 'before'} {r['tables']:>3} tables at "
              f"{DISCORD * r['scale']:.0f}/s (= {r['tables'] / r['scale']:.0f} at 50/s): "
              f"global 429 {r['global 429']:>4}, {r['per table and minute']}/min a table; "
              f"step shown after median {r['shown']['median'] / 1000:.1f} s, "
              f"p95 {r['shown']['p95'] / 1000:.1f} s; answer p99 {r['answer']['p99']:.0f} ms, "
              f"unanswered {r['unanswered']}")
    for after in (False, True):
        fine = [r["tables"] / r["scale"] for r in carry
                if r["after"] == after and r["global 429"] == 0]
        word = "after " if after else "before"
        print(f"  {word}: most busy tables without a global 429 (measured): "
              f"{max(fine) if fine else 0:.0f}")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Run both parts and print them."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--carry", type=int, nargs="*", default=[10, 20, 40, 60, 80])
    parser.add_argument("--scale", type=float, default=0.2)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", nargs="?", const="-", default=None)
    args = parser.parse_args(argv)
    rates = [one(args.tables, args.seconds, args.warmup, args.seed, after=after)
             for after in (False, True)]
    carry: list[dict[str, Any]] = []
    before_refused = False
    for n in args.carry:
        # once the old behaviour met a global 429, more tables only meet more
        for after in (False, True) if not before_refused else (True,):
            row = one(n, args.seconds, args.warmup, args.seed, after=after, scale=args.scale)
            carry.append(row)
            before_refused = before_refused or (not after and row["global 429"] > 0)
    result = {"rates": rates, "carry": carry}
    if args.json == "-":
        print(json.dumps(result))
    elif args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(result, out)
    print_rows(rates, carry)
    return result


if __name__ == "__main__":
    main(sys.argv[1:])
