"""Positions for the computer-player tests, built on a real game."""

from __future__ import annotations

from engines import fabel
from engines.fabel.cards import counts_of
from engines.fabel.state import ANSWER, AUCTION, OFFER, VORKAUF, Auction, State, Trade


def table(seats: int = 4, seed: int = 3) -> State:
    """A fresh game; tests then set holdings and money."""
    return fabel.new_game(seats, seed)


def set_money(state: State, seat: int, values: dict[int, int]) -> None:
    """Give ``seat`` exactly these money cards (value -> number)."""
    state.hands[seat] = counts_of(values)


def auction(state: State, card: int, auctioneer: int, high: int = 0,
            bidder: int | None = None) -> State:
    """Put ``card`` on the stage with this highest bid, bidding open."""
    state.auction = Auction(card, auctioneer, high, bidder)
    state.phase = AUCTION
    return state


def vorkauf(state: State, card: int, auctioneer: int, high: int, bidder: int) -> State:
    """The countdown is over: the auctioneer decides."""
    state.auction = Auction(card, auctioneer, high, bidder)
    state.phase = VORKAUF
    return state


def trade(state: State, challenger: int, opponent: int, kind: int,
          offer: dict[int, int] | None = None) -> State:
    """A challenge; with ``offer`` laid the opponent must answer."""
    mine, theirs = state.creatures[challenger][kind], state.creatures[opponent][kind]
    stake = 2 if mine == theirs == 2 else 1
    state.trade = Trade(challenger, opponent, kind, stake)
    state.turn_seat = challenger
    state.phase = OFFER
    if offer is not None:
        counts = counts_of(offer)
        for i, c in enumerate(counts):
            state.hands[challenger][i] -= c
            assert state.hands[challenger][i] >= 0
        state.trade.offer = counts
        state.phase = ANSWER
    return state
