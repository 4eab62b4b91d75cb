"""Shared parts of the load benchmarks: the real bot and the Discord simulator
in one process, simulated people who click at human rates, and the probes
that time what they feel.

Nothing here changes what the bot or the simulator do. The probes only
observe: the simulator's PATCH route and the presenter's public edit are
wrapped to take a time stamp (and the table's action count the edit shows),
and the simulator's history (requests, old attachments, replay buffers) is
trimmed now and then so that its own bookkeeping does not pass for the
bot's memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import random
import statistics
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.client import SpeedtischBot
from bot.clock import AsyncioScheduler
from bot.config import Settings
from bot.fabel.ids import ButtonId
from bot.fabel.model import Running
from bot.fabel.panels import decode_counts
from bot.fabel.presenter import FabelPresenter
from bot.storage import Storage
from engines.fabel import money
from tests.discord_sim import DiscordSim, Person, SimConfig, SimInteraction, SimMessage
from tests.discord_sim.model import SimAttachment, SimChannel

log = logging.getLogger(__name__)

PATCH_MESSAGE = "PATCH /channels/{channel_id}/messages/{message_id}"
#: A click that changed nothing public within this time is left unmatched.
UPDATE_HORIZON = 15.0
#: How long a person waits for an answer before giving up on it.
ANSWER_WAIT = 5.0
#: How often a person without a decision looks at the cards when thinking ends.
LOOK_SHARE = 0.7


# ------------------------------------------------------------------ figures
def percentile(values: Iterable[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank); NaN if empty."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary_ms(values: list[float]) -> dict[str, float]:
    """Median, p95, p99 and max of durations in seconds, as milliseconds."""
    return {
        "n": float(len(values)),
        "median": 1000 * statistics.median(values) if values else float("nan"),
        "p95": 1000 * percentile(values, 0.95),
        "p99": 1000 * percentile(values, 0.99),
        "max": 1000 * max(values) if values else float("nan"),
    }


def rss_bytes() -> int:
    """Resident memory of this process (VmRSS)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


class LagMonitor:
    """A ticker that sleeps 10 ms and records by how much it overslept:
    the time the event loop was busy with something else."""

    def __init__(self, interval: float = 0.010) -> None:
        self.interval = interval
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Begin ticking on the running loop."""
        self._task = asyncio.get_running_loop().create_task(self._tick())

    def reset(self) -> None:
        """Forget what was recorded (the measuring window begins)."""
        self.lags = []

    async def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(self.interval)
            self.lags.append(max(0.0, loop.time() - before - self.interval))

    async def stop(self) -> None:
        """Stop ticking."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


# ------------------------------------------------------------------- probes
@dataclass
class Click:
    """A person's click that should change the public table message."""

    table_id: int
    seat: int
    at: float
    seq: int
    verb: str


