"""Items 63, 68, 71, 72, 76, 80-82, 100, 103: what views show, the Vorschau,
the Bedenkzeit and its Nachfrist, the Tauschrunde's timeout card."""

from __future__ import annotations

import random

import pytest

from engines.core import IllegalAction, Timeout
from engines.core.registry import TableFacts, game
from engines.troedel.actions import PassCard
from engines.troedel.cards import PORZELLAN, timeout_card
from engines.troedel.events import HandDealt, HandDrawn
from engines.troedel.options import Options
from engines.troedel.preview import ahead, line
from engines.troedel.state import new_game
from tests.troedel.helpers import c, cs, next_round, play, scene


def test_item_63_attic_draws_are_seen_only_by_their_drawer() -> None:
    st = new_game(3, 1)
    k = cs("P4 P5 P6 P7 P8 P9 P10 B3")
    full = cs("S4 S5 S6 S7 S8 S9 S10 M3 M4 M5")
    attic = cs("P11 P12 S11")
    events = next_round(st, kisten=[k, full, full], attic=attic)
    public = [e for e in events if isinstance(e, HandDrawn) and e.seat == 0]
    assert public and public[0].attic_tiers == (1, 1) and public[0].audience is None
    private = [e for e in events if isinstance(e, HandDealt) and e.seat == 0]
    assert private[0].audience == (0,)
    v1 = st.view(1)
    assert v1.hand_counts[0] == 10 and v1.unknown[0] == 2
    assert c("S11") not in v1.hand and c("S11") in st.view(0).hand


def test_item_68_every_ladentisch_is_public() -> None:
    st = scene(["P12 P3", "B14 B3", "Sm3 M5", "M11 M3"])
    play(st, "P12", "B14", "Sm3", "M11")
    for reader in (None, 0):
        assert sorted(st.view(reader).ladentisch[2]) == sorted(cs("P12 B14 Sm3 M11"))


def test_item_71_own_kiste_sorted_and_missing_as_if_the_round_ended() -> None:
    st = new_game(4, 1)
    st.round = 2  # next hand size 10
    st.kisten[0] = cs("M5 P3 B4")
    st.tables[0] = cs("P9 P10 B9 B10")
    a = st.view(0)
    st.kisten[0] = cs("B4 M5 P3")
    assert st.view(0) == a and a.kiste == tuple(sorted(cs("B4 M5 P3")))
    assert a.missing[0] == 3
    st.kisten[0] = cs("M5 P3 B4 M6 M7 M8 M9 M10")
    assert st.view(0).missing[0] == 0


def test_item_72_the_plus_n_counts_this_rounds_catch() -> None:
    st = scene(["P12 P3 P4", "P0 P5 P6", "P16 P7 P8", "P14 P9 P10"])
    play(st, "P12", "P0", "P16", "P14")
    st.apply(st.legal(1)[0])
    assert st.view(None).caught(1) == 1
    assert st.view(None).caught(2) == 3


def test_item_76_dachboden_offen_shows_the_top_card() -> None:
    st = new_game(4, 3, Options(dachboden_offen=True))
    assert st.view(None).attic_top == st.attic[-1]
    assert st.view(None).attic_top_stars == 1
    closed = new_game(4, 3)
    assert closed.view(None).attic_top is None and closed.view(2).attic_top is None


def test_item_103_knapp_as_if_the_round_ended_now() -> None:
    st = new_game(4, 1)
    st.attic, st.attic_tier = st.attic[-4:], st.attic_tier[-4:]
    st.kisten = [[], [], [], []]
    st.tables = [cs("P3 P4 P5 P6 P7 P8 P9 P10 P11"), cs("S3 S4 S5 S6 S7 S8 S9 S10 S11"),
                 cs("B3 B4 B5 B6 B7 B8 B9"), cs("M3 M4 M5 M6 M7 M8 M9 M10 M11")]
    # next hand size 9: missing 0, 0, 2, 0 -> not knapp; then 6 missing
    assert not st.view(None).knapp
    st.tables[2] = cs("B3 B4 B5")
    assert st.view(None).missing == (0, 0, 6, 0) and st.view(None).knapp


