"""Issue 36, item 4, "An end-to-end test of the cluster": two bot processes
with two shards each (0-1 and 2-3 of 4) and one PostgreSQL database, a
table open in a guild of every shard, people playing (tests/cluster/clusterrun.py).

- one process is killed with SIGKILL: the other process's tables keep
  playing, and every click there is answered;
- the killed one's tables come back when it restarts, with nothing lost
  (each stored log starts with the actions stored at the kill, no table is
  set aside), it restores its own guilds' tables only, and they play on;
- right after the restart every "Meine Karten" click of every seated
  person is answered within Discord's 3 s (the simulator refuses a later
  first answer, as Discord does: "Interaktion fehlgeschlagen");
- a daily game finished in guilds of different shards (so in different
  processes; Ben's through the kill) appears in one daily list.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path

import pytest

from bot.kit.runtime import eventloop
from bot.kit.runtime.picture_server import socket_paths, started
from bot.registry import plugins
from tests.bench.loadkit import child_cpu_rss
from tests.bot.chaos import PEOPLE, GameSetup
from tests.cluster.clusterrun import (
    ClusterProcess,
    GuildClicker,
    click_hands,
    open_daily,
    open_table_in,
    play_daily,
    set_limits_in,
    table_counts,
    table_message,
)
from tests.discord_sim import DiscordSim, SimConfig

GAMES = tuple(p.info.name for p in plugins())
#: The loop ``python -m bot`` runs on here: uvloop, a dependency, where it installs.
PRODUCT_LOOP = "uvloop" if eventloop.loop_factory({}) is not None else "asyncio"
#: One table per guild, so per shard: a game each.
SETUPS = (GameSetup("troedel", 3), GameSetup("spuk", 3), GameSetup("fossil", 3),
          GameSetup("fabel", 3, {"spielart": "klassisch"}))


@pytest.fixture
def database(postgres_url: str) -> str:
    """The cluster's one database: a fresh one on the session's PostgreSQL server."""
    return postgres_url


async def test_a_killed_process_loses_nothing_and_the_other_plays_on(database: str) -> None:
    rng = random.Random(36)
    with tempfile.TemporaryDirectory(prefix="speedtisch-cluster-") as folder, \
            started(socket_paths(folder, 1)) as servers:
        # both draw in the machine's one picture server, as the launcher runs them
        paths = socket_paths(folder, 1)
        async with DiscordSim(SimConfig(shard_count=4, default_timeout=15)) as sim:
            sim.allow_unanswered()    # clicks in flight at the kill get no answer
            guilds = [await sim.add_guild(shard=s, name=f"Server {s}") for s in range(4)]
            low = ClusterProcess(sim, database, Path(folder), "0-1", picture_servers=paths)
            high = ClusterProcess(sim, database, Path(folder), "2-3", picture_servers=paths)
            dailies: list[asyncio.Task[bool]] = []
            try:
                await low.start()     # (shard 0's process uploads the commands)
                await high.start()
                for guild in guilds:
                    await set_limits_in(sim, guild)
                # Anna's daily game on shard 1 (the process that stays), Ben's on
                # shard 2 (the one killed): both play through the kill
                anna, ben = sim.member("anna"), sim.member("ben")
                daily = [await open_daily(sim, guilds[1], anna),
                         await open_daily(sim, guilds[2], ben)]
                dailies = [asyncio.ensure_future(play_daily(sim, database, daily[n], person, n))
                           for n, person in enumerate((anna, ben))]
                threads = [await open_table_in(sim, guild, setup)
                           for guild, setup in zip(guilds, SETUPS, strict=True)]
                mine = [t for t, g in zip(threads, guilds, strict=True) if low.owns(g)]
                theirs = [t for t, g in zip(threads, guilds, strict=True) if high.owns(g)]
                await sim.wait_until(lambda: all(table_message(sim, t) for t in threads),
                                     timeout=30, what="every table message")
                lows = GuildClicker(sim, mine, rng)
                highs = GuildClicker(sim, theirs, rng)
                for _ in range(20):
                    await lows.step()
                    await highs.step()
                drawn = child_cpu_rss([servers[0].pid])[0]
                await high.kill()
                at_kill = await table_counts(database, GAMES)
                # the other process plays on: its tables move, every click is answered
                lows.sent.clear()
                await lows.run(3.0)
                on = await table_counts(database, GAMES)
                for thread in mine:
                    table_id = at_kill.by_thread[thread.id]
                    assert len(on.actions[table_id]) > len(at_kill.actions[table_id])
                assert lows.sent and lows.failed() == []
                # the picture server outlived the killed process and drew on for the other
                assert servers[0].poll() is None and child_cpu_rss([servers[0].pid])[0] > drawn
                # the killed process comes back; right after, every "Meine Karten" is
                # answered within Discord's 3 s (a later first answer is refused)
                await high.start()
                hands = await click_hands(sim, theirs, PEOPLE[:3])
                assert len(hands) == 3 * len(theirs)
                late = [(ix.user.name, ix.errors) for ix in hands if not ix.answered or ix.errors]
                assert late == []
                # it restored its own guilds' tables and daily game only
                assert high.restored() == [0, len(at_kill.open_on((2, 3), 4))]
                # both starts ran on the bot's own loop, as python -m bot does
                assert high.loops() == [PRODUCT_LOOP, PRODUCT_LOOP]
                assert at_kill.by_thread[daily[1].id] in at_kill.open_on((2, 3), 4)
                after = await table_counts(database, GAMES)
                for table_id, actions in at_kill.actions.items():
                    assert after.actions[table_id][:len(actions)] == actions
                    assert after.status[table_id].value in ("live", "finished")
                highs.sent.clear()
                await highs.run(3.0)
                assert highs.failed() == []
                moved = await table_counts(database, GAMES)
                for thread in theirs:
                    table_id = at_kill.by_thread[thread.id]
                    assert len(moved.actions[table_id]) > len(at_kill.actions[table_id])
                # the two daily games, finished in two processes, are on one daily list
                assert await asyncio.gather(*dailies) == [True, True]
                listing = await (await sim.member("carla").run_command(
                    "troedel tagesliste", channel=guilds[0].channel)).wait_for_reply(
                    contains="Tages-Bestenliste", timeout=30)
                ranked = [line for line in listing.text.splitlines() if line[:1].isdigit()]
                assert len(ranked) == 2
                assert {anna.mention, ben.mention} == {
                    m for line in ranked for m in (anna.mention, ben.mention) if m in line}
            finally:
                for task in dailies:
                    task.cancel()
                for process in (low, high):
                    if process.up:
                        await process.stop()
            assert low.tracebacks() == [] and high.tracebacks() == []
