"""Numbered schema migrations.

``MIGRATIONS[i]`` brings the schema from version ``i`` to ``i + 1``. Append new
scripts at the end; never edit one that has shipped. Each script runs in its
own transaction together with the row that records its version in
``schema_version``, so a failed script leaves the database as it was, and
reopening a database applies only the scripts it has not seen.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import aiosqlite

from bot.storage.errors import MigrationError

_V1 = """
-- A table at which a game is set up, played and ended. Seats and options are
-- JSON; the seed plus the action log rebuild the game after a restart.
CREATE TABLE game_tables (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game        TEXT    NOT NULL,
    mode        TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    thread_id   INTEGER,
    message_id  INTEGER,
    host_id     INTEGER NOT NULL,
    seats       TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    seed        INTEGER NOT NULL,
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'live', 'finished', 'abandoned')),
    created_at  REAL    NOT NULL,
    ended_at    REAL
);
CREATE INDEX game_tables_open ON game_tables (status) WHERE status IN ('lobby', 'live');

-- The action log: one row per applied action, numbered 0, 1, 2 ... per table.
CREATE TABLE actions (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 0),
    action      TEXT    NOT NULL,
    applied_at  REAL    NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;

-- The running countdown of a table, at most one.
CREATE TABLE timers (
    table_id    INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
    token       INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    deadline    REAL    NOT NULL
);

-- Finished games. computer_strengths is a JSON list, one entry per computer.
-- daily_day (ISO date, Europe/Berlin) is set for Tagesmarkt games only.
CREATE TABLE games (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id                INTEGER REFERENCES game_tables (id) ON DELETE SET NULL,
    guild_id                INTEGER,
    game                    TEXT    NOT NULL,
    mode                    TEXT    NOT NULL,
    finished_at             REAL    NOT NULL,
    einsatz                 TEXT    CHECK (einsatz IN ('rangliste', 'freundschaft')),
    counts_for_leaderboard  INTEGER NOT NULL CHECK (counts_for_leaderboard IN (0, 1)),
    computer_strengths      TEXT    NOT NULL DEFAULT '[]',
    daily_day               TEXT
);
CREATE INDEX games_board ON games (guild_id, game, mode) WHERE counts_for_leaderboard = 1;
CREATE INDEX games_daily ON games (game, mode, daily_day) WHERE daily_day IS NOT NULL;

-- One row per person in a finished game; computers get none.
CREATE TABLE player_results (
    game_id             INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat                INTEGER NOT NULL CHECK (seat >= 0),
    user_id             INTEGER NOT NULL,
    place               INTEGER NOT NULL CHECK (place >= 1),
    points              INTEGER NOT NULL,
    leaderboard_points  INTEGER NOT NULL,
    won                 INTEGER NOT NULL CHECK (won IN (0, 1)),
    vierer              INTEGER NOT NULL DEFAULT 0,
    cheapest_drache     INTEGER,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
) WITHOUT ROWID;
CREATE INDEX player_results_user ON player_results (user_id);

-- User settings; NULL means "the default" (the defaults live in Python,
-- bot.storage.records.UserSettings, so they are written down once).
CREATE TABLE user_settings (
    user_id           INTEGER PRIMARY KEY,
    theme             TEXT,
    einsteiger_hilfe  INTEGER CHECK (einsteiger_hilfe IN (0, 1)),
    last_bid          INTEGER
);
"""

#: The schema history, oldest first. Version n is reached by MIGRATIONS[n - 1].
MIGRATIONS: tuple[str, ...] = (_V1,)

_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version     INTEGER PRIMARY KEY,
    applied_at  REAL NOT NULL
)
"""


async def schema_version(conn: aiosqlite.Connection) -> int:
    """The highest applied migration (0 for a new database)."""
    async with conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row is not None else 0


async def migrate(conn: aiosqlite.Connection, migrations: Sequence[str] = MIGRATIONS) -> int:
    """Apply the migrations the database lacks; return the new version.

    ``conn`` must be in autocommit mode (``isolation_level=None``): each script
    is wrapped in its own ``BEGIN IMMEDIATE ... COMMIT`` and rolled back on an
    error, which is raised as :class:`MigrationError`.
    """
    await conn.execute(_VERSION_TABLE)
    current = await schema_version(conn)
    if current > len(migrations):
        raise MigrationError(
            f"database schema version {current} is newer than this code ({len(migrations)})")
    for version in range(current + 1, len(migrations) + 1):
        script = (
            "BEGIN IMMEDIATE;\n"
            f"{migrations[version - 1]}\n;\n"
            "INSERT INTO schema_version (version, applied_at) "
            f"VALUES ({version}, {time.time()!r});\n"
            "COMMIT;"
        )
        try:
            await conn.executescript(script)
        except Exception as exc:
            if conn.in_transaction:
                await conn.rollback()
            raise MigrationError(f"migration {version} failed: {exc}") from exc
    return len(migrations)
