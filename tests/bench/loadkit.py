"""Shared parts of the load benchmarks, on the bot's side.

Two processes, as in production where Discord is elsewhere:

- **this one** runs the real bot alone (real ``AsyncioScheduler``, SQLite
  on a temp file, fixed seeds) and measures it: event-loop lag, CPU time,
  resident memory;
- **the simulator process** (:mod:`tests.bench.loadsim`, started by
  :class:`SimProcess`) serves the Discord simulator on 127.0.0.1 and runs
  the simulated people. It times what people feel from their side: when a
  click was created, when its first answer came, when each message was
  edited.

The probes here only observe: the presenter's public edit and its event
hook are wrapped to note, per table, the time each action was applied (and
by which seat) and the action count each public edit showed; the storage's
calls are timed (their wait for the database lock included). After a run
the two sides' notes are joined (:func:`match_updates`): an acting click is
shown by the first edit of its table's message that includes an action of
that seat applied after the click. Both processes read the same wall clock.

People ask this process what their seat has to decide through the
:class:`Oracle`, a thread with a socket of its own (it reads the tables
without the event loop); its CPU time is measured and left out of the
bot's CPU per action.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import gc
import json
import logging
import os
import socketserver
import statistics
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import discord
import discord.gateway
import discord.http
import yarl

from bot.client import SpeedtischBot, make_bot
from bot.config import Settings
from bot.kit.presenter import KitPresenter
from bot.kit.runtime.clock import AsyncioScheduler
from bot.kit.runtime.shards import Shards
from bot.storage import Storage
from bot.storage.database import Database
from engines.core import Event
from engines.fabel import money
from tests.bench.load_census import rss

log = logging.getLogger(__name__)

#: A click that changed nothing public within this time is left unmatched.
UPDATE_HORIZON = 15.0
#: After the window, the bot goes on this long so that late clicks can show.
GRACE = 5.0


# ------------------------------------------------------------------ figures
def percentile(values: Iterable[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank); NaN if empty."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary_ms(values: list[float]) -> dict[str, float]:
    """Median, p95, p99 and max of durations in seconds, as milliseconds."""
    return {
        "n": float(len(values)),
        "median": 1000 * statistics.median(values) if values else float("nan"),
        "p95": 1000 * percentile(values, 0.95),
        "p99": 1000 * percentile(values, 0.99),
        "max": 1000 * max(values) if values else float("nan"),
    }


def rss_bytes() -> int:
    """Resident memory of this process (VmRSS)."""
    return rss()


def child_cpu_rss(pids: Iterable[int]) -> tuple[float, int]:
    """CPU seconds (user + system) and resident bytes of other processes of
    this one (the bot's picture processes), from /proc."""
    ticks = os.sysconf("SC_CLK_TCK")
    cpu, rss = 0.0, 0
    for pid in pids:
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / ticks
            with open(f"/proc/{pid}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        rss += int(line.split()[1]) * 1024
    return cpu, rss


def pss_bytes(pids: Iterable[int]) -> int:
    """Proportional memory of processes (PSS, from /proc: a page that n
    processes share counts 1/n in each)."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError), \
                open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    total += int(line.split()[1]) * 1024
                    break
    return total


def collect() -> None:
    """A full garbage collection before a memory reading."""
    gc.collect()


def machine() -> str:
    """Cores and load, for the report."""
    return f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}"


class GcMonitor:
    """Times the garbage collector's pauses (they stop the event loop), in CPU
    time of the collecting thread: on a shared machine wall time would mostly
    show the waits for a CPU."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._start = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.pauses[info["generation"]].append(time.thread_time() - self._start)

    def start(self) -> None:
        """Begin timing."""
        gc.callbacks.append(self._callback)

    def reset(self) -> None:
        """Forget what was timed."""
        self.pauses = {0: [], 1: [], 2: []}

    def stop(self) -> None:
        """Stop timing."""
        with contextlib.suppress(ValueError):
            gc.callbacks.remove(self._callback)

    def figures(self) -> dict[str, float]:
        """Per generation: how many pauses, their longest and their sum (ms)."""
        out: dict[str, float] = {}
        for generation, pauses in self.pauses.items():
            out[f"gen{generation}_count"] = len(pauses)
            out[f"gen{generation}_max_ms"] = 1000 * max(pauses, default=0.0)
            out[f"gen{generation}_total_ms"] = 1000 * sum(pauses)
        return out


async def periodically(interval: float, job: Callable[[], Awaitable[None] | None]) -> None:
    """Run ``job`` every ``interval`` seconds until cancelled."""
    while True:
        await asyncio.sleep(interval)
        result = job()
        if result is not None:
            await result


# ------------------------------------------------------------ the bot side
@dataclass
class BotProbe:
    """Notes, in the bot process, when each action was applied and which
    action count each public edit showed."""

    #: table id -> [(seat or None, applied at)] in action order
    actions: dict[int, list[tuple[int | None, float]]] = field(default_factory=dict)
    #: (table id, message id, actions shown, done at) of every successful edit
    edits: list[tuple[int, int, int, float]] = field(default_factory=list)
    #: when each edit went out with an older picture (the picture queue was full)
    behind: list[float] = field(default_factory=list)
    #: (done at, seconds) of every storage call, its wait for the lock included
    storage: list[tuple[float, float]] = field(default_factory=list)

    def install(self) -> Callable[[], None]:
        """Wrap the presenter's event hook and public edit; returns an undo."""
        probe = self
        original_events = KitPresenter.on_events
        original_edit = KitPresenter._edit_public

        def on_events(presenter: KitPresenter, table: Any, events: list[Event]) -> None:
            # Called right after the action was appended to the table's log.
            seat = getattr(table.actions[-1], "seat", None) if table.actions else None
            probe.actions.setdefault(table.id, []).append((seat, time.time()))
            original_events(presenter, table, events)

        async def edit_public(presenter: KitPresenter, table: Any, *, paid: bool) -> None:
            # The edit shows the state as it is now: the presenter reads the view
            # before its first await.
            shown, editing, before = table.seq, presenter.message, presenter.edits
            behind = presenter.pictures_behind
            await original_edit(presenter, table, paid=paid)
            if editing is not None and presenter.edits > before:
                probe.edits.append((table.id, editing.id, shown, time.time()))
                if presenter.pictures_behind > behind:
                    probe.behind.append(time.time())

        KitPresenter.on_events = on_events  # type: ignore[method-assign]
        KitPresenter._edit_public = edit_public  # type: ignore[method-assign]
        originals = {name: getattr(Database, name)
                     for name in ("execute", "insert", "fetchone", "fetchall")}

        def timed(call: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
            async def wrapper(*args: Any, **kwargs: Any) -> Any:
                start = time.perf_counter()
                try:
                    return await call(*args, **kwargs)
                finally:
                    probe.storage.append((time.time(), time.perf_counter() - start))
            return wrapper

        for name, call in originals.items():
            setattr(Database, name, timed(call))

        def undo() -> None:
            KitPresenter.on_events = original_events  # type: ignore[method-assign]
            KitPresenter._edit_public = original_edit  # type: ignore[method-assign]
            for name, call in originals.items():
                setattr(Database, name, call)

        return undo

    def storage_between(self, start: float, end: float) -> list[float]:
        """Durations of the storage calls that ended between two wall-clock times."""
        return [took for at, took in self.storage if start <= at < end]

    def applied_between(self, start: float, end: float) -> int:
        """Actions applied at all tables between two wall-clock times."""
        return sum(1 for log_ in self.actions.values() for _, at in log_ if start <= at < end)


def match_updates(acting: list[list[Any]], probe: BotProbe, patches: list[list[float]],
                  until_time: float, by_verb: dict[str, list[float]] | None = None,
                  applied_by_verb: dict[str, list[float]] | None = None
                  ) -> tuple[list[float], int, dict[int, list[float]]]:
    """Join the two sides' notes: for every acting click (table, seat, created
    at), the time from the click to the first edit of its table's message
    (as the simulator applied it) that shows the seat's first action applied
    after the click. Returns the durations, the number of clicks not shown
    within :data:`UPDATE_HORIZON` and by ``until_time`` (a refused click
    applies nothing and counts here too), and every table's edit times as
    the simulator applied them. ``by_verb`` collects the durations by the
    clicked button's verb, ``applied_by_verb`` the part from the click until
    the action was applied (the rest is the wait for the edit).

    The simulator's edits of a message are paired with the bot's in order;
    where their counts differ, a bot edit takes the latest simulator edit of
    that message before it finished.
    """
    sim_times: dict[int, list[float]] = {}
    for message_id, at in patches:
        sim_times.setdefault(int(message_id), []).append(at)
    by_message: dict[int, list[tuple[int, int, float]]] = {}
    for table_id, message_id, shown, done in probe.edits:
        by_message.setdefault(message_id, []).append((table_id, shown, done))
    # table id -> [(time the edit was applied, actions shown)]
    shows: dict[int, list[tuple[float, int]]] = {}
    for message_id, bot_edits in by_message.items():
        times = sorted(sim_times.get(message_id, []))
        paired = len(times) == len(bot_edits)
        for n, (table_id, shown, done) in enumerate(bot_edits):
            if paired:
                at = times[n]
            else:
                k = bisect.bisect_right(times, done)
                at = times[k - 1] if k else done
            shows.setdefault(table_id, []).append((at, shown))
    for table_shows in shows.values():
        table_shows.sort()
    applied = {t: [at for _, at in log_] for t, log_ in probe.actions.items()}
    durations: list[float] = []
    unmatched = 0
    used: dict[int, set[int]] = {}
    ordered = sorted(acting, key=lambda c: c[2])
    # A person clicks again only after the answer to his click: an action of
    # his seat applied after his next click is not this click's (a refused
    # click, e.g. a bid overtaken, applies nothing).
    next_click: dict[tuple[int, int], float] = {}
    limits: list[float] = []
    for table_id, seat, at, _ in reversed(ordered):
        key = (int(table_id), int(seat))
        limits.append(next_click.get(key, float("inf")))
        next_click[key] = at
    limits.reverse()
    for (table_id, seat, at, verb), limit in zip(ordered, limits, strict=True):
        table_id = int(table_id)
        log_ = probe.actions.get(table_id, [])
        first = bisect.bisect_left(applied.get(table_id, []), at)
        taken = used.setdefault(table_id, set())
        index = next((i for i in range(first, len(log_))
                      if log_[i][0] == seat and i not in taken), None)
        if index is not None and log_[index][1] > limit:
            index = None
        shown_at = None
        if index is not None:
            shown_at = next((t for t, shown in shows.get(table_id, [])
                             if shown > index and t >= log_[index][1]), None)
        if index is not None:
            taken.add(index)
        if shown_at is None or shown_at - at > UPDATE_HORIZON or shown_at > until_time:
            unmatched += 1
            continue
        durations.append(shown_at - at)
        if by_verb is not None:
            by_verb.setdefault(verb, []).append(shown_at - at)
        if applied_by_verb is not None and index is not None:  # always found when shown
            applied_by_verb.setdefault(verb, []).append(log_[index][1] - at)
    return durations, unmatched, {t: [a for a, _ in s] for t, s in shows.items()}


# ------------------------------------------------------------------ oracle
class Oracle:
    """Answers the simulated people's questions about the bot's tables from a
    thread of its own (a stand-in for reading their panel). It reads the live
    objects without the event loop; a question that meets a table in the
    middle of a change is asked again."""

    def __init__(self) -> None:
        self.bot: SpeedtischBot | None = None
        self.cpu = 0.0
        self.questions = 0
        self._cpu_lock = threading.Lock()
        oracle = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    start = time.thread_time()
                    answer = oracle.answer(json.loads(line))
                    self.wfile.write(json.dumps(answer).encode() + b"\n")
                    with oracle._cpu_lock:
                        oracle.cpu += time.thread_time() - start
                        oracle.questions += 1

        socketserver.ThreadingTCPServer.daemon_threads = True
        self._server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.port: int = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True,
                                        name="load-oracle")

    def start(self) -> None:
        """Serve."""
        self._thread.start()

    def stop(self) -> None:
        """Stop serving."""
        self._server.shutdown()
        self._server.server_close()

    def answer(self, question: dict[str, Any]) -> Any:
        """One answer; None when there is nothing (yet)."""
        for _ in range(3):
            try:
                return self._answer(question)
            except Exception:  # the loop changed the table under us: ask again
                time.sleep(0.001)
        return None

    def _answer(self, q: dict[str, Any]) -> Any:
        bot = self.bot
        if bot is None or "fabel" not in getattr(bot, "controllers", {}):
            return None
        fabel = bot.controllers["fabel"]
        if q["q"] == "lobby":
            lobby = next((lb for lb in list(fabel.lobbies.values())
                          if lb.host_id == q["host"] and lb.message), None)
            if lobby is None or lobby.message is None:
                return None
            return {"thread": lobby.thread.id, "message": lobby.message.id}  # type: ignore
        if q["q"] == "table":
            found = [r for r in list(fabel.tables.values())
                     if r.host_id == q["host"] and r.table.id != q["other_than"]
                     and r.presenter.message is not None and not r.table.state.is_over()]
            if not found:
                return None
            running = max(found, key=lambda r: r.table.id)
            assert running.presenter.message is not None
            return {"table": running.table.id, "thread": running.thread.id,  # type: ignore
                    "message": running.presenter.message.id}
        running = fabel.tables.get(q["table"])
        if running is None:
            return None
        table = running.table
        if table.state.is_over():
            return {"over": True, "result": running.result is not None}
        seat = table.seat_of(q["user"])
        if seat is None:
            return None
        view = table.state.view(seat)
        decision = next((d for d in view.pending if d.seat == seat), None)
        seen: dict[str, Any] = {"seat": seat, "kind": None if decision is None
                                else decision.kind}
        hand = list(view.hand or ())
        seen["budget"] = sum(hand) // 2
        seen["high"] = view.auction.high if view.auction is not None else 10**9
        seen["deck"] = view.deck_count
        if seen["kind"] == "pay":
            legal = table.state.legal(seat)
            seen["target"] = money.counts_from_values(legal[0].cards) if legal else None
        elif seen["kind"] == "offer":
            counts = money.counts_from_values(hand) or []
            target = [0] * len(counts)
            for i, have in enumerate(counts):
                if have:
                    target[i] = 1
                    break
            seen["target"] = target
        return seen


# --------------------------------------------------- the simulator process
class SimProcess:
    """The simulator and the people in a process of their own
    (:mod:`tests.bench.loadsim`); one JSON line per command and answer."""

    def __init__(self) -> None:
        self.port = 0
        self.token = ""
        self._proc: asyncio.subprocess.Process | None = None

    async def start(self, people: int, seed: int, think: tuple[float, float]) -> None:
        """Start the process and learn its port and the bot's token."""
        self._proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.bench.loadsim", "--people", str(people),
            "--seed", str(seed), "--think", *(str(x) for x in think),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=2**28,
            env=os.environ | {"PYTHONUNBUFFERED": "1"})
        hello = await self._read()
        self.port, self.token = hello["port"], hello["token"]

    @property
    def pid(self) -> int | None:
        """The process's id (for its CPU share: it runs on the same cores)."""
        return None if self._proc is None else self._proc.pid

    async def _read(self) -> Any:
        assert self._proc is not None and self._proc.stdout is not None
        line = await self._proc.stdout.readline()
        if not line:
            raise RuntimeError("the simulator process ended")
        return json.loads(line)

    async def ask(self, cmd: str, **args: Any) -> Any:
        """Send a command and wait for its answer."""
        assert self._proc is not None and self._proc.stdin is not None
        self._proc.stdin.write(json.dumps({"cmd": cmd, **args}).encode() + b"\n")
        await self._proc.stdin.drain()
        answer = await self._read()
        if isinstance(answer, dict) and "error" in answer:
            raise RuntimeError(answer["error"])
        return answer

    async def stop(self) -> None:
        """Let the process stop the people and the simulator, and end."""
        if self._proc is None:
            return
        if self._proc.stdin is not None and self._proc.returncode is None:
            with contextlib.suppress(Exception):
                self._proc.stdin.write(b'{"cmd": "quit"}\n')
                await self._proc.stdin.drain()
                self._proc.stdin.close()
        try:
            await asyncio.wait_for(self._proc.wait(), 30)
        except TimeoutError:
            self._proc.kill()
            await self._proc.wait()


def point_discord_at(port: int) -> None:
    """discord.py's REST and gateway URLs at the simulator on 127.0.0.1."""
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
        f"ws://127.0.0.1:{port}/gateway/")


