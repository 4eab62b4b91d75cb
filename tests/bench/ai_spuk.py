"""Tournaments of the Speedspuk computers, and the Stark decision time.

Run: ``python -m tests.bench.ai_spuk [--games 100] [--jobs 2] [--base NAME]
[--only MATCH ...] [--wall] [--json FILE]``

Each match is one computer against three of another strength (four seats,
rows of 4, penalty 5, no Gedächtnishilfe). Every deck is played from every
seat: the hero sits in seat 1, 2, 3 and 4 of the same seed, so no seat and
no deck favours him. The decks are fresh: their seeds are derived from
``--base`` (default "bench"), which no strength was tuned on (tuning used
the seeds 50000 and up). A win is the first place (shared first places
count). The ± is 1.96 standard errors over the decks (each deck's four
games averaged first, as they share the cards).

The goals (issues 14 and 32): Stark vs three Normal at least 50 % of the
games (fair share 25 %), Normal vs three Leicht at least 45 %, Stark vs
three Leicht at least 75 %; Stark's decision p95 at most 50 ms CPU
(``--wall``: the same decisions timed in wall time, p95 at most 250 ms with
a core to itself).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from engines.core.rng import derive_seed
from engines.spuk.ai.arena import play_game

#: The matches: (name, hero, field).
MATCHES = (
    ("stark vs 3 normal", "stark", "normal"),
    ("normal vs 3 leicht", "normal", "leicht"),
    ("stark vs 3 leicht", "stark", "leicht"),
)
SEATS = 4


def play_deck(hero: str, field: str, seed: int, wall: bool = False) -> dict[str, Any]:
    """The four games of one deck, the hero in each seat once."""
    wins = 0
    rounds = 0
    times: list[float] = []
    for seat in range(SEATS):
        lineup = [field] * SEATS
        lineup[seat] = hero

        def timing(state: Any, who: int, action: Any, seconds: float, seat: int = seat) -> None:
            if who == seat and hero == "stark":
                times.append(seconds)

        state = play_game(lineup, seed, on_decision=timing,
                          clock=time.perf_counter if wall else time.process_time)
        assert state.places is not None
        wins += state.places[seat] == 1
        rounds += state.round
    return {"wins": wins, "rounds": rounds, "times": times}


def _job(args: tuple[str, str, int, bool]) -> dict[str, Any]:
    return play_deck(*args)


def run_match(hero: str, field: str, games: int, base: str, jobs: int,
              wall: bool = False) -> dict[str, Any]:
    """A match over ``games`` decks: the win share with its ±, and timings
    (CPU time, or ``wall`` time)."""
    seeds = [derive_seed("spuk-ai-bench", base, i) for i in range(games)]
    tasks = [(hero, field, s, wall) for s in seeds]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            decks = list(pool.map(_job, tasks, chunksize=4))
    else:
        decks = [_job(t) for t in tasks]
    shares = [d["wins"] / SEATS for d in decks]
    mean = statistics.fmean(shares)
    spread = 1.96 * statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 0.0
    times = sorted(t for d in decks for t in d["times"])
    out: dict[str, Any] = {"hero": hero, "field": field, "decks": games,
                           "games": games * SEATS, "wins": sum(d["wins"] for d in decks),
                           "share": mean, "pm": spread,
                           "rounds_per_game": sum(d["rounds"] for d in decks) / (games * SEATS)}
    if times:
        out.update({"decisions": len(times), "p50_ms": 1000 * times[len(times) // 2],
                    "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))],
                    "max_ms": 1000 * times[-1]})
    return out


def main(argv: list[str] | None = None) -> None:
    """Play the matches and print the table."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="decks per match")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--base", default="bench", help="name the deck seeds derive from")
    parser.add_argument("--only", choices=[m[0] for m in MATCHES], nargs="+")
    parser.add_argument("--json", help="write the figures to this file")
    parser.add_argument("--wall", action="store_true",
                        help="time Stark's decisions in wall time (default: CPU time)")
    args = parser.parse_args(argv)
    results = []
    start = time.perf_counter()
    for name, hero, field in MATCHES:
        if args.only and name not in args.only:
            continue
        r = run_match(hero, field, args.games, args.base, args.jobs, args.wall)
        r["match"] = name
        results.append(r)
        line = (f"{name:<20} {r['wins']:>4}/{r['games']:<4} wins  {100 * r['share']:5.1f} % "
                f"± {100 * r['pm']:4.1f}  rounds/game {r['rounds_per_game']:.1f}")
        if "p95_ms" in r:
            clock = "wall" if args.wall else "CPU"
            line += (f"  stark decision {clock} p50 {r['p50_ms']:.2f} ms,"
                     f" p95 {r['p95_ms']:.2f} ms,"
                     f" max {r['max_ms']:.1f} ms ({r['decisions']} decisions)")
        print(line, flush=True)
    print(f"{time.perf_counter() - start:.0f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f)


if __name__ == "__main__":
    main()
