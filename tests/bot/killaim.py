"""Aiming the kill run's SIGKILLs at the moments issue 22 names.

Random kills rarely hit the moments that matter most: two of four sealed
choices made (Speedfossil), Speedspuk's first look with some people looked,
a Speedtrödel Tauschrunde with some cards given, a thief's pick, a
Speedfabel auction or "Meins!" race. :class:`Watcher` reads the live
tables' action logs while the bot runs (SQLite read-only, the bot's WAL
lets it), replays each with its engine as it grows and names what is going
on (:func:`aims_of`); the run kills the moment one table is at the aimed
moment (or after :data:`AIM_WAIT` seconds anyway, counted as missed).

Nothing here knows the bot's inside; the moments come from the engines'
contract (``pending()``, ``timer()``) and each game's phase names.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bot.kit.plugin import GamePlugin
from bot.kit.settings import KitSettings
from engines.core import Leave, from_json

#: The moments aimed at, in turn (None: a random moment, as before).
AIMS: tuple[str | None, ...] = (
    "fossil: 2 of 4 sealed choices made",
    "spuk: first look, some looked",
    "troedel: Tauschrunde, some gave",
    "fossil: a thief's pick",
    "fabel: an auction",
    "fabel: a Meins! race",
    "some of a simultaneous step chose",
    None,
)
#: Seconds of real time the run waits for an aimed moment before it kills anyway.
AIM_WAIT = 15.0
#: The aim that wants a fresh Speedspuk table (its first look comes once a game).
FIRST_LOOK = "spuk: first look, some looked"


@dataclass
class Seen:
    """One live table as its stored log says, now."""

    table_id: int
    game: str
    seats: int
    seq: int
    thread_id: int | None
    #: The aims this moment hits.
    aims: set[str]
    #: Seats with a required decision open (at a simultaneous step: not chosen yet).
    waiting: set[int] = field(default_factory=set)
    #: Whether the game is over in the log.
    over: bool = False


def aims_of(game: str, state: Any, seats: int) -> set[str]:
    """The aims (:data:`AIMS`) that the moment of ``state`` hits."""
    if state.is_over():
        return set()
    pending = state.pending()
    required = [d for d in pending if d.required]
    kinds = {d.kind for d in required}
    every = {d.kind for d in pending}
    chosen = seats - len({d.seat for d in required})
    found = set()
    if required and any(d.stamp is not None for d in pending) and 0 < chosen < seats:
        found.add("some of a simultaneous step chose")
        if game == "fossil" and kinds == {"choose"} and seats == 4 and chosen == 2:
            found.add("fossil: 2 of 4 sealed choices made")
        if game == "spuk" and "look" in kinds:
            found.add(FIRST_LOOK)
        if game == "troedel" and kinds == {"pass"}:
            found.add("troedel: Tauschrunde, some gave")
    if game == "fossil" and "steal" in kinds:
        found.add("fossil: a thief's pick")
    timer = state.timer()
    if game == "fabel" and timer is not None and timer.kind == "auction":
        found.add("fabel: an auction")
    if game == "fabel" and "meins" in every:
        found.add("fabel: a Meins! race")
    return found


class Watcher:
    """Reads the bot's database while it runs and names each live table's
    moment (each table's engine state is kept and only the new actions are
    applied, so a look costs little)."""

    def __init__(self, db: Path, games: tuple[GamePlugin, ...]) -> None:
        self.db = db
        self.infos = {p.info.name: p.info for p in games}
        self._states: dict[int, tuple[int, Any]] = {}

    def _new_state(self, game: str, seats: int, seed: int, options: str) -> Any:
        info = self.infos[game]
        record = SimpleNamespace(game=game, options=json.loads(options))
        settings = KitSettings.from_json(info, record.options)
        return info.new_game(seats, seed, settings.engine_options(info))

    def look(self) -> list[Seen]:
        """Every live table now (an empty list while the database is busy)."""
        try:
            conn = sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=0.5)
        except sqlite3.Error:
            return []
        try:
            rows = conn.execute("SELECT id, game, seats, options, seed, thread_id "
                                "FROM game_tables WHERE status = 'live'").fetchall()
            found = []
            for table_id, game, seats_json, options, seed, thread_id in rows:
                if game not in self.infos:
                    continue
                seats = len(json.loads(seats_json))
                seq, state = self._states.get(table_id) or (
                    0, self._new_state(game, seats, seed, options))
                info = self.infos[game]
                types = (*info.action_types, Leave)
                for number, text in conn.execute(
                        "SELECT seq, action FROM actions WHERE table_id = ? AND seq >= ? "
                        "ORDER BY seq", (table_id, seq)).fetchall():
                    action = from_json(json.loads(text), types)
                    if not isinstance(action, Leave):
                        state.apply(action)
                    seq = number + 1
                self._states[table_id] = (seq, state)
                waiting = set() if state.is_over() else {
                    d.seat for d in state.pending() if d.required}
                found.append(Seen(table_id, game, seats, seq, thread_id,
                                  aims_of(game, state, seats), waiting, state.is_over()))
            return found
        except sqlite3.Error:
            return []
        finally:
            conn.close()


    def state_of(self, table_id: int) -> Any:
        """The replayed state of ``table_id`` at the last look (None if unknown)."""
        known = self._states.get(table_id)
        return None if known is None else known[1]

    def acted_since(self, table_id: int, seq: int) -> tuple[set[int], str]:
        """The seats that acted at ``table_id`` from action ``seq`` on, and
        the table's status ('' while the database is busy)."""
        try:
            conn = sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=0.5)
            try:
                rows = conn.execute("SELECT action FROM actions WHERE table_id = ? AND seq >= ?",
                                    (table_id, seq)).fetchall()
                status = conn.execute("SELECT status FROM game_tables WHERE id = ?",
                                      (table_id,)).fetchone()
            finally:
                conn.close()
        except sqlite3.Error:
            return set(), ""
        seats = {json.loads(text).get("seat") for (text,) in rows}
        return {s for s in seats if isinstance(s, int)}, status[0] if status else ""


