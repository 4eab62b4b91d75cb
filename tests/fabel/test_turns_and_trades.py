"""Dein Zug and Handeln (checklist items 14-18, 55, 56, 60-69, 71, 134)."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core import Timeout
from engines.fabel import (
    Accept,
    Bid,
    Challenge,
    Creature,
    EndTurn,
    Offer,
    Options,
    Pay,
    Reveal,
    Sell,
    State,
    new_game,
)
from engines.fabel import (
    Counter as CounterOffer,
)
from engines.fabel import events as ev
from engines.fabel.state import ANSWER, OFFER, SUPER, TURN
from tests.fabel.helpers import deal_out_deck, hand_values, of_type, refused, scenario

NIXE, TROLL, DRACHE, ZWERG = Creature.NIXE, Creature.TROLL, Creature.DRACHE, Creature.ZWERG


# ------------------------------------------------------------ the turn
def test_item_14_turns_pass_in_seat_order() -> None:
    """Item 14: "reihum": after seat 1's auction is settled, seat 2 is on turn
    and may reveal or challenge."""
    state = scenario(3, top=[TROLL], creatures={1: {NIXE: 1}, 2: {NIXE: 1}})
    state.apply(Reveal(0))
    events = state.apply(Timeout(state.timer().token))  # type: ignore[union-attr]
    assert ev.TurnStarted(1, 2) in events
    assert [(d.seat, d.kind) for d in state.pending()] == [(1, "turn")]
    assert state.legal(1) == [Reveal(1), Challenge(1, 2, NIXE)]
    assert state.legal(0) == [] and state.legal(2) == []


def test_item_14_first_player_by_lot_from_the_seed() -> None:
    """Item 14: the first player is drawn by lot from the seed."""
    firsts = [new_game(4, seed).turn_seat for seed in range(60)]
    assert firsts == [new_game(4, seed).turn_seat for seed in range(60)]
    assert set(firsts) == {0, 1, 2, 3}


def test_item_15_reveal_only_while_the_deck_is_not_empty() -> None:
    """Item 15: "Das geht, solange der Stapel nicht leer ist"."""
    state = scenario(3, creatures={0: {NIXE: 1}, 1: {NIXE: 1}})
    deal_out_deck(state, default=2)
    assert Reveal(0) not in state.legal(0)
    err = refused(state, Reveal(0), "deck_empty")
    assert "Stapel" in err.reason


def test_item_16_challenges_name_only_players_with_the_sort() -> None:
    """Item 16: seat 1 has Nixe, seat 2 has Nixe, seat 3 has none."""
    state = scenario(3, creatures={0: {NIXE: 1}, 1: {NIXE: 1}, 2: {TROLL: 1}})
    challenges = [a for a in state.legal(0) if isinstance(a, Challenge)]
    assert challenges == [Challenge(0, 1, NIXE)]


def empty_deck_table() -> State:
    """3p, deck empty: seat 1 holds only complete Vierer; seats 0 and 2 split
    the Nixen 2 / 2 and the Trolle 1 / 3."""
    state = scenario(3, creatures={0: {NIXE: 2, TROLL: 1}, 2: {NIXE: 2, TROLL: 3}})
    deal_out_deck(state, default=1)
    assert all(c in (0, 4) for c in state.creatures[1])
    return state


def test_item_17_empty_deck_no_trade_the_turn_is_skipped() -> None:
    """Item 17: "Ist der Stapel leer und du kannst mit niemandem handeln, wird
    dein Zug übersprungen – das Spiel sagt dir, warum"."""
    state = empty_deck_table()
    state.apply(Challenge(0, 2, NIXE))
    state.apply(Offer(0, (50,)))
    events = state.apply(Accept(2))
    skipped = of_type(events, ev.TurnSkipped)
    assert skipped == [ev.TurnSkipped(1, "no_trade")]
    from engines.texts import t
    assert "kein Handel möglich" in t(f"fabel.skip.{skipped[0].reason}")
    assert state.turn_seat == 2 and state.phase == TURN
    assert state.skipped == [1]


def test_item_18_empty_deck_only_challenges() -> None:
    """Item 18: deck empty and a trade possible: no pass, only challenges."""
    state = empty_deck_table()
    assert state.legal(0) == [Challenge(0, 2, NIXE), Challenge(0, 2, TROLL)]
    refused(state, EndTurn(0))


