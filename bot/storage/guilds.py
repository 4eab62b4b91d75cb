"""Server settings: what the people who run a server chose for it.

``guild_settings`` holds one JSON object per (server, scope): the scope
``""`` for what holds for the whole server (its limits), a game's name for
that game's settings (switched on, its channel, its tables' defaults). A
key that is absent means "the default", which the kit supplies when it
reads (:mod:`bot.kit.server`): storage never learns the vocabulary.

They are read on every ``/tisch`` and written rarely, by this process
only: kept in memory after the first read, like the user settings
(:mod:`bot.storage.settings`); a write goes to the database first, then
the cached entry is dropped.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from bot.storage.database import Database

#: Entries (one server's settings of one scope) kept in memory.
CACHE_SIZE = 5_000

#: The scope of the server-wide settings.
SERVER = ""

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class GuildSettings:
    """Per-server settings as JSON objects. Reached as ``storage.guilds``."""

    def __init__(self, db: Database, *, cache_size: int = CACHE_SIZE) -> None:
        self._db = db
        self._cache: OrderedDict[tuple[int, str], Mapping[str, Any]] = OrderedDict()
        self._cache_size = cache_size
        self._writes = 0  # a read overtaken by a write is not cached

    async def get(self, guild_id: int, scope: str = SERVER) -> Mapping[str, Any]:
        """The server's settings of ``scope`` (read-only; absent keys are
        at their defaults)."""
        key = (guild_id, scope)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        writes = self._writes
        row = await self._db.fetchone(
            "SELECT data FROM guild_settings WHERE guild_id = ? AND scope = ?", (guild_id, scope))
        values = MappingProxyType(json.loads(row["data"])) if row is not None else _EMPTY
        if writes == self._writes:
            self._cache[key] = values
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return values

    async def set(self, guild_id: int, scope: str, values: Mapping[str, Any]) -> None:
        """Set each key of ``values`` to its JSON value (None: back to the
        default); other keys stay."""
        patch = json.dumps(dict(values), separators=(",", ":"), ensure_ascii=False)
        await self._db.execute(
            "INSERT INTO guild_settings (guild_id, scope, data) "
            "VALUES (:guild, :scope, json_patch('{}', :patch)) "
            "ON CONFLICT (guild_id, scope) DO UPDATE SET data = json_patch(data, :patch)",
            {"guild": guild_id, "scope": scope, "patch": patch})
        self._writes += 1
        self._cache.pop((guild_id, scope), None)
