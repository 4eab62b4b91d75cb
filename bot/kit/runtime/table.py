"""The runtime of one live table: engine state, lock, action log, timers and
computer players (a part it owns, :mod:`bot.kit.runtime.computers`). It knows
nothing of Discord; a listener shows what happens.

Data flows one way: an action arrives -> it is checked and applied under the
table's lock -> it is stored in the action log -> timers are (re)scheduled ->
the listener is told. Nearly simultaneous clicks are taken in the order they
reach the lock ("entscheidet die Reihenfolge, in der sie beim Markt
ankommen").

At a simultaneous step (several seats deciding "gleichzeitig", their
decisions sharing one ``stamp``) each seat has its own decision number
(:meth:`Table.step_of`): one seat's choice outdates nobody else's panel, and
a computer's planned move is kept while its own decision is unchanged, so
computers choosing together each act after their own delay.

A person may leave a running game (:meth:`Table.leave`): a computer of the
table's strength takes the seat. The leave is stored in the action log like
an action, so the seat history is rebuilt with the game after a restart.

An engine may run several countdowns at once (``state.timers()``, read
through :func:`engines.core.running_timers`: one seat's Merkzeit beside the
next player's Bedenkzeit). The table runs every one of them; the first, the
engine's ``timer()``, is the one the game waits for: its deadline is
:attr:`Table.deadline` and it is stored. The others resume after a restart
from the stored time of the action that started them.

For a game whose computers remember what their seat was shown
(:attr:`engines.core.GameInfo.remembers`) the table keeps the game's events
(rebuilt with the game after a restart) and passes each computer the ones
its seat may see.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from bot.kit.games import GameSpec
from bot.kit.runtime.clock import Handle, Scheduler
from bot.kit.runtime.computers import ComputerPlayers
from bot.kit.runtime.contracts import ActionLog, Outdated, Seat
from engines.core import (
    Decision,
    Event,
    IllegalAction,
    Leave,
    Timeout,
    Timer,
    from_json,
    running_timers,
    to_json,
)
from engines.texts import t

__all__ = ["READING_PAUSE", "ActionLog", "Outdated", "Seat", "Table", "TableListener"]

log = logging.getLogger(__name__)

#: Time to read a trade's result before computers go on ("Zeit zum Lesen").
READING_PAUSE = 3.0
#: Timer kinds that do not end a decision (the same panel stays valid).
CLOCK_KINDS = frozenset({"bedenkzeit", "nachfrist"})


class TableListener(Protocol):
    """What the shell does when a table changes."""

    def on_events(self, table: Table, events: list[Event]) -> None:
        """Events happened (called under the table's lock: be quick)."""

    async def show_now(self, table: Table, events: list[Event]) -> None:
        """A countdown is about to start: make sure people can see the stage."""

    def countdown_started(self, table: Table) -> None:
        """The countdown after :meth:`show_now` runs now (``table.deadline``
        is set): show it (called under the table's lock: be quick)."""

    async def finished(self, table: Table) -> None:
        """The game is over."""


class Table:
    """One live game (see the module docstring)."""

    def __init__(self, *, table_id: int, spec: GameSpec, seats: Sequence[Seat], options: Any,
                 seed: int, scheduler: Scheduler, action_log: ActionLog,
                 listener: TableListener, strength: str = "normal",
                 turbo: bool = False) -> None:
        self.id = table_id
        self.spec = spec
        self.seats = tuple(seats)
        self.options = options
        self.seed = seed
        self.scheduler = scheduler
        self.action_log = action_log
        self.listener = listener
        self.strength = strength
        self.turbo = turbo
        #: Who held each seat from which action on: (seq, seat, Seat), oldest first.
        self.history: list[tuple[int, int, Seat]] = [(0, i, s) for i, s in enumerate(self.seats)]
        self._first_seats = self.seats
        self.state = spec.info.new_game(len(self.seats), seed, options)
        self.actions: list[Any] = []
        #: The game's events so far, kept where the computers remember them.
        self.events: list[Event] = []
        self.step = 0
        self._seat_steps = [0] * len(self.seats)
        self.deadline: float | None = None
        self.lock = asyncio.Lock()
        self._timer_token: int | None = None
        self._timer_handle: Handle | None = None
        # The countdowns running beside the engine's timer(): token -> (handle, deadline).
        self._others: dict[int, tuple[Handle, float]] = {}
        #: Its computer players' planned moves and presses (a part it owns).
        self.computers = ComputerPlayers(self)
        self._pause_until = 0.0
        self._closed = False
        #: The stored deadline :meth:`resume` continues from, and whether it ran.
        self._resumed_deadline: float | None = None
        #: The same for the countdowns beside it, by token.
        self._resumed_others: dict[int, float] = {}
        self._resumed = False

    # ------------------------------------------------------------ questions
    @property
    def closed(self) -> bool:
        """Whether the table has stopped for good (:meth:`close`)."""
        return self._closed

    @property
    def pause_until(self) -> float:
        """The scheduler time before which no computer moves (a reading pause)."""
        return self._pause_until

    @property
    def seq(self) -> int:
        """How many actions were applied (the last stored sequence number)."""
        return len(self.actions)

    def step_of(self, seat: int | None) -> int:
        """The decision number a panel of ``seat`` is built for: it changes
        only when that seat's own decision changes (the global one for None)."""
        if seat is None or not 0 <= seat < len(self._seat_steps):
            return self.step
        return self._seat_steps[seat]

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a person, None if he does not sit here."""
        for i, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return i
        return None

    def timer(self) -> Timer | None:
        """The engine's running countdown."""
        return self.state.timer()

    def deadlines(self) -> dict[int, float]:
        """The deadline of every countdown that runs now, by its token (the
        engine's timer() once it started, and those beside it)."""
        out = {token: deadline for token, (_, deadline) in self._others.items()}
        if self._timer_token is not None and self.deadline is not None:
            out[self._timer_token] = self.deadline
        return out

    # -------------------------------------------------------------- actions
    async def start(self) -> None:
        """Begin: schedule the first timers and computer moves."""
        async with self.lock:
            await self._after_change([], resumed_deadline=None)

    async def act(self, action: Any, *, step: int | None = None,
                  seat: int | None = None) -> list[Event]:
        """Apply ``action`` in arrival order, store it, then tell the listener.

        ``step`` is the decision number a panel of the acting seat was built
        for (:meth:`step_of`; ``seat`` names the seat where ``action`` is a
        function); a different one raises :class:`Outdated`. ``action`` may be
        a function of the state that builds the action under the lock.
        Illegal actions raise IllegalAction and change nothing.
        """
        async with self.lock:
            if self._closed:
                raise IllegalAction("closed", t("core.err.closed"))
            if seat is None and not callable(action):
                seat = getattr(action, "seat", None)
            if step is not None and step != self.step_of(seat):
                raise Outdated()
            if callable(action):
                # Built under the lock, e.g. a quick bid on the highest bid *now*.
                action = action(self.state)
            before = self.state.pending()
            timers = running_timers(self.state)
            events: list[Event] = self.state.apply(action)
            try:
                await self.action_log.append_action(self.id, self.seq, to_json(action),
                                                    self.scheduler.now())
            except Exception:
                # Nothing may be shown that is not stored: go back to the log.
                self._replay(self.actions)
                raise
            self.actions.append(action)
            self._keep(events)
            self._count(action, timers, before)
            self.listener.on_events(self, events)
            await self._after_change(events, resumed_deadline=None)
            return events

    async def leave(self, seat: int) -> Seat:
        """A person leaves the running game: a computer of the table's strength
        takes ``seat`` (stored in the log first). Returns the new seat."""
        async with self.lock:
            if self._closed:
                raise IllegalAction("closed", t("core.err.closed"))
            if not 0 <= seat < len(self.seats) or self.seats[seat].is_computer:
                raise IllegalAction("not_seated", t("core.err.not_seated"))
            action = Leave(seat)
            await self.action_log.append_action(self.id, self.seq, to_json(action),
                                                self.scheduler.now())
            self._take_over(action)
            self.actions.append(action)
            self.step += 1
            self._seat_steps[seat] = self.step
            await self._after_change([], resumed_deadline=None)
            return self.seats[seat]

    def _take_over(self, action: Leave) -> None:
        """A computer of the table's strength takes the leaver's seat."""
        name = self.spec.computer_name(action.seat, self.strength)
        computer = Seat(name, strength=self.strength)
        seats = list(self.seats)
        seats[action.seat] = computer
        self.seats = tuple(seats)
        self.history.append((self.seq, action.seat, computer))

    def _count(self, action: Any, timers: Sequence[Timer], before: Sequence[Decision]) -> None:
        """Advance the decision numbers after ``action``: the global one unless
        only a clock stage ran out; a seat's own one unless its decision kept
        its stamp (a simultaneous step) and the action was not its own.
        ``timers`` are the countdowns that ran before it."""
        if isinstance(action, Timeout) and any(
                t.token == action.token and t.kind in CLOCK_KINDS for t in timers):
            return
        self.step += 1
        actor = getattr(action, "seat", None)
        old = {d.seat: d.stamp for d in before}
        new = {d.seat: d.stamp for d in self.state.pending()}
        for seat in range(len(self._seat_steps)):
            stamp = new.get(seat)
            if stamp is None or seat == actor or old.get(seat) != stamp:
                self._seat_steps[seat] = self.step

    async def close(self) -> None:
        """Stop every timer and wait for an action still being applied (the bot
        is stopping): afterwards nothing touches the action log."""
        self._closed = True
        self._cancel_timer()
        self._cancel_others()
        self.computers.cancel()
        async with self.lock:
            pass

    # ----------------------------------------------------------- restoring
    @classmethod
    async def restore(cls, *, actions: Sequence[dict[str, Any]],
                      timer: tuple[int, float] | None, resume: bool = True,
                      times: Sequence[float] | None = None, **kwargs: Any) -> Table:
        """Rebuild a table from its seed and stored actions; its timer resumes
        from the stored deadline (``(token, deadline)``), and each countdown
        beside it from ``times``, when each action was applied (without
        them those start afresh).

        With ``resume=False`` nothing runs yet: the caller registers the
        table first and then calls :meth:`resume` (a game that is over in
        the log then ends there, with its listener told).
        """
        table = cls(**kwargs)
        types = (*table.spec.info.action_types, Leave)
        started = table._replay([from_json(a, types) for a in actions], times)
        running = table.state.timer()
        if timer is not None and running is not None and running.token == timer[0]:
            table._resumed_deadline = timer[1]
        table._resumed_others = {
            t.token: started[t.token] + t.seconds for t in running_timers(table.state)
            if t.token in started and (running is None or t.token != running.token)}
        if resume:
            await table.resume()
        return table

    async def resume(self) -> None:
        """Go on after :meth:`restore`: the timer resumes from its stored
        deadline, computers plan their moves, and a game whose last action is
        in the log but whose end was never handled ends now."""
        async with self.lock:
            if self._resumed:
                return  # once: a game's end is handled one time
            self._resumed = True
            resumed, self._resumed_deadline = self._resumed_deadline, None
            others, self._resumed_others = self._resumed_others, {}
            await self._after_change([], resumed_deadline=resumed, resumed_others=others)

    def _replay(self, actions: Sequence[Any],
                times: Sequence[float] | None = None) -> dict[int, float]:
        """Rebuild the game from ``actions``; returns when each countdown
        running at the end started (by token), read from ``times``, the
        moments the actions were applied."""
        started: dict[int, float] = {}
        self.state = self.spec.info.new_game(len(self._first_seats), self.seed, self.options)
        self.seats = self._first_seats
        self.history = [(0, i, s) for i, s in enumerate(self.seats)]
        self.step = 0
        self._seat_steps = [0] * len(self.seats)
        self.actions = []
        self.events = []
        for i, action in enumerate(actions):
            if isinstance(action, Leave):
                self._take_over(action)
                self.actions.append(action)
                self.step += 1
                self._seat_steps[action.seat] = self.step
                continue
            before = self.state.pending()
            timers = running_timers(self.state)
            self._keep(self.state.apply(action))
            self.actions.append(action)
            self._count(action, timers, before)
            if times is not None and i < len(times):
                for timer in running_timers(self.state):
                    started.setdefault(timer.token, times[i])
        self._timer_token = None
        return started

    def _keep(self, events: list[Event]) -> None:
        """Keep the events where the game's computers remember them."""
        if self.spec.info.remembers:
            self.events.extend(events)

    # --------------------------------------------------------------- timers
    async def _after_change(self, events: list[Event], resumed_deadline: float | None,
                            resumed_others: Mapping[int, float] | None = None) -> None:
        if self.state.is_over():
            self._cancel_timer()
            self._cancel_others()
            self.computers.cancel()
            self.deadline = None
            await self.action_log.clear_timer(self.id)
            self._closed = True
            await self.listener.finished(self)
            return
        timer = self.state.timer()
        if timer is None:
            if self._timer_token is not None:
                self._cancel_timer()
                self.deadline = None
                await self.action_log.clear_timer(self.id)
        elif timer.token != self._timer_token:
            self._cancel_timer()
            staged = resumed_deadline is None and timer.kind in self.spec.info.stage_timers
            if staged:
                # The countdown starts only once the card lies on the stage
                # (until then no deadline stands, not even the last one).
                self.deadline = None
                await self.listener.show_now(self, events)
            now = self.scheduler.now()
            deadline = resumed_deadline if resumed_deadline is not None else now + timer.seconds
            self.deadline = deadline
            self._timer_token = timer.token
            token = timer.token
            self._timer_handle = self.scheduler.call_later(
                deadline - now, lambda: self._expire(token))
            await self.action_log.set_timer(self.id, timer.token, timer.kind, deadline)
            if staged:
                # The stage went out without its deadline: it follows now.
                self.listener.countdown_started(self)
        self._run_others(resumed_others or {})
        if any(isinstance(e, self.spec.reading_pause) for e in events):
            self._pause_until = self.scheduler.now() + READING_PAUSE
        self.computers.plan()

    def _cancel_timer(self) -> None:
        if self._timer_handle is not None:
            self._timer_handle.cancel()
        self._timer_handle = None
        self._timer_token = None

    def _run_others(self, resumed: Mapping[int, float]) -> None:
        """Run every countdown the engine names beside its timer() (each
        expires on its own); those that ended are stopped. A new one runs
        its full length, a restored one to its ``resumed`` deadline."""
        main = self.state.timer()
        wanted = {t.token: t for t in running_timers(self.state)
                  if main is None or t.token != main.token}
        for token in [k for k in self._others if k not in wanted]:
            self._others.pop(token)[0].cancel()
        now = self.scheduler.now()
        for token, timer in wanted.items():
            if token not in self._others:
                deadline = resumed.get(token, now + timer.seconds)
                handle = self.scheduler.call_later(
                    deadline - now, functools.partial(self._expire, token))
                self._others[token] = (handle, deadline)

    def _cancel_others(self) -> None:
        for handle, _ in self._others.values():
            handle.cancel()
        self._others = {}

    async def _expire(self, token: int) -> None:
        # A newer bid may have restarted the countdown: then this one is stale.
        with contextlib.suppress(IllegalAction):
            await self.act(Timeout(token))
