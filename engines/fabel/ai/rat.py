"""The Rat: what the strong computer would do in a person's place, and why.

"Er rechnet nur mit dem, was du auch siehst": the Rat reads the person's view
only. "Der Rat führt nichts aus, er wählt höchstens die passenden Geldkarten
schon vor": :func:`advise` returns an :class:`Advice`; the shell shows the
reasons and, for a payment or an offer, preselects ``preselected_cards``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import Decision
from engines.fabel.actions import (
    Accept,
    BuySelf,
    Challenge,
    Counter,
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
from engines.fabel.ai import meister, policy
from engines.fabel.ai.policy import STARK
from engines.fabel.ai.search import (
    BUDGET,
    TradePlan,
    answer_plan,
    auction_limit,
    challenge_plan,
    offer_beliefs,
    offer_plan,
)
from engines.fabel.ai.valuation import outlook_of, payment_cost, vierer_gain
from engines.fabel.cards import KINDS, KOBOLD, KOBOLD_TRADE, LETTER, VIERER_VALUE, is_letter
from engines.fabel.narrate import creatures, the_card, vierer_of
from engines.fabel.phases import BRIEF_PAY, BRIEF_VORKAUF, KOBOLD_PHASE, MEINS
from engines.fabel.view import FabelView
from engines.texts import t

#: The people's names by seat, as the shell shows them (None: "Platz n").
Names = Sequence[str] | None


@dataclass(frozen=True, slots=True)
class Advice:
    """The Rat for one open decision.

    ``action`` is what the strong computer would do (None in an auction:
    do not bid now); ``reasons`` are German sentences; ``alternatives`` other
    sensible actions, best first; ``preselected_cards`` the money cards to
    preselect in a payment or offer panel (empty otherwise); ``limit`` the
    bid limit in an auction, or in a "Meins!" race the counter from which on
    to press (None: no press for this letter).
    """

    action: Any
    reasons: tuple[str, ...]
    alternatives: tuple[Any, ...]
    preselected_cards: tuple[int, ...]
    limit: int | None = None


def _kind(k: int, plural: bool = False) -> str:
    return t(f"fabel.creature{'_plural' if plural else ''}.{k}")


def _seat(s: int, names: Names) -> str:
    """A seat as the person sees it: the name the table shows."""
    if names is not None:
        return names[s]
    return t("fabel.rat.seat", n=s + 1)


def _stake(view: FabelView, a: int, b: int, kind: int) -> int:
    """The cards a trade about ``kind`` between ``a`` and ``b`` is about."""
    both_two = view.players[a].creatures[kind] == 2 and view.players[b].creatures[kind] == 2
    return 2 if both_two else 1


def _cards(values: tuple[int, ...]) -> str:
    return " + ".join(str(v) for v in values) if values else t("fabel.rat.no_cards")


def _vierer_reason(view: FabelView, kind: int) -> str:
    """How far the person is from the Vierer of ``kind`` and what it brings."""
    assert view.reader is not None
    me = view.players[view.reader]
    held = me.creatures[kind]
    values = [VIERER_VALUE[k] for k in me.vierer]
    gain = vierer_gain(values, VIERER_VALUE[kind])
    return t("fabel.rat.vierer", held=held, four=creatures(kind, 4, "dat"), gain=gain,
             V=sum(values), k1=len(values) + 1, v=VIERER_VALUE[kind])


def _threat_reasons(view: FabelView, kind: int, skip: tuple[int, ...],
                    names: Names) -> list[str]:
    """Others close to the Vierer of ``kind``."""
    out = []
    for p in view.players:
        if p.seat in skip or p.seat == view.reader:
            continue
        if p.creatures[kind] >= 2:
            out.append(t("fabel.rat.threat", seat=_seat(p.seat, names),
                         cards=creatures(kind, p.creatures[kind], numeral=True)))
    return out


def _money_reasons(view: FabelView, seats: list[int], names: Names) -> list[str]:
    """The Kassenbuch of these seats."""
    out = []
    for s in seats:
        p = view.players[s]
        key = "fabel.rat.kassenbuch_inexact" if p.estimate_inexact else "fabel.rat.kassenbuch"
        out.append(t(key, seat=_seat(s, names), estimate=p.estimate))
    return out


def advise(view: FabelView, decision: Decision, rng: random.Random,
           budget: float | None = BUDGET, names: Names = None) -> Advice:
    """The Rat for ``decision`` from the person's ``view`` (see the module docstring).

    ``names`` are the people's names by seat as the table shows them; the
    reasons name the others by them (without names: "Platz n")."""
    if view.reader != decision.seat:
        raise ValueError("the Rat reads the view of the person who decides")
    if view.meister and meister.handles(view, decision):
        return _advise_meister(view, decision, rng, names)
    kind = decision.kind
    if kind == "bid":
        return _advise_bid(view, rng, budget, names)
    if kind in ("offer", "answer"):
        return _advise_trade(view, kind, rng, budget, names)
    if kind == "turn" and view.deck_count == 0:
        return _advise_last_trades(view, rng, budget, names)
    from engines.fabel.ai.search import decide_stark
    action = decide_stark(view, decision, rng, budget)
    if kind == "vorkauf":
        return _advise_vorkauf(view, action, names)
    if kind == "pay":
        assert isinstance(action, Pay)
        return Advice(action, (t("fabel.rat.pay", cards=_cards(action.cards),
                                 paid=sum(action.cards)),), (), action.cards)
    if kind == "turn":
        return _advise_turn(view, action, rng, names)
    if kind == "distribute":
        assert view.peek is not None
        name = _kind(view.peek) if view.peek < KINDS else t("fabel.money_card")
        key = "fabel.rat.keep" if isinstance(action, Keep) else "fabel.rat.give"
        assert view.reader is not None
        other = Give(view.reader) if isinstance(action, Keep) else Keep(view.reader)
        return Advice(action, (t(key, card=name),), (other,), ())
    return Advice(action, (t("fabel.rat.superhandel"),), (), ())


def _advise_bid(view: FabelView, rng: random.Random, budget: float | None,
                names: Names) -> Advice:
    assert view.reader is not None and view.auction is not None and view.hand is not None
    a = view.auction
    if a.bidder == view.reader:
        return Advice(None, (t("fabel.rat.leading", high=a.high),), (), ())
    limit = auction_limit(view, rng, budget)
    action = policy.choose_bid(view, STARK, limit)
    reasons = [t("fabel.rat.limit", limit=limit, the_card=the_card(a.card))]
    reasons.append(_vierer_reason(view, a.card))
    reasons += _threat_reasons(view, a.card, (), names)
    rivals = [s for s in range(view.seats)
              if s not in (view.reader, a.auctioneer) and s not in a.excluded]
    reasons += _money_reasons(view, rivals, names)
    nxt = max(10, a.high + 10)
    cost = payment_cost(view.hand, nxt)
    if cost is not None and cost > nxt:
        reasons.append(t("fabel.rat.overpay", bid=nxt, cost=cost))
    if action is None:
        reasons.append(t("fabel.rat.stop", high=a.high))
        alternatives: tuple[Any, ...] = ()
    else:
        reasons.append(t("fabel.rat.bid_now", amount=action.amount))
        alternatives = (None,)
    return Advice(action, tuple(reasons), alternatives, (), limit)


def _advise_vorkauf(view: FabelView, action: Sell | BuySelf, names: Names) -> Advice:
    assert view.reader is not None and view.auction is not None
    a = view.auction
    assert a.bidder is not None
    reasons = []
    if isinstance(action, BuySelf):
        reasons.append(t("fabel.rat.buy_self", high=a.high, the_card=the_card(a.card, "nom")))
        if view.players[a.bidder].creatures[a.card] == 3:
            reasons.append(t("fabel.rat.deny", seat=_seat(a.bidder, names),
                             of_kinds=vierer_of(a.card)))
        other: Any = Sell(view.reader)
    else:
        reasons.append(t("fabel.rat.sell", high=a.high, seat=_seat(a.bidder, names)))
        other = BuySelf(view.reader)
    reasons.append(_vierer_reason(view, a.card))
    return Advice(action, tuple(reasons), (other,), ())


def _advise_turn(view: FabelView, action: Reveal | Challenge, rng: random.Random,
                 names: Names) -> Advice:
    assert view.reader is not None
    if isinstance(action, Challenge):
        _, amount = policy.plan_offer(view, STARK, action.opponent, action.kind, rng)
        stake = _stake(view, view.reader, action.opponent, action.kind)
        reasons = [t("fabel.rat.challenge", seat=_seat(action.opponent, names),
                     cards=creatures(action.kind, stake), amount=amount),
                   _vierer_reason(view, action.kind)]
        reasons += _money_reasons(view, [action.opponent], names)
        alternatives: tuple[Any, ...] = (Reveal(view.reader),) if view.deck_count else ()
        return Advice(action, tuple(reasons), alternatives, ())
    challenge, _ = policy.choose_challenge(view, STARK, rng)
    reasons = [t("fabel.rat.reveal", deck=view.deck_count)]
    if challenge is not None:
        stake = _stake(view, view.reader, challenge.opponent, challenge.kind)
        reasons.append(t("fabel.rat.no_trade", seat=_seat(challenge.opponent, names),
                         cards=creatures(challenge.kind, stake)))
    return Advice(action, tuple(reasons), (challenge,) if challenge else (), ())


def _advise_last_trades(view: FabelView, rng: random.Random, budget: float | None,
                        names: Names) -> Advice:
    """The deck is empty, a trade is the only move: the challenge the search
    found best (:func:`.search.challenge_plan`), its offer and chance."""
    assert view.reader is not None
    challenge, plan = challenge_plan(view, rng, budget)
    opp, kind = challenge.opponent, challenge.kind
    if plan is None or not isinstance(plan.action, Offer):
        # the only challenge there is: the heuristic's amount
        amount = policy.plan_offer(view, STARK, opp, kind, rng)[1]
    else:
        amount = sum(plan.action.cards)
    reasons = [t("fabel.rat.challenge", seat=_seat(opp, names),
                 cards=creatures(kind, _stake(view, view.reader, opp, kind)), amount=amount),
               _vierer_reason(view, kind)]
    if plan is not None:
        reasons.append(t("fabel.rat.challenge_best", chance=_percent(plan.chance)))
    reasons += _money_reasons(view, [opp], names)
    return Advice(challenge, tuple(reasons), (), ())


def _percent(share: float) -> int:
    return round(100 * share)


def _search_reasons(plan: TradePlan) -> list[str]:
    """The reason the trade search found: the chosen option's chance to win
    the trade, and what it is worth against the next best option."""
    out = []
    if isinstance(plan.action, Offer):
        out.append(t("fabel.rat.offer_chance", chance=_percent(plan.chance)))
    elif isinstance(plan.action, Counter):
        out.append(t("fabel.rat.counter_chance", paid=sum(plan.action.cards),
                     chance=_percent(plan.chance)))
    runner = plan.runner_up
    if runner is None:
        return out
    if isinstance(runner, Accept):
        other = t("fabel.rat.alt_accept")
    else:
        key = "fabel.rat.alt_offer" if isinstance(runner, Offer) else "fabel.rat.alt_counter"
        other = t(key, paid=sum(runner.cards), chance=_percent(plan.runner_up_chance))
    margin = round(plan.margin / 10) * 10
    out.append(t("fabel.rat.ahead", margin=margin, other=other) if margin >= 10
               else t("fabel.rat.ahead_even", other=other))
    return out


def _advise_trade(view: FabelView, kind: str, rng: random.Random, budget: float | None,
                  names: Names) -> Advice:
    """The covered offer or the answer to one, with the search's reason."""
    assert view.reader is not None and view.trade is not None
    if kind == "answer":
        return _advise_answer(view, answer_plan(view, rng, budget), rng, budget, names)
    plan = offer_plan(view, rng, budget)
    action = plan.action
    assert isinstance(action, Offer)
    reasons = [_vierer_reason(view, view.trade.kind),
               t("fabel.rat.offer", cards=_cards(action.cards), paid=sum(action.cards),
                 count=len(action.cards))]
    reasons += _search_reasons(plan)
    reasons += _money_reasons(view, [view.trade.opponent], names)
    if action.cards and all(v == 0 for v in action.cards):
        reasons.append(t("fabel.rat.bluff"))
    return Advice(action, tuple(reasons), (), action.cards)


