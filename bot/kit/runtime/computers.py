"""The computer players of one live table (:class:`bot.kit.runtime.table.Table`),
a part of it that owns their planned moves and presses.

Every computer, and every person whose Nachfrist ran out, who may act gets
a move planned after its reaction delay; a planned move whose seat's
decision is unchanged is kept. In a "wer zuerst" race a computer is asked
at every step of the counter whether it would press, and then presses after
its reaction delay. Each decides from its own view in a deciding process
(:mod:`bot.kit.runtime.decisions`).
"""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Sequence
from typing import Any, Protocol

from bot.kit.games import GameSpec
from bot.kit.runtime import decisions
from bot.kit.runtime.clock import Handle, Scheduler
from bot.kit.runtime.contracts import Outdated, Seat
from engines.core import Decision, Event, IllegalAction, derive_seed

log = logging.getLogger(__name__)

#: The pause before a computer's own move (turn, payment, trade answer) with Turbo.
TURBO_DELAY = 0.0


class PlayedTable(Protocol):
    """What the computers read of their table (:class:`bot.kit.runtime.table.Table`
    is one), so that this part does not import the table that owns it."""

    @property
    def id(self) -> int:
        """The table's id."""

    @property
    def spec(self) -> GameSpec:
        """The game."""

    @property
    def seats(self) -> Sequence[Seat]:
        """Who sits where."""

    @property
    def seed(self) -> int:
        """The game's seed."""

    @property
    def scheduler(self) -> Scheduler:
        """The clock the moves are planned on."""

    @property
    def strength(self) -> str:
        """The table's computer strength."""

    @property
    def turbo(self) -> bool:
        """Whether Turbo is on."""

    @property
    def state(self) -> Any:
        """The engine's state."""

    @property
    def step(self) -> int:
        """The table's decision number."""

    @property
    def events(self) -> list[Event]:
        """The game's events so far."""

    @property
    def listener(self) -> object:
        """Whom the table tells (may have ``decided_for``)."""

    @property
    def seq(self) -> int:
        """How many actions were applied."""

    @property
    def closed(self) -> bool:
        """Whether the table has stopped for good."""

    @property
    def pause_until(self) -> float:
        """The scheduler time before which no computer moves (a reading pause)."""

    def step_of(self, seat: int | None) -> int:
        """The decision number a panel of ``seat`` is built for."""

    async def act(self, action: Any, *, step: int | None = None,
                  seat: int | None = None) -> list[Event]:
        """Apply ``action`` as the table does for a click."""


