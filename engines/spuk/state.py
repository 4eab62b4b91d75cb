"""The Speedspuk game state: deal, first look, turns, actions, scoring.

>>> state = new_game(3, seed=5)
>>> sorted(d.kind for d in state.pending())
['look', 'look', 'look']
>>> len({d.stamp for d in state.pending()})
1

Which actions are legal is decided in :mod:`.rules` (one function serves
``legal()`` and the check in ``apply()``); the views are built in
:mod:`.view`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engines.core import Decision, Event, SeatClock, Timeout, Timer
from engines.spuk import events as ev
from engines.spuk import rules
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
from engines.spuk.cards import ACTIONS, full_deck
from engines.spuk.knowledge import DEALT, FROM_ABLAGE, FROM_DECK, Slot
from engines.spuk.options import STRIKE_TURNS, Options
from engines.spuk.scoring import RoundScore, final_places, score_round
from engines.spuk.view import SpukView, build_view

# phases
LOOK = "look"      # the first look: some seats still choose their cards
MERK = "merk"      # everyone looked; the Merkzeit runs for open cards
TURN = "turn"      # the seat on turn draws, takes the Ablage or calls
DRAWN = "drawn"    # holding a card drawn from the deck: swap or discard
TAKEN = "taken"    # holding the Ablage card: swap
ACTION = "action"  # a discarded 7-12: use its action or pass
PEEKED = "peeked"  # Kerze / Kristallkugel: the card is open until Zudecken
OVER = "over"

#: Phases in which one seat decides under the Bedenkzeit.
TURN_PHASES = frozenset({TURN, DRAWN, TAKEN, ACTION})


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
        self.merk_token: int | None = None
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
        self._deal(None)

    # ------------------------------------------------------------------ setup
    def _new_uid(self) -> int:
        self.uid_counter += 1
        return self.uid_counter

    def _new_token(self) -> int:
        self.token += 1
        return self.token

    def _new_stamp(self) -> int:
        self.stamp_counter += 1
        return self.stamp_counter

    def _deal(self, events: list[Event] | None) -> None:
        """A new round: shuffle, deal the rows, one card onto the Ablage, and
        open the first look for everyone at once."""
        self.round += 1
        deck = full_deck()
        self.rng.shuffle(deck)
        n = self.options.cards
        self.rows = []
        for _ in range(self.seats):
            self.rows.append([Slot(deck.pop(), self._new_uid(), DEALT) for _ in range(n)])
        self.ablage = [deck.pop()]
        self.deck = deck
        self.held, self.held_source, self.action_kind = None, "", ""
        self.turns = 0
        self.caller = None
        self.final_left = []
        self.looked = set()
        self.open = {}
        self.discards = []
        self.turn_seat = self.starter
        self.phase = LOOK
        stamp = self._new_stamp()
        self.stamps = [stamp] * self.seats
        self.merk_token = None
        self.clock = SeatClock(self.options.look_seconds).start(
            range(self.seats), token=self._new_token())
        if events is not None:
            events.append(ev.RoundStarted(self.round, self.starter, n, self.ablage[-1]))

    # -------------------------------------------------------------- questions
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    def timer(self) -> Timer | None:
        """The countdown running now: the Frist zum Ansehen, a Merkzeit, or
        the Bedenkzeit / Nachfrist of the seat on turn."""
        if self.phase in (MERK, PEEKED):
            seconds = self.options.merk_seconds
            if seconds is None or self.merk_token is None:
                return None
            return Timer(self.merk_token, seconds, "merkzeit", tuple(sorted(self.open)))
        if self.phase == OVER:
            return None
        return self.clock.timer()

    def pending(self) -> tuple[Decision, ...]:
        """The decisions open now: at the first look every seat at once."""
        phase = self.phase
        if phase == LOOK:
            out = []
            for seat in range(self.seats):
                if seat not in self.looked:
                    out.append(Decision(seat, "look", True, self.clock.is_overdue(seat),
                                        self.stamps[seat]))
                elif seat in self.open:
                    out.append(Decision(seat, "cover", False, False, self.stamps[seat]))
            return tuple(out)
        if phase in (MERK, PEEKED):
            required = self.options.merk_seconds is None
            return tuple(Decision(seat, "cover", required, False, self.stamps[seat])
                         for seat in sorted(self.open))
        if phase == OVER:
            return ()
        kind = self.action_kind if phase == ACTION else phase
        seat = self.turn_seat
        return (Decision(seat, kind, True, self.clock.is_overdue(seat)),)

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
        handler(self, action, sink)
        return events

    # --- the first look and the Merkzeit
    def _on_look(self, action: Look, events: list[Event] | None) -> None:
        self._look(action.seat, action.positions, False, events)
        self.clock = self.clock.done(action.seat)
        self._after_look(events)

    def _look(self, seat: int, positions: tuple[int, ...], auto: bool,
              events: list[Event] | None) -> None:
        row = self.rows[seat]
        for p in positions:
            row[p].see(seat, self.turns, before_turns=True)
        self.looked.add(seat)
        self.open[seat] = tuple((seat, row[p].uid) for p in positions)
        self.stamps[seat] = self._new_stamp()
        if events is not None:
            events.append(ev.Looked(seat, positions, auto))
            events.append(ev.Seen(seat, seat, positions, tuple(row[p].value for p in positions),
                                  tuple(row[p].uid for p in positions), audience=(seat,)))

    def _after_look(self, events: list[Event] | None) -> None:
        """Everyone has looked: the Merkzeit runs for open cards, or the first
        turn starts."""
        if len(self.looked) < self.seats:
            return
        self.clock = self.clock.stop()
        if self.open:
            self.phase = MERK
            self.merk_token = self._new_token()
        else:
            self._start_turn(self.starter, events)

    def _on_cover(self, action: Cover, events: list[Event] | None) -> None:
        self._cover(action.seat, False, events)
        self._after_cover(events)

    def _cover(self, seat: int, auto: bool, events: list[Event] | None) -> None:
        del self.open[seat]
        if events is not None:
            events.append(ev.Covered(seat, auto))

    def _after_cover(self, events: list[Event] | None) -> None:
        if self.open:
            return
        if self.phase == MERK:
            self._start_turn(self.starter, events)
        elif self.phase == PEEKED:
            self._end_turn(events)

    # --- the turn
    def _on_draw(self, action: Draw, events: list[Event] | None) -> None:
        self.held = self.deck.pop()
        self.held_source = FROM_DECK
        self.phase = DRAWN
        if events is not None:
            events.append(ev.Drew(action.seat))
            events.append(ev.Seen(action.seat, action.seat, (), (self.held,),
                                  audience=(action.seat,)))
        if not self.deck:
            self._refill(events)
        self._start_clock()

    def _refill(self, events: list[Event] | None) -> None:
        """The deck is empty: the Ablage without its top is shuffled into it."""
        top = self.ablage.pop()
        self.deck = self.ablage
        self.rng.shuffle(self.deck)
        self.ablage = [top]
        if events is not None:
            events.append(ev.DeckRefilled(len(self.deck)))

    def _on_take(self, action: TakeDiscard, events: list[Event] | None) -> None:
        self.held = self.ablage.pop()
        self.held_source = FROM_ABLAGE
        self.phase = TAKEN
        if events is not None:
            events.append(ev.TookDiscard(action.seat, self.held))
        self._start_clock()

    def _on_call(self, action: Call, events: list[Event] | None) -> None:
        seat = action.seat
        self.caller = seat
        self.final_left = [(seat + i) % self.seats for i in range(1, self.seats)]
        if events is not None:
            events.append(ev.Called(seat))
        self._end_turn(events)

    def _on_swap(self, action: Swap, events: list[Event] | None) -> None:
        seat, positions = action.seat, action.positions
        row = self.rows[seat]
        held = self.held
        assert held is not None
        values = tuple(row[p].value for p in positions)
        self.held = None
        if len(set(values)) > 1:
            # Fehlgriff: shown to everyone, they stay; the new card goes to the Ablage
            for p in positions:
                for other in range(self.seats):
                    row[p].see(other, self.turns)
            self.ablage.append(held)
            if events is not None:
                events.append(ev.Fehlgriff(seat, positions, values, held,
                                           tuple(row[p].uid for p in positions)))
            self._end_turn(events)
            return
        new = Slot(held, self._new_uid(), self.held_source)
        if self.held_source == FROM_ABLAGE:
            for other in range(self.seats):
                new.see(other, self.turns)
        else:
            new.see(seat, self.turns)
        chosen = set(positions)
        self.rows[seat] = [new if i == positions[0] else slot for i, slot in enumerate(row)
                           if i == positions[0] or i not in chosen]
        self.ablage.extend(values)
        if len(positions) > 1:
            self.stats[seat].groups += 1
        if events is not None:
            events.append(ev.Swapped(seat, self.held_source, positions, values, new.uid))
        self._end_turn(events)

    def _on_discard(self, action: Discard, events: list[Event] | None) -> None:
        held = self.held
        assert held is not None
        self.held = None
        self.ablage.append(held)
        kind = ACTIONS.get(held, "")
        self.discards.append((self.turns, action.seat, held))
        if events is not None:
            events.append(ev.Discarded(action.seat, held, kind))
        if kind:
            self.phase = ACTION
            self.action_kind = kind
            self._start_clock()
        else:
            self._end_turn(events)

    def _on_peek(self, action: Peek, events: list[Event] | None) -> None:
        seat = action.seat
        slot = self.rows[action.target][action.position]
        slot.see(seat, self.turns)
        kind = self.action_kind
        self.action_kind = ""
        self.open = {seat: ((action.target, slot.uid),)}
        self.stamps[seat] = self._new_stamp()
        self.phase = PEEKED
        self.clock = self.clock.stop()
        self.merk_token = self._new_token()
        if events is not None:
            events.append(ev.PeekedAt(seat, action.target, action.position, kind))
            events.append(ev.Seen(seat, action.target, (action.position,), (slot.value,),
                                  (slot.uid,), audience=(seat,)))

    def _on_poltern(self, action: Poltern, events: list[Event] | None) -> None:
        mine, theirs = self.rows[action.seat], self.rows[action.target]
        p, q = action.position, action.target_position
        mine[p], theirs[q] = theirs[q], mine[p]
        self.action_kind = ""
        if events is not None:
            events.append(ev.Poltered(action.seat, p, action.target, q))
        self._end_turn(events)

    def _on_pass(self, action: Pass, events: list[Event] | None) -> None:
        kind = self.action_kind
        self.action_kind = ""
        if events is not None:
            events.append(ev.Passed(action.seat, kind))
        self._end_turn(events)

    # --- turn order
    def _start_clock(self) -> None:
        """A new decision of the seat on turn: its Bedenkzeit starts."""
        self.clock = SeatClock(None if self.options.bedenkzeit is None
                               else float(self.options.bedenkzeit)).start(
            (self.turn_seat,), token=self._new_token())

    def _start_turn(self, seat: int, events: list[Event] | None) -> None:
        self.phase = TURN
        self.turn_seat = seat
        self.merk_token = None
        self._start_clock()
        if events is not None:
            events.append(ev.TurnStarted(seat, self.turns + 1, self.caller is not None))

    def _end_turn(self, events: list[Event] | None) -> None:
        self.turns += 1
        self.open = {}
        self.held, self.held_source, self.action_kind = None, "", ""
        if self.caller is not None:
            if not self.final_left:
                self._score(events)
                return
            self._start_turn(self.final_left.pop(0), events)
            return
        if self.turns >= STRIKE_TURNS * self.seats:
            if events is not None:
                events.append(ev.ClockStruck(self.turns))
            self._score(events)
            return
        self._start_turn((self.turn_seat + 1) % self.seats, events)

    # --- scoring
    def _score(self, events: list[Event] | None) -> None:
        rows = [[s.value for s in row] for row in self.rows]
        score = score_round(rows, self.caller, self.options.penalty, self.totals,
                            self.fallback_used, self.round)
        self.history.append(score)
        for seat in score.fallback:
            self.fallback_used[seat] = True
        self.totals = list(score.totals)
        for seat, st in enumerate(self.stats):
            s = score.sums[seat]
            st.min_round_sum = s if st.min_round_sum is None else min(st.min_round_sum, s)
        if self.caller is not None:
            self.stats[self.caller].calls.append(score.caller_lowest)
        if score.geisterstunde is not None:
            self.stats[score.geisterstunde].geisterstunden += 1
        if events is not None:
            events.append(ev.RoundScored(score.number, score.rows, score.sums, score.points,
                                         score.totals, score.caller, score.caller_lowest,
                                         score.geisterstunde, score.fallback))
        if max(self.totals) > 100:
            self.phase = OVER
            self.open = {}
            self.clock = self.clock.stop()
            self.merk_token = None
            self.places = final_places(self.totals)
            if events is not None:
                events.append(ev.GameOver(tuple(self.totals), tuple(self.places)))
            return
        self.starter = (self.starter + 1) % self.seats
        self._deal(events)

    # --- countdowns
    def _on_timeout(self, action: Timeout, events: list[Event] | None) -> None:
        if self.phase in (MERK, PEEKED):
            if self.timer() is None or action.token != self.merk_token:
                raise rules.refuse("timer_stale")
            for seat in sorted(self.open):
                self._cover(seat, True, events)
            self._after_cover(events)
            return
        timer = self.clock.timer()
        if timer is None or action.token != timer.token:
            raise rules.refuse("timer_stale")
        stage = self.clock.stage
        self.clock = self.clock.expire(action.token, next_token=self._new_token())
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
                self._look(seat, tuple(range(k)), True, events)
                self.clock = self.clock.done(seat)
            self._after_look(events)

    _HANDLERS: dict[type, Callable[[State, Any, list[Event] | None], None]] = {
        Look: _on_look,
        Cover: _on_cover,
        Draw: _on_draw,
        TakeDiscard: _on_take,
        Call: _on_call,
        Swap: _on_swap,
        Discard: _on_discard,
        Peek: _on_peek,
        Poltern: _on_poltern,
        Pass: _on_pass,
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

