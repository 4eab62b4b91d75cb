"""The Museum: fame, Langfinger and Kommissar (checklist items 34-46)."""

from __future__ import annotations

import pytest

from engines.core import IllegalAction
from engines.fossil.actions import MUSEUM, Inspect, SendThief, Show, Take
from engines.fossil.events import FameWon, InspectorMoved, Stolen
from engines.fossil.fossils import is_valid_vitrine
from engines.fossil.options import shield
from tests.fossil.helpers import era, of_type, play, table


def test_item_34_valid_vitrinen() -> None:
    assert is_valid_vitrine((era(1), era(1, 1), era(2)))
    assert is_valid_vitrine((era(2), era(3), era(3, 1), era(4)))
    assert is_valid_vitrine((era(5), era(5, 1), era(5, 2)))
    assert not is_valid_vitrine((era(1), era(3), era(4)))
    assert not is_valid_vitrine((era(2), era(3)))


def test_item_35_most_fossils_then_the_oldest_piece() -> None:
    four = [era(2), era(3), era(3, 1), era(4)]
    three = [era(5), era(5, 1), era(5, 2)]
    state = table(3, collections=[four, three, []])
    events = play(state, [Show(0, tuple(four)), Show(1, tuple(three)), Inspect(2)])
    assert [(e.seat, e.place) for e in of_type(events, FameWon)] == [(0, 1), (1, 2)]
    old = [era(1), era(1, 1), era(2)]
    young = [era(2, 1), era(2, 2), era(3)]
    state = table(3, collections=[young, old, []])
    events = play(state, [Show(0, tuple(young)), Show(1, tuple(old)), Inspect(2)])
    assert [e.seat for e in of_type(events, FameWon)] == [1, 0]


def test_item_36_first_and_second_move_by_the_leaders_shield() -> None:
    big = [era(1), era(1, 1), era(2), era(2, 1)]
    small = [era(4), era(4, 1), era(4, 2)]
    state = table(3, fields=[0, 3, 10], collections=[big, small, []])
    play(state, [Show(0, tuple(big)), Show(1, tuple(small)), Inspect(2)])
    assert state.fields == [4, 5, 10]  # B = 30, leader on 10: 4 / 2


def test_item_37_the_shield_table() -> None:
    assert [shield(30, f) for f in (0, 7, 8, 14, 15, 22, 23, 40)] == [
        (5, 3), (5, 3), (4, 2), (4, 2), (3, 2), (3, 2), (2, 1), (2, 1)]
    assert [shield(20, f) for f in (4, 5, 23)] == [(5, 3), (4, 2), (2, 1)]
    assert [shield(40, f) for f in (29, 30)] == [(3, 2), (2, 1)]


def test_item_38_one_vitrine_only_the_first_moves() -> None:
    mine = [era(1), era(1, 1), era(2)]
    state = table(3, collections=[mine, [], []])
    events = play(state, [Show(0, tuple(mine)), Inspect(1), Inspect(2)])
    assert [(e.seat, e.fields) for e in of_type(events, FameWon)] == [(0, 5)]
    assert state.fields == [5, 0, 0]


def test_item_39_the_most_senior_langfinger_picks_first_from_each_other_vitrine() -> None:
    v2 = [era(1), era(1, 1), era(2)]
    v3 = [era(4), era(4, 1), era(5)]
    state = table(4, collections=[[], v2, v3, []])
    for c in (SendThief(0, 10, MUSEUM), Show(1, tuple(v2)), Show(2, tuple(v3)),
              SendThief(3, 7, MUSEUM)):
        state.apply(c)
    assert state.phase == "steal" and state.thieves == [(0, 10), (3, 7)]
    assert [d.seat for d in state.pending()] == [0]
    assert {a.victim for a in state.legal(0)} == {1}
    with pytest.raises(IllegalAction):
        state.apply(Take(3, 7, 1, era(1)))  # not his turn yet
    events = state.apply(Take(0, 10, 1, era(2)))
    assert {a.victim for a in state.legal(0)} == {2}
    events += state.apply(Take(0, 10, 2, era(5)))
    assert [d.seat for d in state.pending()] == [3]
    assert {a.fossil for a in state.legal(3)} == {era(1), era(1, 1)}  # era(2) is gone
    events += state.apply(Take(3, 7, 1, era(1)))
    assert {a.fossil for a in state.legal(3)} == {era(4), era(4, 1)}  # era(5) is gone
    events += state.apply(Take(3, 7, 2, era(4)))
    stolen = [(e.seat, e.victim, e.fossil) for e in of_type(events, Stolen)]
    assert stolen == [(0, 1, era(2)), (0, 2, era(5)), (3, 1, era(1)), (3, 2, era(4))]
    assert state.round == 2


