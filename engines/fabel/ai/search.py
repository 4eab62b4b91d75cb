"""Stark: the stark profile plus determinized Monte Carlo search.

The strong computer deals the hidden money out many times, consistently with
its view (:func:`.determinize.sample_hidden`), and in every deal models the
others as Normal computers deciding from *their* view of that deal (their
own money exact, everybody else's from the Kassenbuch):

- Auctions (:func:`plan_auction`, off by default, see
  :data:`AUCTION_SEARCH`): where the price of a card is close to its worth,
  each rival bids up to the limit a Normal computer would compute; for each
  candidate limit of its own it scores the outcome with its valuation and
  keeps the best.
- Answers: the covered offer in front of it is read from its card count: in
  every deal the challenger's hand is known, so is the offer a Normal would
  have laid from it; deals whose predicted count matches the laid count carry
  the weight (:func:`offer_beliefs`).
- Offers: in every deal the opponent's answer to an offer of ``c`` cards is
  computed from his view (he sees only the count); the offer with the best
  average outcome against those answers is laid (:func:`stark_offer`).
- Challenges once the deck is empty (:func:`challenge_plan`): a trade is
  then the only move; the most promising challenges by the heuristic's
  estimate are each searched as an offer, and the one whose best offer
  leaves Stark best off is made. Before that, whether to trade at all stays
  the heuristic's (searching it traded far too often, see the diary).

Every search stops after its number of deals or when ``budget`` seconds of
CPU time are used, whichever comes first; without a budget (tests) it is a
pure function of the view and the rng. The budget counts the deciding
process's CPU time (:data:`clock`), not the wall clock: on a loaded machine
the wall clock also counts the time spent waiting for a core, so the same
view got fewer deals (a weaker computer) exactly when the table was busy. The
deal counts stay the real limit; the CPU budget only caps a rare slow search.
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Any

from engines.core import Decision
from engines.fabel import money as fmoney
from engines.fabel.actions import Accept, Challenge, Counter, Offer
from engines.fabel.ai.determinize import OFFER, sample_hidden
from engines.fabel.ai.policy import (
    NORMAL,
    STARK,
    answer,
    bid_limit,
    choose_bid,
    count_offer,
    decide_heuristic,
    offer_cards,
    plan_offer,
    ranked_challenges,
    stake_of,
    trade_outlook,
)
from engines.fabel.ai.valuation import (
    Outlook,
    moved,
    offer_table,
    outlook_of,
    payment_cost,
    utility,
)
from engines.fabel.cards import DENOMINATIONS, total, values_of
from engines.fabel.phases import ANSWER as ANSWER_PHASE
from engines.fabel.phases import OFFER as OFFER_PHASE
from engines.fabel.view import FabelView, TradeView

#: CPU seconds a strong computer may think about one decision (the shell's default).
BUDGET: float | None = 0.15
#: The budget's clock: the deciding process's CPU time (see the module docstring).
clock = time.process_time
#: Deals per search at most.
SAMPLES = 24
#: Deals of the hidden money when reading a covered offer.
OFFER_DEALS = 16
#: Weight of a deal whose predicted offer has another card count than the one laid.
MISMATCH = 0.05
#: Deals of the opponent's money when choosing an offer, and the guesses the
#: modelled Normal opponent makes in each of them.
ANSWER_DEALS = 4
ANSWER_SAMPLES = 4
#: When the deck is empty (a trade is the only move), the challenges searched:
#: the best ones by the heuristic's estimate, each by :func:`offer_plan`
#: with this many deals.
CHALLENGES = 4
CHALLENGE_DEALS = 4
#: Whether Stark refines its bid limits with :func:`plan_auction`. Off: over
#: 100 games against three Normal, Stark with the auction search won
#: 46.0 % ± 5.0, without it 56.0 % ± 5.0 (offers and answers searched in both).
AUCTION_SEARCH = False
#: Candidate limits, as factors of the heuristic limit.
FACTORS = (0.7, 0.85, 1.0, 1.15, 1.35)
#: The search runs only when the next bid lies in this band around the heuristic limit.
BAND = (0.75, 1.3)


def _spent(start: float, budget: float | None, done: int) -> bool:
    """Whether a search that began at ``start`` and finished ``done`` deals
    should stop: one more deal of the average length so far would overrun
    ``budget`` (so a slow position ends near the budget, not a deal beyond)."""
    if budget is None or not done:
        return False
    used = clock() - start
    return used + used / done > budget


@dataclasses.dataclass(frozen=True, slots=True)
class AuctionPlan:
    """The result of a bid search: the chosen limit and the average score of
    each candidate limit."""

    limit: int
    scores: tuple[tuple[int, float], ...]
    deals: int


def _rival_view(view: FabelView, rival: int, hand: tuple[int, ...]) -> FabelView:
    """``rival``'s view of a deal: his cards visible, the reader's hidden."""
    players = tuple(
        dataclasses.replace(p, money=hand if p.seat == rival else None)
        for p in view.players
    )
    return dataclasses.replace(view, reader=rival, hand=hand, players=players,
                               trade=None, peek=None, seen_given=())


def _trader_view(view: FabelView, seat: int, hand: tuple[int, ...],
                 trade: TradeView | None, phase: str) -> FabelView:
    """``seat``'s view of a deal during a trade: his cards visible, everybody
    else's hidden, the trade as he sees it."""
    players = tuple(
        dataclasses.replace(p, money=hand if p.seat == seat else None,
                            money_count=len(hand) if p.seat == seat else p.money_count)
        for p in view.players
    )
    return dataclasses.replace(view, reader=seat, hand=hand, players=players, trade=trade,
                               phase=phase, peek=None, seen_given=())


