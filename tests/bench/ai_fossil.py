"""Speedfossil's computers against each other: win rates and decision times.

Run: ``python -m tests.bench.ai_fossil [--games N] [--only "stark vs 3 normal"]
[--jobs J] [--json]``

Each match-up is one computer against three of another strength at four
seats. Every stack (a fresh seed per game) is played four times, once with
the tested computer in each seat, so no seat's advantage counts. A win is
the first place; a first place shared by k players counts 1/k. The ±
is the 95 % interval of the win share (normal approximation over the
games). Stark's decision times are wall clock per sealed choice.

Goals (4 players): Stark vs three Normal at least 40 % wins (fair: 25 %),
Normal vs three Leicht at least 45 %; Stark's p95 at most 250 ms.
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


def play(seed: int, strengths: list[str]) -> tuple[list[int], list[float], int, list[int]]:
    """One game: places, Stark's decision times, rounds, fields."""
    state = new_game(len(strengths), seed)
    rng = random.Random(seed)
    times: list[float] = []
    while not state.is_over():
        decision = state.pending()[0]
        strength = strengths[decision.seat]
        view = state.view(decision.seat)
        start = time.perf_counter()
        action = ai.decide(view, decision, rng, strength)
        if strength == "stark" and decision.kind == "choose":
            times.append(time.perf_counter() - start)
        state.apply(action)
    return list(state.places), times, state.round, list(state.fields)


def run_stack(args: tuple[str, int]) -> tuple[float, list[float], list[int], list[int]]:
    """One stack from every seat: (win share, Stark's times, rounds, fields of the tested)."""
    name, game = args
    tested, other = MATCHUPS[name]
    seed = derive_seed("ai_fossil", name, game)
    wins = 0.0
    times: list[float] = []
    rounds: list[int] = []
    fields: list[int] = []
    for seat in range(SEATS):
        strengths = [other] * SEATS
        strengths[seat] = tested
        places, t, r, f = play(seed, strengths)
        if places[seat] == 1:
            wins += 1 / places.count(1)
        times += t
        rounds.append(r)
        fields.append(f[seat])
    return wins, times, rounds, fields


def measure(name: str, games: int, jobs: int) -> dict[str, Any]:
    """Play ``games`` stacks of one match-up (each from every seat)."""
    work = [(name, g) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(run_stack, work))
    else:
        results = [run_stack(w) for w in work]
    shares = [w / SEATS for w, _, _, _ in results]
    n = len(shares) * SEATS
    share = sum(w for w, _, _, _ in results) / n
    spread = 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / n)
    times = sorted(t for _, ts, _, _ in results for t in ts)
    rounds = [r for _, _, rs, _ in results for r in rs]
    fields = [f for _, _, _, fs in results for f in fs]
    out: dict[str, Any] = {"matchup": name, "games": n, "wins": round(share, 4),
                           "pm": round(spread, 4),
                           "rounds_mean": round(sum(rounds) / len(rounds), 1),
                           "field_mean": round(sum(fields) / len(fields), 1)}
    if times:
        out["stark_ms_p50"] = round(1000 * times[len(times) // 2], 1)
        out["stark_ms_p95"] = round(1000 * times[int(len(times) * 0.95)], 1)
        out["stark_ms_max"] = round(1000 * times[-1], 1)
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the match-ups and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="stacks per match-up")
    parser.add_argument("--only", choices=sorted(MATCHUPS), nargs="+")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for name in args.only or list(MATCHUPS):
        start = time.perf_counter()
        row = measure(name, args.games, args.jobs)
        row["seconds"] = round(time.perf_counter() - start, 1)
        rows.append(row)
        if not args.json:
            extra = (f"; stark p50 {row['stark_ms_p50']} ms, p95 {row['stark_ms_p95']} ms, "
                     f"max {row['stark_ms_max']} ms" if "stark_ms_p95" in row else "")
            print(f"{name}: {100 * row['wins']:.1f} % ± {100 * row['pm']:.1f} of "
                  f"{row['games']} games (rounds {row['rounds_mean']}, field "
                  f"{row['field_mean']}){extra} [{row['seconds']} s]", flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
