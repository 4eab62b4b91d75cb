"""What the kill run reads from the bot's database after a kill (the
process is dead, nothing writes): each live table's moment, replayed with
its engine, and what the restart must have kept (tests/bot/killrun.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.kit.plugin import GamePlugin
from bot.registry import plugins
from bot.storage import Storage
from bot.storage.records import LiveTable, Status
from engines.core import Leave, Timeout, from_json
from tests.bot.chaos import german_problem
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim, Person, SimulatorError
from tests.discord_sim.model import MESSAGE_COMPONENT

#: How much faster than the wall clock the bot's table time runs.
SPEED = 20.0
#: The games of the bot process (every registered one and the sealed test game).
GAMES: tuple[GamePlugin, ...] = (*plugins(), SEALED_PLUGIN)

@dataclass
class Moment:
    """A table at the kill, as its stored log says."""

    table_id: int
    game: str
    seq: int
    phase: str
    timer: tuple[int, float] | None
    actions: list[dict[str, Any]] = field(repr=False, default_factory=list)


def engine_options(record: Any) -> Any:
    """The engine options of a stored table."""
    info = next(p.info for p in GAMES if p.info.name == record.game)
    from bot.kit.settings import KitSettings

    return KitSettings.from_json(info, record.options).engine_options(info)


def phase_of(live: LiveTable) -> str:
    """What was going on at a table, from its replayed log: the kinds of the
    pending decisions, how many of a simultaneous step were made, the timer."""
    record = live.table
    info = next(p.info for p in GAMES if p.info.name == record.game)
    state = info.new_game(len(record.seats), record.seed, engine_options(record))
    types = (*info.action_types, Leave)
    for stored in live.actions:
        action = from_json(stored.action, types)
        if not isinstance(action, Leave):
            state.apply(action)
    if state.is_over():
        return "over"
    pending = state.pending()
    kinds = sorted({d.kind for d in pending})
    stamped = [d for d in pending if d.stamp is not None]
    text = "/".join(kinds) or "waiting"
    if stamped and len(stamped) < len(record.seats):
        text += f" ({len(record.seats) - len(stamped)} of {len(record.seats)} chosen)"
    timer = state.timer()
    if timer is not None:
        text += f" [{timer.kind}]"
    return f"{record.game}: {text}"


async def live_tables(storage: Storage) -> list[LiveTable]:
    """The live tables of every game of the bot process, as stored."""
    return [live for plugin in GAMES
            for live in await storage.tables.open_tables(game=plugin.info.name,
                                                         statuses=(Status.LIVE,))]


async def moments(db: Path) -> dict[int, Moment]:
    """Every live table in the database and the moment it is at."""
    storage = await Storage.open(db)
    try:
        found = {}
        for live in await live_tables(storage):
            timer = (live.timer.token, live.timer.deadline) if live.timer else None
            found[live.table.id] = Moment(live.table.id, live.table.game,
                                          len(live.actions), phase_of(live), timer,
                                          [a.action for a in live.actions])
        return found
    finally:
        await storage.close()


async def after_restart(db: Path, before: dict[int, Moment], restarted_at: float
                        ) -> tuple[list[str], int]:
    """What the restart must have kept (see the module docstring); the
    problems found and how many timers were checked."""
    storage = await Storage.open(db)
    problems = []
    checked = 0
    try:
        for table_id, moment in before.items():
            live = await storage.tables.load(table_id)
            if live.table.status not in (Status.LIVE, Status.FINISHED):
                problems.append(f"table {table_id} ({moment.phase}): {live.table.status}")
                continue
            actions = [a.action for a in live.actions]
            if actions[:moment.seq] != moment.actions:
                problems.append(f"table {table_id} ({moment.phase}): its log changed")
                continue
            if moment.timer is None or len(live.actions) <= moment.seq:
                continue
            token, deadline = moment.timer
            first = live.actions[moment.seq]
            if first.action.get("type") != Timeout.__name__ or first.action.get(
                    "token") != token:
                continue
            checked += 1
            if first.applied_at < deadline - 0.01:
                problems.append(f"table {table_id} ({moment.phase}): its countdown ended "
                                f"{deadline - first.applied_at:.1f} s early")
            latest = max(deadline, restarted_at) + 5 * SPEED
            if first.applied_at > latest:
                problems.append(f"table {table_id} ({moment.phase}): its countdown ended "
                                f"{first.applied_at - max(deadline, restarted_at):.1f} s late")
        return problems, checked
    finally:
        await storage.close()


async def old_buttons_work(sim: DiscordSim, db: Path, messages: dict[int, tuple[int, int]],
                           person: Person) -> list[str]:
    """"Meine Karten" on each live table's message from before the kill
    answers with the panel of a person at the table."""
    problems = []
    storage = await Storage.open(db)
    try:
        for table_id, (thread_id, message_id) in messages.items():
            record = await storage.tables.get(table_id)
            if record.status != Status.LIVE:
                continue
            thread = sim.channel(thread_id)
            message = next((m for m in thread.messages if m.id == message_id), None)
            if message is None or message.deleted:
                continue
            hand = next((b for b in message.buttons if b.label == "Meine Karten"), None)
            if hand is None:
                continue
            ix = await sim.start_interaction(
                kind=MESSAGE_COMPONENT, user=person.user, channel=thread,
                data={"custom_id": hand.custom_id, "component_type": 2}, message=message)
            try:
                reply = await ix.wait_for_reply(timeout=15)
            except SimulatorError:
                problems.append(f"table {table_id}: the old 'Meine Karten' got no panel")
                continue
            if "gibt es nicht mehr" in reply.text or german_problem(reply.text):
                problems.append(f"table {table_id}: the old 'Meine Karten' answered "
                                f"{reply.text[:80]!r}")
    finally:
        await storage.close()
    return problems


async def table_messages(db: Path) -> dict[int, tuple[int, int]]:
    """Each live table's thread and public message, as stored."""
    storage = await Storage.open(db)
    try:
        found = {}
        for live in await live_tables(storage):
            record = live.table
            if record.thread_id and record.message_id:
                found[record.id] = (record.thread_id, record.message_id)
        return found
    finally:
        await storage.close()


