"""Three people play a kit game through their private panels, and what each
of them is shown is counted (issue 29, "one living panel per person"): the
shared hand of tests/bot/test_e2e_one_panel.py and tests/bench/panels.py.

The hand reads the state only to choose what to click. A person acts on
their living panel (the newest private panel of the table they can see);
only when they have none at the decision asked of them now do they press
"Meine Karten". After each click, once the bot is idle, :class:`Watch`
looks at everything the people see and notes what breaks the panel model:

- the click was not answered on the panel it came from;
- a new panel arrived that copies the one just used (same buttons, same
  decision);
- a person can see more than one panel of the table;
- a panel that asks a decision does not show its deadline;
- a mention of a person who has just acted still stands;
- a moment message (a reveal, an outcome) came after the panel of the same
  step.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.client import SpeedtischBot
from bot.kit.live import KitRunning
from bot.kit.runtime.clock import ManualScheduler
from tests.bot import fossil_play, spuk_play, troedel_play
from tests.bot.chaos import GameSetup, open_table
from tests.bot.e2e import kit_controller
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage

#: The kit games of this check, each with its hand: (state, seat, rng) ->
#: action, and how a person clicks it in a panel.
Pick = Callable[[KitRunning, int, random.Random], Any]
Click = Callable[[Person, SimMessage, Any], Awaitable[None]]
#: The mention's words (core.notify.your_turn).
PING = "du bist dran"


def _spuk_pick(running: KitRunning, seat: int, rng: random.Random) -> Any:
    from tests.bot.test_e2e_spuk import hand_choice

    return hand_choice(running.table.state, seat, rng)


def _fabel_pick(running: KitRunning, seat: int, rng: random.Random) -> Any:
    # Speedfabel's hand decides while it clicks (a payment takes several)
    return running, seat


async def _fabel_click(person: Person, panel: SimMessage, action: Any) -> None:
    from tests.bot.autoplay import decide_in_panel

    running, seat = action
    await decide_in_panel(running, seat, person, panel)


HANDS: dict[str, tuple[Pick, Click]] = {
    "fabel": (_fabel_pick, _fabel_click),
    "troedel": (troedel_play.pick, troedel_play.choose),
    "spuk": (_spuk_pick, spuk_play.play),
    "fossil": (fossil_play.pick, fossil_play.choose),
}


def component_ids(message: SimMessage) -> frozenset[str]:
    """The custom ids of a message's buttons and selects."""
    ids = {b.custom_id for b in message.buttons if b.custom_id}
    ids |= {s.custom_id for s in message.selects if s.custom_id}
    return frozenset(ids)


def panel_step(message: SimMessage, table_id: int) -> int | None:
    """The decision number a private panel of the table was built for (None:
    not such a panel)."""
    for cid in component_ids(message):
        parts = cid.split(":")
        if len(parts) == 5 and parts[1] == str(table_id) and parts[2].isdigit():
            return int(parts[2])
    return None


