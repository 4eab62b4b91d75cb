"""Migration 2 on a database written by the version-1 code: nothing is lost.

The database is written with the version-1 schema (``MIGRATIONS[:1]``) and
the INSERT statements of the version-1 code (copied here as they were), and
the version-1 queries of the leaderboard, Meine Partien and the daily list
are run on it. After opening it with today's code every table, action,
timer, game, score and setting must still be there and read back the same.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import date
from pathlib import Path
from typing import Any

from bot.fabel.prefs import FabelPrefs, prefs
from bot.storage import (
    ComputerSeat,
    Einsatz,
    HumanSeat,
    SeatHolder,
    Status,
    Storage,
    Strength,
    Theme,
    TimerRecord,
)
from bot.storage.migrations import MIGRATIONS, decode_key
from tests.storage.conftest import played, record

# ------------------------------------------------------- the version-1 code
V1_CREATE_TABLE = (
    "INSERT INTO game_tables (game, mode, guild_id, channel_id, thread_id, "
    "message_id, host_id, seats, options, seed, status, created_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
V1_APPEND_ACTION = (
    "INSERT INTO actions (table_id, seq, action, applied_at) "
    "SELECT :table, :seq, :action, :at "
    "WHERE (SELECT status FROM game_tables WHERE id = :table) = 'live' "
    "AND :seq = (SELECT COALESCE(MAX(seq), -1) + 1 FROM actions "
    "WHERE table_id = :table)")
V1_SET_TIMER = (
    "INSERT INTO timers (table_id, token, kind, deadline) "
    "SELECT :table, :token, :kind, :deadline "
    "WHERE (SELECT status FROM game_tables WHERE id = :table) IN ('lobby', 'live') "
    "ON CONFLICT (table_id) DO UPDATE SET token = excluded.token, "
    "kind = excluded.kind, deadline = excluded.deadline")
V1_FINISH = "UPDATE game_tables SET status = ?, ended_at = ? WHERE id = ? AND status IN (?)"
V1_GAME = (
    "INSERT INTO games (table_id, guild_id, game, mode, finished_at, einsatz, "
    "counts_for_leaderboard, computer_strengths, daily_day) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
V1_PLAYER = (
    "INSERT INTO player_results (game_id, seat, user_id, place, points, "
    "leaderboard_points, won, vierer, cheapest_drache) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
V1_SETTING = ("INSERT INTO user_settings (user_id, {column}) VALUES (?, ?) "
              "ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}")

V1_LEADERBOARD = """
    WITH totals AS (
        SELECT p.user_id, SUM(p.leaderboard_points) AS total, COUNT(*) AS games
        FROM games g JOIN player_results p ON p.game_id = g.id
        WHERE g.guild_id = :guild AND g.game = :game AND g.mode = :mode
          AND g.counts_for_leaderboard = 1
        GROUP BY p.user_id
    )
    SELECT user_id, total, games, RANK() OVER (ORDER BY total DESC) AS rank
    FROM totals ORDER BY total DESC, user_id"""
V1_MY_GAMES = """
    SELECT COUNT(*) AS games, COALESCE(SUM(p.won), 0) AS wins,
           COALESCE(SUM(p.points), 0) AS points_total,
           MAX(p.points) AS best_points, MAX(p.vierer) AS most_vierer,
           MIN(p.cheapest_drache) AS cheapest_drache
    FROM games g JOIN player_results p ON p.game_id = g.id
    WHERE p.user_id = ? AND g.game = ? AND g.mode = ?"""
V1_WINS_AGAINST = """
    SELECT s.value AS strength, COUNT(DISTINCT g.id) AS wins
    FROM games g JOIN player_results p ON p.game_id = g.id,
         json_each(g.computer_strengths) s
    WHERE p.user_id = ? AND g.game = ? AND g.mode = ? AND p.won = 1
    GROUP BY s.value"""
V1_DAILY = """
    WITH firsts AS (
        SELECT p.user_id, p.points, g.finished_at, g.guild_id, g.id AS game_id,
               ROW_NUMBER() OVER (PARTITION BY p.user_id
                                  ORDER BY g.finished_at, g.id) AS nth
        FROM games g JOIN player_results p ON p.game_id = g.id
        WHERE g.game = :game AND g.mode = :mode AND g.daily_day = :day
    )
    SELECT user_id, points, game_id,
           ROW_NUMBER() OVER (ORDER BY points DESC, finished_at, game_id) AS rank
    FROM firsts WHERE nth = 1 AND (:guild IS NULL OR guild_id = :guild) ORDER BY rank"""

SEATS_LIVE = [{"user_id": 1, "name": "Ädä"}, {"computer": "stark"},
              {"user_id": 2, "name": "Bo"}]
SEATS_DONE = [{"user_id": 1, "name": "Ädä"}, {"user_id": 3, "name": "Cy"}]

#: (game, mode, guild, finished, einsatz, computers, daily, table, players);
#: players as (seat, user, place, points, leaderboard points, vierer, drache).
GAMES: list[tuple[Any, ...]] = [
    ("fabel", "klassisch", 10, 100.0, "rangliste", [], None, 3,
     [(0, 1, 1, 3600, 230, 3, 140), (1, 3, 2, 900, 70, 1, None)]),
    ("fabel", "klassisch", 10, 200.0, None, ["normal", "stark", "stark"], None, None,
     [(0, 1, 2, 1800, 115, 4, 90)]),
    ("fabel", "klassisch", 10, 300.0, None, ["leicht"], "2026-11-29", None,
     [(0, 2, 1, 2500, 175, 0, 210)]),
    ("fabel", "klassisch", 11, 310.0, None, ["normal"] * 3, "2026-11-29", None,
     [(0, 1, 1, 2500, 175, 2, None)]),
    ("fabel", "klassisch", 10, 320.0, None, ["normal"] * 3, "2026-11-29", None,
     [(0, 1, 1, 9000, 500, 6, 20)]),          # his second daily game: not counted
    ("fabel", "meistermarkt", 10, 400.0, "freundschaft", ["leicht"], None, None,
     [(0, 1, 1, 4000, 150, 2, 70), (2, 2, 2, 10, 5, 0, None)]),
    ("fabel", "klassisch", 10, 500.0, None, ["stark"], None, None,
     [(0, 3, 1, 700, 85, 1, 300)]),
]


def _write_v1(path: Path) -> None:
    """A day of the version-1 bot, through its own statements."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA foreign_keys = ON")
        # 1: a lobby, 2: a live table with a log and a timer, 3: a finished table
        db.execute(V1_CREATE_TABLE, ("fabel", "klassisch", 10, 20, 30, 40, 1,
                                     json.dumps(SEATS_LIVE[:1]), '{"size":4}', 5, "lobby", 1.0))
        db.execute(V1_CREATE_TABLE, ("fabel", "meistermarkt", 10, 20, 31, 41, 1,
                                     json.dumps(SEATS_LIVE), '{"tempo":"flott"}', 2**62,
                                     "live", 2.0))
        db.execute(V1_CREATE_TABLE, ("fabel", "klassisch", 10, 20, 32, 42, 1,
                                     json.dumps(SEATS_DONE), "{}", 7, "live", 3.0))
        for seq in range(5):
            db.execute(V1_APPEND_ACTION, {"table": 2, "seq": seq, "at": 10.0 + seq,
                                          "action": json.dumps({"type": "Bid", "n": seq})})
        db.execute(V1_APPEND_ACTION, {"table": 3, "seq": 0, "at": 9.0,
                                      "action": '{"type":"Reveal"}'})
        db.execute(V1_SET_TIMER, {"table": 2, "token": 6, "kind": "auction", "deadline": 99.5})
        db.execute(V1_FINISH, ("finished", 100.0, 3, "live"))
        db.execute("DELETE FROM timers WHERE table_id = ?", (3,))
        for game, mode, guild, at, einsatz, computers, day, table, players in GAMES:
            cur = db.execute(V1_GAME, (table, guild, game, mode, at, einsatz,
                                       int(einsatz != "freundschaft"), json.dumps(computers),
                                       day))
            for seat, user, place, points, board, vierer, drache in players:
                db.execute(V1_PLAYER, (cur.lastrowid, seat, user, place, points, board,
                                       int(place == 1), vierer, drache))
        for user, column, value in [(1, "theme", "morgentau"), (1, "einsteiger_hilfe", 0),
                                    (1, "last_bid", 130), (2, "last_bid", 70),
                                    (3, "einsteiger_hilfe", 1), (4, "theme", "laternennacht"),
                                    (5, "last_bid", None)]:
            db.execute(V1_SETTING.format(column=column), (user, value))
    finally:
        db.close()


