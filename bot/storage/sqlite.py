"""The SQLite backend: one connection and the lock that serialises its use.

aiosqlite runs every statement of a connection on one worker thread. The lock
keeps a multi-statement transaction of one coroutine from interleaving with
the statements of another (they share the connection, hence its transaction).

The connection runs in autocommit mode: a single write such as appending an
action is one INSERT and commits on its own. With WAL and
``synchronous=NORMAL`` a commit appends to the WAL without an fsync, so it
costs microseconds, and a crash of the process loses nothing committed (a
power loss may lose the last commits, never corrupt the file).

Short statements (:meth:`SqliteDatabase.execute`, :meth:`~SqliteDatabase.insert`,
:meth:`~SqliteDatabase.fetchone`: appending an action, a timer, a settings row)
run directly on the event loop's thread, under the lock, on the same
connection (the ``sqlite3`` connection this module makes and hands to
aiosqlite through its public ``Connection(connector)``, so no private
attribute of aiosqlite is needed): they take tens of microseconds, far less than the three
hand-overs to aiosqlite's thread and back that each of them cost before (at
200 live tables those hand-overs queued a click for seconds). Since the
statement has committed when the call returns, an action is stored before
anything can show it. Multi-statement transactions and :meth:`~SqliteDatabase.fetchall`
(leaderboards, daily lists, the restore after a restart: queries that may
read many rows) stay on aiosqlite's thread.

The one thing that could make a short statement long is a WAL checkpoint,
which SQLite runs inside the committing statement once the WAL passes 1000
pages and which syncs the database file: automatic checkpoints are off on
this connection, and :class:`Checkpointer` runs them on a thread of its own
with a second connection (a PASSIVE checkpoint does not block the writer).
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.database import Database, Params, Row, Transaction
from bot.storage.errors import ConstraintError
from bot.storage.migrations import migrate

#: How long a statement waits for another process's write lock (ms).
BUSY_TIMEOUT_MS = 5000


@contextlib.contextmanager
def _constraints() -> Iterator[None]:
    """sqlite3's IntegrityError as the backends' one ConstraintError."""
    try:
        yield
    except sqlite3.IntegrityError as exc:
        raise ConstraintError(str(exc)) from exc


class SqliteTransaction(Transaction):
    """Statements inside :meth:`SqliteDatabase.transaction` (the lock is held)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        with _constraints():
            async with self._conn.execute(sql, params) as cur:
                return cur.rowcount

    async def insert(self, sql: str, params: Params = ()) -> int:
        """Run one INSERT; return the new row's id."""
        with _constraints():
            async with self._conn.execute(sql, params) as cur:
                rowid = cur.lastrowid
        if rowid is None:  # pragma: no cover - sqlite always sets it after an INSERT
            raise sqlite3.OperationalError("INSERT gave no row id")
        return rowid

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement for each parameter set."""
        with _constraints():
            async with self._conn.executemany(sql, rows):
                pass

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query."""
        async with self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        async with self._conn.execute(sql, params) as cur:
            row: Row | None = await cur.fetchone()
            return row