def test_item_71_a_trade_ends_the_turn() -> None:
    """Item 71: after the trade the next seat is on turn."""
    state = scenario(4, creatures={0: {NIXE: 1}, 2: {NIXE: 1}})
    state.apply(Challenge(0, 2, NIXE))
    state.apply(Offer(0, (10,)))
    events = state.apply(Accept(2))
    assert ev.TurnStarted(1, 2) in events
    assert state.pending()[0].seat == 1 and state.phase == TURN


def test_item_134_superhandel_reveal_or_end_turn() -> None:
    """Item 134: "Nach einem Handel darfst du im selben Zug noch die oberste
    Karte versteigern … oder den Zug beenden"."""
    state = scenario(4, options=Options(superhandel=True),
                     creatures={0: {NIXE: 1}, 2: {NIXE: 1}})
    state.apply(Challenge(0, 2, NIXE))
    state.apply(Offer(0, (10,)))
    state.apply(Accept(2))
    assert state.phase == SUPER
    assert state.legal(0) == [Reveal(0), EndTurn(0)]
    refused(state, Challenge(0, 2, NIXE))
    events = state.apply(EndTurn(0))
    assert ev.TurnEnded(0) in events and state.turn_seat == 1
    # with a reveal the same turn goes on with an auction
    again = scenario(4, options=Options(superhandel=True), top=[TROLL],
                     creatures={0: {NIXE: 1}, 2: {NIXE: 1}})
    again.apply(Challenge(0, 2, NIXE))
    again.apply(Offer(0, (10,)))
    again.apply(Accept(2))
    again.apply(Reveal(0))
    assert again.auction is not None and again.auction.card == TROLL
    assert again.auction.auctioneer == 0


def test_item_134_superhandel_deck_empty_only_end_turn() -> None:
    """Item 134: deck empty: only "Zug beenden"."""
    state = empty_deck_table()
    state.options = Options(superhandel=True)
    state.apply(Challenge(0, 2, TROLL))
    state.apply(Offer(0, (10,)))
    state.apply(Accept(2))
    assert state.legal(0) == [EndTurn(0)]


def test_item_134_without_superhandel_no_end_turn() -> None:
    """Item 134: off: the next seat is on turn at once."""
    state = scenario(3, creatures={0: {NIXE: 1}, 2: {NIXE: 1}})
    state.apply(Challenge(0, 2, NIXE))
    state.apply(Offer(0, (10,)))
    state.apply(Accept(2))
    assert state.turn_seat == 1
    refused(state, EndTurn(0))


# ------------------------------------------------------------ trading
def test_item_55_both_need_the_sort() -> None:
    """Item 55: "Ihr müsst beide mindestens eine Karte derselben Sorte haben"."""
    state = scenario(3, creatures={0: {NIXE: 2}})
    err = refused(state, Challenge(0, 2, NIXE), "trade_kind_missing")
    assert "beide" in err.reason


def test_item_55_no_trade_for_a_complete_sort() -> None:
    """Item 55: "keiner von euch darf diese Sorte schon vollständig besitzen"."""
    state = scenario(3, creatures={0: {NIXE: 4, TROLL: 1}, 1: {TROLL: 1}})
    refused(state, Challenge(0, 1, NIXE), "trade_kind_complete")
    assert all(a.kind != NIXE for a in state.legal(0) if isinstance(a, Challenge))
    refused(state, Challenge(0, 0, TROLL), "trade_self")
    refused(state, Challenge(0, 7, TROLL))


@pytest.mark.parametrize(("mine", "theirs", "stake"),
                         [(2, 2, 2), (3, 1, 1), (2, 1, 1), (1, 1, 1), (1, 3, 1), (1, 2, 1)])
def test_item_56_two_cards_only_if_both_hold_two(mine: int, theirs: int, stake: int) -> None:
    """Item 56: "Habt ihr beide je zwei Karten dieser Sorte, geht es um beide.
    Sonst geht es um eine Karte"."""
    state = scenario(3, creatures={0: {NIXE: mine}, 1: {NIXE: theirs}})
    events = state.apply(Challenge(0, 1, NIXE))
    assert events[0] == ev.ChallengeMade(0, 1, NIXE, stake, 1)
    state.apply(Offer(0, (10,)))
    state.apply(Accept(1))
    assert state.creatures[0][NIXE] == mine + stake
    assert state.creatures[1][NIXE] == theirs - stake


def challenged(seats: int = 3, **kwargs: object) -> State:
    """Seat 0 challenged seat 1 for a Nixe (1 / 1)."""
    creatures = {0: {NIXE: 1}, 1: {NIXE: 1}}
    state = scenario(seats, creatures=creatures, **kwargs)  # type: ignore[arg-type]
    state.apply(Challenge(0, 1, NIXE))
    assert state.phase == OFFER
    return state


