"""Per-user settings: theme, Einsteiger-Hilfe, the last typed bid.

One row per user; a column left NULL means "the default", and the defaults
are written down once, in :class:`bot.storage.records.UserSettings`.

Settings are read on many clicks (every private panel, the bid modal, every
picture's theme) and written rarely, by this process only: they are kept in
memory after the first read, so a click does not queue at the database for
them. Writes go to the database first, then to the cache.
"""

from __future__ import annotations

from collections import OrderedDict

from bot.storage.database import Database
from bot.storage.records import Theme, UserSettings

_DEFAULTS = UserSettings()

#: Users whose settings stay in memory (least recently used dropped first);
#: an entry is about 200 bytes.
CACHE_SIZE = 20_000


class Settings:
    """User settings with typed accessors. Reached as ``storage.settings``."""

    def __init__(self, db: Database, *, cache_size: int = CACHE_SIZE) -> None:
        self._db = db
        self._cache: OrderedDict[int, UserSettings] = OrderedDict()
        self._cache_size = cache_size
        self._writes = 0  # counts writes, so a read overtaken by one is not cached

    async def get(self, user_id: int) -> UserSettings:
        """The user's settings, defaults filled in."""
        cached = self._cache.get(user_id)
        if cached is not None:
            self._cache.move_to_end(user_id)
            return cached
        writes = self._writes
        settings = await self._read(user_id)
        if writes == self._writes:
            self._remember(user_id, settings)
        return settings

    def _remember(self, user_id: int, settings: UserSettings) -> None:
        self._cache[user_id] = settings
        self._cache.move_to_end(user_id)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    async def _read(self, user_id: int) -> UserSettings:
        row = await self._db.fetchone(
            "SELECT theme, einsteiger_hilfe, last_bid FROM user_settings WHERE user_id = ?",
            (user_id,))
        if row is None:
            return _DEFAULTS
        return UserSettings(
            theme=Theme(row["theme"]) if row["theme"] is not None else _DEFAULTS.theme,
            einsteiger_hilfe=(bool(row["einsteiger_hilfe"]) if row["einsteiger_hilfe"] is not None
                              else _DEFAULTS.einsteiger_hilfe),
            last_bid=row["last_bid"],
        )

    async def set_theme(self, user_id: int, theme: Theme) -> None:
        """Laternennacht or Morgentau for this user."""
        await self._upsert(user_id, "theme", Theme(theme).value)

    async def set_einsteiger_hilfe(self, user_id: int, on: bool) -> None:
        """Show (True) or hide this user's Kassenbuch."""
        await self._upsert(user_id, "einsteiger_hilfe", int(on))

    async def set_last_bid(self, user_id: int, amount: int | None) -> None:
        """Remember the amount the user last typed into the bid modal."""
        await self._upsert(user_id, "last_bid", amount)

    async def _upsert(self, user_id: int, column: str, value: object) -> None:
        # column is one of the three literals above, never user input
        await self._db.execute(
            f"INSERT INTO user_settings (user_id, {column}) VALUES (?, ?) "
            f"ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}",
            (user_id, value))
        self._writes += 1
        # Dropped after the write succeeded: the next read fetches the stored row.
        self._cache.pop(user_id, None)
