"""Meine Partien: one person's totals and records in one game and Spielart.

The totals (games, wins, points) count every finished game, Freundschaft
included, on every server; a game the person left counts as a game with no
points and no win. The best game and the records count only games that set
records (``games.records``; not a Speedspuk Lernpartie) and never a left
game. A game's records are its ``RecordSpec`` entries:

- a plain record is the highest (``best="max"``) or lowest (``"min"``)
  value of the statistic ``stat`` in the results' JSON statistics, read
  with ``json_extract`` (a null or missing value is no value: a Speedfabel
  game without a bought Drache leaves "billigster Drache" alone);
- a streak record (``streak=True``) is the best run of the ``streaks``
  table, kept by ``record_game`` across games (of every Spielart).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.database import Transaction
from bot.storage.records import MyGames, RecordValue, Strength
from engines.core.registry import RecordSpec


def stat_path(stat: str) -> str:
    """The JSON path of a statistic (names are identifiers, checked here).

    >>> stat_path("vierer")
    '$."vierer"'
    """
    if not stat.isidentifier():
        raise ValueError(f"a statistic's name must be an identifier: {stat!r}")
    return f'$."{stat}"'


async def my_games(tx: Transaction, user_id: int, game: str, mode: str,
                   specs: Sequence[RecordSpec]) -> MyGames:
    """Meine Partien inside the read transaction ``tx`` (see the module docstring)."""
    plain = [s for s in specs if not s.streak]
    columns = []
    params: list[object] = []
    for i, spec in enumerate(plain):
        if spec.best not in ("max", "min"):
            raise ValueError(f"a record is the max or the min, not {spec.best!r}")
        columns.append(f", {spec.best.upper()}(CASE WHEN g.records = 1 AND p.left_game = 0 "
                       f"THEN json_extract(p.stats, ?) END) AS r{i}")
        params.append(stat_path(spec.stat))
    row = await tx.fetchone(
        "SELECT COUNT(*) AS games, COALESCE(SUM(p.won), 0) AS wins, "
        "COALESCE(SUM(p.points), 0) AS points_total, "
        "MAX(CASE WHEN g.records = 1 THEN p.points END) AS best_points"
        f"{''.join(columns)} "
        "FROM games g JOIN player_results p ON p.game_id = g.id "
        "WHERE p.user_id = ? AND g.game = ? AND g.mode = ?",
        (*params, user_id, game, mode),
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
    # the best game against each strength (a Rekordjagd's "Bestwert je Stärke")
    bests = await tx.fetchall(
        """
        SELECT s.value AS strength, MAX(p.points) AS best
        FROM games g JOIN player_results p ON p.game_id = g.id,
             json_each(g.computer_strengths) s
        WHERE p.user_id = ? AND g.game = ? AND g.mode = ? AND g.records = 1
          AND p.left_game = 0
        GROUP BY s.value
        """,
        (user_id, game, mode),
    )
    runs = {r["name"]: (r["best"], r["current"]) for r in await tx.fetchall(
        "SELECT name, best, current FROM streaks WHERE user_id = ? AND game = ?",
        (user_id, game))}
    assert row is not None  # an aggregate without GROUP BY always gives a row
    wins_against = dict.fromkeys(Strength, 0)
    for r in against:
        wins_against[Strength(r["strength"])] = r["wins"]
    best_against: dict[Strength, int | None] = dict.fromkeys(Strength)
    for r in bests:
        best_against[Strength(r["strength"])] = r["best"]
    values: list[RecordValue] = []
    for spec in specs:
        if spec.streak:
            best, current = runs.get(spec.stat, (None, None))
            values.append(RecordValue(spec.stat, spec.label, best, current))
        else:
            values.append(RecordValue(spec.stat, spec.label, row[f"r{plain.index(spec)}"]))
    return MyGames(
        games=row["games"],
        wins=row["wins"],
        points_total=row["points_total"],
        best_points=row["best_points"],
        wins_against=wins_against,
        records=tuple(values),
        best_against=best_against,
    )
