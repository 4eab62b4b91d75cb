"""Items 17-34: following suit, trumps, the winner, zeros and special cards."""

from __future__ import annotations

import pytest

from engines.core import IllegalAction
from engines.troedel.actions import PlayCard
from engines.troedel.cards import BUECHER, MESSING, PORZELLAN, SMARAGD
from engines.troedel.tricks import winner
from tests.troedel.helpers import c, cs, pick, play, scene


def test_item_17_clockwise_from_the_leader() -> None:
    st = scene(["P3 P4", "P5 P6", "P7 P8", "P9 P10"], leader=2)
    order = []
    for name in ("P7", "P9", "P3", "P5"):
        order.append(st.pending()[0].seat)
        play(st, name)
    assert order == [2, 3, 0, 1]


def test_item_18_must_follow_suit() -> None:
    st = scene(["P9 P10", "P4 B17", "P7 P8", "M3 M4"])
    play(st, "P9")
    with pytest.raises(IllegalAction) as err:
        st.apply(PlayCard(1, c("B17")))
    assert err.value.code == "bedienen" and "Bedienen" in err.value.reason
    assert st.legal(1) == [PlayCard(1, c("P4"))]


def test_item_19_discard_or_trump_never_forced() -> None:
    st = scene(["P9 P10", "Sm5 B7", "P7 P8", "M3 M4"])
    play(st, "P9")
    assert {a.card for a in st.legal(1)} == set(cs("Sm5 B7"))


def test_item_20_smaragd_led_must_be_followed() -> None:
    st = scene(["Sm3 P10", "Sm10 P18", "P7 P8", "M3 M4"])
    play(st, "Sm3")
    with pytest.raises(IllegalAction):
        st.apply(PlayCard(1, c("P18")))
    assert st.legal(1) == [PlayCard(1, c("Sm10"))]


def test_item_21_highest_smaragd_else_highest_of_the_suit() -> None:
    assert winner([(0, c("P9")), (1, c("P12")), (2, c("Sm2")), (3, c("B17"))])[0] == 2
    assert winner([(0, c("P9")), (1, c("P12")), (2, c("B17"))])[0] == 1


def test_item_22_winner_takes_the_trick_and_leads() -> None:
    st = scene(["P9 P3", "P12 P4", "B17 B3", "M3 M4"])
    play(st, "P9", "P12", "B17", "M3")
    assert sorted(st.tables[1]) == sorted(cs("P9 P12 B17 M3"))
    assert st.pending()[0].seat == 1 and st.leader == 1


def test_item_24_void_marks_last_until_a_tauschrunde_or_the_round_end() -> None:
    st = scene(["P9 P3 P4 TR", "B7 B8 B9 B10", "P7 P8 P10 P11", "P12 P13 P14 P15"])
    play(st, "P9", "B7", "P7", "P12")  # seat 1 discards on Porzellan
    assert st.view(None).voids[1] == (PORZELLAN,)
    play(st, "P13", "P3", "B8", "P8")
    play(st, "P14", "P4", "B9", "P10")
    assert st.view(None).voids[1] == (PORZELLAN,) and st.view(2).voids[1] == (PORZELLAN,)
    play(st, "P15", "TR", "B10", "P11")  # the Tauschrunde is in the last trick: round ends
    assert all(v == () for v in st.view(None).voids)
    st = scene(["P9 P3 TR", "B7 B8 B9", "P7 P8 P10", "P12 P13 P14"])
    play(st, "P9", "B7", "P7", "P12")
    play(st, "P13", "TR", "B8", "P8")
    assert st.view(None).voids[1] == (PORZELLAN,)
    for seat in range(4):
        st.apply(st.legal(seat)[0])
    assert all(v == () for v in st.view(None).voids)


def test_item_27_a_zero_follows_the_normal_rules() -> None:
    st = scene(["B11 P3", "B0 B14", "M7 P8", "M3 M4"])
    play(st, "B11")
    assert {a.card for a in st.legal(1)} == set(cs("B0 B14"))
    assert winner([(0, c("B11")), (1, c("B0"))])[0] == 0


def test_item_28_special_cards_may_always_be_played() -> None:
    st = scene(["P9 P10", "P5 VD", "P7 P8", "M3 M4"])
    play(st, "P9")
    assert {a.card for a in st.legal(1)} == set(cs("P5 VD"))


def test_item_29_after_a_special_lead_the_next_card_sets_the_suit() -> None:
    st = scene(["RT P10", "Sm3 P4", "Sm9 P8", "M3 M4"])
    play(st, "RT", "Sm3")
    assert st.legal(2) == [PlayCard(2, c("Sm9"))]
    st = scene(["RT P10", "P12 P4", "B5 P3", "M3 M4"], heute=BUECHER, heute_seat=3)
    play(st, "RT", "P12")
    assert st.legal(2) == [PlayCard(2, c("B5"))]


