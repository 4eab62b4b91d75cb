"""The bot keeps the garbage collector's full scans out of the event loop's
way: start-up objects are frozen, and full collections come ten times
rarer than Python's default (issue 8: a full scan stopped the loop for
50-100 ms at 100 live tables)."""

from __future__ import annotations

import gc

from bot import client
from bot.client import SpeedtischBot


async def test_after_start_up_full_collections_are_rarer_and_start_up_is_frozen(
        speedtisch: SpeedtischBot) -> None:
    assert client._frozen
    assert gc.get_threshold()[2] == client.FULL_COLLECTION_AFTER > 10
    assert gc.get_freeze_count() > 0
