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

from collections.abc import Mapping
from typing import Any

from bot.storage.database import Database
from bot.storage.kept import Kept, patch_object, read_object

#: Entries (one server's settings of one scope) kept in memory.
CACHE_SIZE = 5_000

#: The scope of the server-wide settings.
SERVER = ""


class GuildSettings:
    """Per-server settings as JSON objects. Reached as ``storage.guilds``."""

    def __init__(self, db: Database, *, cache_size: int = CACHE_SIZE) -> None:
        self._db = db
        self._kept = Kept(cache_size)

    async def follow(self) -> None:
        """Drop a kept entry when another process writes it (PostgreSQL)."""
        await self._db.follow("guilds", self._kept.written)

    async def get(self, guild_id: int, scope: str = SERVER) -> Mapping[str, Any]:
        """The server's settings of ``scope`` (read-only; absent keys are
        at their defaults)."""
        key = (guild_id, scope)
        cached = self._kept.cached(key)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        writes = self._kept.writes
        values = await read_object(
            self._db, "SELECT data FROM guild_settings WHERE guild_id = ? AND scope = ?",
            (guild_id, scope))
        if writes == self._kept.writes:
            self._kept.remember(key, values)
        return values

    async def set(self, guild_id: int, scope: str, values: Mapping[str, Any]) -> None:
        """Set each key of ``values`` to its JSON value (None: back to the
        default); other keys stay."""
        await patch_object(self._db, "guild_settings", {"guild_id": guild_id, "scope": scope},
                           values)
        self._kept.written((guild_id, scope))
        await self._db.announce("guilds", (guild_id, scope))
