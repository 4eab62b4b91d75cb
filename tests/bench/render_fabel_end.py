"""Speedfabel's end board, this tree against an older one in one run.

Run: ``python -m tests.bench.render_fabel_end [--old DIR] [--rounds 12] [--passes 3]
[--warm]``

``DIR`` is a checkout of the older tree, e.g. the one before issue 38's
phone layout: ``git worktree add --detach /tmp/old_c377 c377ab4``. Without
it this tree runs against itself: the spread that shows is the bench's own
noise on this machine.

Each tree runs in a process of its own (its own ``render``, ``bot`` and
engines, imported from its directory) that stays up for the whole run, so
both see the same minutes of the machine's load: the two take turns, one
round of every board each, the first of each pair alternating. A board is
what the bot sends at a game's end: the picture job
``bot.fabel.drawing.end`` (older trees: one picture; since issue 38 its
pages, each encoded), for the finished games of the render tests' seeded
scenes, classic and Meistermarkt at 4 and 6 players, in both themes. The
first round of each process (fonts and sprites loading) is not counted.
The bot draws a game's end board once, so before each board the caches of
drawn texts, text widths, box sprites and backgrounds are emptied (in
both trees, where it has them); ``--warm`` keeps them, as a bench that
draws the same boards again would.

Reported per pass and tree, for the Meistermarkt boards and the classic
ones: the p95 and median of the job's CPU time (the process's, which other
load on the machine inflates less than the wall clock), the median of
drawing alone (the job's time less its calls of ``render.encode.encode``),
the encoded bytes (all pages) and the pixels drawn; at the end the
ratio new / old of each pass's p95 and their mean.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.bench.pictimes import percentile

#: Run inside each tree's process: one round per line read from stdin, its
#: figures as one JSON line on stdout. Both trees' module layouts are tried.
WORKER = r'''
import json, sys, time
try:
    from tests.render.fabel_scenes import find_meister_scenes, find_scenes
except ImportError:
    from render.fabel.scenes import find_meister_scenes, find_scenes
from bot.fabel import drawing
from engines.fabel.game import summarize
import render.encode as enc

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")
boards = []
for meister in (True, False):
    for seats in (4, 6):
        state = (find_meister_scenes if meister else find_scenes)(seats)["ende"]
        for theme in ("laternennacht", "morgentau"):
            boards.append((meister, seats, theme, state.view(None), summarize(state)))
spent = [0.0]
plain_encode = enc.encode
def timed_encode(image):
    start = time.process_time()
    data = plain_encode(image)
    spent[0] += time.process_time() - start
    pixels[0] += image.width * image.height
    return data
pixels = [0]
drawing.encode = timed_encode
import render.canvas, render.fonts, render.layers
KEPT = [getattr(module, name) for module, name in (
    (render.fonts, "label"), (render.fonts, "text_width"), (render.layers, "background"),
    (render.canvas, "_box_sprite")) if hasattr(module, name)]
for line in sys.stdin:
    out = []
    for meister, seats, theme, view, result in boards:
        if line.strip() == "cold":
            for cached in KEPT:
                cached.cache_clear()
        spent[0], pixels[0] = 0.0, 0
        start = time.process_time()
        data = drawing.end(view, result, NAMES[:seats], theme)
        used = time.process_time() - start
        size = len(data) if isinstance(data, bytes) else sum(map(len, data))
        out.append({"meister": meister, "seats": seats, "theme": theme, "cpu": used,
                    "draw": used - spent[0], "bytes": size, "pixels": pixels[0]})
    print(json.dumps(out), flush=True)
'''


class Tree:
    """One tree's worker process."""

    def __init__(self, label: str, root: Path) -> None:
        self.label = label
        env = dict(os.environ, PYTHONPATH=str(root))
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER], cwd=root, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def round(self, cold: bool) -> list[dict[str, Any]]:
        """Draw every board once (``cold``: each with none of its labels,
        text widths, boxes or background kept); its figures."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("cold\n" if cold else "warm\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.label} tree's worker ended")
        return list(json.loads(line))

    def close(self) -> None:
        """End the worker."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def summary(rows: list[dict[str, Any]]) -> dict[str, float]:
    """p95 and median of CPU, median of drawing, median bytes and pixels."""
    ms = 1000.0
    cpu = [r["cpu"] for r in rows]
    return {"p95": percentile(cpu, 0.95) * ms, "median": statistics.median(cpu) * ms,
            "draw": statistics.median(r["draw"] for r in rows) * ms,
            "kb": statistics.median(r["bytes"] for r in rows) / 1000,
            "max_kb": max(r["bytes"] for r in rows) / 1000,
            "mpx": statistics.median(r["pixels"] for r in rows) / 1e6}


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--old", type=Path, default=Path.cwd(), help="the older tree's checkout")
    parser.add_argument("--rounds", type=int, default=12, help="rounds per pass")
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--warm", action="store_true",
                        help="keep the labels, widths and backgrounds from board to board")
    args = parser.parse_args(argv)

    trees = [Tree("old", args.old.resolve()), Tree("new", Path.cwd())]
    for tree in trees:
        tree.round(cold=False)   # fonts and sprites loaded
    ratios: dict[str, list[float]] = {"Meistermarkt": [], "classic": []}
    for number in range(1, args.passes + 1):
        rows: dict[str, list[dict[str, Any]]] = {"old": [], "new": []}
        for r in range(args.rounds):
            for tree in (trees if r % 2 == 0 else trees[::-1]):
                rows[tree.label] += tree.round(cold=not args.warm)
        print(f"pass {number}: load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        for mode, meister in (("Meistermarkt", True), ("classic", False)):
            figures = {label: summary([x for x in found if x["meister"] == meister])
                       for label, found in rows.items()}
            for label, f in figures.items():
                print(f"  {mode:<12} {label}: CPU p95 {f['p95']:.1f} ms, median "
                      f"{f['median']:.1f} ms, drawing median {f['draw']:.1f} ms; "
                      f"{f['kb']:.0f} KB median, {f['max_kb']:.0f} KB max; "
                      f"{f['mpx']:.2f} Mpx")
            ratios[mode].append(figures["new"]["p95"] / figures["old"]["p95"])
    for mode, found in ratios.items():
        shown = ", ".join(f"{r - 1:+.0%}" for r in found)
        print(f"{mode}: p95 new against old per pass {shown}; mean "
              f"{statistics.mean(found) - 1:+.0%}")
    for tree in trees:
        tree.close()


if __name__ == "__main__":
    main()
