"""Players, fossils, cards and the deal (checklist items 1-9, 13, 47, 51)."""

from __future__ import annotations

import pytest

from engines.core.registry import game
from engines.fossil.actions import Inspect
from engines.fossil.fossils import AGE_OF, ERA_OF, FOSSILS
from engines.fossil.options import Options, shield
from engines.fossil.state import new_game, thief_years


def test_item_1_three_to_five_collectors() -> None:
    for seats in (2, 6):
        with pytest.raises(ValueError):
            new_game(seats, seed=1)
        with pytest.raises(ValueError):
            game("fossil").check_seats(seats)
    for seats in (3, 4, 5):
        assert new_game(seats, seed=1).seats == seats


def test_item_2_45_fossils_in_six_eras() -> None:
    assert len(FOSSILS) == 45
    assert [sum(1 for f in FOSSILS if f.era == e) for e in range(1, 7)] == [8, 8, 8, 7, 7, 7]


def test_item_3_unique_ages_older_eras_older() -> None:
    assert len(set(AGE_OF)) == 45 and all(isinstance(a, int) and a > 0 for a in AGE_OF)
    for e in range(1, 6):
        assert min(f.age for f in FOSSILS if f.era == e) > max(
            f.age for f in FOSSILS if f.era == e + 1)
    assert tuple(sorted(ERA_OF)) == ERA_OF


def test_item_4_every_fossil_has_a_name_of_its_own() -> None:
    names = [f.name for f in FOSSILS]
    assert len(set(names)) == 45 and "Trilobit" in names and "Ammonit" in names
    assert len({f.key for f in FOSSILS}) == 45


def test_item_5_two_each_and_two_finds() -> None:
    state = new_game(4, seed=9)
    assert [len(c) for c in state.collections] == [2, 2, 2, 2]
    assert len(state.market) == 2 and None not in state.market
    assert len(state.stack) == 45 - 8 - 2
    everything = [f for c in state.collections for f in c] + list(state.market) + state.stack
    assert sorted(everything) == list(range(45))


def test_item_6_every_collection_is_open() -> None:
    state = new_game(5, seed=3)
    public = state.view(None)
    assert [p.collection for p in public.players] == [tuple(c) for c in state.collections]
    assert state.view(2).players[4].collection == tuple(state.collections[4])


def test_item_7_start_player_by_lot_and_moving_left() -> None:
    starts = {new_game(4, seed=s).start for s in range(40)}
    assert starts == {0, 1, 2, 3}  # drawn, not fixed
    assert new_game(4, seed=17).start == new_game(4, seed=17).start
    state = new_game(4, seed=17)
    first = state.start
    for seat in range(4):
        state.apply(Inspect(seat))
    assert state.round == 2 and state.start == (first + 1) % 4


def test_item_8_every_hand_at_the_start() -> None:
    state = new_game(5, seed=2)
    for seat in range(5):
        assert state.wechsel[seat] == [1, 2, 3, 4]
        assert len(state.home[seat]) == 2
        kinds = {type(a).__name__ for a in state.legal(seat)}
        assert {"Inspect", "Bid", "SendThief"} <= kinds  # Kommissar, Wechsel, Langfinger


def test_item_9_seniority_i_and_11_minus_i() -> None:
    assert thief_years(0) == (1, 10) and thief_years(2) == (3, 8) and thief_years(4) == (5, 6)
    state = new_game(5, seed=1)
    years = [y for h in state.home for y in h]
    assert len(set(years)) == 10
    assert state.home[0] == [1, 10]


def test_item_13_wechsel_and_langfinger_are_public() -> None:
    state = new_game(3, seed=4)
    state.wechsel[1] = [2, 4]
    state.home[2] = [8]
    state.cells = [(2, 3)]
    public = state.view(None)
    assert public.players[1].wechsel == (2, 4)
    assert public.players[2].home == (8,) and public.players[2].jailed == ((3, 1),)


def test_item_47_as_many_cells_as_collectors() -> None:
    from engines.fossil.museum import arrest
    for seats in (3, 5):
        cells, released = arrest([], [(0, y) for y in range(1, seats + 2)], seats)
        assert len(cells) == seats and len(released) == 1


def test_item_51_the_banquet_field_reaches_the_game() -> None:
    info = game("fossil")
    for b in ("20", "30", "40"):
        from engines.core.registry import TableFacts
        options = info.make_options(info.check_choices({"banquet": [b]}), TableFacts())
        state = info.new_game(3, 1, options)
        assert state.options.banquet == int(b)  # type: ignore[attr-defined]
    assert shield(20, 4) == (5, 3) and shield(40, 29) == (3, 2)
    with pytest.raises(ValueError):
        Options(banquet=25)
