"""The table runtime in a Meistermarkt race: when computers press "Meins!".

The computers here follow a scripted threshold ("press from counter n on"),
so that the runtime's timing, not the computer players, is under test.
"""

from __future__ import annotations

import random
from typing import Any

from bot.kit.games import GameSpec
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import Seat, Table
from engines import fabel
from engines.core import Decision
from engines.fabel import Mode
from engines.fabel.actions import Meins
from engines.fabel.ai import reaction_delay
from engines.fabel.cards import LETTER
from engines.fabel.game import GAME
from tests.bot.helpers import MemoryLog, Recorder

#: 3 players, Meistermarkt: the top card is an Ahnenbrief.
LETTER_SEED = 19
MEISTER = fabel.Options(mode=Mode.MEISTERMARKT, first_seat=0)


def threshold_spec(thresholds: dict[int, int | None], delay: Any = reaction_delay) -> GameSpec:
    """Computers that press once the counter is at most their threshold."""

    def decide(view: Any, decision: Decision, rng: random.Random, strength: str,
               **_: Any) -> Any:
        assert decision.kind == "meins", decision
        wanted = thresholds.get(decision.seat)
        if wanted is not None and view.race.counter <= wanted:
            return Meins(decision.seat)
        return None

    return GameSpec(GAME, decide, delay)


def make_table(spec: GameSpec, seats: tuple[Seat, ...], clock: ManualScheduler, *,
               turbo: bool = False) -> Table:
    return Table(table_id=0, spec=spec, seats=seats, options=MEISTER, seed=LETTER_SEED,
                 scheduler=clock, action_log=MemoryLog(), listener=Recorder(), turbo=turbo)


async def press_time(table: Table, clock: ManualScheduler) -> float:
    """Reveal the letter, then let time pass in small steps until someone
    presses; the seconds from the reveal to the press."""
    await table.start()
    assert table.state.deck[-1] >= LETTER
    await table.act(fabel.Reveal(0))
    start = clock.now()
    for _ in range(1200):
        if table.state.phase != "meins":
            return clock.now() - start
        await clock.advance(0.01)
    raise AssertionError("nobody pressed")


SEATS = (Seat("Anna", user_id=1), Seat("Eule", strength="leicht"),
         Seat("Rabe", strength="stark"))


async def test_item_172_stark_presses_sooner_than_leicht_from_the_same_threshold() -> None:
    """Both would press from 6 on (4 s after the reveal); the delays are
    counted from there: Stark's is shorter, so Stark wins at 6."""
    clock = ManualScheduler()
    table = make_table(threshold_spec({1: 6, 2: 6}), SEATS, clock)
    seconds = await press_time(table, clock)
    race = table.state.race
    assert race is not None and race.presser == 2 and race.k == 6
    low, high = 0.6, 0.9                         # Stark's "Meins!" reaction
    assert 4.0 + low - 0.011 <= seconds <= 4.0 + high + 0.011


async def test_item_172_turbo_does_not_shorten_the_press() -> None:
    """Item 165: the same press at the same moment with Turbo on and off."""
    times = []
    for turbo in (False, True):
        clock = ManualScheduler()
        table = make_table(threshold_spec({1: 6, 2: 6}), SEATS, clock, turbo=turbo)
        times.append(await press_time(table, clock))
    assert times[0] == times[1]


async def test_the_delay_runs_from_the_threshold_through_later_numbers() -> None:
    """A reaction longer than one step of the counter: the counter's next
    steps do not restart it; the press arrives at the number of its arrival."""
    clock = ManualScheduler()
    spec = threshold_spec({1: 7}, delay=lambda strength, kind, rng: 2.5)
    seats = (Seat("Anna", user_id=1), Seat("Eule", strength="normal"), Seat("Ben", user_id=2))
    table = make_table(spec, seats, clock)
    seconds = await press_time(table, clock)
    race = table.state.race
    # Counter 7 (and seven money cards) from 3 s on; 2.5 s later it shows 5.
    assert race is not None and race.presser == 1 and race.k == 5
    assert abs(seconds - 5.5) < 0.011


async def test_a_computer_that_does_not_want_the_letter_never_presses() -> None:
    clock = ManualScheduler()
    seats = (Seat("Anna", user_id=1), Seat("Eule", strength="normal"), Seat("Ben", user_id=2))
    table = make_table(threshold_spec({1: None}), seats, clock)
    await table.start()
    await table.act(fabel.Reveal(0))
    await clock.advance(10.5)
    assert table.state.letters[0][3] == 1        # item 99: free for the auctioneer
    assert table.state.phase == "turn"
