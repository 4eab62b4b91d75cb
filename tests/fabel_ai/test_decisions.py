"""Decisions of every kind, and the checklist's [ai] items for Klassisch."""

from __future__ import annotations

import random

import pytest

from engines.core import Decision
from engines.fabel import ai
from engines.fabel.actions import Accept, Bid, BuySelf, Counter, Give, Keep, Offer, Pay
from engines.fabel.ai import policy
from engines.fabel.cards import Creature, money_card
from engines.fabel.state import DISTRIBUTE, PAY, Payment
from tests.fabel_ai import scenes

STRENGTHS = ("leicht", "normal", "stark")


def _decide(state, seat: int, strength: str, seed: int = 0, kind: str | None = None):
    pending = [d for d in state.pending() if d.seat == seat]
    decision = pending[0] if pending else Decision(seat, kind or "bid", required=False)
    return ai.decide(state.view(seat), decision, random.Random(seed), strength, budget=None)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_every_kind_turn_is_legal(strength: str) -> None:
    state = scenes.table()
    seat = state.pending()[0].seat
    assert _decide(state, seat, strength) in state.legal(seat)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_every_kind_bid_is_legal_or_silent(strength: str) -> None:
    state = scenes.auction(scenes.table(), Creature.TROLL, auctioneer=0, high=20, bidder=2)
    action = _decide(state, 1, strength)
    assert action is None or (isinstance(action, Bid) and action.amount > 20
                              and action.amount % 10 == 0)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_every_kind_pay_is_a_legal_minimal_payment(strength: str) -> None:
    state = scenes.table()
    scenes.set_money(state, 1, {0: 2, 10: 3, 50: 2, 100: 1})
    state.payment = Payment(1, 0, 60, Creature.NIXE, 1, "sold")
    state.phase = PAY
    action = _decide(state, 1, strength)
    assert isinstance(action, Pay) and action in state.legal(1)
    assert sum(action.cards) == 60  # 50 + 10: no overpay when it can be avoided


@pytest.mark.parametrize("strength", STRENGTHS)
def test_every_kind_offer_and_answer_are_legal(strength: str) -> None:
    state = scenes.table()
    state.creatures[0][Creature.NIXE] = 2
    state.creatures[1][Creature.NIXE] = 2
    scenes.trade(state, 0, 1, Creature.NIXE)
    action = _decide(state, 0, strength)
    assert isinstance(action, Offer) and action in state.legal(0)
    state.apply(action)
    answer = _decide(state, 1, strength)
    assert isinstance(answer, Accept | Counter) and answer in state.legal(1)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_every_kind_vorkauf_is_legal(strength: str) -> None:
    state = scenes.vorkauf(scenes.table(), Creature.GREIF, auctioneer=0, high=40, bidder=1)
    assert _decide(state, 0, strength) in state.legal(0)


def _two_player_peek(card: int, mine: dict[int, int], theirs: dict[int, int],
                     deck: list[int]):
    state = scenes.table(seats=2, seed=4)
    state.creatures = [[0] * 10, [0] * 10]
    for k, n in mine.items():
        state.creatures[0][k] = n
    for k, n in theirs.items():
        state.creatures[1][k] = n
    state.deck = list(deck)
    state.deck_money = sum(1 for c in deck if c >= 1000)
    state.peek = card
    state.turn_seat = 0
    state.phase = DISTRIBUTE
    return state


@pytest.mark.parametrize("strength", STRENGTHS)
def test_item_174_keeps_the_fourth_drache_it_needs(strength: str) -> None:
    """174: "Zu zweit behält er eine Karte, wenn sie ihm mehr bringt als eine
    zufällige aus dem Rest." The fourth Drache completes its Vierer."""
    rest = [c for c in range(9) for _ in range(4)] + [money_card(10)] * 5
    state = _two_player_peek(Creature.DRACHE, {Creature.DRACHE: 3}, {}, rest)
    action = _decide(state, 0, strength)
    assert isinstance(action, Keep) and action in state.legal(0)


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_item_174_gives_away_a_useless_irrlicht_when_the_rest_is_rich(strength: str) -> None:
    """174: an Irrlicht it has no use for (the opponent holds three) goes
    away when the rest is full of cards it needs."""
    rest = [Creature.DRACHE, Creature.PHOENIX, Creature.EINHORN, Creature.DRACHE]
    state = _two_player_peek(Creature.IRRLICHT,
                             {Creature.DRACHE: 2, Creature.PHOENIX: 3, Creature.EINHORN: 3},
                             {Creature.IRRLICHT: 3}, rest)
    action = _decide(state, 0, strength)
    assert isinstance(action, Give)


