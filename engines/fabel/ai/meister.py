"""The computer players' Meistermarkt decisions.

Everything here reads the view only; the position model is the one of
:mod:`.valuation`, which in the Meistermarkt counts letters and the Kobold
threat (:mod:`.meister_model`). The Klassisch decisions (auctions, Vorkauf,
payments, creature trades, Superhandel) keep their policy; this module adds:

- "Meins!" (item 170): a letter is worth what it adds to the reader's
  expected points (+ 250 per letter whose Vierer he holds, times the number
  of Vierer; + 250 as a free letter otherwise; the Kobold threat included).
  He presses as soon as the cheapest ``k`` of his cards, in points, cost
  less than that.
- The auctioneer's letter Vorkauf: keep the letter only if it is worth more
  than his cheapest ``k`` cards and the cards the presser would give him.
- Paying for a letter (item 171): the cheapest ``k`` cards, zeros and tens
  first.
- The Kobold round (item 173): take it when the estimated pot (its own cards
  there plus :data:`POT_CARD_GUESS` Taler for each card of the others) and
  the card it would lay are at least the estimated damage of one more
  Kobold; otherwise lay the cheapest card, a zero if it has one.
- Kobold trades: reversed (the higher offer gives its Kobolde away), so the
  trade is planned like a creature trade whose "win" is getting rid of the
  Kobolde and whose "loss" is taking the other's.
- Two players: keep a looked-at card (creature, letter, Kobold or money) if
  it brings more than a random card of the rest (item 174).
"""

from __future__ import annotations

import random
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
from engines.fabel.ai import policy
from engines.fabel.ai.determinize import sample_hidden
from engines.fabel.ai.profiles import Profile
from engines.fabel.ai.trade import TradeOutlook, money_slope, offer_value
from engines.fabel.ai.valuation import Judge, Outlook, moved, offer_table, outlook_of, utility
from engines.fabel.cards import (
    KINDS,
    KOBOLD,
    KOBOLD_TRADE,
    LETTER,
    MONEY_CARD,
    is_letter,
    money_value,
    values_of,
)
from engines.fabel.phases import BRIEF_PAY, BRIEF_VORKAUF, KOBOLD_PHASE, MEINS
from engines.fabel.view import FabelView

#: Taler guessed for each card another player laid on a Kobold: a laid card
#: is mostly a zero or a ten (nobody feeds a pot he may not win).
POT_CARD_GUESS = 10.0
#: Deals of the hidden money when the auctioneer guesses the presser's cards.
VORKAUF_DEALS = 6

#: How much of a letter's worth each strength sees (Leicht is cautious).
LETTER_FACTOR = {"leicht": 0.6, "normal": 1.0, "stark": 1.0}


@dataclass(frozen=True, slots=True)
class KoboldCall:
    """The Kobold decision laid open: the estimated pot, the damage of one
    more Kobold (both in Taler) and the card that would be laid instead."""

    pot: float
    damage: float
    lay: int | None

    @property
    def take(self) -> bool:
        """Take when the pot and the card kept outweigh the damage (item 173)."""
        return self.lay is None or self.pot + self.lay >= self.damage


def handles(view: FabelView, decision: Decision) -> bool:
    """Whether this module decides ``decision`` (else the Klassisch policy does)."""
    kind = decision.kind
    if kind in (MEINS, BRIEF_VORKAUF, BRIEF_PAY, KOBOLD_PHASE, "turn", "distribute"):
        return True
    if kind in ("offer", "answer"):
        return view.trade is not None and view.trade.kind == KOBOLD_TRADE
    return False


def decide_meister(view: FabelView, decision: Decision, profile: Profile,
                   rng: random.Random) -> Any:
    """The profile's action for a Meistermarkt decision (None: no press now)."""
    kind = decision.kind
    if kind == MEINS:
        return press(view, profile)
    if kind == BRIEF_VORKAUF:
        return letter_vorkauf(view, profile, rng)
    if kind == BRIEF_PAY:
        return pay_letter(view)
    if kind == KOBOLD_PHASE:
        return kobold(view, profile)
    if kind == "turn":
        return turn(view, profile, rng)
    if kind == "distribute":
        return distribute(view, profile)
    if kind == "offer":
        return kobold_offer(view, profile, rng)
    if kind == "answer":
        return kobold_answer(view, profile, rng)
    raise ValueError(f"not a Meistermarkt decision: {kind!r}")


