"""Numbered schema migrations.

``MIGRATIONS[i]`` brings the schema from version ``i`` to ``i + 1``. Append new
scripts at the end; never edit one that has shipped. Each script runs in its
own transaction together with the row that records its version in
``schema_version``, so a failed script leaves the database as it was, and
reopening a database applies only the scripts it has not seen.

Version 1 is Speedfabel's schema (its statistics in shared columns).
Version 2 makes the schema one for every game; its decisions:

- **Statistics as JSON.** ``player_results.stats`` holds the game's own
  figures of one person's result (``SeatResult.stats``, a JSON object);
  Meine Partien reads records from it by ``RecordSpec`` with
  ``json_extract``. Speedfabel's old columns ``vierer`` and
  ``cheapest_drache`` are copied into it (``{"vierer": n,
  "cheapest_drache": n or null}``) and dropped.
- **The daily key as sortable text.** ``player_results.daily_key`` is the
  game's ranking key (a tuple of ints, higher is better) written as one
  16-digit lower-case hex number per part, each part offset by 2**62 (so
  every part must lie in [-2**62, 2**62)). Text order is then tuple order
  (a shorter key that is a prefix of a longer one sorts first, as tuples
  do), so ``ORDER BY daily_key DESC`` ranks in SQL; see
  :func:`encode_key`. NULL is "no key" and sorts last. Old rows get their
  game points as a one-part key (Speedfabel ranked by points).
- **Leavers.** A person who left a running game keeps a row with
  ``left_game = 1``, no place and no points (NULL), the game's leave points
  as ``leaderboard_points`` and ``won = 0``. The primary key becomes
  ``(game_id, user_id)`` so a seat can have a leaver and a final holder.
  ``rechenweg`` keeps the seat's Rechenweg (empty for old rows).
- **Games.** ``games.rounds`` (NULL for old games: not known),
  ``games.reason`` (why the game ended, NULL for old games) and
  ``games.records`` (0 for a game that sets no records, such as a
  Speedspuk Lernpartie; old games 1).
- **Settings per game.** ``user_settings`` keeps what is user-wide (the
  theme); ``game_settings`` holds one JSON object per (user, game), a key
  absent meaning "the game's default". Speedfabel's ``einsteiger_hilfe``
  (as JSON true/false) and ``last_bid`` move into the ``fabel`` row; NULLs
  are left out.
- **Album.** ``album_items``: every item a person ever collected in a game,
  with the time and the game (``games.id``) of its first collection.
- **Streaks.** ``streaks``: per user, game and streak name the current and
  the best run; they run across games (Speedspuk's correct calls in a row).
- **Seat history.** ``seat_history``: who held each seat of a table from
  which action on (``from_seq`` = the number of actions before the change):
  a person (``user_id``, ``name``) or a computer (``strength``). A table
  that started gets its seats at ``from_seq`` 0; old started tables are
  filled in from their seats.
- **Open tables by game.** The index of open tables leads with ``game``,
  since a restart restores one game's tables with that game's engine.

The ratings migration (issue 34, after version 2) adds the ratings, their
course and the columns a rebuild needs; docs/RATINGS.md has its decisions.
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

_V2 = """
-- Results: statistics as JSON, the daily key, leavers, the Rechenweg.
CREATE TABLE player_results_v2 (
    game_id             INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id             INTEGER NOT NULL,
    seat                INTEGER NOT NULL CHECK (seat >= 0),
    place               INTEGER CHECK (place >= 1),
    points              INTEGER,
    leaderboard_points  INTEGER NOT NULL,
    won                 INTEGER NOT NULL CHECK (won IN (0, 1)),
    left_game           INTEGER NOT NULL DEFAULT 0 CHECK (left_game IN (0, 1)),
    rechenweg           TEXT    NOT NULL DEFAULT '',
    stats               TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(stats)),
    daily_key           TEXT,
    PRIMARY KEY (game_id, user_id),
    CHECK ((left_game = 1) = (place IS NULL)),
    CHECK (left_game = 0 OR won = 0)
) WITHOUT ROWID;
INSERT INTO player_results_v2 (game_id, user_id, seat, place, points, leaderboard_points,
                               won, stats, daily_key)
