"""Streaks: runs that go on across games (Speedspuk's correct calls of
"Mitternacht!" in a row), per user, game and streak name.

``record_game`` moves the streaks of a game's streak records on by each
person's statistic; :class:`Streaks` (``storage.streaks``) reads them and
moves a streak on directly.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from bot.storage.database import Database, Transaction
from bot.storage.records import Streak
from engines.core.result import Stat


def streak_outcomes(value: Stat) -> list[bool]:
    """The outcomes a statistic adds to a streak: a list gives one per entry,
    a single value one; None (not reached this game) gives none.

    >>> streak_outcomes([True, False, 1]), streak_outcomes(True), streak_outcomes(None)
    ([True, False, True], [True], [])
    """
    if value is None:
        return []
    if isinstance(value, list):
        return [bool(v) for v in value]
    return [bool(value)]


async def _read(tx: Transaction, user_id: int, game: str, name: str) -> Streak:
    row = await tx.fetchone(
        "SELECT current, best FROM streaks WHERE user_id = ? AND game = ? AND name = ?",
        (user_id, game, name))
    return Streak(row["current"], row["best"]) if row is not None else Streak()


async def update_streak(tx: Transaction, user_id: int, game: str, name: str,
                        outcomes: Sequence[bool], *, at: float) -> Streak:
    """Move a streak on by ``outcomes`` inside ``tx``; return it afterwards."""
    after = (await _read(tx, user_id, game, name)).then(outcomes)
    await tx.execute(
        "INSERT INTO streaks (user_id, game, name, current, best, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, game, name) DO UPDATE SET "
        "current = excluded.current, best = excluded.best, updated_at = excluded.updated_at",
        (user_id, game, name, after.current, after.best, at))
    return after


class Streaks:
    """Runs across games. Reached as ``storage.streaks``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, user_id: int, game: str, name: str) -> Streak:
        """The streak now (0 and 0 before the first outcome)."""
        async with self._db.transaction(write=False) as tx:
            return await _read(tx, user_id, game, name)

    async def all(self, user_id: int, game: str) -> dict[str, Streak]:
        """Every streak of the person in the game, by name."""
        rows = await self._db.fetchall(
            "SELECT name, current, best FROM streaks WHERE user_id = ? AND game = ? "
            "ORDER BY name", (user_id, game))
        return {r["name"]: Streak(r["current"], r["best"]) for r in rows}

    async def update(self, user_id: int, game: str, name: str, outcomes: Sequence[bool], *,
                     at: float | None = None) -> Streak:
        """Move a streak on by ``outcomes`` in order (True lengthens it, False
        ends it) and return it; one transaction, so two updates never lose
        one another's outcomes."""
        async with self._db.transaction() as tx:
            return await update_streak(tx, user_id, game, name, outcomes,
                                       at=time.time() if at is None else at)
