"""The daily end board for every kit game with a daily game: today's ten
best, the person's place today and yesterday, built from the stored daily
list (drawn by :mod:`render.daily`).

Names come from the seats of each entry's stored table (the name the
person had at that table), so the board needs no Discord lookup.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta

from bot.kit.runtime.pictures import draw
from bot.storage import Storage
from bot.storage.records import DailyEntry, HumanSeat
from engines.texts import formats, t
from render.daily import DailyBoard, DailyRow, board_lines, daily_picture

log = logging.getLogger(__name__)


async def entry_name(storage: Storage, entry: DailyEntry) -> str:
    """The name the entry's person had at the table of that game."""
    try:
        game = await storage.results.game(entry.game_id)
        person = next(p for p in game.people if p.user_id == entry.user_id)
        if game.table_id is not None:
            seat = (await storage.tables.get(game.table_id)).seats[person.seat]
            if isinstance(seat, HumanSeat) and seat.name:
                return seat.name
    except (LookupError, StopIteration, IndexError):
        log.warning("daily entry of game %s: no name stored", entry.game_id)
    return t("core.dailyboard.someone")


async def daily_board(storage: Storage, *, game: str, title: str, mode: str, day: date,
                      user_id: int) -> DailyBoard:
    """The board of ``day`` for ``user_id``: the ten best over all servers,
    the person's place, and his place the day before."""
    today = await storage.results.daily_list(game, mode, day, user_id=user_id)
    before = await storage.results.daily_list(game, mode, day - timedelta(days=1),
                                              user_id=user_id, limit=0)
    rows: list[DailyRow] = []
    for e in today.top:
        rows.append(DailyRow(e.rank, await entry_name(storage, e), e.points,
                             e.user_id == user_id))
    return DailyBoard(title, formats.day(day), tuple(rows),
                      me=today.me.rank if today.me is not None else None,
                      yesterday=before.me.rank if before.me is not None else None,
                      my_points=today.me.points if today.me is not None else None)


async def daily_end_picture(storage: Storage, *, game: str, title: str, mode: str,
                            day: str, user_id: int | None, theme: str
                            ) -> tuple[bytes, str] | None:
    """The daily end board of a finished daily game of ``day`` (ISO date),
    drawn in the picture process, with its words for the alt text; None if
    it cannot be read (the end of the game is shown anyway)."""
    if user_id is None:
        return None
    try:
        board = await daily_board(storage, game=game, title=title, mode=mode,
                                  day=date.fromisoformat(day), user_id=user_id)
        return await draw(daily_picture, board, theme), "\n".join(board_lines(board))
    except Exception:
        log.exception("%s: daily end board of %s not drawn", game, day)
        return None