@dataclass
class Probe:
    """Times clicks from the simulator's side and counts public edits."""

    defer: list[float] = field(default_factory=list)
    update: list[float] = field(default_factory=list)
    dispatch: list[float] = field(default_factory=list)
    first_answer_kinds: dict[str, int] = field(default_factory=dict)
    unanswered: int = 0
    unmatched: int = 0
    edits: dict[int, list[float]] = field(default_factory=dict)  # table id -> PATCH times
    clicks: int = 0
    #: message id -> table id, for the public table messages
    public: dict[int, int] = field(default_factory=dict)
    #: table id -> the action count the edit in flight shows
    showing: dict[int, int] = field(default_factory=dict)
    pending: dict[int, deque[Click]] = field(default_factory=dict)
    consumed: dict[int, set[int]] = field(default_factory=dict)
    tables: dict[int, Running] = field(default_factory=dict)
    recording: bool = False

    def reset(self) -> None:
        """Start a measuring window."""
        self.defer, self.update, self.dispatch = [], [], []
        self.first_answer_kinds = {}
        self.unanswered = self.unmatched = self.clicks = 0
        self.edits = {}
        self.recording = True

    def watch(self, running: Running) -> None:
        """Follow a table's public message."""
        self.tables[running.table.id] = running
        message = running.presenter.message
        if message is not None:
            self.public[message.id] = running.table.id

    def answered(self, ix: SimInteraction, dispatched: float) -> None:
        """A click got its first answer (or none)."""
        if not self.recording:
            return
        self.clicks += 1
        self.dispatch.append(dispatched - ix.created_at)
        if ix.callback_at is None:
            self.unanswered += 1
            return
        self.defer.append(ix.callback_at - ix.created_at)
        self.first_answer_kinds[ix.answer_name] = self.first_answer_kinds.get(ix.answer_name,
                                                                              0) + 1

    def expect_update(self, click: Click) -> None:
        """This click should show on the public message."""
        self.pending.setdefault(click.table_id, deque()).append(click)

    def on_patch(self, message_id: int) -> None:
        """The simulator applied an edit of a message."""
        table_id = self.public.get(message_id)
        if table_id is None:
            return
        now = time.time()
        if self.recording:
            self.edits.setdefault(table_id, []).append(now)
        shown = self.showing.get(table_id)
        running = self.tables.get(table_id)
        queue = self.pending.get(table_id)
        if shown is None or running is None or not queue:
            return
        actions = running.table.actions
        used = self.consumed.setdefault(table_id, set())
        for click in list(queue):
            if now - click.at > UPDATE_HORIZON:
                queue.remove(click)
                if self.recording:
                    self.unmatched += 1
                continue
            for index in range(click.seq, min(shown, len(actions))):
                if index not in used and getattr(actions[index], "seat", None) == click.seat:
                    used.add(index)
                    queue.remove(click)
                    if self.recording:
                        self.update.append(now - click.at)
                    break

    def install(self, sim: DiscordSim) -> Callable[[], None]:
        """Wrap the simulator's PATCH route and the presenter's edit; returns an undo."""
        spec = next(s for s in sim.rest.routes if s.key == PATCH_MESSAGE)
        original_handler = spec.handler
        probe = self

        async def patched(req: Any) -> tuple[int, Any]:
            result = await original_handler(req)
            probe.on_patch(int(req.params["message_id"]))
            return result

        spec.handler = patched
        original_edit = FabelPresenter._edit_public

        async def edit_public(presenter: FabelPresenter, table: Any) -> None:
            # The edit shows the state as it is now: the presenter reads the view
            # before its first await.
            probe.showing[table.id] = table.seq
            if presenter.message is not None:
                probe.public[presenter.message.id] = table.id
            await original_edit(presenter, table)
            if presenter.message is not None:
                probe.public[presenter.message.id] = table.id

        FabelPresenter._edit_public = edit_public  # type: ignore[method-assign]

        def undo() -> None:
            spec.handler = original_handler
            FabelPresenter._edit_public = original_edit  # type: ignore[method-assign]

        return undo


def trim_simulator(sim: DiscordSim, keep_messages: int = 12) -> None:
    """Drop the simulator's history that the bot never reads again: recorded
    requests (with uploaded bytes), old attachments, gateway replay buffers,
    earlier message versions and old messages in the threads."""
    sim.rest.requests.clear()
    sim.gateway.frames.clear()
    for session in sim.gateway.sessions.values():
        del session.events[:-100]
    live: set[int] = set()
    for channel in sim.channels:
        if channel.is_thread and len(channel.messages) > keep_messages:
            tables = [m for m in channel.messages if m.buttons and not m.is_ephemeral]
            kept = {id(m) for m in tables[-3:] + channel.messages[-keep_messages:]}
            channel.messages = [m for m in channel.messages if id(m) in kept]
        for message in channel.messages:
            message.versions.clear()
            live.update(a.id for a in message.attachments)
    for attachment_id in [a for a in sim.attachments if a not in live]:
        del sim.attachments[attachment_id]


# ------------------------------------------------------------------- world
def world(people: int) -> SimConfig:
    """A guild with enough people for every seat; a long default wait."""
    return SimConfig(members=tuple(f"p{i:03d}" for i in range(people)), default_timeout=30.0)


async def start_bot(sim: DiscordSim, db: Path, seed_base: int,
                    pictures: str = "full") -> SpeedtischBot:
    """The real bot on real time, with its database in ``db`` and fixed seeds.

    ``pictures``: "full" (the bot as it is) or "none" (no table picture: what
    everything else costs)."""
    storage = await Storage.open(db)
    bot = SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=db),
                        scheduler=AsyncioScheduler(), storage=storage)
    counter = iter(range(seed_base, seed_base + 1_000_000))

    def seed() -> int:
        return next(counter)

    original_hook = bot.setup_hook

    async def setup_hook() -> None:
        await original_hook()
        bot.fabel.new_seed = seed
        if pictures == "none":
            bot.fabel.picture = None

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    await sim.start_bot(bot, timeout=120.0)
    return bot


async def stop_bot(sim: DiscordSim, bot: SpeedtischBot) -> None:
    """Stop the bot and close its database (always: an open aiosqlite thread
    would keep the process alive)."""
    storage = bot._storage
    try:
        await sim.stop_bot(bot)
    finally:
        if storage is not None:
            await storage.close()


