"""The one SQLite connection and the lock that serialises its use.

aiosqlite runs every statement of a connection on one worker thread. The lock
keeps a multi-statement transaction of one coroutine from interleaving with
the statements of another (they share the connection, hence its transaction).

The connection runs in autocommit mode: a single write such as appending an
action is one INSERT and commits on its own. With WAL and
``synchronous=NORMAL`` a commit appends to the WAL without an fsync, so it
costs microseconds, and a crash of the process loses nothing committed (a
power loss may lose the last commits, never corrupt the file).
"""

from __future__ import annotations

import asyncio
import sqlite3
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

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own (autocommitted) transaction; rows changed."""
        async with self._lock:
            return await self._raw.execute(sql, params)

    async def insert(self, sql: str, params: Params = ()) -> int:
        """One INSERT in its own transaction; the new row's id."""
        async with self._lock:
            return await self._raw.insert(sql, params)

    async def fetchall(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        """All rows of a query."""
        async with self._lock:
            return await self._raw.fetchall(sql, params)

    async def fetchone(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        """The first row of a query, or None."""
        async with self._lock:
            return await self._raw.fetchone(sql, params)