SELECT p.game_id, p.user_id, p.seat, p.place, p.points, p.leaderboard_points, p.won,
       CASE g.game WHEN 'fabel'
            THEN json_object('vierer', p.vierer, 'cheapest_drache', p.cheapest_drache)
            ELSE '{}' END,
       printf('%016x', p.points + 4611686018427387904)
FROM player_results p JOIN games g ON g.id = p.game_id
-- in the new key's order: inserting in index order is several times faster
ORDER BY p.game_id, p.user_id;
DROP TABLE player_results;
ALTER TABLE player_results_v2 RENAME TO player_results;
CREATE INDEX player_results_user ON player_results (user_id);

ALTER TABLE games ADD COLUMN rounds INTEGER CHECK (rounds >= 0);
ALTER TABLE games ADD COLUMN reason TEXT;
ALTER TABLE games ADD COLUMN records INTEGER NOT NULL DEFAULT 1 CHECK (records IN (0, 1));

-- Settings: the theme stays user-wide, the rest is per game.
CREATE TABLE game_settings (
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    data        TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
    PRIMARY KEY (user_id, game)
) WITHOUT ROWID;
INSERT INTO game_settings (user_id, game, data)
SELECT user_id, 'fabel',
       json_patch('{}', json_object(
           'einsteiger_hilfe', json(CASE einsteiger_hilfe WHEN 1 THEN 'true'
                                                          WHEN 0 THEN 'false' END),
           'last_bid', last_bid))
FROM user_settings
WHERE einsteiger_hilfe IS NOT NULL OR last_bid IS NOT NULL;
CREATE TABLE user_settings_v2 (
    user_id     INTEGER PRIMARY KEY,
    theme       TEXT
);
INSERT INTO user_settings_v2 (user_id, theme)
SELECT user_id, theme FROM user_settings WHERE theme IS NOT NULL;
DROP TABLE user_settings;
ALTER TABLE user_settings_v2 RENAME TO user_settings;

