"""Zwei Händler: distributing instead of auctioning (checklist items 124,
125, 128, 130)."""

from __future__ import annotations

from engines.fabel import (
    Accept,
    Bid,
    Challenge,
    Creature,
    Give,
    Keep,
    Offer,
    Reveal,
    State,
)
from engines.fabel import (
    Counter as CounterOffer,
)
from engines.fabel import events as ev
from engines.fabel.cards import DENOM_INDEX, is_money, money_value
from engines.fabel.state import DISTRIBUTE, TURN
from tests.fabel.helpers import all_money, hand_values, of_type, refused, scenario

C = Creature


def two(top: list[int], **kwargs: object) -> State:
    """Two players, seat 0 on turn, ``top`` the next cards."""
    return scenario(2, top=top, **kwargs)  # type: ignore[arg-type]


def a_money_card_in_the_deck(state: State) -> int:
    """Some money card that lies in the two-player deck."""
    return next(c for c in reversed(state.deck) if is_money(c))


def test_item_124_keep_then_the_other_gets_the_next_card() -> None:
    """Item 124: "Behältst du sie, bekommt dein Gegner die nächste Karte – ohne
    dass du sie siehst"."""
    state = two([C.TROLL, C.NIXE])
    events = state.apply(Reveal(0))
    assert state.phase == DISTRIBUTE
    assert events == [ev.CardLooked(0, None), ev.CardLooked(0, C.TROLL, audience=(0,))]
    # only the looker sees the card before the decision
    assert state.view(0).peek == C.TROLL
    assert state.view(1).peek is None and state.view(None).peek is None
    refused(state, Keep(1), "not_your_turn")
    refused(state, Bid(1, 10))
    state.apply(Keep(0))
    assert state.creatures[0][C.TROLL] == 1 and state.creatures[1][C.NIXE] == 1
    assert state.phase == TURN and state.turn_seat == 1


def test_item_124_give_then_the_looker_gets_the_next_card() -> None:
    """Item 124: "Gibst du sie ab, bekommst du die nächste"."""
    state = two([C.TROLL, C.NIXE])
    state.apply(Reveal(0))
    state.apply(Give(0))
    assert state.creatures[1][C.TROLL] == 1 and state.creatures[0][C.NIXE] == 1


def test_item_124_one_card_left_is_still_looked_at() -> None:
    """Item 124 (D): with one card left, "Abgeben" gives it and nothing follows."""
    state = two([C.TROLL], creatures={0: {C.NIXE: 1}, 1: {C.NIXE: 1}})
    top = state.deck.pop()
    for card in state.deck:  # everything else leaves the deck first
        if is_money(card):
            state.removed[DENOM_INDEX[money_value(card)]] += 1
            state.deck_money -= 1
        else:
            state.creatures[card % 2][card] += 1
    state.deck = [top]
    assert state.deck == [C.TROLL]
    state.apply(Reveal(0))
    events = state.apply(Give(0))
    assert of_type(events, ev.CardDealt) == [ev.CardDealt(1, C.TROLL, False)]
    assert state.creatures[1][C.TROLL] == 1 and not state.deck
    assert Reveal(1) not in state.legal(1)


def test_item_125_money_drawn_is_known_to_receiver_and_looker() -> None:
    """Item 125: "Nur du und wer sie angesehen hat, kennen ihren Wert"."""
    state = two([])
    card = a_money_card_in_the_deck(state)
    state.deck.remove(card)
    state.deck.append(card)
    value = money_value(card)
    count_before = state.view(None).players[1].money_count
    deck_money = state.deck_money
    state.apply(Reveal(0))
    events = state.apply(Give(0))
    dealt = of_type(events, ev.CardDealt)
    assert dealt[0] == ev.CardDealt(1, None, False)
    assert dealt[1] == ev.CardDealt(1, card, False, audience=(0, 1))
    assert value in hand_values(state, 1)
    assert state.view(1).hand is not None and value in state.view(1).hand  # type: ignore[operator]
    assert value in state.view(0).seen_given
    public = state.view(None)
    assert public.players[1].money_count == count_before + 1
    assert public.players[1].money is None and public.seen_given == ()
    assert public.deck_money == deck_money - 1
    assert state.view(1).players[1].estimate_inexact


