"""One bot process against K processes of a cluster, with the same tables
(issue 36): ``python -m tests.bench.load_mix --tables 100 --processes 1 2
[--db postgresql://…]``.

The people and the tables are those of :mod:`tests.bench.load_mix` (solo
tables of every game, people at human pace, the simulator in a process of
its own); with K processes the simulator has K shards and one guild on
each, and person ``i`` plays in the guild of shard ``i % K``. Each bot
process (``--worker``) runs the real bot on its shard (K = 1: the plain
unsharded bot of ``python -m bot``) and measures itself: its loop lag, the
CPU seconds of it, its picture process and its deciding processes, the
actions its tables applied, their memory (proportional, PSS: the layers
the picture processes share, :mod:`render.shared_layers`, count once, as
the launcher's folder in memory holds them). Printed side by side:
answer p99, updated p95 (what the people felt), lag p99 (the worst
process), CPU per action (all processes of all bots over all actions) and
memory per table (all processes, after minus before opening the tables),
and per added table (half of the tables open first, see
:func:`tests.bench.load_mix.first_stage`).
All processes share one database: a SQLite file, or ``--db URL``
(``--db postgresql``: a throwaway server of tests/postgres_server.py, a
fresh database for each run).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.kit.runtime import eventloop
from bot.kit.runtime.launcher import memory_folder
from bot.kit.runtime.picture_server import socket_paths, started
from bot.kit.runtime.share import PICTURE_SERVERS, spare_cores
from render.shared_layers import FOLDER
from tests.bench.lag import LagMonitor
from tests.bench.loadkit import (
    child_cpu_rss,
    collect,
    machine,
    pss_bytes,
    start_bot,
    stop_bot,
    summary_ms,
)


# ============================================================ one bot process
def _cpu_rss() -> tuple[dict[str, float], dict[str, int]]:
    """CPU seconds of this process and its helpers, by part; their memory:
    proportional (PSS), so that the pages K processes share (their mapped
    layers, :mod:`render.shared_layers`) count once over all of them, as
    the machine holds them."""
    from bot.kit.runtime import decisions, pictures

    collect()
    # its own picture processes only: the machine's picture servers, which every
    # bot process of the run reaches, are counted once, by the run (run_split)
    own = [pid for pid in pictures.worker_pids() if _parent(pid) == os.getpid()]
    parts = {"bot": pss_bytes([os.getpid()]), "pictures": pss_bytes(own),
             "deciding": pss_bytes(decisions.worker_pids())}
    cpu = {"bot": time.process_time(), "pictures": child_cpu_rss(own)[0],
           "deciding": child_cpu_rss(decisions.worker_pids())[0]}
    return cpu, parts


def _parent(pid: int) -> int | None:
    """The parent of process ``pid`` (from /proc), None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return int(stat.read().rsplit(")", 1)[1].split()[1])
    except OSError:
        return None


async def worker(port: int, token: str, shard: int, count: int, db: str, seed: int,
                 census: bool = False) -> None:
    """One bot process: commands on stdin, figures on stdout (``census``:
    with what its picture process holds, before and after)."""
    from bot.kit.runtime import decisions, pictures
    from bot.kit.runtime.shards import Shards
    from tests.bench.load_mix import picture_census

    logging.getLogger("discord").setLevel(logging.ERROR)

    class Sim:   # what start_bot reads of the simulator process
        pass

    sim = Sim()
    sim.port, sim.token = port, token   # type: ignore[attr-defined]
    shards = Shards((shard,), count) if count > 1 else None
    bot = await start_bot(sim, Path(db) if "://" not in db else db,  # type: ignore[arg-type]
                          seed_base=seed * 100_000 + shard * 10_000, shards=shards,
                          processes=count)
    await asyncio.wrap_future(pictures.start())
    await decisions.warmed()

    def actions() -> int:
        return sum(r.table.seq for c in bot.bot.controllers.values() for r in c.tables.values())

    # the pictures its picture process drew (every drawing job goes through the pool)
    drawn = [0]
    pool_run = pictures._POOL.run

    async def counted_run(*args: Any) -> Any:
        drawn[0] += 1
        return await pool_run(*args)

    pictures._POOL.run = counted_run  # type: ignore[method-assign]

    def say(message: dict[str, Any]) -> None:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    lag = LagMonitor()
    lag.start()
    before: dict[str, int] = {}
    mid: dict[str, int] = {}
    census_before: dict[str, Any] = {}
    cpu0: dict[str, float] = {}
    actions0 = drawn0 = 0
    say({"ready": True})
    try:
        while line := await reader.readline():
            command = json.loads(line)["cmd"]
            if command == "before":
                census_before = await picture_census(census)
                before = _cpu_rss()[1]
                say({"ok": True})
            elif command == "mid":
                mid = _cpu_rss()[1]
                say({"ok": True})
            elif command == "window":
                lag.reset()
                cpu0, actions0, drawn0 = _cpu_rss()[0], actions(), drawn[0]
                say({"ok": True})
            elif command == "report":
                cpu, after = _cpu_rss()
                say({"lag": summary_ms(lag.lags), "lags": len(lag.lags),
                     "cpu": sum(cpu.values()) - sum(cpu0.values()),
                     "cpu parts": {name: cpu[name] - cpu0.get(name, 0.0) for name in cpu},
                     "actions": actions() - actions0, "pictures": drawn[0] - drawn0,
                     "live": sum(len(c.tables) for c in bot.bot.controllers.values()),
                     "memory": sum(after.values()) - sum(before.values()),
                     "at start": sum(before.values()), "at end": sum(after.values()),
                     "parts": {name: after[name] - before.get(name, 0) for name in after},
                     "added parts": {name: after[name] - mid.get(name, 0) for name in after},
                     "census": {"before": census_before,
                                "after": await picture_census(census)}})
            elif command == "quit":
                break
    finally:
        await lag.stop()
        await stop_bot(bot)


