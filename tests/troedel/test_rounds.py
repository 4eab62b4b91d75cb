"""Items 55-65 and 73: Kassensturz, Kisten, the next round's hands and
lead, the end after the last round and Leergekauft, Partie kurz."""

from __future__ import annotations

import random

from engines.core.playout import random_game
from engines.troedel.cards import hand_size
from engines.troedel.events import HandDrawn, RoundScored, RoundStarted
from engines.troedel.options import Options
from engines.troedel.state import new_game
from tests.troedel.helpers import cs, next_round


def _round_scores(seats: int, seed: int, options: Options | None = None) -> list[RoundScored]:
    st = new_game(seats, seed, options)
    scored: list[RoundScored] = []
    random_game(st, random.Random(seed),
                on_action=lambda a, ev: scored.extend(e for e in ev
                                                      if isinstance(e, RoundScored)))
    return scored


def test_item_55_round_one_gives_thirty_six_points_at_four() -> None:
    for seed in range(5):
        first = _round_scores(4, seed)[0]
        assert sum(first.gained) == 36


def test_item_56_caught_cards_go_shuffled_under_the_kiste() -> None:
    st = new_game(3, 1)
    rest = cs("M3 M4")
    st.kisten[0] = list(rest)
    caught = cs("P12 B14 Sm3")
    st.tables[0] = list(caught)
    st.round = st.rounds  # the Kiste stays as it is: the game ends here
    from engines.troedel import rounds
    rounds.end_round(st, [])
    assert st.kisten[0][:2] == rest and sorted(st.kisten[0][2:]) == sorted(caught)
    orders = set()
    for seed in range(12):
        st = new_game(3, seed)
        st.tables[0] = cs("P12 B14 Sm3 M11")
        st.round = st.rounds
        rounds.end_round(st, [])
        orders.add(tuple(st.kisten[0]))
    assert len(orders) > 1


def test_item_57_points_add_up_over_the_rounds() -> None:
    scored = _round_scores(4, 3)
    totals = [0] * 4
    for r in scored:
        totals = [t + g + p for t, g, p in zip(totals, r.gained, r.penalties, strict=True)]
        assert list(r.totals) == totals


def test_item_59_hand_sizes() -> None:
    assert [hand_size(3, r) for r in range(1, 9)] == [10, 10, 11, 11, 12, 12, 13, 13]
    assert [hand_size(4, r) for r in range(1, 9)] == [9, 9, 10, 10, 11, 11, 12, 12]
    assert [hand_size(5, r) for r in range(1, 9)] == [8, 8, 9, 9, 10, 10, 11, 11]
    st = new_game(5, 2)
    sizes: list[int] = []
    random_game(st, random.Random(2), on_action=lambda a, ev: sizes.extend(
        e.hand_size for e in ev if isinstance(e, RoundStarted)))
    assert sizes == [8, 9, 9, 10, 10, 11, 11][:len(sizes)]


def test_item_60_first_from_the_own_kiste_from_the_top() -> None:
    st = new_game(3, 1)
    kiste = cs("P3 P4 P5 P6 P7 P8 P9 P10 B3 B4 B5 B6 B7 B8")  # 14 cards
    full = cs("S4 S5 S6 S7 S8 S9 S10 M3 M4 M5 M6")
    next_round(st, kisten=[kiste, full, full], attic=[], round_no=3)  # hand size 11
    assert st.hands[0] == kiste[:11] and st.kisten[0] == kiste[11:]


def test_item_61_who_needs_most_draws_first_ties_by_the_last_trick() -> None:
    st = new_game(4, 1)
    # round 2 at four: 9 cards; Kisten of 6, 4, 4, 9: needs 3, 5, 5, 0
    kisten = [cs("P3 P4 P5 P6 P7 P8"), cs("S3 S4 S5 S6"), cs("B3 B4 B5 B6"),
              cs("M3 M4 M5 M6 M7 M8 M9 M10 P9")]
    attic = cs("P11 P12 P13 P14 P15 P16 P17 P18 S11 S12 S13 S14 S15")
    events = next_round(st, kisten=kisten, attic=attic, last_order=[3, 2, 0, 1])
    draws = [e.seat for e in events if isinstance(e, HandDrawn) and e.attic_tiers]
    assert draws == [2, 1, 0]
    top = list(reversed(attic))
    assert st.hands[2][4:] == top[:5] and st.hands[1][4:] == top[5:10]
    assert st.hands[0][6:] == top[10:13]


def test_item_62_fewest_points_lead_ties_by_the_last_trick() -> None:
    st = new_game(3, 1)
    k = cs("P4 P5 P6 P7 P8 P9 P10 B3 B4 B5")
    next_round(st, kisten=[k, k, k], attic=[], points=[12, 9, 9], last_order=[0, 2, 1])
    assert st.leader == 2
    leaders = {new_game(4, seed).leader for seed in range(20)}
    assert len(leaders) > 1  # round 1: by lot


def test_item_64_after_the_last_round_most_points_win_ties_share() -> None:
    st = new_game(3, 1)
    st.points = [40, 40, 31]
    st.round = st.rounds
    from engines.troedel import rounds
    rounds.end_round(st, [])
    assert st.is_over() and st.result().places == (1, 1, 3)
    assert st.result().reason == "runden"


def test_item_65_leergekauft_closes_the_market_before_the_deal() -> None:
    st = new_game(3, 1)
    k = cs("P4 P5 P6 P7 P8 P9 P10 B3 B4 B5")
    short = k[:6]
    attic = cs("P11 P12 P13 P14 P15")
    # round 2 at three: 10 cards; missing 4 + 2 = 6 > 5
    next_round(st, kisten=[short, k[:8], k], attic=attic, points=[5, 9, 7])
    assert st.is_over() and st.over_reason == "leergekauft"
    assert st.result().places == (3, 1, 2)
    st = new_game(3, 1)
    next_round(st, kisten=[short, k[:9], k], attic=attic)  # missing exactly 5
    assert not st.is_over() and st.attic == []


def test_item_73_partie_kurz() -> None:
    st = new_game(4, 5, Options(kurz=True))
    sizes: list[int] = [len(st.hands[0])]
    random_game(st, random.Random(5), on_action=lambda a, ev: sizes.extend(
        e.hand_size for e in ev if isinstance(e, RoundStarted)))
    if st.over_reason == "runden":
        assert sizes == [9, 10, 11, 12] and len(st.history) == 4
    assert [hand_size(3, r, kurz=True) for r in range(1, 5)] == [10, 11, 12, 13]
    assert [hand_size(5, r, kurz=True) for r in range(1, 5)] == [8, 9, 10, 11]