def lighten_simulator() -> Callable[[], None]:
    """Memoize the simulator's image probe (``SimAttachment.image_size`` opens
    the picture with Pillow each time a message payload is built: for every
    MESSAGE_UPDATE, every PATCH answer and every click on the table). The
    bytes never change, so the answer is the same; profiled, it was a quarter
    of the simulator's time on the event loop. Returns an undo."""
    original = SimAttachment.image_size
    sizes: dict[int, tuple[int, int] | None] = {}

    def image_size(attachment: SimAttachment) -> tuple[int, int] | None:
        key = id(attachment.data)
        if key not in sizes:
            sizes[key] = original(attachment)
        return sizes[key]

    SimAttachment.image_size = image_size  # type: ignore[method-assign]

    def undo() -> None:
        SimAttachment.image_size = original  # type: ignore[method-assign]

    return undo


async def until(condition: Callable[[], Any], timeout: float, step: float = 0.05) -> Any:
    """Poll ``condition`` until it returns something true; None after ``timeout``.

    The load driver polls instead of using the simulator's wait helpers,
    which wake every waiter on every change (quadratic with hundreds of people).
    """
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            return None
        await asyncio.sleep(step)


def verb_button(message: SimMessage, verb: str, arg: str | None = None) -> str | None:
    """The custom_id of an enabled Speedfabel button with this verb (and argument)."""
    for button in message.buttons:
        if button.disabled or not button.custom_id:
            continue
        try:
            cid = ButtonId.decode(button.custom_id)
        except ValueError:
            continue
        if cid.verb == verb and (arg is None or cid.arg == arg):
            return button.custom_id
    return None


# -------------------------------------------------------------- the people
@dataclass
class Slot:
    """One thread with its current game (a new game after "Nochmal")."""

    number: int
    people: list[Person]
    solo: bool
    thread: SimChannel | None = None
    table_id: int | None = None
    games: int = 0