def offer_beliefs(view: FabelView, rng: random.Random, budget: float | None = BUDGET,
                  deals: int = OFFER_DEALS) -> list[tuple[float, int]]:
    """Weighted guesses ``(weight, sum)`` of the covered offer in front of the
    reader. Every deal of the hidden money gives the challenger a hand; the
    offer a Normal computer would lay from it (its card count is public)
    says what the count means (Normal plans it against the count, see
    :func:`.policy.count_offer`): a deal whose predicted count matches is worth
    much more than one where it does not, and a zero bluff explains a count
    equal to his zeros."""
    assert view.reader is not None and view.trade is not None
    tr = view.trade
    assert tr.offer_count is not None
    count = tr.offer_count
    before = TradeView(tr.challenger, tr.opponent, tr.kind, tr.stake, tr.round, None, None,
                       None)
    quiet = dataclasses.replace(NORMAL, bluff=0.0)
    out: list[tuple[float, int]] = []
    start = clock()
    for n in range(deals):
        if _spent(start, budget, n):
            break
        hidden = sample_hidden(view, rng, steps=60)
        laid = hidden.hands.get(OFFER, [0] * len(DENOMINATIONS))
        whole = [a + b for a, b in zip(hidden.hands[tr.challenger], laid, strict=True)]
        hand = values_of(whole)
        theirs = _trader_view(view, tr.challenger, hand, before, OFFER_PHASE)
        if quiet.count_offers:
            predicted, _ = count_offer(theirs, quiet)
        else:
            _, amount = plan_offer(theirs, quiet, tr.opponent, tr.kind, rng)
            predicted = offer_cards(theirs, quiet, amount, rng)
        if len(predicted) == count:
            out.append((1.0, sum(predicted)))
        else:
            out.append((MISMATCH, total(laid)))
        if whole[0] == count:
            out.append((NORMAL.bluff, 0))
    return out


@dataclasses.dataclass(frozen=True, slots=True)
class TradePlan:
    """What a trade search found, for the action and the Rat's reason.

    ``chance`` is the share of the searched deals (weighted) in which
    ``action`` wins the trade (0 for Annehmen); ``margin`` how many points
    the action is worth more, on average, than ``runner_up`` (the next best
    option: the best counter-offer when accepting, Annehmen when countering,
    the second best offer), whose chance is ``runner_up_chance``."""

    action: Accept | Counter | Offer
    chance: float
    margin: float
    runner_up: Accept | Counter | Offer | None
    runner_up_chance: float
    #: the action's average utility over the searched deals (offers only)
    value: float = 0.0


