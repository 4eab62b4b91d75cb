"""The Speedspuk game state: deal, first look, turns, actions, scoring.

>>> state = new_game(3, seed=5)
>>> sorted(d.kind for d in state.pending())
['look', 'look', 'look']
>>> len({d.stamp for d in state.pending()})
1

The state keeps the contract (pending, legal, apply, timer, timers,
view, result, copy). Several countdowns may run at once: each seat's
Merkzeit beside the Frist zum Ansehen or the Bedenkzeit of the seat on turn.
Which actions are legal is decided in :mod:`.rules` (one function serves
``legal()`` and the check in ``apply()``); they are carried out in
:mod:`.look` (the first look, the Merkzeit), :mod:`.turn` (a turn's
actions) and :mod:`.rounds` (dealing, the order of turns, scoring); the
views are built in :mod:`.view`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engines.core import Decision, Event, SeatClock, Timeout, Timer
from engines.spuk import events as ev
from engines.spuk import look, rounds, rules, turn
from engines.spuk.actions import (
    Action,
    Call,
    Cover,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from engines.spuk.knowledge import Slot
from engines.spuk.options import Options
from engines.spuk.phases import (  # re-exported: callers name phases from here
    ACTION,
    DRAWN,
    LOOK,
    OVER,
    TAKEN,
    TURN,
    TURN_PHASES,
)
from engines.spuk.scoring import RoundScore
from engines.spuk.view import SpukView, build_view

__all__ = [
    "ACTION", "DRAWN", "LOOK", "OVER", "TAKEN", "TURN", "TURN_PHASES",
    "State", "Stats", "new_game",
]


@dataclass(slots=True)
class Stats:
    """One seat's figures for the records."""

    min_round_sum: int | None = None
    calls: list[bool] = field(default_factory=list)
    groups: int = 0
    geisterstunden: int = 0

    def copy(self) -> Stats:
        """An independent copy."""
        return Stats(self.min_round_sum, list(self.calls), self.groups, self.geisterstunden)


def new_game(seats: int, seed: int, options: Options | None = None) -> State:
    """Deal a new game of Speedspuk for 2 to 4 seats."""
    return State(seats, seed, options or Options())


