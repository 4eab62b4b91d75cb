"""The presenter puts a card on the stage with one edit (items 33 and 34).

A refresh of the computers' moves may be waiting for the edit bucket when a
card is revealed. The reveal hurries it, and that refresh already shows the
card; the table's lock (held until the stage shows) must then not wait for
a second edit, or every bid of the auction queues behind it. No timing is
asserted: the bucket's interval is so long that no token comes back.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from bot.fabel.plugin import PARTS
from bot.fabel.ui import fabel_ui
from bot.kit.items import TableView
from bot.kit.presenter import KitPresenter
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.editing import EditBucket
from bot.kit.runtime.table import Table
from bot.kit.ui import Moment
from engines import fabel
from tests.bot.helpers import MemoryLog
from tests.bot.test_table import PEOPLE, SPEC

#: No token refills while a test runs.
FOREVER = 3600.0


class FakeMessage:
    """The public table message: records its edits."""

    id = 1

    def __init__(self) -> None:
        self.edits: list[dict[str, Any]] = []

    async def edit(self, **fields: Any) -> None:
        self.edits.append(fields)

    async def delete(self) -> None:
        self.deleted = True


class FakeThread:
    """The table's thread: records the Spielverlauf lines."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    async def send(self, content: str, **fields: Any) -> FakeMessage:
        self.lines.append(content)
        return FakeMessage()


async def _settle(task: asyncio.Task[Any]) -> bool:
    for _ in range(200):
        if task.done():
            return True
        await asyncio.sleep(0)
    return task.done()


async def _table(bucket: EditBucket) -> tuple[Table, KitPresenter, FakeMessage]:
    message = FakeMessage()
    presenter = KitPresenter(thread=FakeThread(), message=message,  # type: ignore[arg-type]
                             names=[s.name for s in PEOPLE], ui=fabel_ui(), parts=PARTS,
                             scheduler=ManualScheduler(), theme="laternennacht",
                             bucket=bucket)
    presenter.ui = replace(presenter.ui, table_picture=None)
    table = Table(table_id=0, spec=SPEC, seats=PEOPLE, options=fabel.Options(first_seat=0),
                  seed=5, scheduler=presenter.scheduler, action_log=MemoryLog(),
                  listener=presenter)
    await table.start()
    presenter.table = table
    return table, presenter, message


async def test_item_33_a_refresh_that_showed_the_card_is_the_stage_edit() -> None:
    bucket = EditBucket(burst=3, interval=FOREVER, reserve=2)
    table, presenter, message = await _table(bucket)
    await bucket.take()                 # two edits left: a refresh waits for its reserve
    presenter.kick()                    # e.g. a computer's move
    refresh = presenter._flush_task
    assert refresh is not None and not await _settle(refresh)
    reveal = asyncio.create_task(table.act(fabel.Reveal(0)))
    assert await _settle(reveal)        # the lock is free again: bids can reach the table
    assert len(message.edits) == 1      # one edit put the card up
    assert table.deadline is not None   # and the countdown runs
    assert bucket.tokens >= 1.0         # a person's bid is shown at once
    presenter.kick()                    # the next computer's move: not urgent,
    refresh = presenter._flush_task     # so it leaves that edit to the person
    assert refresh is not None and not await _settle(refresh)
    assert bucket.tokens >= 1.0
    refresh.cancel()


async def test_item_34_a_card_put_up_still_costs_an_edit_when_none_showed_it() -> None:
    bucket = EditBucket(burst=3, interval=FOREVER, reserve=2)
    table, _, message = await _table(bucket)
    reveal = asyncio.create_task(table.act(fabel.Reveal(0)))
    assert await _settle(reveal)
    assert len(message.edits) == 1
    assert bucket.tokens == 2.0         # the stage's edit went through the bucket


class GatedThread(FakeThread):
    """A thread whose first post waits until the test opens the gate (a
    round's scoring picture still on its way while the game goes on)."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = asyncio.Event()
        self.waiting = False

    async def send(self, content: str, **fields: Any) -> FakeMessage:
        if not self.lines:
            self.waiting = True
            await self.gate.wait()
        return await super().send(content, **fields)


async def test_a_scoring_queued_while_a_refresh_posts_comes_before_the_end_board() -> None:
    """Item 52 of spuk.md (every round's Wertung as its own message): the
    last round's scoring arrives while a refresh is posting the one before
    and then shows the final state; the game's last refresh must still
    post it, before the end board."""
    table, presenter, _ = await _table(EditBucket(burst=50, interval=FOREVER, reserve=0))
    thread = GatedThread()
    presenter.thread = thread  # type: ignore[assignment]
    posted_at_end: list[list[str]] = []

    class Host:
        """Only the end is told (the rest of :class:`TableHost` is not asked)."""

        def public_view(self, *_: Any) -> TableView:
            return TableView()

        async def message_posted(self, *_: Any) -> None:
            pass

        async def table_finished(self, _: Table) -> None:
            posted_at_end.append(list(thread.lines))

    presenter.host = Host()  # type: ignore[assignment]
    presenter._moments.append(Moment("Wertung der Runde 4"))
    presenter.kick()
    refresh = presenter._flush_task
    assert refresh is not None
    for _ in range(200):
        if thread.waiting:
            break
        await asyncio.sleep(0)
    assert thread.waiting
    # the last round's events come in meanwhile; the refresh will show them
    presenter._moments.append(Moment("Wertung der Runde 5"))
    finishing = asyncio.create_task(presenter.finished(table))
    thread.gate.set()
    await asyncio.wait_for(finishing, 5)
    assert posted_at_end, "the end came"
    scorings = [line for line in posted_at_end[0] if line.startswith("Wertung")]
    assert scorings == ["Wertung der Runde 4", "Wertung der Runde 5"]


async def _edited(message: FakeMessage, count: int) -> bool:
    for _ in range(2000):
        if len(message.edits) >= count:
            return True
        await asyncio.sleep(0.001)
    return False


async def test_items_34_35_a_card_nobody_bids_on_shows_its_countdown_and_the_hammer() -> None:
    """Item 34 ("The deadline is shown as a Discord timestamp `<t:UNIX:R>`")
    and 35 (the hammer in the last three seconds) when nobody bids: the
    stage goes out before the countdown starts, so the deadline follows in
    a refresh of its own (it leaves the person's edit in reserve)."""
    bucket = EditBucket(burst=3, interval=0.01, reserve=2)
    table, presenter, message = await _table(bucket)
    await table.act(fabel.Reveal(0))
    assert await _edited(message, 2)
    assert "Zuschlag" not in message.edits[0]["content"]    # the stage, no deadline yet
    deadline = table.deadline
    assert deadline is not None
    assert f"Zuschlag <t:{int(deadline + 0.5)}:R>" in message.edits[1]["content"]
    clock = presenter.scheduler
    assert isinstance(clock, ManualScheduler)
    await clock.advance(deadline - 3 - clock.now() + 0.01)
    assert await _edited(message, 3)
    assert "Zum Ersten!" in message.edits[2]["content"]