def stark_answer(view: FabelView, rng: random.Random,
                 budget: float | None = BUDGET) -> Accept | Counter:
    """Annehmen or the counter-offer with the best expected utility against
    the weighted guesses of :func:`offer_beliefs`."""
    action = answer_plan(view, rng, budget).action
    assert isinstance(action, (Accept, Counter))
    return action


def answer_plan(view: FabelView, rng: random.Random,
                budget: float | None = BUDGET) -> TradePlan:
    """:func:`stark_answer`'s search with its reason."""
    assert view.reader is not None and view.trade is not None and view.hand is not None
    me, tr = view.reader, view.trade
    beliefs = offer_beliefs(view, rng, budget)
    o = outlook_of(view)
    t = trade_outlook(o, me, tr.challenger, tr.kind, tr.stake, STARK.judge)
    weight = sum(w for w, _ in beliefs)

    def value_of(y: int | None) -> tuple[float, float]:
        acc = won = 0.0
        for w, x in beliefs:
            if y is None or y < x or (y == x and tr.round == 2):
                acc += w * (t.lose + t.slope * (x - (y or 0)))
            elif y > x:
                acc += w * (t.win + t.slope * (x - y))
                won += w
            else:  # a first tie: both offer again; call it even
                acc += w * 0.5 * (t.win + t.lose)
                won += 0.5 * w
        return acc / weight, won / weight

    Option = tuple[float, float, Accept | Counter]  # value, chance, action
    accept: Option = (*value_of(None), Accept(me))
    best = accept
    counter: Option | None = None  # the best counter-offer
    for y, sub in sorted(offer_table(view.hand).items()):
        v: Option = (*value_of(y), Counter(me, values_of(sub)))
        if v[0] > best[0] + 1e-9:
            best = v
        if counter is None or v[0] > counter[0] + 1e-9:
            counter = v
    runner = accept if best is not accept else counter
    if runner is None:
        return TradePlan(best[2], best[1], 0.0, None, 0.0)
    return TradePlan(best[2], best[1], best[0] - runner[0], runner[2], runner[1])


def _offer_options(hand: tuple[int, ...]) -> dict[tuple[int, int], tuple[int, ...]]:
    """One card set for every (card count, sum) the hand can lay (at least one
    card when the hand has any)."""
    counts = fmoney.counts_from_values(hand)
    assert counts is not None
    out: dict[tuple[int, int], tuple[int, ...]] = {}
    for sub in fmoney.submultisets(counts, nonempty=bool(hand)):
        key = (sum(sub), total(sub))
        if key not in out:
            out[key] = values_of(sub)
    return out


def stark_offer(view: FabelView, rng: random.Random, budget: float | None = BUDGET,
                deals: int = ANSWER_DEALS) -> Offer:
    """The challenger's covered offer as a best reply to a Normal opponent
    (see :func:`offer_plan`)."""
    action = offer_plan(view, rng, budget, deals).action
    assert isinstance(action, Offer)
    return action


