"""Bot processes of a cluster against one simulator and one database (issue
36, item 4; used by tests/cluster/test_cluster_e2e.py).

Each :class:`ClusterProcess` runs ``bot.client.make_bot`` the way ``python
-m bot`` does under the launcher (its shards from ``SPEEDTISCH_SHARDS`` and
``SPEEDTISCH_SHARD_COUNT``, its database from ``SPEEDTISCH_DB``), on the
kill run's fast table clock (tests/bot/killrun.py), against the simulator
of this process. People act in the guilds of every shard; a guild's clicks
reach the process of its shard only.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.kit.runtime.clock import AsyncioScheduler, Callback, Handle
from bot.kit.runtime.shards import parse_ids
from bot.registry import plugins
from bot.storage import Storage
from bot.storage.records import LiveTable, Status
from tests.bench.serverlimits import MOST, set_limits
from tests.bot import troedel_play
from tests.bot.chaos import PEOPLE, GameSetup
from tests.bot.e2e import join_label
from tests.bot.killcheck import SPEED
from tests.bot.killrun import ROOT, BlindClicker, BotProcess
from tests.discord_sim import (
    DiscordSim,
    Person,
    SimChannel,
    SimInteraction,
    SimMessage,
    SimulatorError,
)
from tests.discord_sim.guilds import SimGuild

RUNNER = """
import logging, os, sys

if __name__ == "__main__":  # the picture process starts by spawn: it imports this file
    import discord, yarl
    discord.http.Route.BASE = sys.argv[1]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(levelname)s %(name)s %(message)s")
    logging.getLogger("bot.client").setLevel(logging.INFO)
    from bot.client import make_bot
    from bot.config import Settings
    from tests.cluster.clusterrun import NoonScheduler

    settings = Settings.from_env()
    # (python -m bot waits discord.py's default 2 s for the guilds; tests need not)
    ready = float(os.environ.get("SPEEDTISCH_TEST_READY", "0.05"))
    bot = make_bot(settings, scheduler=NoonScheduler(), guild_ready_timeout=ready)

    async def no_pause(shard_id, *, initial=False):
        return None   # Discord's 5 s between two IDENTIFYs: the simulator needs none

    bot.before_identify_hook = no_pause
    if os.environ.get("SPEEDTISCH_TEST_PROFILE"):
        # (tests/bench/restart_hands.py --profile: where the loop goes right after connecting)
        import asyncio, cProfile, pstats

        async def profile_start():
            profiler = cProfile.Profile()
            profiler.enable()
            await asyncio.sleep(float(os.environ["SPEEDTISCH_TEST_PROFILE"]))
            profiler.disable()
            stats = pstats.Stats(profiler, stream=sys.stderr)
            stats.sort_stats("cumulative").print_stats(45)

        async def on_connect():
            if not getattr(bot, "_profiled", False):
                bot._profiled = True
                asyncio.get_running_loop().create_task(profile_start())

        bot.add_listener(on_connect, "on_connect")
    from bot.client import run
    run(bot, settings.token)   # as python -m bot runs it: on uvloop where installed