def test_item_158_normal_bids_more_for_the_fourth_drache() -> None:
    """158: "Normal schätzt den Wert jeder Karte für seine Vierer": holding
    three Drachen it goes higher for the fourth than holding none."""
    def limit(drachen: int) -> int:
        state = scenes.table()
        scenes.set_money(state, 1, {0: 2, 10: 4, 50: 1, 100: 2, 200: 1})
        state.creatures[1][Creature.DRACHE] = drachen
        scenes.auction(state, Creature.DRACHE, auctioneer=0)
        return policy.bid_limit(state.view(1), policy.NORMAL, exact=True)

    assert limit(3) > limit(0) > 0


def test_item_158_vierer_gain_formula() -> None:
    """158 / the issue: completing a kind worth v with k Vierer worth V adds V + (k+1)·v."""
    from engines.fabel.ai.valuation import vierer_gain
    assert vierer_gain([1000, 800], 250) == 1800 + 3 * 250
    assert vierer_gain([], 90) == 90


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("card", [Creature.ZWERG, Creature.TROLL, Creature.DRACHE])
@pytest.mark.parametrize("held", [0, 2, 3])
def test_item_159_normal_with_0_0_100_never_bids_60(seed: int, card: int, held: int) -> None:
    """159: "er bietet nicht 60, wenn er dafür einen 100er hergeben müsste":
    holding [0, 0, 100] it bids 100 or stops."""
    for high in range(0, 100, 10):
        state = scenes.table(seed=seed)
        scenes.set_money(state, 1, {0: 2, 100: 1})
        state.creatures[1][card] = held
        scenes.auction(state, card, auctioneer=0, high=high, bidder=2 if high else None)
        action = _decide(state, 1, "normal", seed=seed)
        assert action is None or action == Bid(1, 100), (high, action)


def test_item_159_normal_with_0_0_100_does_bid_100_for_its_vierer() -> None:
    """159, the other branch: where the card is worth it, the bid is 100."""
    state = scenes.table()
    scenes.set_money(state, 1, {0: 2, 100: 1})
    state.creatures[1][Creature.DRACHE] = 3
    scenes.auction(state, Creature.DRACHE, auctioneer=0, high=50, bidder=2)
    assert _decide(state, 1, "normal") == Bid(1, 100)


def test_item_159_normal_reads_the_kassenbuch() -> None:
    """159 / 148: the others' money comes from the Kassenbuch estimate: when
    the book shows every rival poor, nobody can drive the price, so Normal's
    limit for the card a rival needs stays low; rich rivals raise it."""
    def limit(rich: bool) -> int:
        state = scenes.table()
        scenes.set_money(state, 1, {0: 2, 10: 4, 50: 1, 100: 2, 200: 1})
        state.creatures[2][Creature.TROLL] = 3
        for seat in (2, 3):
            state.books[seat].add("received" if rich else "paid", 500 if rich else -80)
        scenes.auction(state, Creature.TROLL, auctioneer=0)
        return policy.bid_limit(state.view(1), policy.NORMAL, exact=True)

    assert limit(rich=False) < limit(rich=True)


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_item_160_vorkauf_when_the_bidder_would_complete(strength: str) -> None:
    """160: the bidder holds 3 Trolle and bids 200 for the fourth; the
    auctioneer with 300 buys himself."""
    state = scenes.table()
    state.creatures[1][Creature.TROLL] = 3
    scenes.set_money(state, 0, {100: 1, 200: 1})
    scenes.vorkauf(state, Creature.TROLL, auctioneer=0, high=200, bidder=1)
    assert _decide(state, 0, strength) == BuySelf(0)


def test_item_160_no_vorkauf_without_money() -> None:
    """160: "(and its money covers the bid)": with 150 it sells."""
    state = scenes.table()
    state.creatures[1][Creature.TROLL] = 3
    scenes.set_money(state, 0, {50: 1, 100: 1})
    scenes.vorkauf(state, Creature.TROLL, auctioneer=0, high=200, bidder=1)
    assert _decide(state, 0, "normal") not in (BuySelf(0),)


