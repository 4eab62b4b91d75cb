"""Time to draw and encode a Speedspuk public table picture, and its size.

Run: ``python -m tests.bench.render_spuk [--games 4] [--rounds 2] [--every 1] [--json]``

The pictures are the public views after every action of seeded random games
at 2, 3 and 4 players (4 and 6 cards in turn) with long real names, each
with the last step lit up as the bot draws it (:mod:`bot.spuk.last`). It
first draws one picture with empty font caches (the cold start), then
``rounds`` passes over all of them: median and p95 of draw + encode (wall
clock and the process's CPU time, which other load on the machine does not
inflate) and the largest and median encoded size. Budget (issue 15): p95 at
most 25 ms, at most 250 KB.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from bot.spuk.last import last_step
from engines.core.playout import random_step
from engines.spuk.options import Options
from engines.spuk.state import new_game
from engines.spuk.view import SpukView
from render import fonts
from render.encode import FORMAT, encode
from render.spuk.table import Last, render_table

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Graf Gruselich (Computer, leicht)",
         "Sir Kettenrassel (Computer, stark)")


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def pictures(games: int) -> list[tuple[SpukView, Last | None]]:
    """(public view, last step) after every action of ``games`` seeded games
    per seat count."""
    out: list[tuple[SpukView, Last | None]] = []
    for seats in (2, 3, 4):
        for seed in range(games):
            state = new_game(seats, seed, Options(cards=(4, 6)[seed % 2]))
            rng = random.Random(seed)
            names = NAMES[:seats]
            while not state.is_over():
                events = state.apply(random_step(state, rng))
                out.append((state.view(None), last_step(events, names)))
    return out


def main(argv: list[str] | None = None) -> None:
    """Measure and print (or write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4, help="games per seat count")
    parser.add_argument("--rounds", type=int, default=2, help="passes over every picture")
    parser.add_argument("--every", type=int, default=1, help="draw every n-th picture only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    shown = pictures(args.games)[::args.every]
    fonts.font.cache_clear()
    start = time.perf_counter()
    view, last = shown[-1]
    encode(render_table(view, names=NAMES[:view.seats], last=last))
    cold = (time.perf_counter() - start) * 1000
    wall: list[float] = []
    cpu: list[float] = []
    sizes: list[int] = []
    for n in range(args.rounds):
        for view, last in shown:
            theme = ("laternennacht", "morgentau")[n % 2]
            w0, c0 = time.perf_counter(), time.process_time()
            data = encode(render_table(view, names=NAMES[:view.seats], theme=theme, last=last))
            wall.append((time.perf_counter() - w0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            sizes.append(len(data))
    figures = {
        "format": FORMAT, "pictures": len(wall), "cold_ms": round(cold, 1),
        "wall_median_ms": round(statistics.median(wall), 2),
        "wall_p95_ms": round(percentile(wall, 0.95), 2),
        "cpu_median_ms": round(statistics.median(cpu), 2),
        "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
        "size_median_kb": round(statistics.median(sizes) / 1024, 1),
        "size_max_kb": round(max(sizes) / 1024, 1),
    }
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Speedspuk table picture ({figures['format']}), {figures['pictures']} pictures")
    print(f"  cold start: {figures['cold_ms']} ms")
    print(f"  draw + encode wall: median {figures['wall_median_ms']} ms, "
          f"p95 {figures['wall_p95_ms']} ms")
    print(f"  draw + encode CPU:  median {figures['cpu_median_ms']} ms, "
          f"p95 {figures['cpu_p95_ms']} ms")
    print(f"  size: median {figures['size_median_kb']} KB, max {figures['size_max_kb']} KB")


if __name__ == "__main__":
    main()