@dataclass
class BotRun:
    """A started bot and the task that runs it."""

    bot: SpeedtischBot
    task: asyncio.Task[None]


async def start_bot(sim: SimProcess, db: Path, seed_base: int,
                    pictures: str = "full", timeout: float = 120.0,
                    shards: Shards | None = None, processes: int = 1) -> BotRun:
    """The real bot on real time, against the simulator process, with its
    database in ``db`` and fixed seeds; returns once it is ready.

    ``pictures``: "full" (the bot as it is) or "none" (no table picture: what
    everything else costs)."""
    point_discord_at(sim.port)
    storage = await Storage.open(db)
    # (with ``shards``: one process of a cluster, tests/bench/load_split.py)
    bot = make_bot(Settings(token=sim.token, test_guild=None, db_path=db, shards=shards,
                            processes=processes),
                   scheduler=AsyncioScheduler(), storage=storage)
    counter = iter(range(seed_base, seed_base + 1_000_000))

    def seed() -> int:
        return next(counter)

    original_hook = bot.setup_hook

    async def setup_hook() -> None:
        await original_hook()
        bot.controllers["fabel"].new_seed = seed
        if pictures == "none":
            fabel = bot.controllers["fabel"]
            fabel.ui = replace(fabel.ui, table_picture=None)  # type: ignore[attr-defined]

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    # Two waits meant for the real Discord, shortened as the simulator's own
    # start_bot does: the guild-ready wait and the pause between IDENTIFYs.
    bot._connection.guild_ready_timeout = 0.05

    async def no_pause(shard_id: int | None, *, initial: bool = False) -> None:
        return None

    bot.before_identify_hook = no_pause  # type: ignore[method-assign]
    task = asyncio.get_running_loop().create_task(bot.start(sim.token))
    deadline = time.monotonic() + timeout
    while not bot.is_ready():
        if task.done():
            raise RuntimeError(f"the bot stopped before it was ready: {task.exception()!r}")
        if time.monotonic() > deadline:
            raise RuntimeError("the bot was not ready in time")
        await asyncio.sleep(0.01)
    return BotRun(bot, task)


async def stop_bot(run: BotRun) -> None:
    """Stop the bot and close its database (always: an open aiosqlite thread
    would keep the process alive)."""
    storage = run.bot._storage
    try:
        await run.bot.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(run.task, timeout=10)
    finally:
        if storage is not None:
            await storage.close()


def people_needed(count: int, lobby_share: float) -> int:
    """How many members the guild needs for ``count`` tables."""
    every = round(1 / lobby_share) if lobby_share > 0 else 0
    lobbies = count // every if every else 0
    return count - lobbies + 3 * lobbies
