"""Stark's turns once the deck is empty (issue 32): a trade is the only
move ("Ist der Stapel leer, ... bleibt nur noch der Kuhhandel"), so which
trade to start decides the end of the game. Stark searches the most
promising challenges as covered offers against a Normal opponent
(:func:`engines.fabel.ai.search.challenge_plan`) and the Rat says why; its
searches stop before a deal that would overrun their budget."""

from __future__ import annotations

import contextlib
import random

import pytest

from engines import fabel
from engines.fabel import ai
from engines.fabel.actions import Challenge
from engines.fabel.ai import search
from engines.fabel.ai.arena import play
from engines.fabel.cards import Creature
from engines.fabel.state import State
from engines.texts import reading, t
from tests.fabel_ai import scenes


def _last_turns(seed: int, most: int = 3) -> list[State]:
    """Copies of a Normal game at turns with an empty deck and more than one
    legal challenge (at most ``most``)."""
    out: list[State] = []
    state = fabel.new_game(4, seed)

    class Enough(Exception):
        pass

    def player(view, decision, rng):  # type: ignore[no-untyped-def]
        if decision.kind == "turn" and view.deck_count == 0:
            legal = [a for a in state.legal(decision.seat) if isinstance(a, Challenge)]
            if len(legal) > 1:
                out.append(state.copy())
                if len(out) >= most:
                    raise Enough
        return ai.decide(view, decision, rng, "normal")

    with contextlib.suppress(Enough):
        play(state, [player] * 4, seed)
    return out


def test_stark_makes_the_challenge_its_search_found_best() -> None:
    """At an empty deck Stark's action is the searched challenge (the same
    rng gives the same search), a legal one, and the search's best offer for
    it is worth at least as much as that of every other searched challenge."""
    seen = 0
    for seed in (5, 6, 7):
        for state in _last_turns(seed):
            decision = state.pending()[0]
            view = state.view(decision.seat)
            chosen, plan = search.challenge_plan(view, random.Random(9), None)
            assert plan is not None
            action = ai.decide(view, decision, random.Random(9), "stark", budget=None)
            assert action == chosen and action in state.legal(decision.seat)
            seen += 1
    assert seen >= 3


def test_the_search_ranks_a_sure_win_above_a_likely_loss() -> None:
    """Seat 0 holds one Drache and one Zwerg; the deck is empty. Seat 1 holds
    the other three Drachen and 500 Taler: he outbids any offer seat 0 can
    make, and seat 0 would lose its Drache. Seat 2 holds one Zwerg and no
    money card: any offer wins his Zwerg. The search challenges seat 2."""
    state = scenes.table()
    state.deck = []
    state.creatures[0][Creature.DRACHE] = 1
    state.creatures[1][Creature.DRACHE] = 3
    state.creatures[0][Creature.ZWERG] = 1
    state.creatures[2][Creature.ZWERG] = 1
    state.creatures[3][Creature.NIXE] = 4
    state.turn_seat = 0
    scenes.set_money(state, 0, {10: 3})
    scenes.set_money(state, 1, {100: 5})
    scenes.set_money(state, 2, {})
    decision = state.pending()[0]
    assert decision.kind == "turn" and decision.seat == 0
    chosen, plan = search.challenge_plan(state.view(0), random.Random(3), None)
    assert chosen == Challenge(0, 2, Creature.ZWERG)
    assert plan is not None and plan.chance == 1.0


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rat_names_the_searched_challenge_and_its_chance(lang: str) -> None:
    """The Rat gives the same challenge and says it promises most of all
    trades, with the searched chance (German catalog and English mirror)."""
    state = _last_turns(5, most=1)[0]
    decision = state.pending()[0]
    view = state.view(decision.seat)
    chosen, plan = search.challenge_plan(view, random.Random(4), None)
    assert plan is not None
    with reading(lang):
        advice = ai.advise(view, decision, random.Random(4), budget=None)
        assert advice.action == chosen
        assert t("fabel.rat.challenge_best", chance=round(100 * plan.chance)) in advice.reasons
        assert advice.reasons[0].startswith(t("fabel.rat.challenge", seat="X", cards="Y",
                                              amount=0).split(" ")[0])


def test_a_search_stops_before_a_deal_that_would_overrun_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a clock that moves one second per reading and a budget of 1.5 s,
    reading a covered offer stops after one deal: a second would end at
    about 2 s, past the budget (before, it began the second deal and
    overran)."""
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 1
    state.creatures[1][Creature.DRACHE] = 3
    scenes.set_money(state, 1, {100: 1})
    scenes.trade(state, 0, 1, Creature.DRACHE, offer={50: 1})
    ticks = iter(range(1000))
    monkeypatch.setattr(search, "clock", lambda: float(next(ticks)))
    deals = 0
    real = search.sample_hidden

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal deals
        deals += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(search, "sample_hidden", counted)
    search.offer_beliefs(state.view(1), random.Random(1), budget=1.5)
    assert deals == 1