def _v1_figures(path: Path) -> dict[str, Any]:
    """What the version-1 queries answered on that database."""
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        boards = {
            (guild, mode): [tuple(r) for r in db.execute(
                V1_LEADERBOARD, {"guild": guild, "game": "fabel", "mode": mode})]
            for guild in (10, 11) for mode in ("klassisch", "meistermarkt")}
        mine = {
            (user, mode): (dict(db.execute(V1_MY_GAMES, (user, "fabel", mode)).fetchone()),
                           {r["strength"]: r["wins"] for r in db.execute(
                               V1_WINS_AGAINST, (user, "fabel", mode))})
            for user in (1, 2, 3, 4) for mode in ("klassisch", "meistermarkt")}
        daily = {guild: [tuple(r) for r in db.execute(
            V1_DAILY, {"game": "fabel", "mode": "klassisch", "day": "2026-11-29",
                       "guild": guild})] for guild in (None, 10, 11)}
        players = sorted(tuple(r) for r in db.execute(
            "SELECT game_id, seat, user_id, place, points, leaderboard_points, won, vierer, "
            "cheapest_drache FROM player_results"))
        games = sorted(tuple(r) for r in db.execute(
            "SELECT id, table_id, guild_id, game, mode, finished_at, einsatz, "
            "counts_for_leaderboard, computer_strengths, daily_day FROM games"))
    finally:
        db.close()
    return {"boards": boards, "mine": mine, "daily": daily, "players": players,
            "games": games}


