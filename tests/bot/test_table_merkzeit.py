"""The table runs every countdown the engine names (issue 33): a Speedspuk
seat's Merkzeit beside the next player's Bedenkzeit, restored after a
restart from when the look was stored.

Rule text, Merkzeit: „am Tisch deckt sich die Karte nach der Bedenkzeit von
selbst zu (höchstens 60 Sekunden, ohne Uhr 30 Sekunden). Spätestens deine
nächste eigene Aktion deckt sie zu."
"""

from __future__ import annotations

import random
from typing import Any

from bot.kit.games import GameSpec
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import Seat, Table
from engines import spuk
from engines.core import Decision
from engines.spuk.events import Covered
from engines.spuk.game import GAME as SPUK
from tests.bot.helpers import MemoryLog, Recorder

PEOPLE = (Seat("Anna", user_id=1), Seat("Ben", user_id=2))
OPTIONS = spuk.Options(bedenkzeit=60, first_seat=0)


def people_table(clock: ManualScheduler, log: MemoryLog, recorder: Recorder) -> Table:
    return Table(table_id=7, spec=GameSpec.of(SPUK), seats=PEOPLE, options=OPTIONS, seed=3,
                 scheduler=clock, action_log=log, listener=recorder)


def open_seats(table: Table) -> list[int]:
    return sorted(table.state.open)


async def looked_at_5_and_20(clock: ManualScheduler, log: MemoryLog,
                             recorder: Recorder) -> Table:
    """Anna looks at 5 s, Ben at 20 s: Anna's turn starts (Bedenkzeit to 80 s)."""
    table = people_table(clock, log, recorder)
    await table.start()
    await clock.advance(5)
    await table.act(spuk.Look(0, (0, 1)))
    await clock.advance(15)
    await table.act(spuk.Look(1, (2, 3)))
    assert table.state.phase == "turn" and table.state.turn_seat == 0
    return table


async def test_each_merkzeit_runs_beside_the_bedenkzeit() -> None:
    clock, log, recorder = ManualScheduler(), MemoryLog(), Recorder()
    table = await looked_at_5_and_20(clock, log, recorder)
    assert table.deadline == 80.0  # Anna's Bedenkzeit
    assert sorted(table.deadlines().values()) == [65.0, 80.0, 80.0]
    await clock.advance(44.9)  # 64.9 s
    assert open_seats(table) == [0, 1]
    await clock.advance(0.2)  # 65.1 s: Anna's Merkzeit, counted from her look
    assert open_seats(table) == [1] and Covered(0, True) in recorder.events
    assert table.state.phase == "turn" and table.deadline == 80.0


async def test_a_restart_during_a_merkzeit_restores_it() -> None:
    clock, log, recorder = ManualScheduler(), MemoryLog(), Recorder()
    table = await looked_at_5_and_20(clock, log, recorder)
    await clock.advance(10)
    await table.close()  # the bot stops at 30 s
    await clock.advance(10)
    token, _, deadline = log.timers[7]
    revived = await Table.restore(
        actions=log.actions[7], timer=(token, deadline), times=log.times[7], table_id=7,
        spec=GameSpec.of(SPUK), seats=PEOPLE, options=OPTIONS, seed=3, scheduler=clock,
        action_log=log, listener=Recorder())
    # both Merkzeiten keep their deadlines from the looks (5 + 60, 20 + 60)
    assert sorted(revived.deadlines().values()) == [65.0, 80.0, 80.0]
    await clock.advance(24.9)  # 64.9 s
    assert open_seats(revived) == [0, 1]
    await clock.advance(0.2)
    assert open_seats(revived) == [1]
    await clock.advance(14.9)  # 80.0 s: Ben's Merkzeit, and Anna's Bedenkzeit
    assert open_seats(revived) == []
    timer = revived.timer()
    assert timer is not None and timer.kind == "nachfrist"


async def test_a_computer_whose_merkzeit_runs_plays_its_turn_at_once() -> None:
    clock = ManualScheduler()
    moves: list[tuple[float, Any]] = []

    def decide(view: Any, decision: Decision, rng: random.Random, strength: str,
               **kwargs: Any) -> Any:
        action = SPUK.decide(view, decision, rng, strength, **kwargs)
        moves.append((clock.now(), action))
        return action

    # the computers would cover only after 50 s; their turns take 1 s
    spec = GameSpec.of(SPUK, decide=decide,
                       reaction_delay=lambda s, kind, r: 50.0 if kind == "cover" else 1.0)
    seats = (Seat("Eins", strength="stark"), Seat("Zwei", strength="normal"))
    table = Table(table_id=8, spec=spec, seats=seats, options=OPTIONS, seed=3,
                  scheduler=clock, action_log=MemoryLog(), listener=Recorder())
    await table.start()
    await clock.advance(1.0)  # both look
    assert open_seats(table) == [0, 1] and table.state.turn_seat == 0
    await clock.advance(1.0)
    # seat 0 played its turn with its cards still open: no Zudecken first
    first = moves[2][1]
    assert first.seat == 0 and not isinstance(first, spuk.Cover)
    assert 0 not in table.state.open  # its own action covered them
