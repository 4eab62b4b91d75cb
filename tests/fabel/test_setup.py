"""Das Material: the deck, the money and the deal (checklist items 1-8,
123, 126, 127, 133)."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.fabel import Creature, new_game
from engines.fabel.cards import DENOMINATIONS, VIERER_VALUE, is_money, money_value, values_of
from engines.fabel.scoring import score_line
from tests.fabel.helpers import all_money, hand_values

KLASSISCH = Counter({0: 10, 10: 20, 50: 10, 100: 5, 200: 5, 500: 5})
START = [50, 10, 10, 10, 10, 0, 0]


def bank(state_bank: list[int]) -> Counter[int]:
    return +Counter({DENOMINATIONS[i]: c for i, c in enumerate(state_bank)})


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_item_1_forty_creature_cards_ten_kinds_of_four(seats: int) -> None:
    """Item 1: "40 Tierkarten: 10 Sorten mit je 4 Karten"."""
    state = new_game(seats, seed=11)
    assert len(state.deck) == 40
    assert Counter(state.deck) == Counter({k: 4 for k in Creature})


def test_item_2_vierer_values() -> None:
    """Item 2: the value of each complete Vierer (DECISIONS.md table)."""
    expected = {
        Creature.IRRLICHT: 10, Creature.WOLPERTINGER: 40, Creature.ZWERG: 90,
        Creature.NIXE: 160, Creature.TROLL: 250, Creature.GREIF: 350,
        Creature.GOLDESEL: 500, Creature.EINHORN: 650, Creature.PHOENIX: 800,
        Creature.DRACHE: 1000,
    }
    for kind, value in expected.items():
        assert VIERER_VALUE[kind] == value
        # a player whose only Vierer is this kind scores its value
        assert score_line([kind])[0] == value


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_item_3_klassisch_money(seats: int) -> None:
    """Item 3: 55 Goldtaler, 10 × 0, 20 × 10, 10 × 50, 5 × 100, 5 × 200, 5 × 500."""
    state = new_game(seats, seed=2)
    assert all_money(state) == KLASSISCH
    assert sum(all_money(state).values()) == 55
    assert sum(v * n for v, n in all_money(state).items()) == 4700


def test_item_4_start_money_four_players() -> None:
    """Item 4: "Zu Beginn bekommt jeder 2 × 0, 4 × 10 und 1 × 50 Taler"."""
    state = new_game(4, seed=5)
    for seat in range(4):
        assert hand_values(state, seat) == START
    assert bank(state.bank) == Counter({0: 2, 10: 4, 50: 6, 100: 5, 200: 5, 500: 5})
    assert sum(state.bank) == 27


def test_item_4_start_money_five_players() -> None:
    """Item 4: with five players the bank keeps no 0 and no 10."""
    state = new_game(5, seed=5)
    for seat in range(5):
        assert hand_values(state, seat) == START
    assert bank(state.bank) == Counter({50: 5, 100: 5, 200: 5, 500: 5})


def test_item_5_and_133_six_players_bank_adds_cards() -> None:
    """Items 5, 133: with six players the bank adds 2 × 0, 4 × 10, 2 × 50,
    1 × 100, 1 × 200, 1 × 500 before the deal."""
    state = new_game(6, seed=5)
    for seat in range(6):
        assert hand_values(state, seat) == START
    assert bank(state.bank) == Counter({50: 6, 100: 6, 200: 6, 500: 6})
    extra = Counter({0: 2, 10: 4, 50: 2, 100: 1, 200: 1, 500: 1})
    assert all_money(state) == KLASSISCH + extra


def test_item_7_two_players_money_is_complete_without_zeros() -> None:
    """Item 7 (setup): at two players every non-zero card is somewhere:
    hands, Goldesel supply, removed cards, or the deck."""
    state = new_game(2, seed=9)
    assert all_money(state) == KLASSISCH - Counter({0: 10})


def test_item_8_same_seed_same_deal() -> None:
    """Item 8: "The deck order and every other random choice of the setup
    come from the seed"."""
    a, b = new_game(4, seed=123), new_game(4, seed=123)
    assert a.deck == b.deck and a.turn_seat == b.turn_seat and a.hands == b.hands
    assert new_game(4, seed=124).deck != a.deck
    two_a, two_b = new_game(2, seed=7), new_game(2, seed=7)
    assert two_a.deck == two_b.deck and two_a.removed == two_b.removed


@pytest.mark.parametrize("seats", [0, 1, 7])
def test_item_123_two_to_six_seats(seats: int) -> None:
    """Item 123: a table has 2 to 6 seats."""
    with pytest.raises(ValueError):
        new_game(seats, seed=1)


def test_item_126_two_players_no_zeros_and_start_money() -> None:
    """Item 126: "Zu zweit gibt es keine Nullen"; start money 4 × 10 + 1 × 50."""
    state = new_game(2, seed=4)
    for seat in range(2):
        assert hand_values(state, seat) == [50, 10, 10, 10, 10]
    assert 0 not in all_money(state)
    assert not any(money_value(c) == 0 for c in state.deck if is_money(c))


def test_item_127_two_players_supply_removed_cards_and_deck() -> None:
    """Item 127: the Goldesel supply is set aside, 10 random cards leave the
    game face down, the rest (17) is shuffled into the deck: 57 cards."""
    state = new_game(2, seed=4)
    assert values_of(state.supply) == (500, 500, 200, 200, 100, 100, 50, 50)
    assert sum(state.removed) == 10
    assert len(state.deck) == 57 and state.deck_money == 17
    assert sum(1 for c in state.deck if not is_money(c)) == 40
    # the removed cards depend on the seed: some seed removes other cards
    assert any(new_game(2, seed=s).removed != state.removed for s in range(5, 15))
    # the removed cards appear in no view: the views carry no removed field,
    # and the property tests compare views of twins whose removed cards differ
    for reader in (None, 0, 1):
        assert not hasattr(state.view(reader), "removed")
