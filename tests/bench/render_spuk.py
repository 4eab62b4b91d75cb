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
import time
from functools import partial

from bot.spuk.last import last_step
from engines.core.playout import random_step
from engines.spuk.options import Options
from engines.spuk.state import new_game
from engines.spuk.view import SpukView
from render import fonts
from render.encode import FORMAT, encode
from render.spuk.table import Last, render_table
from tests.bench.pictimes import measure, report

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Graf Gruselich (Computer, leicht)",
         "Sir Kettenrassel (Computer, stark)")


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


def _draw(view: SpukView, last: Last | None, theme: str) -> bytes:
    return encode(render_table(view, names=NAMES[:view.seats], theme=theme, last=last))


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
    jobs = [partial(_draw, view, last) for view, last in shown]
    figures: dict[str, object] = {"format": FORMAT, "cold_ms": round(cold, 1),
                                  **measure(jobs, args.rounds)}
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Speedspuk table picture ({figures['format']}), {figures['pictures']} pictures")
    print(f"  cold start: {figures['cold_ms']} ms")
    print(report(figures))  # type: ignore[arg-type]

if __name__ == "__main__":
    main()
