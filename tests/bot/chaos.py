"""A careless and hostile person at every registered game, through Discord.

Nothing here knows a game: a table is opened with the shell's commands
(``/<game> tisch``, "Beitreten", "Starten"), and :class:`Clicker` then
presses whatever a person can see: buttons and selects of the public
messages and of the person's own private messages (old ones too), with
people who do not sit at the table, double clicks sent at the same moment,
forged and damaged ids, values no select offered, and modals filled with
"abc", "-10", "1e9", "", or a 30-digit number. Table time moves on now and
then (:meth:`Clicker.tick`), so computers act and Bedenkzeit runs out: every
game goes on to its end by itself, whatever is clicked.

After each step :meth:`Clicker.check` holds the shell to its promises:

- every interaction got a first answer, and no answer stayed "thinking…";
- every text a person got reads as German (:func:`german_problem`);
- a click that applied no action left every table's state as it was (the
  state is compared pickled), and a click that must be refused (an
  outsider's, a forged id's) applied none;
- a click that changed nothing was answered with something the person sees
  (a message, an updated panel or a modal), never in silence;
- nothing was logged as an error (:class:`ErrorLog`): no handler failed.

Shared by the CI tests (tests/bot/test_e2e_hostile.py, test_e2e_faults.py,
test_e2e_kill.py, test_e2e_twins.py) and the long scripts
(``python -m tests.bot.chaos_run``).
"""

from __future__ import annotations

import asyncio
import functools
import logging
import pickle
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from bot.client import SpeedtischBot
from bot.kit.plugin import GamePlugin
from bot.kit.runtime.clock import ManualScheduler
from engines.texts import t
from tests.bot.e2e import join_label
from tests.discord_sim import DiscordSim, Person, SimChannel, SimInteraction, SimMessage
from tests.discord_sim.errors import SimulatorError
from tests.discord_sim.model import MESSAGE_COMPONENT, MODAL_SUBMIT
from tests.discord_sim.validation import STRING_SELECT

#: Discord's component types.
BUTTON = 2
TEXT_INPUT = 4
ACTION_ROW = 1
#: What careless and hostile people type into a number field.
MODAL_VALUES = ("abc", "-10", "1e9", "", "1" * 30, "0", "10", "50", " 20 ", "²")
#: Forged and damaged ids (``{t}`` is a real table id, ``{o}`` another one),
#: all to be refused.
FORGED = ("", "x" * 100, "tb:", "tb:{t}", "tb:{t}:-:", "tb:{t}:abc:hand:", "tb:{t}:-:zzz:1",
          "tb:{t}:-1:pick:1", "tb:{o}:-:hand:", "tb:999999999:-:hand:", "ts:{t}:-:zzz:",
          "tm:{t}:-:zzz:", "zz:{t}:1:pick:1", "tb:{t}:-:hand:" + "ä" * 40)
#: Odd ids that name a real verb with a decision number no panel had: they
#: must be answered, but may act (a public quick bid is not tied to a decision).
ODD = ("tb:{t}:99999:plus:10", "tb:{t}:99999:pick:1", "tb:{t}:0:hand:")
#: Buttons that end a person's part in the game: pressed only now and then,
#: so that people mostly stay at the table and keep clicking there.
LEAVING = frozenset({"Tisch verlassen", "Ja, Tisch verlassen"})
#: The share of steps at which a leaving button may be pressed at all.
LEAVE_SHARE = 0.02
#: What no German answer holds (an English default, a leaked template or failure).
NOT_GERMAN = re.compile(
    r"This interaction|Traceback|Exception|\bError\b|\bNone\b|\{[a-z_]+\}|\bcore\.[a-z_.]+")


