"""Time to draw and encode a Speedfossil public table picture, and its size.

Run: ``python -m tests.bench.render_fossil [--games 6] [--rounds 3] [--every 1] [--json]``

The pictures are the public views after every action of seeded random games
at 3, 4 and 5 collectors with long real names. It first draws one picture
with empty font caches (the cold start), then ``rounds`` passes over all the
views: median and p95 of draw + encode (wall clock and the process's CPU
time, which other load on the machine does not inflate) and the largest and
median encoded size. Budget (issue 19): p95 at most 25 ms, at most 250 KB.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from functools import partial

from engines.fossil.state import new_game
from engines.fossil.view import FossilView
from render import fonts
from render.encode import FORMAT, encode
from render.fossil.table import render_table
from tests.bench.pictimes import measure, report

NAMES = ("Dörte Öztürk", "Professor Knochenhauer", "Baronin Bernstein", "Doktor Schiefer",
         "Eßer-Übelhör")


def views(games: int) -> list[FossilView]:
    """Public views after every action of ``games`` seeded games per seat count."""
    out: list[FossilView] = []
    rng = random.Random(5)
    for seats in (3, 4, 5):
        for seed in range(games):
            state = new_game(seats, seed)
            out.append(state.view(None))
            while not state.is_over():
                state.apply(state.sample(state.pending()[0].seat, rng))
                out.append(state.view(None))
    return out


def _draw(view: FossilView, theme: str) -> bytes:
    return encode(render_table(view, names=NAMES[:view.seats], theme=theme))


def main(argv: list[str] | None = None) -> None:
    """Measure and print (or write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6, help="games per seat count")
    parser.add_argument("--rounds", type=int, default=3, help="passes over every view")
    parser.add_argument("--every", type=int, default=1, help="draw every n-th view only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pictures = views(args.games)[::args.every]
    fonts.font.cache_clear()
    start = time.perf_counter()
    encode(render_table(pictures[-1], names=NAMES[:pictures[-1].seats]))
    cold = (time.perf_counter() - start) * 1000
    jobs = [partial(_draw, view) for view in pictures]
    figures: dict[str, object] = {"format": FORMAT, "cold_ms": round(cold, 1),
                                  **measure(jobs, args.rounds)}
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Speedfossil table picture ({figures['format']}), {figures['pictures']} pictures")
    print(f"  cold start: {figures['cold_ms']} ms")
    print(report(figures))  # type: ignore[arg-type]

if __name__ == "__main__":
    main()
