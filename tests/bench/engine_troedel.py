"""Speedtrödel engine speed: random games, tricks and actions per second.

Run: ``python -m tests.bench.engine_troedel [--seconds 5] [--json PATH]``

For 3, 4 and 5 seats, random legal games (``engines.core.playout``) are
played for ``--seconds`` each, with events built and without
(``record=False``, as the strong player's search plays); a second figure
times what the search does per rollout: a state copy and one round played
by Stark's quick policy (``engines.troedel.ai.stark.POLICY``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from engines.core.playout import random_game
from engines.troedel.ai import stark
from engines.troedel.ai.determinize import world
from engines.troedel.state import OVER, new_game


def measure(seats: int, seconds: float, record: bool) -> dict[str, Any]:
    """Random games for ``seconds``: games, tricks and actions per second."""
    games = actions = tricks = 0
    start, cpu = time.perf_counter(), time.process_time()
    seed = 0
    while time.perf_counter() - start < seconds or games == 0:
        st = new_game(seats, 50_000 + seed)
        actions += len(random_game(st, random.Random(seed), record=record))
        tricks += sum(st.tricks_won)
        games += 1
        seed += 1
    wall, used = time.perf_counter() - start, time.process_time() - cpu
    return {"seats": seats, "record": record, "games": games, "games_per_s": games / wall,
            "tricks_per_s": tricks / wall, "actions_per_s": actions / wall,
            "actions_per_cpu_s": actions / used, "actions_per_game": actions / games}


def rollouts(seats: int, seconds: float) -> dict[str, Any]:
    """Search rollouts from the first decision of a round: per second."""
    st = new_game(seats, 7)
    view = st.view(st.pending()[0].seat)
    rng = random.Random(1)
    base = world(view, rng)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds or count == 0:
        w = base.copy()
        while w.phase != OVER:
            stark.POLICY(w, rng)
        count += 1
    return {"seats": seats, "rollouts_per_s": count / (time.perf_counter() - start)}


def main(argv: list[str] | None = None) -> int:
    """Print the table (and write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    print(f"{'seats':>5} {'events':>6} {'games/s':>8} {'tricks/s':>9} {'actions/s':>10} "
          f"{'actions/cpu-s':>13} {'actions/game':>12}")
    for seats in (3, 4, 5):
        for record in (True, False):
            r = measure(seats, args.seconds, record)
            rows.append(r)
            print(f"{seats:>5} {'yes' if record else 'no':>6} {r['games_per_s']:>8.1f} "
                  f"{r['tricks_per_s']:>9.0f} {r['actions_per_s']:>10.0f} "
                  f"{r['actions_per_cpu_s']:>13.0f} {r['actions_per_game']:>12.1f}")
    for seats in (3, 4, 5):
        r = rollouts(seats, args.seconds)
        rows.append(r)
        print(f"{seats} seats: {r['rollouts_per_s']:.0f} search rollouts (one round) per second")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