def test_item_100_the_vorschau_applies_the_effects() -> None:
    st = scene(["P12 P1", "P15 P3 P4", "Sm2 P9"], ramsch=True)
    st.hands[0] = cs("P12 P1")
    st.hands[1] = cs("P15 P3")
    play(st, "P12")
    v = st.view(1)
    assert ahead(v) == {c("P3"): 1, c("P15"): 0}
    names = ["Anna", "Ben", "Cem"]
    assert line(v, c("P3"), names) == "du führst"
    assert line(v, c("P15"), names) == "Anna bleibt vorn"
    st = scene(["P12 P1", "P15 P3", "Sm2 P9"])
    play(st, "P12")
    assert line(st.view(1), c("P15"), names) == "du führst"
    assert line(st.view(1), c("P3"), names) == "Anna bleibt vorn"


def test_item_80_bedenzeit_then_nachfrist_then_the_computer() -> None:
    st = new_game(4, 2, Options(bedenkzeit=30))
    timer = st.timer()
    assert timer is not None and timer.kind == "bedenkzeit" and timer.seconds == 30
    seat = st.pending()[0].seat
    assert timer.seats == (seat,)
    with pytest.raises(IllegalAction):
        st.apply(Timeout(timer.token + 5))
    st.apply(Timeout(timer.token))
    nach = st.timer()
    assert nach is not None and nach.kind == "nachfrist" and nach.seconds == 10
    st.apply(Timeout(nach.token))
    (d,) = st.pending()
    assert d.overdue and st.timer() is None
    info = game("troedel")
    view = st.view(seat)
    action = info.decide(view, d, random.Random(4), "leicht", for_person=True)
    again = info.decide(view, d, random.Random(4), "leicht", for_person=True)
    assert action == again and action in st.legal(seat)
    st.apply(action)
    assert not any(x.overdue for x in st.pending())
    assert st.timer() is not None and st.timer().kind == "bedenkzeit"


def test_item_81_solo_tables_have_no_clock() -> None:
    info = game("troedel")
    solo = info.make_options({"house": ()}, TableFacts(bedenkzeit=60, solo=True))
    daily = info.make_options({"house": ("kurz",)}, TableFacts(bedenkzeit=60, daily=True))
    assert solo.bedenkzeit is None and daily.bedenkzeit is None and not daily.kurz
    st = new_game(4, 1, solo)
    rng = random.Random(1)
    while not st.is_over():
        assert st.timer() is None
        d = st.pending()[0]
        st.apply(rng.choice(st.legal(d.seat)))


def test_item_82_the_tauschrunde_timeout_gives_the_weakest_card() -> None:
    assert timeout_card(cs("P18 Sm12 B3")) == c("B3")
    assert timeout_card(cs("Sm12 Sm4 VD")) == c("Sm4")
    assert timeout_card(cs("P0 B3")) == c("P0")
    assert timeout_card(cs("VD")) == c("VD")
    assert timeout_card(cs("B5 P5 M5")) == c("P5")
    assert timeout_card(cs("RT TR GP")) == c("TR")
    st = scene(["TR P3 B9", "P10 P4 M3", "P5 Sm6 P7"], options=Options(bedenkzeit=60))
    play(st, "TR", "P10", "P5")
    timer = st.timer()
    assert timer is not None and timer.seats == (0, 1, 2)
    st.apply(PassCard(2, c("P7")))
    st.apply(Timeout(timer.token))
    nach = st.timer()
    assert nach is not None and nach.seats == (0, 1) and nach.kind == "nachfrist"
    st.apply(Timeout(nach.token))
    overdue = [d for d in st.pending() if d.overdue]
    assert [d.seat for d in overdue] == [0, 1]
    info = game("troedel")
    for d in overdue:
        action = info.decide(st.view(d.seat), d, random.Random(1), "stark", for_person=True)
        assert action == PassCard(d.seat, timeout_card(st.hands[d.seat]))
        st.apply(action)
    assert sorted(st.hands[1]) == sorted(cs("P4 P3"))
    assert sorted(st.hands[0]) == sorted(cs("B9 P7"))


def test_item_24_void_mark_is_public_in_the_view() -> None:
    st = scene(["P9 P3", "B7 B8", "P7 P8"])
    play(st, "P9", "B7")
    assert st.view(None).voids[1] == (PORZELLAN,)
