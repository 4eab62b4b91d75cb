"""Games that did not end by their rules (issue 37): a moderator ended the
table, or every person left it and computers alone held its seats.

Such a game is kept in ``games`` like any other, with ``unscored`` 1: no
seat's place or points count (there are none: the game did not end), for no
leaderboard and no rating (``rated`` 0). ``reason`` says why it ended (``moderator`` or
``everyone_left``) and ``ended_by`` names the moderator. The people who left
it keep their rows (``left_game`` 1, the game's leave points) where their
leaving counts (``counts``); nobody else gets a row.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.storage.database import Database
from bot.storage.records import Einsatz, Leaver, Status, Strength
from bot.storage.tables import transition

#: ``games.reason`` of a table a moderator ended.
ENDED_BY_MODERATOR = "moderator"
#: ``games.reason`` of a table every person had left.
EVERYONE_LEFT = "everyone_left"


async def record_unscored(
    db: Database, *, game: str, mode: str, table_id: int, guild_id: int | None,
    einsatz: Einsatz | None, finished_at: float, reason: str, ended_by: int | None,
    computers: Sequence[Strength], leavers: Sequence[Leaver], leave_points: int | None,
    counts: bool,
) -> int:
    """Store the unscored end of table ``table_id`` and mark the table
    finished, in one transaction; the stored game's id. A table stored
    already (a second call) keeps its first game and stores nothing."""
    async with db.transaction() as tx:
        known = await tx.fetchone("SELECT id FROM games WHERE table_id = ?", (table_id,))
        if known is not None:
            return int(known["id"])
        await transition(tx, table_id, Status.FINISHED, finished_at)
        game_id = await tx.insert(
            "INSERT INTO games (table_id, guild_id, game, mode, finished_at, einsatz, "
            "counts_for_leaderboard, computer_strengths, daily_day, rounds, reason, "
            "records, rated, unscored, ended_by) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, 0, 0, 1, ?)",
            (table_id, guild_id, game, mode, finished_at,
             einsatz.value if einsatz is not None else None, int(counts),
             json.dumps([s.value for s in computers]), reason, ended_by))
        if leave_points is not None and leavers:
            await tx.executemany(
                "INSERT INTO player_results (game_id, user_id, seat, place, points, "
                "leaderboard_points, won, left_game, rechenweg, stats, daily_key) "
                "VALUES (?, ?, ?, NULL, NULL, ?, 0, 1, '', '{}', NULL)",
                [(game_id, lv.user_id, lv.seat, leave_points) for lv in leavers])
    return game_id