@dataclass
class AimTally:
    """What the aimed kills hit."""

    #: Kills that hit their aim, by aim.
    hit: dict[str, int] = field(default_factory=dict)
    #: Aimed kills whose moment did not come within :data:`AIM_WAIT`.
    missed: dict[str, int] = field(default_factory=dict)
    #: Tables hit at a simultaneous step whose waiting seats then acted
    #: after the restart (a person's choice, or one in their name after the
    #: Nachfrist): the step went on.
    went_on: int = 0
    #: Such tables that had not moved on by the next kill (or the end).
    stuck: list[str] = field(default_factory=list)

    def count(self, aim: str, hit: bool) -> None:
        """One aimed kill."""
        book = self.hit if hit else self.missed
        book[aim] = book.get(aim, 0) + 1


@dataclass
class Followed:
    """A table hit at a simultaneous step: its waiting seats must act after the restart."""

    table_id: int
    seq: int
    waiting: set[int]
    label: str


class Aimer:
    """Brings the people to an aimed moment and follows the tables it hit.

    ``people`` is the run's clicker (``step()``, ``run()``, ``threads``,
    ``focus``); ``open_tables(setups)`` opens tables through Discord.
    """

    def __init__(self, watcher: Watcher, people: Any, sim: Any,
                 open_tables: Any, fresh_spuk: Any) -> None:
        self.rng = people.rng
        self.watcher = watcher
        self.people = people
        self.sim = sim
        self.open_tables = open_tables
        self.fresh_spuk = fresh_spuk
        self.tally = AimTally()
        self.followed: list[Followed] = []

    async def until(self, aim: str, *, at_least: float, wait: float = AIM_WAIT) -> Seen | None:
        """People click until a table is at ``aim`` (at least ``at_least``
        seconds, at most ``wait``); the table hit, or None."""
        import asyncio
        import time

        if aim == FIRST_LOOK:
            # the first look comes once a game: a fresh Speedspuk table
            self.people.threads += await self.open_tables([self.fresh_spuk])
        game = aim.split(":")[0]
        threads = {th.id: th for th in self.people.threads}
        await self.people.run(at_least)
        end = time.monotonic() + wait
        try:
            while time.monotonic() < end:
                seen = self.watcher.look()
                for table in seen:
                    if aim in table.aims:
                        return table
                # most clicks go to a table of the aimed game (the newest, for a first look)
                of_game = [t for t in seen if t.game == game and not t.over]
                if of_game:
                    target = max(of_game, key=lambda t: t.table_id)
                    self.people.focus = threads.get(target.thread_id or 0)
                    partial = (len(target.waiting) > 1
                               and any(d.stamp is not None for d in self._pending(target)))
                    if game in CHOOSERS and target.waiting and (partial or game == "troedel"):
                        # a person of the step chooses: the step is met partly made (in
                        # Speedtrödel the one on turn plays, a Tauschrunde card if they can)
                        await one_more_choice(self, target, self.rng)
                        continue
                for _ in range(3):
                    await self.people.step()
                    await asyncio.sleep(0.02)
            return None
        finally:
            self.people.focus = None

    def _pending(self, table: Seen) -> tuple[Any, ...]:
        state = self.watcher.state_of(table.table_id)
        return () if state is None or state.is_over() else tuple(state.pending())

    def hit(self, aim: str | None, table: Seen | None) -> None:
        """Count the kill; a table hit at a simultaneous step is followed."""
        if aim is None:
            return
        self.tally.count(aim, table is not None)
        if table is not None and "some of a simultaneous step chose" in table.aims:
            self.followed.append(Followed(table.table_id, table.seq, set(table.waiting), aim))

    def went_on(self, final: bool = False) -> None:
        """Look at the followed tables: the ones whose waiting seats acted are
        done; at the end (``final``) the others are stuck."""
        left = []
        for item in self.followed:
            acted, status = self.watcher.acted_since(item.table_id, item.seq)
            if acted & item.waiting or status in ("finished",):
                self.tally.went_on += 1
            elif final or status == "abandoned":
                self.tally.stuck.append(f"table {item.table_id} ({item.label}): seats "
                                        f"{sorted(item.waiting)} never acted ({status})")
            else:
                left.append(item)
        self.followed = left


