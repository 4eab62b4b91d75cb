"""The table picture costs what changed (issue 31, "Pictures that cost what
changed" and "Fewer pictures for the same information").

- "Do not send a picture identical to the last one of that message. Compare
  a hash of the drawing's inputs": an edit whose picture inputs did not
  change draws, encodes and uploads nothing (the attachment stays).
- "A table's picture is drawn at most once per step, however many edits the
  step needs": a message posted anew below a moment, an edit tried again
  after Discord refused it, upload the picture drawn already.
- "One queue, with each table's latest request winning over its older
  ones": a table's request still waiting gives way to its newer one.

Draws are counted by the pool the pictures go to (replaced here by one that
counts and draws nothing); uploads by the attachments the message gets.
"""

from __future__ import annotations

import asyncio
import pickle
import time
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.fabel.plugin import PARTS
from bot.fabel.ui import fabel_ui
from bot.kit.presenter import KitPresenter
from bot.kit.runtime import looppool, pictures
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.editing import EditBucket
from bot.kit.runtime.table import Table
from bot.kit.ui import Moment
from engines import fabel
from tests.bot.helpers import MemoryLog
from tests.bot.test_table import PEOPLE, SPEC


class CountingPool:
    """Stands in for the picture processes: counts every picture asked for
    and draws none (each gets bytes of its own number, so an upload shows
    which drawing it carries). ``gate``: pictures wait until it is set."""

    def __init__(self) -> None:
        self.drawn: list[tuple[Any, ...]] = []
        self.gate = asyncio.Event()
        self.gate.set()

    async def run(self, func: Any, *args: Any) -> bytes:
        await self.gate.wait()
        self.drawn.append(args)
        return f"picture {len(self.drawn)}".encode()

    def outstanding(self) -> int:
        return 0

    async def run_latest(self, key: Any, body: bytes) -> bytes:
        func, args = pickle.loads(body)
        return await self.run(func, *args)


class Message:
    """The public table message: its edits, and the pictures they upload."""

    id = 1

    def __init__(self, thread: Thread) -> None:
        self.thread = thread
        #: Errors the next edits raise (Discord refuses them).
        self.refuse: list[BaseException] = []

    async def edit(self, **fields: Any) -> None:
        if self.refuse:
            raise self.refuse.pop(0)
        self.thread.record(fields.get("attachments"))

    async def delete(self) -> None:
        pass


class Thread:
    """The table's thread: every message and edit, with what picture it carries."""

    def __init__(self) -> None:
        #: Per edit or post of the table message: the picture's bytes (None: no upload).
        self.shown: list[bytes | None] = []

    def record(self, files: list[discord.File] | None) -> None:
        pictures = [f for f in files or () if f.filename.startswith("tisch")]
        self.shown.append(pictures[0].fp.read() if pictures else None)

    async def send(self, content: str, **fields: Any) -> Message:
        if fields.get("files") is not None:       # the table message (a moment has none here)
            self.record(fields["files"])
        return Message(self)

    def uploads(self) -> list[bytes]:
        return [data for data in self.shown if data is not None]


@pytest.fixture
def pool(monkeypatch: pytest.MonkeyPatch) -> Iterator[CountingPool]:
    counting = CountingPool()
    monkeypatch.setattr(pictures, "_POOL", counting)
    yield counting


async def _table() -> tuple[Table, KitPresenter, Thread]:
    thread = Thread()
    message = Message(thread)
    presenter = KitPresenter(thread=thread, message=message,  # type: ignore[arg-type]
                             names=[s.name for s in PEOPLE], ui=fabel_ui(), parts=PARTS,
                             scheduler=ManualScheduler(), theme="laternennacht",
                             bucket=EditBucket(burst=100, interval=0.001))
    table = Table(table_id=0, spec=SPEC, seats=PEOPLE, options=fabel.Options(first_seat=0),
                  seed=5, scheduler=presenter.scheduler, action_log=MemoryLog(),
                  listener=presenter)
    await table.start()
    presenter.table = table
    return table, presenter, thread


async def _idle(presenter: KitPresenter) -> None:
    for _ in range(500):
        task = presenter._flush_task
        if not presenter._dirty and (task is None or task.done()):
            return
        await asyncio.sleep(0)


async def test_edits_with_the_same_picture_inputs_draw_and_upload_nothing(
        pool: CountingPool) -> None:
    table, presenter, thread = await _table()
    await presenter.flush()
    assert thread.shown == [b"picture 1"]
    for _ in range(3):          # refreshes of the text (a countdown's marks, a note)
        await presenter.flush()
    assert thread.shown == [b"picture 1", None, None, None]
    assert len(pool.drawn) == 1
    # The key is the inputs': the same again give it, another theme not.
    wanted = presenter.picture._wanted
    assert wanted is not None
    func, args = pickle.loads(wanted.body)
    assert pictures.Request.of(func, *args).key == wanted.key
    assert pictures.Request.of(func, args[0], args[1], "morgentau").key != wanted.key
    presenter.theme = "morgentau"
    await presenter.flush()
    assert thread.shown[-1] == b"picture 2" and len(pool.drawn) == 2
    presenter.close()


async def test_a_step_with_a_moment_draws_the_table_picture_once(pool: CountingPool) -> None:
    """The reveal's step: the stage edit, then the message posted anew below
    the step's moment, then a countdown's refresh: one drawing, two uploads
    of it (the new message needs its attachment)."""
    table, presenter, thread = await _table()
    await presenter.flush()
    before = len(pool.drawn)
    await table.act(fabel.Reveal(0))      # the stage is shown at once (its lock held)
    presenter._moments.append(Moment("Ein Moment"))
    await presenter.post_moments()        # the table message moves below it
    await _idle(presenter)
    presenter.kick()                      # a refresh at the countdown's mark
    await _idle(presenter)
    assert len(pool.drawn) - before == 1, "the step's picture was drawn more than once"
    assert thread.uploads()[1:] == [b"picture 2", b"picture 2"]
    assert thread.shown[-1] is None
    presenter.close()


