"""The public message's edit bucket (item 34: "edits of the public message are
coalesced to about one per second per table"): background refreshes keep
one edit in reserve for a person's click. No timing is asserted: the
bucket's interval is so long here that no token comes back during a test."""

from __future__ import annotations

import asyncio

from bot.kit.runtime.editing import EditBucket

#: No token refills while a test runs.
FOREVER = 3600.0


async def _blocked(task: asyncio.Task[None]) -> bool:
    for _ in range(5):
        await asyncio.sleep(0)
    return not task.done()


async def test_item_34_background_edits_leave_one_in_reserve() -> None:
    bucket = EditBucket(burst=3, interval=FOREVER, reserve=1)
    await bucket.take(lambda: False)
    await bucket.take(lambda: False)
    third = asyncio.create_task(bucket.take(lambda: False))
    assert await _blocked(third)               # the last token is kept for a click
    third.cancel()


async def test_item_34_a_click_waiting_behind_a_refresh_takes_the_reserve() -> None:
    bucket = EditBucket(burst=3, interval=FOREVER, reserve=1)
    urgent = False
    await bucket.take(lambda: urgent)
    await bucket.take(lambda: urgent)
    waiting = asyncio.create_task(bucket.take(lambda: urgent))
    assert await _blocked(waiting)
    urgent = True                                # a person acted meanwhile
    bucket.hurry()
    await asyncio.wait_for(waiting, FOREVER)
    assert bucket.tokens < 1.0


async def test_item_34_not_even_a_click_passes_an_empty_bucket() -> None:
    bucket = EditBucket(burst=2, interval=FOREVER, reserve=1)
    await bucket.take()
    await bucket.take()
    more = asyncio.create_task(bucket.take())
    assert await _blocked(more)                  # Discord's pace holds for clicks too
    more.cancel()
