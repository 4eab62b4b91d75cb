"""Finished games: results, server leaderboards, "Meine Partien", daily lists.

Storage keeps what the engine computed (places, points, leaderboard points)
and only adds them up:

- a server leaderboard sums leaderboard points per person, per guild, game
  and Spielart, over the games that count (Rangliste and solo; never
  Freundschaft);
- "Meine Partien" covers every finished game of the person, Freundschaft
  included, on every server;
- the daily list takes each person's first finished daily game of the day
  (per game and Spielart, over all servers) and ranks by game points, a tie
  going to the earlier finish.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import date

from bot.storage.database import Database
from bot.storage.records import (
    BoardEntry,
    DailyEntry,
    DailyList,
    GameResult,
    Leaderboard,
    MyGames,
    Status,
    Strength,
)
from bot.storage.tables import transition


def _entry(row: sqlite3.Row) -> BoardEntry:
    return BoardEntry(row["rank"], row["user_id"], row["total"], row["games"])


def _daily(row: sqlite3.Row) -> DailyEntry:
    return DailyEntry(row["rank"], row["user_id"], row["points"], row["finished_at"],
                      row["guild_id"], row["game_id"])


class Results:
    """Results and what is computed from them. Reached as ``storage.results``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def record_game(self, result: GameResult) -> int:
        """Store a finished game and its people's results; return its id.

        With ``result.table_id`` the table is marked finished in the same
        transaction (so a crash cannot leave a result without a finished
        table, or the reverse).
        """
        async with self._db.transaction() as tx:
            if result.table_id is not None:
                await transition(tx, result.table_id, Status.FINISHED, result.finished_at)
            game_id = await tx.insert(
                "INSERT INTO games (table_id, guild_id, game, mode, finished_at, einsatz, "
                "counts_for_leaderboard, computer_strengths, daily_day) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result.table_id,
                    result.guild_id,
                    result.game,
                    result.mode,
                    result.finished_at,
                    result.einsatz.value if result.einsatz is not None else None,
                    int(result.counts_for_leaderboard),
                    json.dumps([s.value for s in result.computers]),
                    result.daily_day.isoformat() if result.daily_day is not None else None,
                ),
            )
            await tx.executemany(
                "INSERT INTO player_results (game_id, seat, user_id, place, points, "
                "leaderboard_points, won, vierer, cheapest_drache) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (game_id, p.seat, p.user_id, p.place, p.points, p.leaderboard_points,
                     int(p.won), p.vierer, p.cheapest_drache)
                    for p in result.players
                ],
            )
        return game_id

    async def leaderboard(
        self, guild_id: int, game: str, mode: str, *, user_id: int | None = None, limit: int = 10
    ) -> Leaderboard:
        """The server leaderboard of one game and Spielart: the ``limit`` best
        sums of leaderboard points, best first, and ``user_id``'s own line.

        Equal sums share a rank (1, 2, 2, 4); within it the order is by user id
        so that the list is stable.
        """
        rows = await self._db.fetchall(
            """
            WITH totals AS (
                SELECT p.user_id, SUM(p.leaderboard_points) AS total, COUNT(*) AS games
                FROM games g JOIN player_results p ON p.game_id = g.id
                WHERE g.guild_id = :guild AND g.game = :game AND g.mode = :mode
                  AND g.counts_for_leaderboard = 1
                GROUP BY p.user_id
            ), ranked AS (
                SELECT user_id, total, games,
                       RANK() OVER (ORDER BY total DESC) AS rank,
                       ROW_NUMBER() OVER (ORDER BY total DESC, user_id) AS position
                FROM totals
            )
            SELECT user_id, total, games, rank, position FROM ranked
            WHERE position <= :limit OR user_id = :user
            ORDER BY position
            """,
            {"guild": guild_id, "game": game, "mode": mode, "limit": limit, "user": user_id},
        )
        top = tuple(_entry(r) for r in rows if r["position"] <= limit)
        me = next((_entry(r) for r in rows if r["user_id"] == user_id), None)
        return Leaderboard(top, me)

    async def my_games(self, user_id: int, game: str, mode: str) -> MyGames:
        """"Meine Partien": totals and Bestmarken of one person in one game and
        Spielart, over all servers, Freundschaft games included."""
        async with self._db.transaction(write=False) as tx:
            row = await tx.fetchone(
                """
                SELECT COUNT(*) AS games, COALESCE(SUM(p.won), 0) AS wins,
                       COALESCE(SUM(p.points), 0) AS points_total,
                       MAX(p.points) AS best_points, MAX(p.vierer) AS most_vierer,
                       MIN(p.cheapest_drache) AS cheapest_drache
                FROM games g JOIN player_results p ON p.game_id = g.id
                WHERE p.user_id = ? AND g.game = ? AND g.mode = ?
                """,
                (user_id, game, mode),
            )
            against = await tx.fetchall(
                """
                SELECT s.value AS strength, COUNT(DISTINCT g.id) AS wins
                FROM games g JOIN player_results p ON p.game_id = g.id,
                     json_each(g.computer_strengths) s
                WHERE p.user_id = ? AND g.game = ? AND g.mode = ? AND p.won = 1
                GROUP BY s.value
                """,
                (user_id, game, mode),
            )
        assert row is not None  # an aggregate without GROUP BY always gives a row
        wins_against = dict.fromkeys(Strength, 0)
        for r in against:
            wins_against[Strength(r["strength"])] = r["wins"]
        return MyGames(
            games=row["games"],
            wins=row["wins"],
            points_total=row["points_total"],
            best_points=row["best_points"],
            most_vierer=row["most_vierer"],
            cheapest_drache=row["cheapest_drache"],
            wins_against=wins_against,
        )

    async def daily_list(
        self,
        game: str,
        mode: str,
        day: date,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        limit: int = 10,
    ) -> DailyList:
        """The daily list of ``day``: each person's first finished daily game
        (on any server), best game points first, a tie going to the earlier
        finish. ``guild_id`` filters the list to games played on that server
        (a person's later game elsewhere never replaces his first)."""
        rows = await self._db.fetchall(
            """
            WITH firsts AS (
                SELECT p.user_id, p.points, g.finished_at, g.guild_id, g.id AS game_id,
                       ROW_NUMBER() OVER (PARTITION BY p.user_id
                                          ORDER BY g.finished_at, g.id) AS nth
                FROM games g JOIN player_results p ON p.game_id = g.id
                WHERE g.game = :game AND g.mode = :mode AND g.daily_day = :day
            ), ranked AS (
                SELECT user_id, points, finished_at, guild_id, game_id,
                       ROW_NUMBER() OVER (ORDER BY points DESC, finished_at, game_id) AS rank
                FROM firsts
                WHERE nth = 1 AND (:guild IS NULL OR guild_id = :guild)
            )
            SELECT * FROM ranked WHERE rank <= :limit OR user_id = :user ORDER BY rank
            """,
            {"game": game, "mode": mode, "day": day.isoformat(), "guild": guild_id,
             "limit": limit, "user": user_id},
        )
        top = tuple(_daily(r) for r in rows if r["rank"] <= limit)
        me = next((_daily(r) for r in rows if r["user_id"] == user_id), None)
        return DailyList(top, me)

    async def has_played_daily(self, user_id: int, game: str, mode: str, day: date) -> bool:
        """True once the person finished a daily game of ``day``: later ones
        no longer count (the lobby can say so before he starts)."""
        row = await self._db.fetchone(
            "SELECT 1 FROM games g JOIN player_results p ON p.game_id = g.id "
            "WHERE p.user_id = ? AND g.game = ? AND g.mode = ? AND g.daily_day = ? LIMIT 1",
            (user_id, game, mode, day.isoformat()),
        )
        return row is not None
