"""Speedfossil's computers against each other: win rates and decision times.

Run: ``python -m tests.bench.ai_fossil [--games N] [--only "stark vs 3 normal"]
[--seed-base B] [--jobs J] [--json]``

Each match-up is one computer against three of another strength at four
seats. Every stack is played four times, once with the tested computer in
each seat, so no seat's advantage counts. Stack ``g`` of a match-up is
dealt from ``derive_seed("ai_fossil", match-up, B + g)`` for g below N
(``--seed-base`` B, default 0: the stacks of the first runs); a range no
strength was tuned on gives fresh stacks (write it down beside the figure). A win is
the first place; a first place shared by k players counts 1/k. The ±
is the 95 % interval of the win share (normal approximation over the
games; "over stacks": 1.96 standard errors of the stacks' shares, as issue
32 counts it). Stark's decision times are per sealed choice, wall clock and the
thread's CPU time (steadier when other work shares the machine).

Goals (4 players): Stark vs three Normal at least 65 % wins on fresh
stacks (issue 32; fair: 25 %), Normal vs three Leicht at least 45 %;
Stark's p95 at most 250 ms.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from engines.core.rng import derive_seed
from engines.fossil import ai
from engines.fossil.state import new_game

MATCHUPS = {"stark vs 3 normal": ("stark", "normal"),
            "normal vs 3 leicht": ("normal", "leicht"),
            "stark vs 3 leicht": ("stark", "leicht")}
SEATS = 4


def play(seed: int, strengths: list[str],
         cpu_times: list[float]) -> tuple[list[int], list[float], int, list[int]]:
    """One game: places, Stark's decision times (wall; CPU into ``cpu_times``),
    rounds, fields."""
    state = new_game(len(strengths), seed)
    rng = random.Random(seed)
    times: list[float] = []
    while not state.is_over():
        decision = state.pending()[0]
        strength = strengths[decision.seat]
        view = state.view(decision.seat)
        start, cpu = time.perf_counter(), time.thread_time()
        action = ai.decide(view, decision, rng, strength)
        if strength == "stark" and decision.kind == "choose":
            times.append(time.perf_counter() - start)
            cpu_times.append(time.thread_time() - cpu)
        state.apply(action)
    return list(state.places), times, state.round, list(state.fields)


Stack = tuple[float, list[float], list[float], list[int], list[int]]


def run_stack(args: tuple[str, int]) -> Stack:
    """One stack (its number ``game``, the seed base added) from every seat:
    (win share, Stark's wall and CPU times, rounds, fields of the tested)."""
    name, game = args
    tested, other = MATCHUPS[name]
    seed = derive_seed("ai_fossil", name, game)
    wins = 0.0
    times: list[float] = []
    cpu: list[float] = []
    rounds: list[int] = []
    fields: list[int] = []
    for seat in range(SEATS):
        strengths = [other] * SEATS
        strengths[seat] = tested
        places, t, r, f = play(seed, strengths, cpu)
        if places[seat] == 1:
            wins += 1 / places.count(1)
        times += t
        rounds.append(r)
        fields.append(f[seat])
    return wins, times, cpu, rounds, fields


def measure(name: str, games: int, jobs: int, seed_base: int = 0) -> dict[str, Any]:
    """Play ``games`` stacks of one match-up (each from every seat), the
    stacks ``seed_base`` to ``seed_base + games - 1``."""
    work = [(name, seed_base + g) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(run_stack, work))
    else:
        results = [run_stack(w) for w in work]
    n = len(results) * SEATS
    share = sum(r[0] for r in results) / n
    spread = 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / n)
    # the issue's ±: 1.96 standard errors over the stacks (a stack's four games share a deal)
    per_stack = [r[0] / SEATS for r in results]
    var = sum((x - share) ** 2 for x in per_stack) / max(1, len(per_stack) - 1)
    spread_stacks = 1.96 * math.sqrt(var / len(per_stack))
    times = sorted(t for r in results for t in r[1])
    cpu = sorted(t for r in results for t in r[2])
    rounds = [x for r in results for x in r[3]]
    fields = [x for r in results for x in r[4]]
    out: dict[str, Any] = {"matchup": name, "seed_base": seed_base, "stacks": len(results),
                           "games": n, "wins": round(share, 4),
                           "pm": round(spread, 4), "pm_stacks": round(spread_stacks, 4),
                           "rounds_mean": round(sum(rounds) / len(rounds), 1),
                           "field_mean": round(sum(fields) / len(fields), 1)}
    if times:
        out["stark_ms_p50"] = round(1000 * times[len(times) // 2], 1)
        out["stark_ms_p95"] = round(1000 * times[int(len(times) * 0.95)], 1)
        out["stark_ms_max"] = round(1000 * times[-1], 1)
        out["stark_cpu_ms_p50"] = round(1000 * cpu[len(cpu) // 2], 1)
        out["stark_cpu_ms_p95"] = round(1000 * cpu[int(len(cpu) * 0.95)], 1)
        out["stark_cpu_ms_max"] = round(1000 * cpu[-1], 1)
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the match-ups and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="stacks per match-up")
    parser.add_argument("--only", choices=sorted(MATCHUPS), nargs="+")
    parser.add_argument("--seed-base", type=int, default=0,
                        help="the first stack's number (fresh stacks: a range never tuned on)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for name in args.only or list(MATCHUPS):
        start = time.perf_counter()
        row = measure(name, args.games, args.jobs, args.seed_base)
        row["seconds"] = round(time.perf_counter() - start, 1)
        rows.append(row)
        if not args.json:
            extra = (f"; stark wall p50 {row['stark_ms_p50']} ms, p95 {row['stark_ms_p95']} "
                     f"ms, max {row['stark_ms_max']} ms; CPU p50 {row['stark_cpu_ms_p50']} ms, "
                     f"p95 {row['stark_cpu_ms_p95']} ms, max {row['stark_cpu_ms_max']} ms"
                     if "stark_ms_p95" in row else "")
            print(f"{name}: {100 * row['wins']:.1f} % ± {100 * row['pm']:.1f} "
                  f"(over stacks ± {100 * row['pm_stacks']:.1f}) of "
                  f"{row['games']} games (stacks {args.seed_base}–"
                  f"{args.seed_base + args.games - 1}) (rounds {row['rounds_mean']}, field "
                  f"{row['field_mean']}){extra} [{row['seconds']} s]", flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
