"""Random full games of Speedfossil per second, and rounds per second.

Run: ``python -m tests.bench.engine_fossil [--seconds 5] [--json]``

Every game is played by :func:`engines.core.playout.random_game` with a
seeded rng (each seat draws a card, then its details: ``State.sample``),
from ``new_game`` to the end, with events (a live table) and without
(``record=False``, as the search plays its rounds). Per number of players
and way: games and rounds per wall-clock second, games per CPU second
(steadier when other work shares the machine), rounds and actions per game.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from engines.core.playout import random_game
from engines.fossil.state import new_game


def measure(seats: int, seconds: float, record: bool) -> dict[str, Any]:
    """Play random games for about ``seconds``."""
    games = actions = rounds = 0
    wall, cpu = time.perf_counter(), time.process_time()
    seed = 0
    while time.perf_counter() - wall < seconds or games == 0:
        state = new_game(seats, seed)
        actions += len(random_game(state, random.Random(seed), record=record))
        rounds += state.round
        games += 1
        seed += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"players": seats, "events": record, "games_per_s": round(games / wall, 1),
            "games_per_cpu_s": round(games / cpu, 1), "rounds_per_s": round(rounds / wall),
            "rounds_per_game": round(rounds / games, 1),
            "actions_per_game": round(actions / games, 1)}


def main(argv: list[str] | None = None) -> int:
    """Print the table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="time per player count and way")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = [measure(seats, args.seconds, record) for seats in (3, 4, 5)
            for record in (True, False)]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'players':>7} {'events':>7} {'games/s':>9} {'games/cpu-s':>12} {'rounds/s':>9} "
          f"{'rounds/game':>12} {'actions/game':>13}")
    for r in rows:
        print(f"{r['players']:>7} {'yes' if r['events'] else 'no':>7} {r['games_per_s']:>9.1f} "
              f"{r['games_per_cpu_s']:>12.1f} {r['rounds_per_s']:>9} "
              f"{r['rounds_per_game']:>12.1f} {r['actions_per_game']:>13.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