def test_item_30_only_special_cards_the_first_wins() -> None:
    st = scene(["TR P10", "F P4", "VD P3"])
    play(st, "TR", "F", "VD")
    assert st.won_by == 0


def test_item_31_a_special_card_never_wins_against_a_colour_card() -> None:
    assert winner([(0, c("VD")), (1, c("P3")), (2, c("P5"))])[0] == 2


def test_item_32_ramschtag_of_the_previous_trick_applies() -> None:
    st = scene(["RT P12 B4", "P5 P16 B5", "P7 P14 B6"])
    play(st, "RT", "P5", "P7")  # seat 2 wins, Ramschtag for the next trick
    assert st.leader == 2 and st.ramsch
    play(st, "P14", "P12", "P16")
    assert st.won_by == 0  # P12 is the lowest


def test_item_33_zeros_pick_in_order_winner_takes_the_rest() -> None:
    st = scene(["P14 P3", "P0 P4", "P16 P5", "B0 B3"])
    play(st, "P14", "P0", "P16", "B0")
    assert st.won_by == 2 and st.pending()[0].seat == 1
    assert {a.card for a in st.legal(1)} == set(cs("P14 P16 B0"))
    pick(st, 1, "P16")
    assert st.pending()[0].seat == 3 and {a.card for a in st.legal(3)} == set(cs("P14 P0"))
    pick(st, 3, "P14")
    assert st.tables[1] == cs("P16") and st.tables[3] == cs("P14")
    assert sorted(st.tables[2]) == sorted(cs("P0 B0"))
    assert st.last_trick == ((0, c("P14"), 3), (1, c("P0"), 2), (2, c("P16"), 1),
                             (3, c("B0"), 2))


def test_item_34_a_zero_may_pick_a_zero_and_a_winning_zero_takes_the_rest() -> None:
    st = scene(["P14 P3", "P0 P4", "P16 P5", "B0 B3"])
    play(st, "P14", "P0", "P16", "B0")
    pick(st, 1, "B0")
    assert st.tables[1] == cs("B0")
    st = scene(["P14 P3", "P0 P4", "P16 P5", "B0 B3"], ramsch=True)
    play(st, "P14", "P0", "P16", "B0")
    assert st.won_by == 1
    pick(st, 1, "P16")
    pick(st, 3, "P14")
    assert sorted(st.tables[1]) == sorted(cs("P16 P0 B0")) and st.tables[3] == cs("P14")


def test_item_35_zeros_pick_strictly_in_played_order() -> None:
    st = scene(["P14 P3", "P0 P4", "P16 P5", "B0 B3"])
    play(st, "P14", "P0", "P16", "B0")
    with pytest.raises(IllegalAction):
        pick(st, 3, "P14")


def test_a_zero_with_one_card_to_choose_takes_it_at_once() -> None:
    st = scene(["P14 P3", "P0 P4", "P16 P5"])
    play(st, "P14", "P0", "P16")
    assert st.phase == "pick"  # two cards to choose
    st = scene(["P14 P3", "P0 P4", "S0 B5"])
    play(st, "P14", "P0", "S0")
    pick(st, 1, "P14")  # seat 2's S0 has only P0 left: it takes it at once
    assert st.tables[2] == cs("P0") and st.phase == "play"


def test_heute_and_ramsch_winner_rules() -> None:
    # items 51-53 as pure winner rules
    b, m = BUECHER, MESSING
    assert winner([(0, c("P12")), (1, c("B5")), (2, c("B9"))], heute=b, heute_seat=1)[0] == 2
    assert winner([(0, c("P12")), (1, c("B5")), (2, c("S9"))], heute=m, heute_seat=1) == (1, True)
    assert winner([(0, c("B11")), (1, c("B3")), (2, c("B15"))], heute=b, heute_seat=0,
                  ramsch=True)[0] == 1
    assert winner([(0, c("B11")), (1, c("B3")), (2, c("Sm14"))], heute=b, heute_seat=0,
                  ramsch=True)[0] == 2
    assert winner([(0, c("Sm9")), (1, c("B3")), (2, c("Sm4"))], heute=b, heute_seat=0,
                  ramsch=True)[0] == 2
    assert winner([(0, c("P12")), (1, c("P0")), (2, c("P16"))], ramsch=True)[0] == 1
    assert winner([(0, c("P12")), (1, c("Sm9")), (2, c("Sm14"))], ramsch=True)[0] == 1
    assert winner([(0, c("Sm9")), (1, c("B3"))], heute=SMARAGD, heute_seat=1)[0] == 0