def _refusal(status: int, code: int) -> discord.HTTPException:
    return discord.HTTPException(SimpleNamespace(status=status, reason="refused"),  # type: ignore[arg-type]
                                 {"code": code, "message": "refused"})


@pytest.mark.parametrize(("status", "code"), [(500, 0), (404, 10008)],
                         ids=["refused for a moment", "deleted by hand"])
async def test_an_edit_tried_again_uploads_the_picture_without_drawing_it_again(
        pool: CountingPool, status: int, code: int) -> None:
    table, presenter, thread = await _table()
    assert presenter.message is not None
    presenter.message.refuse.append(_refusal(status, code))  # type: ignore[union-attr]
    await presenter.flush()                # drawn, but Discord refused the edit
    assert thread.shown == [] and len(pool.drawn) == 1
    await presenter.flush()                # the next try (or the message posted anew)
    await _idle(presenter)
    assert thread.shown[0] == b"picture 1"
    assert len(pool.drawn) == 1
    presenter.close()


async def test_under_load_the_text_goes_first_and_the_picture_follows(
        pool: CountingPool, monkeypatch: pytest.MonkeyPatch) -> None:
    table, presenter, thread = await _table()
    pool.gate.clear()
    monkeypatch.setattr(pictures, "patience", lambda: 0.0)
    await asyncio.wait_for(presenter.flush(), 5.0)   # (it must not wait for the picture)
    assert thread.shown == [None]          # the text is out, the picture not drawn yet
    pool.gate.set()
    for _ in range(100):
        await asyncio.sleep(0)
        if len(thread.shown) > 1:
            break
    await _idle(presenter)
    assert thread.shown == [None, b"picture 1"]   # it followed in an edit of its own
    presenter.close()


# --------------------------------------------------------- one queue
def nap(seconds: float) -> float:
    """Sleeps (runs in a worker): keeps it busy."""
    time.sleep(seconds)
    return seconds


def echo(value: object) -> object:
    """Returns its argument (runs in a worker)."""
    return value


async def test_a_tables_newer_request_takes_the_place_of_its_older_one() -> None:
    pool = looppool.LoopPool(1, name="test")
    try:
        # The worker takes two jobs at a time: these fill it.
        busy = [pool.submit(nap, 0.3), pool.submit(nap, 0.01)]
        first = pool.submit_latest("table 1", looppool.pickled(echo, "table 1, step 1"))
        other = pool.submit_latest("table 2", looppool.pickled(echo, "table 2"))
        second = pool.submit_latest("table 1", looppool.pickled(echo, "table 1, step 2"))
        panel = pool.submit(echo, "a person's panel")
        order: list[object] = []
        for future in (second, other, panel):
            future.add_done_callback(lambda f: order.append(f.result()))
        with pytest.raises(looppool.Superseded):
            await first                       # dropped before it was drawn
        assert await second == "table 1, step 2"
        assert await other == "table 2"
        # the panel and the table pictures take turns; the newer table
        # picture kept its table's turn among the table pictures
        assert await panel == "a person's panel"
        await asyncio.sleep(0)                # (the futures' callbacks run)
        assert order.index("table 1, step 2") < order.index("table 2")
        assert order.index("a person's panel") < 2
        assert pool.superseded == 1
        await asyncio.gather(*busy)
        # A request already handed to the worker is drawn to its end.
        running = pool.submit_latest("table 3", looppool.pickled(nap, 0.2))
        await asyncio.sleep(0.1)
        newer = pool.submit_latest("table 3", looppool.pickled(echo, 3))
        assert await running == 0.2 and await newer == 3
    finally:
        pool.kill()


async def test_the_picture_queue_gives_none_for_a_superseded_table_picture() -> None:
    pictures.start()
    before = pictures.counts["superseded"]
    busy = [asyncio.ensure_future(pictures.draw(nap, 0.3)) for _ in range(2 * pictures.WORKERS)]
    await asyncio.sleep(0.05)
    older = pictures.latest(7, pictures.Request.of(echo, b"old"))
    newer = pictures.latest(7, pictures.Request.of(echo, b"new"))
    assert await older is None
    assert await newer == b"new"
    assert pictures.counts["superseded"] == before + 1
    await asyncio.gather(*busy)


def test_as_many_picture_processes_as_cores_to_spare_or_as_configured() -> None:
    assert pictures.processes({}) >= 1
    assert pictures.processes({pictures.PROCESSES_ENV: "2"}) == 2
    assert pictures.processes({pictures.PROCESSES_ENV: "nein"}) == pictures.processes({})


async def test_the_games_last_edit_waits_for_its_picture_even_under_load(
        pool: CountingPool, monkeypatch: pytest.MonkeyPatch) -> None:
    table, presenter, thread = await _table()
    pool.gate.clear()
    monkeypatch.setattr(pictures, "patience", lambda: 0.0)
    monkeypatch.setattr(type(table.state), "is_over", lambda state: True)
    last = asyncio.create_task(presenter.flush(must_show=True))
    for _ in range(50):
        await asyncio.sleep(0)
    assert not last.done() and thread.shown == []   # no later edit would bring it
    pool.gate.set()
    await asyncio.wait_for(last, 5.0)
    assert thread.shown == [b"picture 1"]
    presenter.close()
