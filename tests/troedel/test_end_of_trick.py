"""Items 36-54: Ganzer Posten, Fälschung, Tauschrunde, and the effects for
the next trick, in DECISIONS' order."""

from __future__ import annotations

import pytest

from engines.core import IllegalAction
from engines.troedel.actions import NameSuit, PlayCard
from engines.troedel.cards import BUECHER, MESSING, SUITS
from engines.troedel.events import CardPassed, RoundScored
from engines.troedel.options import Options
from tests.troedel.helpers import c, cs, name_suit, pass_, pick, play, scene


def test_item_36_zeros_before_the_posten_never_pick_it() -> None:
    st = scene(["P15 P3", "B0 B3", "GP P5", "P17 P6"])
    play(st, "P15", "B0", "GP", "P17")
    assert {a.card for a in st.legal(1)} == set(cs("P15 P17"))
    pick(st, 1, "P17")
    assert st.tables[1] == cs("P17")


def test_item_37_38_the_first_zero_after_the_posten_snaps_it() -> None:
    st = scene(["P15 P3", "B0 B3", "GP P5", "P17 P6"])
    play(st, "P15", "B0", "GP", "P17")
    pick(st, 1, "P17")
    assert sorted(st.tables[2]) == sorted(cs("P15 B0"))
    assert st.tables[3] == cs("GP") and st.leader == 3
    st = scene(["P15 P3", "GP P4", "P0 P5", "S0 B6"])
    play(st, "P15", "GP", "P0", "S0")
    assert st.tables[2] == cs("GP") and st.tables[3] == []
    assert sorted(st.tables[1]) == sorted(cs("P15 P0 S0"))
    assert st.tables[0] == [] and st.leader == 0


def test_item_39_the_posten_player_taking_a_faelschung_loses_three_at_once() -> None:
    st = scene(["P15 P3", "GP P4", "F P5", "P2 P6"])
    play(st, "P15", "GP", "F", "P2")
    assert st.points[1] == -3 and st.phase == "play"
    assert st.faelschungen[1] == 1


def test_item_40_the_faelschung_counts_plus_one_and_goes_into_the_kiste() -> None:
    st = scene(["P12", "F", "P3", "P4"])
    st.tables[0] = cs("M5")
    events = play(st, "P12", "F", "P3", "P4")
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.gained[0] == 5 and scored.penalties[0] == -3 and scored.totals[0] == 2
    assert c("F") in st.hands[0] + st.kisten[0]  # back in his next hand


def test_item_75_faelschung_ohne_strafe() -> None:
    st = scene(["P12", "F", "P3", "P4"], options=Options(faelschung_ohne_strafe=True))
    st.tables[0] = cs("M5")
    events = play(st, "P12", "F", "P3", "P4")
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.totals[0] == 5


def test_item_41_the_tauschrunde_comes_before_the_vordraengeln_lead() -> None:
    st = scene(["TR P3", "VD P4", "P5 P6", "P7 P8"])
    play(st, "TR", "VD", "P5", "P7")
    assert st.phase == "pass" and st.next_leader == 1
    for seat, card_ in enumerate(("P3", "P4", "P6", "P8")):
        pass_(st, seat, card_)
    assert st.phase == "play" and st.leader == 1


def test_item_42_everyone_passes_to_the_left_at_the_same_time() -> None:
    st = scene(["TR P3", "P10 P4", "P5 P6"])
    play(st, "TR", "P10", "P5")
    pending = st.pending()
    assert [d.seat for d in pending] == [0, 1, 2] and all(d.kind == "pass" for d in pending)
    assert len({d.stamp for d in pending}) == 1 and pending[0].stamp is not None
    pass_(st, 0, "P3")
    assert [d.seat for d in st.pending()] == [1, 2]
    assert {d.stamp for d in st.pending()} == {pending[0].stamp}
    pass_(st, 1, "P4")
    events = pass_(st, 2, "P6")
    assert st.hands == [cs("P6"), cs("P3"), cs("P4")]
    passed = [e for e in events if isinstance(e, CardPassed)]
    assert {(e.giver, e.receiver, e.card) for e in passed} == {
        (0, 1, c("P3")), (1, 2, c("P4")), (2, 0, c("P6"))}


