"""Time to draw and encode a Speedtrödel public table picture, and its size.

Run: ``python -m tests.bench.render_troedel [--games 4] [--rounds 3] [--every 1] [--json]``

The pictures are the public views after every action of seeded random games
at 3, 4 and 5 traders with long real names (half of the games with
Dachboden offen, so the attic's card face is drawn too). It first draws one
picture with empty font caches (the cold start), then ``rounds`` passes
over all the views, alternating the themes: median and p95 of draw + encode
(wall clock and the process's CPU time, which other load on the machine
does not inflate) and the largest and median encoded size. Budget (issue
17): p95 at most 25 ms, at most 250 KB. The private hand picture of every
view's player on turn is measured the same way.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from functools import partial

from engines.troedel.options import Options
from engines.troedel.state import new_game
from engines.troedel.view import TroedelView
from render import fonts
from render.encode import FORMAT, encode
from render.troedel.hand import render_hand
from render.troedel.table import render_table
from tests.bench.pictimes import measure, report

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Eßer-Übelhör Magdalena", "Fritz", "Lotte")


def views(games: int) -> tuple[list[TroedelView], list[TroedelView]]:
    """Public views after every action of ``games`` seeded games per seat
    count, and the view of the seat deciding next."""
    public: list[TroedelView] = []
    private: list[TroedelView] = []
    for seats in (3, 4, 5):
        for seed in range(games):
            state = new_game(seats, seed, Options(dachboden_offen=seed % 2 == 1))
            rng = random.Random(seed)
            while not state.is_over():
                seat = state.pending()[0].seat
                public.append(state.view(None))
                private.append(state.view(seat))
                legal = state.legal(seat)
                state.apply(legal[rng.randrange(len(legal))])
    return public, private


def _table(view: TroedelView, theme: str) -> bytes:
    return encode(render_table(view, names=NAMES[:view.seats], theme=theme))


def _hand(view: TroedelView, theme: str) -> bytes:
    return encode(render_hand(view, names=NAMES[:view.seats], theme=theme))


def main(argv: list[str] | None = None) -> None:
    """Measure and print (or write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4, help="games per seat count")
    parser.add_argument("--rounds", type=int, default=3, help="passes over every view")
    parser.add_argument("--every", type=int, default=1, help="draw every n-th view only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    public, private = views(args.games)
    public, private = public[::args.every], private[::args.every]
    fonts.font.cache_clear()
    start = time.perf_counter()
    encode(render_table(public[-1], names=NAMES[:public[-1].seats]))
    cold = (time.perf_counter() - start) * 1000
    figures = {
        "format": FORMAT, "cold_ms": round(cold, 1),
        "table": measure([partial(_table, v) for v in public], args.rounds),
        "hand": measure([partial(_hand, v) for v in private], args.rounds),
    }
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Speedtrödel pictures ({figures['format']}), cold start {figures['cold_ms']} ms")
    for what in ("table", "hand"):
        f = figures[what]
        assert isinstance(f, dict)
        print(f"  {what}: {f['pictures']} pictures")
        print(report(f, indent="    "))


if __name__ == "__main__":
    main()
