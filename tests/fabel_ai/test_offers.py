"""Normal's covered offers, planned against what their card count tells."""

from __future__ import annotations

import copy
import random

from engines.fabel import ai
from engines.fabel.actions import Counter, Offer
from engines.fabel.ai import policy
from engines.fabel.cards import Creature
from engines.fabel.state import State
from tests.fabel_ai import scenes


def _drache_trade(book_extra: int = 0) -> State:
    """Seat 0 (two Drachen, 1320 Taler) challenges seat 1 (two Drachen,
    540 Taler); both Kassenbuch estimates match the hands, seat 0's plus
    ``book_extra``."""
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 2
    state.creatures[1][Creature.DRACHE] = 2
    hands = {0: {0: 2, 10: 2, 50: 2, 100: 3, 200: 2, 500: 1},
             1: {0: 2, 10: 4, 50: 2, 100: 2, 200: 1}}
    for seat, hand in hands.items():
        scenes.set_money(state, seat, hand)
        state.books[seat].add("received", sum(v * n for v, n in hand.items()) - 90)
    state.books[0].add("received", book_extra)
    return scenes.trade(state, 0, 1, Creature.DRACHE)


def _offer(state: State) -> Offer:
    view = state.view(0)
    cards, _ = policy.count_offer(view, policy.NORMAL)
    return Offer(0, cards)


def test_item_159_normal_offer_wins_cheaply_by_its_card_count() -> None:
    """159 (the others' money in view) in a trade: "Alle sehen nur, wie viele
    Karten du gelegt hast." Normal lays few large cards that look small; the
    Leicht and the Normal opponent both counter below it, so Normal gets the
    two Drachen, and what it pays net is far below what the two Drachen are
    worth to the opponent (the reserve it would otherwise have had to beat)."""
    state = _drache_trade()
    laid = _offer(state)
    view = state.view(0)
    o = policy.outlook_of(view)
    reserve = policy.opponent_reserve(o, 1, 0, Creature.DRACHE, 2, policy.NORMAL.judge)
    assert laid in state.legal(0)
    for strength in ("leicht", "normal"):
        game = copy.deepcopy(state)
        game.apply(laid)
        d = game.pending()[0]
        reply = ai.decide(game.view(1), d, random.Random(0), strength)
        assert isinstance(reply, Counter), strength
        assert sum(laid.cards) > sum(reply.cards), strength
        net = sum(laid.cards) - sum(reply.cards)
        assert net < 0.5 * reserve, (strength, net, reserve)


def test_item_159_normal_reads_its_count_with_its_own_public_kassenbuch() -> None:
    """159: the opponent reads the count with the challenger's Kassenbuch
    ("ca. …" beside his name): when the book shows Normal much richer per
    card (here 150 instead of 110 Taler), a card of his is read higher, the
    counter it expects is higher, and it lays more."""
    plain = sum(_offer(_drache_trade()).cards)
    rich = sum(_offer(_drache_trade(book_extra=500)).cards)
    assert rich > plain


def test_item_161_the_zero_bluff_stays_with_count_offers() -> None:
    """161: with the planned offer in place, Normal still lays all its zeros
    now and then (and only now and then)."""
    bluffs = 0
    for seed in range(300):
        state = _drache_trade()
        d = state.pending()[0]
        action = ai.decide(state.view(0), d, random.Random(seed), "normal")
        assert isinstance(action, Offer) and action in state.legal(0)
        bluffs += all(v == 0 for v in action.cards)
    assert 0 < bluffs < 0.25 * 300


def test_item_159_a_reader_who_takes_every_card_for_a_ten_is_still_beaten() -> None:
    """159: among the readings of the count is the plainest one, a ten a
    card. For two Drachen (worth a lot to Normal) the offer beats the counter
    such a reader lays, 10 × count + 10, however rich the Kassenbuch makes
    Normal look."""
    for extra in (0, 500, 1000, 2000):
        laid = _offer(_drache_trade(book_extra=extra))
        assert sum(laid.cards) > 10 * len(laid.cards) + 10, (extra, laid)