async def _v1_database(path: Path) -> dict[str, Any]:
    path.parent.mkdir(parents=True, exist_ok=True)
    async with await Storage.open(path, migrations=MIGRATIONS[:1]) as old:
        assert old.version == 1
    _write_v1(path)
    return _v1_figures(path)


async def test_tables_logs_and_timers_survive(db_path: Path) -> None:
    await _v1_database(db_path)
    async with await Storage.open(db_path) as storage:
        assert storage.version == len(MIGRATIONS)
        lobby, live = await storage.tables.open_tables(game="fabel")
        assert (lobby.table.id, lobby.table.status, lobby.table.options) == (
            1, Status.LOBBY, {"size": 4})
        assert lobby.history == ()
        assert live.table.seats == (HumanSeat(1, "Ädä"), ComputerSeat(Strength.STARK),
                                    HumanSeat(2, "Bo"))
        assert (live.table.mode, live.table.seed, live.table.thread_id,
                live.table.message_id) == ("meistermarkt", 2**62, 31, 41)
        assert [(a.seq, a.action, a.applied_at) for a in live.actions] == [
            (n, {"type": "Bid", "n": n}, 10.0 + n) for n in range(5)]
        assert live.timer == TimerRecord(6, "auction", 99.5)
        # the seat history is filled in from the seats of every started table
        assert live.history == (SeatHolder(0, 0, HumanSeat(1, "Ädä")),
                                SeatHolder(1, 0, ComputerSeat(Strength.STARK)),
                                SeatHolder(2, 0, HumanSeat(2, "Bo")))
        done = await storage.tables.load(3)
        assert (done.table.status, done.table.ended_at, done.timer) == (
            Status.FINISHED, 100.0, None)
        assert [a.action for a in done.actions] == [{"type": "Reveal"}]
        assert [h.holder for h in done.history] == [HumanSeat(1, "Ädä"), HumanSeat(3, "Cy")]
        # the log goes on where it stopped
        await storage.tables.append_action(2, 5, {"type": "Bid", "n": 5})
        assert (await storage.tables.load(2)).next_seq == 6


async def test_every_game_and_score_survives(db_path: Path) -> None:
    before = await _v1_database(db_path)
    async with await Storage.open(db_path) as storage:
        db = storage._db
        games = sorted(tuple(r) for r in await db.fetchall(
            "SELECT id, table_id, guild_id, game, mode, finished_at, einsatz, "
            "counts_for_leaderboard, computer_strengths, daily_day FROM games"))
        assert games == before["games"]
        assert {(r["rounds"], r["reason"], r["records"]) for r in await db.fetchall(
            "SELECT rounds, reason, records FROM games")} == {(None, None, 1)}
        rows = await db.fetchall(
            "SELECT game_id, seat, user_id, place, points, leaderboard_points, won, "
            "left_game, stats, daily_key, rechenweg FROM player_results")
        after = sorted(
            (r["game_id"], r["seat"], r["user_id"], r["place"], r["points"],
             r["leaderboard_points"], r["won"], json.loads(r["stats"])["vierer"],
             json.loads(r["stats"])["cheapest_drache"]) for r in rows)
        assert after == before["players"]
        assert all(decode_key(r["daily_key"]) == (r["points"],) for r in rows)
        assert {(r["left_game"], r["rechenweg"]) for r in rows} == {(0, "")}
        # and through the storage's interface
        first = await storage.results.game(1)
        assert (first.table_id, first.einsatz, first.rounds, first.reason, first.records) == (
            3, Einsatz.RANGLISTE, None, None, True)
        assert [(p.user_id, p.place, p.points, p.stats, p.daily_key) for p in first.people] == [
            (1, 1, 3600, {"vierer": 3, "cheapest_drache": 140}, (3600,)),
            (3, 2, 900, {"vierer": 1, "cheapest_drache": None}, (900,))]
        daily = await storage.results.game(3)
        assert (daily.daily_day, daily.computers, daily.einsatz) == (
            date(2026, 11, 29), (Strength.LEICHT,), None)


