"""The heuristic computer players: one policy, three profiles.

Every decision is computed from the reader's view with the valuation model
of :mod:`.valuation`; a :class:`Profile` says how carefully:

- Leicht bids cautiously (a fraction of the card's worth, no eye on the
  others), trades rarely and never bluffs.
- Normal values each card for its Vierer, reads the others' money from the
  Kassenbuch, never bids an amount it could only pay with a large overpay,
  buys per Vorkaufsrecht when the bidder would complete a Vierer, plans its
  covered offers against what their card count tells the opponent
  (:func:`count_offer`), and bluffs with zeros now and then.
- Stark uses the same model with sharper prices, weighs the leader more,
  pads its offers with zeros so their card count tells little, and on top of
  that searches (see :mod:`.search`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import Decision
from engines.fabel import money as fmoney
from engines.fabel.actions import (
    Accept,
    Bid,
    BuySelf,
    Challenge,
    Counter,
    EndTurn,
    Give,
    Keep,
    Offer,
    Pay,
    Reveal,
    Sell,
)
from engines.fabel.ai.determinize import OFFER, sample_hidden
from engines.fabel.ai.valuation import (
    Judge,
    Outlook,
    cheapest_cards,
    moved,
    nonzero_sums,
    offer_table,
    outlook_of,
    payment_cost,
    utility,
)
from engines.fabel.cards import (
    GOLDESEL_SUPPLY_TWO,
    KINDS,
    KLASSISCH_MONEY,
    KLASSISCH_START_TWO,
    MEISTER_MONEY,
    MEISTER_START_TWO,
    MONEY_CARD,
    counts_of,
    money_value,
    total,
)
from engines.fabel.view import FabelView


@dataclass(frozen=True, slots=True)
class Profile:
    """How one strength plays (see the module docstring)."""

    name: str
    judge: Judge
    bid_factor: float
    bid_noise: float
    overpay_guard: bool
    kassenbuch: bool
    vorkauf_denial: bool
    trade_gate: float      # chance to consider a trade while the deck is not empty
    trade_margin: float    # points a trade must promise before it beats revealing
    bluff: float           # chance of a zero bluff when offering
    pad_zeros: bool        # lay zeros beside a real offer to hide its size
    samples: int           # guesses of hidden money for trade answers
    count_offers: bool = False  # offers planned against what the card count tells


LEICHT = Profile("leicht", Judge(rate_scale=1.5, rival=0.0), bid_factor=0.45, bid_noise=0.1,
                 overpay_guard=False, kassenbuch=False, vorkauf_denial=False,
                 trade_gate=0.08, trade_margin=120.0, bluff=0.0, pad_zeros=False, samples=4)
# Normal's Taler are worth 3.0 (was 2.5): it keeps money for the trades after
# the deck is empty instead of entering them poor (docs/BENCHMARKS.md).
NORMAL = Profile("normal", Judge(rate_scale=3.0, rival=0.6, leader=0.5), bid_factor=1.0,
                 bid_noise=0.08, overpay_guard=True, kassenbuch=True, vorkauf_denial=True,
                 trade_gate=1.0, trade_margin=25.0, bluff=0.08, pad_zeros=False, samples=12,
                 count_offers=True)
STARK = Profile("stark", Judge(rate_scale=2.5, rival=0.3, leader=0.6), bid_factor=1.3,
                bid_noise=0.03, overpay_guard=True, kassenbuch=True, vorkauf_denial=True,
                trade_gate=1.0, trade_margin=15.0, bluff=0.05, pad_zeros=True, samples=24)

PROFILES = {p.name: p for p in (LEICHT, NORMAL, STARK)}


def money_slope(o: Outlook, me: int, other: int | None, judge: Judge) -> float:
    """Points ``me`` gains per Taler moving from ``other`` (None: from nowhere)
    to ``me``, measured on the outlook."""
    step = 50.0
    after = o.copy()
    after.money[me] += step
    if other is not None:
        after.money[other] -= step
    return (utility(after, me, judge) - utility(o, me, judge)) / step


# ----------------------------------------------------------------- auctions
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
    ceiling = total(_counts(hand))
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


# ------------------------------------------------------------------- trades
@dataclass(frozen=True, slots=True)
class TradeOutlook:
    """Utilities of the two ends of a trade for ``me`` (money left out) and
    the worth of a Taler moving between the two traders."""

    win: float
    lose: float
    slope: float


def trade_outlook(o: Outlook, me: int, other: int, kind: int, stake: int,
                  judge: Judge) -> TradeOutlook:
    """What winning (``other``'s stake comes to ``me``) and losing (``me``'s
    stake goes to ``other``) are worth to ``me``."""
    win = utility(moved(o, kind, me, stake, frm=other), me, judge)
    lose = utility(moved(o, kind, other, stake, frm=me), me, judge)
    return TradeOutlook(win, lose, money_slope(o, me, other, judge))


def stake_of(view: FabelView, a: int, b: int, kind: int) -> int:
    """Cards at stake when ``a`` and ``b`` trade for ``kind``."""
    ca, cb = view.players[a].creatures[kind], view.players[b].creatures[kind]
    return 2 if ca == 2 and cb == 2 else 1


def _opponent_reserve(o: Outlook, opp: int, me: int, kind: int, stake: int,
                      judge: Judge) -> float:
    """The most ``opp`` would lay against ``me`` in Taler, by his worth of the
    trade and the Kassenbuch."""
    t = trade_outlook(o, opp, me, kind, stake, judge)
    slope = max(t.slope, 1e-6)
    return max(0.0, min((t.win - t.lose) / slope, o.money[opp]))


def offer_value(t: TradeOutlook, amount: int, reserve: float) -> float:
    """Expected utility of offering ``amount`` against an opponent who would
    lay up to ``reserve`` (he accepts a higher offer, else outbids it)."""
    if amount > reserve:
        return t.win - t.slope * amount
    counter = min(reserve, amount + 20.0)
    return t.lose + t.slope * (counter - amount)


def plan_offer(view: FabelView, profile: Profile, opp: int, kind: int,
               rng: random.Random) -> tuple[float, int]:
    """The best offer amount against ``opp`` for ``kind`` and its expected
    utility gain over doing nothing."""
    assert view.reader is not None and view.hand is not None
    me = view.reader
    o = outlook_of(view)
    judge = profile.judge
    stake = view.trade.stake if view.trade is not None else stake_of(view, me, opp, kind)
    t = trade_outlook(o, me, opp, kind, stake, judge)
    base = utility(o, me, judge)
    reserve = _opponent_reserve(o, opp, me, kind, stake, judge)
    if not profile.kassenbuch:
        reserve = max(reserve, 0.5 * o.money[me])
    spreads = (0.6, 0.85, 1.0, 1.2, 1.5)
    amounts = sorted(offer_table(view.hand))
    best_amount, best = 0, float("-inf")
    for amount in amounts:
        value = sum(offer_value(t, amount, reserve * f) for f in spreads) / len(spreads)
        if value > best:
            best_amount, best = amount, value
    return best - base, best_amount


def offer_cards(view: FabelView, profile: Profile, amount: int,
                rng: random.Random) -> tuple[int, ...]:
    """Money cards for an offer of about ``amount`` (at least one card if the
    hand has any): the cheapest set reaching it, zeros beside it when the
    profile hides its offers, or a bluff of zeros."""
    assert view.hand is not None
    counts = _counts(view.hand)
    if not any(counts):
        return ()
    zeros = counts[0]
    if profile.bluff and zeros and rng.random() < profile.bluff:
        return tuple([0] * rng.randint(1, zeros)) if profile.pad_zeros else (0,) * zeros
    if amount <= 0:
        if zeros:
            return (0,)
        low = min(v for v in view.hand)
        return (low,)
    cheapest = cheapest_cards(view.hand, amount)
    chosen = None if cheapest is None else _counts(cheapest)
    if chosen is None:
        chosen = list(counts)
        chosen[0] = 0
    if profile.pad_zeros and zeros:
        chosen = list(chosen)
        chosen[0] = rng.randint(0, zeros)
    if not any(chosen):
        chosen = list(chosen)
        chosen[0] = max(1, chosen[0]) if zeros else 0
    return fmoney.values_of(chosen)


#: How the opponent may read the card count of a covered offer: as this
#: share of the challenger's average money card (by the public Kassenbuch).
COUNT_READINGS = (0.5, 1.0, 1.5)
#: The plainest reading besides those: every card a ten (the smallest card
#: that is not a zero). Without it Normal trusted a rich-looking count too
#: far and gave cards away for a small counter (docs/BENCHMARKS.md).
TEN_READING = 10.0


def count_readings(average: float) -> list[float]:
    """Taler per card an opponent may read into a covered offer whose
    challenger's average money card is ``average``."""
    return [TEN_READING] + [share * average for share in COUNT_READINGS]


