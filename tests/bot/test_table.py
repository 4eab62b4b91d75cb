"""The table runtime: arrival order, timers, Bedenkzeit, persistence, restart.

Computers here follow a tiny scripted policy (first legal action, no bids)
so that the runtime, not the computer players, is under test.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bot.kit.games import GameSpec
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import READING_PAUSE, Outdated, Seat, Table
from engines import fabel
from engines.core import Decision, IllegalAction
from engines.fabel.ai import reaction_delay
from engines.fabel.events import AuctionOpened
from engines.fabel.game import GAME
from tests.bot.helpers import MemoryLog, Recorder

TABLES: dict[int, Table] = {}


def _first_legal(view: Any, decision: Decision, rng: random.Random, strength: str,
                 **_: Any) -> Any:
    if decision.kind == "bid":
        return None
    return TABLES[0].state.legal(decision.seat)[0]


SPEC = GameSpec(GAME, _first_legal, lambda strength, kind, rng: 1.0)
PEOPLE = (Seat("Anna", user_id=1), Seat("Ben", user_id=2), Seat("Cem", user_id=3))


def make_table(seats: tuple[Seat, ...] = PEOPLE, *, options: fabel.Options | None = None,
               scheduler: ManualScheduler | None = None, action_log: MemoryLog | None = None,
               listener: Recorder | None = None, spec: GameSpec = SPEC,
               **kwargs: Any) -> Table:
    table = Table(table_id=0, spec=spec, seats=seats,
                  options=options or fabel.Options(first_seat=0), seed=5,
                  scheduler=scheduler or ManualScheduler(), action_log=action_log or MemoryLog(),
                  listener=listener or Recorder(), **kwargs)
    TABLES[0] = table
    return table


async def test_item_31_countdown_deadlines_follow_the_tempo() -> None:
    clock = ManualScheduler()
    table = make_table(scheduler=clock)
    await table.start()
    await table.act(fabel.Reveal(0))
    assert table.deadline == 7.0
    await clock.advance(5)
    await table.act(fabel.Bid(1, 10))
    assert table.deadline == 9.0            # normal tempo: 4 s after the bid
    await clock.advance(3.5)
    await table.act(fabel.Bid(2, 20))
    assert table.deadline == 12.5
    await clock.advance(4.0)
    assert table.state.phase == "vorkauf"   # Zuschlag at t = 12.5


async def test_item_33_countdown_starts_after_the_stage_is_shown() -> None:
    clock = ManualScheduler()

    def slow_patch() -> None:
        clock._now += 2.0                   # the public message edit takes 2 s

    recorder = Recorder(on_show=slow_patch)
    table = make_table(scheduler=clock, listener=recorder)
    await table.start()
    await table.act(fabel.Reveal(0))
    assert recorder.shown_at == [2.0]
    assert table.deadline == 9.0            # 7 s after the stage was shown


async def test_item_30_close_bids_are_taken_in_arrival_order() -> None:
    table = make_table()
    await table.start()
    await table.act(fabel.Reveal(0))
    await table.act(fabel.Bid(1, 60))
    with pytest.raises(IllegalAction) as refused:
        await table.act(fabel.Bid(2, 60))
    assert "nicht höher als 60" in refused.value.reason
    assert table.state.auction is not None and table.state.auction.bidder == 1


async def test_a_double_click_on_a_panel_acts_once() -> None:
    table = make_table()
    await table.start()
    step = table.step
    await table.act(fabel.Reveal(0), step=step)
    with pytest.raises(Outdated):
        await table.act(fabel.Reveal(0), step=step)
    assert table.seq == 1


async def test_every_action_is_stored_before_it_is_shown() -> None:
    log = MemoryLog()
    recorder = Recorder()
    table = make_table(action_log=log, listener=recorder)
    await table.start()
    await table.act(fabel.Reveal(0))
    assert log.actions[0] == [{"type": "Reveal", "seat": 0}]
    log.fail_next = True
    with pytest.raises(OSError):
        await table.act(fabel.Bid(1, 10))
    # Nothing was shown, and the table is as the log says.
    assert not recorder.of_type("BidPlaced")
    assert table.state.auction is not None and table.state.auction.high == 0
    assert table.seq == 1


async def test_item_177_bedenkzeit_then_nachfrist_then_the_computer_decides() -> None:
    clock = ManualScheduler()
    recorder = Recorder()
    table = make_table(scheduler=clock, listener=recorder,
                       options=fabel.Options(first_seat=0, bedenkzeit=30))
    await table.start()
    assert table.deadline == 30.0
    panel_step = table.step
    await clock.advance(30)
    assert recorder.of_type("NachfristStarted")
    assert table.deadline == 40.0
    assert table.step == panel_step         # the open panel still works in the Nachfrist
    await clock.advance(10)
    assert recorder.of_type("TimeUp")
    await clock.advance(0.1)
    # The table's computer played Anna's turn: the first legal action reveals.
    assert table.actions[-1] == fabel.Reveal(0)


async def test_solo_tables_have_no_bedenkzeit_but_auctions_still_close() -> None:
    clock = ManualScheduler()
    table = make_table(scheduler=clock)
    await table.start()
    assert table.deadline is None
    await table.act(fabel.Reveal(0))
    await clock.advance(7)
    assert table.state.phase in ("turn", "vorkauf")


async def test_item_184_a_restarted_table_resumes_its_auction() -> None:
    clock = ManualScheduler()
    log = MemoryLog()
    table = make_table(scheduler=clock, action_log=log)
    await table.start()
    await table.act(fabel.Reveal(0))
    await clock.advance(2)
    await table.act(fabel.Bid(1, 40))       # deadline 2 + 4 = 6
    await table.close()                     # the bot stops
    await clock.advance(1)
    token, kind, deadline = log.timers[0]
    revived = await Table.restore(
        actions=log.actions[0], timer=(token, deadline), table_id=0, spec=SPEC, seats=PEOPLE,
        options=fabel.Options(first_seat=0), seed=5, scheduler=clock, action_log=log,
        listener=Recorder())
    TABLES[0] = revived
    assert revived.state.auction is not None and revived.state.auction.high == 40
    assert revived.deadline == 6.0
    await clock.advance(3.1)
    assert revived.state.phase == "vorkauf"


async def test_computers_play_a_whole_game_through_the_runtime() -> None:
    clock = ManualScheduler()
    recorder = Recorder()
    bots = tuple(Seat(f"Computer {i}", strength="normal") for i in range(3))
    table = make_table(bots, scheduler=clock, listener=recorder)
    await table.start()
    await clock.run_until_idle()
    assert table.state.is_over()
    assert recorder.finished_tables == [table]


async def test_item_165_turbo_removes_pauses_but_not_reaction_delays() -> None:
    bots = tuple(Seat(f"Computer {i}", strength="normal") for i in range(3))
    for turbo, turn_delay in ((False, 1.0), (True, 0.0)):
        clock = ManualScheduler()
        table = make_table(bots, scheduler=clock, turbo=turbo)
        await table.start()
        assert clock.next_due() == turn_delay          # the computer's own turn
        await table.act(fabel.Reveal(table.state.turn_seat))
        # In the auction every computer keeps its reaction delay, Turbo or not;
        # the countdown (7 s) is unchanged too.
        assert clock.next_due() == 1.0
        assert table.deadline == 7.0
        await table.close()


async def test_item_164_reaction_delays_follow_the_strength() -> None:
    rng = random.Random(1)
    for kind in ("bid", "turn"):
        leicht = sum(reaction_delay("leicht", kind, rng) for _ in range(50))
        normal = sum(reaction_delay("normal", kind, rng) for _ in range(50))
        stark = sum(reaction_delay("stark", kind, rng) for _ in range(50))
        assert leicht > normal > stark


async def test_computers_wait_the_reading_pause_after_an_event_the_game_names() -> None:
    """A game names the events people need time to read (Speedfabel: a
    trade's Rechenweg); after one, no computer acts for READING_PAUSE."""
    clock = ManualScheduler()
    seats = (PEOPLE[0], Seat("Computer", strength="normal"), PEOPLE[2])
    plain = make_table(seats, scheduler=clock)
    await plain.start()
    await plain.act(fabel.Reveal(0))
    assert clock.next_due() == 1.0              # the computer's bid decision, after 1 s
    clock = ManualScheduler()
    paused = make_table(seats, scheduler=clock,
                        spec=replace(SPEC, reading_pause=(AuctionOpened,)))
    await paused.start()
    await paused.act(fabel.Reveal(0))
    assert clock.next_due() == READING_PAUSE
