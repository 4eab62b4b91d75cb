"""The album: every item a person ever collected in a game (Speedfossil's
fossils), with the time and the game of its first collection.

``record_game`` adds the album items of each person's seat; :class:`Album`
(``storage.album``) lists them and adds items directly. An item already in
the album keeps its first time and game.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from bot.storage.database import Database, Transaction
from bot.storage.records import AlbumItem


async def add_items(tx: Transaction, user_id: int, game: str, items: Sequence[str], *,
                    at: float, game_id: int | None) -> tuple[str, ...]:
    """Add ``items`` inside ``tx``; return those that were new (in the given
    order, each once)."""
    new: list[str] = []
    for item in dict.fromkeys(items):
        changed = await tx.execute(
            "INSERT INTO album_items (user_id, game, item, first_at, first_game_id) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, game, item) DO NOTHING",
            (user_id, game, item, at, game_id))
        if changed:
            new.append(item)
    return tuple(new)


class Album:
    """Albums per person and game. Reached as ``storage.album``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def add(self, user_id: int, game: str, items: Sequence[str], *,
                  at: float | None = None, game_id: int | None = None) -> tuple[str, ...]:
        """Add ``items`` to the person's album of ``game``; return the new ones."""
        async with self._db.transaction() as tx:
            return await add_items(tx, user_id, game, items,
                                   at=time.time() if at is None else at, game_id=game_id)

    async def items(self, user_id: int, game: str) -> tuple[AlbumItem, ...]:
        """The person's album of ``game``, in the order of first collection."""
        rows = await self._db.fetchall(
            "SELECT item, first_at, first_game_id FROM album_items "
            "WHERE user_id = ? AND game = ? ORDER BY first_at, item", (user_id, game))
        return tuple(AlbumItem(r["item"], r["first_at"], r["first_game_id"]) for r in rows)

    async def new_in(self, user_id: int, game_id: int) -> tuple[str, ...]:
        """The items first collected in stored game ``game_id`` (the end
        board shows what a game added to the album)."""
        rows = await self._db.fetchall(
            "SELECT item FROM album_items WHERE user_id = ? AND first_game_id = ? "
            "ORDER BY item", (user_id, game_id))
        return tuple(r["item"] for r in rows)