@dataclass
class Watch:
    """What the people of one table were shown (see the module docstring)."""

    thread: SimChannel
    running: KitRunning
    people: dict[int, Person]
    #: Every panel message each person was sent (by seat), by id.
    panels: dict[int, set[int]] = field(default_factory=dict)
    #: Decisions asked of people: (seat, decision number).
    decisions: set[tuple[int, int]] = field(default_factory=set)
    clicks: int = 0
    answered_on_panel: int = 0
    copies: int = 0
    problems: list[str] = field(default_factory=list)
    #: Problems by kind: unanswered, copy, moment_late, ping, two_panels, no_deadline.
    kinds: Counter[str] = field(default_factory=Counter)

    def _problem(self, kind: str, text: str) -> None:
        self.kinds[kind] += 1
        self.problems.append(f"seq {self.running.table.seq}: {text}")

    def _panel_messages(self, person: Person, *, alive: bool) -> list[SimMessage]:
        table_id = self.running.table.id
        return [m for m in self.thread.messages
                if m.is_ephemeral and m.ephemeral_for == person.id
                and not (alive and m.deleted) and panel_step(m, table_id) is not None]

    def living(self, seat: int) -> SimMessage | None:
        """The seat's person's newest private panel of this table."""
        found = self._panel_messages(self.people[seat], alive=True)
        return max(found, key=lambda m: m.created_seq) if found else None

    def scan(self) -> None:
        """Note the panels sent so far and the decisions asked now."""
        table = self.running.table
        for seat, person in self.people.items():
            for message in self._panel_messages(person, alive=False):
                self.panels.setdefault(seat, set()).add(message.id)
        for decision in table.state.pending():
            if decision.seat in self.people and decision.required:
                self.decisions.add((decision.seat, table.step_of(decision.seat)))

    def check_step(self, seat: int, panel: SimMessage, used: frozenset[str], mark: int) -> None:
        """After ``seat`` clicked ``panel`` (its ids were ``used``; the
        simulator's sequence number was ``mark``), the bot being idle."""
        person = self.people[seat]
        self.clicks += 1
        if panel.updated_seq > mark and not panel.deleted:
            self.answered_on_panel += 1
        elif not panel.deleted:
            self._problem("unanswered", f"{person.name}'s click not answered on its panel")
        now = component_ids(panel) if not panel.deleted else used
        fresh = [m for m in self._panel_messages(person, alive=False) if m.created_seq > mark]
        copies = [m for m in fresh if component_ids(m) == now]
        if copies:
            self.copies += len(copies)
            self._problem("copy", f"{person.name} got {len(copies)} copies of the panel just "
                                  f"used")
        # moments (public, not the table message, not a mention) before panels
        moments = [m for m in self.thread.messages
                   if not m.is_ephemeral and m.created_seq > mark and not m.deleted
                   and "Meine Karten" not in m.button_labels and PING not in m.text]
        shown = [m.created_seq for m in fresh]
        if not panel.deleted and panel.updated_seq > mark:
            shown.append(panel.updated_seq)
        if moments and shown and max(m.created_seq for m in moments) > min(shown):
            self._problem("moment_late", f"a moment came after {person.name}'s panel: "
                                         f"{moments[-1].text[:60]!r}")
        pings = [m for m in self.thread.messages if not m.deleted and not m.is_ephemeral
                 and PING in m.text and person.mention in m.text]
        if pings:
            self._problem("ping", f"{person.name}'s mention stands after acting")
        self.check_all()

    def check_all(self) -> None:
        """One panel per person; every asking panel shows its deadline."""
        table = self.running.table
        for seat, person in self.people.items():
            alive = self._panel_messages(person, alive=True)
            if len(alive) > 1:
                self._problem("two_panels", f"{person.name} sees {len(alive)} panels of the "
                                            f"table")
            panel = self.living(seat)
            timer, deadline = table.timer(), table.deadline
            asked = any(d.seat == seat for d in table.state.pending())
            if (panel is None or not asked or timer is None or deadline is None
                    or seat not in timer.seats
                    or panel_step(panel, table.id) != table.step_of(seat)):
                continue
            if not any(f"<t:{int(deadline) + d}:R>" in panel.text for d in (0, 1)):
                self._problem("no_deadline", f"{person.name}'s panel asks without its deadline "
                                             f"({timer.kind}): {panel.text[-80:]!r}")

    def pings_left(self) -> int:
        """Mentions still standing in the thread."""
        return sum(1 for m in self.thread.messages
                   if not m.deleted and not m.is_ephemeral and PING in m.text)

    def summary(self) -> dict[str, float]:
        """The figures of the panel benchmark."""
        sent = sum(len(ids) for ids in self.panels.values())
        people = max(1, len(self.people))
        return {"panels_per_person": sent / people,
                "panels_per_decision": sent / max(1, len(self.decisions)),
                "copies": self.copies, "pings_left": self.pings_left(),
                "clicks": self.clicks, "decisions": len(self.decisions),
                "answered_on_panel": self.answered_on_panel}


async def idle(sim: DiscordSim, bot: SpeedtischBot, game: str) -> None:
    """Until no click is handled, no table acts and no presenter or
    notifier has work under way."""
    kit = kit_controller(bot, game)

    def quiet() -> bool:
        if kit.busy:
            return False
        for running in kit.tables.values():
            presenter = running.presenter
            task = presenter._flush_task
            notifier = presenter.notifier
            if (running.table.lock.locked() or presenter._lock.locked()
                    or (task is not None and not task.done())
                    or (notifier is not None and notifier._tasks)):
                return False
        return True

    await sim.wait_until(quiet, timeout=30, what="the bot to be idle")


async def open_three(sim: DiscordSim, bot: SpeedtischBot, game: str,
                     seed: int) -> tuple[SimChannel, Watch]:
    """Anna, Ben and Carla at a table of ``game``; the watch of its panels."""
    thread, seated, _ = await open_table(sim, bot, GameSetup(game, 3), seed=seed)
    running = next(iter(kit_controller(bot, game).tables.values()))
    by_id = {p.id: p for p in seated}
    people = {i: by_id[s.user_id] for i, s in enumerate(running.table.seats)
              if s.user_id is not None}
    return thread, Watch(thread, running, people)


async def play(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler, game: str,
               watch: Watch, rng: random.Random, *, clicks: int, limit: int = 3000) -> None:
    """People act through their living panels until ``clicks`` actions were
    clicked or the game ended."""
    pick, click = HANDS[game]
    running, table = watch.running, watch.running.table
    for _ in range(limit):
        await idle(sim, bot, game)
        watch.scan()
        if table.state.is_over() or watch.clicks >= clicks:
            return
        # decisions a person must make (Speedfabel's "Meins!" is not one)
        mine = [d.seat for d in table.state.pending()
                if d.seat in watch.people and (d.required or game != "fabel")]
        if not mine:
            await clock.advance(3.0)
            continue
        seat = mine[0]
        person = watch.people[seat]
        panel = watch.living(seat)
        if panel is None or panel_step(panel, table.id) != table.step_of(seat):
            current = next(m for m in reversed(watch.thread.messages)
                           if not m.deleted and not m.is_ephemeral
                           and "Meine Karten" in m.button_labels)
            await (await person.click(current, "Meine Karten")).wait_answered()
            await idle(sim, bot, game)
            watch.scan()
            panel = watch.living(seat)
            assert panel is not None, f"{person.name} got no panel"
        used = component_ids(panel)
        mark = sim.seq
        await click(person, panel, pick(running, seat, rng))
        await idle(sim, bot, game)
        watch.scan()
        watch.check_step(seat, panel, used, mark)
    raise AssertionError("the game did not end")