class Worker:
    """A bot process of the comparison, driven over its stdin."""

    def __init__(self) -> None:
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self, port: int, token: str, shard: int, count: int, db: str,
                    seed: int, layers: str, census: bool = False,
                    servers: tuple[str, ...] = ()) -> None:
        """Start it and wait until its bot is ready (``layers``: the folder of
        the layers its picture process shares, as the launcher makes one;
        ``servers``: the machine's picture servers, as the launcher names them)."""
        named = {PICTURE_SERVERS: ",".join(servers)} if servers else {}
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.bench.load_split", str(port), token, str(shard),
            str(count), db, str(seed), str(int(census)), stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            # (the process count as the launcher gives it: each takes 1/K of the
            # budget, and of the machine: bot/kit/runtime/share.py)
            env=os.environ | {"PYTHONUNBUFFERED": "1", "SPEEDTISCH_PROCESSES": str(count),
                              "SPEEDTISCH_LOCAL_PROCESSES": str(count), FOLDER: layers}
            | named)
        await self._read()

    async def _read(self) -> Any:
        assert self.proc is not None and self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 300)
        if not line:
            raise RuntimeError("a bot process ended")
        return json.loads(line)

    async def ask(self, cmd: str) -> Any:
        """A command and its answer."""
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"cmd": cmd}).encode() + b"\n")
        await self.proc.stdin.drain()
        return await self._read()

    async def stop(self) -> None:
        """Let it stop its bot and end."""
        if self.proc is None or self.proc.stdin is None:
            return
        with contextlib.suppress(Exception):
            self.proc.stdin.write(b'{"cmd": "quit"}\n')
            await self.proc.stdin.drain()
        try:
            await asyncio.wait_for(self.proc.wait(), 60)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()


