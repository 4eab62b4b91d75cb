"""The rules of Speedfabel Klassisch as one mutable game state.

``new_game`` deals; ``State.apply`` checks an action against the rules and
carries it out, returning the events. Nothing here knows Discord or Pillow.

>>> state = new_game(seats=3, seed=1)
>>> [d.kind for d in state.pending()]
['turn']
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import repeat
from operator import attrgetter, contains
from typing import Any

from engines.core import Decision, Event, Timeout, Timer
from engines.fabel import meister, money, randomplay
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
from engines.fabel.cards import (
    CREATURES,
    DENOM_INDEX,
    DENOMINATIONS,
    GOLDESEL_PAYOUTS,
    GOLDESEL_SUPPLY_TWO,
    KINDS,
    KLASSISCH_MONEY,
    KLASSISCH_SIX_EXTRA,
    KLASSISCH_START,
    KLASSISCH_START_TWO,
    KOBOLD,
    KOBOLD_TRADE,
    KOBOLDE,
    LETTER,
    MEISTER_MONEY,
    MEISTER_SIX_EXTRA,
    MEISTER_START,
    MEISTER_START_TWO,
    REMOVED_TWO,
    Creature,
    counts_of,
    is_money,
    money_card,
    money_value,
    total,
    values_of,
)
from engines.fabel.errors import refuse
from engines.fabel.events import (
    AuctionClosed,
    AuctionOpened,
    BidPlaced,
    CardDealt,
    CardLooked,
    CardRevealed,
    CardTaken,
    ChallengeMade,
    GameOver,
    GoldeselPayout,
    KoboldsGiven,
    NachfristStarted,
    OfferLaid,
    PaymentCards,
    PaymentMade,
    Pleite,
    TimeUp,
    TradeAccepted,
    TradeAmounts,
    TradeRevealed,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
    VorkaufDecided,
)
from engines.fabel.meister import KoboldOutcome, KoboldPotState, Race
from engines.fabel.options import FIRST_COUNTDOWN, NACHFRIST, QUICK_BIDS, TURN_CAP, Mode, Options
from engines.fabel.phases import (  # re-exported: callers name phases from here
    ANSWER,
    AUCTION,
    BRIEF_PAY,
    BRIEF_VORKAUF,
    DECIDER_PHASES,
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
from engines.fabel.view import build_view

#: A set: ``phase in`` is one hash lookup (interned strings hash once).
_DECIDER_PHASES = frozenset(DECIDER_PHASES)

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


#: Who decides in each single-decider phase (a hot path: no if-chain).
_DECIDER: dict[str, Callable[[Any], int]] = {
    TURN: attrgetter("turn_seat"),
    SUPER: attrgetter("turn_seat"),
    DISTRIBUTE: attrgetter("turn_seat"),
    VORKAUF: attrgetter("auction.auctioneer"),
    PAY: attrgetter("payment.payer"),
    OFFER: attrgetter("trade.challenger"),
    ANSWER: attrgetter("trade.opponent"),
    BRIEF_VORKAUF: attrgetter("race.auctioneer"),
    BRIEF_PAY: attrgetter("race.payer"),
    KOBOLD_PHASE: attrgetter("kobold.seat"),
}
#: ``4 in counts`` for each kind's counts across the seats (see ``_all_complete``).
_FOURS = tuple(repeat(4, KINDS))


@dataclass(slots=True)
class Auction:
    """The card on the stage and the bidding for it."""

    card: int
    auctioneer: int
    high: int = 0
    bidder: int | None = None
    excluded: list[int] = field(default_factory=list)
    pleiten: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    payout: int | None = None

    def copy(self) -> Auction:
        """An independent copy."""
        return Auction(self.card, self.auctioneer, self.high, self.bidder,
                       list(self.excluded), list(self.pleiten), self.payout)


@dataclass(slots=True)
class Payment:
    """An amount owed after an auction and who gets the card afterwards."""

    payer: int
    receiver: int
    amount: int
    card: int
    owner: int
    how: str


@dataclass(slots=True)
class Trade:
    """A challenge about ``stake`` cards of ``kind``; offers as counts."""

    challenger: int
    opponent: int
    kind: int
    stake: int
    round: int = 1
    offer: list[int] | None = None
    counter: list[int] | None = None

    def copy(self) -> Trade:
        """An independent copy."""
        return Trade(self.challenger, self.opponent, self.kind, self.stake, self.round,
                     None if self.offer is None else list(self.offer),
                     None if self.counter is None else list(self.counter))


@dataclass(frozen=True, slots=True)
class TradeOutcome:
    """The public result of the last trade (for the table picture)."""

    challenger: int
    opponent: int
    kind: int
    stake: int
    challenger_count: int
    opponent_count: int | None  # None: the opponent accepted
    winner: int | None


def new_game(seats: int, seed: int, options: Options | None = None) -> State:
    """Deal a new game of Speedfabel for 2 to 6 seats.

    >>> state = new_game(4, seed=3)
    >>> state.hands[0] == state.hands[3] == [2, 4, 0, 1, 0, 0, 0]
    True
    """
    return State(seats, seed, options or Options())


class State:
    """A game of Speedfabel Klassisch (see the module docstring)."""

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
        self._timer: Timer | None = None
        # the running countdown's (seconds, kind, seat); its Timer (token
        # self.token) is built only when asked for: bids restart it often
        self._timer_spec: tuple[float, str, tuple[int, ...]] | None = None
        self.overdue = False
        self._deal()
        start = total(self.hands[0])
        self.books = [Kassenbuch.start(start) for _ in range(seats)]
        self.stats = [Stats() for _ in range(seats)]
        self.seen_given: list[list[int]] = [[] for _ in range(seats)]
        first = options.first_seat
        self.turn_seat = self.rng.randrange(seats) if first is None else first
        self._start_turn([])
        self._start_clock()

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        meister = self.meister
        pool = counts_of(MEISTER_MONEY if meister else KLASSISCH_MONEY)
        if self.seats == 6:
            money.add(pool, counts_of(MEISTER_SIX_EXTRA if meister else KLASSISCH_SIX_EXTRA))
        self.removed = [0] * len(pool)
        self.supply = [0] * len(pool)
        deck: list[int] = [int(c) for c in CREATURES for _ in range(4)]
        if meister:  # 10 Ahnenbriefe (one per kind) and 4 Kobolde: 54 cards
            deck.extend(LETTER + k for k in range(KINDS))
            deck.extend([KOBOLD] * KOBOLDE)
        if self.two:
            pool[DENOM_INDEX[0]] = 0  # zu zweit gibt es keine Nullen
            start = counts_of(MEISTER_START_TWO if meister else KLASSISCH_START_TWO)
            self.hands = [list(start) for _ in range(2)]
            for hand in self.hands:
                money.remove(pool, hand)
            self.supply = counts_of(GOLDESEL_SUPPLY_TWO)
            money.remove(pool, self.supply)
            rest = [money_card(v) for v in money.values_of(pool)]
            self.rng.shuffle(rest)
            for card in rest[:REMOVED_TWO]:
                self.removed[DENOM_INDEX[money_value(card)]] += 1
            deck.extend(rest[REMOVED_TWO:])
            pool = [0] * len(pool)
        else:
            start = counts_of(MEISTER_START if meister else KLASSISCH_START)
            self.hands = [list(start) for _ in range(self.seats)]
            for hand in self.hands:
                money.remove(pool, hand)
        self.bank = pool
        self.rng.shuffle(deck)
        self.deck = deck  # the top card is deck[-1]
        self.deck_money = sum(1 for c in deck if is_money(c))

    # -------------------------------------------------------------- questions
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    def timer(self) -> Timer | None:
        """The countdown running now (auction, Bedenkzeit or Nachfrist)."""
        timer = self._timer
        if timer is None and self._timer_spec is not None:
            timer = self._timer = Timer(self.token, *self._timer_spec)
        return timer

    def decider(self) -> int | None:
        """The one seat whose decision the game waits for, if there is one."""
        who = _DECIDER.get(self.phase)
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

    def _may_bid(self, seat: int) -> bool:
        a = self.auction
        return (self.phase == AUCTION and a is not None and seat != a.auctioneer
                and seat not in a.excluded and 0 <= seat < self.seats)

    def pending(self) -> tuple[Decision, ...]:
        """The decisions open now; in an auction every bidder may bid."""
        phase = self.phase
        if phase == AUCTION:
            return self._bids()
        who = _DECIDER.get(phase)
        if who is None:
            return self._presses() if phase == MEINS else ()
        return _one_decision(who(self), phase, self.overdue)

    def _presses(self) -> tuple[Decision, ...]:
        """The "Meins!" decisions of the running letter race."""
        r = self.race
        if self.phase != MEINS or r is None:
            return ()
        return _press_decisions(tuple(s for s in range(self.seats) if self._may_press(s)))

    def _may_press(self, seat: int) -> bool:
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
            if not self._may_bid(seat):
                return []
            assert self.auction is not None
            high = self.auction.high
            return [Bid(seat, high + step) for step in QUICK_BIDS]
        if self.phase == MEINS:
            return [Meins(seat)] if self._may_press(seat) else []
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

    def sample(self, seat: int, rng: random.Random) -> Any:
        """One random legal action of ``seat`` without listing them all (see
        :func:`engines.fabel.randomplay.sample`)."""
        return randomplay.sample(self, seat, rng)

    def random_action(self, rng: random.Random, timeout_weight: int = 1) -> Any:
        """What :func:`engines.core.playout.random_step` draws, drawn faster (see
        :func:`engines.fabel.randomplay.random_action`)."""
        return randomplay.random_action(self, rng, timeout_weight)

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
        sink = events if record else None
        if isinstance(action, Timeout):
            if self._on_timeout(action, sink) and self.phase in _DECIDER_PHASES:
                self._start_clock()
            return events
        handler = self._HANDLERS.get(type(action))
        if handler is None:
            raise refuse("unknown_action")
        seat = action.seat
        if not 0 <= seat < self.seats:
            raise refuse("no_seat")
        handler(self, action, sink)
        if self.phase in _DECIDER_PHASES:
            # _start_clock, written out for the common table without a clock
            if self.options.bedenkzeit is None:
                self.overdue = False
                self._timer = self._timer_spec = None
            else:
                self._start_clock()
        return events

    def _need(self, phases: tuple[str, ...], seat: int) -> None:
        """Refuse unless the game waits for ``seat`` in one of ``phases``."""
        phase = self.phase
        who = _DECIDER.get(phase)
        if who is None:
            raise refuse("not_now")
        if seat != who(self):
            raise refuse("not_challenged" if phase == ANSWER else "not_your_turn")
        if phase not in phases:
            raise refuse("not_now")

    # --- the turn
    def _on_reveal(self, action: Reveal, events: list[Event] | None) -> None:
        self._need((TURN, SUPER), action.seat)
        if not self.deck:
            raise refuse("deck_empty")
        self._reveal(action.seat, events)

    def _reveal(self, seat: int, events: list[Event] | None) -> None:
        """``seat`` reveals the top card (two players: looks at it)."""
        card = self.deck.pop()
        if self.two:
            self.peek = card
            self.phase = DISTRIBUTE
            if events is not None:
                events.append(CardLooked(seat, None))
                events.append(CardLooked(seat, card, audience=(seat,)))
            return
        if events is not None:
            events.append(CardRevealed(seat, card))
        if card >= KINDS:  # Meistermarkt: an Ahnenbrief or a Kobold
            if card == KOBOLD:
                meister.open_kobold(self, seat, events)
            else:
                meister.open_race(self, seat, card - LETTER, events)
            return
        self.auction = Auction(card, seat)
        if card == Creature.GOLDESEL:
            self.auction.payout = self._goldesel_payout(events)
        self._open_auction(events)

    def _goldesel_payout(self, events: list[Event] | None) -> int:
        amount = GOLDESEL_PAYOUTS[self.goldesel_seen]
        self.goldesel_seen += 1
        source = self.supply if self.two else self.bank
        i = DENOM_INDEX[amount]
        for seat in range(self.seats):
            source[i] -= 1
            self.hands[seat][i] += 1
            self.books[seat].add("payout", amount)
            self.stats[seat].payouts += amount
        if events is not None:
            events.append(GoldeselPayout(amount, self.goldesel_seen))
        return amount

    def _open_auction(self, events: list[Event] | None) -> None:
        assert self.auction is not None
        self.phase = AUCTION
        a = self.auction
        a.high, a.bidder = 0, None
        self._set_timer(FIRST_COUNTDOWN, "auction")
        if events is not None:
            events.append(AuctionOpened(a.card, a.auctioneer, tuple(a.excluded), FIRST_COUNTDOWN))

    def _on_challenge(self, action: Challenge, events: list[Event] | None) -> None:
        self._need((TURN,), action.seat)
        seat, opp, kind = action.seat, action.opponent, action.kind
        if not 0 <= opp < self.seats:
            raise refuse("no_seat")
        if kind == KOBOLD_TRADE and self.meister:
            if opp == seat:
                raise refuse("trade_self")
            if not self.can_trade(seat, opp, kind):
                raise refuse("kobold_trade_missing")
            # who gives his Kobolde away is known only after the offers
            self.trade = Trade(seat, opp, kind, 0)
            self.phase = OFFER
            if events is not None:
                events.append(ChallengeMade(seat, opp, kind, 0, 1))
            return
        if not 0 <= kind < KINDS:
            raise refuse("no_kind")
        if opp == seat:
            raise refuse("trade_self")
        if self.creatures[seat][kind] == 4 or self.creatures[opp][kind] == 4:
            raise refuse("trade_kind_complete")
        if not self.can_trade(seat, opp, kind):
            raise refuse("trade_kind_missing")
        both_two = self.creatures[seat][kind] == 2 and self.creatures[opp][kind] == 2
        self.trade = Trade(seat, opp, kind, 2 if both_two else 1)
        self.phase = OFFER
        if events is not None:
            events.append(ChallengeMade(seat, opp, kind, self.trade.stake, 1))

    # --- the auction
    def _on_bid(self, action: Bid, events: list[Event] | None) -> None:
        if self.phase != AUCTION or self.auction is None:
            # the card is still on the stage during Vorkauf and payment
            raise refuse("auction_closed" if self.auction is not None else "no_auction")
        a = self.auction
        if action.seat == a.auctioneer:
            raise refuse("auctioneer_cannot_bid")
        if action.seat in a.excluded:
            raise refuse("pleite_excluded")
        if action.amount < 10:
            raise refuse("bid_minimum")
        if action.amount % 10:
            raise refuse("bid_step")
        if action.amount <= a.high:
            raise refuse("bid_not_higher", high=a.high)
        a.high, a.bidder = action.amount, action.seat
        if events is not None:
            events.append(BidPlaced(action.seat, action.amount))
        self._set_timer(self.options.tempo.seconds, "auction")

    def _close_auction(self, events: list[Event] | None) -> None:
        a = self.auction
        assert a is not None
        if events is not None:
            events.append(AuctionClosed(a.card, a.auctioneer, a.bidder, a.high))
        if a.bidder is None:
            self._give_card(a.auctioneer, a.card, "free", events)
            self.auction = None
            self._finish_turn(events)
        else:
            self.phase = VORKAUF

    def _on_sell(self, action: Sell, events: list[Event] | None) -> None:
        if self.phase == BRIEF_VORKAUF:
            meister.letter_vorkauf(self, action.seat, False, events)
            return
        self._need((VORKAUF,), action.seat)
        a = self.auction
        assert a is not None and a.bidder is not None
        if events is not None:
            events.append(VorkaufDecided(a.auctioneer, False))
        bidder = a.bidder
        hand = self.hands[bidder]
        if total(hand) < a.high:
            shown = money.values_of(hand)
            if events is not None:
                events.append(Pleite(bidder, shown))
            self.books[bidder].shown(total(hand))
            a.excluded.append(bidder)
            a.pleiten.append((bidder, shown))
            self._open_auction(events)
            return
        self.payment = Payment(bidder, a.auctioneer, a.high, a.card, bidder, "sold")
        self.phase = PAY

    def _on_buy_self(self, action: BuySelf, events: list[Event] | None) -> None:
        if self.phase == BRIEF_VORKAUF:
            meister.letter_vorkauf(self, action.seat, True, events)
            return
        self._need((VORKAUF,), action.seat)
        a = self.auction
        assert a is not None and a.bidder is not None
        if total(self.hands[action.seat]) < a.high:
            raise refuse("buy_self_money", amount=a.high)
        if events is not None:
            events.append(VorkaufDecided(a.auctioneer, True))
        self.payment = Payment(a.auctioneer, a.bidder, a.high, a.card, a.auctioneer, "bought")
        self.phase = PAY

    def _cards_of(self, seat: int, values: tuple[int, ...]) -> list[int]:
        counts = money.counts_from_values(values)
        if counts is None or not money.holds(self.hands[seat], counts):
            raise refuse("cards_not_held")
        return counts

    def _on_pay(self, action: Pay, events: list[Event] | None) -> None:
        if self.phase == BRIEF_PAY:
            meister.pay_letter(self, action, events)
            return
        self._need((PAY,), action.seat)
        p = self.payment
        assert p is not None
        counts = self._cards_of(action.seat, action.cards)
        paid = total(counts)
        if paid < p.amount:
            raise refuse("pay_too_little", paid=paid, amount=p.amount)
        if not money.is_minimal_payment(counts, p.amount):
            raise refuse("pay_not_minimal")
        money.remove(self.hands[p.payer], counts)
        money.add(self.hands[p.receiver], counts)
        if events is not None:
            pair = (p.payer, p.receiver) if p.payer < p.receiver else (p.receiver, p.payer)
            events.append(PaymentMade(p.payer, p.receiver, p.amount, sum(counts)))
            events.append(PaymentCards(p.payer, p.receiver, values_of(counts), audience=pair))
        self.books[p.payer].add("paid", -p.amount)
        self.books[p.receiver].add("received", p.amount)
        self.stats[p.payer].purchase(p.card, p.amount)
        self.stats[p.receiver].income += p.amount
        self.payment = None
        self.auction = None
        self._give_card(p.owner, p.card, p.how, events)
        self._finish_turn(events)

    # --- trading
    def _on_offer(self, action: Offer, events: list[Event] | None) -> None:
        self._need((OFFER,), action.seat)
        tr = self.trade
        assert tr is not None
        counts = self._cards_of(action.seat, action.cards)
        if any(self.hands[action.seat]) and not any(counts):
            raise refuse("offer_needs_card")
        money.remove(self.hands[action.seat], counts)
        tr.offer = counts
        self.phase = ANSWER
        if events is not None:
            events.append(OfferLaid(action.seat, sum(counts), False))

    def _on_accept(self, action: Accept, events: list[Event] | None) -> None:
        self._need((ANSWER,), action.seat)
        tr = self.trade
        assert tr is not None and tr.offer is not None
        money.add(self.hands[tr.opponent], tr.offer)
        if tr.kind == KOBOLD_TRADE:
            # reversed: the challenger's offer stands as the higher one, so
            # he gives his Kobolde away and the opponent takes the money
            self._give_kobolde(tr.challenger, tr.opponent, events)
        else:
            self._move_creatures(tr.opponent, tr.challenger, tr.kind, tr.stake, events)
        if events is not None:
            events.append(TradeAccepted(tr.challenger, tr.opponent, tr.kind, tr.stake))
        self._settle_trade(tr.challenger, tr.opponent, tr.offer, None, events)

    def _on_counter(self, action: Counter, events: list[Event] | None) -> None:
        self._need((ANSWER,), action.seat)
        tr = self.trade
        assert tr is not None and tr.offer is not None
        counts = self._cards_of(action.seat, action.cards)
        money.remove(self.hands[action.seat], counts)
        tr.counter = counts
        if events is not None:
            events.append(OfferLaid(action.seat, sum(counts), True))
        mine, theirs = total(tr.offer), total(counts)
        if mine == theirs and tr.round == 1:
            if events is not None:
                events.append(TradeRevealed(tr.challenger, tr.opponent, tr.kind, tr.stake,
                                            sum(tr.offer), sum(counts), None, tr.round))
                events.append(self._trade_amounts(tr, counts))
            money.add(self.hands[tr.challenger], tr.offer)
            money.add(self.hands[tr.opponent], counts)
            tr.offer, tr.counter, tr.round = None, None, 2
            self.phase = OFFER
            if events is not None:
                events.append(ChallengeMade(tr.challenger, tr.opponent, tr.kind, tr.stake, 2))
            return
        winner = tr.challenger if mine >= theirs else tr.opponent
        loser = tr.opponent if winner == tr.challenger else tr.challenger
        if tr.kind == KOBOLD_TRADE:
            tr.stake = self.kobolde[winner]  # the higher offer gives away all its Kobolde
        if events is not None:
            events.append(TradeRevealed(tr.challenger, tr.opponent, tr.kind, tr.stake,
                                        sum(tr.offer), sum(counts), winner, tr.round))
            events.append(self._trade_amounts(tr, counts))
        money.add(self.hands[tr.challenger], counts)
        money.add(self.hands[tr.opponent], tr.offer)
        if tr.kind == KOBOLD_TRADE:
            self._give_kobolde(winner, loser, events)
        else:
            self._move_creatures(loser, winner, tr.kind, tr.stake, events)
        self._settle_trade(winner, loser, tr.offer if winner == tr.challenger else counts,
                           counts, events)

    @staticmethod
    def _trade_amounts(tr: Trade, counts: list[int]) -> TradeAmounts:
        """Both offers' cards, for the two traders only."""
        assert tr.offer is not None
        c, o = tr.challenger, tr.opponent
        return TradeAmounts(c, o, values_of(tr.offer), values_of(counts),
                            audience=(c, o) if c < o else (o, c))

    def _settle_trade(self, winner: int, loser: int, winner_offer: list[int],
                      counter: list[int] | None, events: list[Event] | None) -> None:
        tr = self.trade
        assert tr is not None and tr.offer is not None
        self.stats[winner].trades_won += 1
        self.stats[loser].trades_lost += 1
        if tr.kind < KINDS:
            self.stats[winner].spent_by_kind[tr.kind] += total(winner_offer)
        self.books[tr.challenger].inexact = True
        self.books[tr.opponent].inexact = True
        self.last_trade = TradeOutcome(tr.challenger, tr.opponent, tr.kind, tr.stake,
                                       sum(tr.offer), None if counter is None else sum(counter),
                                       winner)
        self.trade = None
        if self._check_end(events):
            return
        if self.options.superhandel:
            self.phase = SUPER
        else:
            self._finish_turn(events)

    def _give_kobolde(self, giver: int, taker: int, events: list[Event] | None) -> None:
        """A Kobold trade: ``giver`` gives all his Kobolde to ``taker``."""
        tr = self.trade
        n = self.kobolde[giver]
        if tr is not None:
            tr.stake = n
        self.kobolde[giver] = 0
        self.kobolde[taker] += n
        if events is not None:
            events.append(KoboldsGiven(giver, taker, n))

    def _move_creatures(self, giver: int, taker: int, kind: int, n: int,
                        events: list[Event] | None) -> None:
        self.creatures[giver][kind] -= n
        self.creatures[taker][kind] += n
        if events is not None:
            for _ in range(n):
                events.append(CardTaken(taker, kind, "traded"))

    def _on_end_turn(self, action: EndTurn, events: list[Event] | None) -> None:
        self._need((SUPER,), action.seat)
        if events is not None:
            events.append(TurnEnded(action.seat))
        self._finish_turn(events)

    # --- two players: distributing
    def _on_keep_or_give(self, action: Keep | Give, events: list[Event] | None) -> None:
        self._need((DISTRIBUTE,), action.seat)
        seat, other = action.seat, 1 - action.seat
        card = self.peek
        assert card is not None
        self.peek = None
        keep = isinstance(action, Keep)
        first, second = (seat, other) if keep else (other, seat)
        self._deal_card(first, card, seen_by=seat, kept=keep, events=events)
        if self.deck and (self.meister or not self._all_complete()):
            self._deal_card(second, self.deck.pop(), seen_by=None, kept=keep, events=events)
        self._finish_turn(events)

    def _deal_card(self, receiver: int, card: int, seen_by: int | None, kept: bool,
                   events: list[Event] | None) -> None:
        if is_money(card):
            value = money_value(card)
            self.hands[receiver][DENOM_INDEX[value]] += 1
            self.deck_money -= 1
            self.books[receiver].inexact = True
            if seen_by is not None and seen_by != receiver:
                self.seen_given[seen_by].append(value)
            knowers = tuple(sorted({receiver} | ({seen_by} if seen_by is not None else set())))
            if events is not None:
                events.append(CardDealt(receiver, None, kept))
                events.append(CardDealt(receiver, card, kept, audience=knowers))
            return
        if events is not None:
            events.append(CardDealt(receiver, card, kept))
        if card >= KINDS:  # two players, Meistermarkt: no race, no round
            if card == KOBOLD:
                self.kobolde[receiver] += 1
            else:
                self.letters[receiver][card - LETTER] = 1
            return
        self._give_card(receiver, card, "dealt", events)

    # --- cards, turns and the end
    def _give_card(self, seat: int, card: int, how: str, events: list[Event] | None) -> None:
        self.creatures[seat][card] += 1
        if events is not None:
            events.append(CardTaken(seat, card, how))
        if how == "dealt" and card == Creature.GOLDESEL:
            self._goldesel_payout(events)

    def _all_complete(self) -> bool:
        # zip(*creatures) gives each kind's counts across the seats; every
        # kind must have a 4 somewhere (map and contains keep it in C).
        return all(map(contains, zip(*self.creatures, strict=True), _FOURS))

    def _check_end(self, events: list[Event] | None) -> bool:
        if self.phase != OVER and self._all_complete() and (
                not self.meister or (not self.deck and KOBOLDE in self.kobolde)):
            # Meistermarkt: the deck is empty and the Kobolde lie together too
            self._game_over("vierer", events)
        return self.phase == OVER

    def _game_over(self, reason: str, events: list[Event] | None) -> None:
        self.phase = OVER
        self.over_reason = reason
        self.auction = self.payment = self.trade = None
        self.race = self.kobold = None
        self._clear_timer()
        if events is not None:
            events.append(GameOver(reason))

    def _finish_turn(self, events: list[Event] | None) -> None:
        """The turn is done: check the end, count it, and start the next."""
        if self._check_end(events):
            return
        self.turns += 1
        if self.turns >= TURN_CAP:
            self._game_over("cap", events)
            return
        self.turn_seat = (self.turn_seat + 1) % self.seats
        self._start_turn(events)

    def _start_turn(self, events: list[Event] | None) -> None:
        self.skipped = []
        while True:
            seat = self.turn_seat
            if self.deck or self.challenges(seat):
                break
            self.skipped.append(seat)
            if events is not None:
                events.append(TurnSkipped(seat, "no_trade"))
            self.turns += 1
            if self.turns >= TURN_CAP:
                self._game_over("cap", events)
                return
            self.turn_seat = (seat + 1) % self.seats
        self.phase = TURN
        if events is not None:
            events.append(TurnStarted(self.turn_seat, self.turns + 1))

    # --- countdowns
    def _set_timer(self, seconds: float, kind: str, seat: int | None = None) -> None:
        self.token += 1
        self._timer = None
        self._timer_spec = (seconds, kind, () if seat is None else (seat,))

    def _clear_timer(self) -> None:
        self._timer = self._timer_spec = None

    def _start_clock(self) -> None:
        """A new decision: the Bedenkzeit starts (if the table has a clock)."""
        self.overdue = False
        seconds = self.options.bedenkzeit
        if seconds is None:
            self._clear_timer()
        else:
            self._set_timer(float(seconds), "bedenkzeit", self.decider())

    def _on_timeout(self, action: Timeout, events: list[Event] | None) -> bool:
        """Handle an expiry; True when it ended a step (a new decision opens)."""
        spec = self._timer_spec  # the running timer's token is self.token
        if spec is None or action.token != self.token:
            raise refuse("timer_stale")
        _, kind, seats = spec
        seat = seats[0] if seats else None
        if kind == "auction":
            self._close_auction(events)
            return True
        if kind == MEINS:
            return meister.meins_tick(self, events)
        assert seat is not None
        if kind == "bedenkzeit":
            self._set_timer(NACHFRIST, "nachfrist", seat)
            if events is not None:
                events.append(NachfristStarted(seat, NACHFRIST))
        else:
            self._clear_timer()
            self.overdue = True
            if events is not None:
                events.append(TimeUp(seat))
        return False

    _HANDLERS: dict[type, Callable[[State, Any, list[Event] | None], None]] = {
        Reveal: _on_reveal,
        Challenge: _on_challenge,
        Offer: _on_offer,
        Accept: _on_accept,
        Counter: _on_counter,
        Bid: _on_bid,
        Sell: _on_sell,
        BuySelf: _on_buy_self,
        Pay: _on_pay,
        Keep: _on_keep_or_give,
        Give: _on_keep_or_give,
        EndTurn: _on_end_turn,
        Meins: meister.on_meins,
        TakeKobold: meister.on_take_kobold,
        LayCard: meister.on_lay_card,
    }

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
        other.payment = None if self.payment is None else Payment(
            self.payment.payer, self.payment.receiver, self.payment.amount, self.payment.card,
            self.payment.owner, self.payment.how)
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