"""


#: A Berlin noon: the fast table clock of the cluster's processes starts here.
NOON = 1_800_010_800.0
#: The real time the cluster started (the same in every process, restarted ones too).
STARTED_ENV = "SPEEDTISCH_TEST_STARTED"


class NoonScheduler(AsyncioScheduler):
    """Table time :data:`SPEED` times as fast as the wall clock (as the kill
    run's), from a Berlin noon at the cluster's start: every process and
    restart reads the stored deadlines on one clock, and a run of minutes
    never crosses midnight (the daily list is today's)."""

    def __init__(self) -> None:
        super().__init__()
        self.started = float(os.environ.get(STARTED_ENV) or time.time())

    def now(self) -> float:
        """The fast clock's time."""
        return NOON + (time.time() - self.started) * SPEED

    def call_later(self, delay: float, callback: Callback) -> Handle:
        """Run ``callback`` after ``delay`` seconds of fast time."""
        return super().call_later(delay / SPEED, callback)


def open_store(db: str) -> Any:
    """The database of the cluster, opened from this process."""
    return Storage.open(db if "://" in db else Path(db))


#: When this test process started its cluster's clock.
CLUSTER_STARTED = time.time()


class ClusterProcess(BotProcess):
    """One bot process of the cluster: its shards of all, one database."""

    def __init__(self, sim: DiscordSim, db: str, folder: Path, shards: str | None, *,
                 processes: int = 2, ready_timeout: float = 0.05,
                 picture_servers: tuple[str, ...] = ()) -> None:
        super().__init__(sim, Path(db), folder)
        self.db_url = db
        self.shards = parse_ids(shards) if shards is not None else (0,)
        self.runner = folder / "cluster_runner.py"
        self.runner.write_text(RUNNER, encoding="utf-8")
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT),
                    "DISCORD_TOKEN": sim.token, "SPEEDTISCH_DB": db,
                    "SPEEDTISCH_PROCESSES": str(processes),
                    "SPEEDTISCH_TEST_READY": str(ready_timeout),
                    STARTED_ENV: str(CLUSTER_STARTED)}
        if picture_servers:         # the machine's, as the launcher names them
            self.env |= {"SPEEDTISCH_PICTURE_SERVERS": ",".join(picture_servers),
                         "SPEEDTISCH_LOCAL_PROCESSES": str(processes)}
        if shards is not None:      # else one unsharded process, as python -m bot
            self.env |= {"SPEEDTISCH_SHARDS": shards,
                         "SPEEDTISCH_SHARD_COUNT": str(sim.config.shard_count)}
        #: Whether the process runs (between start and kill).
        self.up = False

    async def start(self) -> None:
        """Start the process and wait until every shard of it is connected
        (its tables are rebuilt before it connects: setup_hook)."""
        known = set(self.sim.gateway.sessions)
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, str(self.runner), self.sim.api_url, self.sim.gateway_url,
            cwd=self.runner.parent, env=self.env, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE, start_new_session=True)
        self._reader = asyncio.get_running_loop().create_task(self._read())

        def connected() -> bool:
            if self.process is not None and self.process.returncode is not None:
                raise SimulatorError("the bot process ended:\n" + "\n".join(self.logs[-20:]))
            fresh = {s.shard_id for k, s in self.sim.gateway.sessions.items()
                     if k not in known and s.connected}
            return set(self.shards) <= fresh

        await self.sim.wait_until(connected, timeout=90, what=f"shards {self.shards} to connect")
        self.up = True

    async def kill(self) -> None:
        """SIGKILL, no shutdown; its sockets close, the other process's stay.
        Its picture and deciding processes go with it at once, as when its
        container or machine dies (how they notice a killed bot alone is the
        kill run's: tests/bot/killrun.py)."""
        assert self.process is not None
        self.up = False
        self.process.send_signal(signal.SIGKILL)
        await asyncio.sleep(0.1)
        self._kill_group()
        await asyncio.wait_for(self.process.wait(), 30)
        await self._drain()

    def loops(self) -> list[str]:
        """The event loop each start of it ran on (its log says)."""
        return [line.split("(event loop: ")[1].split(")")[0] for line in self.logs
                if "bot.client restored " in line]

    def restored(self) -> list[int]:
        """How many tables each start of it restored (its log says)."""
        return [int(line.split("restored ")[1].split()[0]) for line in self.logs
                if "bot.client restored " in line]

    def owns(self, guild: SimGuild) -> bool:
        """Whether ``guild`` is on one of its shards."""
        return guild.shard(self.sim.config.shard_count) in self.shards


async def set_limits_in(sim: DiscordSim, guild: SimGuild) -> None:
    """The server's admin lets people click at a machine's pace (issue 37's
    limits; the bot processes do not run under the tests' conftest)."""
    await set_limits(sim, guild.channel, tische_pro_person=50, aktionen_pro_10s=MOST)