# ------------------------------------------------------------------ letters
def with_letter(o: Outlook, seat: int | None, kind: int) -> Outlook:
    """A copy where the letter of ``kind`` went to ``seat`` (None: to nobody)."""
    c = o.copy()
    assert c.meister is not None
    c.meister.deck_letters[kind] = 0
    if seat is not None:
        c.meister.letters[seat][kind] = 1
    return c


def letter_gain(o: Outlook, seat: int, kind: int, judge: Judge) -> float:
    """Points ``seat`` expects to gain by owning the letter of ``kind``
    rather than nobody owning it (its own standing, money left out)."""
    zero = Judge(judge.rate_scale, rival=0.0, leader=judge.leader)
    return utility(with_letter(o, seat, kind), seat, zero) - \
        utility(with_letter(o, None, kind), seat, zero)


def cheapest_k(hand: tuple[int, ...], k: int) -> tuple[int, ...]:
    """The ``k`` cheapest cards of a hand: zeros and tens first (item 171).

    >>> cheapest_k((100, 50, 10, 10, 0, 0), 4)
    (10, 10, 0, 0)
    """
    return tuple(sorted(hand)[:k][::-1])


def taler_rate(o: Outlook, me: int, judge: Judge) -> float:
    """Points one Taler is worth to ``me`` (at least a small positive rate)."""
    return max(money_slope(o, me, None, judge), 1e-6)


@dataclass(frozen=True, slots=True)
class PressPlan:
    """The "Meins!" reasoning: the letter's worth in points, the points per
    Taler, and from which counter on the cheapest cards cost less (None:
    at no counter)."""

    worth: float
    rate: float
    threshold: int | None

    def cost(self, hand: tuple[int, ...], k: int) -> float:
        """What the cheapest ``k`` cards of ``hand`` cost in points."""
        return self.rate * sum(cheapest_k(hand, k))


def press_plan(view: FabelView, profile: Profile) -> PressPlan:
    """Worth of the letter on the stage and the highest counter at which the
    reader would press."""
    assert view.reader is not None and view.race is not None and view.hand is not None
    me = view.reader
    o = outlook_of(view)
    worth = letter_gain(o, me, view.race.kind, profile.judge) * LETTER_FACTOR[profile.name]
    lam = taler_rate(o, me, profile.judge)
    hand = view.hand
    threshold = None
    for k in range(min(view.race.counter, len(hand)), 0, -1):
        if lam * sum(cheapest_k(hand, k)) < worth:
            threshold = k
            break
    return PressPlan(worth, lam, threshold)


def press(view: FabelView, profile: Profile) -> Meins | None:
    """"Meins!" now if the counter has reached the reader's threshold."""
    assert view.reader is not None and view.race is not None and view.hand is not None
    r = view.race
    if r.presser is not None or r.auctioneer == view.reader or len(view.hand) < r.counter:
        return None
    plan = press_plan(view, profile)
    if plan.threshold is not None and r.counter <= plan.threshold:
        return Meins(view.reader)
    return None


def presser_cards_guess(view: FabelView, rng: random.Random, deals: int = VORKAUF_DEALS) -> float:
    """Taler the presser is expected to pay: his cheapest ``k`` cards in
    deals of the hidden money consistent with the view."""
    assert view.race is not None and view.race.presser is not None
    r = view.race
    presser = view.race.presser
    acc = 0.0
    for _ in range(deals):
        hidden = sample_hidden(view, rng, steps=60)
        hand = values_of(hidden.hands[presser])
        acc += sum(cheapest_k(hand, r.k))
    return acc / deals


def letter_vorkauf(view: FabelView, profile: Profile, rng: random.Random) -> Sell | BuySelf:
    """The auctioneer, before he sees any card: keep the letter (pay ``k`` of
    his cheapest cards) only if that is worth more than letting it go and
    receiving the presser's ``k`` cards."""
    assert view.reader is not None and view.race is not None and view.hand is not None
    me, r = view.reader, view.race
    assert r.presser is not None
    if len(view.hand) < r.k:
        return Sell(me)
    o = outlook_of(view)
    judge = profile.judge
    mine = float(sum(cheapest_k(view.hand, r.k)))
    theirs = presser_cards_guess(view, rng)
    keep = with_letter(o, me, r.kind)
    keep.money[me] -= mine
    keep.money[r.presser] += mine
    sell = with_letter(o, r.presser, r.kind)
    sell.money[me] += theirs
    sell.money[r.presser] -= theirs
    return BuySelf(me) if utility(keep, me, judge) > utility(sell, me, judge) else Sell(me)


