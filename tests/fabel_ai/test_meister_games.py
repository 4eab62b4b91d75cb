"""Whole Meistermarkt games with computer players only: every decision of
every strength is legal in the real state, and every game ends."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines import fabel
from engines.core import Decision
from engines.fabel import Mode, Options, ai
from engines.fabel.actions import Bid, Meins
from engines.fabel.ai.arena import play
from engines.fabel.state import AUCTION, MEINS, State

MM = Options(mode=Mode.MEISTERMARKT)
STRENGTHS = ("leicht", "normal", "stark")


def _checked(state: State, strength: str, seen: set[str]) -> Any:
    # A zero budget: one deal per search, so Stark stays quick and deterministic.
    def act(view: Any, decision: Decision, rng: random.Random) -> Any:
        action = ai.decide(view, decision, rng, strength, budget=0.0)
        seen.add(decision.kind)
        if state.phase == AUCTION:
            if action is not None:
                assert isinstance(action, Bid) and action.amount % 10 == 0
                assert action.amount > state.auction.high  # type: ignore[union-attr]
        elif state.phase == MEINS:
            assert action is None or action == Meins(decision.seat)
            if action is not None:
                assert action in state.legal(decision.seat)
        else:
            assert action in state.legal(decision.seat), (decision, action)
        return action
    return act


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_meistermarkt_computer_games_play_legally_to_the_end(seats: int, seed: int) -> None:
    """Many seeded games at 2 to 6 seats, mixed strengths: each ends by the
    rule (all Vierer complete, the deck empty, the Kobolde together)."""
    state = fabel.new_game(seats, seed, MM)
    seen: set[str] = set()
    strengths = [STRENGTHS[(seed + s) % 3] for s in range(seats)]
    play(state, [_checked(state, s, seen) for s in strengths], seed)
    assert state.is_over() and state.over_reason == "vierer"
    assert 4 in state.kobolde
    if seats > 2:
        assert {"meins", "kobold"} <= seen


@pytest.mark.parametrize("strength", STRENGTHS)
def test_each_strength_alone_finishes_meistermarkt_games(strength: str) -> None:
    """Four computers of one strength, with Superhandel on."""
    for seed in (11, 12):
        state = fabel.new_game(4, seed, Options(mode=Mode.MEISTERMARKT, superhandel=True))
        seen: set[str] = set()
        play(state, [_checked(state, strength, seen)] * 4, seed)
        assert state.is_over() and state.over_reason == "vierer"


def test_same_view_and_rng_give_the_same_meistermarkt_decision() -> None:
    state = fabel.new_game(4, 21, MM)
    steps = [0]

    def player(view: Any, decision: Decision, rng: random.Random) -> Any:
        steps[0] += 1
        if steps[0] == 90:
            raise StopIteration
        return ai.decide(view, decision, rng, "normal")

    with pytest.raises(StopIteration):
        play(state, [player] * 4, 21)
    for d in state.pending():
        for strength in STRENGTHS:
            a = ai.decide(state.view(d.seat), d, random.Random(3), strength, budget=None)
            b = ai.decide(state.view(d.seat), d, random.Random(3), strength, budget=None)
            assert a == b
