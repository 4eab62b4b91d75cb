"""What migration 2 and the result queries cost on a large database.

Run: ``python -m tests.bench.storage_results [--games 100000] [--users 5000]
[--json out.json]``

A version-1 database is written (the version-1 schema and rows in its
shape: ``games`` finished games of 1 to 4 people out of ``users``, one in
ten a daily game, and a settings row for every user), then opened with
today's code, which runs migration 2 once; that upgrade's wall time is the
first figure (the bot's first start after the update waits that long).
For comparison the version-1 leaderboard query is timed on the version-1
database first. Then, on the upgraded database: ``record_game`` of a four-person game, a
server leaderboard, Meine Partien (with Speedfabel's records), a daily
list over all servers, and a per-game settings read from the database and
from memory; each as the median and p95 of ``--calls`` calls, wall time
of the asyncio call.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import date
from pathlib import Path
from typing import Any

import engines.catalog  # noqa: F401  (registers the games before any call is timed)
from bot.storage import ComputerSeat, Einsatz, HumanSeat, Storage, Strength
from bot.storage.migrations import MIGRATIONS
from engines.core.result import GameResult, SeatResult

GUILDS = 20
DAYS = 30


def write_v1(path: Path, games: int, users: int, seed: int = 1) -> None:
    """A version-1 database of ``games`` finished games (see the module docstring)."""
    asyncio.run(_create_v1(path))
    rng = random.Random(seed)
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("BEGIN")
        game_rows = []
        player_rows = []
        for game_id in range(1, games + 1):
            daily = rng.random() < 0.1
            people = 1 if daily else rng.randint(1, 4)
            computers = ["normal"] * 3 if daily else [
                rng.choice(("leicht", "normal", "stark")) for _ in range(4 - people)]
            einsatz = None if people == 1 else rng.choice(("rangliste", "freundschaft"))
            game_rows.append((game_id, rng.randint(1, GUILDS), "fabel",
                              rng.choice(("klassisch", "meistermarkt")), float(game_id),
                              einsatz, int(einsatz != "freundschaft"), json.dumps(computers),
                              f"2026-11-{rng.randint(1, DAYS):02d}" if daily else None))
            for seat, user in enumerate(rng.sample(range(1, users + 1), people)):
                points = rng.randint(0, 5000)
                place = rng.randint(1, 4)
                player_rows.append((game_id, seat, user, place, points, points // 20,
                                    int(place == 1), rng.randint(0, 6),
                                    rng.choice((None, rng.randint(0, 400)))))
        db.executemany(
            "INSERT INTO games (id, guild_id, game, mode, finished_at, einsatz, "
            "counts_for_leaderboard, computer_strengths, daily_day) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", game_rows)
        db.executemany(
            "INSERT INTO player_results (game_id, seat, user_id, place, points, "
            "leaderboard_points, won, vierer, cheapest_drache) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", player_rows)
        db.executemany(
            "INSERT INTO user_settings (user_id, theme, einsteiger_hilfe, last_bid) "
            "VALUES (?, ?, ?, ?)",
            [(u, rng.choice((None, "morgentau")), rng.choice((None, 0, 1)),
              rng.choice((None, 100))) for u in range(1, users + 1)])
        db.execute("COMMIT")
    finally:
        db.close()


#: The version-1 code's leaderboard query, for comparison on the same rows.
V1_LEADERBOARD = """
    WITH totals AS (
        SELECT p.user_id, SUM(p.leaderboard_points) AS total, COUNT(*) AS games
        FROM games g JOIN player_results p ON p.game_id = g.id
        WHERE g.guild_id = :guild AND g.game = 'fabel' AND g.mode = 'klassisch'
          AND g.counts_for_leaderboard = 1
        GROUP BY p.user_id
    ), ranked AS (
        SELECT user_id, total, games, RANK() OVER (ORDER BY total DESC) AS rank,
               ROW_NUMBER() OVER (ORDER BY total DESC, user_id) AS position
        FROM totals
    )
    SELECT * FROM ranked WHERE position <= 10 OR user_id = :user ORDER BY position"""


def v1_leaderboard(path: Path, calls: int) -> dict[str, float]:
    """The version-1 leaderboard query on the version-1 database (plain
    sqlite3 on this thread: the SQL's own time, without aiosqlite's hop)."""
    db = sqlite3.connect(path)
    took = []
    try:
        for i in range(calls):
            start = time.perf_counter()
            db.execute(V1_LEADERBOARD, {"guild": 1 + i % GUILDS, "user": 1 + i}).fetchall()
            took.append(time.perf_counter() - start)
    finally:
        db.close()
    took.sort()
    return {"median_ms": statistics.median(took) * 1000,
            "p95_ms": took[int(0.95 * (len(took) - 1))] * 1000}


async def _create_v1(path: Path) -> None:
    async with await Storage.open(path, migrations=MIGRATIONS[:1]):
        pass


async def _timed(calls: int, make: Callable[[int], Awaitable[Any]]) -> dict[str, float]:
    took = []
    for i in range(calls):
        start = time.perf_counter()
        await make(i)
        took.append(time.perf_counter() - start)
    took.sort()
    return {"median_ms": statistics.median(took) * 1000,
            "p95_ms": took[int(0.95 * (len(took) - 1))] * 1000}


async def measure(path: Path, calls: int, users: int) -> dict[str, Any]:
    """Open (migrating) and time the result queries."""
    start = time.perf_counter()
    storage = await Storage.open(path)
    figures: dict[str, Any] = {"migration_s": time.perf_counter() - start}
    try:
        rng = random.Random(2)

        def four(i: int) -> Awaitable[int]:
            people = rng.sample(range(1, users + 1), 3)
            result = GameResult("fabel", "klassisch", "over", 20, tuple(
                SeatResult(s, s + 1, 1000 - s, 50 - s,
                           stats={"vierer": s, "cheapest_drache": 100 + s}, daily_key=(0,))
                for s in range(4)))
            seats = [*(HumanSeat(u, "x") for u in people), ComputerSeat(Strength.NORMAL)]
            return storage.results.record_game(result, seats, guild_id=1,
                                               einsatz=Einsatz.RANGLISTE,
                                               finished_at=1e9 + i)

        figures["record_game"] = await _timed(calls, four)
        figures["leaderboard"] = await _timed(calls, lambda i: storage.results.leaderboard(
            1 + i % GUILDS, "fabel", "klassisch", user_id=1 + i))
        figures["my_games"] = await _timed(calls, lambda i: storage.results.my_games(
            1 + (i * 7919) % users, "fabel", "klassisch"))
        figures["daily_list"] = await _timed(calls, lambda i: storage.results.daily_list(
            "fabel", "klassisch", _day(i), user_id=1 + i))
        figures["settings_db"] = await _timed(calls, lambda i: storage.settings.game(
            1 + (i * 31) % users, "fabel"))
        figures["settings_cached"] = await _timed(calls, lambda i: storage.settings.game(
            1 + (i * 31) % users, "fabel"))
    finally:
        await storage.close()
    return figures


def _day(i: int) -> date:
    return date(2026, 11, 1 + i % DAYS)


def main() -> None:
    """Write the database, migrate it, time the queries, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=5_000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "v1.sqlite3"
        start = time.perf_counter()
        write_v1(path, args.games, args.users)
        written = time.perf_counter() - start
        size = path.stat().st_size
        before = v1_leaderboard(path, args.calls)
        figures = asyncio.run(measure(path, args.calls, args.users))
        figures["v1_leaderboard"] = before
    figures |= {"games": args.games, "users": args.users, "calls": args.calls,
                "v1_bytes": size}
    print(f"version-1 database: {args.games} games, {args.users} users, "
          f"{size / 1e6:.1f} MB (written in {written:.1f} s)")
    print(f"migration 2 on first open: {figures['migration_s']:.2f} s")
    for name in ("v1_leaderboard", "record_game", "leaderboard", "my_games", "daily_list",
                 "settings_db", "settings_cached"):
        f = figures[name]
        print(f"{name:16} median {f['median_ms']:7.3f} ms   p95 {f['p95_ms']:7.3f} ms")
    if args.json is not None:
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
