"""The entry point: :class:`Storage` opens the database and offers its parts.

    storage = await Storage.open("data/speedtisch.sqlite3")
    table = await storage.tables.create(...)
    await storage.tables.append_action(table.id, 0, to_json(action))
    ...
    await storage.close()

Writes are cheap by design: WAL journal, ``synchronous=NORMAL`` (a commit
needs no fsync; a process crash loses nothing committed), autocommit mode so
that appending an action is exactly one INSERT and one commit.

Two backends behind one interface (:mod:`bot.storage.database`): SQLite
(the default, a file path) and PostgreSQL (a ``postgresql://`` URL, for a
bot run as several shard processes on one or more machines); callers see
only :class:`Storage`, its parts and the typed values of
:mod:`bot.storage.records`; no SQL, row or connection leaves
``bot/storage``. docs/STORAGE.md says what differs between the dialects.
The settings kept in memory (``settings``, ``guilds``) follow other
processes' writes on PostgreSQL (``Database.follow``); an SQLite file
belongs to one process.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from bot.storage.album import Album
from bot.storage.database import Database
from bot.storage.guilds import GuildSettings
from bot.storage.migrations import MIGRATIONS
from bot.storage.ratings import Ratings
from bot.storage.results import Results
from bot.storage.settings import Settings
from bot.storage.streaks import Streaks
from bot.storage.tables import Tables

#: The URL schemes that select the PostgreSQL backend.
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(target: str | Path) -> bool:
    """Whether ``target`` names a PostgreSQL database (else an SQLite file).

    >>> is_postgres("postgresql://bot@db.example/speedtisch"), is_postgres("data/x.sqlite3")
    (True, False)
    """
    return str(target).startswith(POSTGRES_SCHEMES)


class Storage:
    """The bot's database: ``tables`` (live tables, action logs, timers, seat
    histories), ``results`` (finished games, leaderboards, Meine Partien,
    daily lists), ``settings`` (user-wide and per-game settings), ``album``
    (collected items), ``streaks`` (runs across games), ``ratings`` (skill
    ratings and seasons) and ``guilds`` (server settings)."""

    def __init__(self, db: Database, path: str, version: int) -> None:
        self._db = db
        self.path = path
        self.version = version
        self.tables = Tables(db)
        self.results = Results(db)
        self.settings = Settings(db)
        self.album = Album(db)
        self.streaks = Streaks(db)
        self.ratings = Ratings(db)
        self.guilds = GuildSettings(db)

    @property
    def dialect(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self._db.dialect

    @classmethod
    async def open(
        cls, path: str | Path, *, migrations: Sequence[str] | None = None
    ) -> Storage:
        """Open the database at ``path`` and bring its schema up to date: a
        ``postgresql://`` URL opens a PostgreSQL database (which must exist),
        anything else an SQLite file (created, with its folder, if missing;
        ``":memory:"`` gives a private in-memory database, for tests).
        ``migrations`` (SQLite only, for tests of migrations) stops at an
        older schema."""
        name = str(path)
        db: Database
        if is_postgres(name):
            from bot.storage.postgres import open_postgres

            if migrations is not None:
                raise ValueError("an older schema is for SQLite tests only")
            db, version = await open_postgres(name)
        else:
            from bot.storage.sqlite import open_sqlite

            db, version = await open_sqlite(
                name, MIGRATIONS if migrations is None else migrations)
        storage = cls(db, name, version)
        try:
            await storage.settings.follow()
            await storage.guilds.follow()
            if await storage.ratings.rebuild_pending():
                # games stored before the ratings: rated once from their results
                await storage.ratings.rebuild()
        except BaseException:
            await storage.close()
            raise
        return storage

    async def close(self) -> None:
        """Close the database (SQLite: stop the checkpoints first)."""
        await self._db.close()

    async def pragma(self, name: str) -> object:
        """The value of an SQLite PRAGMA (for checks and tests)."""
        from bot.storage.sqlite import SqliteDatabase

        if not isinstance(self._db, SqliteDatabase):
            raise TypeError("PRAGMA is SQLite's")
        return await self._db.pragma(name)

    async def __aenter__(self) -> Storage:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
