"""How many private panels a person gets, and what they cost (issue 29).

Run: ``python -m tests.bench.panels [--games fabel troedel spuk fossil] [--clicks N] [--json]``

Anna, Ben and Carla play a scripted game of every game in the Discord
simulator (table time on a manual clock), each through their living panel
(tests/bot/panel_play.py: "Meine Karten" only when they have no panel of
the decision asked of them). Printed per game:

- panels per person and panels per decision (decisions asked of people);
- copies of a just-used panel (the goal is 0) and the panel-model problems
  the watch found (a click not answered on its panel, two panels alive,
  a panel without its deadline, a mention left after acting, a moment
  after the panel);
- pings (mentions) sent, and left standing at the end (the goal is 0);
- the bot's requests to Discord per person action, split by what they did:
  panels (interaction callbacks, followups, their edits and deletes),
  deletions of old panels and mentions, and everything else (the table
  message, moments, mentions). Discord allows about 50 requests a second
  per bot token.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.fabel.plugin import PLUGIN as FABEL
from bot.fossil.plugin import PLUGIN as FOSSIL
from bot.kit.runtime.clock import ManualScheduler
from bot.spuk.plugin import PLUGIN as SPUK
from bot.storage import Storage
from bot.troedel.plugin import PLUGIN as TROEDEL
from tests.bench.serverlimits import MOST, set_limits
from tests.bot.panel_play import open_three, play
from tests.discord_sim import DiscordSim, SimConfig
from tests.discord_sim.errors import SimTimeout

GAMES = ("fabel", "troedel", "spuk", "fossil")
#: The manual clock's start (as the tests' fixture).
START = 1_800_000_000.0


def _kind(route: str) -> str:
    """What a request did, for the cost split."""
    if route.startswith("DELETE"):
        return "deletes"
    if "/webhooks/" in route or "/interactions/" in route:
        return "panels"
    return "other"


async def one_game(game: str, seed: int, clicks: int) -> dict[str, Any]:
    """A scripted three-person game of ``game``; its figures."""
    # a busy machine may take longer than a test's 5 s to settle a step
    sim = DiscordSim(SimConfig(default_timeout=60.0))
    await sim.start()
    with tempfile.TemporaryDirectory() as folder:
        storage = await Storage.open(Path(folder) / "bench.sqlite3")
        clock = ManualScheduler(start=START)
        bot = SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=Path()),
                            scheduler=clock, storage=storage, games=(FABEL, TROEDEL, SPUK, FOSSIL))
        await sim.start_bot(bot)
        try:
            # scripted people click at a machine's pace (tests/bench/serverlimits.py)
            await set_limits(sim, aktionen_pro_10s=MOST)
            thread, watch = await open_three(sim, bot, game, seed)
            start = len(sim.rest.requests)
            stopped = ""
            try:
                await play(sim, bot, clock, game, watch, random.Random(f"bench-{game}-{seed}"),
                           clicks=clicks)
            except SimTimeout as timeout:
                # a panel that never answered (an old tree's dead end): the
                # figures so far, and why the game stopped
                stopped = str(timeout).splitlines()[0]
            for _ in range(3):
                # the end: the last refreshes and deletions go out
                await asyncio.sleep(0.2)
            requests = sim.rest.requests[start:]
            split = Counter(_kind(r.route) for r in requests)
            pings = sum(1 for m in thread.messages
                        if not m.is_ephemeral and "du bist dran" in m.text)
            figures = watch.summary()
            figures.update(
                game=game, over=watch.running.table.state.is_over(), stopped=stopped,
                pings_sent=pings,
                problems=len(watch.problems), first_problems=watch.problems[:3],
                problem_kinds=dict(watch.kinds),
                requests=len(requests),
                requests_per_click=round(len(requests) / max(1, watch.clicks), 2),
                **{f"requests_{k}": v for k, v in sorted(split.items())})
            return figures
        finally:
            await sim.stop_bot(bot)
            await storage.close()
            await sim.stop()


def main(argv: list[str] | None = None) -> None:
    """Play the games and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=GAMES)
    parser.add_argument("--clicks", type=int, default=10_000,
                        help="stop a game after this many person actions (default: its end)")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = [asyncio.run(one_game(game, args.seed, args.clicks)) for game in args.games]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"{'game':8} {'over':>5} {'clicks':>6} {'decis.':>6} {'pan/pers':>8} "
          f"{'pan/dec':>7} {'copies':>6} {'pings':>5} {'left':>4} {'probl.':>6} "
          f"{'req/click':>9} {'deletes':>7}")
    for r in rows:
        print(f"{r['game']:8} {r['over']!s:>5} {r['clicks']:>6} {r['decisions']:>6} "
              f"{r['panels_per_person']:>8.1f} {r['panels_per_decision']:>7.2f} "
              f"{r['copies']:>6} {r['pings_sent']:>5} {r['pings_left']:>4} "
              f"{r['problems']:>6} {r['requests_per_click']:>9.2f} "
              f"{r.get('requests_deletes', 0):>7}")
        if r["stopped"]:
            print(f"    stopped: {r['stopped']}")
        if r["problem_kinds"]:
            print(f"    problems by kind: {r['problem_kinds']}")
        for problem in r["first_problems"]:
            print(f"    e.g. {problem}")


if __name__ == "__main__":
    main()