def count_offer(view: FabelView, profile: Profile) -> tuple[tuple[int, ...], float]:
    """The challenger's offer planned against what its card count tells, and
    its expected utility.

    The opponent sees only how many cards lie there. He is taken to read
    ``c`` cards as ``c`` times the challenger's average money card (the
    Kassenbuch estimate over the card count; a few readings around it, and
    the plain one of a ten a card), and to lay the next ten above that
    reading when the trade is worth that much to him (his reserve, as in
    :func:`plan_offer`), else to accept. Every
    card set the hand can lay (zeros included, they add to the count) is
    scored against those answers; the best one is laid. So a few large cards
    that look small win cheaply, and a strong opponent's counter is not
    overpaid."""
    assert view.reader is not None and view.hand is not None and view.trade is not None
    me, tr = view.reader, view.trade
    opp, kind, stake, tie_round = tr.opponent, tr.kind, tr.stake, tr.round == 2
    o = outlook_of(view)
    t = trade_outlook(o, me, opp, kind, stake, profile.judge)
    counts = _counts(view.hand)
    if not any(counts):
        return (), t.lose
    reserve = _opponent_reserve(o, opp, me, kind, stake, profile.judge)
    public = view.players[me]
    average = max(public.estimate, 0) / max(public.money_count, 1)
    # His answer depends on the count only: one counter per count and reading.
    counters: dict[int, list[int | None]] = {}

    def answers(c: int) -> list[int | None]:
        if c not in counters:
            out: list[int | None] = []
            for per_card in count_readings(average):
                y = int(per_card * c) // 10 * 10 + 10
                out.append(y if y < reserve and y <= o.money[opp] else None)
            counters[c] = out
        return counters[c]

    best: tuple[int, ...] = ()
    best_value = float("-inf")
    for sub, laid in nonzero_sums(counts):
        for zeros in range(counts[0] + 1):
            c = sum(sub) + zeros
            if c == 0:
                continue
            value = 0.0
            for y in answers(c):
                if y is None or laid > y or (laid == y and tie_round):
                    value += t.win - t.slope * (laid - (y or 0))
                elif laid < y:
                    value += t.lose + t.slope * (y - laid)
                else:  # a first tie: both offer again; call it even
                    value += 0.5 * (t.win + t.lose)
            value /= len(answers(c))
            if value > best_value + 1e-9:
                best_value = value
                best = fmoney.values_of([zeros, *sub])
    return best, best_value


