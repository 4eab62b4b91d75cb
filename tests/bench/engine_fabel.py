"""Random full games of Speedfabel per second, and actions per second.

Run: ``python -m tests.bench.engine_fabel [--seconds 5]``

Every game is played by :func:`engines.core.playout.random_game` with a
seeded rng, from ``new_game`` to the end, in two ways: with events (what a
live table does: ``apply`` returns the events) and without
(``record=False``: the same games, but no event objects are built; the
engine's ``State.random_playout`` plays them, calling the rules ``apply``
calls; this is what a search needs, since it only looks at the positions it
reaches). The table prints, per number of players and way, games and
actions per wall-clock second, games per CPU second (steadier when other
work shares the machine) and actions per game.

``--digest N`` times nothing but prints one fingerprint per table kind
(2 to 6 players, Klassisch and Meistermarkt, plain and with a clock and
Superhandel): a hash of the actions of seeds 0 .. N-1 played without
events, and of the actions, events and result played with them. A faster
engine must print the same lines as the old one (same seed, same game).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time

from engines import fabel
from engines.core.playout import random_game
from engines.fabel import Mode


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


def digest(seats: int, options: fabel.Options, games: int) -> str:
    """A fingerprint of seeds 0 .. games-1 at one table kind (see the module
    docstring): everything a random game shows, with and without events."""
    h = hashlib.sha256()
    for seed in range(games):
        quiet = random_game(fabel.new_game(seats, seed, options), random.Random(seed),
                            record=False)
        h.update(repr(quiet).encode())
        state = fabel.new_game(seats, seed, options)
        loud = random_game(state, random.Random(seed),
                           on_action=lambda a, events: h.update(repr(events).encode()))
        if loud != quiet:
            raise AssertionError(f"seed {seed}: the game differs with and without events")
        h.update(repr(state.result()).encode())
    return h.hexdigest()[:16]


def print_digests(games: int) -> None:
    """One fingerprint line per table kind."""
    for mode in (Mode.KLASSISCH, Mode.MEISTERMARKT):
        for extras in (False, True):
            options = fabel.Options(mode=mode, superhandel=extras,
                                    bedenkzeit=30 if extras else None)
            for seats in range(2, 7):
                print(f"{mode.value:>12} {'clock+super' if extras else 'plain':>11} {seats} "
                      f"{digest(seats, options, games)}")


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="time per player count and way")
    parser.add_argument("--digest", type=int, default=0, metavar="N",
                        help="print fingerprints of seeds 0 .. N-1 instead")
    args = parser.parse_args(argv)
    if args.digest:
        print_digests(args.digest)
        return
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
