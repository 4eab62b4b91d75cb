"""User settings: the user-wide theme, and each game's own settings.

``user_settings`` has one row per user with what holds for every game (the
theme); a NULL column means "the default", written down once in
:class:`bot.storage.records.UserSettings`. ``game_settings`` has one JSON
object per (user, game) with that game's settings (Speedfabel's
Einsteiger-Hilfe and last typed bid); a key that is absent means "the
game's default", which the game supplies when it reads (``values.get(key,
default)``): storage never learns a game's vocabulary.

The user-wide language (issue 35: ``auto``, ``de``, ``en``) is kept as a
JSON object like a game's settings, under the name :data:`EVERY_GAME`: a
new user-wide value needs no new column.

Settings are read on many clicks (every private panel, the bid modal, every
picture's theme) and written rarely, by this process only: they are kept in
memory after the first read, so a click does not queue at the database for
them. Writes go to the database first, then the cached entry is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.storage.database import Database
from bot.storage.kept import Kept, patch_object, read_object
from bot.storage.records import Theme, UserSettings

_DEFAULTS = UserSettings()

#: Entries (a user's settings, or his settings of one game) that stay in
#: memory, least recently used dropped first; an entry is about 200 bytes.
CACHE_SIZE = 20_000

#: The ``game_settings`` name of the user-wide values kept as JSON (the
#: language): no game is called so.
EVERY_GAME = "*"

#: One game's settings of one user: read-only, absent keys are defaults.
GameSettings = Mapping[str, Any]


class Settings:
    """User settings with typed accessors. Reached as ``storage.settings``."""

    def __init__(self, db: Database, *, cache_size: int = CACHE_SIZE) -> None:
        self._db = db
        # keys: (user_id, None) for the user-wide row, (user_id, game) per game
        self._cache = Kept(cache_size)

    async def follow(self) -> None:
        """Drop a kept entry when another process writes it (PostgreSQL)."""
        await self._db.follow("settings", self._cache.written)

    async def get(self, user_id: int) -> UserSettings:
        """The user's user-wide settings, defaults filled in."""
        cached = self._cache.cached((user_id, None))
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        writes = self._cache.writes
        row = await self._db.fetchone(
            "SELECT theme FROM user_settings WHERE user_id = ?", (user_id,))
        settings = _DEFAULTS
        if row is not None and row["theme"] is not None:
            settings = UserSettings(theme=Theme(row["theme"]))
        if writes == self._cache.writes:
            self._cache.remember((user_id, None), settings)
        return settings

    async def game(self, user_id: int, game: str) -> GameSettings:
        """The user's settings of ``game`` (read-only; a key that is absent
        is at the game's default)."""
        cached = self._cache.cached((user_id, game))
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        writes = self._cache.writes
        values = await read_object(
            self._db, "SELECT data FROM game_settings WHERE user_id = ? AND game = ?",
            (user_id, game))
        if writes == self._cache.writes:
            self._cache.remember((user_id, game), values)
        return values

    async def language(self, user_id: int) -> str | None:
        """The language the user chose (``de``, ``en``); None: their client's."""
        value = (await self.game(user_id, EVERY_GAME)).get("language")
        return value if isinstance(value, str) and value != "auto" else None

    async def set_language(self, user_id: int, language: str | None) -> None:
        """Keep ``language`` for this user in every game (None or ``auto``:
        their client's language again)."""
        await self.set_game(user_id, EVERY_GAME,
                            {"language": None if language in (None, "auto") else language})

    async def set_theme(self, user_id: int, theme: Theme) -> None:
        """Laternennacht or Morgentau for this user (in every game)."""
        await self._db.execute(
            "INSERT INTO user_settings (user_id, theme) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET theme = excluded.theme",
            (user_id, Theme(theme).value))
        self._cache.written((user_id, None))
        await self._db.announce("settings", (user_id, None))

    async def set_game(self, user_id: int, game: str, values: Mapping[str, Any]) -> None:
        """Change some of the user's settings of ``game``: each key of
        ``values`` is set to its (JSON) value; a None puts the key back to
        the game's default. Other keys stay as they are."""
        await patch_object(self._db, "game_settings", {"user_id": user_id, "game": game}, values)
        self._cache.written((user_id, game))
        await self._db.announce("settings", (user_id, game))
