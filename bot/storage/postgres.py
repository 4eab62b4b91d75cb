"""The PostgreSQL backend (asyncpg): a database several bot processes share.

Selected by a ``postgresql://`` URL (``SPEEDTISCH_DB``). A small pool of
connections serves the process; each statement outside a transaction
commits on its own, so appending an action stays one INSERT (its key
``(table_id, seq)`` rejects a retried duplicate, also from another process).

The shared statements use ``?`` or ``:name`` placeholders; :func:`numbered`
rewrites them to PostgreSQL's ``$1``, ``$2`` ... once per statement text.
Write transactions take one transaction-scoped advisory lock, so they run
one at a time across every process, as SQLite's ``BEGIN IMMEDIATE`` does
within its file (a rating update reads the rating it replaces). Read
transactions are ``REPEATABLE READ``: one snapshot for their queries.
``numeric`` values (``SUM`` of integers) arrive as ``int`` (or ``float``),
as SQLite gives them. The schema is migrated under a session advisory lock,
so processes starting together migrate once. The settings that a process
keeps in memory follow the other processes' writes: a write NOTIFYs its key,
and every process LISTENs and drops that entry (:meth:`PgDatabase.follow`).
"""

from __future__ import annotations

import functools
import json
import re
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import asyncpg

from bot.storage.database import Database, Params, Row, Transaction
from bot.storage.errors import ConstraintError, MigrationError
from bot.storage.migrations_pg import PG_MIGRATIONS

#: Channels of LISTEN/NOTIFY start with this (``speedtisch_settings`` ...).
NOTIFY_PREFIX = "speedtisch_"

#: Advisory lock keys (any two fixed numbers; the bot takes no others).
WRITE_LOCK = 7_360_001
MIGRATE_LOCK = 7_360_002

_TOKEN = re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|--[^\n]*|::|\?|:([A-Za-z_]\w*)")


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> tuple[str, tuple[str, ...] | int]:
    """``sql`` with ``?`` / ``:name`` placeholders as ``$n``, and what the
    parameters are: the names in ``$n`` order, or the count of ``?``.

    >>> numbered("SELECT a FROM t WHERE b = ? AND c = '?' AND d = ?")
    ("SELECT a FROM t WHERE b = $1 AND c = '?' AND d = $2", 2)
    >>> numbered("SELECT :x, :y WHERE :x > 0")
    ('SELECT $1, $2 WHERE $1 > 0', ('x', 'y'))
    """
    names: list[str] = []
    count = 0

    def swap(match: re.Match[str]) -> str:
        nonlocal count
        text = match.group(0)
        if text == "?":
            count += 1
            return f"${count}"
        name = match.group(1)
        if name is None:  # a literal, a quoted name, a comment or a cast
            return text
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    out = _TOKEN.sub(swap, sql)
    if names and count:
        raise ValueError("a statement uses either ? or :name placeholders")
    return out, (tuple(names) if names else count)


def _args(sql: str, params: Params) -> tuple[str, list[Any]]:
    text, shape = numbered(sql)
    if isinstance(params, dict):
        if not isinstance(shape, tuple):
            raise ValueError("named parameters for a statement with ? placeholders")
        return text, [params[name] for name in shape]
    return text, list(params)


def _changed(status: str) -> int:
    """The row count of a command status such as ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


@contextmanager
def _constraints() -> Iterator[None]:
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as exc:
        raise ConstraintError(str(exc)) from exc


def _number(text: str) -> int | float:
    return int(text) if text.lstrip("-").isdigit() else float(text)


async def _prepare(conn: asyncpg.Connection) -> None:
    # numeric (SUM of integers, json_extract) as Python numbers, not Decimal
    await conn.set_type_codec("numeric", encoder=str, decoder=_number,
                              schema="pg_catalog", format="text")


class PgTransaction(Transaction):
    """Statements on one connection inside its transaction."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        text, args = _args(sql, params)
        with _constraints():
            return _changed(await self._conn.execute(text, *args))

    async def insert(self, sql: str, params: Params = ()) -> int:
        """Run one INSERT; return the new row's ``id``."""
        text, args = _args(sql + " RETURNING id", params)
        with _constraints():
            return int(await self._conn.fetchval(text, *args))

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement for each parameter set."""
        batch = [_args(sql, params)[1] for params in rows]
        if batch:
            with _constraints():
                await self._conn.executemany(numbered(sql)[0], batch)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query."""
        text, args = _args(sql, params)
        return list(await self._conn.fetch(text, *args))

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        text, args = _args(sql, params)
        row: Row | None = await self._conn.fetchrow(text, *args)
        return row


