"""The load benchmarks' second process: the Discord simulator and the
simulated people, apart from the bot that is measured.

Run by :mod:`tests.bench.loadkit` (never by hand): ``python -m
tests.bench.loadsim --people N --seed S``. It serves the simulator on
127.0.0.1, prints ``{"port": …, "token": …}`` on stdout, and then follows
one JSON command per line on stdin, answering each with one JSON line on
stdout (see :func:`serve`). The bot process starts the bot against that
port.

People decide what to click the way the in-process driver did: from the
table's decision for their seat. They cannot read the bot's memory from
here, so they ask the bot process's *oracle* (a thread there, on a socket
of its own, see :class:`tests.bench.loadkit.Oracle`) what their seat has to
decide; that is a stand-in for reading the panel, and its CPU time is
counted apart in the bot process. Everything a person *feels* is timed here,
on the simulator's side: when the click was created, when its first answer
arrived, when each message was edited.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import logging
import random
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.client import FULL_COLLECTION_AFTER
from bot.fabel.panels import decode_counts
from bot.kit.ids import ButtonId
from tests.bench.lag import LagMonitor
from tests.bench.serverlimits import allow_tables
from tests.discord_sim import DiscordSim, Person, SimConfig, SimInteraction, SimMessage
from tests.discord_sim.model import SimChannel

log = logging.getLogger(__name__)

PATCH_MESSAGE = "PATCH /channels/{channel_id}/messages/{message_id}"
#: How long a person waits for an answer before giving up on it.
ANSWER_WAIT = 5.0
#: How often a person without a decision looks at the cards when thinking ends.
LOOK_SHARE = 0.7


# ------------------------------------------------------------------ oracle
class OracleClient:
    """Asks the bot process what a seat has to decide (one connection, one
    question at a time; the answers are small)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self._lock = asyncio.Lock()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def ask(self, **question: Any) -> Any:
        """One question, its answer (None if the oracle found nothing)."""
        async with self._lock:
            if self._writer is None:
                self._reader, self._writer = await asyncio.open_connection("127.0.0.1",
                                                                           self.port)
            assert self._reader is not None
            self._writer.write(json.dumps(question).encode() + b"\n")
            await self._writer.drain()
            line = await self._reader.readline()
        return json.loads(line) if line else None

    async def close(self) -> None:
        """Close the connection."""
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(Exception):
                await self._writer.wait_closed()
            self._writer = None


# ------------------------------------------------------------------ probes
@dataclass
class SimProbe:
    """What people feel, timed on the simulator's side."""

    defer: list[float] = field(default_factory=list)
    dispatch: list[float] = field(default_factory=list)
    #: verb -> click-to-first-answer times
    defer_by_verb: dict[str, list[float]] = field(default_factory=dict)
    first_answer_kinds: dict[str, int] = field(default_factory=dict)
    unanswered: int = 0
    clicks: int = 0
    #: clicks that act: (table id, seat, created at, verb)
    acting: list[tuple[int, int, float, str]] = field(default_factory=list)
    #: successful edits of any message: (message id, time)
    patches: list[tuple[int, float]] = field(default_factory=list)
    recording: bool = False

    def reset(self) -> None:
        """Start a measuring window."""
        self.defer, self.dispatch, self.acting = [], [], []
        self.defer_by_verb = {}
        self.first_answer_kinds = {}
        self.unanswered = self.clicks = 0
        self.recording = True

    def answered(self, ix: SimInteraction, dispatched: float, verb: str = "command") -> None:
        """A click got its first answer (or none)."""
        if not self.recording:
            return
        self.clicks += 1
        self.dispatch.append(dispatched - ix.created_at)
        if ix.callback_at is None:
            self.unanswered += 1
            return
        self.defer.append(ix.callback_at - ix.created_at)
        self.defer_by_verb.setdefault(verb, []).append(ix.callback_at - ix.created_at)
        kinds = self.first_answer_kinds
        kinds[ix.answer_name] = kinds.get(ix.answer_name, 0) + 1

    def install(self, sim: DiscordSim) -> None:
        """Time every successful PATCH of a message as the simulator applies it."""
        spec = next(s for s in sim.rest.routes if s.key == PATCH_MESSAGE)
        original = spec.handler
        probe = self

        async def patched(req: Any) -> tuple[int, Any]:
            result: tuple[int, Any] = await original(req)
            if 200 <= result[0] < 300:
                probe.patches.append((int(req.params["message_id"]), time.time()))
            return result

        spec.handler = patched


def trim_simulator(sim: DiscordSim, keep_messages: int = 12) -> None:
    """Drop the simulator's history that nobody reads again: recorded requests
    (with uploaded bytes), old attachments, gateway replay buffers, earlier
    message versions and old messages in the threads. It keeps this process
    lean over long runs (it is not the bot's memory any more)."""
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


