"""Whole games with computer players: every decision is legal in the real state."""

from __future__ import annotations

import random

import pytest

from engines import fabel
from engines.core import Decision
from engines.fabel import ai
from engines.fabel.actions import Bid
from engines.fabel.ai.arena import play
from engines.fabel.cards import VIERER_VALUE
from engines.fabel.events import ChallengeMade, PaymentMade
from engines.fabel.state import AUCTION, State

DISCRETE = ("turn", "vorkauf", "pay", "offer", "answer", "distribute", "superhandel")


def _checked(state: State, strength: str):  # type: ignore[no-untyped-def]
    # Legality does not depend on how many deals Stark's search looks at: a
    # zero budget means one deal per search (deterministic and quick).
    def act(view, decision: Decision, rng: random.Random):  # type: ignore[no-untyped-def]
        action = ai.decide(view, decision, rng, strength, budget=0.0)
        if decision.kind in DISCRETE:
            assert action in state.legal(decision.seat), (decision, action)
        elif action is not None:
            assert state.phase == AUCTION and isinstance(action, Bid)
            assert action.amount % 10 == 0 and action.amount >= 10
            assert action.amount > state.auction.high  # type: ignore[union-attr]
        return action
    return act


@pytest.mark.parametrize("seats,seed", [(2, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_mixed_games_play_legally_to_the_end(seats: int, seed: int) -> None:
    state = fabel.new_game(seats, seed)
    strengths = [("leicht", "normal", "stark")[(seed + s) % 3] for s in range(seats)]
    play(state, [_checked(state, s) for s in strengths], seed)
    assert state.is_over()


def test_superhandel_games_play_legally() -> None:
    state = fabel.new_game(3, 9, fabel.Options(superhandel=True))
    play(state, [_checked(state, "normal")] * 3, 9)
    assert state.is_over()


def test_same_view_and_rng_give_the_same_decision() -> None:
    state = fabel.new_game(4, 12)
    play_to = 60
    steps = [0]

    def player(view, decision, rng):  # type: ignore[no-untyped-def]
        steps[0] += 1
        if steps[0] == play_to:
            raise StopIteration
        return ai.decide(view, decision, rng, "normal")

    with pytest.raises(StopIteration):
        play(state, [player] * 4, 12)
    for d in state.pending():
        for strength in ("leicht", "normal", "stark"):
            a = ai.decide(state.view(d.seat), d, random.Random(3), strength, budget=None)
            b = ai.decide(state.view(d.seat), d, random.Random(3), strength, budget=None)
            assert a == b


def test_item_157_leicht_bids_cautiously_and_trades_rarely() -> None:
    """157: "Leicht bietet vorsichtig und handelt selten": at the same table
    leicht's average price per Vierer value and its challenges per game are
    lower than normal's."""
    paid = {"leicht": 0, "normal": 0}
    worth = {"leicht": 0, "normal": 0}
    challenges = {"leicht": 0, "normal": 0}
    for g in range(4):
        seats = ["leicht", "normal", "leicht", "normal"]
        seats = seats[g % 2:] + seats[:g % 2]
        state = fabel.new_game(4, 300 + g)
        stage: dict[str, int] = {}

        def on_action(action, events, seats=seats, state=state, stage=stage):  # type: ignore[no-untyped-def]
            for e in events:
                if isinstance(e, PaymentMade) and "card" in stage:
                    buyer = seats[e.payer]
                    paid[buyer] += e.amount
                    worth[buyer] += VIERER_VALUE[stage["card"]]
                if isinstance(e, ChallengeMade) and e.round == 1:
                    challenges[seats[e.challenger]] += 1
            if state.auction is not None:
                stage["card"] = state.auction.card

        play(state, [lambda v, d, r, s=s: ai.decide(v, d, r, s) for s in seats], g,
             on_action=on_action)
    assert paid["leicht"] / worth["leicht"] < paid["normal"] / worth["normal"]
    assert challenges["leicht"] < challenges["normal"]