def choose_challenge(view: FabelView, profile: Profile,
                     rng: random.Random) -> tuple[Challenge | None, float]:
    """The most promising challenge and its expected gain (None if there is
    no legal one)."""
    assert view.reader is not None
    me = view.reader
    best: Challenge | None = None
    best_gain = float("-inf")
    for kind in range(KINDS):
        if not 0 < view.players[me].creatures[kind] < 4:
            continue
        for opp in range(view.seats):
            if not view.can_trade(me, opp, kind):
                continue
            gain, _ = plan_offer(view, profile, opp, kind, rng)
            if gain > best_gain:
                best, best_gain = Challenge(me, opp, kind), gain
    return best, best_gain


def turn(view: FabelView, profile: Profile, rng: random.Random) -> Reveal | Challenge:
    """Versteigern or Handeln."""
    assert view.reader is not None
    me = view.reader
    challenge, gain = choose_challenge(view, profile, rng)
    if view.deck_count == 0:
        assert challenge is not None, "the engine skips a turn without any action"
        return challenge
    if challenge is not None and rng.random() < profile.trade_gate \
            and gain > profile.trade_margin:
        return challenge
    return Reveal(me)


def offer(view: FabelView, profile: Profile, rng: random.Random) -> Offer:
    """The challenger's covered offer."""
    assert view.reader is not None and view.trade is not None
    tr = view.trade
    if profile.count_offers:
        zeros = view.hand.count(0) if view.hand is not None else 0
        if profile.bluff and zeros and rng.random() < profile.bluff:
            return Offer(view.reader, (0,) * zeros)
        cards, _ = count_offer(view, profile)
        return Offer(view.reader, cards)
    _, amount = plan_offer(view, profile, tr.opponent, tr.kind, rng)
    return Offer(view.reader, offer_cards(view, profile, amount, rng))


def offer_guesses(view: FabelView, profile: Profile, rng: random.Random) -> list[int]:
    """Guessed sums of the covered offer in front of the reader: hidden money
    dealt consistently with the view, the offer taken from the guess."""
    assert view.trade is not None and view.trade.offer_count is not None
    out = []
    for _ in range(profile.samples):
        hidden = sample_hidden(view, rng, steps=60)
        offer_counts = hidden.hands.get(OFFER)
        out.append(0 if offer_counts is None else total(offer_counts))
    if not profile.kassenbuch:
        # Leicht reads the card count only: ten Taler a card.
        out = [10 * view.trade.offer_count]
    return out


def answer(view: FabelView, profile: Profile, rng: random.Random) -> Accept | Counter:
    """Annehmen or a counter-offer (maybe nothing)."""
    assert view.reader is not None and view.trade is not None and view.hand is not None
    me, tr = view.reader, view.trade
    o = outlook_of(view)
    t = trade_outlook(o, me, tr.challenger, tr.kind, tr.stake, profile.judge)
    return best_answer(me, t, offer_guesses(view, profile, rng), view.hand, tr.round)