async def open_table_in(sim: DiscordSim, guild: SimGuild, setup: GameSetup,
                        host: int = 0) -> SimChannel:
    """A table of ``setup`` in ``guild``: the people from ``host`` on sit down, the first starts."""
    anna, *guests = (sim.member(n) for n in PEOPLE[host:host + setup.seats])
    known = {th.id for th in sim.threads}
    command = await anna.run_command(f"{setup.game} tisch", channel=guild.channel,
                                     plaetze=setup.seats, **setup.options)
    await command.wait_for_reply(timeout=30)
    thread = await sim.wait_for(lambda: next(
        (th for th in sim.threads if th.id not in known and th.guild_id == guild.id), None),
        timeout=30, what="a thread")
    lobby = await sim.wait_for_message(thread, where=lambda m: "Starten" in m.button_labels,
                                       since=0, timeout=30)
    for guest in guests:
        await guest.click(lobby, join_label(lobby), timeout=30)
    await anna.click(lobby, "Starten", timeout=30)
    return thread


class GuildClicker(BlindClicker):
    """People pressing what they see in the threads of some guilds, counting
    which of their clicks got no answer (Discord: "Interaktion fehlgeschlagen")."""

    def __init__(self, sim: DiscordSim, threads: list[SimChannel], rng: random.Random,
                 people: int = 3) -> None:
        super().__init__(sim, threads, rng, people)
        self.sent: list[SimInteraction] = []

    def connected(self) -> bool:
        """Whether every thread's shard is connected."""
        for thread in self.threads:
            session = self.sim.gateway.session_for_guild(self.sim.guild_of(thread))
            if session is None or not session.connected:
                return False
        return True

    async def step(self) -> None:
        """One click, remembered with its interaction."""
        before = set(self.sim.interactions)
        await super().step()
        self.sent += [ix for k, ix in self.sim.interactions.items() if k not in before]

    def failed(self) -> list[SimInteraction]:
        """The clicks that got no answer in time."""
        return [ix for ix in self.sent if not ix.answered or ix.errors]


@dataclass
class TableCounts:
    """Each table's stored actions at one moment."""

    actions: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    status: dict[int, Status] = field(default_factory=dict)
    #: The table of each thread.
    by_thread: dict[int, int] = field(default_factory=dict)
    #: Each table's guild.
    guild: dict[int, int | None] = field(default_factory=dict)

    def open_on(self, shards: Sequence[int], count: int) -> set[int]:
        """The lobbies and live tables of the guilds on ``shards``."""
        return {t for t, status in self.status.items() if status.is_open
                and ((self.guild[t] or 0) >> 22) % count in shards}


async def table_counts(db: str, games: Sequence[str], ids: Sequence[int] | None = None
                       ) -> TableCounts:
    """Every table's status and stored actions (all of them or those of ``ids``)."""
    store = await open_store(db)
    found = TableCounts()
    try:
        for game in games:
            lives: list[LiveTable] = await store.tables.open_tables(
                game=game, statuses=tuple(Status))
            for live in lives:
                if ids is None or live.table.id in ids:
                    found.actions[live.table.id] = [a.action for a in live.actions]
                    found.status[live.table.id] = live.table.status
                    found.guild[live.table.id] = live.table.guild_id
                    if live.table.thread_id is not None:
                        found.by_thread[live.table.thread_id] = live.table.id
    finally:
        await store.close()
    return found


def table_message(sim: DiscordSim, thread: SimChannel) -> SimMessage | None:
    """The newest public message of the thread with a "Meine Karten" button."""
    return next((m for m in reversed(sim.bot_messages(thread))
                 if any(":hand:" in (b.custom_id or "") for b in m.buttons)), None)


