"""Random full games of Speedspuk per second, and actions per second.

Run: ``python -m tests.bench.engine_spuk [--seconds 5] [--json FILE]``

Every game is played by :func:`engines.core.playout.random_game` with a
seeded rng, from ``new_game`` to the end (over 100 points), rows of 4 and
of 6, with events (what a live table does) and without (``record=False``).
Random players call "Mitternacht!" often, so their rounds are short; the
table also prints actions per game.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from engines import spuk
from engines.core.playout import random_game


def measure(seats: int, cards: int, seconds: float, record: bool) -> tuple[int, int, float, float]:
    """Play random games for about ``seconds``: (games, actions, wall, cpu)."""
    games = actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    seed = 0
    options = spuk.Options(cards=cards)
    while time.perf_counter() - wall < seconds or games == 0:
        state = spuk.new_game(seats, seed, options)
        actions += len(random_game(state, random.Random(seed), record=record))
        games += 1
        seed += 1
    return games, actions, time.perf_counter() - wall, time.process_time() - cpu


def main(argv: list[str] | None = None) -> None:
    """Print the table (and write it as JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="time per player count, row and way")
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    print(f"{'players':>7} {'cards':>5} {'events':>7} {'games/s':>9} {'games/cpu-s':>12} "
          f"{'actions/s':>10} {'actions/cpu-s':>14} {'actions/game':>13}")
    for seats in (2, 3, 4):
        for cards in (4, 6):
            for record in (True, False):
                games, actions, wall, cpu = measure(seats, cards, args.seconds, record)
                rows.append({"seats": seats, "cards": cards, "events": record, "games": games,
                             "actions": actions, "wall": wall, "cpu": cpu})
                print(f"{seats:>7} {cards:>5} {'yes' if record else 'no':>7} "
                      f"{games / wall:>9.1f} {games / cpu:>12.1f} {actions / wall:>10.0f} "
                      f"{actions / cpu:>14.0f} {actions / games:>13.1f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f)


if __name__ == "__main__":
    main()