# ============================================================ the comparison
async def run_split(tables: int, processes: int, seconds: float, warmup: float, seed: int,
                    db: str | None, census: bool = False, staged: bool = True) -> dict[str, Any]:
    """``tables`` tables over ``processes`` bot processes; the figures
    (``staged``: half of the tables first, as :func:`tests.bench.load_mix.first_stage`)."""
    from tests.bench.load_mix import MixSim, first_stage, open_more

    sim = MixSim()
    await sim.start(tables, seed, shards=processes)
    bots = [Worker() for _ in range(processes)]
    stack = contextlib.ExitStack()
    try:
        tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="speedtisch-split-"))
        layers = stack.enter_context(tempfile.TemporaryDirectory(
            prefix="speedtisch-layers-", dir=memory_folder()))
        shared = db or str(Path(tmp) / "split.sqlite3")
        # a cluster's processes share the machine's picture servers, as the
        # launcher starts them (bot/kit/runtime/picture_server.py)
        paths = socket_paths(layers, spare_cores()) if processes > 1 else ()
        servers = stack.enter_context(started(paths, env=dict(os.environ) | {FOLDER: layers}))
        pids = [server.pid for server in servers]
        # one after the other: the first creates the database's tables
        for shard, bot in enumerate(bots):
            await bot.start(sim.port, sim.token, shard, processes, shared, seed, layers,
                            census, paths)
        for bot in bots:
            await bot.ask("before")
        served = {"before": pss_bytes(pids)}
        first = first_stage(tables, staged)
        opened = (await sim.ask("open", tables=first))["opened"]
        await sim.ask("play")
        await asyncio.sleep(warmup)
        for bot in bots:
            await bot.ask("mid")
        served["mid"] = pss_bytes(pids)
        if first < tables:
            opened += await open_more(sim, first, tables)
            await asyncio.sleep(warmup)
        await sim.ask("window")
        served_cpu = child_cpu_rss(pids)[0]
        for bot in bots:
            await bot.ask("window")
        await asyncio.sleep(seconds)
        people = await sim.ask("report")
        reports = [await bot.ask("report") for bot in bots]
        served_cpu = child_cpu_rss(pids)[0] - served_cpu
        served["after"] = pss_bytes(pids)
    finally:
        for bot in bots:
            await bot.stop()
        stack.close()
        await sim.stop()
    # the servers' share, once, with the bot processes' own picture processes
    reports[0]["cpu parts"]["pictures"] += served_cpu
    reports[0]["cpu"] += served_cpu
    reports[0]["memory"] += served["after"] - served["before"]
    reports[0]["parts"]["pictures"] += served["after"] - served["before"]
    reports[0]["added parts"]["pictures"] += served["after"] - served["mid"]
    actions = sum(r["actions"] for r in reports)
    pictures = sum(r["pictures"] for r in reports)
    added = tables - first

    def by_part(key: str, count: int) -> dict[str, float]:
        return {name: round(sum(r[key][name] for r in reports) / max(1, count) / 2**20, 3)
                for name in reports[0][key]}

    return {"tables": tables, "processes": processes, "opened s": round(opened, 1),
            "live": [r["live"] for r in reports], "clicks": people["clicks"],
            # what the bot processes asked of Discord in the window, by route
            "requests": people["requests"],
            "requests per action": round(sum(people["requests"].values()) / max(1, actions), 2),
            "unanswered": people["unanswered"], "answer": people["answer"],
            "updated": people["updated"], "lag": [r["lag"] for r in reports],
            "lag p99": max(r["lag"]["p99"] for r in reports), "actions": actions,
            "cpu ms per action": round(1000 * sum(r["cpu"] for r in reports)
                                       / max(1, actions), 2),
            "cpu ms per action by process": {
                name: round(1000 * sum(r["cpu parts"][name] for r in reports) / max(1, actions), 2)
                for name in reports[0]["cpu parts"]},
            # more picture processes draw more of the pictures asked for (fewer
            # give way to a newer one): the work per picture besides per action
            "pictures": pictures, "pictures per action": round(pictures / max(1, actions), 3),
            "picture cpu ms per picture": round(
                1000 * sum(r["cpu parts"]["pictures"] for r in reports) / max(1, pictures), 2),
            "MB per table": round(sum(r["memory"] for r in reports) / tables / 2**20, 3),
            "MB per table by process": by_part("parts", tables),
            "MB per added table": round(sum(by_part("added parts", added).values()), 3)
            if added else None,
            "MB per added table by process": by_part("added parts", added) if added else {},
            "MB per process": [{name: round(b / 2**20, 1) for name, b in r["parts"].items()}
                               for r in reports],
            # memory (PSS) of all processes before the first table, and at the end
            "MB at start": round(sum(r["at start"] for r in reports) / 2**20, 1),
            "MB at end": round(sum(r["at end"] for r in reports) / 2**20, 1),
            "database": "postgresql" if db and "://" in db else "sqlite",
            "machine": machine()} | (
                {"census": [r["census"] for r in reports]} if census else {})


def compare(tables_list: list[int], processes: list[int], seconds: float, warmup: float,
            seed: int, db: str | None, *, as_json: bool = False,
            census: bool = False, staged: bool = True) -> list[dict[str, Any]]:
    """Every table count with every process count; printed side by side."""
    rows = []
    server = None
    if db == "postgresql":
        # a throwaway server of the tests' (tests/postgres_server.py), a fresh database a run
        from tests.postgres_server import PostgresServer
        server = PostgresServer.start()
    try:
        for tables in tables_list:
            for count in processes:
                url = server.create_database() if server is not None else db
                rows.append(eventloop.run(run_split(tables, count, seconds, warmup, seed, url,
                                                    census, staged)))
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    finally:
        if server is not None:
            server.stop()
    if as_json:
        print(json.dumps(rows))
        return rows
    print(f"{'tables':>6} {'procs':>5} {'clicks':>6} {'answer p99':>10} {'updated p95':>11} "
          f"{'lag p99':>8} {'CPU/action':>10} {'MB/table':>8} {'added':>6}  database, machine")
    for r in rows:
        print(f"{r['tables']:>6} {r['processes']:>5} {r['clicks']:>6} "
              f"{r['answer']['p99']:>8.1f}ms {r['updated']['p95']:>9.1f}ms "
              f"{r['lag p99']:>6.1f}ms {r['cpu ms per action']:>8.2f}ms "
              f"{r['MB per table']:>8.3f} {r['MB per added table'] or 0:>6.3f}  "
              f"{r['database']}, {r['machine']}; MB per table: "
              + ", ".join(f"{name} {mb:.2f}" for name, mb in r["MB per table by process"].items())
              + "; per added table: " + ", ".join(
                  f"{name} {mb:.2f}" for name, mb in r["MB per added table by process"].items())
              + "; CPU ms per action: " + ", ".join(
                  f"{name} {ms:.2f}" for name, ms in r["cpu ms per action by process"].items())
              + f"; pictures per action {r['pictures per action']:.3f}, "
              f"picture CPU {r['picture cpu ms per picture']:.2f} ms per picture")
    return rows


if __name__ == "__main__":
    port, token, shard, count, db, seed, with_census = sys.argv[1:8]
    eventloop.run(worker(int(port), token, int(shard), int(count), db, int(seed),
                         with_census == "1"))
