"""How long a person's loop takes in a "Meins!" race, through the simulator.

Run: ``python -m tests.bench.meins_loop [--races 3] [--json]``

The real bot (real clock, Discord's edit pace of one edit a second) plays a
Meistermarkt table of three people in the Discord simulator. Every race
runs from 10 down; at each step the benchmark notes when the table's counter
stepped (the engine's timer), when the public message showing the new number
arrived at the simulator, and, at the number a person has chosen, how long
his click on "Meins! (n)" took to reach the table (created → applied). Those
are the bot's part of the loop; the parts the simulator cannot measure
(Discord's delivery of the edit to a phone, a person seeing the number and
tapping, the click's way back) are added as the fixed figures in
:data:`OUTSIDE`, so the total is what a person reacting as fast as an
average player needs from the step to his press at the table.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime.clock import AsyncioScheduler
from bot.storage import Storage
from engines.texts import t
from tests.discord_sim import DiscordSim

#: 3 players, Meistermarkt: seat 0 starts and the top card is an Ahnenbrief.
LETTER_SEED = 19
#: Seconds outside the simulator: Discord's gateway delivering the edit to
#: the person's app (about 0.1 s), a simple visual reaction with a tap on a
#: phone (about 0.45 s for an average adult; 0.25 s is a quick one), the
#: click's interaction on its way to the bot (about 0.1 s).
OUTSIDE = {"gateway": 0.10, "reaction": 0.45, "interaction": 0.10}


async def _wait(condition: Any, timeout: float = 20.0) -> float:
    """Poll ``condition`` every 2 ms; the moment it held."""
    end = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError("condition not reached")
        await asyncio.sleep(0.002)
    return time.perf_counter()


def _shown(text: str) -> int:
    """The counter the public message shows (11 before the race)."""
    found = re.search(r"Zähler: \*\*(\d+)\*\*", text)
    return int(found.group(1)) if found else 11


async def one_race(press_at: int) -> dict[str, list[float]]:
    """One race at a fresh table; Ben presses at ``press_at``."""
    sim = DiscordSim()
    await sim.start()
    with tempfile.TemporaryDirectory() as folder:
        storage = await Storage.open(Path(folder) / "bench.sqlite3")
        bot = SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=Path()),
                            scheduler=AsyncioScheduler(), storage=storage)
        await sim.start_bot(bot)
        try:
            return await _race(sim, bot, press_at)
        finally:
            await sim.stop_bot(bot)
            await storage.close()
            await sim.stop()


async def _race(sim: DiscordSim, bot: SpeedtischBot, press_at: int) -> dict[str, list[float]]:
    bot.controllers["fabel"].new_seed = lambda: LETTER_SEED
    anna, ben, carla = (sim.member(n) for n in ("anna", "ben", "carla"))
    await (await anna.run_command("fabel tisch", plaetze=3)).wait_for_reply(contains="offen")
    thread = await sim.wait_for_thread("Tisch von Anna")
    lobby = await sim.wait_for_message(thread, contains="Marktstand von Anna")
    await anna.select(lobby, t("fabel.lobby.ph.mode"), ["meistermarkt"])
    await sim.wait_for_edit(lobby, contains="Spielart: Meistermarkt")
    await ben.click(lobby, "Beitreten")
    await carla.click(lobby, "Beitreten")
    await anna.click(lobby, "Starten")
    table = await sim.wait_for_message(thread, contains="ist dran", timeout=60)
    running = next(iter(bot.controllers["fabel"].tables.values()))
    await anna.click(table, "Versteigern")
    edits: list[float] = []
    counter = 10
    await _wait(lambda: running.table.state.phase == "meins")
    stepped = time.perf_counter()
    while True:
        # Under load two steps may share one edit: the first edit showing
        # this number or a lower one is the one a person sees.
        shown = await _wait(lambda c=counter: _shown(table.text) <= c)
        edits.append(shown - stepped)
        if _shown(table.text) <= press_at:
            break
        counter -= 1
        stepped = await _wait(lambda c=counter: running.table.state.race is not None
                              and running.table.state.race.counter == c)
    clicked = time.perf_counter()
    await ben.click(table, f"Meins! ({_shown(table.text)})", wait=False)
    applied = await _wait(lambda: running.table.state.race is not None
                          and running.table.state.race.presser is not None)
    return {"edit": edits, "click": [applied - clicked]}


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    edits: list[float] = []
    clicks: list[float] = []
    for i in range(args.races):
        got = asyncio.run(one_race(press_at=7 - (i % 3)))
        edits += got["edit"]
        clicks += got["click"]
    inside = statistics.median(edits) + statistics.median(clicks)
    out = {
        "races": args.races,
        "edit_median_s": round(statistics.median(edits), 3),
        "edit_max_s": round(max(edits), 3),
        "click_median_s": round(statistics.median(clicks), 3),
        "outside_s": OUTSIDE,
        "loop_s": round(inside + sum(OUTSIDE.values()), 3),
    }
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))


if __name__ == "__main__":
    main()
