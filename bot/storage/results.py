"""Finished games: results, server leaderboards, "Meine Partien", daily lists.

A finished game arrives as the game's own :class:`engines.core.result.GameResult`
(every game fills the same type) together with the facts only the shell
knows, in :meth:`Results.record_game`::

    await storage.results.record_game(
        info.summarize(state),            # places, points, stats, daily key ...
        seats,                            # who holds each seat at the end
        guild_id=..., einsatz=..., finished_at=...,
        table_id=..., daily_day=...,      # optional
        leavers=(Leaver(user_id, seat),)) # people who left on the way

The shape of what is stored:

- one ``games`` row (game, mode, server, Einsatz, rounds, why it ended,
  whether it sets records, the strengths of the computers holding seats at
  the end);
- one ``player_results`` row per person holding a seat at the end, with the
  seat's place, points, leaderboard points, Rechenweg, statistics (JSON)
  and daily key; computers get no rows;
- one row per leaver, if the game declares ``leave_points``: those as
  leaderboard points, no place and no points, never a winner (a game
  without ``leave_points`` gives the leaver no result, so no row);
- the album items of each person's seat (first collections only);
- the streaks of the game's streak records (``RecordSpec.streak``), moved on
  by each person's statistic, unless the game sets no records.

The game's ``leave_points`` and ``records`` are read from its declaration
in ``engines.core.registry`` unless given (an unregistered game has none).

Storage only adds up what the engine computed:

- a server leaderboard sums leaderboard points per person, per guild, game
  and Spielart, over the games that count (Rangliste and solo; never
  Freundschaft);
- "Meine Partien" covers every finished game of the person, Freundschaft
  included, on every server (:mod:`bot.storage.mygames`);
- the daily list takes each person's first finished daily game of the day
  (per game and Spielart, over all servers) and ranks by the game's daily
  key (higher first), a tie going to the earlier finish.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from enum import Enum

from bot.storage.album import add_items
from bot.storage.database import Database, Row
from bot.storage.migrations import decode_key, encode_key
from bot.storage.mygames import my_games
from bot.storage.ratings import rate_game
from bot.storage.records import (
    BoardEntry,
    ComputerSeat,
    DailyEntry,
    DailyList,
    Einsatz,
    HumanSeat,
    Leaderboard,
    Leaver,
    MyGames,
    Seat,
    Status,
    StoredGame,
    StoredResult,
    Strength,
)
from bot.storage.streaks import streak_outcomes, update_streak
from bot.storage.tables import transition
from bot.storage.unscored import record_unscored
from engines.core.registry import RecordSpec
from engines.core.registry import game as declared_game
from engines.core.result import GameResult


class Declared(Enum):
    """The default of :meth:`Results.record_game`'s ``leave_points`` and
    ``records``: as the game's registry entry declares them."""

    AS_DECLARED = "as declared"


AS_DECLARED = Declared.AS_DECLARED


def declared_records(game: str) -> tuple[RecordSpec, ...]:
    """The records game ``game`` declares (none for an unregistered game)."""
    try:
        return declared_game(game).records
    except KeyError:
        return ()


def declared_leave_points(game: str) -> int | None:
    """The leaderboard points of a leaver of ``game`` (None: no result)."""
    try:
        return declared_game(game).leave_points
    except KeyError:
        return None


def _entry(row: Row) -> BoardEntry:
    return BoardEntry(row["rank"], row["user_id"], row["total"], row["games"])


def _daily(row: Row) -> DailyEntry:
    return DailyEntry(row["rank"], row["user_id"], row["points"], row["finished_at"],
                      row["guild_id"], row["game_id"], decode_key(row["daily_key"]))


def _dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _check(result: GameResult, seats: Sequence[Seat], leavers: Sequence[Leaver],
           einsatz: Einsatz | None, daily_day: date | None) -> None:
    if len(seats) != len(result.seats):
        raise ValueError(f"{len(result.seats)} seat results but {len(seats)} seats")
    holders = [s.user_id for s in seats if isinstance(s, HumanSeat)]
    people = holders + [lv.user_id for lv in leavers]
    if len(set(people)) != len(people):
        raise ValueError("every person appears once (in one seat or as one leaver)")
    if any(not 0 <= lv.seat < len(seats) for lv in leavers):
        raise ValueError("a leaver's seat is not a seat of this game")
    if einsatz is None and len(people) > 1:
        raise ValueError("a table with other people needs an Einsatz")
    if daily_day is not None and (len(holders) != 1 or leavers):
        raise ValueError("the daily game is a solo game")