def test_item_60_at_least_one_card_zeros_allowed() -> None:
    """Item 60: "Mindestens eine Karte musst du legen, wenn du Geld hast –
    Nullen sind erlaubt"."""
    state = challenged()
    err = refused(state, Offer(0, ()), "offer_needs_card")
    assert "Nullen" in err.reason
    refused(state, Offer(0, (500,)), "cards_not_held")
    refused(state, Offer(1, (0,)), "not_your_turn")
    state.apply(Offer(0, (0,)))
    assert state.phase == ANSWER


def test_item_61_without_money_the_offer_is_empty() -> None:
    """Item 61: a challenger without money cards may challenge and offers
    nothing."""
    state = challenged(hands={0: []})
    assert state.legal(0) == [Offer(0, ())]
    events = state.apply(Offer(0, ()))
    assert events == [ev.OfferLaid(0, 0, False)]
    assert state.phase == ANSWER


def test_item_62_only_the_card_count_of_an_offer_is_seen() -> None:
    """Item 62: "Alle sehen nur, wie viele Karten du gelegt hast"."""
    views = []
    for offer in ((50, 0, 0), (500, 500, 500)):
        state = challenged(hands={0: [500, 500, 500, 50, 0, 0]})
        events = state.apply(Offer(0, offer))
        assert events == [ev.OfferLaid(0, 3, False)]
        public, opponent = state.view(None), state.view(1)
        assert public.trade is not None and public.trade.offer_count == 3
        assert opponent.trade is not None and opponent.trade.own_offer is None
        assert state.view(0).trade.own_offer == offer  # type: ignore[union-attr]
        views.append((public, opponent, state.view(2)))
    assert views[0] == views[1]


def test_item_63_accept() -> None:
    """Item 63: "Annehmen: Er bekommt dein Angebot und gibt dir die Karte(n)"."""
    state = challenged()
    state.apply(Offer(0, (50, 10)))
    events = state.apply(Accept(1))
    assert ev.TradeAccepted(0, 1, NIXE, 1) in events
    assert state.creatures[0][NIXE] == 2 and state.creatures[1][NIXE] == 0
    assert hand_values(state, 1) == [50, 50, 10, 10, 10, 10, 10, 0, 0]
    assert hand_values(state, 0) == [10, 10, 10, 0, 0]


def test_item_63_nichts_dagegenlegen() -> None:
    """Item 63: a counter-offer may be no card at all."""
    state = challenged()
    state.apply(Offer(0, (10,)))
    events = state.apply(CounterOffer(1, ()))
    assert events[0] == ev.OfferLaid(1, 0, True)
    revealed = of_type(events, ev.TradeRevealed)
    assert revealed == [ev.TradeRevealed(0, 1, NIXE, 1, 1, 0, 0, 1)]
    assert state.creatures[0][NIXE] == 2


def test_item_65_the_higher_sum_wins_and_offers_swap() -> None:
    """Item 65: challenger [50, 0] = 50, opponent [10, 10] = 20: the challenger
    gets the Nixe and receives [10, 10]; the opponent receives [50, 0]."""
    state = challenged()
    state.apply(Offer(0, (50, 0)))
    events = state.apply(CounterOffer(1, (10, 10)))
    assert of_type(events, ev.TradeRevealed)[0].winner == 0
    assert state.creatures[0][NIXE] == 2
    assert hand_values(state, 0) == [10, 10, 10, 10, 10, 10, 0]
    assert hand_values(state, 1) == [50, 50, 10, 10, 0, 0, 0]


def test_item_65_the_loser_may_gain() -> None:
    """Item 65: "So kann auch der Verlierer mit Gewinn aus dem Handel gehen"."""
    state = challenged()
    state.apply(Offer(0, (10,)))
    state.apply(CounterOffer(1, (50,)))
    assert state.creatures[1][NIXE] == 2
    assert sum(hand_values(state, 0)) == 90 - 10 + 50


def test_item_66_zeros_against_nothing_is_a_tie() -> None:
    """Item 66: "Hat der Herausforderer nur Nullen gelegt, gibt es dann
    Gleichstand"."""
    state = challenged()
    state.apply(Offer(0, (0, 0)))
    events = state.apply(CounterOffer(1, ()))
    assert of_type(events, ev.TradeRevealed)[0].winner is None
    assert state.phase == OFFER and state.trade is not None and state.trade.round == 2


