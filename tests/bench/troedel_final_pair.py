"""Speedtrödel's Stark with and without ``stark.FINAL`` (first place in the
game's last round), paired on the same games at a fraction of the cost.

Run: ``python -m tests.bench.troedel_final_pair --decks N [--jobs 2]
[--seed-base 61000] [--final 6] [--json PATH] [--partial PATH]``

The games are those of ``tests.bench.ai_troedel`` ("stark vs 3 normal", each
deck from every seat, the same rng). ``FINAL`` changes nothing until a round
may end the game (the last round, or "knapp!": Leergekauft may come), so
each game is played once to Stark's first decision where it may, and from
there twice: with ``FINAL`` 0 (main's Stark,
the game ``ai_troedel`` plays) and with ``--final``. Printed: both shares of
first place and their difference deck by deck (95 % over the decks); the
JSON holds two rows in ``ai_troedel``'s form, so ``--paired`` works on them.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from typing import Any

from engines.troedel import ai
from engines.troedel.ai import stark
from engines.troedel.state import State, new_game
from tests.bench.ai_troedel import LINEUPS, paired, streamed

NAME = "stark vs 3 normal"


def _finish(state: State, rng: random.Random, seats: list[str], hero: int,
            final: float) -> tuple[float, list[float]]:
    stark.FINAL = final
    cpu = []
    while not state.is_over():
        d = state.pending()[0]
        used = time.process_time()
        action = ai.decide(state.view(d.seat), d, rng, seats[d.seat])
        if d.seat == hero:
            cpu.append(time.process_time() - used)
        state.apply(action)
    pts = state.points
    firsts = [s for s in range(state.seats) if pts[s] == max(pts)]
    return (1 / len(firsts) if hero in firsts else 0.0), cpu


def one_game(args: tuple[int, int, float]) -> tuple[float, float, list[float], int]:
    """Game ``g``: (share with FINAL 0, share with ``final``, the CPU times of
    the latter's decisions after the fork, the round of the fork)."""
    g, seed_base, final = args
    stark.FINAL = 0.0
    lineup = LINEUPS[NAME]
    shift = g % 4
    seats = list(lineup[-shift:] + lineup[:-shift]) if shift else list(lineup)
    hero = shift
    state = new_game(4, seed_base + g // 4)
    rng = random.Random(seed_base * 31 + g)
    while not state.is_over():
        d = state.pending()[0]
        view = state.view(d.seat)
        if d.seat == hero and stark._may_end(view):
            break
        state.apply(ai.decide(view, d, rng, seats[d.seat]))
    fork = state.round
    again, rng_again = state.copy(), random.Random()
    rng_again.setstate(rng.getstate())
    old, _ = _finish(state, rng, seats, hero, 0.0)
    new, cpu = _finish(again, rng_again, seats, hero, final)
    return old, new, cpu, fork


def _row(shares: list[float], seed_base: int, final: float) -> dict[str, Any]:
    p = sum(shares) / len(shares)
    se = math.sqrt(max(p * (1 - p), 1e-9) / len(shares))
    return {"lineup": NAME, "games": len(shares), "seed_base": seed_base, "final": final,
            "win_share": p, "stderr": se, "ci95": 1.96 * se, "shares": shares}


def main(argv: list[str] | None = None) -> int:
    """Print both Starks' shares and the paired difference."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", type=int, default=25)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed-base", type=int, default=61000)
    parser.add_argument("--final", type=float, default=6.0)
    parser.add_argument("--json")
    parser.add_argument("--games", type=int, help="only the first games (4 a deck)")
    parser.add_argument("--partial", help="write each game's figures here as it ends")
    parser.add_argument("--load", help="only the figures of an earlier --partial (whole decks)")
    args = parser.parse_args(argv)
    if args.load:
        with open(args.load) as fh:
            results = [json.loads(line) for line in fh if line.strip()]
        results = results[:len(results) // 4 * 4]  # whole decks
        report(results, args.seed_base, args.final, args.json)
        return 0
    games = min(4 * args.decks, args.games or 4 * args.decks)
    tasks = [(g, args.seed_base, args.final) for g in range(games)]
    # in deck order, each game's figures as it ends (``--partial``: a run
    # stopped half way leaves its first decks)
    results = streamed(one_game, tasks, args.jobs, args.partial)
    report(results, args.seed_base, args.final, args.json)
    return 0


def report(results: list[Any], seed_base: int, final: float, path: str | None) -> None:
    """Print both Starks' figures (and write them to ``path``)."""
    old = [r[0] for r in results]
    new = [r[1] for r in results]
    cpu = sorted(t for r in results for t in r[2])
    rows = [_row(old, seed_base, 0.0), _row(new, seed_base, final)]
    for row in rows:
        print(f"FINAL {row['final']:>4g}: {100 * row['win_share']:.1f} % ± "
              f"{100 * row['ci95']:.1f} (95 %) over {row['games']} games")
    forks = [r[3] for r in results]
    differ = sum(a != b for a, b in zip(old, new, strict=True))
    if len(old) >= 4:  # a whole deck at least
        diff, half, decks = paired(old, new)
        print(f"paired: {100 * diff:+.1f} ± {100 * half:.1f} (95 %) over {decks} decks; "
              f"games differing {differ}; fork rounds {min(forks)}-{max(forks)}")
    if cpu:
        print(f"CPU per decision after the fork: median {1000 * cpu[len(cpu) // 2]:.1f} ms, "
              f"p95 {1000 * cpu[int(len(cpu) * 0.95)]:.1f} ms, max {1000 * cpu[-1]:.1f} ms")
    if path:
        with open(path, "w") as fh:
            json.dump(rows, fh, indent=1)


if __name__ == "__main__":
    sys.exit(main())
