"""The one SQLite connection and the lock that serialises its use.

aiosqlite runs every statement of a connection on one worker thread. The lock
keeps a multi-statement transaction of one coroutine from interleaving with
the statements of another (they share the connection, hence its transaction).

The connection runs in autocommit mode: a single write such as appending an
action is one INSERT and commits on its own. With WAL and
``synchronous=NORMAL`` a commit appends to the WAL without an fsync, so it
costs microseconds, and a crash of the process loses nothing committed (a
power loss may lose the last commits, never corrupt the file).

Short statements (:meth:`Database.execute`, :meth:`~Database.insert`,
:meth:`~Database.fetchone`: appending an action, a timer, a settings row)
run directly on the event loop's thread, under the lock, on the same
connection: they take tens of microseconds, far less than the three
hand-overs to aiosqlite's thread and back that each of them cost before (at
200 live tables those hand-overs queued a click for seconds). Since the
statement has committed when the call returns, an action is stored before
anything can show it. Multi-statement transactions and :meth:`~Database.fetchall`
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
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

Params = Iterable[Any] | dict[str, Any]


class Transaction:
    """Statements inside :meth:`Database.transaction` (the lock is held)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        async with self._conn.execute(sql, params) as cur:
            return cur.rowcount

    async def insert(self, sql: str, params: Params = ()) -> int:
        """Run one INSERT; return the new row's id."""
        async with self._conn.execute(sql, params) as cur:
            rowid = cur.lastrowid
        if rowid is None:  # pragma: no cover - sqlite always sets it after an INSERT
            raise sqlite3.OperationalError("INSERT gave no row id")
        return rowid

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement for each parameter set."""
        async with self._conn.executemany(sql, rows):
            pass

    async def fetchall(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        """All rows of a query."""
        async with self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def fetchone(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        """The first row of a query, or None."""
        async with self._conn.execute(sql, params) as cur:
            return await cur.fetchone()


class Database:
    """An open connection plus its lock. Every method takes the lock."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self._lock = asyncio.Lock()
        self._raw = Transaction(conn)

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
        return self.conn._conn.execute(sql, args)

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

    async def fetchall(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        """All rows of a query (on aiosqlite's thread: it may read many rows)."""
        async with self._lock:
            return await self._raw.fetchall(sql, params)

    async def fetchone(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        """The first row of a query, or None."""
        async with self._lock:
            row: sqlite3.Row | None = self._run(sql, params).fetchone()
            return row


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
