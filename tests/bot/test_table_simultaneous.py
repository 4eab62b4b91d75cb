"""The table runtime at a sealed simultaneous step (issue 13, "Simultaneous
decisions", "Acting for a person", "Leaving"), with a tiny sealed game."""

from __future__ import annotations

import pytest

from bot.kit.games import GameSpec
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import Outdated, Seat, Table
from engines.core import IllegalAction, Leave, to_json
from tests.bot.helpers import MemoryLog, Recorder
from tests.bot.sealed_game import SEALED, Opts, Pick

SPEC = GameSpec.of(SEALED)


def make(seats: tuple[Seat, ...], *, bedenkzeit: int | None = None,
         clock: ManualScheduler | None = None, log: MemoryLog | None = None) -> Table:
    return Table(table_id=1, spec=SPEC, seats=seats, options=Opts(bedenkzeit), seed=3,
                 scheduler=clock or ManualScheduler(), action_log=log or MemoryLog(),
                 listener=Recorder())


PEOPLE = (Seat("Anna", user_id=1), Seat("Ben", user_id=2))


async def test_two_people_choosing_at_the_same_moment_are_both_accepted() -> None:
    table = make(PEOPLE + (Seat("Cem", user_id=3),))
    await table.start()
    panels = [table.step_of(s) for s in range(3)]   # each panel's decision number
    await table.act(Pick(0, 2), step=panels[0])
    # Ben's panel was built before Anna chose: it is still valid
    assert table.step_of(1) == panels[1]
    await table.act(Pick(1, 3), step=panels[1])
    assert sorted(table.state.picks) == [0, 1]
    # Anna's own decision changed: her old panel is outdated now
    with pytest.raises(Outdated):
        await table.act(Pick(0, 1), step=panels[0])
    # the last choice reveals the round; every panel of the round is outdated
    await table.act(Pick(2, 1), step=panels[2])
    assert table.state.revealed == [(2, 3, 1)]
    assert all(table.step_of(s) != panels[s] for s in range(3))


async def test_a_double_click_acts_once() -> None:
    table = make(PEOPLE)
    await table.start()
    step = table.step_of(0)
    await table.act(Pick(0, 2), step=step)
    with pytest.raises(Outdated):
        await table.act(Pick(0, 2), step=step)
    assert len(table.actions) == 1


async def test_three_computers_choose_after_their_own_delays_together() -> None:
    clock = ManualScheduler()
    computers = (Seat("Eins", strength="stark"), Seat("Zwei", strength="normal"),
                 Seat("Drei", strength="leicht"))
    table = make((Seat("Anna", user_id=1), *computers), clock=clock)
    await table.start()
    times: dict[int, float] = {}
    for _ in range(40):
        await clock.advance(0.25)
        for seat in (1, 2, 3):
            if seat in table.state.picks and seat not in times:
                times[seat] = clock.now()
    # 1 s, 2 s and 3 s after the step opened, not one after another (1, 3, 6 s)
    assert times == {1: 1.0, 2: 2.0, 3: 3.0}


async def test_a_person_out_of_time_is_decided_for_by_the_computer() -> None:
    clock = ManualScheduler()
    table = make(PEOPLE, bedenkzeit=30, clock=clock)
    await table.start()
    timer = table.timer()
    assert timer is not None and timer.seats == (0, 1)
    await table.act(Pick(1, 2))
    await clock.advance(30.0)                      # Bedenkzeit over: the Nachfrist
    timer = table.timer()
    assert timer is not None and timer.kind == "nachfrist" and timer.seats == (0,)
    await clock.advance(10.5)                      # Nachfrist over: decided for Anna
    # the computer knew it acted for a person (the test game then picks 1)
    assert table.state.revealed == [(1, 2)]


async def test_a_restart_after_two_of_four_choices_keeps_them_sealed() -> None:
    log = MemoryLog()
    four = PEOPLE + (Seat("Cem", user_id=3), Seat("Dora", user_id=4))
    table = make(four, log=log)
    await table.start()
    await table.act(Pick(0, 3))
    await table.act(Pick(2, 1))
    steps = [table.step_of(s) for s in range(4)]
    await table.close()
    again = await Table.restore(actions=log.actions[1], timer=None, table_id=1, spec=SPEC,
                                seats=four, options=Opts(None), seed=3,
                                scheduler=ManualScheduler(), action_log=log,
                                listener=Recorder())
    assert again.state.picks == {0: 3, 2: 1}
    assert [again.step_of(s) for s in range(4)] == steps   # old panels still work
    assert again.state.view(1).own is None and again.state.view(None).picked == (0, 2)
    await again.act(Pick(1, 2), step=steps[1])
    await again.act(Pick(3, 2), step=steps[3])
    assert again.state.revealed == [(3, 2, 1, 2)]


async def test_a_person_who_leaves_is_replaced_by_a_computer_also_after_a_restart() -> None:
    clock = ManualScheduler()
    log = MemoryLog()
    table = make(PEOPLE, clock=clock, log=log)
    await table.start()
    seat = await table.leave(1)
    assert seat.is_computer and table.seats[1] == seat
    assert log.actions[1][-1] == to_json(Leave(1))
    assert table.history[-1] == (0, 1, seat)
    await clock.advance(2.5)                       # the normal computer picks for it
    assert table.state.picks == {1: 3}
    with pytest.raises(IllegalAction):
        await table.leave(1)                       # a computer cannot leave
    await table.close()
    again = await Table.restore(actions=log.actions[1], timer=None, table_id=1, spec=SPEC,
                                seats=PEOPLE, options=Opts(None), seed=3,
                                scheduler=ManualScheduler(), action_log=log,
                                listener=Recorder())
    assert again.seats[1].is_computer and again.state.picks == {1: 3}
    assert again.history == table.history