def offer_plan(view: FabelView, rng: random.Random, budget: float | None = BUDGET,
               deals: int = ANSWER_DEALS, scored: bool = False) -> TradePlan:
    """The best reply to a Normal opponent and its reason: in every deal of
    the hidden money the opponent's answer to an offer of ``c`` cards is
    computed from *his* view (he sees only the count), once per count; each
    possible offer is then scored against those answers. A hand with one
    possible offer lays it unsearched unless ``scored`` (its value is wanted)."""
    assert view.reader is not None and view.trade is not None and view.hand is not None
    me, tr = view.reader, view.trade
    options = _offer_options(view.hand)
    if len(options) <= 1 and not scored:
        only = Offer(me, next(iter(options.values()), ()))
        return TradePlan(only, 0.0, 0.0, None, 0.0)
    opp = tr.opponent
    o = outlook_of(view)
    t = trade_outlook(o, me, opp, tr.kind, tr.stake, STARK.judge)
    counts = sorted({c for c, _ in options})
    model = dataclasses.replace(NORMAL, samples=ANSWER_SAMPLES)
    scores = dict.fromkeys(options, 0.0)
    wins = dict.fromkeys(options, 0.0)
    start = clock()
    done = 0
    while done < deals:
        done += 1
        hidden = sample_hidden(view, rng, steps=60)
        hand = values_of(hidden.hands[opp])
        replies: dict[int, int | None] = {}
        for c in counts:
            laid = TradeView(me, opp, tr.kind, tr.stake, tr.round, c, None, None)
            theirs = _trader_view(view, opp, hand, laid, ANSWER_PHASE)
            theirs = dataclasses.replace(theirs, players=tuple(
                dataclasses.replace(p, money_count=len(view.hand) - c) if p.seat == me else p
                for p in theirs.players))
            reply = answer(theirs, model, rng)
            replies[c] = None if isinstance(reply, Accept) else sum(reply.cards)
        for (c, x) in options:
            y = replies[c]
            if y is None or x > y or (x == y and tr.round == 2):
                value, won = t.win + t.slope * ((y or 0) - x), 1.0
            elif y > x:
                value, won = t.lose + t.slope * (y - x), 0.0
            else:
                value, won = 0.5 * (t.win + t.lose), 0.5
            scores[(c, x)] += value
            wins[(c, x)] += won
        if _spent(start, budget, done):
            break
    ranked = sorted(options, key=lambda key: (scores[key], -key[1], key[0]), reverse=True)
    best = ranked[0]
    if len(ranked) < 2:
        return TradePlan(Offer(me, options[best]), wins[best] / done, 0.0, None, 0.0,
                         scores[best] / done)
    second = ranked[1]
    return TradePlan(Offer(me, options[best]), wins[best] / done,
                     (scores[best] - scores[second]) / done, Offer(me, options[second]),
                     wins[second] / done, scores[best] / done)


def _stark_limit(view: FabelView) -> int:
    """Stark's heuristic limit: the break-even price times its bid factor
    (no noise), at most its money, in tens (bids are)."""
    return bid_limit(view, STARK) // 10 * 10