def test_item_67_tie_take_back_and_offer_again() -> None:
    """Item 67: 50 vs 50: both hands as before; the challenger offers again,
    then the opponent may accept or counter."""
    state = challenged(hands={1: [10, 10, 10, 10, 10, 0]})
    hands_before = [list(h) for h in state.hands]
    state.apply(Offer(0, (50,)))
    events = state.apply(CounterOffer(1, (10, 10, 10, 10, 10)))
    assert ev.ChallengeMade(0, 1, NIXE, 1, 2) in events
    assert state.hands == hands_before
    assert [(d.seat, d.kind) for d in state.pending()] == [(0, "offer")]
    state.apply(Offer(0, (10,)))
    assert Accept(1) in state.legal(1)
    assert CounterOffer(1, ()) in state.legal(1)
    state.apply(Accept(1))
    assert state.creatures[0][NIXE] == 2


def test_item_68_second_tie_the_challenger_wins() -> None:
    """Item 68: "Ist es dann wieder gleich, gewinnt der Herausforderer"; the
    money of the second round is swapped."""
    state = challenged()
    state.apply(Offer(0, (50,)))
    state.apply(CounterOffer(1, (50,)))
    state.apply(Offer(0, (10, 10, 0)))
    events = state.apply(CounterOffer(1, (10, 10)))
    assert of_type(events, ev.TradeRevealed)[0].winner == 0
    assert state.creatures[0][NIXE] == 2
    assert hand_values(state, 0) == [50, 10, 10, 10, 10, 0]
    assert hand_values(state, 1) == [50, 10, 10, 10, 10, 0, 0, 0]


def test_item_69_only_the_traders_see_the_amounts() -> None:
    """Item 69: "Die anderen sehen die Kartenzahl der Angebote und wer
    gewonnen hat"."""
    state = challenged()
    state.apply(Offer(0, (50, 0)))
    events = state.apply(CounterOffer(1, (10, 10)))
    amounts = of_type(events, ev.TradeAmounts)
    assert amounts == [ev.TradeAmounts(0, 1, (50, 0), (10, 10), audience=(0, 1))]
    revealed = of_type(events, ev.TradeRevealed)[0]
    assert (revealed.challenger_count, revealed.opponent_count, revealed.winner) == (2, 2, 0)
    outcome = state.view(2).last_trade
    assert outcome is not None
    assert (outcome.challenger_count, outcome.opponent_count, outcome.winner) == (2, 2, 0)
    assert not hasattr(outcome, "challenger_sum")


def test_trade_counter_cards_must_be_held() -> None:
    """A counter-offer names only cards the opponent holds; only he answers."""
    state = challenged()
    state.apply(Offer(0, (10,)))
    refused(state, CounterOffer(1, (100,)), "cards_not_held")
    err = refused(state, Accept(2), "not_challenged")
    assert "Herausgeforderte" in err.reason
    refused(state, Accept(0), "not_challenged")


def test_trade_spending_counts_for_the_sentence() -> None:
    """What a winner laid counts as spent on that kind (Marktbericht sentence)."""
    state = challenged()
    state.apply(Offer(0, (50,)))
    state.apply(CounterOffer(1, (10,)))
    assert state.stats[0].spent_by_kind[NIXE] == 50
    assert state.stats[0].trades_won == 1 and state.stats[1].trades_lost == 1
    assert Counter(state.stats[1].spent_by_kind) == Counter({0: 10})


def test_auction_flow_then_trade() -> None:
    """A bought Nixe can be traded for in the next turn."""
    state = scenario(3, top=[NIXE], creatures={1: {NIXE: 1}})
    state.apply(Reveal(0))
    state.apply(Bid(2, 10))
    state.apply(Timeout(state.timer().token))  # type: ignore[union-attr]
    state.apply(Sell(0))
    state.apply(Pay(2, (10,)))
    assert state.turn_seat == 1
    assert Challenge(1, 2, NIXE) in state.legal(1)


def test_item_16_a_challenge_for_an_unknown_kind_names_the_kind() -> None:
    """A challenge naming no seat or no sort is refused with the right reason."""
    state = scenario(3, creatures={0: {NIXE: 1}, 1: {NIXE: 1}})
    err = refused(state, Challenge(0, 1, 10), "no_kind")
    assert "Sorte" in err.reason
    err = refused(state, Challenge(0, 5, NIXE), "no_seat")
    assert "Platz" in err.reason
