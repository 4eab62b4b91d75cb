"""Random full games of Speedfabel per second, and actions per second.

Run: ``python -m tests.bench.engine_fabel [--seconds 5]``

Every game is played by :func:`engines.core.playout.random_game` with a
seeded rng, from ``new_game`` to the end, in two ways: with events (what a
live table does: ``apply`` returns the events) and without
(``record=False``: the same games, but ``apply`` builds no event objects;
this is what a search needs, since it only looks at the positions it
reaches). The table prints, per number of players and way, games and
actions per wall-clock second, games per CPU second (steadier when other
work shares the machine) and actions per game.
"""

from __future__ import annotations

import argparse
import random
import time

from engines import fabel
from engines.core.playout import random_game


def measure(seats: int, seconds: float, record: bool = True) -> tuple[int, int, float, float]:
    """Play random games for about ``seconds``: (games, actions, wall, cpu)."""
    games = actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    seed = 0
    while time.perf_counter() - wall < seconds:
        state = fabel.new_game(seats, seed)
        actions += len(random_game(state, random.Random(seed), record=record))
        games += 1
        seed += 1
    return games, actions, time.perf_counter() - wall, time.process_time() - cpu


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="time per player count and way")
    args = parser.parse_args(argv)
    print(f"{'players':>7} {'events':>7} {'games/s':>9} {'games/cpu-s':>12} {'actions/s':>10} "
          f"{'actions/cpu-s':>14} {'actions/game':>13}")
    for seats in range(2, 7):
        for record in (True, False):
            games, actions, wall, cpu = measure(seats, args.seconds, record)
            print(f"{seats:>7} {'yes' if record else 'no':>7} {games / wall:>9.1f} "
                  f"{games / cpu:>12.1f} {actions / wall:>10.0f} {actions / cpu:>14.0f} "
                  f"{actions / games:>13.1f}")


if __name__ == "__main__":
    main()