def _advise_answer(view: FabelView, plan: TradePlan, rng: random.Random,
                   budget: float | None, names: Names) -> Advice:
    assert view.reader is not None and view.trade is not None
    tr = view.trade
    action = plan.action
    # The weighted median of the offer the strong computer reads from the count.
    beliefs = sorted(offer_beliefs(view, rng, budget), key=lambda wx: wx[1])
    half = sum(w for w, _ in beliefs) / 2
    middle, acc = 0, 0.0
    for w, x in beliefs:
        acc += w
        middle = x
        if acc >= half:
            break
    reasons = [t("fabel.rat.offer_guess", seat=_seat(tr.challenger, names), count=tr.offer_count,
                 guess=middle), _vierer_reason(view, tr.kind)]
    if isinstance(action, Counter):
        reasons.append(t("fabel.rat.counter", cards=_cards(action.cards),
                         paid=sum(action.cards)))
        reasons += _search_reasons(plan)
        return Advice(action, tuple(reasons), (Accept(view.reader),), action.cards)
    reasons.append(t("fabel.rat.accept"))
    reasons += _search_reasons(plan)
    return Advice(action, tuple(reasons), (Counter(view.reader, ()),), ())


# ------------------------------------------------------------ Meistermarkt
def _card_name(card: int) -> str:
    """A deck card's name: creature, Ahnenbrief, Kobold or money card."""
    if card < KINDS:
        return _kind(card)
    if is_letter(card):
        return t("fabel.card.letter", kind=_kind(card - LETTER))
    if card == KOBOLD:
        return t("fabel.card.kobold")
    return t("fabel.money_card")