def test_item_43_a_passed_card_is_known_to_giver_and_receiver_only() -> None:
    st = scene(["TR P3", "P10 P4", "P5 P6"])
    play(st, "TR", "P10", "P5")
    pass_(st, 0, "P3")
    assert st.view(2).chosen is None and st.view(None).chosen is None
    assert st.view(0).chosen == c("P3")
    events = pass_(st, 1, "P4") + pass_(st, 2, "P6")
    for e in events:
        if isinstance(e, CardPassed):
            assert e.audience == (e.giver, e.receiver)
    v2 = st.view(2)
    assert v2.gave == ((c("P6"), 0),) and v2.received == ((c("P4"), 1),)
    assert all(card_ != c("P3") for card_, _ in v2.gave + v2.received)


def test_item_45_a_tauschrunde_in_the_last_trick_passes_nothing() -> None:
    st = scene(["TR", "P10", "P5"])
    events = play(st, "TR", "P10", "P5")
    assert any(isinstance(e, RoundScored) for e in events)
    assert st.round == 2 and st.phase == "play"


def test_item_46_vordraengeln_leads_whoever_wins_even_after_a_posten() -> None:
    st = scene(["P3 P9", "VD P4", "P5 P6", "P7 P8"])
    play(st, "P3", "VD", "P5", "P7")
    assert st.leader == 1
    st = scene(["P3 P9", "VD P4", "GP P6", "P7 P8"])
    play(st, "P3", "VD", "GP", "P7")
    assert st.leader == 1


def test_item_47_heute_gefragt_names_a_suit_at_the_trick_end() -> None:
    st = scene(["HG P9", "P3 P4", "P5 P6"])
    play(st, "HG", "P3", "P5")
    (d,) = st.pending()
    assert d.seat == 0 and d.kind == "name"
    assert st.legal(0) == [NameSuit(0, s) for s in SUITS]
    with pytest.raises(IllegalAction):
        st.apply(NameSuit(1, BUECHER))
    name_suit(st, 0, BUECHER)
    assert st.heute == BUECHER and st.heute_seat == 0 and st.leader == 2


def test_item_49_the_named_suit_binds_everyone_the_leader_too() -> None:
    st = scene(["B3 P12 P1", "P5 S7 S8", "B9 B5 B6"], heute=BUECHER, heute_seat=2)
    with pytest.raises(IllegalAction):
        st.apply(PlayCard(0, c("P12")))
    st = scene(["P12 P1", "P5 S7", "B9 B5"], heute=BUECHER, heute_seat=2)
    play(st, "P12")
    assert {a.card for a in st.legal(1)} == set(cs("P5 S7"))


def test_item_50_special_cards_stay_legal_under_heute_gefragt() -> None:
    st = scene(["B3 P12 RT", "P5 S7 S8", "B9 B5 B6"], heute=BUECHER, heute_seat=2)
    assert {a.card for a in st.legal(0)} == set(cs("B3 RT"))


def test_item_51_heute_player_wins_if_nobody_follows_or_trumps() -> None:
    st = scene(["P12 P1", "B5 S7", "B9 B6"], heute=BUECHER, heute_seat=1)
    play(st, "P12", "B5", "B9")
    assert st.won_by == 2
    st = scene(["P12 P1", "B5 S7", "B9 B6"], heute=MESSING, heute_seat=1)
    play(st, "P12", "B5", "B9")
    assert st.won_by == 1 and st.leader == 1 and sorted(st.tables[1]) == sorted(
        cs("P12 B5 B9"))


def test_item_52_53_ramschtag_alone_and_with_heute_gefragt() -> None:
    st = scene(["P12 P1", "P0 S7", "P16 B6"], ramsch=True)
    play(st, "P12", "P0", "P16")
    assert st.won_by == 1
    st = scene(["B11 P1", "B3 S7", "B15 B6"], heute=BUECHER, heute_seat=0, ramsch=True)
    play(st, "B11", "B3", "B15")
    assert st.won_by == 1
    st = scene(["B11 P1", "B3 S7", "Sm14 S6"], heute=BUECHER, heute_seat=0, ramsch=True)
    play(st, "B11", "B3", "Sm14")
    assert st.won_by == 2


def test_item_54_effects_lapse_in_the_last_trick() -> None:
    st = scene(["HG", "P3", "RT"])
    events = play(st, "HG", "P3", "RT")
    assert any(isinstance(e, RoundScored) for e in events)
    assert st.phase == "play" and st.round == 2
    assert st.heute is None and not st.ramsch
