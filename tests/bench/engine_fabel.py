"""Random full games of Speedfabel per second, and actions per second.

Run: ``python -m tests.bench.engine_fabel [--seconds 5]``

Every game is played by :func:`engines.core.playout.random_game` with a
seeded rng, from ``new_game`` to the end; the table prints, per number of
players, games per second, actions per second and actions per game.
"""

from __future__ import annotations

import argparse
import random
import time

from engines import fabel
from engines.core.playout import random_game


def measure(seats: int, seconds: float) -> tuple[int, int, float]:
    """Play random games for about ``seconds``: (games, actions, elapsed)."""
    games = actions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = fabel.new_game(seats, seed)
        actions += len(random_game(state, random.Random(seed)))
        games += 1
        seed += 1
    return games, actions, time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per player count")
    args = parser.parse_args(argv)
    print(f"{'players':>7} {'games/s':>9} {'actions/s':>10} {'actions/game':>13}")
    for seats in range(2, 7):
        games, actions, elapsed = measure(seats, args.seconds)
        print(f"{seats:>7} {games / elapsed:>9.1f} {actions / elapsed:>10.0f} "
              f"{actions / games:>13.1f}")


if __name__ == "__main__":
    main()
