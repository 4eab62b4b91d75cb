"""The Rat names the reason the search found (item 167, "mit Begründung";
issue 32: "Du führst mit …: 62 % Gewinnchance"): the chosen offer or answer
with its chance to win the trade over the searched deals, and what it is
worth against the next best option."""

from __future__ import annotations

import contextlib
import random

from engines import fabel
from engines.fabel import ai
from engines.fabel.actions import Accept, Counter, Offer
from engines.fabel.ai import search
from engines.fabel.ai.arena import play
from engines.fabel.cards import Creature
from engines.fabel.state import State
from engines.texts import reading, t
from tests.fabel_ai import scenes


def _penniless_opponent() -> State:
    """Seat 0 challenges seat 1 for the Drache; seat 1 has no money card, so
    he can lay nothing against any offer: every offer wins the trade."""
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 3
    state.creatures[1][Creature.DRACHE] = 1
    scenes.set_money(state, 0, {10: 2})
    scenes.set_money(state, 1, {})
    return scenes.trade(state, 0, 1, Creature.DRACHE)


def _advice(state: State, seat: int) -> ai.Advice:
    decision = state.pending()[0]
    assert decision.seat == seat
    return ai.advise(state.view(seat), decision, random.Random(4), budget=None)


def test_offer_reason_is_the_searched_chance_against_the_next_best_offer() -> None:
    """An opponent without money cannot outbid anything: the search finds
    every offer winning, the Rat lays the cheapest (10) and says it wins in
    100 % of the cases, and names the next best offer (20) with its chance."""
    state = _penniless_opponent()
    advice = _advice(state, 0)
    assert advice.action == Offer(0, (10,))
    assert t("fabel.rat.offer_chance", chance=100) in advice.reasons
    other = t("fabel.rat.alt_offer", paid=20, chance=100)
    assert any(other in r for r in advice.reasons), advice.reasons


def test_offer_reason_in_english() -> None:
    """The same reason from the English catalog (same keys, same numbers)."""
    state = _penniless_opponent()
    with reading("en"):
        advice = _advice(state, 0)
        assert "With this you win the trade in about 100% of the worked-out cases " \
               "that fit the ledger and the card counts." in advice.reasons
        assert any("an offer of 20 thalers (chance to win 100%)" in r for r in advice.reasons)


def test_counter_reason_names_the_certain_win_and_what_it_beats() -> None:
    """Seat 0 laid one card (the start money holds no card above 50); seat 1
    holds a 100 and wants the fourth Drache: countering with 100 wins the
    trade in every deal, and the Rat says so and compares it with
    Annehmen."""
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 1
    state.creatures[1][Creature.DRACHE] = 3
    scenes.set_money(state, 1, {100: 1})
    scenes.trade(state, 0, 1, Creature.DRACHE, offer={50: 1})
    advice = _advice(state, 1)
    assert advice.action == Counter(1, (100,))
    assert t("fabel.rat.counter_chance", paid=100, chance=100) in advice.reasons
    plan = search.answer_plan(state.view(1), random.Random(4), None)
    assert plan.chance == 1.0 and plan.runner_up == Accept(1)
    margin = round(plan.margin / 10) * 10
    assert margin >= 10  # the fourth Drache is worth far more than the 100 paid for it
    assert t("fabel.rat.ahead", margin=margin, other=t("fabel.rat.alt_accept")) in advice.reasons


def test_the_reason_is_the_plan_of_the_decision() -> None:
    """In positions of real games the Rat's action is the search's action
    and its sentences carry the plan's own chance (the same rng gives the
    same search), for offers and answers alike."""
    seen = {"offer": 0, "answer": 0}
    for seed in (41, 42, 43, 44):
        for state in _trade_positions(seed):
            decision = state.pending()[0]
            view = state.view(decision.seat)
            plan = (search.offer_plan if decision.kind == "offer" else search.answer_plan)(
                view, random.Random(4), None)
            advice = ai.advise(view, decision, random.Random(4), budget=None)
            assert advice.action == plan.action
            chance = round(100 * plan.chance)
            if isinstance(plan.action, Offer) and plan.runner_up is not None:
                assert t("fabel.rat.offer_chance", chance=chance) in advice.reasons
            if isinstance(plan.action, Counter):
                assert t("fabel.rat.counter_chance", paid=sum(plan.action.cards),
                         chance=chance) in advice.reasons
            if isinstance(plan.action, Accept):
                assert plan.chance == 0.0
            assert 0.0 <= plan.chance <= 1.0 and plan.margin >= -1e-9
            seen[decision.kind] += 1
    assert seen["offer"] >= 3 and seen["answer"] >= 3, seen


def _trade_positions(seed: int) -> list[State]:
    """Copies of a Normal game at its offers and answers (at most six)."""
    out: list[State] = []
    state = fabel.new_game(4, seed)

    class Enough(Exception):
        pass

    def player(view, decision, rng):  # type: ignore[no-untyped-def]
        if decision.kind in ("offer", "answer"):
            out.append(state.copy())
            if len(out) >= 6:
                raise Enough
        return ai.decide(view, decision, rng, "normal")

    with contextlib.suppress(Enough):
        play(state, [player] * 4, seed)
    return out
