"""The covered cash trade of Speedfabel on a state: the challenge, the
face-down offer, Annehmen or the counter-offer, the reveal (a first tie is
offered again), and the settling; in the Meistermarkt also the trade for the
Kobolde, whose loser is known only after the offers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.core import Event
from engines.fabel import flow, money
from engines.fabel.actions import Accept, Challenge, Counter, EndTurn, Offer
from engines.fabel.cards import KINDS, KOBOLD_TRADE, total, values_of
from engines.fabel.errors import refuse
from engines.fabel.events import (
    CardTaken,
    ChallengeMade,
    KoboldsGiven,
    OfferLaid,
    TradeAccepted,
    TradeAmounts,
    TradeRevealed,
    TurnEnded,
)
from engines.fabel.phases import ANSWER, OFFER, SUPER, TURN
from engines.fabel.slotinit import fast_slots_init

if TYPE_CHECKING:
    from engines.fabel.state import State


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


fast_slots_init(TradeOutcome)  # built after every trade


# --- the challenge
def on_challenge(state: State, action: Challenge, events: list[Event] | None) -> None:
    """Handeln: the player on turn challenges an opponent for a kind (or,
    Meistermarkt, for his Kobolde)."""
    flow.need(state, (TURN,), action.seat)
    seat, opp, kind = action.seat, action.opponent, action.kind
    if not 0 <= opp < state.seats:
        raise refuse("no_seat")
    if kind == KOBOLD_TRADE and state.meister:
        if opp == seat:
            raise refuse("trade_self")
        if not state.can_trade(seat, opp, kind):
            raise refuse("kobold_trade_missing")
        # who gives his Kobolde away is known only after the offers
        state.trade = Trade(seat, opp, kind, 0)
        state.phase = OFFER
        if events is not None:
            events.append(ChallengeMade(seat, opp, kind, 0, 1))
        return
    if not 0 <= kind < KINDS:
        raise refuse("no_kind")
    if opp == seat:
        raise refuse("trade_self")
    mine, theirs = state.creatures[seat][kind], state.creatures[opp][kind]
    if mine == 4 or theirs == 4:
        raise refuse("trade_kind_complete")
    if not (0 < mine < 4 and 0 < theirs < 4):  # state.can_trade for a creature kind
        raise refuse("trade_kind_missing")
    both_two = mine == 2 and theirs == 2
    state.trade = Trade(seat, opp, kind, 2 if both_two else 1)
    state.phase = OFFER
    if events is not None:
        events.append(ChallengeMade(seat, opp, kind, state.trade.stake, 1))


# --- the offers
def on_offer(state: State, action: Offer, events: list[Event] | None) -> None:
    """The challenger lays his offer face down (at least one card if he has any)."""
    flow.need(state, (OFFER,), action.seat)
    tr = state.trade
    assert tr is not None
    counts = flow.cards_of(state, action.seat, action.cards)
    if any(state.hands[action.seat]) and not any(counts):
        raise refuse("offer_needs_card")
    money.remove(state.hands[action.seat], counts)
    tr.offer = counts
    state.phase = ANSWER
    if events is not None:
        events.append(OfferLaid(action.seat, sum(counts), False))


def on_accept(state: State, action: Accept, events: list[Event] | None) -> None:
    """Annehmen: the opponent takes the offer and gives his cards at stake."""
    flow.need(state, (ANSWER,), action.seat)
    tr = state.trade
    assert tr is not None and tr.offer is not None
    money.add(state.hands[tr.opponent], tr.offer)
    if tr.kind == KOBOLD_TRADE:
        # reversed: the challenger's offer stands as the higher one, so
        # he gives his Kobolde away and the opponent takes the money
        give_kobolde(state, tr.challenger, tr.opponent, events)
    else:
        move_creatures(state, tr.opponent, tr.challenger, tr.kind, tr.stake, events)
    if events is not None:
        events.append(TradeAccepted(tr.challenger, tr.opponent, tr.kind, tr.stake))
    settle_trade(state, tr.challenger, tr.opponent, tr.offer, None, events)


def on_counter(state: State, action: Counter, events: list[Event] | None) -> None:
    """A counter-offer: both are revealed; the higher one wins, a first tie
    is offered again, a second goes to the challenger."""
    flow.need(state, (ANSWER,), action.seat)
    tr = state.trade
    assert tr is not None and tr.offer is not None
    counts = flow.cards_of(state, action.seat, action.cards)
    money.remove(state.hands[action.seat], counts)
    tr.counter = counts
    if events is not None:
        events.append(OfferLaid(action.seat, sum(counts), True))
    mine, theirs = total(tr.offer), total(counts)
    if mine == theirs and tr.round == 1:
        if events is not None:
            events.append(TradeRevealed(tr.challenger, tr.opponent, tr.kind, tr.stake,
                                        sum(tr.offer), sum(counts), None, tr.round))
            events.append(trade_amounts(tr, counts))
        money.add(state.hands[tr.challenger], tr.offer)
        money.add(state.hands[tr.opponent], counts)
        tr.offer, tr.counter, tr.round = None, None, 2
        state.phase = OFFER
        if events is not None:
            events.append(ChallengeMade(tr.challenger, tr.opponent, tr.kind, tr.stake, 2))
        return
    winner = tr.challenger if mine >= theirs else tr.opponent
    loser = tr.opponent if winner == tr.challenger else tr.challenger
    if tr.kind == KOBOLD_TRADE:
        tr.stake = state.kobolde[winner]  # the higher offer gives away all its Kobolde
    if events is not None:
        events.append(TradeRevealed(tr.challenger, tr.opponent, tr.kind, tr.stake,
                                    sum(tr.offer), sum(counts), winner, tr.round))
        events.append(trade_amounts(tr, counts))
    money.add(state.hands[tr.challenger], counts)
    money.add(state.hands[tr.opponent], tr.offer)
    if tr.kind == KOBOLD_TRADE:
        give_kobolde(state, winner, loser, events)
    else:
        move_creatures(state, loser, winner, tr.kind, tr.stake, events)
    settle_trade(state, winner, loser, tr.offer if winner == tr.challenger else counts,
                 counts, events)


def trade_amounts(tr: Trade, counts: list[int]) -> TradeAmounts:
    """Both offers' cards, for the two traders only."""
    assert tr.offer is not None
    c, o = tr.challenger, tr.opponent
    return TradeAmounts(c, o, values_of(tr.offer), values_of(counts),
                        audience=(c, o) if c < o else (o, c))


