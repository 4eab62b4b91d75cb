"""Speedtrödel computer players: tournaments and decision times.

Run: ``python -m tests.bench.ai_troedel --decks N [--jobs 2] [--only NAME]
[--seed-base 9000] [--rollouts 200] [--policy shed|greedy]
[--search halving|full] [--kind-margin lead=1,pass=none]
[--set stark.NEXT_HAND=0.6 ...] [--json PATH] [--paired OLD.json]
[--partial GAMES.jsonl]``

Four seats; every deck (seed ``--seed-base`` + d, fresh decks, standard
rules) is played four times with the line-up rotated one seat on each time,
so the player under test meets the same cards from every seat. A shared
first place counts as a share; "±" is one standard error of the share,
"95 %" the half-width 1.96 standard errors (issue 32 quotes that one).
Every decision of the tested strength is timed (wall clock and CPU time of
the process); "load" is the load average at the start and the end.

Paired work: ``--json`` keeps every game's share (game ``g`` is deck
``g // 4`` from seat ``g % 4``); ``--paired OLD.json`` compares this run
with an earlier one of the same line-up and decks (say main's Stark against
a change), deck by deck: the difference of the mean shares with 1.96
standard errors over the decks. ``--partial`` writes each game's share
(one JSON line, in game order) as it ends, so a run stopped early (say
after 40 decks) still leaves its first games; ``--set`` sets any of the
computers' switches (a module of ``engines.troedel.ai`` and a name it
already has) for the run, e.g. ``--set deals.CANDIDATES=8``.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import importlib
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

from engines.troedel import ai
from engines.troedel.ai import stark
from engines.troedel.ai.stark import deals_for
from engines.troedel.state import new_game

LINEUPS = {
    "stark vs 3 normal": ("stark", "normal", "normal", "normal"),
    "normal vs 3 leicht": ("normal", "leicht", "leicht", "leicht"),
    "normal vs 3 normal": ("normal", "normal", "normal", "normal"),
    "stark vs 3 leicht": ("stark", "leicht", "leicht", "leicht"),
}


def kind_margins(text: str) -> dict[str, float | None]:
    """``--kind-margin``'s text as ``stark.KIND_MARGIN``: "lead=1,pass=none"
    (none: Normal's choice, no search).

    >>> kind_margins("lead=1,pass=none")
    {'lead': 1.0, 'pass': None}
    """
    out: dict[str, float | None] = {}
    for part in filter(None, text.split(",")):
        kind, value = part.split("=")
        out[kind.strip()] = None if value.strip().lower() == "none" else float(value)
    return out


def settings(items: Iterable[str]) -> tuple[tuple[str, str, Any], ...]:
    """``--set``'s items as (module, name, value); the value is a Python
    literal or else a plain string; the module and the name must exist.

    >>> settings(["stark.NEXT_HAND=0.6", "stark.HALVING=False"])
    (('stark', 'NEXT_HAND', 0.6), ('stark', 'HALVING', False))
    """
    out = []
    for item in items:
        target, _, text = item.partition("=")
        module, _, name = target.strip().rpartition(".")
        if not hasattr(importlib.import_module(f"engines.troedel.ai.{module}"), name):
            raise SystemExit(f"--set: engines.troedel.ai.{module} has no {name}")
        try:
            value: Any = ast.literal_eval(text.strip())
        except (ValueError, SyntaxError):
            value = text.strip()
        out.append((module, name, value))
    return tuple(out)


def apply_settings(items: Iterable[tuple[str, str, Any]]) -> None:
    """Set the switches of :func:`settings` (in this process)."""
    for module, name, value in items:
        setattr(importlib.import_module(f"engines.troedel.ai.{module}"), name, value)


def set_rollouts(rollouts: int, policy: str = "shed", margin: float | None = None,
                 search: str = "halving", kind_margin: str = "") -> None:
    """Scale Stark's search: ``rollouts`` per decision, deals bounds with it;
    ``policy`` is its rollout policy (greedy or shed); ``search`` halving
    (successive halving) or full (every action on every deal);
    ``kind_margin`` the margins by decision kind (:func:`kind_margins`)."""
    stark.KIND_MARGIN = kind_margins(kind_margin)
    stark.HALVING = search == "halving"
    stark.POLICY = stark._shed_move if policy == "shed" else stark._rollout_move
    if margin is not None:
        stark.MARGIN = margin
    stark.ROLLOUTS = rollouts
    stark.MIN_DEALS = max(1, rollouts * 7 // 200)
    stark.MAX_DEALS = max(1, rollouts * 30 // 200)


def one_game(args: tuple[Any, ...]) -> tuple[float, list[float], int, int, list[float]]:
    """Game ``g`` of a line-up: (hero's share of first place, hero's decision
    times, hero's points, the best other's points, hero's CPU times)."""
    name, g, seed_base, rollouts, policy, margin, search, kind_margin, sets = args
    set_rollouts(rollouts, policy, margin, search, kind_margin)
    apply_settings(sets)
    lineup = LINEUPS[name]
    shift = g % 4
    seats = list(lineup[-shift:] + lineup[:-shift]) if shift else list(lineup)
    hero = shift  # the line-up's first entry sits at seat ``shift``
    state = new_game(4, seed_base + g // 4)
    rng = random.Random(seed_base * 31 + g)
    times: list[float] = []
    cpu: list[float] = []
    while not state.is_over():
        d = state.pending()[0]
        view = state.view(d.seat)
        start, used = time.perf_counter(), time.process_time()
        action = ai.decide(view, d, rng, seats[d.seat])
        if d.seat == hero:
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - used)
        state.apply(action)
    pts = state.points
    best = max(pts)
    firsts = [s for s in range(4) if pts[s] == best]
    share = 1 / len(firsts) if hero in firsts else 0.0
    return share, times, pts[hero], max(p for s, p in enumerate(pts) if s != hero), cpu


def run(name: str, decks: int, jobs: int, seed_base: int,
        rollouts: int = stark.ROLLOUTS, policy: str = "shed",
        margin: float = stark.MARGIN, search: str = "halving",
        kind_margin: str = "",
        sets: tuple[tuple[str, str, Any], ...] = (), partial: str | None = None
        ) -> dict[str, Any]:
    """Play one line-up over ``decks`` decks from every seat (each game's
    share, points and the best other's to ``partial`` as it ends)."""
    tasks = [(name, g, seed_base, rollouts, policy, margin, search, kind_margin, sets)
             for g in range(4 * decks)]
    start = time.perf_counter()
    load_start = os.getloadavg()[0]
    if jobs > 1 or partial:
        results = streamed(one_game, tasks, jobs, partial,
                           lambda r: [{"share": r[0], "points": r[2], "best_other": r[3]}])
    else:
        results = [one_game(t) for t in tasks]
    shares = [r[0] for r in results]
    times = sorted(t for r in results for t in r[1])
    cpu = sorted(t for r in results for t in r[4])
    n = len(shares)
    p = sum(shares) / n
    se = math.sqrt(max(p * (1 - p), 1e-9) / n)
    return {"lineup": name, "games": n, "rollouts": rollouts, "policy": policy, "margin": margin,
            "search": search, "kind_margin": kind_margin,
            "set": [f"{m}.{n}={v}" for m, n, v in sets],
            "load_start": load_start,
            "seed_base": seed_base,
            "win_share": p, "stderr": se, "ci95": 1.96 * se,
            "hero_points": statistics.mean(r[2] for r in results),
            "best_other_points": statistics.mean(r[3] for r in results),
            "decisions": len(times),
            "median_ms": 1000 * times[len(times) // 2] if times else 0.0,
            "p95_ms": 1000 * times[int(len(times) * 0.95)] if times else 0.0,
            "max_ms": 1000 * times[-1] if times else 0.0,
            "cpu_median_ms": 1000 * cpu[len(cpu) // 2] if cpu else 0.0,
            "cpu_p95_ms": 1000 * cpu[int(len(cpu) * 0.95)] if cpu else 0.0,
            "load_average": os.getloadavg()[0],
            "seconds": time.perf_counter() - start,
            "shares": shares}


def streamed(func: Callable[[Any], Any], tasks: list[Any], jobs: int, path: str | None,
             records: Callable[[Any], Iterable[Any]] = lambda result: [result]) -> list[Any]:
    """``func`` over ``tasks`` in ``jobs`` processes, the results in order;
    each result's ``records`` go to ``path`` (JSON lines) as it ends, so a
    run stopped half way still leaves its first games in the file."""
    results = []
    with contextlib.ExitStack() as stack:
        sink = stack.enter_context(open(path, "w")) if path else None  # noqa: SIM115
        pool = stack.enter_context(multiprocessing.Pool(max(1, jobs)))
        for result in pool.imap(func, tasks):
            results.append(result)
            if sink is not None:
                sink.writelines(json.dumps(r) + "\n" for r in records(result))
                sink.flush()
    return results


def paired(old: list[float], new: list[float]) -> tuple[float, float, int]:
    """(mean difference new - old of the per-deck shares, its 95 % half-width
    over the decks, decks) for two runs on the same decks (four games a deck).

    >>> paired([1, 0, 0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0, 0])
    (0.125, 0.245, 2)
    """
    decks = min(len(old), len(new)) // 4
    diffs = [(sum(new[4 * d:4 * d + 4]) - sum(old[4 * d:4 * d + 4])) / 4 for d in range(decks)]
    mean = sum(diffs) / decks
    spread = statistics.stdev(diffs) if decks > 1 else 0.0
    return mean, round(1.96 * spread / math.sqrt(decks), 3), decks


def main(argv: list[str] | None = None) -> int:
    """Print the table (and write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", type=int, default=25)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed-base", type=int, default=9000)
    parser.add_argument("--only", nargs="+", choices=sorted(LINEUPS))
    parser.add_argument("--json", help="write the figures here (with every game's share)")
    parser.add_argument("--paired",
                        help="an earlier --json of the same decks: the paired difference")
    parser.add_argument("--rollouts", type=int, default=stark.ROLLOUTS,
                        help="Stark's rollouts per decision (deals scale with it)")
    parser.add_argument("--policy", choices=("greedy", "shed"), default="shed",
                        help="Stark's rollout policy")
    parser.add_argument("--margin", type=float, default=stark.MARGIN,
                        help="how much better the search must be than Normal's choice")
    parser.add_argument("--search", choices=("halving", "full"),
                        default="halving" if stark.HALVING else "full",
                        help="Stark's search: successive halving or every action on every deal")
    parser.add_argument("--kind-margin", default="",
                        help="margins by decision kind, e.g. lead=1,pass=none "
                             "(none: Normal's choice; kinds: lead follow last pick pass suit)")
    parser.add_argument("--set", nargs="+", default=[], metavar="MODULE.NAME=VALUE",
                        help="a computer switch for the run, e.g. stark.NEXT_HAND=0.6 "
                             "deals.CANDIDATES=8 (a module of engines.troedel.ai)")
    parser.add_argument("--partial", help="each game's share as it ends (JSON lines)")
    args = parser.parse_args(argv)
    sets = settings(args.set)
    set_rollouts(args.rollouts, args.policy, args.margin, args.search, args.kind_margin)
    apply_settings(sets)
    rows = []
    print(f"Stark samples {deals_for(13)}-{deals_for(2)} deals per decision "
          f"({deals_for(2)} with 2 choices, {deals_for(10)} with 10, {deals_for(13)} with 13)")
    print(f"{'line-up':<20} {'games':>5} {'wins':>14} {'95 %':>6} {'pts':>6} {'best other':>10} "
          f"{'median ms':>9} {'p95 ms':>7} {'max ms':>7} {'cpu med':>7} {'cpu p95':>7} "
          f"{'load':>9}")
    for name in args.only or list(LINEUPS):
        r = run(name, args.decks, args.jobs, args.seed_base, args.rollouts, args.policy,
                args.margin, args.search, args.kind_margin, sets, args.partial)
        rows.append(r)
        print(f"{name:<20} {r['games']:>5} {100 * r['win_share']:>7.1f} ± "
              f"{100 * r['stderr']:>4.1f} % {100 * r['ci95']:>6.1f} {r['hero_points']:>6.1f} "
              f"{r['best_other_points']:>10.1f} {r['median_ms']:>9.1f} {r['p95_ms']:>7.1f} "
              f"{r['max_ms']:>7.1f} {r['cpu_median_ms']:>7.1f} {r['cpu_p95_ms']:>7.1f} "
              f"{r['load_start']:>4.1f}-{r['load_average']:<4.1f}", flush=True)
        if args.paired:
            with open(args.paired) as fh:
                old = next((o for o in json.load(fh) if o["lineup"] == name
                            and o["seed_base"] == args.seed_base), None)
            if old is None or "shares" not in old:
                print(f"  paired: {args.paired} has no {name!r} on --seed-base {args.seed_base}")
            else:
                diff, half, decks = paired(old["shares"], r["shares"])
                print(f"  paired against {args.paired}: {100 * diff:+.1f} ± {100 * half:.1f} "
                      f"(95 %) over {decks} decks")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
