"""Errors raised by storage. All derive from :class:`StorageError`."""

from __future__ import annotations


class StorageError(Exception):
    """Base class of every storage error."""


class ConstraintError(StorageError):
    """A statement broke a key or a constraint (the same on every backend)."""


class UnknownTable(StorageError, LookupError):
    """No table with this id is stored."""

    def __init__(self, table_id: int) -> None:
        super().__init__(f"no table {table_id}")
        self.table_id = table_id


class TableClosed(StorageError):
    """The table's status does not allow this change (e.g. an action for a
    finished table, or a lobby change after the start)."""

    def __init__(self, table_id: int, status: str, wanted: str) -> None:
        super().__init__(f"table {table_id} is {status}: cannot {wanted}")
        self.table_id = table_id
        self.status = status


class SequenceError(StorageError):
    """An action's sequence number is not the next one of its table: a
    duplicate (``got < expected``, e.g. a double click on an old panel) or a
    gap (``got > expected``)."""

    def __init__(self, table_id: int, expected: int, got: int) -> None:
        kind = "duplicate" if got < expected else "gap"
        super().__init__(f"table {table_id}: action {got} is a {kind}, expected {expected}")
        self.table_id = table_id
        self.expected = expected
        self.got = got

    @property
    def duplicate(self) -> bool:
        """True when an action with this number is already stored."""
        return self.got < self.expected


class MigrationError(StorageError):
    """The database cannot be brought to the code's schema version."""