def german_problem(text: str) -> str | None:
    """Why ``text`` does not read as a German answer, or None if it does."""
    if not text.strip():
        return "empty"
    if text.strip() == t("core.answer.failed"):
        return "the handler failed"
    bad = NOT_GERMAN.search(text)
    if bad:
        return f"holds {bad.group(0)!r}"
    words = {w.casefold() for w in re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", text)} - _names()
    if words and not words & _vocabulary():
        return "no word of the German catalog"
    return None


@functools.cache
def _vocabulary() -> frozenset[str]:
    """Every word of the shipped German texts (engines/texts/de)."""
    from engines.texts.de import TEXTS

    return frozenset(w.casefold() for text in TEXTS.values()
                     for w in re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", re.sub(r"\{[^}]*\}", "", text)))


@functools.cache
def _names() -> frozenset[str]:
    """The simulated people's names and every game's computer names."""
    from engines.core.registry import games

    names = {n.casefold() for n in PEOPLE}
    for info in games():
        for name in info.computer_names:
            names |= {w.casefold() for w in re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", name)}
    return frozenset(names)


class ErrorLog(logging.Handler):
    """Every record of level ERROR or worse, from any logger, while installed."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []
        #: Messages a test expects under faults it made (e.g. an edit refused).
        self.allowed: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def __enter__(self) -> ErrorLog:
        logging.getLogger().addHandler(self)
        return self

    def __exit__(self, *exc: object) -> None:
        logging.getLogger().removeHandler(self)

    def unexpected(self) -> list[str]:
        """The records no test allowed, as lines with their exception."""
        lines = []
        for record in self.records:
            text = record.getMessage()
            if any(a in text for a in self.allowed):
                continue
            if record.exc_info and record.exc_info[1] is not None:
                text += f" ({record.exc_info[1]!r})"
            lines.append(f"{record.name}: {text}")
        return lines


# ------------------------------------------------------------------ tables
def live_tables(bot: SpeedtischBot, thread: SimChannel | None = None) -> list[Any]:
    """Every live table of every game (of one thread, if given)."""
    return [r for c in bot.controllers.values() for r in c.tables.values()
            if thread is None or getattr(r.thread, "id", None) == thread.id]


def game_of(bot: SpeedtischBot, running: Any) -> str:
    """The name of the game played at ``running``."""
    return next(c.game for c in bot.controllers.values() if running.table.id in c.tables)


async def settle(sim: DiscordSim, bot: SpeedtischBot, timeout: float | None = None) -> None:
    """Until no click is handled and no table of any game applies an action."""
    await sim.wait_until(lambda: not any(c.busy for c in bot.controllers.values()) and not any(
        r.table.lock.locked() for r in live_tables(bot)), timeout=timeout,
        what="every table to settle")


@dataclass(frozen=True)
class GameSetup:
    """One table to open: a game and its opening (its mode through the command
    where the game's command offers one)."""

    game: str
    seats: int
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """A short name for test ids."""
        extra = "-".join(str(v) for v in self.options.values())
        return f"{self.game}-{extra}" if extra else self.game


def setups(plugins: Iterable[GamePlugin], seats: int = 3) -> list[GameSetup]:
    """A table of every registered game, and of each Spielart where the
    game's ``tisch`` command offers one (Speedfabel's ``spielart``)."""
    found = []
    for plugin in plugins:
        info = plugin.info
        size = min(max(seats, info.min_seats), info.max_seats)
        if plugin.info.name == "fabel":
            found += [GameSetup(info.name, size, {"spielart": m}) for m in info.modes]
        else:
            found.append(GameSetup(info.name, size))
    return found


PEOPLE = ("anna", "ben", "carla", "dario", "emil", "frieda")


async def open_table(sim: DiscordSim, bot: SpeedtischBot, setup: GameSetup, *,
                     seed: int = 1) -> tuple[SimChannel, list[Person], list[Person]]:
    """Anna opens a table of ``setup``, the next people sit down, Anna starts.
    Returns the thread, the seated people and the people who stay outside."""
    bot.controllers[setup.game].new_seed = lambda: seed
    people = [sim.member(n) for n in PEOPLE]
    seated, outside = people[:setup.seats], people[setup.seats:]
    host = seated[0]
    before = {th.id for th in sim.threads}
    command = await host.run_command(f"{setup.game} tisch", plaetze=setup.seats,
                                     **setup.options)
    await command.wait_for_reply()
    thread = await sim.wait_for(lambda: next((th for th in sim.threads
                                              if th.id not in before), None),
                                what="the table's thread")
    lobby = await sim.wait_for_message(
        thread, where=lambda m: "Starten" in m.button_labels, since=0)
    for person in seated[1:]:
        await person.click(lobby, join_label(lobby))
    await host.click(lobby, "Starten")
    await sim.wait_until(lambda: bool(live_tables(bot, thread)), what="the game to start")
    await settle(sim, bot)
    return thread, seated, outside


# ------------------------------------------------------------------ clicking
@dataclass
class Step:
    """One thing a person did, and what it must leave behind."""

    what: str
    person: Person
    interactions: list[SimInteraction]
    #: Must not apply any action (an outsider, a forged id).
    refused: bool
    before: dict[int, tuple[int, bytes]]


def snapshot(bot: SpeedtischBot) -> dict[int, tuple[int, bytes]]:
    """Every live table's action count and pickled state."""
    return {r.table.id: (r.table.seq, pickle.dumps(r.table.state)) for r in live_tables(bot)}


@dataclass
class Tally:
    """What a run did and found."""

    clicks: int = 0
    refused: int = 0
    forged: int = 0
    modals: int = 0
    doubles: int = 0
    ticks: int = 0
    applied: int = 0
    #: Games played in the thread (a finished one may be started again), and finished.
    games: int = 0
    over: int = 0
    problems: list[str] = field(default_factory=list)
    slowest_answer: float = 0.0
    kinds: dict[str, int] = field(default_factory=dict)

    def count(self, kind: str) -> None:
        """Count one step of ``kind``."""
        self.kinds[kind] = self.kinds.get(kind, 0) + 1


class Clicker:
    """Presses everything people can see in one thread (see the module docstring)."""

    def __init__(self, sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                 thread: SimChannel, seated: list[Person], outside: list[Person],
                 rng: random.Random, *, settle_timeout: float | None = None) -> None:
        self.sim = sim
        self.bot = bot
        self.clock = clock
        self.thread = thread
        self.seated = seated
        self.outside = outside
        self.rng = rng
        self.tally = Tally()
        self.settle_timeout = settle_timeout
        #: Every table played in the thread so far, and whether it is over.
        self.seen: dict[int, bool] = {}
        #: Called before each step (a fault plan arms its faults here).
        self.before_step: Callable[[Clicker], Any] | None = None

    # ------------------------------------------------------------ seeing
    def visible(self, person: Person) -> list[SimMessage]:
        """What ``person`` can click: the thread's public messages with
        components and the person's own private ones, newest last."""
        return [m for m in person.sees(self.thread)
                if not m.deleted and not m.is_loading and (m.buttons or m.selects)]

    def _pick_message(self, person: Person) -> SimMessage | None:
        seen = self.visible(person)
        if not seen:
            return None
        # Mostly the newest ones (the table message, the fresh panel), sometimes an old one.
        weights = [1.0 + 4.0 * (i >= len(seen) - 3) for i in range(len(seen))]
        return self.rng.choices(seen, weights)[0]

    # ------------------------------------------------------------ acting
    async def step(self) -> Step | None:
        """One random thing a person does; None when nobody sees anything."""
        if self.before_step is not None:
            result = self.before_step(self)
            if asyncio.iscoroutine(result):
                await result
        roll = self.rng.random()
        outsider = bool(self.outside) and roll < 0.15
        person = self.rng.choice(self.outside if outsider else self.seated)
        message = self._pick_message(person)
        if message is None:
            return None
        before = snapshot(self.bot)
        kind = self.rng.random()
        if kind < 0.08:
            return await self._forged(person, message, before)
        if kind < 0.13:
            return await self._double(person, message, before, outsider)
        if kind < 0.18 and message.selects:
            return await self._garbage_choice(person, message, before)
        return await self._use(person, message, before, outsider)

    async def _use(self, person: Person, message: SimMessage,
                   before: dict[int, tuple[int, bytes]], outsider: bool) -> Step:
        leave = self.rng.random() < LEAVE_SHARE
        components: list[Any] = [b for b in message.buttons
                                 if not b.disabled and b.custom_id and not b.url
                                 and (leave or b.label not in LEAVING)]
        components += [s for s in message.selects if not s.disabled]
        if not components:
            return Step("nothing to press", person, [], outsider, before)
        chosen = self.rng.choice(components)
        if hasattr(chosen, "options"):
            size = self.rng.randint(chosen.min_values, max(chosen.min_values,
                                                           min(chosen.max_values,
                                                               len(chosen.options))))
            values = [o["value"] for o in self.rng.sample(chosen.options,
                                                          min(size, len(chosen.options)))]
            what = f"{person.name} chooses {values} in {chosen.placeholder!r}"
            press = person.select(message, chosen.custom_id, values, wait=False)
        else:
            what = f"{person.name} clicks {chosen.label!r}"
            press = person.click(message, chosen.custom_id, wait=False)
        try:
            ix = await press
        except SimulatorError:
            # An edit took the control off the message after it was chosen:
            # nobody can press it any more, so there is nothing to check.
            return Step("a control that just went away", person, [], outsider, before)
        self.tally.count("outsider" if outsider else "click")
        interactions = [ix]
        await ix.wait_answered()
        if ix.modal is not None:
            interactions.append(await self._fill(person, ix))
            what += " and sends the modal"
        return Step(what, person, interactions, outsider, before)

    async def _fill(self, person: Person, ix: SimInteraction) -> SimInteraction:
        """Send the modal with a careless value in every text field (also
        values Discord's client would refuse, as a forged client sends them)."""
        modal = ix.modal
        assert modal is not None
        self.tally.modals += 1
        rows = [{"type": ACTION_ROW, "components": [
            {"type": TEXT_INPUT, "custom_id": f.custom_id,
             "value": self.rng.choice(MODAL_VALUES)}]}
            for f in modal.fields if f.type == TEXT_INPUT]
        modal.submitted = True
        sent = await self.sim.start_interaction(
            kind=MODAL_SUBMIT, user=person.user, channel=ix.channel,
            data={"custom_id": modal.custom_id, "components": rows}, message=ix.message)
        await sent.wait_answered()
        return sent

    async def _double(self, person: Person, message: SimMessage,
                      before: dict[int, tuple[int, bytes]], outsider: bool) -> Step:
        buttons = [b for b in message.buttons if not b.disabled and b.custom_id and not b.url
                   and b.label not in LEAVING]
        if not buttons:
            return Step("nothing to press twice", person, [], outsider, before)
        button = self.rng.choice(buttons)
        self.tally.doubles += 1
        first, second = await asyncio.gather(person.click(message, button.custom_id or "",
                                                          wait=False),
                                             person.click(message, button.custom_id or "",
                                                          wait=False))
        await first.wait_answered()
        await second.wait_answered()
        for ix in (first, second):
            if ix.modal is not None:
                # a modal is closed by the person here (never sent)
                ix.modal.submitted = True
        return Step(f"{person.name} double-clicks {button.label!r}", person, [first, second],
                    outsider, before)

    async def _forged(self, person: Person, message: SimMessage,
                      before: dict[int, tuple[int, bytes]]) -> Step:
        tables = live_tables(self.bot, self.thread) or live_tables(self.bot)
        own = tables[0].table.id if tables else 1
        other = next((r.table.id for r in live_tables(self.bot) if r.table.id != own), own + 1)
        odd = self.rng.random() < 0.2
        custom_id = self.rng.choice(ODD if odd else FORGED).format(t=own, o=other)[:100]
        if custom_id.startswith("tm:"):
            ix = await self.sim.start_interaction(
                kind=MODAL_SUBMIT, user=person.user, channel=message.channel,
                data={"custom_id": custom_id, "components": [{"type": ACTION_ROW, "components": [
                    {"type": TEXT_INPUT, "custom_id": "betrag", "value": "1e9"}]}]},
                message=message)
        else:
            ix = await self.sim.start_interaction(
                kind=MESSAGE_COMPONENT, user=person.user, channel=message.channel,
                data={"custom_id": custom_id, "component_type": BUTTON}, message=message)
        self.tally.forged += 1
        await ix.wait_answered()
        # An id naming another table is refused there (or acts there for
        # someone seated there: never the case for the people of this thread).
        return Step(f"{person.name} sends the forged id {custom_id!r}", person, [ix], not odd,
                    before)

    async def _garbage_choice(self, person: Person, message: SimMessage,
                              before: dict[int, tuple[int, bytes]]) -> Step:
        menu = self.rng.choice(message.selects)
        offered = {str(o["value"]) for o in menu.options}
        values = self.rng.choice(([], ["x.y"], ["99"], ["-1"], ["1" * 30], ["", ""]))
        values = [v for v in values if v not in offered] or ["\u00e4\u00f6\u00fc"]
        ix = await self.sim.start_interaction(
            kind=MESSAGE_COMPONENT, user=person.user, channel=message.channel,
            data={"custom_id": menu.custom_id, "component_type": STRING_SELECT,
                  "values": values}, message=message)
        self.tally.forged += 1
        await ix.wait_answered()
        return Step(f"{person.name} sends {values} to {menu.placeholder!r}", person, [ix],
                    True, before)

    async def tick(self) -> None:
        """Let table time run to the next thing due (a computer's move, a
        countdown's end), as people waiting would."""
        await settle(self.sim, self.bot, self.settle_timeout)
        before = {r.table.id: r.table.seq for r in live_tables(self.bot)}
        due = self.clock.next_due()
        step = 0.05 if due is None else max(0.0, due - self.clock.now()) + 0.001
        await self.clock.advance(min(step, 120.0))
        self.tally.ticks += 1
        await settle(self.sim, self.bot, self.settle_timeout)
        self.tally.applied += sum(r.table.seq - before.get(r.table.id, 0)
                                  for r in live_tables(self.bot))
        for running in live_tables(self.bot, self.thread):
            self.seen[running.table.id] = running.table.state.is_over()
        self.tally.games = len(self.seen)
        self.tally.over = sum(self.seen.values())

    # ------------------------------------------------------------ checking
    async def check(self, step: Step) -> None:
        """Hold the shell to its promises for ``step`` (see the module docstring)."""
        await settle(self.sim, self.bot, self.settle_timeout)
        after = snapshot(self.bot)
        applied = sum(max(0, after[k][0] - v[0]) for k, v in step.before.items() if k in after)
        self.tally.applied += applied
        problems = self.tally.problems
        for table_id, (seq, state) in step.before.items():
            if table_id not in after:
                continue
            new_seq, new_state = after[table_id]
            if new_seq == seq and new_state != state:
                problems.append(f"{step.what}: table {table_id} changed without an action")
            if step.refused and new_seq != seq:
                problems.append(f"{step.what}: a refused click applied {new_seq - seq} "
                                f"action(s) at table {table_id}")
        if step.refused:
            self.tally.refused += 1
        for ix in step.interactions:
            problems.extend(f"{step.what}: {p}" for p in self._answer_problems(ix, applied))

    def _answer_problems(self, ix: SimInteraction, applied: int) -> list[str]:
        found = []
        if not ix.answered:
            return [f"not answered ({ix.errors})"]
        if ix.callback_at is not None:
            self.tally.slowest_answer = max(self.tally.slowest_answer,
                                            ix.callback_at - ix.created_at)
        seen = False
        for message in ix.messages:
            if message.is_loading:
                found.append("an answer stayed 'thinking…'")
                continue
            if message is ix.message:
                # the clicked message itself, updated in place
                seen = seen or message.updated_seq > ix.dispatched_seq
                continue
            seen = True
            text = message.text
            if not text and (message.attachments or message.embeds):
                continue
            problem = german_problem(text)
            if problem is not None:
                found.append(f"answer {text[:80]!r}: {problem}")
        seen = seen or ix.modal is not None or ix.answer_name == "update"
        if not seen and not applied and ix.type != MODAL_SUBMIT and ix.answer_name not in (
                "deferred update",):
            found.append(f"answered '{ix.answer_name}' with nothing to see")
        if not seen and not applied and ix.answer_name == "deferred update" \
                and not self._public_changed(ix):
            found.append("acknowledged in silence: nothing applied, nothing said")
        return found

    def _public_changed(self, ix: SimInteraction) -> bool:
        """Whether any message of the thread changed after the interaction
        (a lobby's settings, a seat taken: the public message is the answer)."""
        return any(m.updated_seq > ix.dispatched_seq for m in self.thread.messages)

    async def run(self, steps: int, *, tick_every: int = 4,
                  until_over: bool = False) -> Tally:
        """``steps`` random steps (or until every table of the thread is over
        with ``until_over``), checking each, with table time moving on."""
        for i in range(steps):
            step = await self.step()
            if step is not None:
                self.tally.clicks += 1
                await self.check(step)
            if i % tick_every == tick_every - 1 or step is None:
                await self.tick()
            if until_over and not any(not r.table.state.is_over()
                                      for r in live_tables(self.bot, self.thread)):
                break
        return self.tally