async def click_hands(sim: DiscordSim, threads: Sequence[SimChannel],
                      people: Sequence[str]) -> list[SimInteraction]:
    """Each of ``people`` clicks "Meine Karten" on the table message of every
    thread at once (the message from before a restart: the one they see;
    a thread without one, its game over, is left out);
    waits for every answer, or Discord's deadline."""
    clicks = []
    for thread in threads:
        table = table_message(sim, thread)
        if table is None:
            continue   # its game ended
        hand = next(b.custom_id or "" for b in table.buttons if ":hand:" in (b.custom_id or ""))
        for name in people:
            clicks.append(sim.member(name).click(table, hand, wait=False))
    sent = list(await asyncio.gather(*clicks))
    end = time.monotonic() + sim.config.first_answer_deadline + 2
    while time.monotonic() < end and not all(ix.answered or ix.errors for ix in sent):
        await asyncio.sleep(0.05)
    return sent


def replayed(live: LiveTable) -> Any:
    """The engine state of a stored table: its log replayed (Leave actions are the shell's)."""
    from bot.kit.settings import KitSettings
    from engines.core import Leave, from_json

    record = live.table
    info = next(p.info for p in plugins() if p.info.name == record.game)
    options = KitSettings.from_json(info, record.options).engine_options(info)
    state = info.new_game(len(record.seats), record.seed, options)
    types = (*info.action_types, Leave)
    for stored in live.actions:
        action = from_json(stored.action, types)
        if not isinstance(action, Leave):
            state.apply(action)
    return state


async def stored_table(store: Any, game: str, thread: SimChannel) -> LiveTable:
    """The stored table whose thread is ``thread``."""
    for live in await store.tables.open_tables(game=game, statuses=tuple(Status)):
        if live.table.thread_id == thread.id:
            return live
    raise SimulatorError(f"no stored table in {thread.name}")


async def play_daily(sim: DiscordSim, db: str, thread: SimChannel, person: Person,
                     seed: int, limit: float = 90.0) -> bool:
    """``person`` plays their Speedtrödel daily game in ``thread`` to its end
    through their panels, choosing any legal card (the hand of
    tests/bot/troedel_play.py, reading the stored log: the bot runs in
    another process); whether it ended within ``limit`` seconds."""
    rng = random.Random(seed)
    store = await open_store(db)
    try:
        end = time.monotonic() + limit
        while time.monotonic() < end:
            live = await stored_table(store, "troedel", thread)
            if live.table.status is Status.FINISHED:
                return True
            state = replayed(live)
            seat = next(i for i, s in enumerate(live.table.seats)
                        if getattr(s, "user_id", None) == person.id)
            session = sim.gateway.session_for_guild(sim.guild_of(thread))
            if state.is_over() or not any(d.seat == seat for d in state.pending()) or (
                    session is None or not session.connected):
                # the computers' turn, the end being stored, or the bot process down
                await asyncio.sleep(0.05)
                continue
            legal = state.legal(seat)
            table = table_message(sim, thread)
            if table is None:
                await asyncio.sleep(0.05)
                continue
            try:
                panel = await (await person.click(table, "Meine Karten")).wait_for_reply(
                    contains="Deine Karten", timeout=10, ephemeral=True)
                await troedel_play.choose(person, panel, legal[int(rng.random() * len(legal))])
            except (SimulatorError, RuntimeError):   # (a button gone: StopIteration)
                continue    # the game moved on meanwhile, or the bot died: read it again
            # (a click the game refused stores nothing: read again after a while)
            done, step_end = len(live.actions), min(end, time.monotonic() + 5)
            while time.monotonic() < step_end and len(
                    (await stored_table(store, "troedel", thread)).actions) <= done:
                await asyncio.sleep(0.05)
        return False
    finally:
        await store.close()


async def open_daily(sim: DiscordSim, guild: SimGuild, person: Person) -> SimChannel:
    """``person`` opens today's Speedtrödel daily game in ``guild``; its thread."""
    ix = await person.run_command("troedel tagesspiel", channel=guild.channel)
    opened = await ix.wait_for_reply(contains="Solo-Partie", timeout=30)
    found = re.search(r"<#(\d+)>", opened.text)
    assert found is not None, opened.text
    return sim.channel(int(found[1]))
