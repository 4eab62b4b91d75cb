"""A game of Speedfabel (Klassisch and Meistermarkt) as one mutable state.

``new_game`` deals; ``State.apply`` checks an action against the rules and
carries it out, returning the events. Nothing here knows Discord or Pillow.

The state keeps the contract (pending, legal, apply, timer, view, result,
copy); the rules themselves live beside it, as functions on the state:
:mod:`.auction` (reveal, bid, Vorkauf, pay), :mod:`.trade` (challenge,
offers, settling), :mod:`.deal` (the deal, two players' distributing),
:mod:`.meister` (the Meistermarkt's letters and Kobolde) and :mod:`.flow`
(whose decision, countdowns, the end of a turn and of the game).

>>> state = new_game(seats=3, seed=1)
>>> [d.kind for d in state.pending()]
['turn']
"""

from __future__ import annotations

import functools
import random
from typing import Any

from engines.core import Decision, Event, Timeout, Timer
from engines.fabel import auction, deal, flow, meister, money, randomplay
from engines.fabel.actions import (
    Accept,
    Action,
    Bid,
    BuySelf,
    Challenge,
    Counter,
    EndTurn,
    Give,
    Keep,
    LayCard,
    Meins,
    Offer,
    Pay,
    Reveal,
    Sell,
    TakeKobold,
)
from engines.fabel.auction import Auction, Payment
from engines.fabel.cards import DENOMINATIONS, KINDS, KOBOLD_TRADE, total, values_of
from engines.fabel.errors import refuse
from engines.fabel.events import NachfristStarted, TimeUp
from engines.fabel.meister import KoboldOutcome, KoboldPotState, Race
from engines.fabel.options import NACHFRIST, QUICK_BIDS, Mode, Options
from engines.fabel.phases import (  # re-exported: callers name phases from here
    ANSWER,
    AUCTION,
    BRIEF_PAY,
    BRIEF_VORKAUF,
    DECIDER,
    DECIDER_SET,
    DISTRIBUTE,
    KOBOLD_PHASE,
    MEINS,
    OFFER,
    OVER,
    PAY,
    SUPER,
    TURN,
    VORKAUF,
)
from engines.fabel.report import Kassenbuch, Stats
from engines.fabel.result import build_result
from engines.fabel.rules import HANDLERS
from engines.fabel.trade import Trade, TradeOutcome
from engines.fabel.view import build_view

__all__ = [
    "ANSWER", "AUCTION", "BRIEF_PAY", "BRIEF_VORKAUF", "DISTRIBUTE", "KOBOLD_PHASE", "MEINS",
    "OFFER", "OVER", "PAY", "SUPER", "TURN", "VORKAUF",
    "Auction", "KoboldOutcome", "KoboldPotState", "Payment", "Race", "State", "Trade",
    "TradeOutcome", "new_game",
]


@functools.cache
def _decision(seat: int, kind: str, required: bool, overdue: bool) -> Decision:
    """Decisions are immutable values: one object per distinct decision."""
    return Decision(seat, kind, required, overdue)


@functools.cache
def _one_decision(seat: int, phase: str, overdue: bool) -> tuple[Decision, ...]:
    """``pending()`` outside an auction: one shared tuple per decision."""
    return (_decision(seat, phase, True, overdue),)


@functools.cache
def _bid_decisions(seats: int, auctioneer: int,
                   excluded: tuple[int, ...]) -> tuple[Decision, ...]:
    """``pending()`` in an auction: every seat but the auctioneer and the
    bankrupt may bid (cached: the same few tuples all game long)."""
    return tuple(_decision(s, "bid", False, False) for s in range(seats)
                 if s != auctioneer and s not in excluded)


@functools.cache
def _press_decisions(eligible: tuple[int, ...]) -> tuple[Decision, ...]:
    """``pending()`` in a letter race: every seat that may press "Meins!"."""
    return tuple(_decision(s, MEINS, False, False) for s in eligible)


