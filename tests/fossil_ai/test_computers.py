"""The computers and the Rat (checklist items 80, 82-85, 87 for a person)."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from engines.core.registry import game
from engines.fossil import ai
from engines.fossil.actions import SendThief, Show
from engines.fossil.fossils import best_vitrine
from engines.fossil.state import State, new_game
from engines.fossil.twins import hidden_twins

INFO = game("fossil")


def _game(seed: int, strengths: list[str], seats: int | None = None,
          watch: list[tuple[int, State, object]] | None = None) -> State:
    state = new_game(seats or len(strengths), seed)
    rng = random.Random(seed)
    while not state.is_over():
        decision = state.pending()[0]
        action = ai.decide(state.view(decision.seat), decision, rng, strengths[decision.seat])
        assert action in state.legal(decision.seat), (strengths[decision.seat], action)
        if watch is not None:
            watch.append((decision.seat, state.copy(), action))
        state.apply(action)
    return state


@pytest.mark.parametrize("strength", ["leicht", "normal", "stark"])
def test_item_85_every_strength_plays_full_games(strength: str) -> None:
    for seats in (3, 5):
        state = _game(seats, [strength] * seats)
        assert state.is_over()


def _win_share(tested: str, other: str, stacks: range) -> float:
    """The tested computer's share of first places against three of
    ``other``, every stack from every seat."""
    wins = 0.0
    for stack in stacks:
        for seat in range(4):
            strengths = [other] * 4
            strengths[seat] = tested
            places = _game(stack, strengths).places
            wins += (places[seat] == 1) / places.count(1)
    return wins / (4 * len(stacks))


def test_item_85_stronger_wins_more_than_a_quarter() -> None:
    assert _win_share("normal", "leicht", range(100, 110)) > 0.3
    assert _win_share("stark", "normal", range(200, 203)) > 0.3


def test_items_82_83_smaller_vitrinen_and_both_langfinger() -> None:
    watch: list[tuple[int, State, object]] = []
    for seed in range(6):
        _game(seed, ["normal", "stark", "normal", "stark"], watch=watch)
    smaller = 0
    thieves: dict[tuple[int, str], set[int]] = defaultdict(set)
    for seat, before, action in watch:
        if isinstance(action, Show):
            largest = len(best_vitrine(frozenset(before.collections[seat])))
            smaller += len(action.fossils) < largest
        if isinstance(action, SendThief):
            # which of his two: the fewer or the more Dienstjahre
            thieves[(seat, "stark" if seat % 2 else "normal")].add(
                0 if action.years == min(seat + 1, 10 - seat) else 1)
    assert smaller > 0
    assert all(used == {0, 1} for used in thieves.values()) and len(thieves) == 4


def test_item_84_the_others_sealed_choices_do_not_change_a_computer() -> None:
    rng = random.Random(4)
    for seed in range(5):
        state = new_game(4, seed)
        for seat in (0, 1, 2):
            state.apply(state.sample(seat, rng))
        decision = next(d for d in state.pending() if d.seat == 3)
        for strength in ("leicht", "normal", "stark"):
            mine = ai.decide(state.view(3), decision, random.Random(9), strength)
            for _, twin, readers in hidden_twins(state, random.Random(seed)):
                if 3 in readers:
                    assert ai.decide(twin.view(3), decision, random.Random(9), strength) == mine


def test_item_80_the_rat_sees_only_what_the_player_sees() -> None:
    state = new_game(4, 8)
    rng = random.Random(1)
    for seat in (1, 2, 3):
        state.apply(state.sample(seat, rng))
    decision = state.pending()[0]
    advice = INFO.advise(state.view(0), decision, random.Random(5))  # type: ignore[misc]
    for _, twin, readers in hidden_twins(state, random.Random(2)):
        if 0 in readers:
            again = INFO.advise(twin.view(0), decision, random.Random(5))  # type: ignore[misc]
            assert again == advice


def test_item_79_engine_part_the_rat_names_three_options() -> None:
    state = new_game(4, 12)
    decision = state.pending()[0]
    view = state.view(decision.seat)
    advice = INFO.advise(view, decision, random.Random(3))  # type: ignore[misc]
    assert advice.action in state.legal(decision.seat)
    assert len(advice.alternatives) == 3
    assert all("Felder" in line and "im Schnitt" in line for line in advice.alternatives)
    assert advice.reasons[0].startswith("Rat: ")
    assert "durchgespielten Runden" in advice.reasons[1]  # why: tests/fossil_ai/test_rat.py
    # the first option is the strong computer's choice: the same search
    for seed in range(4):
        rat = INFO.advise(view, decision, random.Random(seed))  # type: ignore[misc]
        assert rat.action == ai.decide(view, decision, random.Random(seed), "stark")


def test_the_same_view_and_rng_give_the_same_choice() -> None:
    state = new_game(5, 3)
    d = state.pending()[2]
    for strength in ("leicht", "normal", "stark"):
        one = ai.decide(state.view(d.seat), d, random.Random(7), strength)
        assert ai.decide(state.view(d.seat), d, random.Random(7), strength) == one


def test_a_computer_decides_only_from_its_own_view() -> None:
    state = new_game(3, 1)
    d = state.pending()[0]
    with pytest.raises(ValueError):
        ai.decide(state.view(None), d, random.Random(1), "stark")
    with pytest.raises(ValueError):
        ai.decide(state.view(d.seat), d, random.Random(1), "meister")


def test_for_a_person_after_the_nachfrist_the_pick_in_the_museum_too() -> None:
    state = new_game(3, 2)
    state.collections[1] = sorted(state.collections[1])
    rng = random.Random(3)
    steps = 0
    while not state.is_over() and steps < 400:
        steps += 1
        d = state.pending()[0]
        action = INFO.decide(state.view(d.seat), d, rng, "normal", for_person=True)
        assert action in state.legal(d.seat)
        state.apply(action)
    assert state.is_over()


def test_reaction_delays_leicht_slower_than_stark() -> None:
    rng = random.Random(1)
    for kind in ("choose", "steal"):
        assert min(ai.reaction_delay("leicht", kind, rng) for _ in range(20)) > max(
            ai.reaction_delay("stark", kind, rng) for _ in range(20))
