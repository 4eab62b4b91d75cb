"""The table runtime passes a remembering game's computers the events their
seat may see (engines.core.GameInfo.remembers; Speedspuk without the
Gedächtnishilfe keeps no seen value in the view), rebuilt after a restart;
other games' computers get no such keyword."""

from __future__ import annotations

import random
from typing import Any

from bot.kit.games import GameSpec
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import Seat, Table
from engines import spuk
from engines.core import Decision, visible_to
from engines.core.registry import TableFacts
from engines.fabel.game import GAME as FABEL
from engines.spuk import events as ev
from engines.spuk.game import GAME as SPUK
from tests.bot.helpers import MemoryLog, Recorder

COMPUTERS = (Seat("Eins", strength="stark"), Seat("Zwei", strength="normal"),
             Seat("Drei", strength="leicht"))


def recording(info: Any, calls: list[tuple[int, dict[str, Any]]]) -> GameSpec:
    """The game's own computers, each call's seat and keywords noted."""
    def decide(view: Any, decision: Decision, rng: random.Random, strength: str,
               **kwargs: Any) -> Any:
        calls.append((decision.seat, kwargs))
        return info.decide(view, decision, rng, strength, **kwargs)
    return GameSpec.of(info, decide=decide, reaction_delay=lambda s, k, r: 0.5)


def spuk_table(spec: GameSpec, clock: ManualScheduler, log: MemoryLog) -> Table:
    return Table(table_id=4, spec=spec, seats=COMPUTERS, options=spuk.Options(), seed=8,
                 scheduler=clock, action_log=log, listener=Recorder())


async def test_a_speedspuk_computer_gets_the_events_its_seat_may_see() -> None:
    calls: list[tuple[int, dict[str, Any]]] = []
    clock, log = ManualScheduler(), MemoryLog()
    table = spuk_table(recording(SPUK, calls), clock, log)
    await table.start()
    for _ in range(80):
        await clock.advance(0.5)
    assert len(calls) > 20 and not table.state.is_over()
    for seat, kwargs in calls:
        events = kwargs["events"]
        assert all(visible_to(e, seat) for e in events)
    # the values it looked at are there, addressed to it alone
    seat, kwargs = calls[-1]
    seen = [e for e in kwargs["events"] if isinstance(e, ev.Seen)]
    assert seen and all(e.audience == (seat,) and e.seat == seat for e in seen)
    # after a restart the table has the same events again
    await table.close()
    revived = await Table.restore(actions=log.actions[4], timer=None, resume=False,
                                  table_id=4, spec=recording(SPUK, []), seats=COMPUTERS,
                                  options=spuk.Options(), seed=8, scheduler=clock,
                                  action_log=MemoryLog(), listener=Recorder())
    assert revived.events == table.events and revived.events


async def test_other_games_computers_get_no_events() -> None:
    calls: list[tuple[int, dict[str, Any]]] = []
    clock = ManualScheduler()
    seats = tuple(Seat(f"Computer {i}", strength="normal") for i in range(3))
    table = Table(table_id=5, spec=recording(FABEL, calls), seats=seats,
                  options=FABEL.make_options(FABEL.default_choices(), TableFacts()),
                  seed=5, scheduler=clock, action_log=MemoryLog(), listener=Recorder())
    await table.start()
    for _ in range(20):
        await clock.advance(0.5)
    assert calls and all("events" not in kwargs for _, kwargs in calls)
    assert table.events == []
