"""Items 1-16: seats, start cards, the attic and its tiers."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.troedel.cards import (
    COLOURS,
    FAELSCHUNG,
    SMARAGD,
    SPECIALS,
    attic_tiers,
    card,
    is_special,
    is_zero,
    start_cards,
    suit_of,
    value_of,
)
from engines.troedel.options import Options
from engines.troedel.state import new_game
from tests.troedel.helpers import cs, next_round


def test_item_1_three_to_five_traders() -> None:
    for seats in (2, 6):
        with pytest.raises(ValueError):
            new_game(seats, 1)
    for seats in (3, 4, 5):
        assert new_game(seats, 1).seats == seats


def test_item_2_start_cards_are_four_suits_one_to_ten() -> None:
    st = new_game(5, 3)
    dealt = sorted(c for h in st.hands for c in h)
    assert dealt == sorted(card(s, v) for s in COLOURS for v in range(1, 11))


def test_item_3_three_players_without_ones_twos_p3_s3() -> None:
    st = new_game(3, 4)
    dealt = [c for h in st.hands for c in h]
    assert len(dealt) == 30 and all(len(h) == 10 for h in st.hands)
    assert not any(value_of(c) in (1, 2) for c in dealt)
    assert card(0, 3) not in dealt and card(1, 3) not in dealt
    assert card(2, 3) in dealt and card(3, 3) in dealt


def test_item_4_four_players_without_ones() -> None:
    st = new_game(4, 5)
    assert all(len(h) == 9 for h in st.hands)
    assert not any(value_of(c) == 1 for h in st.hands for c in h)


def test_item_5_five_players_all_forty() -> None:
    st = new_game(5, 6)
    assert all(len(h) == 8 for h in st.hands)
    assert len(start_cards(5)) == 40


def test_item_6_start_cards_are_round_ones_hands_attic_untouched() -> None:
    for seed in range(5):
        st = new_game(4, seed)
        assert all(len(h) == 9 for h in st.hands)
        assert len(st.attic) == 60
        assert sorted(c for h in st.hands for c in h) == sorted(start_cards(4))
    assert new_game(4, 1).hands != new_game(4, 2).hands


def test_item_7_attic_by_kind() -> None:
    attic = new_game(4, 7).attic
    kinds = Counter("special" if is_special(c) else "zero" if is_zero(c) else
                    "smaragd" if suit_of(c) == SMARAGD else "colour" for c in attic)
    assert kinds == {"colour": 32, "smaragd": 16, "zero": 5, "special": 7}
    assert sorted(c for c in attic if suit_of(c) in COLOURS and not is_zero(c)) == sorted(
        card(s, v) for s in COLOURS for v in range(11, 19))
    assert sorted(value_of(c) for c in attic if suit_of(c) == SMARAGD) == list(range(17))
    assert sorted(c for c in attic if is_special(c)) == sorted([*SPECIALS, FAELSCHUNG])


def test_item_8_smaragd_is_trump() -> None:
    from engines.troedel.tricks import winner
    assert winner([(0, cs("P16")[0]), (1, cs("Sm1")[0]), (2, cs("P3")[0])])[0] == 1


def test_item_9_each_value_once_per_suit() -> None:
    cards = [c for c in start_cards(5) + [x for t in attic_tiers(False) for x in t]
             if not is_special(c)]
    assert len(cards) == len(set(cards))


TIER_SETS = [
    "P11 S11 B11 M11 P12 S12 B12 M12 Sm1 Sm2 Sm3 F",
    "P13 S13 B13 M13 P14 S14 B14 M14 Sm4 Sm5 Sm6 TR",
    "P15 S15 B15 M15 P16 S16 B16 M16 Sm7 Sm8 F P0",
    "P17 S17 B17 M17 Sm9 Sm10 Sm11 Sm12 S0 B0 VD HG",
    "P18 S18 B18 M18 Sm13 Sm14 Sm15 Sm16 M0 Sm0 GP RT",
]


@pytest.mark.parametrize("tier", range(5))
def test_items_10_to_14_the_tiers_in_drawing_order(tier: int) -> None:
    for seed in range(3):
        draws = list(reversed(new_game(4, seed).attic))  # the top card is the last
        assert sorted(draws[12 * tier:12 * (tier + 1)]) == sorted(cs(TIER_SETS[tier]))


def test_item_15_each_tier_shuffled_on_its_own_schuppen_on_top() -> None:
    a, b = new_game(4, 1), new_game(4, 2)
    assert a.attic != b.attic
    for st in (a, b):
        assert list(reversed(st.attic_tier)) == [t for t in range(1, 6) for _ in range(12)]
    inside = [a.attic[-12:] != b.attic[-12:], a.attic[:12] != b.attic[:12]]
    assert all(inside)


def test_item_16_the_attic_is_one_pile() -> None:
    st = new_game(4, 1)
    schuppen = cs("P11 S11")
    speicher = cs("P13 S13 B13 M13 Sm4")
    # top last: two Schuppen cards on top of five Speicher cards
    attic = list(reversed(schuppen + speicher))
    tiers = list(reversed([1, 1, 2, 2, 2, 2, 2]))
    kisten = [cs("B3 B4 B5 B6 B7"), cs("B8 B9 B10 M3 M4 M5 M6 M7 M8 M9"),
              cs("P3 P4 P5 P6 P7 P8 P9 P10 S3 S4"), cs("S5 S6 S7 S8 S9 S10 M10 P2 S2 B2")]
    next_round(st, kisten=kisten, attic=attic, tiers=tiers, round_no=3)  # hand size 10
    assert sorted(st.hands[0]) == sorted(cs("B3 B4 B5 B6 B7") + schuppen + speicher[:3])
    assert len(st.attic) == 2


def test_item_74_ohne_sonderkarten_attic() -> None:
    assert [len(t) for t in attic_tiers(True)] == [11, 11, 11, 10, 10]
    for seed in range(200):
        st = new_game(3 + seed % 3, seed, Options(ohne_sonderkarten=True))
        assert len(st.attic) == 53 and not any(is_special(c) for c in st.attic)
