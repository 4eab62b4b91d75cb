"""Ratings per person, game and mode (docs/RATINGS.md has the decisions).

Every rated game (``games.rated``) updates, in the transaction that stores
it (:func:`rate_game`, called by ``Results.record_game``), three scopes: all
servers (guild 0, all time), its server all time, and its server's season
(the month it ended in, Berlin time). The course of the all-time ratings is
kept per game (``rating_history``) for the chart and a person's best and
last games.

Both the update and :meth:`Ratings.rebuild` read a game's entrants with the
same query (:func:`_facts`) and compute with the same function
(:func:`bot.storage.skill.rate`) in the same order (by game id), so a rebuild
gives the stored floats exactly.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from bot.storage.database import Database, Row, Transaction
from bot.storage.rating_records import (
    PersonRating,
    RatingBoard,
    RatingEntry,
    RatingPoint,
    RebuildReport,
)
from bot.storage.skill import Entrant, Rating, rate, season_of

#: (guild id or 0, season or "") - where a rating is kept.
Scope = tuple[int, str]
#: A ratings row's key and value: scope, game, mode, user -> (rating, games, last game).
Key = tuple[int, str, str, str, int]
Value = tuple[Rating, int, int]

_GAMES = ("SELECT id, game, mode, guild_id, finished_at, computer_strengths, computer_places "
          "FROM games WHERE rated = 1")
_PEOPLE = ("SELECT p.game_id, p.user_id, p.place, p.left_game FROM player_results p "
           "JOIN games g ON g.id = p.game_id WHERE g.rated = 1")
_PEOPLE_ORDER = " ORDER BY p.game_id, p.left_game, p.seat, p.user_id"


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What rating a stored game needs: where and when, and its entrants in
    a fixed order (people by seat, computers by seat, then who left)."""

    id: int
    game: str
    mode: str
    guild_id: int | None
    finished_at: float
    entrants: tuple[Entrant, ...]

    def scopes(self) -> list[Scope]:
        """All servers; and with a server, the server all time and its season."""
        if not self.guild_id:
            return [(0, "")]
        return [(0, ""), (self.guild_id, ""), (self.guild_id, season_of(self.finished_at))]


def _facts(row: Row, people: Sequence[Row]) -> GameFacts:
    """A game's facts from its row and its people's rows (in ``_PEOPLE_ORDER``).
    Who left is placed behind everyone who finished; computers of games
    stored before their places were kept are left out."""
    stayed = [Entrant(p["user_id"], None, p["place"]) for p in people if not p["left_game"]]
    if row["computer_places"] is not None:
        strengths = json.loads(row["computer_strengths"])
        places = json.loads(row["computer_places"])
        stayed += [Entrant(None, s, int(p)) for s, p in zip(strengths, places, strict=True)]
    last = max((e.place for e in stayed), default=0) + 1
    left = [Entrant(p["user_id"], None, last) for p in people if p["left_game"]]
    return GameFacts(row["id"], row["game"], row["mode"], row["guild_id"],
                     row["finished_at"], tuple(stayed + left))


def _rating_row(key: Key, value: Value) -> tuple[object, ...]:
    rating, games, last = value
    return (*key, rating.mu, rating.sigma, rating.conservative, games, last)


_UPSERT = ("INSERT INTO ratings (guild_id, season, game, mode, user_id, mu, sigma, "
           "conservative, games, last_game_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
           "ON CONFLICT (guild_id, season, game, mode, user_id) DO UPDATE SET "
           "mu = excluded.mu, sigma = excluded.sigma, conservative = excluded.conservative, "
           "games = excluded.games, last_game_id = excluded.last_game_id")
_HISTORY = ("INSERT INTO rating_history (user_id, guild_id, game_id, mu, sigma, change) "
            "VALUES (?, ?, ?, ?, ?, ?)")


def step(facts: GameFacts, current: Mapping[Key, Value]
         ) -> tuple[dict[Key, Value], list[tuple[object, ...]]]:
    """One game's updates: the new ratings rows and the course rows, from
    the rows before (``current``: at least those of the game's people)."""
    rows: dict[Key, Value] = {}
    history: list[tuple[object, ...]] = []
    people = [e.user_id for e in facts.entrants if e.user_id is not None]
    # scopes whose ratings before are the same (a person who plays on one
    # server) get the same result: computed once
    done: dict[tuple[tuple[int, Rating | None], ...], dict[int, Rating]] = {}
    for guild, season in facts.scopes():
        keys = {u: (guild, season, facts.game, facts.mode, u) for u in people}
        before = {u: current[k][0] for u, k in keys.items() if k in current}
        same = tuple((u, before.get(u)) for u in people)
        if same not in done:
            done[same] = rate(facts.entrants, before)
        for user, after in done[same].items():
            old = current.get(keys[user])
            rows[keys[user]] = (after, (old[1] if old else 0) + 1, facts.id)
            if not season:
                change = after.conservative - (old[0] if old else Rating()).conservative
                history.append((user, guild, facts.id, after.mu, after.sigma, change))
    return rows, history


