"""Ctrl+C (SIGINT) while tables are busy and the machine is loaded: the bot
must stop, cleanly and soon, with its picture and deciding processes.

The bot runs as a process of its own (tests/bot/killrun.py's
:class:`BotProcess`, the real client, a table of every game setup, people
pressing what they see). The load, as a loaded machine makes it:

- the picture process draws only when no other process wants a core
  (SCHED_IDLE); at a load of 16 on two cores it gets next to no CPU, and
  pictures wait in its queue. The run stops (SIGSTOP) the bot's picture and
  deciding processes a moment before Ctrl+C, while people go on clicking:
  the extreme of that starvation, the same on every machine;
- optionally (``--load``), busy-looping processes at the lowest normal
  priority (nice 19), which take little from other work on the machine.

Used by tests/bot/test_e2e_stop.py (one stop, a generous bound) and by
``python -m tests.bot.stopload --runs 5`` (the figures in docs/RELIABILITY.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tests.bot.chaos import setups
from tests.bot.killrun import GAMES, BlindClicker, BotProcess, open_tables
from tests.discord_sim import DiscordSim, SimConfig

#: A process that only burns CPU, at the lowest normal priority.
BURN = "import os\nos.nice(19)\nwhile True:\n    pass\n"


@contextlib.contextmanager
def burners(count: int) -> Iterator[list[subprocess.Popen[bytes]]]:
    """``count`` busy-looping processes at nice 19, for the ``with`` block;
    each is killed by its own id afterwards."""
    started = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(count)]
    try:
        yield started
    finally:
        for process in started:
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(signal.SIGKILL)
            process.wait()


@dataclass
class StopReport:
    """What one stop did."""

    #: The exit code (-1000: still running after the bound, then killed).
    code: int = 0
    #: Seconds from SIGINT to the process's exit.
    seconds: float = 0.0
    #: Picture or deciding processes still alive 3 s after the bot ended.
    orphans: int = 0
    #: The picture and deciding processes stopped (SIGSTOP) before Ctrl+C.
    frozen: int = 0
    clicks: int = 0
    #: What the bot logged at ERROR during the stop (a click still waiting
    #: when its table closed); the failures before the stop are in ``problems``.
    stop_errors: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    #: The threads' stacks the bot printed when it did not stop in time.
    stacks: list[str] = field(default_factory=list, repr=False)


def helpers_of(pid: int) -> list[int]:
    """The picture and deciding processes of the bot's process ``pid`` (its
    pools' workers, not multiprocessing's resource tracker)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if int(stat[1]) == pid and b"multiprocessing" in command and (
                b"resource_tracker" not in command):
            found.append(int(entry.name))
    return found


async def stop_under_load(*, seed: int = 1, busy: float = 4.0, within: float = 60.0,
                          load: int = 0, frozen: float = 2.0) -> StopReport:
    """Start the bot with a table of every game setup, let people click for
    ``busy`` seconds, stop its picture and deciding processes (SIGSTOP) and
    let people click ``frozen`` seconds more, then Ctrl+C while they still
    click; the bot gets ``within`` seconds to end. ``load``: busy processes
    at nice 19 meanwhile."""
    report = StopReport()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="speedtisch-stop-") as tmp:
        where = Path(tmp)
        async with DiscordSim(SimConfig(default_timeout=15)) as sim:
            sim.allow_unanswered()     # clicks in flight at the stop get no answer
            bot = BotProcess(sim, where / "stop.sqlite3", where)
            await bot.start()
            threads = await open_tables(sim, setups(GAMES))
            people = BlindClicker(sim, threads, rng)
            with burners(load):
                await people.run(busy, pause=0.02)
                assert bot.process is not None
                helpers = helpers_of(bot.process.pid)
                report.frozen = len(helpers)
                for pid in helpers:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGSTOP)
                await people.run(frozen, pause=0.02)
                clicking = asyncio.get_running_loop().create_task(people.run(within))
                started = time.monotonic()
                try:
                    report.code = await bot.stop(within=within)
                finally:
                    clicking.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await clicking
                report.seconds = (bot.ended_at or time.monotonic()) - started
            report.orphans = bot.orphans
            report.clicks = people.clicks
            report.problems = people.problems + bot.tracebacks()
            report.stop_errors = [line for line in bot.logs[bot.stopping_at or 0:]
                                  if line.startswith("ERROR")]
            report.stacks = bot.stacks
    return report


def main(argv: list[str] | None = None) -> int:
    """Stop the bot under load ``--runs`` times and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--busy", type=float, default=6.0,
                        help="seconds of clicks under load before Ctrl+C")
    parser.add_argument("--load", type=int, default=0,
                        help="busy processes at nice 19 meanwhile")
    parser.add_argument("--frozen", type=float, default=2.0,
                        help="seconds of clicks with the picture and deciding processes "
                             "stopped, before Ctrl+C")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    runs = []
    for run in range(args.runs):
        report = asyncio.run(stop_under_load(seed=args.seed + run, busy=args.busy,
                                             load=args.load, frozen=args.frozen))
        runs.append(report)
        print(f"run {run + 1}: exit {report.code} after {report.seconds:.2f} s, "
              f"{report.orphans} of {report.frozen} stopped processes left, "
              f"{report.clicks} clicks, "
              f"{len(report.stop_errors)} errors at the stop, "
              f"{len(report.problems)} problems", file=sys.stderr, flush=True)
        for stack in report.stacks:
            print(stack, file=sys.stderr)
    seconds = sorted(r.seconds for r in runs)
    figures = {"runs": len(runs), "clean exits": sum(1 for r in runs if r.code == 0),
               "stop s (median)": round(seconds[len(seconds) // 2], 2),
               "stop s (max)": round(seconds[-1], 2),
               "processes left": sum(r.orphans for r in runs),
               "problems": [p for r in runs for p in r.problems]}
    print(json.dumps(figures, ensure_ascii=False) if args.json else
          "\n".join(f"{k}: {v}" for k, v in figures.items()))
    return 0 if all(r.code == 0 and not r.orphans and not r.problems for r in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