-- Every item a person ever collected in a game (Speedfossil's album).
CREATE TABLE album_items (
    user_id         INTEGER NOT NULL,
    game            TEXT    NOT NULL,
    item            TEXT    NOT NULL,
    first_at        REAL    NOT NULL,
    first_game_id   INTEGER REFERENCES games (id) ON DELETE SET NULL,
    PRIMARY KEY (user_id, game, item)
) WITHOUT ROWID;

-- Runs across games (Speedspuk's correct calls in a row).
CREATE TABLE streaks (
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    current     INTEGER NOT NULL CHECK (current >= 0),
    best        INTEGER NOT NULL CHECK (best >= current),
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (user_id, game, name)
) WITHOUT ROWID;

-- Who held each seat of a table from which action on.
CREATE TABLE seat_history (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    from_seq    INTEGER NOT NULL CHECK (from_seq >= 0),
    user_id     INTEGER,
    name        TEXT,
    strength    TEXT,
    CHECK ((user_id IS NULL) = (strength IS NOT NULL)),
    PRIMARY KEY (table_id, seat, from_seq)
) WITHOUT ROWID;
INSERT INTO seat_history (table_id, seat, from_seq, user_id, name, strength)
SELECT t.id, s.key, 0, json_extract(s.value, '$.user_id'), json_extract(s.value, '$.name'),
       json_extract(s.value, '$.computer')
FROM game_tables t, json_each(t.seats) s
WHERE t.status <> 'lobby';

DROP INDEX game_tables_open;
CREATE INDEX game_tables_open ON game_tables (game, status)
    WHERE status IN ('lobby', 'live');
"""

RATINGS_MIGRATION = """
-- Ratings (issue 34; docs/RATINGS.md): whether a game is rated, the places
-- of its computers (parallel to computer_strengths; NULL for older games),
-- each person's rating per scope and the course of the all-time ones.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
ALTER TABLE games ADD COLUMN computer_places TEXT
    CHECK (computer_places IS NULL OR json_valid(computer_places));
UPDATE games SET rated = records * counts_for_leaderboard;
CREATE INDEX games_rated ON games (id) WHERE rated = 1;

-- guild_id 0: across all servers; season '': all time, else 'YYYY-MM' (Berlin).
CREATE TABLE ratings (
    guild_id        INTEGER NOT NULL,
    season          TEXT    NOT NULL,
    game            TEXT    NOT NULL,
    mode            TEXT    NOT NULL,
    user_id         INTEGER NOT NULL,
    mu              REAL    NOT NULL,
    sigma           REAL    NOT NULL,
    conservative    REAL    NOT NULL,
    games           INTEGER NOT NULL CHECK (games >= 1),
    last_game_id    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, game, mode, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings (guild_id, season, game, mode, conservative DESC);

-- One row per person, rated game and all-time scope: the rating after it.
CREATE TABLE rating_history (
    user_id         INTEGER NOT NULL,
    guild_id        INTEGER NOT NULL,
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    mu              REAL    NOT NULL,
    sigma           REAL    NOT NULL,
    change          REAL    NOT NULL,
    PRIMARY KEY (user_id, guild_id, game_id)
) WITHOUT ROWID;

-- Set: the ratings are rebuilt from the stored games when storage opens.
CREATE TABLE ratings_rebuild (pending INTEGER PRIMARY KEY CHECK (pending = 1));
INSERT INTO ratings_rebuild (pending) SELECT 1 WHERE EXISTS (SELECT 1 FROM games);
"""

#: Server settings (issue 37): one JSON object per server and scope ("" for
#: the whole server, a game's name for that game), absent keys at their
#: defaults; see bot.storage.guilds.
_GUILD_SETTINGS = """
CREATE TABLE guild_settings (
    guild_id    INTEGER NOT NULL,
    scope       TEXT    NOT NULL,
    data        TEXT    NOT NULL CHECK (json_valid(data)),
    PRIMARY KEY (guild_id, scope)
) WITHOUT ROWID;
"""

#: Games that did not end by their rules (issue 37): a moderator ended the
#: table, or every person left it. ``unscored`` 1: no seat's place or points
#: count (for no leaderboard and no rating); the rows of people who left
#: (``left_game`` 1) are their results as DECISIONS.md rules them.
#: ``ended_by``: the moderator who ended it (NULL: nobody did).
_UNSCORED = """
ALTER TABLE games ADD COLUMN unscored INTEGER NOT NULL DEFAULT 0 CHECK (unscored IN (0, 1));
ALTER TABLE games ADD COLUMN ended_by INTEGER;
"""

#: The schema history, oldest first. Version n is reached by MIGRATIONS[n - 1].
MIGRATIONS: tuple[str, ...] = (_V1, _V2, RATINGS_MIGRATION, _GUILD_SETTINGS, _UNSCORED)

#: Each part of a daily key is stored offset by this, as 16 hex digits.
KEY_OFFSET = 2**62


def encode_key(key: Sequence[int]) -> str | None:
    """A daily key as text whose order is the key's tuple order (None for
    the empty key; see the module docstring).

    >>> encode_key((3, -2))
    '40000000000000033ffffffffffffffe'
    >>> encode_key((3, -2)) < encode_key((3, -1)) < encode_key((4,))
    True
    """
    if not key:
        return None
    parts = []
    for part in key:
        if not -KEY_OFFSET <= part < KEY_OFFSET:
            raise ValueError(f"a daily key part must lie in [-2**62, 2**62): {part}")
        parts.append(f"{part + KEY_OFFSET:016x}")
    return "".join(parts)


def decode_key(text: str | None) -> tuple[int, ...]:
    """The key of :func:`encode_key` text.

    >>> decode_key(encode_key((3, -2)))
    (3, -2)
    """
    if not text:
        return ()
    return tuple(int(text[i:i + 16], 16) - KEY_OFFSET for i in range(0, len(text), 16))

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