async def rate_game(tx: Transaction, game_id: int) -> None:
    """Rate the stored game ``game_id`` inside ``tx`` (nothing if it is not rated)."""
    row = await tx.fetchone(_GAMES + " AND id = ?", (game_id,))
    if row is None:
        return
    people = await tx.fetchall(_PEOPLE + " AND p.game_id = ?" + _PEOPLE_ORDER, (game_id,))
    facts = _facts(row, people)
    users = [e.user_id for e in facts.entrants if e.user_id is not None]
    marks = ", ".join("?" for _ in users)
    scopes = facts.scopes()
    guilds = sorted({g for g, _ in scopes})
    seasons = sorted({s for _, s in scopes})
    # one statement for every scope (the few rows of other combinations are dropped)
    found = await tx.fetchall(
        "SELECT guild_id, season, user_id, mu, sigma, games, last_game_id FROM ratings "
        f"WHERE guild_id IN ({', '.join('?' for _ in guilds)}) "
        f"AND season IN ({', '.join('?' for _ in seasons)}) AND game = ? AND mode = ? "
        f"AND user_id IN ({marks})", (*guilds, *seasons, facts.game, facts.mode, *users))
    current: dict[Key, Value] = {
        (r["guild_id"], r["season"], facts.game, facts.mode, r["user_id"]): (
            Rating(r["mu"], r["sigma"]), r["games"], r["last_game_id"])
        for r in found if (r["guild_id"], r["season"]) in scopes}
    rows, history = step(facts, current)
    await tx.executemany(_UPSERT, [_rating_row(k, v) for k, v in rows.items()])
    await tx.executemany(_HISTORY, history)


def _group(people: Iterable[Row]) -> dict[int, list[Row]]:
    out: dict[int, list[Row]] = {}
    for p in people:
        out.setdefault(p["game_id"], []).append(p)
    return out


def _differing(computed: Iterable[tuple[object, ...]], stored: Iterable[Row],
               key: int) -> int:
    """How many rows (told apart by their first ``key`` columns) are stored
    differently from how they were computed, or only on one side."""
    mine = {row[:key]: row for row in computed}
    theirs = {tuple(row)[:key]: tuple(row) for row in stored}
    return sum(mine.get(k) != theirs.get(k) for k in mine.keys() | theirs.keys())


def _point(row: Row) -> RatingPoint:
    return RatingPoint(row["game_id"], row["finished_at"], Rating(row["mu"], row["sigma"]),
                       row["change"], None if row["left_game"] else row["place"],
                       row["entrants"])


_COURSE = """
SELECT h.game_id, g.finished_at, h.mu, h.sigma, h.change, p.place, p.left_game,
       (SELECT COUNT(*) FROM player_results q WHERE q.game_id = g.id)
         + json_array_length(g.computer_strengths) AS entrants
FROM rating_history h JOIN games g ON g.id = h.game_id
JOIN player_results p ON p.game_id = h.game_id AND p.user_id = h.user_id
WHERE h.user_id = :user AND h.guild_id = :guild AND g.game = :game AND g.mode = :mode
"""


def replay(games: Sequence[Row], people: Mapping[int, Sequence[Row]]
           ) -> tuple[dict[Key, Value], list[tuple[object, ...]]]:
    """Every rating and course row from the rated games in order (pure)."""
    state: dict[Key, Value] = {}
    history: list[tuple[object, ...]] = []
    for row in games:
        rows, course = step(_facts(row, people.get(row["id"], [])), state)
        state.update(rows)
        history += course
    return state, history


