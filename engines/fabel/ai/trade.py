"""The heuristic computer players in the covered cash trade: which challenge
promises most, the challenger's covered offer (planned against the
opponent's reserve, or against what its card count tells), and the answer
to an offer (Annehmen or the best counter-offer against guessed sums)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engines.fabel import money as fmoney
from engines.fabel.actions import Accept, Challenge, Counter, Offer
from engines.fabel.ai.determinize import OFFER, sample_hidden
from engines.fabel.ai.profiles import Profile
from engines.fabel.ai.valuation import (
    Judge,
    Outlook,
    cheapest_cards,
    hand_counts,
    moved,
    nonzero_sums,
    offer_table,
    outlook_of,
    utility,
)
from engines.fabel.cards import KINDS, total
from engines.fabel.view import FabelView


def money_slope(o: Outlook, me: int, other: int | None, judge: Judge) -> float:
    """Points ``me`` gains per Taler moving from ``other`` (None: from nowhere)
    to ``me``, measured on the outlook."""
    step = 50.0
    after = o.copy()
    after.money[me] += step
    if other is not None:
        after.money[other] -= step
    return (utility(after, me, judge) - utility(o, me, judge)) / step



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


def opponent_reserve(o: Outlook, opp: int, me: int, kind: int, stake: int,
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
    reserve = opponent_reserve(o, opp, me, kind, stake, judge)
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
    counts = hand_counts(view.hand)
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
    chosen = None if cheapest is None else hand_counts(cheapest)
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
    counts = hand_counts(view.hand)
    if not any(counts):
        return (), t.lose
    reserve = opponent_reserve(o, opp, me, kind, stake, profile.judge)
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


def ranked_challenges(view: FabelView, profile: Profile,
                      rng: random.Random) -> list[tuple[float, Challenge]]:
    """Every legal challenge with its expected gain (:func:`plan_offer`),
    the most promising first (equal gains in the order of kinds, then
    opponents)."""
    assert view.reader is not None
    me = view.reader
    found = [(plan_offer(view, profile, opp, kind, rng)[0], Challenge(me, opp, kind))
             for kind in range(KINDS) for opp in range(view.seats)
             if view.can_trade(me, opp, kind)]
    found.sort(key=lambda pair: -pair[0])   # stable: ties keep their order
    return found


def choose_challenge(view: FabelView, profile: Profile,
                     rng: random.Random) -> tuple[Challenge | None, float]:
    """The most promising challenge and its expected gain (None if there is
    no legal one)."""
    ranked = ranked_challenges(view, profile, rng)
    if not ranked:
        return None, float("-inf")
    gain, best = ranked[0]
    return best, gain


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


