"""Per-user settings: theme, Einsteiger-Hilfe, the last typed bid.

One row per user; a column left NULL means "the default", and the defaults
are written down once, in :class:`bot.storage.records.UserSettings`.
"""

from __future__ import annotations

from bot.storage.database import Database
from bot.storage.records import Theme, UserSettings

_DEFAULTS = UserSettings()


class Settings:
    """User settings with typed accessors. Reached as ``storage.settings``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, user_id: int) -> UserSettings:
        """The user's settings, defaults filled in."""
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