class Driver:
    """Opens tables and lets simulated people play them at human rates."""

    def __init__(self, sim: DiscordSim, bot: SpeedtischBot, probe: Probe, *,
                 think: tuple[float, float] = (1.0, 3.0), seed: int = 1) -> None:
        self.sim = sim
        self.bot = bot
        self.probe = probe
        self.think = think
        self.rng = random.Random(seed)
        self.slots: list[Slot] = []
        self.paused = False
        self.stopped = False
        self.errors: list[str] = []
        self._tasks: list[asyncio.Task[None]] = []

    # ------------------------------------------------------------- opening
    async def open_solo(self, slot: Slot) -> None:
        """``/fabel solo computer:3 turbo:True`` and wait for the table."""
        host = slot.people[0]
        ix = await host.run_command("fabel solo", computer=3, turbo=True, wait=False)
        await self._answer(ix)
        await self._adopt(slot, host, timeout=30)

    async def open_lobby(self, slot: Slot) -> None:
        """``/fabel tisch plaetze:4``, two more people sit down, a computer, start."""
        host = slot.people[0]
        ix = await host.run_command("fabel tisch", plaetze=len(slot.people) + 1, wait=False)
        await self._answer(ix)
        lobby = await until(lambda: next((lb for lb in self.bot.fabel.lobbies.values()
                                          if lb.host_id == host.id and lb.message), None), 30)
        if lobby is None:
            raise RuntimeError(f"no lobby for {host.name}")
        message = await until(lambda: self._sim_message(lobby.thread.id, lobby.message.id), 10)
        for guest in slot.people[1:]:
            await self._click(guest, message, verb="join")
        await self._click(host, message, verb="computer")
        await self._click(host, message, verb="start")
        await self._adopt(slot, host, timeout=30)

    async def _adopt(self, slot: Slot, host: Person, timeout: float) -> None:
        def newest() -> Running | None:
            found = [r for r in self.bot.fabel.tables.values()
                     if r.host_id == host.id and r.table.id != slot.table_id
                     and r.presenter.message is not None and not r.table.state.is_over()]
            return max(found, key=lambda r: r.table.id) if found else None

        running = await until(newest, timeout)
        if running is None:
            raise RuntimeError(f"no table for {host.name}")
        slot.table_id = running.table.id
        slot.thread = self.sim.channel_by_id(running.thread.id)  # type: ignore[attr-defined]
        slot.games += 1
        self.probe.watch(running)

    def _sim_message(self, channel_id: int, message_id: int) -> SimMessage | None:
        channel = self.sim.channel_by_id(channel_id)
        if channel is None:
            return None
        return next((m for m in reversed(channel.messages) if m.id == message_id), None)

    def running(self, slot: Slot) -> Running | None:
        """The slot's current game."""
        return None if slot.table_id is None else self.bot.fabel.tables.get(slot.table_id)

    def public_message(self, slot: Slot) -> SimMessage | None:
        """The public table message as people see it."""
        running = self.running(slot)
        if running is None or running.presenter.message is None or slot.thread is None:
            return None
        return self._sim_message(slot.thread.id, running.presenter.message.id)

    # ------------------------------------------------------------ clicking
    async def _answer(self, ix: SimInteraction, dispatched: float | None = None) -> bool:
        answered = await until(lambda: ix.answered or ix.errors, ANSWER_WAIT, step=0.02)
        self.probe.answered(ix, dispatched if dispatched is not None else ix.created_at)
        return bool(answered) and ix.answered

    async def _click(self, person: Person, message: SimMessage, *, verb: str,
                     arg: str | None = None, table_seat: tuple[int, int] | None = None
                     ) -> SimInteraction | None:
        custom_id = verb_button(message, verb, arg)
        if custom_id is None:
            return None
        seq = 0
        if table_seat is not None:
            running = self.bot.fabel.tables.get(table_seat[0])
            seq = running.table.seq if running is not None else 0
        ix = await person.click(message, custom_id, wait=False)
        dispatched = time.time()
        if table_seat is not None:
            self.probe.expect_update(Click(table_seat[0], table_seat[1], ix.created_at, seq,
                                           verb))
        await self._answer(ix, dispatched)
        return ix

    async def _panel(self, person: Person, slot: Slot) -> SimMessage | None:
        """Meine Karten: the private panel, once the bot filled it in."""
        public = self.public_message(slot)
        if public is None:
            return None
        ix = await self._click(person, public, verb="hand")
        if ix is None:
            return None
        return await until(lambda: next((m for m in ix.messages if not m.is_loading), None),
                           ANSWER_WAIT, step=0.02)

    # -------------------------------------------------------------- playing
    def start(self) -> None:
        """One task per person."""
        for slot in self.slots:
            for seat_person in slot.people:
                self._tasks.append(asyncio.get_running_loop().create_task(
                    self._live(slot, seat_person)))

    async def stop(self) -> None:
        """Stop every person."""
        self.stopped = True
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks = []

    async def _live(self, slot: Slot, person: Person) -> None:
        rng = random.Random(self.rng.random())
        while not self.stopped:
            await asyncio.sleep(rng.uniform(*self.think))
            if self.paused or self.stopped:
                continue
            try:
                await self.step(slot, person, rng)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # a person's mistake must not end the run
                self.errors.append(f"{person.name}: {error!r}")
                log.debug("driver step failed", exc_info=True)

    async def step(self, slot: Slot, person: Person, rng: random.Random) -> None:
        """What a person does when it is their moment: act on their decision,
        bid now and then, or look at their cards."""
        running = self.running(slot)
        if running is None:
            return
        table = running.table
        if table.state.is_over():
            if person is slot.people[0] and running.result is not None:
                await self._again(slot, person, running)
            return
        seat = table.seat_of(person.id)
        if seat is None:
            return
        view = table.state.view(seat)
        decision = next((d for d in view.pending if d.seat == seat), None)
        public = self.public_message(slot)
        if public is None:
            return
        where = (table.id, seat)
        if decision is None:
            if rng.random() < LOOK_SHARE:
                await self._panel(person, slot)
            return
        kind = decision.kind
        if kind == "bid":
            auction = view.auction
            budget = sum(view.hand or ()) // 2
            if auction is not None and auction.high + 10 <= budget and rng.random() < 0.5:
                await self._click(person, public, verb="plus", arg="10", table_seat=where)
            return
        if kind == "turn" and verb_button(public, "reveal") and view.deck_count:
            await self._click(person, public, verb="reveal", table_seat=where)
            return
        panel = await self._panel(person, slot)
        if panel is None:
            return
        await self._decide(person, panel, kind, view, table, seat, rng)

    async def _decide(self, person: Person, panel: SimMessage, kind: str, view: Any,
                      table: Any, seat: int, rng: random.Random) -> None:
        where = (table.id, seat)
        if kind == "vorkauf":
            verb = "buy" if verb_button(panel, "buy") and rng.random() < 0.3 else "sell"
            await self._click(person, panel, verb=verb, table_seat=where)
        elif kind == "pay":
            legal = table.state.legal(seat)
            if legal:
                target = money.counts_from_values(legal[0].cards)
                await self._compose(person, panel, target, where)
        elif kind == "offer":
            hand = money.counts_from_values(view.hand) or []
            target = [0] * len(hand)
            for i, have in enumerate(hand):
                if have:
                    target[i] = 1
                    break
            await self._compose(person, panel, target, where)
        elif kind == "answer":
            await self._click(person, panel, verb=rng.choice(["accept", "nothing"]),
                              table_seat=where)
        elif kind == "distribute":
            await self._click(person, panel, verb=rng.choice(["keep", "give"]), table_seat=where)
        elif kind == "superhandel":
            verb = "reveal" if verb_button(panel, "reveal") else "end"
            await self._click(person, panel, verb=verb, table_seat=where)
        elif kind == "turn":
            if verb_button(panel, "reveal"):
                await self._click(person, panel, verb="reveal", table_seat=where)
            elif panel.selects:
                menu = panel.selects[0]
                ix = await person.select(panel, menu.custom_id, [menu.options[0]["value"]],
                                         wait=False)
                self.probe.expect_update(Click(table.id, seat, ix.created_at, table.seq,
                                               "challenge"))
                await self._answer(ix, time.time())

    async def _compose(self, person: Person, panel: SimMessage, target: list[int] | None,
                       where: tuple[int, int]) -> None:
        """Click money cards on the panel until ``target`` is chosen, then confirm."""
        if target is None:
            return
        for _ in range(24):
            confirm = next((b for b in panel.buttons
                            if b.custom_id and ":confirm:" in b.custom_id), None)
            if confirm is None or confirm.custom_id is None:
                return
            _, chosen = decode_counts(ButtonId.decode(confirm.custom_id).arg)
            if chosen == target:
                if not confirm.disabled:
                    await self._click(person, panel, verb="confirm", table_seat=where)
                return
            wanted = next(i for i, (c, w) in enumerate(zip(chosen, target, strict=True))
                          if c != w)
            pick = None
            for button in panel.buttons:
                if button.custom_id and ":pick:" in button.custom_id:
                    _, nxt = decode_counts(ButtonId.decode(button.custom_id).arg)
                    if nxt[wanted] != chosen[wanted]:
                        pick = button.custom_id
                        break
            if pick is None:
                return
            before = panel.edit_count
            ix = await self._click(person, panel, verb="pick",
                                   arg=ButtonId.decode(pick).arg)
            if ix is None or not await until(lambda b=before: panel.edit_count > b,
                                             ANSWER_WAIT, step=0.02):
                return

    async def _again(self, slot: Slot, person: Person, running: Running) -> None:
        """Nochmal am selben Tisch."""
        if slot.thread is None:
            return
        end = next((m for m in reversed(slot.thread.messages) if verb_button(m, "again")), None)
        if end is None:
            return
        await self._click(person, end, verb="again")
        await self._adopt(slot, person, timeout=30)


