"""The one storage interface both backends implement.

Every statement of the storage parts runs through a :class:`Database`
(``execute``, ``insert``, ``fetchone``, ``fetchall``, ``transaction``)
or, inside a transaction, its :class:`Transaction`. Two backends:
:mod:`bot.storage.sqlite` (aiosqlite, the embedded default) and
:mod:`bot.storage.postgres` (asyncpg, a server several bot processes share).

The statements are written once, with ``?`` or ``:name`` placeholders (the
PostgreSQL backend rewrites them to ``$1``, ``$2`` ...). A row reads by
position and by column name (``sqlite3.Row`` and ``asyncpg.Record`` both
do). A statement that breaks a key or constraint raises
:class:`~bot.storage.errors.ConstraintError` on both backends.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

Params = Iterable[Any] | dict[str, Any]


class Row(Protocol):
    """A result row: by position, by column name, iterable over its values."""

    def __getitem__(self, key: Any) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...

    def __len__(self) -> int: ...

    def keys(self) -> Any: ...


class Transaction(ABC):
    """Statements inside :meth:`Database.transaction`."""

    @abstractmethod
    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""

    @abstractmethod
    async def insert(self, sql: str, params: Params = ()) -> int:
        """Run one INSERT into a table with an ``id`` key; the new row's id."""

    @abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement for each parameter set."""

    @abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query."""

    @abstractmethod
    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""


class Database(ABC):
    """An open database; each statement outside a transaction commits on its own."""

    #: "sqlite" or "postgresql"
    dialect: str

    @abstractmethod
    def transaction(self, *, write: bool = True) -> AbstractAsyncContextManager[Transaction]:
        """``BEGIN`` ... ``COMMIT``, rolled back if the body raises. Write
        transactions run one at a time (across processes too); a read
        transaction (``write=False``) sees one consistent snapshot."""

    @abstractmethod
    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own transaction; rows changed."""

    @abstractmethod
    async def insert(self, sql: str, params: Params = ()) -> int:
        """One INSERT in its own transaction; the new row's id."""

    @abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query."""

    @abstractmethod
    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""

    @abstractmethod
    async def tables(self) -> list[str]:
        """The names of the schema's tables (for the copy and its checks)."""

    @abstractmethod
    async def id_high(self, table: str) -> int:
        """The highest ``id`` the table ever gave (0: none yet)."""

    @abstractmethod
    async def set_id_high(self, table: str, value: int) -> None:
        """Make the table's next ``id`` follow ``value`` (after a copy)."""

    @abstractmethod
    async def announce(self, topic: str, key: tuple[Any, ...]) -> None:
        """Tell every other process using this database that the row ``key``
        of ``topic`` changed (their kept copies drop it). SQLite: nothing to
        tell, its file belongs to one process."""

    @abstractmethod
    async def follow(self, topic: str, changed: Callable[[tuple[Any, ...]], None]) -> None:
        """Call ``changed(key)`` whenever a process announces ``key`` of
        ``topic``. SQLite: never (see :meth:`announce`)."""

    @abstractmethod
    async def close(self) -> None:
        """Close the connection(s)."""