def plan_auction(view: FabelView, rng: random.Random, budget: float | None = BUDGET,
                 samples: int = SAMPLES) -> AuctionPlan:
    """Search the limit for the card on the stage (see the module docstring)."""
    assert view.reader is not None and view.auction is not None and view.hand is not None
    start = clock()
    me, a = view.reader, view.auction
    base = _stark_limit(view)
    candidates = sorted({max(0, int(base * f) // 10 * 10) for f in FACTORS})
    rivals = [s for s in range(view.seats)
              if s not in (me, a.auctioneer) and s not in a.excluded]
    totals = dict.fromkeys(candidates, 0.0)
    deals = 0
    for _ in range(samples):
        if _spent(start, budget, deals):
            break
        hidden = sample_hidden(view, rng, steps=60)
        o = outlook_of(view)
        for s, counts in hidden.hands.items():
            if s >= 0:
                o.money[s] = float(total(counts))
        # Each rival bids like a Normal computer (its factor, no noise).
        limits = {s: bid_limit(_rival_view(view, s, values_of(hidden.hands[s])), NORMAL)
                  for s in rivals}
        for cand in candidates:
            totals[cand] += _score(view, o, cand, limits)
        deals += 1
    scores = tuple((c, totals[c] / max(deals, 1)) for c in candidates)
    best = max(scores, key=lambda cs: (cs[1], -cs[0]))[0]
    return AuctionPlan(best, scores, deals)


def _score(view: FabelView, o: Outlook, limit: int, limits: dict[int, int]) -> float:
    """Utility of going up to ``limit`` in one deal: an English auction among
    the limits (ties go to the rival, who bid first)."""
    assert view.reader is not None and view.auction is not None and view.hand is not None
    me, a = view.reader, view.auction
    high = a.high
    top = max(limits.values(), default=0)
    judge = STARK.judge
    if limit > max(top, high) and limit >= 10:
        price = max(high + 10, min(limit, top + 10), 10)
        cost = payment_cost(view.hand, price)
        if cost is not None:
            return utility(moved(o, a.card, me, pay=(me, a.auctioneer, float(cost))), me, judge)
    if top <= high and a.bidder is not None and a.bidder != me:
        winner, price = a.bidder, high
    elif top >= 10:
        winner = max(limits, key=lambda s: (limits[s], -s))
        price = max(high + 10, min(top, max(limit, high) + 10))
    else:
        return utility(moved(o, a.card, a.auctioneer), me, judge)
    return utility(moved(o, a.card, winner, pay=(winner, a.auctioneer, float(price))), me, judge)


def auction_limit(view: FabelView, rng: random.Random, budget: float | None = BUDGET,
                  search: bool | None = None) -> int:
    """Stark's limit for the card on the stage: the heuristic limit, refined
    by :func:`plan_auction` where the next bid lies near it if ``search``
    (default :data:`AUCTION_SEARCH`)."""
    base = _stark_limit(view)
    if not (AUCTION_SEARCH if search is None else search):
        return base
    assert view.auction is not None
    nxt = max(10, view.auction.high + 10)
    if base <= 0 or not BAND[0] * base <= nxt <= BAND[1] * base:
        return base
    return plan_auction(view, rng, budget).limit


def challenge_plan(view: FabelView, rng: random.Random, budget: float | None = BUDGET,
                   deals: int = CHALLENGE_DEALS) -> tuple[Challenge, TradePlan | None]:
    """The challenge to make when the deck is empty and the offer search's
    plan for it: the :data:`CHALLENGES` best challenges by the heuristic's
    estimate (:func:`.policy.plan_offer`) are each searched as an offer
    against a Normal opponent (:func:`offer_plan`); the one whose best offer
    leaves the reader best off is made (None: only one candidate)."""
    assert view.reader is not None
    me = view.reader
    ranked = ranked_challenges(view, STARK, rng)
    assert ranked, "the engine skips a turn without any action"
    if len(ranked) == 1:
        return ranked[0][1], None
    start = clock()
    best: tuple[float, Challenge, TradePlan] | None = None
    searched = [challenge for _, challenge in ranked[:CHALLENGES]]
    for i, challenge in enumerate(searched):
        if _spent(start, budget, i):
            break
        # The time left is shared by the challenges still to search.
        left = None if budget is None else \
            max(0.0, budget - (clock() - start)) / (len(searched) - i)
        opp, kind = challenge.opponent, challenge.kind
        trade = TradeView(me, opp, kind, stake_of(view, me, opp, kind), 1, None, None, None)
        trial = dataclasses.replace(view, trade=trade, phase=OFFER_PHASE)
        plan = offer_plan(trial, rng, left, deals, scored=True)
        if best is None or plan.value > best[0] + 1e-9:
            best = (plan.value, challenge, plan)
    assert best is not None
    return best[1], best[2]


def decide_stark(view: FabelView, decision: Decision, rng: random.Random,
                 budget: float | None = BUDGET) -> Any:
    """The strong computer's action."""
    if decision.kind == "bid":
        assert view.auction is not None and view.reader is not None
        if view.auction.bidder == view.reader:
            return None
        return choose_bid(view, STARK, auction_limit(view, rng, budget))
    if decision.kind == "answer":
        return stark_answer(view, rng, budget)
    if decision.kind == "offer":
        return stark_offer(view, rng, budget)
    if decision.kind == "turn" and view.deck_count == 0:
        return challenge_plan(view, rng, budget)[0]
    return decide_heuristic(view, decision, STARK, rng)