def pay_letter(view: FabelView) -> Pay:
    """The letter's ``k`` cards: zeros and tens first (item 171)."""
    assert view.reader is not None and view.race is not None and view.hand is not None
    return Pay(view.reader, cheapest_k(view.hand, view.race.k))


# ------------------------------------------------------------------ Kobolde
def with_kobolde(o: Outlook, frm: int | None, to: int | None, n: int) -> Outlook:
    """A copy with ``n`` Kobolde moved from ``frm`` (None: the deck) to ``to``
    (None: nobody yet)."""
    c = o.copy()
    t = c.meister
    assert t is not None
    if frm is None:
        t.deck_kobolde -= n
    else:
        t.kobolde[frm] -= n
    if to is None:
        t.deck_kobolde += n
    else:
        t.kobolde[to] += n
    return c


def kobold_damage(o: Outlook, me: int, judge: Judge) -> float:
    """The Taler that one more Kobold costs ``me``: the fall of its standing
    if it takes the Kobold instead of another seat, over its Taler rate."""
    assert o.meister is not None
    base = utility(o, me, judge)
    taken = utility(with_kobolde(o, None, me, 1), me, judge)
    return max(0.0, (base - taken) / taler_rate(o, me, judge))


def pot_estimate(view: FabelView) -> float:
    """The pot as far as the reader can tell: its own cards there, and
    :data:`POT_CARD_GUESS` Taler for every card of the others (item 173)."""
    assert view.kobold is not None
    ko = view.kobold
    return float(sum(ko.own_laid)) + POT_CARD_GUESS * (ko.pot_count - len(ko.own_laid))


def kobold_call(view: FabelView, profile: Profile) -> KoboldCall:
    """The numbers behind the Kobold decision."""
    assert view.reader is not None and view.hand is not None
    lay = min(view.hand) if view.hand else None
    if lay is None:
        return KoboldCall(pot_estimate(view), 0.0, None)
    o = outlook_of(view)
    return KoboldCall(pot_estimate(view), kobold_damage(o, view.reader, profile.judge), lay)


def kobold(view: FabelView, profile: Profile) -> TakeKobold | LayCard:
    """Take the Kobold, or lay the cheapest card (a zero if held) on it."""
    assert view.reader is not None
    call = kobold_call(view, profile)
    if call.take or call.lay is None:
        return TakeKobold(view.reader)
    return LayCard(view.reader, call.lay)


def kobold_trade_outlook(o: Outlook, me: int, other: int, judge: Judge) -> TradeOutlook:
    """A Kobold trade for ``me``: "win" (the higher offer) gives away all its
    Kobolde to ``other``, "lose" takes all of ``other``'s."""
    assert o.meister is not None
    mine, theirs = o.meister.kobolde[me], o.meister.kobolde[other]
    win = utility(with_kobolde(o, me, other, mine), me, judge)
    lose = utility(with_kobolde(o, other, me, theirs), me, judge)
    return TradeOutlook(win, lose, money_slope(o, me, other, judge))


def plan_kobold_offer(view: FabelView, profile: Profile, opp: int) -> tuple[float, int]:
    """The best offer amount in a Kobold trade against ``opp`` and its
    expected gain over doing nothing."""
    assert view.reader is not None and view.hand is not None
    me = view.reader
    o = outlook_of(view)
    judge = profile.judge
    t = kobold_trade_outlook(o, me, opp, judge)
    theirs = kobold_trade_outlook(o, opp, me, judge)
    reserve = max(0.0, min((theirs.win - theirs.lose) / max(theirs.slope, 1e-6), o.money[opp]))
    if not profile.kassenbuch:
        reserve = max(reserve, 0.5 * o.money[me])
    spreads = (0.6, 0.85, 1.0, 1.2, 1.5)
    best_amount, best = 0, float("-inf")
    for amount in sorted(offer_table(view.hand)):
        value = sum(offer_value(t, amount, reserve * f) for f in spreads) / len(spreads)
        if value > best:
            best_amount, best = amount, value
    return best - utility(o, me, judge), best_amount


