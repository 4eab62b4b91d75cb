"""Timing picture jobs the same way in every picture benchmark: draw +
encode in wall clock and in the process's CPU time (which other load on the
machine does not inflate), and the encoded sizes."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence

#: The two themes, taken in turn.
THEMES = ("laternennacht", "morgentau")


def percentile(values: Sequence[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank).

    >>> percentile([5, 1, 4, 2, 3], 0.5)
    3
    """
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(jobs: Sequence[Callable[[str], bytes | tuple[bytes, ...]]],
            rounds: int = 1) -> dict[str, float]:
    """Run every job (a function of the theme that draws and encodes one
    picture, or its pages) ``rounds`` times, the themes in turn from picture
    to picture and from round to round; medians and p95 in ms, sizes in KB
    (a paged picture's pages together)."""
    wall: list[float] = []
    cpu: list[float] = []
    sizes: list[int] = []
    for r in range(rounds):
        for n, job in enumerate(jobs):
            w0, c0 = time.perf_counter(), time.process_time()
            data = job(THEMES[(r + n) % 2])
            wall.append((time.perf_counter() - w0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            sizes.append(len(data) if isinstance(data, bytes) else sum(map(len, data)))
    return {"pictures": len(wall),
            "wall_median_ms": round(statistics.median(wall), 2),
            "wall_p95_ms": round(percentile(wall, 0.95), 2),
            "cpu_median_ms": round(statistics.median(cpu), 2),
            "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
            "size_median_kb": round(statistics.median(sizes) / 1024, 1),
            "size_max_kb": round(max(sizes) / 1024, 1)}


def report(figures: dict[str, float], indent: str = "  ") -> str:
    """The figures of :func:`measure` as three lines of text."""
    f = figures
    return (f"{indent}draw + encode wall: median {f['wall_median_ms']} ms, "
            f"p95 {f['wall_p95_ms']} ms\n"
            f"{indent}draw + encode CPU:  median {f['cpu_median_ms']} ms, "
            f"p95 {f['cpu_p95_ms']} ms\n"
            f"{indent}size: median {f['size_median_kb']} KB, max {f['size_max_kb']} KB")
