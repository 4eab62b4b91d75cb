"""Time to draw and encode Speedfossil's other pictures, and their sizes:
the panel picture (drawn at every "Meine Karten"), the reveal and the
round's outcome (two per round), the end board and the album.

Run: ``python -m tests.bench.render_fossil_more [--games 2] [--json]``

The pictures come from games the normal computers play (seeded, 3, 4 and 5
collectors, long real names, the two themes in turn): every reader's panel
picture after every reveal, each round's reveal and outcome, each end
board, and albums of 5, 25 and 45 fossils. Reported per kind: median and
p95 of draw + encode in wall clock and in the process's CPU time, and the
largest encoded size.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Sequence
from functools import partial

from engines.core import GameResult
from engines.fossil import ai
from engines.fossil import events as ev
from engines.fossil.fossils import FOSSILS
from engines.fossil.game import GAME
from engines.fossil.state import new_game
from engines.fossil.view import FossilView
from render.fossil.album import album_picture
from render.fossil.end import end_picture
from render.fossil.hand import hand_picture
from render.fossil.scenes import outcome_picture, reveal_picture
from tests.bench.pictimes import measure

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Professor Knochenhauer",
         "Baronin Bernstein", "Doktor Schiefer")


def jobs(games: int) -> dict[str, list[Callable[[str], bytes]]]:
    """The pictures to draw, per kind, each a function of the theme."""
    out: dict[str, list[Callable[[str], bytes]]] = {
        "panel": [], "reveal": [], "outcome": [], "end": [], "album": []}
    for seats in (3, 4, 5):
        names = NAMES[:seats]
        for seed in range(games):
            state, rng = new_game(seats, seed), random.Random(seed)
            while not state.is_over():
                d = state.pending()[0]
                events = state.apply(ai.decide(state.view(d.seat), d, rng, "normal"))
                view = state.view(None)
                if any(isinstance(e, ev.CardRevealed) for e in events):
                    out["reveal"].append(partial(_scene, reveal_picture, view, names))
                    out["panel"] += [partial(_scene, hand_picture, state.view(s), names)
                                     for s in range(seats)]
                if any(isinstance(e, ev.RoundStarted | ev.GameOver) for e in events):
                    out["outcome"].append(partial(_scene, outcome_picture, view, names))
            result = GAME.summarize(state)
            news = (tuple(FOSSILS[f].key for f in state.collections[0]),) + ((),) * (seats - 1)
            out["end"].append(partial(_end, state.view(None), result, names, news))
    for k in (5, 25, 45):
        out["album"].append(partial(_album, tuple(f.key for f in FOSSILS[:k])))
    return out


def _scene(job: Callable[[FossilView, Sequence[str], str], bytes], view: FossilView,
           names: Sequence[str], theme: str) -> bytes:
    return job(view, names, theme)


def _end(view: FossilView, result: GameResult, names: Sequence[str],
         news: tuple[tuple[str, ...], ...], theme: str) -> bytes:
    return end_picture(view, result, names, theme, news)


def _album(items: tuple[str, ...], theme: str) -> bytes:
    return album_picture(items, theme)


def main(argv: list[str] | None = None) -> None:
    """Measure and print (or write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2, help="games per seat count")
    parser.add_argument("--every", type=int, default=1, help="draw every n-th picture only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = {kind: measure(pictures[::args.every])
               for kind, pictures in jobs(args.games).items()}
    if args.json:
        print(json.dumps(figures))
        return
    for kind, f in figures.items():
        print(f"{kind:8} {f['pictures']:5} pictures  wall median {f['wall_median_ms']} ms, "
              f"p95 {f['wall_p95_ms']} ms; CPU median {f['cpu_median_ms']} ms, "
              f"p95 {f['cpu_p95_ms']} ms; max {f['size_max_kb']} KB")


if __name__ == "__main__":
    main()
