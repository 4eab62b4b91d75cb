"""The arrest, the end and the result (checklist items 48, 49, 54-58, 61)."""

from __future__ import annotations

from engines.fossil.actions import BOERSE, MUSEUM, Inspect, SendThief, Show
from engines.fossil.events import Arrested, FinalShown, GameOver, Released
from engines.fossil.museum import arrest
from tests.fossil.helpers import era, of_type, play, table


def test_item_48_newcomers_fewest_dienstjahre_first() -> None:
    assert arrest([], [(0, 9), (1, 2)], 4) == ([(0, 9), (1, 2)], [])
    state = table(4)
    events = play(state, [SendThief(0, 10, MUSEUM), SendThief(1, 2, MUSEUM), Inspect(2),
                          Inspect(3)])
    assert state.cells == [(0, 10), (1, 2)]
    assert [e.years for e in of_type(events, Arrested)] == [2, 10]


def test_item_49_out_of_the_last_cell_home() -> None:
    state = table(3, cells=[(0, 1), (1, 2), (2, 3)], home=[[10], [9], [8]])
    events = play(state, [SendThief(0, 10, MUSEUM), Inspect(1), Inspect(2)])
    assert state.cells == [(0, 10), (0, 1), (1, 2)]
    assert state.home[2] == [3, 8] and state.home[0] == []
    assert [(e.seat, e.years) for e in of_type(events, Released)] == [(2, 3)]
    assert SendThief(2, 3, BOERSE) in state.legal(2)


def test_item_54_at_the_banquet_the_schlussvitrine_follows_by_itself() -> None:
    best = [era(1), era(1, 1), era(2), era(2, 1)]
    state = table(3, fields=[28, 0, 0], collections=[best, [era(3)], [era(5)]])
    events = play(state, [Show(0, tuple(best[:3])), Inspect(1), Inspect(2)])
    assert state.is_over() and not state.pending()
    finals = of_type(events, FinalShown)
    assert [(e.seat, e.fossils, e.fields) for e in finals] == [(0, tuple(best), 8)]
    assert of_type(events, GameOver)[0].reason == "banquet"


def test_item_55_figures_pass_the_banquet_field() -> None:
    best = [era(1), era(1, 1), era(2)]
    state = table(3, banquet=20, fields=[19, 0, 0], collections=[best, [], []])
    play(state, [Show(0, tuple(best)), Inspect(1), Inspect(2)])
    assert state.fields[0] == 19 + 2 + 8 == 29
    from engines.core.registry import game
    result = game("fossil").summarize(state)
    assert result.seats[0].points == 29 and result.seats[0].leaderboard == 29 + 30


def test_item_56_schlussvitrine_plus_8_and_4() -> None:
    six = list(range(6))
    five = [era(2, k) for k in range(5)]
    four = [era(3, k) for k in range(4)]
    state = table(3, fields=[0, 0, 30], collections=[six, five, four])
    events = play(state, [Inspect(0), Inspect(1), SendThief(2, 3, MUSEUM)])
    assert state.is_over()
    gains = {e.seat: e.fields for e in of_type(events, FinalShown)}
    assert gains == {0: 8, 1: 4}


def test_item_57_ties_by_the_better_schlussvitrine_then_shared() -> None:
    state = table(3, fields=[30, 30, 0], collections=[[era(6)], [era(5)], [era(1)]])
    play(state, [Inspect(0), Inspect(1), Inspect(2)])
    assert state.places == [1, 1, 3]  # no valid Schlussvitrine: both first
    v = [era(4), era(4, 1), era(5)]
    state = table(3, fields=[30, 38, 0], collections=[[era(1), era(1, 1), era(2)], v, []])
    play(state, [Inspect(0), Inspect(1), Inspect(2)])
    assert state.fields[:2] == [38, 42] and state.places[:2] == [2, 1]
    state = table(3, fields=[38, 30, 0], collections=[[era(6)], v, []])
    play(state, [Inspect(0), Inspect(1), Inspect(2)])
    assert state.fields[:2] == [38, 38] and state.places[:2] == [2, 1]  # same field, better final


def test_item_58_the_40_round_cap_with_schlussvitrine() -> None:
    state = table(3, collections=[list(range(5)), [8, 9, 16], []])
    state.round = 40
    events = play(state, [Inspect(0), Inspect(1), Inspect(2)])
    assert state.is_over() and state.reason == "cap"
    assert {e.seat: e.fields for e in of_type(events, FinalShown)} == {0: 8, 1: 4}
    assert state.fields == [8, 4, 0]


def test_item_61_the_result_holds_the_rechenweg_and_the_course() -> None:
    import random

    from engines.core.playout import random_game
    from engines.fossil.state import new_game
    for seed in range(6):
        state = new_game(3 + seed % 3, seed)
        random_game(state, random.Random(seed))
        result = state.result()
        for st in result.standings:
            assert st.by_vitrine + st.by_kommissar + st.by_final == st.field
            assert len(st.course) == result.rounds + 1 and st.course[0] == 0
            assert st.course[-1] == st.field
            assert list(st.course) == sorted(st.course)
            assert "Vitrinen" in st.rechenweg and str(st.field) in st.rechenweg
