""""Meine Karten" right after a restart (issue 36, item 4): ``python -m
tests.bench.restart_hands [--tables 13] [--kills 3] [--seats 3]``.

The bot runs as a process of its own (tests/bot/killrun.py's runner, the
fast table clock) with ``--tables`` live tables of every game; people play
1 to 5 seconds, the process is killed with SIGKILL and started again. As soon as
it is connected, every seated person clicks "Meine Karten" on the table
message they see (the one from before the kill). Printed per kill: the
first answer's time after the click (median, max), how many came later
than Discord's 3 s or never, and the panels' arrival (the followup with
the picture) p50 / max.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from bot.registry import plugins
from tests.bench.serverlimits import MOST, set_limits
from tests.bot.chaos import PEOPLE, setups
from tests.bot.killrun import BlindClicker, open_tables
from tests.cluster.clusterrun import ClusterProcess, click_hands, table_message
from tests.discord_sim import DiscordSim, SimConfig, SimInteraction, SimulatorError


def figures(clicks: list[SimInteraction]) -> dict[str, Any]:
    """Answer and panel times of the clicks, in seconds."""
    answered = [ix.callback_at - ix.created_at for ix in clicks
                if ix.callback_at is not None and not ix.errors]
    # the panel: the deferred answer's message filled in (or a followup)
    panels = [min((m.edited_at or m.created_at) for m in shown) - ix.created_at
              for ix in clicks if (shown := [m for m in ix.messages if not m.is_loading])]
    return {"clicks": len(clicks),
            "answer median s": round(statistics.median(answered), 3) if answered else None,
            "answer max s": round(max(answered), 3) if answered else None,
            "late or none": sum(1 for ix in clicks if not ix.answered or ix.errors),
            "panel median s": round(statistics.median(panels), 3) if panels else None,
            "panel max s": round(max(panels), 3) if panels else None}


async def run(tables: int, kills: int, seed: int, ready: float,
              seats: int = 3) -> list[dict[str, Any]]:
    """The kills; one line of figures each."""
    rng = random.Random(seed)
    out = []
    with tempfile.TemporaryDirectory(prefix="speedtisch-hands-") as folder:
        async with DiscordSim(SimConfig(default_timeout=30)) as sim:
            sim.allow_unanswered()
            bot = ClusterProcess(sim, str(Path(folder) / "hands.sqlite3"), Path(folder), None,
                                 processes=1, ready_timeout=ready)
            await bot.start()
            await set_limits(sim, tische_pro_server=MOST)
            choices = setups(plugins(), seats=seats)
            wanted = [choices[i % len(choices)] for i in range(tables)]
            threads = await open_tables(sim, wanted, bedenkzeit=120)
            await sim.wait_until(lambda: all(table_message(sim, t) for t in threads),
                                 timeout=60, what="every table message")
            people = BlindClicker(sim, threads, rng, people=seats)
            for _ in range(kills):
                await people.run(rng.uniform(1.0, 5.0))
                await bot.kill()
                await bot.start()
                hands = await click_hands(sim, threads, PEOPLE[:seats])
                with contextlib.suppress(SimulatorError):   # (the panels, up to 15 s)
                    await sim.wait_until(lambda h=hands: all(any(
                        not m.is_loading for m in ix.messages) for ix in h), timeout=15)
                out.append(figures(hands))
                print(json.dumps(out[-1]), file=sys.stderr, flush=True)
            await bot.stop()
            print("\n".join(bot.tracebacks()), file=sys.stderr)
    return out


def main(argv: list[str] | None = None) -> int:
    """Run and print the figures of every kill."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=13)
    parser.add_argument("--kills", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--ready", type=float, default=2.0,
                        help="discord.py's guild_ready_timeout (python -m bot: its default 2 s)")
    args = parser.parse_args(argv)
    for line in asyncio.run(run(args.tables, args.kills, args.seed, args.ready, args.seats)):
        print(json.dumps(line, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