async def open_all(driver: Driver, count: int, lobby_share: float, batch: int = 10
                   ) -> float:
    """Open ``count`` tables (every ``1/lobby_share``-th one a lobby of three
    people and a computer, the others solo with three Turbo computers);
    returns the seconds it took."""
    members = list(driver.sim.members)
    every = round(1 / lobby_share) if lobby_share > 0 else 0
    used = 0
    for number in range(count):
        lobby = every > 0 and number % every == every - 1
        size = 3 if lobby else 1
        driver.slots.append(Slot(number, members[used:used + size], solo=not lobby))
        used += size
    start = time.perf_counter()
    for first in range(0, count, batch):
        group = driver.slots[first:first + batch]
        await asyncio.gather(*(driver.open_solo(s) if s.solo else driver.open_lobby(s)
                               for s in group))
    return time.perf_counter() - start


def people_needed(count: int, lobby_share: float) -> int:
    """How many members the guild needs for ``count`` tables."""
    every = round(1 / lobby_share) if lobby_share > 0 else 0
    lobbies = count // every if every else 0
    return count - lobbies + 3 * lobbies


def actions_applied(probe: Probe) -> int:
    """Actions applied at every table the probe has seen."""
    return sum(r.table.seq for r in probe.tables.values())


def collect() -> None:
    """A full garbage collection before a memory reading."""
    gc.collect()


async def periodically(interval: float, job: Callable[[], Awaitable[None] | None]) -> None:
    """Run ``job`` every ``interval`` seconds until cancelled."""
    while True:
        await asyncio.sleep(interval)
        result = job()
        if result is not None:
            await result


def machine() -> str:
    """Cores and load, for the report."""
    return f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}"