def new_game(seats: int, seed: int, options: Options | None = None) -> State:
    """Deal a new game of Speedfabel for 2 to 6 seats.

    >>> state = new_game(4, seed=3)
    >>> state.hands[0] == state.hands[3] == [2, 4, 0, 1, 0, 0, 0]
    True
    """
    return State(seats, seed, options or Options())


class State:
    """A game of Speedfabel (see the module docstring)."""

    def __init__(self, seats: int, seed: int, options: Options) -> None:
        if not 2 <= seats <= 6:
            raise ValueError("Speedfabel is played by 2 to 6 players")
        if options.first_seat is not None and not 0 <= options.first_seat < seats:
            raise ValueError("first_seat is no seat of this table")
        self.seats = seats
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        self.two = seats == 2
        self.meister = options.mode == Mode.MEISTERMARKT
        # Meistermarkt: Ahnenbriefe per seat and kind (0/1), Kobolde per seat
        self.letters = [[0] * KINDS for _ in range(seats)]
        self.kobolde = [0] * seats
        self.race: Race | None = None
        self.kobold: KoboldPotState | None = None
        self.kobold_last: KoboldOutcome | None = None
        self.phase = TURN
        self.turns = 0
        self.goldesel_seen = 0
        self.creatures = [[0] * KINDS for _ in range(seats)]
        self.auction: Auction | None = None
        self.payment: Payment | None = None
        self.trade: Trade | None = None
        self.peek: int | None = None
        self.last_trade: TradeOutcome | None = None
        self.skipped: list[int] = []
        self.over_reason: str | None = None
        self.token = 0
        # the running countdown's (seconds, kind, seats); its Timer (token
        # self.token) is built only when asked for: bids restart it often
        self.countdown: tuple[float, str, tuple[int, ...]] | None = None
        self.countdown_timer: Timer | None = None
        self.overdue = False
        dealt = deal.deal(seats, self.meister, self.rng)
        self.hands = dealt.hands
        self.bank = dealt.bank
        self.supply = dealt.supply
        self.removed = dealt.removed
        self.deck = dealt.deck  # the top card is deck[-1]
        self.deck_money = dealt.deck_money
        start = total(self.hands[0])
        self.books = [Kassenbuch.start(start) for _ in range(seats)]
        self.stats = [Stats() for _ in range(seats)]
        self.seen_given: list[list[int]] = [[] for _ in range(seats)]
        first = options.first_seat
        self.turn_seat = self.rng.randrange(seats) if first is None else first
        flow.start_turn(self, [])
        flow.start_clock(self)

    # -------------------------------------------------------------- questions
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    def timer(self) -> Timer | None:
        """The countdown running now (auction, Bedenkzeit or Nachfrist)."""
        timer = self.countdown_timer
        if timer is None and self.countdown is not None:
            timer = self.countdown_timer = Timer(self.token, *self.countdown)
        return timer

    def decider(self) -> int | None:
        """The one seat whose decision the game waits for, if there is one."""
        who = DECIDER.get(self.phase)
        return None if who is None else who(self)

    def _bids(self) -> tuple[Decision, ...]:
        """The bid decisions of the running auction (empty outside one)."""
        a = self.auction
        if self.phase != AUCTION or a is None:
            return ()
        return _bid_decisions(self.seats, a.auctioneer, tuple(a.excluded))

    def bidders(self) -> list[int]:
        """Seats that may bid in the running auction."""
        return [d.seat for d in self._bids()]

    def may_bid(self, seat: int) -> bool:
        """Whether ``seat`` may bid in the running auction."""
        a = self.auction
        return (self.phase == AUCTION and a is not None and seat != a.auctioneer
                and seat not in a.excluded and 0 <= seat < self.seats)

    def pending(self) -> tuple[Decision, ...]:
        """The decisions open now; in an auction every bidder may bid."""
        phase = self.phase
        if phase == AUCTION:
            return self._bids()
        who = DECIDER.get(phase)
        if who is None:
            return self.presses() if phase == MEINS else ()
        return _one_decision(who(self), phase, self.overdue)

    def presses(self) -> tuple[Decision, ...]:
        """The "Meins!" decisions of the running letter race."""
        r = self.race
        if self.phase != MEINS or r is None:
            return ()
        return _press_decisions(tuple(s for s in range(self.seats) if self.may_press(s)))

    def may_press(self, seat: int) -> bool:
        """Whether ``seat`` may press "Meins!" now: not the auctioneer, and
        at least as many money cards as the counter shows."""
        r = self.race
        return (self.phase == MEINS and r is not None and seat != r.auctioneer
                and sum(self.hands[seat]) >= r.counter)

    def can_trade(self, seat: int, opponent: int, kind: int) -> bool:
        """Whether ``seat`` may challenge ``opponent`` for ``kind`` (Meistermarkt:
        ``KOBOLD_TRADE`` for their Kobolde)."""
        if seat == opponent:
            return False
        if kind == KOBOLD_TRADE:
            return self.meister and self.kobolde[seat] > 0 and self.kobolde[opponent] > 0
        mine, theirs = self.creatures[seat][kind], self.creatures[opponent][kind]
        return 0 < mine < 4 and 0 < theirs < 4

    def challenges(self, seat: int) -> list[Challenge]:
        """Every legal challenge of ``seat`` (opponent, kind)."""
        own = self.creatures[seat]
        out = []
        for kind in range(KINDS):
            if 0 < own[kind] < 4:
                for other in range(self.seats):
                    if other != seat and 0 < self.creatures[other][kind] < 4:
                        out.append(Challenge(seat, other, kind))
        if self.meister and self.kobolde[seat]:
            out.extend(Challenge(seat, other, KOBOLD_TRADE) for other in range(self.seats)
                       if other != seat and self.kobolde[other])
        return out

    def legal(self, seat: int) -> list[Any]:
        """The legal actions of ``seat`` now.

        Bids are open-ended; the list holds the quick bids (+10, +50, +100),
        and any higher multiple of 10 is legal too.
        """
        if self.phase == AUCTION:
            if not self.may_bid(seat):
                return []
            assert self.auction is not None
            high = self.auction.high
            return [Bid(seat, high + step) for step in QUICK_BIDS]
        if self.phase == MEINS:
            return [Meins(seat)] if self.may_press(seat) else []
        if seat != self.decider():
            return []
        hand = self.hands[seat]
        if self.phase == TURN:
            turn: list[Any] = [Reveal(seat)] if self.deck else []
            return turn + self.challenges(seat)
        if self.phase == SUPER:
            return ([Reveal(seat)] if self.deck else []) + [EndTurn(seat)]
        if self.phase == VORKAUF:
            assert self.auction is not None
            vorkauf: list[Any] = [Sell(seat)]
            if total(hand) >= self.auction.high:
                vorkauf.append(BuySelf(seat))
            return vorkauf
        if self.phase == PAY:
            assert self.payment is not None
            return [Pay(seat, money.values_of(p))
                    for p in money.minimal_payments(hand, self.payment.amount)]
        if self.phase == OFFER:
            if not any(hand):
                return [Offer(seat, ())]
            return [Offer(seat, money.values_of(s))
                    for s in money.submultisets(hand, nonempty=True)]
        if self.phase == ANSWER:
            counters: list[Any] = [Accept(seat)]
            return counters + [Counter(seat, money.values_of(s))
                               for s in money.submultisets(hand)]
        if self.phase == DISTRIBUTE:
            return [Keep(seat), Give(seat)]
        if self.phase == BRIEF_VORKAUF:
            assert self.race is not None
            keep: list[Any] = [Sell(seat)]
            if sum(hand) >= self.race.k:
                keep.append(BuySelf(seat))
            return keep
        if self.phase == BRIEF_PAY:
            assert self.race is not None
            k = self.race.k
            return [Pay(seat, values_of(s)) for s in money.submultisets_of_size(hand, k)]
        if self.phase == KOBOLD_PHASE:
            return [TakeKobold(seat)] + [LayCard(seat, DENOMINATIONS[i])
                                         for i, c in enumerate(hand) if c]
        return []

    #: One random legal action of a seat without listing them all:
    #: ``state.sample(seat, rng)`` (:func:`engines.fabel.randomplay.sample`).
    sample = randomplay.sample
    #: What :func:`engines.core.playout.random_step` draws, drawn faster:
    #: ``state.random_action(rng, timeout_weight)``
    #: (:func:`engines.fabel.randomplay.random_action`; bound here directly,
    #: since random play calls it on every step).
    random_action = randomplay.random_action
    #: The rest of the game in random steps, as ``random_game(..., record=False)``
    #: plays it: ``state.random_playout(rng, timeout_weight, max_actions)``
    #: (:func:`engines.fabel.randomplay.random_playout`).
    random_playout = randomplay.random_playout

    # ---------------------------------------------------------------- actions
    def apply(self, action: Action, *, record: bool = True) -> list[Event]:
        """Carry out ``action`` and return the events; raise IllegalAction if
        the rules forbid it (the state is then unchanged).

        ``record=False`` is the fast path for search and benchmarks: the game
        moves on exactly the same way, but no event objects are built and the
        returned list is empty.
        """
        if self.phase == OVER:
            raise refuse("game_over")
        events: list[Event] = []
        handler = HANDLERS.get(type(action))
        if handler is None:  # the timer's expiry, or no action of this game
            if isinstance(action, Timeout):
                if (self._on_timeout(action, events if record else None)
                        and self.phase in DECIDER_SET):
                    flow.start_clock(self)
                return events
            raise refuse("unknown_action")
        # a Timeout has no handler: every action here names its seat
        if not 0 <= action.seat < self.seats:  # type: ignore[union-attr]
            raise refuse("no_seat")
        handler(self, action, events if record else None)
        if self.phase in DECIDER_SET:
            flow.start_clock(self)  # a new decision
        return events

    # --------------------------------------------------------------- countdowns
    def _on_timeout(self, action: Timeout, events: list[Event] | None) -> bool:
        """Handle an expiry; True when it ended a step (a new decision opens)."""
        spec = self.countdown  # the running timer's token is self.token
        if spec is None or action.token != self.token:
            raise refuse("timer_stale")
        _, kind, seats = spec
        seat = seats[0] if seats else None
        if kind == "auction":
            auction.close_auction(self, events)
            return True
        if kind == MEINS:
            return meister.meins_tick(self, events)
        assert seat is not None
        if kind == "bedenkzeit":
            flow.set_timer(self, NACHFRIST, "nachfrist", seat)
            if events is not None:
                events.append(NachfristStarted(seat, NACHFRIST))
        else:
            flow.clear_timer(self)
            self.overdue = True
            if events is not None:
                events.append(TimeUp(seat))
        return False

    # ------------------------------------------------------------ the result
    def money_total(self, seat: int) -> int:
        """The sum of a seat's money cards."""
        return total(self.hands[seat])

    def vierer(self, seat: int) -> list[int]:
        """The kinds a seat holds complete."""
        return [k for k in range(KINDS) if self.creatures[seat][k] == 4]

    def copy(self) -> State:
        """An independent copy (for search); the rng continues identically."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.creatures = [list(c) for c in self.creatures]
        other.hands = [list(h) for h in self.hands]
        other.bank, other.supply, other.removed = list(self.bank), list(self.supply), list(
            self.removed)
        other.deck = list(self.deck)
        other.auction = self.auction.copy() if self.auction else None
        other.payment = self.payment.copy() if self.payment else None
        other.trade = self.trade.copy() if self.trade else None
        other.letters = [list(row) for row in self.letters]
        other.kobolde = list(self.kobolde)
        other.race = self.race.copy() if self.race else None
        other.kobold = self.kobold.copy() if self.kobold else None
        other.skipped = list(self.skipped)
        other.books = [b.copy() for b in self.books]
        other.stats = [s.copy() for s in self.stats]
        other.seen_given = [list(g) for g in self.seen_given]
        return other

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: the public); see :mod:`.view`."""
        return build_view(self, seat)

    def result(self) -> Any:
        """Placements, points with the Rechenweg and the Marktbericht."""
        return build_result(self)