class State:
    """A game of Speedspuk (see the module docstring)."""

    def __init__(self, seats: int, seed: int, options: Options) -> None:
        if not 2 <= seats <= 4:
            raise ValueError("Speedspuk is played by 2 to 4 players")
        if options.first_seat is not None and not 0 <= options.first_seat < seats:
            raise ValueError("first_seat is no seat of this table")
        self.seats = seats
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        self.phase = LOOK
        self.round = 0
        self.totals = [0] * seats
        self.fallback_used = [False] * seats
        self.history: list[RoundScore] = []
        self.stats = [Stats() for _ in range(seats)]
        self.token = 0
        self.stamp_counter = 0
        self.stamps = [0] * seats
        self.uid_counter = 0
        self.clock = SeatClock(options.look_seconds)
        #: The token of each seat's running Merkzeit (none solo: no limit).
        self.merk: dict[int, int] = {}
        first = options.first_seat
        self.starter = self.rng.randrange(seats) if first is None else first
        self.rows: list[list[Slot]] = []
        self.deck: list[int] = []
        self.ablage: list[int] = []
        self.held: int | None = None
        self.held_source = ""
        self.action_kind = ""
        self.turn_seat = self.starter
        self.turns = 0
        self.caller: int | None = None
        self.final_left: list[int] = []
        self.looked: set[int] = set()
        self.open: dict[int, tuple[tuple[int, int], ...]] = {}
        # this round's drawn-and-discarded cards: (turns before it, seat, value), public
        self.discards: list[tuple[int, int, int]] = []
        self.places: list[int] | None = None
        rounds.deal(self, None)

    # ---------------------------------------------------------------- counters
    def new_uid(self) -> int:
        """A new card identity (a card dealt or swapped in)."""
        self.uid_counter += 1
        return self.uid_counter

    def new_token(self) -> int:
        """A new countdown token."""
        self.token += 1
        return self.token

    def new_stamp(self) -> int:
        """A new decision stamp (see :class:`engines.core.Decision`)."""
        self.stamp_counter += 1
        return self.stamp_counter

    # -------------------------------------------------------------- questions
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    def timer(self) -> Timer | None:
        """The countdown the game waits for: the Frist zum Ansehen, or the
        Bedenkzeit / Nachfrist of the seat on turn (the Merkzeiten run beside
        it, see :meth:`timers`)."""
        if self.phase == OVER:
            return None
        return self.clock.timer()

    def timers(self) -> tuple[Timer, ...]:
        """Every countdown running now: :meth:`timer` first, then each seat's
        Merkzeit, counted from its own look (DECISIONS "Open cards never hold
        up the table")."""
        out = [] if (main := self.timer()) is None else [main]
        seconds = self.options.merk_seconds
        if seconds is not None:
            out.extend(Timer(token, seconds, "merkzeit", (seat,))
                       for seat, token in sorted(self.merk.items()))
        return tuple(out)

    def pending(self) -> tuple[Decision, ...]:
        """The decisions open now: at the first look every seat at once, in a
        turn the seat on turn; beside them "Zudecken" of every other seat
        whose cards are open (not required: the Merkzeit or that seat's next
        own action covers them). Each seat has at most one decision."""
        phase = self.phase
        if phase == OVER:
            return ()
        out: list[Decision] = []
        if phase == LOOK:
            out.extend(Decision(seat, "look", True, self.clock.is_overdue(seat),
                                self.stamps[seat])
                       for seat in range(self.seats) if seat not in self.looked)
            busy = set(range(self.seats)) - self.looked
        else:
            seat = self.turn_seat
            kind = self.action_kind if phase == ACTION else phase
            out.append(Decision(seat, kind, True, self.clock.is_overdue(seat),
                                self.stamps[seat]))
            busy = {seat}
        out.extend(Decision(seat, "cover", False, False, self.stamps[seat])
                   for seat in sorted(self.open) if seat not in busy)
        return tuple(out)

    def legal(self, seat: int) -> list[Any]:
        """The legal actions of ``seat`` now (every one of them)."""
        return rules.legal(self, seat)

    def sample(self, seat: int, rng: random.Random) -> Any:
        """One random legal action of ``seat`` (None if it has none)."""
        options = rules.legal(self, seat)
        return rng.choice(options) if options else None

    # ---------------------------------------------------------------- actions
    def apply(self, action: Action, *, record: bool = True) -> list[Event]:
        """Carry out ``action`` and return the events; raise IllegalAction if
        the rules forbid it (the state is then unchanged)."""
        if self.phase == OVER:
            raise rules.refuse("game_over")
        events: list[Event] = []
        sink = events if record else None
        if isinstance(action, Timeout):
            self._on_timeout(action, sink)
            return events
        handler = self._HANDLERS.get(type(action))
        if handler is None:
            raise rules.refuse("unknown_action")
        code = rules.refusal(self, action)
        if code is not None:
            raise rules.refuse(code)
        if not isinstance(action, Cover) and action.seat in self.open:
            # "Spätestens deine nächste eigene Aktion deckt sie zu."
            look.cover(self, action.seat, False, sink)
        handler(self, action, sink)
        return events

    # -------------------------------------------------------------- countdowns
    def _on_timeout(self, action: Timeout, events: list[Event] | None) -> None:
        """An expiry: a seat's Merkzeit closes its open cards; a Bedenkzeit
        starts the Nachfrist; after it the seat is overdue (at the first look
        the computer looks for him)."""
        merk = next((s for s, token in self.merk.items() if token == action.token), None)
        if merk is not None and self.options.merk_seconds is not None:
            look.cover(self, merk, True, events)
            return
        timer = self.clock.timer()
        if timer is None or action.token != timer.token:
            raise rules.refuse("timer_stale")
        stage = self.clock.stage
        self.clock = self.clock.expire(action.token, next_token=self.new_token())
        if stage == "bedenkzeit":
            if events is not None:
                events.append(ev.NachfristStarted(timer.seats, self.clock.nachfrist))
            return
        if events is not None:
            events.append(ev.TimeUp(timer.seats))
        if self.phase == LOOK:
            # Frist zum Ansehen over: the computer looks at the first cards for him
            k = self.options.look_count
            for seat in timer.seats:
                look.look(self, seat, tuple(range(k)), True, events)
                self.clock = self.clock.done(seat)
            look.after_look(self, events)

    #: The rule that carries out each kind of action (checked by :mod:`.rules` first).
    _HANDLERS: dict[type, Callable[[State, Any, list[Event] | None], None]] = {
        Look: look.on_look,
        Cover: look.on_cover,
        Draw: turn.on_draw,
        TakeDiscard: turn.on_take,
        Call: turn.on_call,
        Swap: turn.on_swap,
        Discard: turn.on_discard,
        Peek: turn.on_peek,
        Poltern: turn.on_poltern,
        Pass: turn.on_pass,
    }

    # ------------------------------------------------------------- the rest
    def row_values(self, seat: int) -> list[int]:
        """The true values of a row (for tests and scoring; never for views)."""
        return [s.value for s in self.rows[seat]]

    def card_count(self) -> int:
        """Every card of the game: rows, deck, Ablage and the held card (52)."""
        held = 0 if self.held is None else 1
        return sum(len(r) for r in self.rows) + len(self.deck) + len(self.ablage) + held

    def copy(self) -> State:
        """An independent copy; the rng continues identically."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals = list(self.totals)
        other.fallback_used = list(self.fallback_used)
        other.history = list(self.history)
        other.stats = [s.copy() for s in self.stats]
        other.stamps = list(self.stamps)
        other.rows = [[s.copy() for s in row] for row in self.rows]
        other.deck = list(self.deck)
        other.ablage = list(self.ablage)
        other.final_left = list(self.final_left)
        other.looked = set(self.looked)
        other.open = dict(self.open)
        other.merk = dict(self.merk)
        other.discards = list(self.discards)
        other.places = None if self.places is None else list(self.places)
        return other

    def view(self, seat: int | None) -> SpukView:
        """What ``seat`` may know (``None``: the public); see :mod:`.view`."""
        return build_view(self, seat)

    def result(self) -> Any:
        """The finished game's result (see :func:`engines.spuk.game.summarize`)."""
        from engines.spuk.game import summarize
        return summarize(self)

    def group_warning(self, seat: int, positions: tuple[int, ...]) -> tuple[str, ...]:
        """The "Achtung" hint for a group choice, from ``seat``'s knowledge only."""
        return self.view(seat).group_warning(positions)