class SqliteDatabase(Database):
    """An open connection plus its lock. Every method takes the lock.

    ``raw`` is the sqlite3 connection that ``conn`` (aiosqlite's) runs on,
    made by :func:`open_sqlite`; short statements use it on the loop's thread.
    """

    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, raw: sqlite3.Connection) -> None:
        self.conn = conn
        self._rawconn = raw
        self._lock = asyncio.Lock()
        self._raw = SqliteTransaction(conn)
        self.checkpointer: Checkpointer | None = None

    @asynccontextmanager
    async def transaction(self, *, write: bool = True) -> AsyncIterator[Transaction]:
        """``BEGIN`` ... ``COMMIT``, rolled back if the body raises.

        A write transaction takes the write lock at once (``IMMEDIATE``), so it
        never fails half-way on a busy file; a read transaction
        (``write=False``) only gives its queries one consistent snapshot.
        """
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield self._raw
                await self.conn.commit()
            except BaseException:
                # also after a failed COMMIT, so the connection never stays in a transaction
                if self.conn.in_transaction:
                    await self.conn.rollback()
                raise

    def _run(self, sql: str, params: Params) -> sqlite3.Cursor:
        # The sqlite3 connection itself, used on the loop's thread while the
        # lock is held (aiosqlite's thread only runs what a lock holder sends).
        args = params if isinstance(params, dict) else tuple(params)
        with _constraints():
            return self._rawconn.execute(sql, args)

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own (autocommitted) transaction; rows changed."""
        async with self._lock:
            return self._run(sql, params).rowcount

    async def insert(self, sql: str, params: Params = ()) -> int:
        """One INSERT in its own transaction; the new row's id."""
        async with self._lock:
            rowid = self._run(sql, params).lastrowid
        if rowid is None:  # pragma: no cover - sqlite always sets it after an INSERT
            raise sqlite3.OperationalError("INSERT gave no row id")
        return rowid

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query (on aiosqlite's thread: it may read many rows)."""
        async with self._lock:
            return await self._raw.fetchall(sql, params)

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        async with self._lock:
            row: Row | None = self._run(sql, params).fetchone()
            return row

    async def tables(self) -> list[str]:
        """The schema's tables, by name."""
        rows = await self.fetchall("SELECT name FROM sqlite_master WHERE type = 'table' "
                                   "AND name NOT LIKE 'sqlite_%' ORDER BY name")
        return [str(r[0]) for r in rows]

    async def id_high(self, table: str) -> int:
        """AUTOINCREMENT's counter of ``table`` (0: none yet)."""
        row = await self.fetchone("SELECT seq FROM sqlite_sequence WHERE name = ?", (table,))
        return int(row[0]) if row is not None else 0

    async def set_id_high(self, table: str, value: int) -> None:
        """Set AUTOINCREMENT's counter of ``table`` (never below its rows' ids)."""
        async with self.transaction() as tx:
            high = await tx.fetchone(f"SELECT COALESCE(MAX(id), 0) FROM {table}")
            value = max(value, int(high[0]) if high is not None else 0)
            if not await tx.execute("UPDATE sqlite_sequence SET seq = ? WHERE name = ?",
                                    (value, table)):
                await tx.execute("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)",
                                 (table, value))

    async def announce(self, topic: str, key: tuple[Any, ...]) -> None:
        """Nothing to tell: the file belongs to one process."""

    async def follow(self, topic: str, changed: Callable[[tuple[Any, ...]], None]) -> None:
        """Nobody else writes the file: nothing to follow."""

    async def pragma(self, name: str) -> object:
        """The value of a PRAGMA (for checks and tests)."""
        if not name.isidentifier():
            raise ValueError(f"not a pragma name: {name!r}")
        row = await self.fetchone(f"PRAGMA {name}")
        return row[0] if row is not None else None

    async def close(self) -> None:
        """Stop the checkpoints, close the connection (SQLite checkpoints the
        WAL when its last connection closes)."""
        if self.checkpointer is not None:
            await self.checkpointer.stop()
        await self.conn.close()


async def open_sqlite(name: str, migrations: Sequence[str]) -> tuple[SqliteDatabase, int]:
    """Open (and create, with its folder) the SQLite database ``name``
    (``":memory:"``: a private in-memory one) and migrate it; the database
    and its schema version."""
    if name != ":memory:":
        Path(name).parent.mkdir(parents=True, exist_ok=True)
    # check_same_thread=False: short statements run on the loop's thread
    # (the module docstring explains why), the rest on aiosqlite's.
    raw = sqlite3.connect(name, isolation_level=None, check_same_thread=False)
    conn = aiosqlite.Connection(lambda: raw, iter_chunk_size=64)
    try:
        await conn
    except BaseException:
        raw.close()
        raise
    db = SqliteDatabase(conn, raw)
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
            db.checkpointer = Checkpointer(name)
            db.checkpointer.start()
    except BaseException:
        await db.close()
        raise
    return db, version


class Checkpointer:
    """Copies the WAL back into the database file now and then, off the loop.

    A thread of its own with a connection of its own runs a PASSIVE
    checkpoint every ``every`` seconds (readers and the writer go on
    meanwhile). The bot's connection has automatic checkpoints switched off,
    so no statement of a click ever waits for the file's sync.
    """

    def __init__(self, path: str, *, every: float = 2.0) -> None:
        self._path = path
        self._every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sqlite-checkpoint",
                                        daemon=True)
        self.checkpoints = 0

    def start(self) -> None:
        """Start the thread."""
        self._thread.start()

    def _run(self) -> None:
        conn = sqlite3.connect(self._path, isolation_level=None)
        try:
            conn.execute("PRAGMA busy_timeout = 1000")
            while not self._stop.wait(self._every):
                with contextlib.suppress(sqlite3.Error):  # busy now: the next round retries
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                    self.checkpoints += 1
        finally:
            conn.close()

    async def stop(self) -> None:
        """End the thread (it finishes a checkpoint under way first)."""
        self._stop.set()
        await asyncio.to_thread(self._thread.join)
