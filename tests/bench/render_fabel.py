"""Time to draw and encode a Speedfabel public table picture, and its size.

Run: ``python -m tests.bench.render_fabel [--rounds 40] [--meister]``

``--meister`` draws the Meistermarkt scenes instead (the "Meins!" race, the
Vorkauf and payment of a letter, the Kobold round, a Kobold trade, …) and
adds the private panel of each scene's deciding player and the end board of
each finished game, timed the same way. The end board is drawn and encoded
as the pages the bot sends (``bot/fabel/drawing.end``: issue 38's pages a
phone shows whole, each encoded at the effort of a picture sent once); one
figure is one end board, all its pages. Before the phone layout (c377ab4)
the bot sent it as one picture, which that tree's bench timed;
:mod:`tests.bench.render_fabel_end` times the two trees' boards in one run.

The pictures are the public views of every scene of real seeded games
(:mod:`tests.render.fabel_scenes`) at 4 and 6 players, drawn with a countdown that moves
from round to round (so the ring changes). First it draws one picture with
empty caches (the cold start; the sprites the table pastes ship drawn and
are loaded from their files, as in the bot), then ``rounds`` passes over all
scenes: median and p95 of draw + encode in the chosen format (wall clock,
and the process's CPU time, which other load on the machine does not
inflate), of drawing alone, and the encoded size. Last, the candidate
formats encode the same pictures, the measurement the choice in
:mod:`render.encode` rests on.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import time
from collections.abc import Callable
from functools import partial

from PIL import Image

from render import fonts
from render.encode import FORMAT, OPTIONS, encode
from render.fabel import cards
from render.fabel.endboard import render_end_pages
from render.fabel.panel import render_panel
from render.fabel.table import render_table, static_layer
from render.layers import background, ring
from tests.bench.pictimes import percentile
from tests.render.fabel_scenes import find_meister_scenes, find_scenes

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")

#: Candidate formats: label -> Pillow save options.
CANDIDATES: dict[str, dict[str, object]] = {
    "PNG compress_level=1": {"format": "PNG", "compress_level": 1},
    "PNG compress_level=3": {"format": "PNG", "compress_level": 3},
    "WebP lossless method=0": {"format": "WEBP", "lossless": True, "method": 0, "quality": 0},
    "WebP lossless method=1": {"format": "WEBP", "lossless": True, "method": 1, "quality": 0},
    "WebP lossy quality=80": {"format": "WEBP", "quality": 80},
}


def clear_caches() -> None:
    """Forget every cached layer, sprite, label and font."""
    for cached in (static_layer, background, ring, cards.creature_card, cards.creature_icon,
                   cards.money_card, cards.card_back, cards.letter_card, cards.letter_icon,
                   cards.kobold_card, cards.kobold_icon, fonts.label, fonts.font):
        cached.cache_clear()


def timed(fn: Callable[[], object]) -> float:
    """Seconds ``fn`` took."""
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _encoded(make: Callable[[], Image.Image]) -> bytes:
    return encode(make())


def _encoded_pages(make: Callable[[], tuple[Image.Image, ...]]) -> tuple[bytes, ...]:
    """Each page encoded, as the bot sends them."""
    return tuple(encode(page) for page in make())


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=40, help="passes over all scenes")
    parser.add_argument("--meister", action="store_true", help="the Meistermarkt scenes")
    args = parser.parse_args(argv)

    views = []
    panels: list[Callable[[], Image.Image]] = []   # Meistermarkt only
    ends: list[Callable[[], tuple[Image.Image, ...]]] = []
    for seats in (4, 6):
        scenes = find_meister_scenes(seats) if args.meister else find_scenes(seats)
        for state in scenes.values():
            names = NAMES[:seats]
            if not state.is_over():
                views.append((state.view(None), names))
            if not args.meister:
                continue
            if state.is_over():
                ends.append(partial(render_end_pages, state.view(None), names=names))
                continue
            public = state.view(None)
            decider = ([d.seat for d in public.pending if d.required] or [public.turn_seat])[0]
            panels.append(partial(render_panel, state.view(decider), names=names))

    clear_caches()
    first_view, first_names = views[0]
    cold = timed(lambda: encode(render_table(first_view, names=first_names, remaining=7.0)))

    total: list[float] = []
    cpu: list[float] = []
    draw: list[float] = []
    sizes: list[int] = []
    pictures: list[Image.Image] = []
    for r in range(args.rounds):
        remaining = 7.0 - (r % 15) * 0.5
        for view, names in views:
            start, start_cpu = time.perf_counter(), time.process_time()
            image = render_table(view, names=names, remaining=remaining)
            drawn = time.perf_counter()
            data = encode(image)
            end = time.perf_counter()
            cpu.append(time.process_time() - start_cpu)
            draw.append(drawn - start)
            total.append(end - start)
            sizes.append(len(data))
            if r == 0:
                pictures.append(image)

    ms = 1000.0
    width, height = pictures[0].size
    print(f"table picture {width}x{height}, {len(views)} scenes x {args.rounds} rounds, "
          f"format {FORMAT} {OPTIONS}")
    print(f"load average when done: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"cold start (empty caches, one picture): {cold * ms:.1f} ms")
    print(f"draw + encode: median {statistics.median(total) * ms:.1f} ms, "
          f"p95 {percentile(total, 0.95) * ms:.1f} ms")
    print(f"CPU time of draw + encode: median {statistics.median(cpu) * ms:.1f} ms, "
          f"p95 {percentile(cpu, 0.95) * ms:.1f} ms")
    print(f"draw only:     median {statistics.median(draw) * ms:.1f} ms, "
          f"p95 {percentile(draw, 0.95) * ms:.1f} ms")
    print(f"size: median {statistics.median(sizes) / 1000:.1f} KB, max {max(sizes) / 1000:.1f} KB")
    jobs: list[tuple[str, Callable[[], bytes | tuple[bytes, ...]]]] = [
        ("panels", partial(_encoded, make)) for make in panels]
    jobs += [("end boards, as pages", partial(_encoded_pages, make)) for make in ends]
    for label in dict.fromkeys(label for label, _ in jobs):
        mine = [job for name, job in jobs if name == label]
        wall, used, lengths = [], [], []
        for _ in range(args.rounds):
            for job in mine:
                start, start_cpu = time.perf_counter(), time.process_time()
                data = job()
                used.append(time.process_time() - start_cpu)
                wall.append(time.perf_counter() - start)
                lengths.append(len(data) if isinstance(data, bytes) else sum(map(len, data)))
        print(f"{label} ({len(mine)}): draw + encode median "
              f"{statistics.median(wall) * ms:.1f} ms, p95 {percentile(wall, 0.95) * ms:.1f} ms;"
              f" CPU median {statistics.median(used) * ms:.1f} ms, "
              f"p95 {percentile(used, 0.95) * ms:.1f} ms; size median "
              f"{statistics.median(lengths) / 1000:.1f} KB, max {max(lengths) / 1000:.1f} KB")
    print()
    print(f"{'format':<26} {'median ms':>10} {'p95 ms':>8} {'median KB':>10} {'max KB':>8}")
    for label, options in CANDIDATES.items():
        times: list[float] = []
        lengths: list[int] = []
        for _ in range(max(1, args.rounds // 8)):
            for image in pictures:
                buffer = io.BytesIO()
                times.append(timed(partial(image.save, buffer, **options)))
                lengths.append(len(buffer.getvalue()))
        print(f"{label:<26} {statistics.median(times) * ms:>10.1f} "
              f"{percentile(times, 0.95) * ms:>8.1f} {statistics.median(lengths) / 1000:>10.1f} "
              f"{max(lengths) / 1000:>8.1f}")


if __name__ == "__main__":
    main()