class ComputerPlayers:
    """The planned moves and presses of one table's computers."""

    def __init__(self, table: PlayedTable) -> None:
        self.table = table
        #: Seat -> (its decision number when planned, the planned move).
        self.moves: dict[int, tuple[int, Handle]] = {}
        #: Seat -> a planned press in a race.
        self.presses: dict[int, Handle] = {}

    def cancel(self) -> None:
        """Drop every planned move (and the presses, unless a race runs on)."""
        for _, handle in self.moves.values():
            handle.cancel()
        self.moves = {}
        if self.table.closed or not self._racing():
            self._cancel_presses()

    def _racing(self) -> bool:
        """Whether a "wer zuerst" race runs (someone may press)."""
        races = self.table.spec.info.race_kinds
        return any(d.kind in races for d in self.table.state.pending())

    def _cancel_presses(self) -> None:
        for handle in self.presses.values():
            handle.cancel()
        self.presses = {}

    def plan(self) -> None:
        """(Re)schedule a move for every computer, or overdue person, who may
        act; a planned move whose seat's decision is unchanged is kept."""
        planned, self.moves = self.moves, {}
        races = self.table.spec.info.race_kinds
        if not self._racing():
            self._cancel_presses()
        now = self.table.scheduler.now()
        for decision in self.table.state.pending():
            seat = self.table.seats[decision.seat]
            if not seat.is_computer and not decision.overdue:
                continue
            strength = seat.strength or self.table.strength
            step = self.table.step_of(decision.seat)
            kept = planned.pop(decision.seat, None)
            if kept is not None and kept[0] == step and decision.kind not in races:
                self.moves[decision.seat] = kept
                continue
            if kept is not None:
                kept[1].cancel()
            if decision.kind in races:
                if decision.seat not in self.presses:
                    # Asked at every step of the counter until it would press.
                    self.moves[decision.seat] = (step, self.table.scheduler.call_later(
                        0.0, functools.partial(self._consider_press, decision.seat, self.table.step,
                                               strength)))
                continue
            rng = random.Random(derive_seed(self.table.seed, self.table.seq, decision.seat,
                                            "delay"))
            delay = self.table.spec.reaction_delay(strength, decision.kind, rng)
            if self.table.turbo and decision.kind not in self.table.spec.info.reaction_kinds:
                delay = TURBO_DELAY
            if decision.overdue:
                delay = 0.0
            delay = max(delay, self.table.pause_until - now)
            self.moves[decision.seat] = (step, self.table.scheduler.call_later(
                delay, functools.partial(self._computer_move, decision.seat, step, strength)))
        for _, handle in planned.values():
            handle.cancel()

    async def _consider_press(self, seat: int, step: int, strength: str) -> None:
        """Would the computer press in the race at this number? Then it
        presses after its reaction delay, counted from now, when the counter
        reached its threshold; the next steps of the counter do not restart
        it, and Turbo does not shorten it (items 172, 165)."""
        if self.table.step != step or self.table.closed or seat in self.presses:
            return
        races = self.table.spec.info.race_kinds
        decision = next((d for d in self.table.state.pending()
                         if d.seat == seat and d.kind in races), None)
        if decision is None:
            return
        action = await self._decide(seat, decision, strength)
        still = any(d.seat == seat and d.kind in races for d in self.table.state.pending())
        if action is None or self.table.closed or not still or seat in self.presses:
            return
        delay_rng = random.Random(derive_seed(self.table.seed, self.table.seq, seat, "delay"))
        delay = self.table.spec.reaction_delay(strength, decision.kind, delay_rng)
        self.presses[seat] = self.table.scheduler.call_later(
            delay, functools.partial(self._computer_press, seat, action))

    async def _decide(self, seat: int, decision: Decision, strength: str) -> Any:
        """The computer's action for ``decision``, decided from its own view
        in a deciding process (off the event loop). For a person whose
        Nachfrist ran out it knows it acts for a person (``for_person``). A
        remembering game's computer also gets the events its seat may see."""
        view = self.table.state.view(seat)
        rng = random.Random(derive_seed(self.table.seed, self.table.seq, seat, "decide"))
        # a remembering game's computer also gets the events its seat saw
        extra = self.table.spec.info.decide_extra(self.table.events, seat)
        decide = functools.partial(self.table.spec.decide, view, decision, rng, strength,
                                   for_person=not self.table.seats[seat].is_computer, **extra)
        # in a process of their own (bot/kit/runtime/decisions.py): a search in a thread
        # held the GIL and stopped the event loop
        return await decisions.decide(decide)

    async def _computer_press(self, seat: int, action: Any) -> None:
        """The planned press; refused quietly if another press came first."""
        try:
            await self.table.act(action)
        except IllegalAction as exc:
            log.debug("table %s: press of seat %s dropped: %r", self.table.id, seat, exc)

    async def _computer_move(self, seat: int, step: int, strength: str) -> None:
        if self.table.step_of(seat) != step or self.table.closed:
            return
        decision = next((d for d in self.table.state.pending() if d.seat == seat), None)
        if decision is None:
            return
        action = await self._decide(seat, decision, strength)
        if action is None:
            return
        try:
            await self.table.act(action, step=step, seat=seat)
        except (Outdated, IllegalAction) as exc:
            log.debug("table %s: computer move of seat %s dropped: %r", self.table.id, seat, exc)
            return
        if decision.overdue and not self.table.seats[seat].is_computer:
            # the person's time ran out: their panel says the computer chose
            told = getattr(self.table.listener, "decided_for", None)
            if told is not None:
                told(self.table, seat)
