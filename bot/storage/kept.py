"""What the settings tables share: rows kept in memory after their first
read, and JSON objects read and patched key by key.

Settings are read on many clicks and written rarely, by this process only.
:class:`Kept` keeps the rows read, least recently used dropped first; a
read that a write overtook is not kept (``writes`` counts them), and a
write drops its key after it succeeded, so the next read fetches the
stored row.

>>> kept = Kept(2)
>>> kept.remember("a", 1); kept.remember("b", 2); kept.remember("c", 3)
>>> list(kept), kept.cached("b")
(['b', 'c'], 2)
>>> kept.written("b"); list(kept), kept.writes
(['c'], 1)
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from types import MappingProxyType
from typing import Any

from bot.storage.database import Database

#: An absent row: every key at its default.
EMPTY: Mapping[str, Any] = MappingProxyType({})


class Kept(OrderedDict[Hashable, Any]):
    """Rows kept in memory by key (see the module docstring)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size
        #: Writes so far: a read started before one is not kept.
        self.writes = 0

    def cached(self, key: Hashable) -> Any:
        """The kept value of ``key``, None if none is kept."""
        found = self.get(key)
        if found is not None:
            self.move_to_end(key)
        return found

    def remember(self, key: Hashable, value: Any) -> None:
        """Keep ``value`` for ``key``, dropping the least recently used."""
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.size:
            self.popitem(last=False)

    def written(self, key: Hashable) -> None:
        """``key`` was written: its next read fetches the stored row."""
        self.writes += 1
        self.pop(key, None)


async def read_object(db: Database, sql: str, params: tuple[Any, ...]) -> Mapping[str, Any]:
    """The JSON object in the ``data`` column of the row ``sql`` finds
    (read-only), :data:`EMPTY` if there is none."""
    row = await db.fetchone(sql, params)
    return MappingProxyType(json.loads(row["data"])) if row is not None else EMPTY


async def patch_object(db: Database, table: str, keys: Mapping[str, Any],
                       values: Mapping[str, Any]) -> None:
    """Set each key of ``values`` in the ``data`` object of the row of
    ``table`` with these key columns (None: back to the default; the row
    is made if missing). Other keys stay: json_patch (RFC 7396) merges
    the keys and drops those patched with null."""
    patch = json.dumps(dict(values), separators=(",", ":"), ensure_ascii=False)
    columns = ", ".join(keys)
    marks = ", ".join(f":{name}" for name in keys)
    await db.execute(
        f"INSERT INTO {table} ({columns}, data) VALUES ({marks}, json_patch('{{}}', :patch)) "
        f"ON CONFLICT ({columns}) DO UPDATE SET data = json_patch({table}.data, :patch)",
        {**keys, "patch": patch})
