"""The entry point: :class:`Storage` opens the database and offers its parts.

    storage = await Storage.open("data/speedtisch.sqlite3")
    table = await storage.tables.create(...)
    await storage.tables.append_action(table.id, 0, to_json(action))
    ...
    await storage.close()

Writes are cheap by design: WAL journal, ``synchronous=NORMAL`` (a commit
needs no fsync; a process crash loses nothing committed), autocommit mode so
that appending an action is exactly one INSERT and one commit.

The seam for another database: callers see only :class:`Storage`, its parts
(``tables``, ``results``, ``settings``, ``album``, ``streaks``) with their
methods, and the typed values of :mod:`bot.storage.records`; no SQL, row or
connection leaves ``bot/storage``. Every statement lives in the part
modules and runs through :class:`~bot.storage.database.Database` /
``Transaction`` (``execute``, ``insert``, ``fetchone``, ``fetchall``,
``transaction``). A server database (PostgreSQL, for a bot run as several
shard processes) takes SQLite's place behind :meth:`Storage.open`: a
``Database`` of its own over an async driver, and the dialect's few
differences in the parts' statements (``json_each``/``json_extract``/
``json_patch``, ``printf`` in migration 2, ``?`` placeholders); the callers
stay as they are. What only one process may assume today: the settings
cache (several processes would need to drop entries on another's write).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

import aiosqlite

from bot.storage.album import Album
from bot.storage.database import Checkpointer, Database
from bot.storage.guilds import GuildSettings
from bot.storage.migrations import MIGRATIONS, migrate
from bot.storage.ratings import Ratings
from bot.storage.results import Results
from bot.storage.settings import Settings
from bot.storage.streaks import Streaks
from bot.storage.tables import Tables

#: How long a statement waits for another process's write lock (ms).
BUSY_TIMEOUT_MS = 5000


class Storage:
    """The bot's database: ``tables`` (live tables, action logs, timers, seat
    histories), ``results`` (finished games, leaderboards, Meine Partien,
    daily lists), ``settings`` (user-wide and per-game settings), ``album``
    (collected items), ``streaks`` (runs across games), ``ratings`` (skill
    ratings and seasons) and ``guilds`` (server settings)."""

    def __init__(self, db: Database, path: str, version: int,
                 checkpointer: Checkpointer | None = None) -> None:
        self._db = db
        self._checkpointer = checkpointer
        self.path = path
        self.version = version
        self.tables = Tables(db)
        self.results = Results(db)
        self.settings = Settings(db)
        self.album = Album(db)
        self.streaks = Streaks(db)
        self.ratings = Ratings(db)
        self.guilds = GuildSettings(db)

    @classmethod
    async def open(
        cls, path: str | Path, *, migrations: Sequence[str] = MIGRATIONS
    ) -> Storage:
        """Open (and create, with its folder) the database at ``path`` and
        bring its schema up to date. ``":memory:"`` gives a private in-memory
        database, for tests."""
        name = str(path)
        if name != ":memory:":
            Path(name).parent.mkdir(parents=True, exist_ok=True)
        # check_same_thread=False: short statements run on the loop's thread
        # (bot.storage.database explains why), the rest on aiosqlite's.
        conn = await aiosqlite.connect(name, isolation_level=None, check_same_thread=False)
        checkpointer: Checkpointer | None = None
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            version = await migrate(conn, migrations)
            if name != ":memory:":
                # Checkpoints off the loop (see Checkpointer); an in-memory
                # database has no WAL and no second connection can reach it.
                await conn.execute("PRAGMA wal_autocheckpoint = 0")
                checkpointer = Checkpointer(name)
                checkpointer.start()
        except BaseException:
            await conn.close()
            raise
        storage = cls(Database(conn), name, version, checkpointer)
        try:
            if await storage.ratings.rebuild_pending():
                # games stored before the ratings: rated once from their results
                await storage.ratings.rebuild()
        except BaseException:
            await storage.close()
            raise
        return storage

    async def close(self) -> None:
        """Stop the checkpoints, close the connection (SQLite checkpoints the
        WAL when its last connection closes)."""
        if self._checkpointer is not None:
            await self._checkpointer.stop()
        await self._db.conn.close()

    async def pragma(self, name: str) -> object:
        """The value of a PRAGMA (for checks and tests)."""
        if not name.isidentifier():
            raise ValueError(f"not a pragma name: {name!r}")
        row = await self._db.fetchone(f"PRAGMA {name}")
        return row[0] if row is not None else None

    async def __aenter__(self) -> Storage:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
