"""The Rat (items 167 and 169): what the strong computer would do, with
reasons; it executes nothing and preselects only cards the person may use."""

from __future__ import annotations

import contextlib
import random

from engines import fabel
from engines.core import Decision
from engines.fabel import ai
from engines.fabel.actions import Bid, Challenge, Counter, Offer, Pay
from engines.fabel.ai.arena import play
from engines.fabel.cards import Creature, counts_of
from engines.fabel.state import PAY, Payment, State
from engines.texts import t
from tests.fabel_ai import scenes


def _advice(state: State, seat: int) -> ai.Advice:
    pending = [d for d in state.pending() if d.seat == seat]
    decision = pending[0] if pending else Decision(seat, "bid", required=False)
    return ai.advise(state.view(seat), decision, random.Random(4), budget=None)


def test_item_167_pending_auction_names_a_bid_limit_and_why() -> None:
    """167: "wie hoch du bieten solltest … mit Begründung": the person holds
    three Trolle; the Rat names a limit, says why (the Vierer it completes,
    the rivals' money) and bids now if the next bid is under the limit."""
    state = scenes.table()
    scenes.set_money(state, 1, {0: 2, 10: 4, 50: 2, 100: 2})
    state.creatures[1][Creature.TROLL] = 3
    scenes.auction(state, Creature.TROLL, auctioneer=0, high=20, bidder=2)
    advice = _advice(state, 1)
    assert advice.limit is not None and advice.limit > 20
    reasons = " ".join(advice.reasons)
    assert t("fabel.rat.limit", limit=advice.limit,
             the_card="den Troll") in advice.reasons
    assert "Troll" in reasons and "250" in reasons  # the Vierer and its value
    assert any("Kassenbuch" in r for r in advice.reasons)  # the rivals' money
    assert isinstance(advice.action, Bid) and 20 < advice.action.amount <= advice.limit
    assert advice.alternatives == (None,)


def test_item_167_no_bid_above_the_limit() -> None:
    """167: a card of no use at a price above the limit: the Rat says stop."""
    state = scenes.table()
    scenes.set_money(state, 1, {0: 2, 10: 4, 50: 1})
    state.creatures[2][Creature.IRRLICHT] = 3
    scenes.auction(state, Creature.IRRLICHT, auctioneer=0, high=80, bidder=2)
    advice = _advice(state, 1)
    assert advice.action is None and advice.limit is not None and advice.limit <= 80
    assert t("fabel.rat.stop", high=80) in advice.reasons


def test_item_167_the_rat_suggests_a_trade() -> None:
    """167: "welchen Handel du anbietest": the deck is empty, the person holds
    three Drachen and seat 2 the fourth: the Rat challenges seat 2 for the
    Drache, names an amount and why."""
    state = scenes.table()
    state.deck = []
    state.creatures[0][Creature.DRACHE] = 3
    state.creatures[2][Creature.DRACHE] = 1
    state.creatures[1][Creature.ZWERG] = 4
    state.creatures[3][Creature.NIXE] = 4
    state.turn_seat = 0
    scenes.set_money(state, 0, {0: 2, 10: 4, 50: 2, 100: 1})
    advice = _advice(state, 0)
    assert advice.action == Challenge(0, 2, Creature.DRACHE)
    head = t("fabel.rat.challenge", seat=t("fabel.rat.seat", n=3),
             cards="einen Drachen", amount=0)
    assert advice.reasons[0].split("lege etwa")[0] == head.split("lege etwa")[0]
    assert "Drache" in advice.reasons[1]  # why: the Vierer it completes
    assert advice.preselected_cards == ()  # nothing to preselect on a turn


def _logged_game(seed: int, stop_after: int) -> tuple[State, list[object]]:
    """A Normal game played ``stop_after`` actions; the log of its actions."""
    state = fabel.new_game(4, seed)
    log: list[object] = []

    class Stop(Exception):
        pass

    def on_action(action: object, events: list[object]) -> None:
        log.append(action)
        if len(log) >= stop_after:
            raise Stop

    with contextlib.suppress(Stop):
        play(state, [lambda v, d, r: ai.decide(v, d, r, "normal")] * 4, seed,
             on_action=on_action)  # type: ignore[arg-type]
    return state, log


def test_item_169_the_rat_executes_nothing() -> None:
    """169: "Der Rat führt nichts aus": asking the Rat for every open decision
    of a running game leaves the action log, the phase and every view as
    they were."""
    for seed, stop in ((31, 40), (32, 90), (33, 150)):
        state, log = _logged_game(seed, stop)
        length = len(log)
        before = [state.view(s) for s in range(4)]
        pending = state.pending()
        for d in pending:
            ai.advise(state.view(d.seat), d, random.Random(1), budget=0.0)
        assert len(log) == length
        assert state.pending() == pending
        assert [state.view(s) for s in range(4)] == before


def test_item_169_preselected_payment_is_a_legal_minimal_payment() -> None:
    """169: "er wählt höchstens die passenden Geldkarten schon vor": the
    preselected cards pay the amount, minimally, from the payer's hand."""
    for amount in (10, 40, 60, 90, 130, 240):
        state = scenes.table()
        scenes.set_money(state, 1, {0: 2, 10: 3, 50: 2, 100: 1, 200: 1})
        state.payment = Payment(1, 0, amount, Creature.NIXE, 1, "sold")
        state.phase = PAY
        advice = _advice(state, 1)
        assert advice.preselected_cards
        assert Pay(1, advice.preselected_cards) in state.legal(1)
        hand = state.hands[1]
        cards = fabel.money.counts_from_values(advice.preselected_cards)
        assert cards is not None and fabel.money.holds(hand, cards)
        assert fabel.money.is_minimal_payment(cards, amount)


def test_item_169_preselected_offer_and_counter_come_from_the_hand() -> None:
    """169: in the offer panel the preselected cards are a valid offer from
    the challenger's hand; in the answer panel a counter the opponent holds."""
    state = scenes.table()
    state.creatures[0][Creature.GREIF] = 2
    state.creatures[1][Creature.GREIF] = 2
    scenes.set_money(state, 0, {0: 2, 10: 4, 50: 1, 100: 1})
    scenes.set_money(state, 1, {0: 1, 10: 2, 50: 2, 100: 1})
    scenes.trade(state, 0, 1, Creature.GREIF)
    advice = _advice(state, 0)
    assert isinstance(advice.action, Offer)
    assert advice.preselected_cards == advice.action.cards
    assert Offer(0, advice.preselected_cards) in state.legal(0)
    state.apply(advice.action)
    answer = _advice(state, 1)
    if isinstance(answer.action, Counter):
        assert answer.preselected_cards == answer.action.cards
        assert Counter(1, answer.preselected_cards) in state.legal(1)
    else:
        assert answer.preselected_cards == ()
    assert counts_of({0: 1, 10: 2, 50: 2, 100: 1}) == state.hands[1]
