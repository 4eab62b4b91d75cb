"""What one step of the "Meins!" counter costs the bot, without Discord.

Run: ``python -m tests.bench.race_fabel [--races 200]``

Each step of a letter race is an action at the table (a timer expiry): the
table applies it under its lock, stores it, and the presenter builds the
public message's text and buttons from the public view. This measures that
work per step (CPU time of the process, median and p95 over all steps of
``races`` races at 4 players, nobody pressing), the part of the bot that
runs once a second per racing table. Drawing the picture is measured in
render_fabel.py, the edits' pace in the tests (at most one a second).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from bot.fabel.public import public_content, public_rows
from bot.kit.components import components
from bot.kit.games import GameSpec
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import Seat, Table
from engines import fabel
from engines.core import Event, Timeout
from engines.fabel import Mode
from engines.fabel.cards import LETTER
from engines.fabel.game import GAME
from tests.bot.helpers import MemoryLog

NAMES = ("Anna", "Ben", "Cem", "Dora")


class PublicText:
    """A listener that builds the public message's text and buttons after
    every change, as the presenter does."""

    def __init__(self) -> None:
        self.built = 0

    def on_events(self, table: Table, events: list[Event]) -> None:
        view = table.state.view(None)
        public_content(view, NAMES, deadline=table.deadline, now=table.scheduler.now())
        components(table.id, None, public_rows(view, solo=False))
        self.built += 1

    async def show_now(self, table: Table, events: list[Event]) -> None:
        """Nothing to wait for here."""

    def countdown_started(self, table: Table) -> None:
        """Nothing to show here."""

    async def finished(self, table: Table) -> None:
        """Not reached: races only."""


async def one_race(seed: int) -> list[float]:
    """CPU seconds of each counter step of one race at a fresh 4-player table."""
    spec = GameSpec(GAME, lambda *a, **k: None, lambda *a: 1.0)
    seats = tuple(Seat(n, user_id=i + 1) for i, n in enumerate(NAMES))
    clock = ManualScheduler()
    table = Table(table_id=1, spec=spec, seats=seats,
                  options=fabel.Options(mode=Mode.MEISTERMARKT, first_seat=0), seed=seed,
                  scheduler=clock, action_log=MemoryLog(), listener=PublicText())
    table.state.deck.append(LETTER + seed % 10)   # a letter on top
    await table.start()
    await table.act(fabel.Reveal(0))
    steps: list[float] = []
    while table.state.phase == "meins":
        timer = table.timer()
        assert timer is not None
        start = time.process_time()
        await table.act(Timeout(timer.token))
        steps.append(time.process_time() - start)
    return steps


def main() -> None:
    """Print median and p95 of the cost of one counter step."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=200)
    args = parser.parse_args()
    steps: list[float] = []
    for seed in range(args.races):
        steps += asyncio.run(one_race(seed))
    steps.sort()
    p95 = steps[int(0.95 * (len(steps) - 1))]
    print(f"{args.races} races, {len(steps)} counter steps at 4 players")
    print(f"CPU per step (apply, store, public text and buttons): "
          f"median {statistics.median(steps) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms")


if __name__ == "__main__":
    main()