def test_item_40_without_a_vitrine_the_langfinger_get_nothing() -> None:
    state = table(3, collections=[[0, 1], [8, 9], [16, 17]])
    events = play(state, [SendThief(0, 1, MUSEUM), Inspect(1), Inspect(2)])
    assert not of_type(events, Stolen)
    assert state.collections == [[0, 1], [8, 9], [16, 17]]


def test_item_41_a_stolen_fossil_joins_the_thiefs_collection() -> None:
    v1 = [era(1), era(1, 1), era(2)]
    v2 = [era(4), era(4, 1), era(5)]
    state = table(3, collections=[[], v1, v2])
    play(state, [SendThief(0, 10, MUSEUM), Show(1, tuple(v1)), Show(2, tuple(v2))],
         [Take(0, 10, 1, era(2)), Take(0, 10, 2, era(5))])
    assert state.collections[0] == [era(2), era(5)]
    assert era(2) not in state.collections[1] and state.album[0] == {era(2), era(5)}


def test_item_43_arrest_only_with_a_kommissar() -> None:
    v1 = [era(1), era(1, 1), era(2)]
    state = table(4, collections=[v1, [], [], []])
    play(state, [Show(0, tuple(v1)), SendThief(1, 2, MUSEUM), SendThief(2, 3, MUSEUM),
                 Inspect(3)])
    assert sorted(state.cells) == [(1, 2), (2, 3)]
    assert len(state.collections[1]) == 1 and len(state.collections[2]) == 1  # loot kept
    state = table(4, collections=[v1, [], [], []])
    play(state, [Show(0, tuple(v1)), SendThief(1, 2, MUSEUM), SendThief(2, 3, MUSEUM),
                 SendThief(3, 4, "boerse")])
    assert state.cells == [] and state.home[1] == [2, 9] and state.home[2] == [3, 8]


def test_item_44_kommissar_moves_by_rank_fixed_before_anyone_moves() -> None:
    state = table(4, fields=[12, 9, 6, 3])
    play(state, [SendThief(0, 1, MUSEUM), Inspect(1), Inspect(2), Inspect(3)])
    assert state.fields == [12, 11, 9, 7]  # ranks 2, 3, 4
    state = table(4, fields=[10, 9, 8, 7])
    events = play(state, [SendThief(0, 1, MUSEUM), Inspect(1), Inspect(2),
                          SendThief(3, 4, "boerse")])
    assert [(e.seat, e.rank) for e in of_type(events, InspectorMoved)] == [(1, 2), (2, 3)]
    assert state.fields[1] == 11 and state.fields[2] == 11


def test_item_44_ranks_are_read_after_the_fame_moves() -> None:
    v = [era(1), era(1, 1), era(2)]
    # seat 0 on 0 wins fame (+5) and so stands ahead of seat 1 on 3 before the Kommissar
    state = table(3, fields=[0, 3, 1], collections=[v, [], []])
    play(state, [Show(0, tuple(v)), SendThief(1, 2, MUSEUM), Inspect(2)])
    assert state.fields[0] == 5
    assert state.fields[2] == 1 + 3  # rank 3 behind 5 and 3


def test_item_45_shared_fields_share_the_better_rank() -> None:
    state = table(4, fields=[10, 8, 8, 3])
    play(state, [SendThief(0, 1, MUSEUM), Inspect(1), Inspect(2), Inspect(3)])
    assert state.fields == [10, 10, 10, 7]


def test_item_46_a_kommissar_without_langfinger_brings_nothing() -> None:
    state = table(3, fields=[4, 2, 0])
    events = play(state, [Inspect(0), Inspect(1), Inspect(2)])
    assert not of_type(events, InspectorMoved) and state.fields == [4, 2, 0]


def test_each_pick_is_a_decision_of_its_own_with_one_bedenkzeit() -> None:
    v1 = [era(1), era(1, 1), era(2)]
    v2 = [era(4), era(4, 1), era(5)]
    state = table(3, collections=[[], v1, v2], bedenkzeit=60)
    for c in (SendThief(0, 10, MUSEUM), Show(1, tuple(v1)), Show(2, tuple(v2))):
        state.apply(c)
    first = state.pending()[0]
    timer = state.timer()
    assert timer is not None and timer.seats == (0,) and first.kind == "steal"
    state.apply(Take(0, 10, 1, era(1)))
    second = state.pending()[0]
    assert second.seat == 0 and second.stamp != first.stamp
    assert state.timer() == timer  # the same Bedenkzeit runs on
    state.apply(Take(0, 10, 2, era(4)))
    assert state.round == 2 and state.timer() is not None
    assert state.timer().seats == (0, 1, 2)  # type: ignore[union-attr]