async def shown_twice(threads: list[Any], settle: float = 1.5) -> list[str]:
    """Threads that show a table message twice (two public messages with
    "Meine Karten"); looked at again after ``settle`` seconds, since moving
    the message below a moment posts the new one before deleting the old."""
    import asyncio

    def doubled() -> list[Any]:
        return [th for th in threads if sum(
            1 for m in th.messages if not m.deleted and not m.is_ephemeral
            and "Meine Karten" in m.button_labels) > 1]

    if not doubled():
        return []
    await asyncio.sleep(settle)
    found = []
    for th in doubled():
        shown = [m for m in th.messages if not m.deleted and not m.is_ephemeral
                 and "Meine Karten" in m.button_labels]
        found.append(f"thread {th.name}: the table message shown twice (" + "; ".join(
            f"{m.id}: {m.text.splitlines()[0][:60] if m.text else ''!r}" for m in shown) + ")")
    return found


#: The games whose simultaneous step the aiming makes people choose in, and
#: how: the panel's reply text and the play helper of the game's e2e tests.
CHOOSERS = ("fossil", "spuk", "troedel")


async def choose_once(sim: Any, thread: Any, person: Any, game: str, action: Any) -> None:
    """``person`` makes ``action`` at the table in ``thread`` through Discord:
    "Meine Karten", then the panel's controls (the games' e2e helpers)."""
    from tests.bot import fossil_play, spuk_play, troedel_play

    table = await spuk_play.table_message(sim, thread)   # (any kit game's, once posted)
    if game == "fossil":
        await fossil_play.choose(person, await fossil_play.panel_of(person, table), action)
    elif game == "troedel":
        await troedel_play.choose(person, await troedel_play.panel_of(person, table), action)
    else:
        answer = await person.click(table, "Meine Karten")
        panel = await answer.wait_for_reply(contains="Deine Karten", ephemeral=True)
        await spuk_play.play(person, panel, action)


async def one_more_choice(aimer: Aimer, table: Seen, rng: Any) -> None:
    """At ``table``'s simultaneous step, one waiting person chooses (a legal
    action from the replayed state), so the step is met partly made; a
    failure (the moment passed, the bot died) is left to the blind clicks."""
    from tests.discord_sim.errors import SimulatorError

    state = aimer.watcher.state_of(table.table_id)
    people = aimer.people.people
    waiting = sorted(s for s in table.waiting if s < len(people))
    thread = next((th for th in aimer.people.threads if th.id == table.thread_id), None)
    if state is None or not waiting or thread is None:
        return
    seat = rng.choice(waiting)
    legal = state.legal(seat)
    if not legal:
        return
    if table.game == "troedel":
        from engines.troedel.cards import TAUSCHRUNDE

        legal = [a for a in legal if getattr(a, "card", None) == TAUSCHRUNDE] or legal
    try:
        await choose_once(aimer.sim, thread, people[seat], table.game, rng.choice(legal))
    except (SimulatorError, RuntimeError, AssertionError, ValueError, LookupError):
        return
