"""Load: live tables of every registered game at once (issue 22).

Run: ``python -m tests.bench.load_mix [--tables 10 50 100 200] [--seconds 30]
[--warmup 10] [--json]``; ``--tables 100 --processes 1 2`` compares one bot
process at 100 tables with two processes of a cluster at 50 each
(tests/bench/load_split.py).

A mix over every game the bot offers (``bot.registry.plugins()``), both
Speedfabel Spielarten, with computers of all three strengths (the strong
ones search, in the bot's deciding processes): each table is a solo table of
one person and one to three computers, opened with ``/<game> solo``. The
people play at human pace: every 1 to 3 seconds each one presses a button
or chooses in a select of their newest private panel, or opens "Meine
Karten" when they have none (what they press is random: no knowledge of
any game; a click a game refuses is answered too).

Two processes, as in production where Discord is elsewhere: this one runs
the real bot on real time and measures it (event loop lag; resident memory
of the bot, its picture process and its deciding processes); the simulator
and the people run in the other (``--serve``), which times what people feel:

- click -> first answer: from the interaction's creation to the bot's
  first answer (the goal: p99 <= 50 ms at 100 tables);
- click -> table updated: from a click after which the table's public
  message changed to that change (p95 <= 400 ms);
- loop lag p99 <= 20 ms; memory per live table <= 1 MB (bot process and
  picture process, and here the deciding processes too): per table over
  all tables, and per table added to a process already playing (half of
  the tables open first: :func:`first_stage`).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import logging
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.kit.runtime import eventloop
from tests.bench.lag import LagMonitor
from tests.bench.loadkit import (
    child_cpu_rss,
    collect,
    machine,
    rss_bytes,
    start_bot,
    stop_bot,
    summary_ms,
)

GOALS = ("goals at 100 tables: answer p99 <= 50 ms, updated p95 <= 400 ms, "
         "lag p99 <= 20 ms, <= 1 MB per table")
#: What a person presses in a panel (never leaving, never the rules).
SKIP = frozenset({"Tisch verlassen", "Ja, Tisch verlassen", "Regeln", "Spielverlauf"})
PATCH = "PATCH /channels/{channel_id}/messages/{message_id}"
#: An edit through an interaction's token (the table message after a click on it).
HOOK_PATCH = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"


# ================================================================ sim side
def table_setups(plugins: Any) -> list[tuple[str, dict[str, Any], int, int]]:
    """(command, options, fewest and most computers) of every game's solo
    table, both Spielarten."""
    found = []
    for plugin in plugins:
        info = plugin.info
        low, high = max(1, info.min_seats - 1), min(3, info.max_seats - 1)
        if info.name == "fabel":
            found += [("fabel solo", {"spielart": m}, low, high) for m in info.modes]
        else:
            found.append((f"{info.name} solo", {}, low, high))
    return found


async def serve(people: int, seed: int, shards: int = 1) -> None:
    """The simulator and the people; commands on stdin, answers on stdout.
    With ``shards`` > 1 (tests/bench/load_split.py) the tables are spread
    over one guild per shard, person ``i`` in the guild of shard ``i % shards``."""
    from bot.registry import plugins
    from tests.bench.loadsim import trim_simulator
    from tests.bench.serverlimits import allow_tables
    from tests.discord_sim import DiscordSim, SimConfig

    logging.getLogger("discord").setLevel(logging.ERROR)
    sim = DiscordSim(SimConfig(members=tuple(f"p{i:03d}" for i in range(people)),
                               default_timeout=60.0, shard_count=shards))
    await sim.start()
    rooms = ([sim.default_channel] if shards == 1 else
             [(await sim.add_guild(shard=s)).channel for s in range(shards)])
    sim.unanswered_allowed = True
    edits: dict[int, list[float]] = {}
    lag = LagMonitor()
    lag.start()
    clicks: list[tuple[Any, int]] = []   # the interaction, its table's message
    tables: dict[int, int] = {}     # person index -> thread id
    playing = False

    games: dict[int, str] = {}      # thread id -> game (global_limit's counts)

    routes: collections.Counter[str] = collections.Counter()   # requests in the window

    def note_edits() -> None:
        for record in sim.rest.requests:
            routes[record.route] += 1
            if record.route in (PATCH, HOOK_PATCH) and record.status == 200:
                edits.setdefault(int(record.response["id"]), []).append(record.at)
        sim.rest.requests.clear()

    async def person(index: int) -> None:
        member = sim.member(f"p{index:03d}")
        local = random.Random(seed * 1000 + index)
        while True:
            await asyncio.sleep(local.uniform(1.0, 3.0))
            if not playing or index not in tables:
                continue
            thread = sim.channel(tables[index])
            seen = member.sees(thread)
            panels = [m for m in seen if m.is_ephemeral and not m.is_loading
                      and any(not b.disabled and b.label not in SKIP for b in m.buttons)]
            public = [m for m in seen if not m.is_ephemeral and "Meine Karten" in
                      m.button_labels]
            try:
                if panels and local.random() < 0.8:
                    panel = panels[-1]
                    selects = [s for s in panel.selects if not s.disabled and s.options]
                    if selects and local.random() < 0.4:
                        menu = local.choice(selects)
                        ix = await member.select(panel, menu.custom_id, [local.choice(
                            menu.options)["value"]], wait=False)
                    else:
                        button = local.choice([b for b in panel.buttons if not b.disabled
                                               and b.label not in SKIP and b.custom_id])
                        ix = await member.click(panel, button.custom_id or "", wait=False)
                elif public:
                    ix = await member.click(public[-1], "Meine Karten", wait=False)
                else:
                    continue
                table_message = public[-1].id if public else 0
                await ix.wait_answered(timeout=10)
                if ix.modal is not None:
                    ix.modal.submitted = True
                clicks.append((ix, table_message))
            except Exception:  # a click the world refused (a message gone): the next one
                continue

    def say(message: dict[str, Any]) -> None:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    say({"port": sim.port, "token": sim.token})
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    workers: list[asyncio.Task[None]] = []
    window = 0.0

    async def trim() -> None:
        while True:
            await asyncio.sleep(1.0)
            note_edits()
            trim_simulator(sim)

    trimmer = loop.create_task(trim())
    try:
        while line := await reader.readline():
            command = json.loads(line)
            if command["cmd"] == "open":
                for room in rooms:
                    await allow_tables(sim, command["tables"], channel=room)
                setups = table_setups(plugins())
                started = time.monotonic()
                # people first..tables-1 (a second stage opens the rest)
                for index in range(command.get("first", 0), command["tables"]):
                    name, options, low, high = setups[index % len(setups)]
                    strength = ("leicht", "normal", "stark")[index // len(setups) % 3]
                    member = sim.member(f"p{index:03d}")
                    before = {th.id for th in sim.threads}
                    computers = low + index // (3 * len(setups)) % (high - low + 1)
                    ix = await member.run_command(name, computer=computers,
                                                  staerke=strength,
                                                  channel=rooms[index % len(rooms)], **options)
                    await ix.wait_for_reply(timeout=60)
                    thread = await sim.wait_for(lambda b=before: next(
                        (th for th in sim.threads if th.id not in b), None), timeout=60)
                    tables[index] = thread.id
                    games[thread.id] = f"{name.split()[0]} {options.get('spielart', '')}".strip()
                    workers.append(loop.create_task(person(index)))
                say({"opened": time.monotonic() - started})
            elif command["cmd"] in ("play", "pause"):
                playing = command["cmd"] == "play"
                say({"ok": True})
            elif command["cmd"] == "window":
                note_edits()
                clicks.clear()
                edits.clear()
                routes.clear()
                lag.reset()
                sim.global_limit.reset()
                window = time.time()
                say({"at": window})
            elif command["cmd"] == "report":
                note_edits()
                answers = [ix.callback_at - ix.created_at for ix, _ in clicks
                           if ix.callback_at is not None]
                updated = []
                for ix, message in clicks:
                    # an acting click: acknowledged without a word (a refusal is told,
                    # a panel or a draft is a message or an update)
                    if ix.answer_name != "deferred update" or ix.followups:
                        continue
                    later = [at for at in edits.get(message, []) if at >= ix.created_at]
                    if later and later[0] - ix.created_at < 15.0:
                        updated.append(later[0] - ix.created_at)
                say({"clicks": len(clicks), "unanswered": len(clicks) - len(answers),
                     "acting": len(updated),
                     "answer": summary_ms(answers), "updated": summary_ms(updated),
                     "sim_lag": summary_ms(lag.lags), "edits": sum(map(len, edits.values())),
                     "requests": dict(routes),
                     "global": sim.global_limit.report() | {"by game": by_game(
                         sim.global_limit.by_channel, games)}})
            elif command["cmd"] == "limit":
                sim.global_limit.limit = command["per_second"]
                say({"ok": True})
            elif command["cmd"] == "quit":
                break
    finally:
        trimmer.cancel()
        for task in workers:
            task.cancel()
        await lag.stop()
        await sim.stop()
        say({"bye": True})


def by_game(counts: dict[int, int], games: dict[int, str]) -> dict[str, list[int]]:
    """Counted requests per table of each game: ``[requests, tables]``."""
    found: dict[str, list[int]] = {}
    for thread, game in games.items():
        entry = found.setdefault(game, [0, 0])
        entry[0] += counts.get(thread, 0)
        entry[1] += 1
    return found


# ================================================================ bot side
class MixSim:
    """The simulator process (``--serve``)."""

    def __init__(self) -> None:
        self.port = 0
        self.token = ""
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self, people: int, seed: int, shards: int = 1) -> None:
        """Start it and learn its port and token."""
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.bench.load_mix", "--serve", "--people", str(people),
            "--seed", str(seed), "--shards", str(shards), stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, limit=2**24,
            env=os.environ | {"PYTHONUNBUFFERED": "1"})
        hello = await self._read()
        self.port, self.token = hello["port"], hello["token"]

    async def _read(self) -> Any:
        assert self.proc is not None and self.proc.stdout is not None
        line = await self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the simulator process ended")
        return json.loads(line)

    async def ask(self, cmd: str, **args: Any) -> Any:
        """A command and its answer."""
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"cmd": cmd, **args}).encode() + b"\n")
        await self.proc.stdin.drain()
        return await self._read()

    async def stop(self) -> None:
        """Let it end."""
        if self.proc is None:
            return
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ask("quit"), 30)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.proc.wait(), 30)
        if self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()


def _parts() -> dict[str, int]:
    """Resident bytes of the bot's process, its picture process and its
    deciding processes (after a full collection in the bot's)."""
    from bot.kit.runtime import decisions, pictures

    collect()
    return {"bot": rss_bytes(), "pictures": child_cpu_rss(pictures.worker_pids())[1],
            "deciding": child_cpu_rss(decisions.worker_pids())[1]}


async def picture_census(enabled: bool) -> dict[str, Any]:
    """What the picture process holds (:mod:`tests.bench.load_census`), if asked."""
    from bot.kit.runtime import pictures
    from tests.bench.load_census import census, mallinfo

    if not enabled:
        return {}
    return {"bot malloc": {k: round(v / 2**20, 1) for k, v in mallinfo().items()},
            "pictures": await pictures.draw(census)}


def first_stage(tables: int, staged: bool) -> int:
    """The tables opened first: half of them when the run is ``staged``.

    Memory per table in two figures. "MB per table" is the growth of every
    process from before the first table opened, over all tables: it counts
    as the tables' what a process keeps for all of them once they play (the
    picture process's capped caches of static layers, backgrounds, sprites
    fill with the first few dozen tables and then stay: about 60 MB, in
    each picture process of a cluster). "MB per added table" is what a
    table adds to a process that already plays: half of the tables open
    and play for the warm-up, the rest open then; the growth from there to
    the end over the tables opened second. It is the same for one process
    at 100 tables and two at 50 if a table costs the same in both (issue
    36). (The first half goes on playing meanwhile; what it grows by is
    counted as the second half's: the figure errs high, not low.)"""
    return tables // 2 if staged and tables > 1 else tables


async def open_more(sim: MixSim, first: int, tables: int) -> float:
    """Open the second stage's tables (people ``first`` on) while the first
    stage's people wait, then let everybody play; the seconds it took. (Opened
    while the others play, on a loaded machine 50 tables took minutes, and
    the first stage's tables grew with the extra play.)"""
    await sim.ask("pause")
    opened = (await sim.ask("open", first=first, tables=tables))["opened"]
    await sim.ask("play")
    return float(opened)


def per_table(after: dict[str, int], before: dict[str, int], tables: int) -> dict[str, float]:
    """Growth of each process part from ``before`` to ``after``, in MB per table."""
    return {name: round((after.get(name, 0) - before.get(name, 0)) / max(1, tables) / 2**20, 3)
            for name in after}


async def run(tables: int, seconds: float, warmup: float, seed: int, *,
              limit: float | None = None, census: bool = False,
              staged: bool = True) -> dict[str, Any]:
    """One run at ``tables`` live tables; its figures (``limit``: the
    simulator enforces Discord's global limit at that many requests a second;
    ``census``: what the picture process holds, before and after; ``staged``:
    half of the tables first, see :func:`first_stage`)."""
    from bot.kit.runtime import decisions, pictures

    logging.getLogger("discord").setLevel(logging.ERROR)
    sim = MixSim()
    await sim.start(tables, seed)
    if limit is not None:
        await sim.ask("limit", per_second=limit)
    try:
        with tempfile.TemporaryDirectory(prefix="speedtisch-mix-") as tmp:
            bot = await start_bot(sim, Path(tmp) / "mix.sqlite3", seed_base=seed * 100_000)
            try:
                # The processes' fixed cost (imports, fonts, every game's
                # warm-up picture) is not the tables': "before" is taken once
                # the picture process has drawn its warm-ups (one process: its
                # jobs run in order) and every deciding process has imported
                # the games.
                await asyncio.wrap_future(pictures.start())
                await decisions.warmed()
                census_before = await picture_census(census)
                before_parts = _parts()
                before = sum(before_parts.values())
                first = first_stage(tables, staged)
                opened = (await sim.ask("open", tables=first))["opened"]
                await sim.ask("play")
                await asyncio.sleep(warmup)
                mid_parts = _parts()
                census_mid = await picture_census(census)
                if first < tables:
                    opened += await open_more(sim, first, tables)
                    await asyncio.sleep(warmup)
                live = sum(len(c.tables) for c in bot.bot.controllers.values())
                lag = LagMonitor()
                lag.start()
                await sim.ask("window")
                cpu0 = time.process_time()
                await asyncio.sleep(seconds)
                people = await sim.ask("report")
                cpu = time.process_time() - cpu0
                await lag.stop()
                after_parts = _parts()
                after = sum(after_parts.values())
                census_after = await picture_census(census)
                actions = sum(r.table.seq for c in bot.bot.controllers.values()
                              for r in c.tables.values())
            finally:
                await stop_bot(bot)
    finally:
        await sim.stop()
    added = tables - first
    return {"tables": tables, "live": live, "opened s": round(opened, 1),
            "clicks": people["clicks"], "unanswered": people["unanswered"],
            "acting clicks": people["acting"],
            "answer": people["answer"], "updated": people["updated"],
            "lag": summary_ms(lag.lags), "sim lag": people["sim_lag"],
            "bot cpu share": round(cpu / seconds, 2), "actions": actions,
            "MB per table": round((after - before) / max(1, tables) / 2**20, 3),
            "MB per table by process": per_table(after_parts, before_parts, tables),
            "MB per added table": round(sum(per_table(after_parts, mid_parts, added).values()),
                                        3) if added else None,
            "MB per added table by process": per_table(after_parts, mid_parts, added)
            if added else {},
            "MB at start": round(before / 2**20, 1),
            "MB total": round(after / 2**20, 1), "machine": machine(),
            "global": people["global"]} | (
                {"census": {"before": census_before, "mid": census_mid, "after": census_after}}
                if census else {})


def print_rows(rows: list[dict[str, Any]]) -> None:
    """One line per run."""
    print(GOALS)
    print(f"{'tables':>6} {'clicks':>6} {'answer p99':>10} {'updated p95':>11} "
          f"{'lag p99':>8} {'MB/table':>8} {'added':>6} {'cpu':>5}  machine")
    for r in rows:
        parts = ", ".join(f"{name} {mb:.2f}" for name, mb in r["MB per table by process"].items())
        added = ", ".join(f"{name} {mb:.2f}"
                          for name, mb in r["MB per added table by process"].items())
        print(f"{r['tables']:>6} {r['clicks']:>6} {r['answer']['p99']:>8.1f}ms "
              f"{r['updated']['p95']:>9.1f}ms {r['lag']['p99']:>6.1f}ms "
              f"{r['MB per table']:>8.3f} {r['MB per added table'] or 0:>6.3f} "
              f"{r['bot cpu share']:>5.2f}  {r['machine']}; MB per table: {parts}; "
              f"per added table: {added}")


def main(argv: list[str] | None = None) -> list[dict[str, Any]]:
    """Run the sizes asked for and print them."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, nargs="+", default=[10, 50, 100, 200])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--all-at-once", action="store_true",
                        help="open every table at once (before issue 36's memory per "
                             "added table: no such figure)")
    parser.add_argument("--census", action="store_true",
                        help="list what the picture process holds before and after "
                             "(tests/bench/load_census.py)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--people", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--shards", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--processes", type=int, nargs="+", default=None,
                        help="compare bot processes splitting the tables, e.g. 1 2 "
                             "(tests/bench/load_split.py)")
    parser.add_argument("--db", default=None,
                        help="with --processes: the shared database (default: a SQLite "
                             "file; 'postgresql': a throwaway PostgreSQL server)")
    args = parser.parse_args(argv)
    if args.serve:
        asyncio.run(serve(args.people, args.seed, args.shards))
        return []
    if args.processes:
        from tests.bench.load_split import compare
        return compare(args.tables, args.processes, args.seconds, args.warmup, args.seed,
                       args.db, as_json=args.json, census=args.census,
                       staged=not args.all_at_once)
    rows = [eventloop.run(run(n, args.seconds, args.warmup, args.seed, census=args.census,
                              staged=not args.all_at_once)) for n in args.tables]
    if args.json:
        print(json.dumps(rows))
    else:
        print_rows(rows)
        for row in rows:
            if "census" in row:
                print(json.dumps(row["census"], indent=1))
    return rows


if __name__ == "__main__":
    main(sys.argv[1:])