def best_answer(me: int, t: TradeOutlook, guesses: Sequence[int], hand: Sequence[int],
                round_: int) -> Accept | Counter:
    """Annehmen or the counter-offer with the best expected value against the
    ``guesses`` of the covered offer: the higher offer ends at ``t.win`` (a
    Kobold trade's outlook puts the reversed ends there), a second tie
    (``round_`` 2) counts for the challenger, a first tie as even; the
    offered money moves at ``t.slope``."""

    def value_of(y: int | None) -> float:
        acc = 0.0
        for x in guesses:
            if y is None or y < x or (y == x and round_ == 2):
                acc += t.lose + t.slope * (x - (y or 0))
            elif y > x:
                acc += t.win + t.slope * (x - y)
            else:  # a first tie: both offer again; call it even
                acc += 0.5 * (t.win + t.lose)
        return acc / len(guesses)

    best: Accept | Counter = Accept(me)
    best_value = value_of(None)
    # Among equal sums, lay the fewest cards (zeros add nothing here).
    for y, sub in sorted(offer_table(hand).items()):
        v = value_of(y)
        if v > best_value + 1e-9:
            best, best_value = Counter(me, fmoney.values_of(sub)), v
    return best


# ------------------------------------------------------------- two players
def deck_money_average(view: FabelView) -> float:
    """The average value of a money card in the two-player deck (before any
    card is known), from the Klassisch or the Meistermarkt material."""
    material, start = ((MEISTER_MONEY, MEISTER_START_TWO) if view.meister
                       else (KLASSISCH_MONEY, KLASSISCH_START_TWO))
    pool = counts_of({v: n for v, n in material.items() if v != 0})
    for part in (counts_of(GOLDESEL_SUPPLY_TWO), counts_of(start), counts_of(start)):
        pool = [a - b for a, b in zip(pool, part, strict=True)]
    cards = sum(pool)
    # The cards that leave the game are random: the average stays the same.
    return total(pool) / cards if cards else 0.0


def relative_worth(o: Outlook, me: int, card: int, judge: Judge, money_avg: float) -> float:
    """What ``card`` is worth to ``me`` compared with the opponent getting it.
    A money card (``card >= MONEY_CARD``) counts its value in points; ``KINDS``
    stands for a money card of average value."""
    other = 1 - me
    if card >= KINDS:
        value = money_avg if card < MONEY_CARD else float(money_value(card))
        mine, theirs = o.copy(), o.copy()
        mine.money[me] += value
        theirs.money[other] += value
        return utility(mine, me, judge) - utility(theirs, me, judge)
    return utility(moved(o, card, me), me, judge) - utility(moved(o, card, other), me, judge)


def distribute(view: FabelView, profile: Profile) -> Keep | Give:
    """Two players: keep the looked-at card if it brings more than a random
    card of the rest."""
    assert view.reader is not None and view.peek is not None
    me = view.reader
    o = outlook_of(view)
    judge = profile.judge
    avg = deck_money_average(view)
    mine = relative_worth(o, me, view.peek, judge, avg)
    # The rest: unheld creatures apart from the looked-at one, and the money cards.
    unheld = list(o.deck_kinds)
    if view.peek < KINDS:
        unheld[view.peek] -= 1
    money_left = view.deck_money or 0
    count = sum(unheld) + money_left
    if count <= 0:
        return Keep(me)
    rest = sum(n * relative_worth(o, me, k, judge, avg) for k, n in enumerate(unheld) if n)
    rest += money_left * relative_worth(o, me, KINDS, judge, avg)
    return Keep(me) if mine >= rest / count else Give(me)


# ------------------------------------------------------------------- entry
def decide_heuristic(view: FabelView, decision: Decision, profile: Profile,
                     rng: random.Random) -> Any:
    """The profile's action for ``decision`` (None: no bid now)."""
    kind = decision.kind
    if kind == "bid":
        limit = bid_limit(view, profile, rng=rng)
        return choose_bid(view, profile, limit)
    if kind == "vorkauf":
        return vorkauf(view, profile)
    if kind == "pay":
        return pay(view)
    if kind == "turn":
        return turn(view, profile, rng)
    if kind == "offer":
        return offer(view, profile, rng)
    if kind == "answer":
        return answer(view, profile, rng)
    if kind == "distribute":
        return distribute(view, profile)
    if kind == "superhandel":
        assert view.reader is not None
        return Reveal(view.reader) if view.deck_count else EndTurn(view.reader)
    raise ValueError(f"unknown decision kind {kind!r}")


def _counts(values: tuple[int, ...]) -> list[int]:
    counts = fmoney.counts_from_values(values)
    assert counts is not None
    return counts