async def until(condition: Callable[[], Any], timeout: float, step: float = 0.05) -> Any:
    """Poll ``condition`` until it returns something true; None after ``timeout``.

    Polling, not the simulator's wait helpers, which wake every waiter on
    every change (quadratic with hundreds of people)."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            return None
        await asyncio.sleep(step)


async def until_async(condition: Callable[[], Awaitable[Any]], timeout: float,
                      step: float = 0.1) -> Any:
    """:func:`until` for a condition that must be awaited (an oracle question)."""
    deadline = time.monotonic() + timeout
    while True:
        result = await condition()
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
    message_id: int | None = None
    games: int = 0


class Driver:
    """Opens tables and lets simulated people play them at human rates."""

    def __init__(self, sim: DiscordSim, oracle: OracleClient, probe: SimProbe, *,
                 think: tuple[float, float] = (1.0, 3.0), seed: int = 1) -> None:
        self.sim = sim
        self.oracle = oracle
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
        lobby = await until_async(lambda: self.oracle.ask(q="lobby", host=host.id), 30)
        if lobby is None:
            raise RuntimeError(f"no lobby for {host.name}")
        message = await until(lambda: self._sim_message(lobby["thread"], lobby["message"]), 10)
        if message is None:
            raise RuntimeError(f"no lobby message for {host.name}")
        for guest in slot.people[1:]:
            await self._click(guest, message, verb="join")
        await self._click(host, message, verb="computer")
        await self._click(host, message, verb="start")
        await self._adopt(slot, host, timeout=30)

    async def _adopt(self, slot: Slot, host: Person, timeout: float) -> None:
        found = await until_async(
            lambda: self.oracle.ask(q="table", host=host.id, other_than=slot.table_id), timeout)
        if found is None:
            raise RuntimeError(f"no table for {host.name}")
        slot.table_id = found["table"]
        slot.message_id = found["message"]
        slot.thread = self.sim.channel_by_id(found["thread"])
        slot.games += 1

    def _sim_message(self, channel_id: int, message_id: int) -> SimMessage | None:
        channel = self.sim.channel_by_id(channel_id)
        if channel is None:
            return None
        return next((m for m in reversed(channel.messages) if m.id == message_id), None)

    def public_message(self, slot: Slot) -> SimMessage | None:
        """The public table message as people see it."""
        if slot.thread is None or slot.message_id is None:
            return None
        return self._sim_message(slot.thread.id, slot.message_id)

    # ------------------------------------------------------------ clicking
    async def _answer(self, ix: SimInteraction, dispatched: float | None = None,
                      verb: str = "command") -> bool:
        answered = await until(lambda: ix.answered or ix.errors, ANSWER_WAIT, step=0.02)
        self.probe.answered(ix, dispatched if dispatched is not None else ix.created_at, verb)
        return bool(answered) and ix.answered

    async def _click(self, person: Person, message: SimMessage, *, verb: str,
                     arg: str | None = None, table_seat: tuple[int, int] | None = None
                     ) -> SimInteraction | None:
        custom_id = verb_button(message, verb, arg)
        if custom_id is None:
            return None
        ix = await person.click(message, custom_id, wait=False)
        dispatched = time.time()
        if table_seat is not None and self.probe.recording:
            self.probe.acting.append((table_seat[0], table_seat[1], ix.created_at, verb))
        await self._answer(ix, dispatched, verb)
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
        if slot.table_id is None:
            return
        seen = await self.oracle.ask(q="look", table=slot.table_id, user=person.id)
        if not seen:
            return
        if seen.get("over"):
            if person is slot.people[0] and seen.get("result"):
                await self._again(slot, person)
            return
        public = self.public_message(slot)
        if public is None:
            return
        where = (slot.table_id, seen["seat"])
        kind = seen.get("kind")
        if kind is None:
            if rng.random() < LOOK_SHARE:
                await self._panel(person, slot)
            return
        if kind == "bid":
            if seen["high"] + 10 <= seen["budget"] and rng.random() < 0.5:
                await self._click(person, public, verb="plus", arg="10", table_seat=where)
            return
        if kind == "turn" and verb_button(public, "reveal") and seen["deck"]:
            await self._click(person, public, verb="reveal", table_seat=where)
            return
        panel = await self._panel(person, slot)
        if panel is None:
            return
        await self._decide(person, panel, kind, seen, where, rng)

    async def _decide(self, person: Person, panel: SimMessage, kind: str, seen: dict[str, Any],
                      where: tuple[int, int], rng: random.Random) -> None:
        if kind == "vorkauf":
            verb = "buy" if verb_button(panel, "buy") and rng.random() < 0.3 else "sell"
            await self._click(person, panel, verb=verb, table_seat=where)
        elif kind in ("pay", "offer"):
            await self._compose(person, panel, seen.get("target"), where)
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
                if self.probe.recording:
                    self.probe.acting.append((where[0], where[1], ix.created_at, "challenge"))
                await self._answer(ix, time.time(), "challenge")

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
            ix = await self._click(person, panel, verb="pick", arg=ButtonId.decode(pick).arg)
            if ix is None or not await until(lambda b=before: panel.edit_count > b,
                                             ANSWER_WAIT, step=0.02):
                return

    async def _again(self, slot: Slot, person: Person) -> None:
        """Nochmal am selben Tisch."""
        if slot.thread is None:
            return
        end = next((m for m in reversed(slot.thread.messages) if verb_button(m, "again")), None)
        if end is None:
            return
        await self._click(person, end, verb="again")
        await self._adopt(slot, person, timeout=30)

    async def answer_time(self, slot: Slot, started: float) -> float | None:
        """Seconds from ``started`` (a wall-clock time) until the slot's first
        person got a panel from "Meine Karten"."""
        person = slot.people[0]
        public = await until(lambda: self.public_message(slot), ANSWER_WAIT)
        if public is None or verb_button(public, "hand") is None:
            return None
        ix = await person.click(public, verb_button(public, "hand") or "", wait=False)
        panel = await until(lambda: next((m for m in ix.messages if not m.is_loading), None),
                            3 * ANSWER_WAIT, step=0.01)
        return None if panel is None else time.time() - started


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
    await allow_tables(driver.sim, count)
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


# ------------------------------------------------------------------ serving
async def _stdin() -> asyncio.StreamReader:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    return reader


def _say(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


async def serve(people: int, seed: int, think: tuple[float, float]) -> None:
    """Serve the simulator and follow the bot process's commands:

    - ``open`` (tables, lobby_share, oracle port): open the tables;
    - ``play`` / ``pause`` / ``resume``: the people start, pause, go on;
    - ``window``: a measuring window begins; ``report``: it ends, and the
      clicks, answers and edits are sent back;
    - ``answer`` (tables, started): each of these tables' first person clicks
      Meine Karten; seconds from ``started`` until each panel came;
    - ``quit``: stop everything.
    """
    logging.getLogger("discord").setLevel(logging.ERROR)
    config = SimConfig(members=tuple(f"p{i:03d}" for i in range(people)), default_timeout=30.0)
    sim = DiscordSim(config)
    await sim.start()
    sim.unanswered_allowed = True
    probe = SimProbe()
    probe.install(sim)
    # Discord's own pauses are not the bot's: the simulator keeps its
    # collector out of the way as the bot does (bot.client).
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_COLLECTION_AFTER)
    _say({"port": sim.port, "token": sim.token})
    commands = await _stdin()
    driver: Driver | None = None
    oracle: OracleClient | None = None

    async def trim() -> None:
        while True:
            await asyncio.sleep(2.0)
            trim_simulator(sim)

    trimmer = asyncio.get_running_loop().create_task(trim())
    # The simulator's own loop lag delays what it times (a click's creation
    # and its first answer): it is reported beside the bot's.
    lag = LagMonitor()
    lag.start()
    errors_at_window = 0
    try:
        while True:
            line = await commands.readline()
            if not line:
                break
            command = json.loads(line)
            name = command["cmd"]
            if name == "open":
                oracle = OracleClient(command["oracle"])
                driver = Driver(sim, oracle, probe, think=think, seed=seed)
                seconds = await open_all(driver, command["tables"], command["lobby_share"])
                _say({"opened": seconds})
            elif name == "play" and driver is not None:
                driver.start()
                _say({"ok": True})
            elif name in ("pause", "resume") and driver is not None:
                driver.paused = name == "pause"
                _say({"ok": True})
            elif name == "window":
                probe.reset()
                lag.reset()
                errors_at_window = len(sim.errors)
                _say({"at": time.time()})
            elif name == "report" and driver is not None:
                probe.recording = False
                codes: dict[str, int] = {}
                for record in sim.errors[errors_at_window:]:
                    key = str(record.error.code)
                    codes[key] = codes.get(key, 0) + 1
                _say({"defer": probe.defer, "dispatch": probe.dispatch,
                      "defer_by_verb": probe.defer_by_verb,
                      "kinds": probe.first_answer_kinds, "unanswered": probe.unanswered,
                      "clicks": probe.clicks, "acting": probe.acting,
                      "patches": probe.patches, "sim_errors": codes,
                      "sim_lag": lag.lags,
                      "games": sum(s.games for s in driver.slots),
                      "tables": {s.table_id: s.number for s in driver.slots},
                      "driver_errors": len(driver.errors),
                      "driver_error_samples": driver.errors[:3]})
            elif name == "answer" and driver is not None:
                wanted = set(command["tables"])
                slots = [s for s in driver.slots if s.table_id in wanted]
                times = await asyncio.gather(*(driver.answer_time(s, command["started"])
                                               for s in slots))
                _say({"times": list(times)})
            elif name == "quit":
                break
            else:
                _say({"error": f"unknown or early command {name!r}"})
    finally:
        if driver is not None:
            await driver.stop()
        trimmer.cancel()
        await lag.stop()
        with contextlib.suppress(asyncio.CancelledError):
            await trimmer
        if oracle is not None:
            await oracle.close()
        await sim.stop()


def main(argv: list[str] | None = None) -> None:
    """Serve until told to quit."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--people", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, nargs=2, default=(1.0, 3.0))
    args = parser.parse_args(argv)
    asyncio.run(serve(args.people, args.seed, tuple(args.think)))


if __name__ == "__main__":
    main()
