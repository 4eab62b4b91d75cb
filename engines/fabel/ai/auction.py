"""The heuristic computer players in the auction: how high to bid, the bid
to make now, Verkaufen or Selbst kaufen, and the payment."""

from __future__ import annotations

import random

from engines.fabel.actions import Bid, BuySelf, Pay, Sell
from engines.fabel.ai.profiles import Profile
from engines.fabel.ai.valuation import (
    cheapest_cards,
    hand_counts,
    moved,
    outlook_of,
    payment_cost,
    utility,
)
from engines.fabel.cards import total
from engines.fabel.view import FabelView


def bid_limit(view: FabelView, profile: Profile, *, exact: bool = False,
              rng: random.Random | None = None) -> int:
    """The highest bid the reader would make for the card on the stage, in
    Taler (0: none). Compares owning the card at price ``p`` (paying what the
    hand really costs, no change) with the best other bidder owning it at
    ``p``. ``exact`` drops the profile's factor and noise."""
    assert view.reader is not None and view.auction is not None and view.hand is not None
    me, a = view.reader, view.auction
    o = outlook_of(view)
    judge = profile.judge
    hand = view.hand
    others = [s for s in range(view.seats)
              if s not in (me, a.auctioneer) and s not in a.excluded]
    ceiling = total(hand_counts(hand))
    if ceiling <= 0:
        return 0
    if a.auctioneer == me:
        return 0

    # Who wants the card most does not depend on the price: rank once.
    gains = {s: utility(moved(o, a.card, s), s, judge) for s in others}
    ranked = sorted(others, key=lambda s: (-gains[s], s))

    def rival_for(price: int) -> int:
        for s in ranked:
            if not profile.kassenbuch or o.money[s] >= price:
                return s
        return a.auctioneer

    def worth(price: int) -> float:
        cost = payment_cost(hand, price)
        if cost is None:
            return -1.0
        mine = utility(moved(o, a.card, me, pay=(me, a.auctioneer, float(cost))), me, judge)
        rival = rival_for(price)
        if rival == a.auctioneer:
            theirs = utility(moved(o, a.card, rival), me, judge)
        else:
            theirs = utility(moved(o, a.card, rival, pay=(rival, a.auctioneer, float(price))),
                             me, judge)
        return mine - theirs

    lo, hi = 0, ceiling // 10
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if worth(mid * 10) >= 0:
            lo = mid
        else:
            hi = mid - 1
    limit = lo * 10.0
    if not exact:
        limit *= profile.bid_factor
        if rng is not None and profile.bid_noise:
            limit *= 1.0 + rng.uniform(-profile.bid_noise, profile.bid_noise)
    return int(min(limit, ceiling))


def choose_bid(view: FabelView, profile: Profile, limit: int) -> Bid | None:
    """The bid to make now under ``limit``, or None to stay silent."""
    assert view.reader is not None and view.auction is not None and view.hand is not None
    a = view.auction
    if a.bidder == view.reader:
        return None
    amount = max(10, a.high + 10)
    cost = payment_cost(view.hand, amount)
    if cost is None:
        return None
    if profile.overpay_guard and cost > amount:
        # Any bid up to what the cards cost anyway is paid the same: bid that.
        amount = cost
    if amount > limit:
        return None
    return Bid(view.reader, amount)


def vorkauf(view: FabelView, profile: Profile) -> Sell | BuySelf:
    """Verkaufen or Selbst kaufen."""
    assert view.reader is not None and view.auction is not None and view.hand is not None
    me, a = view.reader, view.auction
    assert a.bidder is not None
    cost = payment_cost(view.hand, a.high)
    if cost is None:
        return Sell(me)
    o = outlook_of(view)
    bidder = a.bidder
    if profile.vorkauf_denial and view.players[bidder].creatures[a.card] == 3:
        # He would complete his Vierer: keep the card.
        return BuySelf(me)
    if profile.kassenbuch and o.money[bidder] < a.high and \
            not view.players[bidder].estimate_inexact:
        # The Kassenbuch says he cannot pay: selling ends in his Pleite and a new auction.
        return Sell(me)
    judge = profile.judge
    buy = utility(moved(o, a.card, me, pay=(me, bidder, float(cost))), me, judge)
    sell = utility(moved(o, a.card, bidder, pay=(bidder, me, float(a.high))), me, judge)
    if profile.name == "leicht":
        buy -= 0.3 * abs(buy)
    return BuySelf(me) if buy > sell else Sell(me)


def pay(view: FabelView) -> Pay:
    """The cheapest minimal payment (fewest cards among equal sums)."""
    assert view.reader is not None and view.payment is not None and view.hand is not None
    cards = cheapest_cards(view.hand, view.payment.amount)
    assert cards is not None, "the engine only asks a payer who can pay"
    return Pay(view.reader, cards)