def _letter_reason(view: FabelView, kind: int, worth: float) -> str:
    """What the letter of ``kind`` adds to the person's count."""
    assert view.reader is not None
    me = view.players[view.reader]
    letter = t("fabel.card.letter", kind=_kind(kind))
    if kind in me.vierer:
        return t("fabel.rat.m.letter_vierer", letter=letter, worth=round(worth),
                 of_kinds=vierer_of(kind), factor=len(me.vierer))
    return t("fabel.rat.m.letter_free", letter=letter, worth=round(worth))


def _advise_meister(view: FabelView, decision: Decision, rng: random.Random,
                    names: Names) -> Advice:
    """The Rat for the Meistermarkt's own decisions (letters, Kobolde, the
    two-player deal, the turn with Kobold trades)."""
    assert view.reader is not None
    me = view.reader
    kind = decision.kind
    action = meister.decide_meister(view, decision, STARK, rng)
    if kind == MEINS:
        return _advise_meins(view, action)
    if kind == BRIEF_VORKAUF:
        return _advise_letter_vorkauf(view, action, rng, names)
    if kind == BRIEF_PAY:
        assert isinstance(action, Pay) and view.race is not None
        return Advice(action, (t("fabel.rat.m.letter_pay", cards=_cards(action.cards),
                                 count=view.race.k, paid=sum(action.cards)),), (),
                      action.cards)
    if kind == KOBOLD_PHASE:
        return _advise_kobold(view, action)
    if kind == "distribute":
        assert view.peek is not None
        key = "fabel.rat.keep" if isinstance(action, Keep) else "fabel.rat.give"
        other = Give(me) if isinstance(action, Keep) else Keep(me)
        return Advice(action, (t(key, card=_card_name(view.peek)),), (other,), ())
    if kind == "turn":
        if isinstance(action, Challenge) and action.kind == KOBOLD_TRADE:
            _, amount = meister.plan_kobold_offer(view, STARK, action.opponent)
            reasons = [t("fabel.rat.m.kobold_challenge", seat=_seat(action.opponent, names),
                         amount=amount),
                       t("fabel.rat.m.kobold_threat", mine=view.players[me].kobolde)]
            reasons += _money_reasons(view, [action.opponent], names)
            alternatives: tuple[Any, ...] = (Reveal(me),) if view.deck_count else ()
            return Advice(action, tuple(reasons), alternatives, ())
        return _advise_turn(view, action, rng, names)
    assert view.trade is not None
    tr = view.trade
    if kind == "offer":
        assert isinstance(action, Offer)
        reasons = [t("fabel.rat.m.kobold_rule"),
                   t("fabel.rat.offer", cards=_cards(action.cards), paid=sum(action.cards),
                     count=len(action.cards))]
        reasons += _money_reasons(view, [tr.opponent], names)
        return Advice(action, tuple(reasons), (), action.cards)
    reasons = [t("fabel.rat.m.kobold_rule")]
    if isinstance(action, Counter):
        reasons.append(t("fabel.rat.m.kobold_counter", cards=_cards(action.cards),
                         paid=sum(action.cards)))
        return Advice(action, tuple(reasons), (Accept(me),), action.cards)
    reasons.append(t("fabel.rat.m.kobold_accept", seat=_seat(tr.challenger, names)))
    return Advice(action, tuple(reasons), (Counter(me, ()),), ())