def settle_trade(state: State, winner: int, loser: int, winner_offer: list[int],
                 counter: list[int] | None, events: list[Event] | None) -> None:
    """The trade is done: the figures, the public outcome, and the turn goes on
    (Superhandel: the player on turn may still reveal)."""
    tr = state.trade
    assert tr is not None and tr.offer is not None
    state.stats[winner].trades_won += 1
    state.stats[loser].trades_lost += 1
    if tr.kind < KINDS:
        state.stats[winner].spent_by_kind[tr.kind] += total(winner_offer)
    state.books[tr.challenger].inexact = True
    state.books[tr.opponent].inexact = True
    state.last_trade = TradeOutcome(tr.challenger, tr.opponent, tr.kind, tr.stake,
                                    sum(tr.offer), None if counter is None else sum(counter),
                                    winner)
    state.trade = None
    if flow.check_end(state, events):
        return
    if state.options.superhandel:
        state.phase = SUPER
    else:
        flow.finish_turn(state, events)


def give_kobolde(state: State, giver: int, taker: int, events: list[Event] | None) -> None:
    """A Kobold trade: ``giver`` gives all his Kobolde to ``taker``."""
    tr = state.trade
    n = state.kobolde[giver]
    if tr is not None:
        tr.stake = n
    state.kobolde[giver] = 0
    state.kobolde[taker] += n
    if events is not None:
        events.append(KoboldsGiven(giver, taker, n))


def move_creatures(state: State, giver: int, taker: int, kind: int, n: int,
                   events: list[Event] | None) -> None:
    """``giver`` gives ``n`` creatures of ``kind`` to ``taker``."""
    state.creatures[giver][kind] -= n
    state.creatures[taker][kind] += n
    if events is not None:
        for _ in range(n):
            events.append(CardTaken(taker, kind, "traded"))


def on_end_turn(state: State, action: EndTurn, events: list[Event] | None) -> None:
    """Superhandel: the player on turn ends his turn after the trade."""
    flow.need(state, (SUPER,), action.seat)
    if events is not None:
        events.append(TurnEnded(action.seat))
    flow.finish_turn(state, events)
