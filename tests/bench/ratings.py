"""What the ratings cost (issue 34): the update after a game at 6 seats and
reading the boards with many stored games.

Run: ``python -m tests.bench.ratings [--games 100000] [--users 5000]
[--calls 200] [--json out.json]``

A database of today's schema gets ``--games`` rated games (Speedfabel
Klassisch, 2 to 6 seats, 1 to 4 people out of ``--users``, the rest
computers, shared places now and then, 20 servers, one game every five
minutes, so about a year of seasons), written as rows; then every rating is
computed once by the rebuild (its wall time is a figure: ``python -m bot
ratings rebuild`` on such a database). Timed as the median and p95 of
``--calls`` calls: ``skill.rate`` alone at 6 seats (the part that runs on
the event loop), ``record_game`` of a 6-seat game with 4 people rated and
not rated (the difference is the update's cost), the rating board of a
server all time and of a season, a person's rating with its course
(``/<game> wertung``) and, for comparison, the points board.
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
from pathlib import Path
from typing import Any

import engines.catalog  # noqa: F401  (registers the games before any call is timed)
from bot.storage import ComputerSeat, Einsatz, HumanSeat, Storage, Strength
from bot.storage.skill import Entrant, rate, season_of
from engines.core.result import GameResult, SeatResult

GUILDS = 20
START = 1_767_222_000.0          # 2026-01-01 00:00 Berlin
EVERY = 300.0                    # one game every five minutes
STRENGTHS = ("leicht", "normal", "stark")


async def _create(path: Path) -> None:
    async with await Storage.open(path):
        pass


def write_games(path: Path, games: int, users: int, seed: int = 1) -> None:
    """``games`` rated games as rows (see the module docstring)."""
    asyncio.run(_create(path))
    rng = random.Random(seed)
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("BEGIN")
        game_rows, player_rows = [], []
        for game_id in range(1, games + 1):
            seats = rng.randint(2, 6)
            people = rng.randint(1, min(4, seats))
            places = sorted(rng.randint(1, seats) for _ in range(seats))
            rng.shuffle(places)
            computers = [rng.choice(STRENGTHS) for _ in range(seats - people)]
            if people == 1 and not computers:
                computers = ["normal"]
                places.append(2)
            game_rows.append((game_id, rng.randint(1, GUILDS), "fabel", "klassisch",
                              START + game_id * EVERY, "rangliste" if people > 1 else None,
                              json.dumps(computers), json.dumps(places[people:])))
            for seat, user in enumerate(rng.sample(range(1, users + 1), people)):
                player_rows.append((game_id, user, seat, places[seat], 10, 10,
                                    int(places[seat] == 1)))
        db.executemany(
            "INSERT INTO games (id, guild_id, game, mode, finished_at, einsatz, "
            "counts_for_leaderboard, computer_strengths, computer_places, rated) "
            "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, 1)", game_rows)
        db.executemany(
            "INSERT INTO player_results (game_id, user_id, seat, place, points, "
            "leaderboard_points, won) VALUES (?, ?, ?, ?, ?, ?, ?)", player_rows)
        db.execute("COMMIT")
    finally:
        db.close()


def _summary(took: list[float]) -> dict[str, float]:
    took.sort()
    return {"median_ms": statistics.median(took) * 1000,
            "p95_ms": took[int(0.95 * (len(took) - 1))] * 1000}


async def _timed(calls: int, make: Callable[[int], Awaitable[Any]]) -> dict[str, float]:
    took = []
    for i in range(calls):
        start = time.perf_counter()
        await make(i)
        took.append(time.perf_counter() - start)
    return _summary(took)


def time_rate(calls: int) -> dict[str, float]:
    """``skill.rate`` of 4 people and 2 computers, on this thread."""
    rng = random.Random(3)
    took = []
    for _ in range(calls):
        entrants = [Entrant(u, None, rng.randint(1, 6)) for u in range(4)]
        entrants += [Entrant(None, rng.choice(STRENGTHS), rng.randint(1, 6)) for _ in range(2)]
        start = time.perf_counter()
        rate(entrants, {})
        took.append(time.perf_counter() - start)
    return _summary(took)


async def measure(path: Path, calls: int, users: int, games: int) -> dict[str, Any]:
    """Rebuild once, then time the update and the reads."""
    storage = await Storage.open(path)
    figures: dict[str, Any] = {}
    try:
        start = time.perf_counter()
        report = await storage.ratings.rebuild()
        figures["rebuild_s"] = time.perf_counter() - start
        figures["rating_rows"] = report.ratings
        rng = random.Random(2)
        at = START + (games + 1) * EVERY

        def six(i: int, rated: bool) -> Awaitable[int]:
            people = rng.sample(range(1, users + 1), 4)
            result = GameResult("fabel", "klassisch", "over", 20, tuple(
                SeatResult(s, 1 + (s * 5 + i) % 6, 100 - s, 10 - s) for s in range(6)))
            seats = [*(HumanSeat(u, "x") for u in people),
                     ComputerSeat(Strength.NORMAL), ComputerSeat(Strength.STARK)]
            return storage.results.record_game(result, seats, guild_id=1 + i % GUILDS,
                                               einsatz=Einsatz.RANGLISTE,
                                               finished_at=at + i, rated=rated)

        season = season_of(at)
        figures["rate_6_seats"] = time_rate(calls)
        figures["record_game_6_rated"] = await _timed(calls, lambda i: six(i, True))
        figures["record_game_6_unrated"] = await _timed(calls, lambda i: six(i, False))
        figures["rating_board"] = await _timed(calls, lambda i: storage.ratings.board(
            1 + i % GUILDS, "fabel", "klassisch", user_id=1 + i))
        figures["season_board"] = await _timed(calls, lambda i: storage.ratings.board(
            1 + i % GUILDS, "fabel", "klassisch", season=season, user_id=1 + i))
        figures["person_rating"] = await _timed(calls, lambda i: storage.ratings.person(
            1 + (i * 7919) % users, "fabel", "klassisch", guild_id=1 + i % GUILDS))
        figures["points_board"] = await _timed(calls, lambda i: storage.results.leaderboard(
            1 + i % GUILDS, "fabel", "klassisch", user_id=1 + i))
    finally:
        await storage.close()
    return figures


NAMES = ("rate_6_seats", "record_game_6_rated", "record_game_6_unrated", "rating_board",
         "season_board", "person_rating", "points_board")


def main() -> None:
    """Write the games, rebuild, time, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=5_000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "ratings.sqlite3"
        start = time.perf_counter()
        write_games(path, args.games, args.users)
        written = time.perf_counter() - start
        figures = asyncio.run(measure(path, args.calls, args.users, args.games))
        size = path.stat().st_size
    figures |= {"games": args.games, "users": args.users, "calls": args.calls, "bytes": size}
    print(f"{args.games} rated games, {args.users} users, {size / 1e6:.1f} MB "
          f"(written in {written:.1f} s)")
    print(f"rebuild of every rating: {figures['rebuild_s']:.2f} s "
          f"({figures['rating_rows']} rating rows)")
    for name in NAMES:
        f = figures[name]
        print(f"{name:22} median {f['median_ms']:7.3f} ms   p95 {f['p95_ms']:7.3f} ms")
    if args.json is not None:
        args.json.write_text(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