class PgDatabase(Database):
    """A pool of connections to one PostgreSQL database."""

    dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self._url = url
        #: the connection that LISTENs for other processes' changes (made on demand)
        self._listener: asyncpg.Connection | None = None
        #: marks this process's own notifications (it has dropped those entries already)
        self._me = uuid.uuid4().hex

    @asynccontextmanager
    async def _one(self) -> AsyncIterator[PgTransaction]:
        async with self.pool.acquire() as conn:
            yield PgTransaction(conn)

    @asynccontextmanager
    async def transaction(self, *, write: bool = True) -> AsyncIterator[Transaction]:
        """A transaction on one pooled connection (see the module docstring)."""
        async with self.pool.acquire() as conn:
            isolation = "read_committed" if write else "repeatable_read"
            async with conn.transaction(isolation=isolation, readonly=not write):
                if write:
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", WRITE_LOCK)
                yield PgTransaction(conn)

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own transaction; rows changed."""
        async with self._one() as tx:
            return await tx.execute(sql, params)

    async def insert(self, sql: str, params: Params = ()) -> int:
        """One INSERT in its own transaction; the new row's id."""
        async with self._one() as tx:
            return await tx.insert(sql, params)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query."""
        async with self._one() as tx:
            return await tx.fetchall(sql, params)

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        async with self._one() as tx:
            return await tx.fetchone(sql, params)

    async def tables(self) -> list[str]:
        """The schema's tables, by name."""
        rows = await self.fetchall("SELECT tablename FROM pg_tables "
                                   "WHERE schemaname = current_schema() ORDER BY tablename")
        return [str(r[0]) for r in rows]

    async def id_high(self, table: str) -> int:
        """The identity sequence's last value for ``table`` (0: none yet)."""
        row = await self.fetchone(
            f"SELECT last_value, is_called FROM {await self._sequence(table)}")
        return int(row["last_value"]) if row is not None and row["is_called"] else 0

    async def set_id_high(self, table: str, value: int) -> None:
        """Make ``table``'s next id follow ``value`` and every stored id."""
        sequence = await self._sequence(table)
        await self.fetchone(
            f"SELECT setval(?, GREATEST(?, (SELECT COALESCE(MAX(id), 0) FROM {table}), 1), "
            f"GREATEST(?, (SELECT COALESCE(MAX(id), 0) FROM {table})) > 0)",
            (sequence, value, value))

    async def _sequence(self, table: str) -> str:
        row = await self.fetchone("SELECT pg_get_serial_sequence(?, 'id')", (table,))
        if row is None or row[0] is None:
            raise ValueError(f"{table} has no id sequence")
        return str(row[0])

    async def announce(self, topic: str, key: tuple[Any, ...]) -> None:
        """NOTIFY the other processes that ``key`` of ``topic`` changed."""
        await self.execute("SELECT pg_notify(?, ?)",
                           (NOTIFY_PREFIX + topic, json.dumps([self._me, key])))

    async def follow(self, topic: str, changed: Callable[[tuple[Any, ...]], None]) -> None:
        """LISTEN for ``topic`` on a connection of its own."""
        if self._listener is None:
            self._listener = await asyncpg.connect(self._url)

        def heard(_conn: object, _pid: int, _channel: str, payload: str) -> None:
            sender, key = json.loads(payload)
            if sender != self._me:
                changed(tuple(key))

        await self._listener.add_listener(NOTIFY_PREFIX + topic, heard)

    async def close(self) -> None:
        """Close the listening connection and every pooled one."""
        if self._listener is not None:
            await self._listener.close()
        await self.pool.close()


_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version     BIGINT PRIMARY KEY,
    applied_at  DOUBLE PRECISION NOT NULL
)
"""


async def migrate_pg(conn: asyncpg.Connection,
                     migrations: tuple[str, ...] = PG_MIGRATIONS) -> int:
    """Apply the migrations the database lacks, each in its own transaction
    with its version row; return the new version (MigrationError on failure)."""
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATE_LOCK)
    try:
        await conn.execute(_VERSION_TABLE)
        current = int(await conn.fetchval(
            "SELECT COALESCE(MAX(version), 0) FROM schema_version"))
        if current > len(migrations):
            raise MigrationError(f"database schema version {current} is newer than "
                                 f"this code ({len(migrations)})")
        for version in range(current + 1, len(migrations) + 1):
            try:
                async with conn.transaction():
                    await conn.execute(migrations[version - 1])
                    await conn.execute("INSERT INTO schema_version (version, applied_at) "
                                       "VALUES ($1, $2)", version, time.time())
            except asyncpg.PostgresError as exc:
                raise MigrationError(f"migration {version} failed: {exc}") from exc
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATE_LOCK)
    return len(migrations)


async def open_postgres(url: str, *, pool_size: int = 4) -> tuple[PgDatabase, int]:
    """Connect to the database at ``url`` (it must exist) and migrate it;
    the database and its schema version."""
    # As SQLite's synchronous=NORMAL: a commit does not wait for the server's
    # disk (a crash of the bot loses nothing; one of the server's machine may
    # lose the last commits, never corrupt). A URL may say otherwise.
    settings = {} if "synchronous_commit" in url else {"synchronous_commit": "off"}
    pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size, init=_prepare,
                                     server_settings=settings)
    try:
        async with pool.acquire() as conn:
            version = await migrate_pg(conn)
    except BaseException:
        await pool.close()
        raise
    return PgDatabase(pool, url), version