def _advise_meins(view: FabelView, action: Any) -> Advice:
    """At which number to press "Meins!" and why."""
    assert view.reader is not None and view.race is not None and view.hand is not None
    r = view.race
    plan = meister.press_plan(view, STARK)
    reasons = [_letter_reason(view, r.kind, plan.worth)]
    if plan.threshold is None:
        reasons.append(t("fabel.rat.m.no_press"))
        return Advice(None, tuple(reasons), (), (), None)
    k = plan.threshold
    cards = meister.cheapest_k(view.hand, k)
    reasons.append(t("fabel.rat.m.press_from", k=k, cards=_cards(cards), paid=sum(cards)))
    if isinstance(action, Meins):
        reasons.append(t("fabel.rat.m.press_now", counter=r.counter))
        return Advice(action, tuple(reasons), (None,), (), k)
    reasons.append(t("fabel.rat.m.press_wait", k=k))
    return Advice(None, tuple(reasons), (Meins(view.reader),), (), k)


def _advise_letter_vorkauf(view: FabelView, action: Any, rng: random.Random,
                           names: Names) -> Advice:
    """Keep the letter or let the presser have it."""
    assert view.reader is not None and view.race is not None and view.hand is not None
    r = view.race
    assert r.presser is not None
    worth = meister.letter_gain(outlook_of(view), view.reader, r.kind, STARK.judge)
    reasons = [_letter_reason(view, r.kind, worth)]
    if isinstance(action, BuySelf):
        mine = meister.cheapest_k(view.hand, r.k)
        reasons.append(t("fabel.rat.m.letter_keep", count=r.k, cards=_cards(mine),
                         seat=_seat(r.presser, names)))
        return Advice(action, tuple(reasons), (Sell(view.reader),), ())
    guess = meister.presser_cards_guess(view, rng)
    reasons.append(t("fabel.rat.m.letter_let_go", seat=_seat(r.presser, names), count=r.k,
                     guess=round(guess)))
    alternatives = (BuySelf(view.reader),) if len(view.hand) >= r.k else ()
    return Advice(action, tuple(reasons), alternatives, ())


def _advise_kobold(view: FabelView, action: Any) -> Advice:
    """Take the Kobold or lay a card, with the pot and the damage."""
    assert view.reader is not None and view.kobold is not None
    me = view.reader
    call = meister.kobold_call(view, STARK)
    threat = t("fabel.rat.m.kobold_threat", mine=view.players[me].kobolde)
    if call.lay is None:
        return Advice(action, (t("fabel.rat.m.kobold_must"), threat), (), ())
    count, pot, damage = view.kobold.pot_count, round(call.pot), round(call.damage)
    if isinstance(action, TakeKobold):
        reasons = (t("fabel.rat.m.kobold_take", count=count, pot=pot, damage=damage), threat)
        return Advice(action, reasons, (LayCard(me, call.lay),), ())
    reasons = (t("fabel.rat.m.kobold_lay", card=call.lay, count=count, pot=pot, damage=damage),
               threat)
    return Advice(action, reasons, (TakeKobold(me),), ())
