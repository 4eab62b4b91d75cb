"""The auction of Speedfabel on a state: revealing the top card, the bids
until the countdown ends, the Vorkaufsrecht (Verkaufen or Selbst kaufen),
a Pleite, and the payment without change.

A revealed Ahnenbrief or Kobold opens the Meistermarkt's race or round
instead (:mod:`.meister`), and the next card is revealed here when a Kobold
round ends; at two players the top card is only looked at (:mod:`.deal`).
This module calls :mod:`.meister`, never the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engines.core import Event
from engines.fabel import flow, meister, money
from engines.fabel.actions import Bid, BuySelf, Pay, Reveal, Sell, TakeKobold
from engines.fabel.cards import KINDS, KOBOLD, LETTER, Creature, total, values_of
from engines.fabel.errors import refuse
from engines.fabel.events import (
    AuctionClosed,
    AuctionOpened,
    BidPlaced,
    CardLooked,
    CardRevealed,
    PaymentCards,
    PaymentMade,
    Pleite,
    VorkaufDecided,
)
from engines.fabel.options import FIRST_COUNTDOWN
from engines.fabel.phases import (
    AUCTION,
    BRIEF_PAY,
    BRIEF_VORKAUF,
    DISTRIBUTE,
    PAY,
    SUPER,
    TURN,
    VORKAUF,
)

if TYPE_CHECKING:
    from engines.fabel.state import State


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

    def copy(self) -> Payment:
        """An independent copy."""
        return Payment(self.payer, self.receiver, self.amount, self.card, self.owner, self.how)


# --- revealing
def on_reveal(state: State, action: Reveal, events: list[Event] | None) -> None:
    """Versteigern: the player on turn reveals the top card."""
    flow.need(state, (TURN, SUPER), action.seat)
    if not state.deck:
        raise refuse("deck_empty")
    reveal(state, action.seat, events)


def reveal(state: State, seat: int, events: list[Event] | None) -> None:
    """``seat`` reveals the top card (two players: looks at it)."""
    card = state.deck.pop()
    if state.two:
        state.peek = card
        state.phase = DISTRIBUTE
        if events is not None:
            events.append(CardLooked(seat, None))
            events.append(CardLooked(seat, card, audience=(seat,)))
        return
    if events is not None:
        events.append(CardRevealed(seat, card))
    if card >= KINDS:  # Meistermarkt: an Ahnenbrief or a Kobold
        if card == KOBOLD:
            meister.open_kobold(state, seat, events)
        else:
            meister.open_race(state, seat, card - LETTER, events)
        return
    state.auction = Auction(card, seat)
    if card == Creature.GOLDESEL:
        state.auction.payout = flow.goldesel_payout(state, events)
    open_auction(state, events)



def on_take_kobold(state: State, action: TakeKobold, events: list[Event] | None) -> None:
    """Meistermarkt: the Kobold round ends (:func:`.meister.take_kobold`);
    its auctioneer reveals the next card at once (with an empty deck the
    turn ends)."""
    auctioneer = meister.take_kobold(state, action, events)
    if state.deck:
        reveal(state, auctioneer, events)
    else:
        flow.finish_turn(state, events)


# --- the bidding
def open_auction(state: State, events: list[Event] | None) -> None:
    """The bidding for the card on the stage starts (again, after a Pleite)."""
    assert state.auction is not None
    state.phase = AUCTION
    a = state.auction
    a.high, a.bidder = 0, None
    flow.set_timer(state, FIRST_COUNTDOWN, "auction")
    if events is not None:
        events.append(AuctionOpened(a.card, a.auctioneer, tuple(a.excluded), FIRST_COUNTDOWN))


def on_bid(state: State, action: Bid, events: list[Event] | None) -> None:
    """A higher bid; the countdown starts again."""
    a = state.auction
    if state.phase != AUCTION or a is None:
        # the card is still on the stage during Vorkauf and payment
        raise refuse("auction_closed" if a is not None else "no_auction")
    seat, amount = action.seat, action.amount
    if seat == a.auctioneer:
        raise refuse("auctioneer_cannot_bid")
    if seat in a.excluded:
        raise refuse("pleite_excluded")
    if amount < 10:
        raise refuse("bid_minimum")
    if amount % 10:
        raise refuse("bid_step")
    if amount <= a.high:
        raise refuse("bid_not_higher", high=a.high)
    a.high, a.bidder = amount, seat
    if events is not None:
        events.append(BidPlaced(seat, amount))
    flow.set_timer(state, state.options.tempo.seconds, "auction")


def close_auction(state: State, events: list[Event] | None) -> None:
    """The countdown ran out: without a bid the auctioneer gets the card
    free, else the Vorkaufsrecht follows."""
    a = state.auction
    assert a is not None
    if events is not None:
        events.append(AuctionClosed(a.card, a.auctioneer, a.bidder, a.high))
    if a.bidder is None:
        flow.give_card(state, a.auctioneer, a.card, "free", events)
        state.auction = None
        flow.finish_turn(state, events)
    else:
        state.phase = VORKAUF


# --- the Vorkaufsrecht
def _vorkauf(state: State, seat: int, keep: bool, events: list[Event] | None) -> Auction | None:
    """The auction whose Vorkauf ``seat`` decides now, or None when it was an
    Ahnenbrief's (:func:`.meister.letter_vorkauf` has taken it)."""
    if state.phase == BRIEF_VORKAUF:
        meister.letter_vorkauf(state, seat, keep, events)
        return None
    flow.need(state, (VORKAUF,), seat)
    assert state.auction is not None
    return state.auction