class Ratings:
    """Ratings, their boards and a person's course. Reached as ``storage.ratings``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def board(self, guild_id: int, game: str, mode: str, *, season: str = "",
                    user_id: int | None = None, limit: int = 10) -> RatingBoard:
        """The best ``limit`` ratings of a server (all time, or of
        ``season``), highest conservative estimate first, and ``user_id``'s
        line. Equal estimates share a rank; then more games, then user id."""
        rows = await self._db.fetchall(
            """
            WITH ranked AS (
                SELECT user_id, mu, sigma, games,
                       RANK() OVER (ORDER BY conservative DESC) AS rank,
                       ROW_NUMBER() OVER (ORDER BY conservative DESC, games DESC,
                                          user_id) AS position
                FROM ratings
                WHERE guild_id = :guild AND season = :season AND game = :game
                  AND mode = :mode
            )
            SELECT * FROM ranked WHERE position <= :limit OR user_id = :user
            ORDER BY position
            """,
            {"guild": guild_id, "season": season, "game": game, "mode": mode,
             "limit": limit, "user": user_id})
        entries = [(r["position"], RatingEntry(r["rank"], r["user_id"],
                                               Rating(r["mu"], r["sigma"]), r["games"]))
                   for r in rows]
        top = tuple(e for pos, e in entries if pos <= limit)
        me = next((e for _, e in entries if e.user_id == user_id), None)
        return RatingBoard(top, me)

    async def seasons(self, guild_id: int, game: str, mode: str) -> tuple[str, ...]:
        """The seasons of a server that have a board, newest first."""
        rows = await self._db.fetchall(
            "SELECT DISTINCT season FROM ratings WHERE guild_id = ? AND game = ? AND mode = ? "
            "AND season <> '' ORDER BY season DESC", (guild_id, game, mode))
        return tuple(r["season"] for r in rows)

    async def person(self, user_id: int, game: str, mode: str, *, guild_id: int = 0,
                     points: int = 30, shown: int = 3) -> PersonRating:
        """``user_id``'s rating on a server (0: all servers) and across all
        servers, the last ``points`` points of its course, and the ``shown``
        games that raised it most and the last ``shown`` games."""
        key = {"user": user_id, "guild": guild_id, "game": game, "mode": mode}
        async with self._db.transaction(write=False) as tx:
            mine = {}
            for guild in {guild_id, 0}:
                row = await tx.fetchone(
                    "SELECT mu, sigma, games FROM ratings WHERE guild_id = ? AND season = '' "
                    "AND game = ? AND mode = ? AND user_id = ?", (guild, game, mode, user_id))
                mine[guild] = row
            course = await tx.fetchall(_COURSE + " ORDER BY h.game_id DESC LIMIT :n",
                                       {**key, "n": points})
            best = await tx.fetchall(_COURSE + " AND h.change > 0 "
                                     "ORDER BY h.change DESC, h.game_id DESC LIMIT :n",
                                     {**key, "n": shown})

        def rating(row: Row | None) -> Rating | None:
            return None if row is None else Rating(row["mu"], row["sigma"])

        here, there = mine[guild_id], mine[0]
        points_ = tuple(_point(r) for r in course)
        return PersonRating(rating(here), here["games"] if here else 0, rating(there),
                            there["games"] if there else 0, points_[::-1],
                            tuple(_point(r) for r in best), points_[:shown])

    async def rebuild(self, *, write: bool = True) -> RebuildReport:
        """Recompute every rating from the stored games, in order, and
        compare with what is stored; with ``write`` replace the stored
        ratings and course by the recomputed ones (one transaction)."""
        async with self._db.transaction(write=write) as tx:
            games = await tx.fetchall(_GAMES + " ORDER BY id")
            people = _group(await tx.fetchall(_PEOPLE + _PEOPLE_ORDER))
            # seconds of CPU for many games: on a thread, the loop goes on
            state, history = await asyncio.to_thread(replay, games, people)
            stored = await tx.fetchall(
                "SELECT guild_id, season, game, mode, user_id, mu, sigma, conservative, "
                "games, last_game_id FROM ratings")
            stored_course = await tx.fetchall(
                "SELECT user_id, guild_id, game_id, mu, sigma, change FROM rating_history")
            ratings = {_rating_row(k, v) for k, v in state.items()}
            differences = _differing(ratings, stored, 5) + _differing(history, stored_course, 3)
            if write:
                await tx.execute("DELETE FROM ratings")
                await tx.execute("DELETE FROM rating_history")
                await tx.executemany(_UPSERT, sorted(ratings))
                await tx.executemany(_HISTORY, history)
                await tx.execute("DELETE FROM ratings_rebuild")
        return RebuildReport(len(games), len(ratings), len(history), differences)

    async def rebuild_pending(self) -> bool:
        """True if the ratings migration asked for a rebuild (a database
        with games from before the ratings)."""
        try:
            row = await self._db.fetchone("SELECT pending FROM ratings_rebuild")
        except sqlite3.OperationalError:  # a schema before the ratings (tests of migrations)
            return False
        return row is not None
