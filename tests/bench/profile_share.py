"""Who used the CPU during a load run: shares of py-spy samples by part.

Run the load under py-spy, then read its samples::

    py-spy record -r 50 --format raw -o prof.txt -- \\
        python -m tests.bench.load_fabel --tables 100 --seconds 30
    python -m tests.bench.profile_share prof.txt [--top 25]

py-spy follows only the bot's process (the simulator and the people run in
a child process, see tests/bench/loadkit.py). Each sample (a stack) goes
to the first part whose files appear anywhere in it, in this order: the
Discord simulator (its code and the aiohttp server that carries it; none
since the simulator has a process of its own), the load driver (the
probes, the lag ticker, the people's oracle thread), pictures (render/ and Pillow), the
engines, storage (aiosqlite, sqlite3), the bot, discord.py, and the rest
(the event loop, the aiohttp client, json). The shares are given for
all threads and for the event loop's thread alone (the one that answers
clicks). ``--top`` also lists the functions where most samples ended (self
time).
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

#: (part, markers): a sample belongs to the first part with a marker in its stack.
PARTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("simulator", ("tests/discord_sim/", "aiohttp/web_protocol", "aiohttp/web_app",
                   "aiohttp/web_request", "aiohttp/web_response")),
    ("load driver", ("tests/bench/",)),
    ("pictures", ("render/", "PIL/")),
    ("engines", ("engines/",)),
    ("storage", ("aiosqlite", "sqlite3", "bot/storage/")),
    ("bot", ("bot/",)),
    ("discord.py", ("discord/",)),
)
#: Leaf functions of a thread that waits (py-spy counts some of them as busy).
IDLE = ("select (selectors", "poll (selectors", "wait (threading", "_worker (concurrent",
        "get (queue", "run (aiosqlite", "_connection_worker_thread (aiosqlite/core.py:59)",
        "readinto (socket", "_do_waitpid (asyncio", "_recv (multiprocessing",
        "Selector.select (selectors", "Condition.wait (threading")


#: Frames that say nothing of who works: the benchmark's entry (every task of the
#: main thread runs under it) and the probes that wrap bot and simulator functions.
NEUTRAL = ("edit_public (tests/bench/loadkit.py", "patched (tests/bench/loadkit.py",
           "(tests/bench/load_", "(tests/bench/__main__")


def part_of(stack: str) -> str:
    """The part a sample belongs to (the probes' wrapper frames left out)."""
    stack = ";".join(f for f in stack.split(";") if not any(n in f for n in NEUTRAL))
    for part, markers in PARTS:
        if any(marker in stack for marker in markers):
            return part
    return "other"


#: A frame that only the main thread (the event loop's) has in a load run.
LOOP_THREAD = "(tests/bench/load_"


def shares(lines: list[str], loop_only: bool = False
           ) -> tuple[Counter[str], Counter[str], int]:
    """Samples per part, samples per leaf function, and all busy samples
    (``loop_only``: of the event loop's thread alone)."""
    by_part: Counter[str] = Counter()
    by_leaf: Counter[str] = Counter()
    total = 0
    for line in lines:
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        leaf = stack.rsplit(";", 1)[-1]
        if any(marker in leaf for marker in IDLE) or (loop_only and LOOP_THREAD not in stack):
            continue
        n = int(count)
        total += n
        by_part[part_of(stack)] += n
        by_leaf[leaf] += n
    return by_part, by_leaf, total


def main(argv: list[str] | None = None) -> None:
    """Print the shares."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("profile", type=Path, help="py-spy --format raw output")
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args(argv)
    lines = args.profile.read_text().splitlines()
    by_part, by_leaf, total = shares(lines)
    loop_part, _, loop_total = shares(lines, loop_only=True)
    print(f"{total} busy samples, {loop_total} of them in the event loop's thread")
    print(f"{'part':<12} {'all threads':>11} {'event loop':>10}")
    for part, n in by_part.most_common():
        loop_share = 100 * loop_part[part] / loop_total if loop_total else 0.0
        print(f"{part:<12} {100 * n / total:10.1f}% {loop_share:9.1f}%")
    print("\nself time, top functions:")
    for leaf, n in by_leaf.most_common(args.top):
        print(f"{100 * n / total:5.1f} %  {leaf}")


if __name__ == "__main__":
    main()