def on_sell(state: State, action: Sell, events: list[Event] | None) -> None:
    """Verkaufen: the highest bidder pays, or his Pleite opens the bidding again."""
    a = _vorkauf(state, action.seat, False, events)
    if a is None:
        return
    bidder = a.bidder
    assert bidder is not None
    if events is not None:
        events.append(VorkaufDecided(a.auctioneer, False))
    hand = state.hands[bidder]
    if total(hand) < a.high:
        shown = money.values_of(hand)
        if events is not None:
            events.append(Pleite(bidder, shown))
        state.books[bidder].shown(total(hand))
        a.excluded.append(bidder)
        a.pleiten.append((bidder, shown))
        open_auction(state, events)
        return
    state.payment = Payment(bidder, a.auctioneer, a.high, a.card, bidder, "sold")
    state.phase = PAY


def on_buy_self(state: State, action: BuySelf, events: list[Event] | None) -> None:
    """Selbst kaufen: the auctioneer pays the highest bid to the bidder."""
    a = _vorkauf(state, action.seat, True, events)
    if a is None:
        return
    assert a.bidder is not None
    if total(state.hands[action.seat]) < a.high:
        raise refuse("buy_self_money", amount=a.high)
    if events is not None:
        events.append(VorkaufDecided(a.auctioneer, True))
    state.payment = Payment(a.auctioneer, a.bidder, a.high, a.card, a.auctioneer, "bought")
    state.phase = PAY


# --- paying
def on_pay(state: State, action: Pay, events: list[Event] | None) -> None:
    """The payer gives a minimal payment (no change); the card goes to its owner."""
    if state.phase == BRIEF_PAY:
        meister.pay_letter(state, action, events)
        return
    flow.need(state, (PAY,), action.seat)
    p = state.payment
    assert p is not None
    counts = flow.cards_of(state, action.seat, action.cards)
    paid = total(counts)
    if paid < p.amount:
        raise refuse("pay_too_little", paid=paid, amount=p.amount)
    if not money.is_minimal_payment(counts, p.amount):
        raise refuse("pay_not_minimal")
    money.remove(state.hands[p.payer], counts)
    money.add(state.hands[p.receiver], counts)
    if events is not None:
        pair = (p.payer, p.receiver) if p.payer < p.receiver else (p.receiver, p.payer)
        events.append(PaymentMade(p.payer, p.receiver, p.amount, sum(counts)))
        events.append(PaymentCards(p.payer, p.receiver, values_of(counts), audience=pair))
    state.books[p.payer].add("paid", -p.amount)
    state.books[p.receiver].add("received", p.amount)
    state.stats[p.payer].purchase(p.card, p.amount)
    state.stats[p.receiver].income += p.amount
    state.payment = None
    state.auction = None
    flow.give_card(state, p.owner, p.card, p.how, events)
    flow.finish_turn(state, events)