def kobold_offer(view: FabelView, profile: Profile, rng: random.Random) -> Offer:
    """The challenger's covered offer in a Kobold trade."""
    assert view.reader is not None and view.trade is not None
    _, amount = plan_kobold_offer(view, profile, view.trade.opponent)
    return Offer(view.reader, policy.offer_cards(view, profile, amount, rng))


def kobold_answer(view: FabelView, profile: Profile, rng: random.Random) -> Accept | Counter:
    """Annehmen (the challenger gives his Kobolde away) or a counter-offer
    (the higher one gives its Kobolde away; a second tie: the challenger)."""
    assert view.reader is not None and view.trade is not None and view.hand is not None
    me, tr = view.reader, view.trade
    o = outlook_of(view)
    t = kobold_trade_outlook(o, me, tr.challenger, profile.judge)
    return policy.best_answer(me, t, policy.offer_guesses(view, profile, rng), view.hand,
                              tr.round)


# -------------------------------------------------------------------- turn
def best_challenge(view: FabelView, profile: Profile,
                   rng: random.Random) -> tuple[Challenge | None, float]:
    """The most promising challenge, creature or Kobold trade, and its gain."""
    assert view.reader is not None
    me = view.reader
    best, gain = policy.choose_challenge(view, profile, rng)
    if view.players[me].kobolde:
        for opp in range(view.seats):
            if opp == me or not view.players[opp].kobolde:
                continue
            g, _ = plan_kobold_offer(view, profile, opp)
            if g > gain:
                best, gain = Challenge(me, opp, KOBOLD_TRADE), g
    return best, gain


def turn(view: FabelView, profile: Profile, rng: random.Random) -> Reveal | Challenge:
    """Versteigern or Handeln (creatures or Kobolde)."""
    assert view.reader is not None
    challenge, gain = best_challenge(view, profile, rng)
    if view.deck_count == 0:
        assert challenge is not None, "the engine skips a turn without any action"
        return challenge
    if challenge is not None and rng.random() < profile.trade_gate \
            and gain > profile.trade_margin:
        return challenge
    return Reveal(view.reader)


# ------------------------------------------------------------- two players
def receive(o: Outlook, seat: int, card: int, money_avg: float) -> Outlook:
    """A copy where ``seat`` received the deck card ``card`` (``MONEY_CARD - 1``
    stands for a money card of average value)."""
    if card < KINDS:
        return moved(o, card, seat)
    if is_letter(card):
        return with_letter(o, seat, card - LETTER)
    if card == KOBOLD:
        return with_kobolde(o, None, seat, 1)
    c = o.copy()
    c.money[seat] += money_avg if card < MONEY_CARD else float(money_value(card))
    return c


def card_worth(o: Outlook, me: int, card: int, judge: Judge, money_avg: float) -> float:
    """What ``card`` is worth to ``me`` against the opponent getting it."""
    return utility(receive(o, me, card, money_avg), me, judge) - \
        utility(receive(o, 1 - me, card, money_avg), me, judge)


def distribute(view: FabelView, profile: Profile) -> Keep | Give:
    """Keep the looked-at card if it brings more than a random card of the rest."""
    assert view.reader is not None and view.peek is not None and view.meister
    me = view.reader
    o = outlook_of(view)
    assert o.meister is not None
    judge = profile.judge
    avg = policy.deck_money_average(view)
    mine = card_worth(o, me, view.peek, judge, avg)
    unheld = list(o.deck_kinds)
    letters = list(o.meister.deck_letters)
    kobolde = o.meister.deck_kobolde
    if view.peek < KINDS:
        unheld[view.peek] -= 1
    elif is_letter(view.peek):
        letters[view.peek - LETTER] = 0
    elif view.peek == KOBOLD:
        kobolde -= 1
    money_left = view.deck_money or 0
    rest, count = 0.0, 0
    for k in range(KINDS):
        if unheld[k] > 0:
            rest += unheld[k] * card_worth(o, me, k, judge, avg)
            count += unheld[k]
        if letters[k]:
            rest += card_worth(o, me, LETTER + k, judge, avg)
            count += 1
    if kobolde > 0:
        rest += kobolde * card_worth(o, me, KOBOLD, judge, avg)
        count += kobolde
    if money_left:
        rest += money_left * card_worth(o, me, MONEY_CARD - 1, judge, avg)
        count += money_left
    if count <= 0:
        return Keep(me)
    return Keep(me) if mine >= rest / count else Give(me)