def test_item_125_the_unseen_second_card_is_known_to_its_receiver_only() -> None:
    """Item 125: a money card got unseen is known only to its receiver."""
    state = two([C.TROLL])
    card = a_money_card_in_the_deck(state)
    state.deck.remove(card)
    state.deck.insert(len(state.deck) - 1, card)  # right under the Troll
    state.apply(Reveal(0))
    events = state.apply(Keep(0))
    private = [e for e in of_type(events, ev.CardDealt) if e.audience is not None]
    assert private == [ev.CardDealt(1, card, True, audience=(1,))]
    assert state.view(0).seen_given == ()


def test_item_128_two_players_goldesel_pays_from_the_supply() -> None:
    """Item 128: both players gain one 50 from the supply at the first Goldesel."""
    state = two([C.GOLDESEL, C.TROLL])
    supply_fifties = state.supply[DENOM_INDEX[50]]
    money = all_money(state)
    state.apply(Reveal(0))
    assert hand_values(state, 0) == [50, 10, 10, 10, 10]  # no payout while looking
    events = state.apply(Give(0))
    assert of_type(events, ev.GoldeselPayout) == [ev.GoldeselPayout(50, 1)]
    assert hand_values(state, 0) == [50, 50, 10, 10, 10, 10]
    assert hand_values(state, 1) == [50, 50, 10, 10, 10, 10]
    assert state.supply[DENOM_INDEX[50]] == supply_fifties - 2
    assert all_money(state) == money
    assert state.creatures[1][C.GOLDESEL] == 1


def test_item_128_all_four_two_player_payouts() -> None:
    """Item 128: the supply holds exactly the four payouts for two players."""
    state = two([C.GOLDESEL] * 4)
    for _ in range(2):
        state.apply(Reveal(state.turn_seat))
        state.apply(Keep(state.turn_seat))
    assert not any(state.supply)
    for seat in (0, 1):
        assert sum(hand_values(state, seat)) == 90 + 850


def test_item_130_two_players_trade_as_usual() -> None:
    """Item 130: "Gehandelt wird wie gewohnt"."""
    state = two([], creatures={0: {C.NIXE: 2}, 1: {C.NIXE: 2}})
    assert Challenge(0, 1, C.NIXE) in state.legal(0)
    state.apply(Challenge(0, 1, C.NIXE))
    state.apply(Offer(0, (50,)))
    events = state.apply(CounterOffer(1, (10, 10)))
    revealed = of_type(events, ev.TradeRevealed)
    assert revealed == [ev.TradeRevealed(0, 1, C.NIXE, 2, 1, 2, 0, 1)]
    assert state.creatures[0][C.NIXE] == 4
    assert hand_values(state, 0) == [10, 10, 10, 10, 10, 10]
    assert hand_values(state, 1) == [50, 50, 10, 10]
    assert state.turn_seat == 1


def test_two_player_accept_moves_the_offer() -> None:
    """Item 130: accepting works at two players too."""
    state = two([], creatures={0: {C.TROLL: 1}, 1: {C.TROLL: 3}})
    state.apply(Challenge(0, 1, C.TROLL))
    state.apply(Offer(0, (10,)))
    state.apply(Accept(1))
    assert state.creatures[0][C.TROLL] == 2


def test_item_128_an_unseen_goldesel_pays_out_too() -> None:
    """Item 128 (docs/rules/fabel.md): a Goldesel dealt as the unseen second
    card pays out when it arrives."""
    state = two([C.TROLL, C.GOLDESEL])
    state.apply(Reveal(0))
    events = state.apply(Keep(0))
    kinds = [type(e) for e in events]
    assert kinds.index(ev.GoldeselPayout) > kinds.index(ev.CardDealt)
    assert state.creatures[1][C.GOLDESEL] == 1
    assert sum(hand_values(state, 0)) == sum(hand_values(state, 1)) == 140
