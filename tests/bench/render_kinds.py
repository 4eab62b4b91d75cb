"""Render CPU per picture, per game and per kind of picture (issue 31).

Run: ``python -m tests.bench.render_kinds [--games 2] [--rounds 1] [--every 1]
[--only spuk troedel] [--json OUT]``

Computers play seeded games of every registered game (3 to 6 seats as far
as the game allows, each lobby mode, long real names, as the gallery does:
:mod:`tests.render.gallery`), and the game's own drawing jobs (those the
picture process runs) draw what the bot would: the table picture after
every step the Spielverlauf tells, the panel of whoever must decide before
each step, every moment (Kassensturz, reveal, outcome …) and the end board
(all its pages). Each is timed as draw + encode in the process's CPU time,
the themes in turn; reported per game and kind: how many, p50 and p95 in
ms, and the median encoded size; the same for drawing alone (the job's
time less its calls of ``render.encode.encode``); at the end the process's
peak RSS (what the caches of layers, tiles and labels grew it to).

It uses only the games' registered drawing jobs, so the same file runs on
an older tree to compare (copy it into that tree's tests/bench).
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from render import encode as encode_module
from tests.bench.pictimes import THEMES, percentile
from tests.render.gallery import _next, games, modes, names_for, seat_counts

#: The kinds of picture, in the order they are reported.
KINDS = ("table", "panel", "moment", "end")
#: A drawing job: a function of the theme giving the encoded picture (or pages).
Job = Callable[[str], bytes | tuple[bytes, ...]]


def game_jobs(plugin: Any, seats: int, seed: int, options: Any) -> Iterator[tuple[str, Job]]:
    """(kind, job) of every picture one seeded game of computers draws."""
    info, ui, parts = plugin.info, plugin.ui, plugin.parts
    names = names_for(info, seats)
    state = info.new_game(seats, seed, options)
    step = 0
    while not state.is_over():
        step += 1
        pending = state.pending()
        if pending and ui.panel_picture is not None:
            yield "panel", partial(ui.panel_picture, state.view(pending[0].seat), names)
        events = state.apply(_next(info, state, seed, step))
        public = [e for e in events if e.audience is None]
        if ui.table_picture is not None and ui.log_lines(public, names):
            table = parts.table.table_input(state.view(None), public, names)
            yield "table", partial(ui.table_picture, table, names)
        for moment in parts.news.moments(public, state.view(None), names) if public else ():
            if moment.picture is not None:
                yield "moment", partial(moment.picture, moment.view, names)
    if ui.end_picture is not None:
        result = info.summarize(state)
        news = tuple(seat.album for seat in result.seats)
        end_view = parts.ending.end_input(state.view(None), tuple(() for _ in range(seats)))
        yield "end", partial(_end, ui.end_picture, end_view, result, names, news)


def _end(draw: Any, view: Any, result: Any, names: tuple[str, ...], news: Any,
         theme: str) -> bytes | tuple[bytes, ...]:
    return draw(view, result, names, theme, news)  # type: ignore[no-any-return]


def jobs(game: str, count: int, every: int) -> dict[str, list[Job]]:
    """Per kind, every ``every``-th picture of ``count`` games per seat count
    and mode of ``game``."""
    plugin = games()[game]
    out: dict[str, list[Job]] = {kind: [] for kind in KINDS}
    for options in modes(plugin.info).values():
        for seats in seat_counts(plugin.info):
            for seed in range(1, count + 1):
                for kind, job in game_jobs(plugin, seats, seed, options):
                    out[kind].append(job)
    return {kind: listed[::every] if kind != "end" else listed
            for kind, listed in out.items()}


#: CPU seconds spent in ``render.encode.encode`` so far (see :func:`count_encoding`).
ENCODING = [0.0]


def count_encoding() -> None:
    """Make every loaded module's ``encode`` (render.encode's) add its CPU
    time to :data:`ENCODING`, so drawing alone can be told apart."""
    plain = encode_module.encode

    def counted(image: Any) -> bytes:
        start = time.process_time()
        try:
            return plain(image)
        finally:
            ENCODING[0] += time.process_time() - start

    for module in list(sys.modules.values()):
        if getattr(module, "encode", None) is plain:
            module.encode = counted  # type: ignore[union-attr]


def timed(listed: list[Job], rounds: int) -> dict[str, float]:
    """CPU ms of draw + encode and of drawing alone per picture (a paged
    picture's pages together): p50, p95 and the median size in KB."""
    cpu: list[float] = []
    draw: list[float] = []
    sizes: list[int] = []
    for r in range(rounds):
        for n, job in enumerate(listed):
            start, encoding = time.process_time(), ENCODING[0]
            data = job(THEMES[(r + n) % 2])
            cpu.append((time.process_time() - start) * 1000)
            draw.append(cpu[-1] - (ENCODING[0] - encoding) * 1000)
            sizes.append(len(data) if isinstance(data, bytes) else sum(map(len, data)))
    return {"pictures": len(cpu), "cpu_p50_ms": round(percentile(cpu, 0.5), 2),
            "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
            "draw_p50_ms": round(percentile(draw, 0.5), 2),
            "draw_p95_ms": round(percentile(draw, 0.95), 2),
            "size_p50_kb": round(percentile(sizes, 0.5) / 1024, 1)}


def main(argv: list[str] | None = None) -> None:
    """Measure and print a table (and write JSON with ``--json OUT``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per seat count and mode")
    parser.add_argument("--rounds", type=int, default=1, help="passes over every picture")
    parser.add_argument("--every", type=int, default=1, help="draw every n-th picture only")
    parser.add_argument("--only", nargs="+", default=None, help="these games only")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    rows = []
    selected = args.only or sorted(games())
    count_encoding()   # after games(): the games' drawing modules are loaded
    for game in selected:
        listed = jobs(game, args.games, args.every)
        for job in (j for kind in KINDS for j in listed[kind][:1]):
            job(THEMES[0])  # fonts and layers loaded before timing
        for kind in KINDS:
            if listed[kind]:
                rows.append({"game": game, "kind": kind, **timed(listed[kind], args.rounds)})
    print(f"{'game':<8} {'kind':<7} {'n':>5} {'p50 ms':>7} {'p95 ms':>7} {'draw p50':>9} "
          f"{'draw p95':>9} {'KB p50':>7}")
    for row in rows:
        print(f"{row['game']:<8} {row['kind']:<7} {row['pictures']:>5} {row['cpu_p50_ms']:>7} "
              f"{row['cpu_p95_ms']:>7} {row['draw_p50_ms']:>9} {row['draw_p95_ms']:>9} "
              f"{row['size_p50_kb']:>7}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {peak:.0f} MB")
    if args.json is not None:
        args.json.write_text(json.dumps(rows), encoding="utf-8")


if __name__ == "__main__":
    main()