def _people_rows(game_id: int, result: GameResult, seats: Sequence[Seat],
                 leavers: Sequence[Leaver], points_for_leaving: int | None
                 ) -> list[tuple[object, ...]]:
    """The ``player_results`` rows of a game: each person holding a seat at
    the end, and each leaver if the game gives leavers points."""
    rows: list[tuple[object, ...]] = []
    for seat, holder in zip(result.seats, seats, strict=True):
        if isinstance(holder, HumanSeat):
            rows.append((game_id, holder.user_id, seat.seat, seat.place, seat.points,
                         seat.leaderboard, int(seat.place == 1), 0, seat.rechenweg,
                         _dumps(dict(seat.stats)), encode_key(seat.daily_key)))
    if points_for_leaving is not None:
        rows += [(game_id, lv.user_id, lv.seat, None, None, points_for_leaving, 0, 1,
                  "", "{}", None) for lv in leavers]
    return rows


class Results:
    """Results and what is computed from them. Reached as ``storage.results``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def record_game(
        self,
        result: GameResult,
        seats: Sequence[Seat],
        *,
        guild_id: int | None,
        einsatz: Einsatz | None,
        finished_at: float,
        table_id: int | None = None,
        daily_day: date | None = None,
        leavers: Sequence[Leaver] = (),
        leave_points: int | None | Declared = AS_DECLARED,
        records: Sequence[RecordSpec] | Declared = AS_DECLARED,
        finish_table: bool = True,
        rated: bool | None = None,
    ) -> int:
        """Store a finished game (see the module docstring); return its id.

        ``seats`` are the holders of the seats at the end, in seat order (one
        per ``result.seats``). ``einsatz`` is None for a solo game (one
        person), which always counts for the leaderboards. ``daily_day`` is
        the daily game's day (Europe/Berlin). With ``table_id`` the table is
        marked finished in the same transaction (so a crash cannot leave a
        result without a finished table, or the reverse) — unless
        ``finish_table`` is False: then the table stays live until the caller
        has shown the end (``Tables.finish``), and a second call for the same
        table (after a restart in between) stores nothing and returns the
        game stored first. ``rated`` (by default: a game that counts for the
        leaderboards and sets records) says whether it moves its people's ratings
        (:mod:`bot.storage.ratings`, in the same transaction).
        """
        _check(result, seats, leavers, einsatz, daily_day)
        points_for_leaving = (declared_leave_points(result.game)
                              if isinstance(leave_points, Declared) else leave_points)
        specs = declared_records(result.game) if isinstance(records, Declared) else records
        computers = [s.strength.value for s in seats if isinstance(s, ComputerSeat)]
        computer_places = [r.place for r, s in zip(result.seats, seats, strict=True)
                           if isinstance(s, ComputerSeat)]
        counts = einsatz is not Einsatz.FREUNDSCHAFT
        async with self._db.transaction() as tx:
            if table_id is not None:
                known = await tx.fetchone("SELECT id FROM games WHERE table_id = ?", (table_id,))
                if known is not None:
                    if finish_table:
                        await transition(tx, table_id, Status.FINISHED, finished_at)
                    return int(known["id"])
                if finish_table:
                    await transition(tx, table_id, Status.FINISHED, finished_at)
            game_id = await tx.insert(
                "INSERT INTO games (table_id, guild_id, game, mode, finished_at, einsatz, "
                "counts_for_leaderboard, computer_strengths, daily_day, rounds, reason, "
                "records, rated, computer_places) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (table_id, guild_id, result.game, result.mode, finished_at,
                 einsatz.value if einsatz is not None else None, int(counts),
                 _dumps(computers), daily_day.isoformat() if daily_day is not None else None,
                 result.rounds, result.reason, int(result.records),
                 int(counts and result.records if rated is None else rated),
                 _dumps(computer_places)),
            )
            await tx.executemany(
                "INSERT INTO player_results (game_id, user_id, seat, place, points, "
                "leaderboard_points, won, left_game, rechenweg, stats, daily_key) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                _people_rows(game_id, result, seats, leavers, points_for_leaving))
            for seat, holder in zip(result.seats, seats, strict=True):
                if not isinstance(holder, HumanSeat):
                    continue
                if seat.album:
                    await add_items(tx, holder.user_id, result.game, seat.album,
                                    at=finished_at, game_id=game_id)
                if not result.records:
                    continue  # a game without records neither lengthens nor ends a streak
                for spec in specs:
                    outcomes = streak_outcomes(seat.stats.get(spec.stat)) if spec.streak else []
                    if outcomes:
                        await update_streak(tx, holder.user_id, result.game, spec.stat,
                                            outcomes, at=finished_at)
            await rate_game(tx, game_id)
        return game_id

    async def record_unscored(
        self, *, game: str, mode: str, table_id: int, guild_id: int | None,
        einsatz: Einsatz | None, finished_at: float, reason: str, ended_by: int | None,
        computers: Sequence[Strength], leavers: Sequence[Leaver] = (),
        leave_points: int | None = None, counts: bool = False,
    ) -> int:
        """Store a game that did not end by its rules and finish its table
        (:mod:`bot.storage.unscored`); the stored game's id."""
        return await record_unscored(
            self._db, game=game, mode=mode, table_id=table_id, guild_id=guild_id,
            einsatz=einsatz, finished_at=finished_at, reason=reason, ended_by=ended_by,
            computers=computers, leavers=leavers, leave_points=leave_points, counts=counts)

    async def game(self, game_id: int) -> StoredGame:
        """A stored game with its people's results (LookupError if none)."""
        async with self._db.transaction(write=False) as tx:
            row = await tx.fetchone(
                "SELECT id, table_id, guild_id, game, mode, finished_at, einsatz, "
                "counts_for_leaderboard, computer_strengths, daily_day, rounds, reason, "
                "records, unscored, ended_by FROM games WHERE id = ?", (game_id,))
            people = await tx.fetchall(
                "SELECT user_id, seat, place, points, leaderboard_points, won, left_game, "
                "rechenweg, stats, daily_key FROM player_results WHERE game_id = ? "
                "ORDER BY seat, left_game DESC, user_id", (game_id,))
        if row is None:
            raise LookupError(f"no stored game {game_id}")
        return StoredGame(
            id=row["id"], table_id=row["table_id"], guild_id=row["guild_id"],
            game=row["game"], mode=row["mode"], finished_at=row["finished_at"],
            einsatz=Einsatz(row["einsatz"]) if row["einsatz"] is not None else None,
            counts_for_leaderboard=bool(row["counts_for_leaderboard"]),
            computers=tuple(Strength(s) for s in json.loads(row["computer_strengths"])),
            daily_day=(date.fromisoformat(row["daily_day"]) if row["daily_day"] is not None
                       else None),
            rounds=row["rounds"], reason=row["reason"], records=bool(row["records"]),
            unscored=bool(row["unscored"]), ended_by=row["ended_by"],
            people=tuple(StoredResult(
                user_id=p["user_id"], seat=p["seat"], place=p["place"], points=p["points"],
                leaderboard_points=p["leaderboard_points"], won=bool(p["won"]),
                left=bool(p["left_game"]), rechenweg=p["rechenweg"],
                stats=json.loads(p["stats"]), daily_key=decode_key(p["daily_key"]))
                for p in people))

    async def game_of_table(self, table_id: int) -> StoredGame | None:
        """The game stored for table ``table_id`` (None: none is)."""
        row = await self._db.fetchone("SELECT id FROM games WHERE table_id = ?", (table_id,))
        return None if row is None else await self.game(int(row["id"]))

    async def leaderboard(
        self, guild_id: int, game: str, mode: str, *, user_id: int | None = None, limit: int = 10
    ) -> Leaderboard:
        """The server leaderboard of one game and Spielart: the ``limit`` best
        sums of leaderboard points, best first, and ``user_id``'s own line.

        Equal sums share a rank (1, 2, 2, 4); within it the order is by user id
        so that the list is stable. A game a person left counts with his
        leave points.
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

    async def my_games(self, user_id: int, game: str, mode: str, *,
                       records: Sequence[RecordSpec] | Declared = AS_DECLARED) -> MyGames:
        """"Meine Partien": totals, wins against each computer strength and
        the game's records (``records``, by default as the game declares
        them) of one person in one game and Spielart, over all servers,
        Freundschaft games included (see :mod:`bot.storage.mygames`)."""
        specs = declared_records(game) if isinstance(records, Declared) else records
        async with self._db.transaction(write=False) as tx:
            return await my_games(tx, user_id, game, mode, specs)

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
        (on any server), the highest daily key first, a tie going to the
        earlier finish. ``guild_id`` filters the list to games played on that
        server (a person's later game elsewhere never replaces his first)."""
        rows = await self._db.fetchall(
            """
            WITH firsts AS (
                SELECT p.user_id, p.points, p.daily_key, g.finished_at, g.guild_id,
                       g.id AS game_id,
                       ROW_NUMBER() OVER (PARTITION BY p.user_id
                                          ORDER BY g.finished_at, g.id) AS nth
                FROM games g JOIN player_results p ON p.game_id = g.id
                WHERE g.game = :game AND g.mode = :mode AND g.daily_day = :day
                  AND p.left_game = 0
            ), ranked AS (
                SELECT user_id, points, daily_key, finished_at, guild_id, game_id,
                       ROW_NUMBER() OVER (ORDER BY daily_key DESC NULLS LAST, finished_at,
                                                   game_id) AS rank
                FROM firsts
                WHERE nth = 1 AND (CAST(:guild AS BIGINT) IS NULL OR guild_id = :guild)
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
            "WHERE p.user_id = ? AND g.game = ? AND g.mode = ? AND g.daily_day = ? "
            "AND p.left_game = 0 LIMIT 1",
            (user_id, game, mode, day.isoformat()),
        )
        return row is not None