def test_item_161_normal_bluffs_with_zeros_now_and_then() -> None:
    """161: "blufft gelegentlich mit Nullen": over 500 offers some, but well
    under half, are zeros only or mostly zeros."""
    bluffs = offers = 0
    for seed in range(500):
        state = scenes.table(seed=seed % 7)
        kind = seed % 10
        state.creatures[0][kind] = 1 + seed % 3
        state.creatures[1][kind] = 1 + (seed // 3) % 3
        scenes.set_money(state, 0, {0: 2, 10: 3 + seed % 3, 50: 1, 100: seed % 2})
        scenes.trade(state, 0, 1, kind)
        action = _decide(state, 0, "normal", seed=seed)
        assert isinstance(action, Offer) and action in state.legal(0)
        offers += 1
        zeros = sum(1 for v in action.cards if v == 0)
        if zeros * 2 > len(action.cards):
            bluffs += 1
    assert offers == 500
    assert 0 < bluffs < 0.25 * offers


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_answer_counters_a_zero_bluff_cheaply(strength: str) -> None:
    """Against a challenger whose only money is zeros, a ten wins the trade."""
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 2
    state.creatures[1][Creature.DRACHE] = 1
    scenes.set_money(state, 0, {0: 2})
    state.books[0].add("paid", -90)  # the Kassenbuch shows him broke
    scenes.trade(state, 0, 1, Creature.DRACHE, offer={0: 2})
    action = _decide(state, 1, strength)
    assert isinstance(action, Counter) and 0 < sum(action.cards) <= 50


def test_item_162_stark_reads_the_count_of_a_normal_offer() -> None:
    """162: "Stark … handelt gezielt": the covered offer's card count tells
    Stark what a Normal challenger laid. Every guess it keeps with weight is
    an offer a Normal would lay with that many cards, and its counter beats
    the offer that was really laid when the Drache is worth it."""
    from engines.fabel.ai.search import offer_beliefs
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 2
    state.creatures[1][Creature.DRACHE] = 1
    state.creatures[1][Creature.PHOENIX] = 3
    scenes.set_money(state, 1, {0: 2, 10: 4, 50: 2, 100: 2, 200: 1})
    scenes.trade(state, 0, 1, Creature.DRACHE)
    laid = _decide(state, 0, "normal", seed=3)
    assert isinstance(laid, Offer)
    state.apply(laid)
    beliefs = offer_beliefs(state.view(1), random.Random(0), None)
    heavy = [x for w, x in beliefs if w >= 1.0]
    assert heavy and sum(laid.cards) in heavy
    answer = _decide(state, 1, "stark")
    assert isinstance(answer, Counter) and sum(answer.cards) > sum(laid.cards)


def test_stark_auction_search_gives_a_limit_within_its_money() -> None:
    """The optional auction search (off in play, see search.AUCTION_SEARCH)
    still gives a limit in tens within the bidder's money, and with three
    Trolle a higher one than for a card it has no use for."""
    from engines.fabel.ai.search import auction_limit

    def limit(held: int) -> int:
        state = scenes.table()
        scenes.set_money(state, 1, {0: 2, 10: 4, 50: 2, 100: 2})
        state.creatures[1][Creature.TROLL] = held
        scenes.auction(state, Creature.TROLL, auctioneer=0, high=20, bidder=2)
        return auction_limit(state.view(1), random.Random(0), None, search=True)

    high, low = limit(3), limit(0)
    assert high % 10 == 0 and low % 10 == 0
    assert low < high <= 340


def test_strength_names_are_checked() -> None:
    state = scenes.table()
    d = state.pending()[0]
    with pytest.raises(ValueError):
        ai.decide(state.view(d.seat), d, random.Random(0), "meister")


def test_item_164_reaction_delays_ordered() -> None:
    """164 (the engine side): leicht waits longer than normal, normal longer than stark."""
    for seed in range(50):
        for kind in ("bid", "turn", "answer"):
            r = random.Random(seed)
            values = [ai.reaction_delay(s, kind, random.Random(r.random()))
                      for s in ("leicht", "normal", "stark")]
            assert values[0] > values[1] > values[2] > 0