async def test_leaderboards_meine_partien_and_daily_lists_read_the_same(
    db_path: Path,
) -> None:
    before = await _v1_database(db_path)
    async with await Storage.open(db_path) as storage:
        for (guild, mode), lines in before["boards"].items():
            board = await storage.results.leaderboard(guild, "fabel", mode)
            assert [(e.user_id, e.total, e.games, e.rank) for e in board.top] == lines
        for (user, mode), (old, against) in before["mine"].items():
            mine = await storage.results.my_games(user, "fabel", mode)
            assert (mine.games, mine.wins, mine.points_total, mine.best_points) == (
                old["games"], old["wins"], old["points_total"], old["best_points"])
            # Speedfabel's Meine Partien: most Vierer, cheapest Drache, as before
            assert mine.record("vierer") == old["most_vierer"]
            assert mine.record("cheapest_drache") == old["cheapest_drache"]
            assert mine.wins_against == {s: against.get(s.value, 0) for s in Strength}
        for guild, lines in before["daily"].items():
            daily = await storage.results.daily_list("fabel", "klassisch",
                                                     date(2026, 11, 29), guild_id=guild)
            assert [(e.user_id, e.points, e.game_id, e.rank) for e in daily.top] == lines
            assert all(e.key == (e.points,) for e in daily.top)
    # the figures the test relies on are not empty
    assert before["mine"][(1, "klassisch")][0]["most_vierer"] == 6
    assert before["mine"][(1, "klassisch")][0]["cheapest_drache"] == 20
    assert before["mine"][(1, "klassisch")][1] == {"normal": 2}
    assert before["mine"][(3, "klassisch")][1] == {"stark": 1}
    assert [line[0] for line in before["daily"][None]] == [2, 1]


async def test_a_migrated_database_takes_new_results(db_path: Path) -> None:
    """Old and new rows add up on the same board; the new ones carry stats."""
    await _v1_database(db_path)
    async with await Storage.open(db_path) as storage:
        await record(storage, played([(3, 1, 800, 90)], computers=(Strength.STARK,), guild=10,
                                     stats=[{"vierer": 7, "cheapest_drache": 10}], at=900.0))
        board = await storage.results.leaderboard(10, "fabel", "klassisch")
        assert {e.user_id: e.total for e in board.top}[3] == 70 + 85 + 90
        mine = await storage.results.my_games(3, "fabel", "klassisch")
        assert (mine.games, mine.record("vierer"), mine.record("cheapest_drache")) == (
            3, 7, 10)
        assert mine.wins_against[Strength.STARK] == 2


async def test_every_setting_survives(db_path: Path) -> None:
    await _v1_database(db_path)
    async with await Storage.open(db_path) as storage:
        assert (await storage.settings.get(1)).theme is Theme.MORGENTAU
        assert await prefs(storage, 1) == FabelPrefs(einsteiger_hilfe=False, last_bid=130)
        assert (await storage.settings.get(2)).theme is Theme.LATERNENNACHT  # never set
        assert await prefs(storage, 2) == FabelPrefs(einsteiger_hilfe=True, last_bid=70)
        assert await prefs(storage, 3) == FabelPrefs(einsteiger_hilfe=True, last_bid=None)
        assert dict(await storage.settings.game(3, "fabel")) == {"einsteiger_hilfe": True}
        assert (await storage.settings.get(4)).theme is Theme.LATERNENNACHT
        assert dict(await storage.settings.game(4, "fabel")) == {}
        assert await prefs(storage, 5) == FabelPrefs()
        columns = {r["name"] for r in await storage._db.fetchall(
            "PRAGMA table_info(user_settings)")}
        assert columns == {"user_id", "theme"}


async def test_the_upgrade_runs_once(db_path: Path) -> None:
    await _v1_database(db_path)
    async with await Storage.open(db_path):
        pass
    async with await Storage.open(db_path) as storage:
        assert storage.version == len(MIGRATIONS)
        assert (await storage.results.my_games(1, "fabel", "klassisch")).games == 4
