"""Stark's model of the table and of the game (item 74: it estimates the
others from what they did and calls at the right moment): the playouts'
call habit of the table from the public scorings, and the last turn that
lands its total on exactly 100 (the fallback), from what it knows only."""

from __future__ import annotations

import dataclasses
import random

from engines.core import visible_to
from engines.spuk import new_game
from engines.spuk.actions import Call, Discard, Draw, Swap
from engines.spuk.ai import PROFILES, decide, endgame, search
from engines.spuk.ai.arena import play_game
from engines.spuk.ai.endgame import fallback_play, fallback_target
from engines.spuk.ai.memory import notes
from engines.spuk.ai.policy import estimate
from engines.spuk.scoring import RoundScore
from engines.spuk.twins import hidden_twins

STARK = PROFILES["stark"]


def _last_turns(seeds: range) -> list:
    """Stark's decisions in its last turn after a Leicht's call, with all
    of its own cards remembered: (state, events) at each."""
    out = []
    memory: list = []

    def hook(state, seat, action, _):
        if seat != 0 or state.caller in (None, 0):
            return
        d = next(x for x in state.pending() if x.seat == 0)
        est = estimate(state.view(0), STARK, notes(memory[0], 0))
        if d.kind in ("drawn", "turn") and all(k for _, k in est.rows[0]):
            out.append((state.copy(), tuple(memory[0])))

    for seed in seeds:
        memory.clear()
        play_game(("stark", "leicht", "leicht", "leicht"), seed, on_decision=hook, memory=memory)
    return out


def test_item_74_in_its_last_turn_stark_lands_on_exactly_100(monkeypatch) -> None:
    monkeypatch.setattr(endgame, "AIM", True)
    assert fallback_target(90, False, 4) == 10
    assert fallback_target(90, True, 4) is None  # the fallback is spent
    assert fallback_target(30, False, 4) is None  # out of reach of four cards
    checked = 0
    for state, events in _last_turns(range(12)):
        d = next(x for x in state.pending() if x.seat == 0)
        view = state.view(0)
        est = estimate(view, STARK, notes(events, 0))
        mine = sum(v for v, _ in est.rows[0])
        if d.kind == "drawn":
            # a total that the swap at position 0 brings to exactly 100
            after = mine - est.rows[0][0][0] + view.held
            aimed = dataclasses.replace(view, totals=(100 - int(after), *view.totals[1:]))
            play = fallback_play(aimed, est, "drawn")
            assert play is not None
            if isinstance(play, Swap):
                rows = list(est.rows[0])
                for p in sorted(play.positions[1:], reverse=True):
                    del rows[p]
                rows[play.positions[0]] = (float(view.held), True)
                assert sum(v for v, _ in rows) == after
            else:
                assert play == Discard(0) and mine == after
        else:
            # the row as it is gives 100: keep it (draw and lay the card away)
            aimed = dataclasses.replace(view, totals=(100 - int(mine), *view.totals[1:]))
            if 100 - int(mine) > 50:
                assert fallback_play(aimed, est, "turn") == Draw(0)
        # spent fallback: no aim
        spent = dataclasses.replace(aimed, fallback_used=(True, *view.fallback_used[1:]))
        assert fallback_play(spent, est, d.kind) is None
        checked += 1
    assert checked > 5


def test_item_71_the_aim_does_not_depend_on_cards_stark_has_not_seen(monkeypatch) -> None:
    monkeypatch.setattr(endgame, "AIM", True)
    rng = random.Random(4)
    compared = 0
    aimed = 0
    for state, events in _last_turns(range(6)):
        d = next(x for x in state.pending() if x.seat == 0)
        est = estimate(state.view(0), STARK, notes(events, 0))
        state.totals[0] = 100 - round(sum(v for v, _ in est.rows[0]))  # the row hits 100
        mine = decide(state.view(0), d, random.Random(1), "stark", events=events)
        aimed += d.kind == "turn" and mine == Draw(0)
        for _, twin, readers in hidden_twins(state, rng):
            changed = [s for row, other in zip(state.rows, twin.rows, strict=True)
                       for s, o in zip(row, other, strict=True) if s.value != o.value]
            if 0 not in readers or any(0 in s.seen for s in changed):
                continue
            assert decide(twin.view(0), d, random.Random(1), "stark", events=events) == mine
            compared += 1
    assert compared > 5 and aimed > 2
    assert all(visible_to(e, 0) for _, events in _last_turns(range(1)) for e in events)


def test_item_74_stark_calls_when_a_wrong_call_lands_it_on_exactly_100(monkeypatch) -> None:
    monkeypatch.setattr(endgame, "AIM_CALL", True)
    found = []
    memory: list = []

    def hook(state, seat, action, _):
        d = next((x for x in state.pending() if x.seat == 0), None)
        if seat != 0 or state.caller is not None or d is None or d.kind != "turn":
            return
        est = estimate(state.view(0), STARK, notes(memory[0], 0))
        if all(k for _, k in est.rows[0]):
            found.append((state.view(0), est))

    for seed in range(2, 12):  # the first games in which Stark knows all its cards at a turn
        memory.clear()
        play_game(("stark", "leicht", "leicht", "leicht"), seed, on_decision=hook, memory=memory)
        if found:
            break
    assert found
    for view, est in found:
        mine = round(sum(v for v, _ in est.rows[0]))
        lands = dataclasses.replace(view, totals=(95 - mine, *view.totals[1:]))
        if 95 - mine > 50:
            assert fallback_play(lands, est, "turn") == Call(0)
        near = dataclasses.replace(view, totals=(94 - mine, *view.totals[1:]))
        assert fallback_play(near, est, "turn") is None  # 99: no fallback, no call for it


def test_item_74_the_playouts_guess_early_callers_from_the_tables_habit(monkeypatch) -> None:
    view = new_game(4, seed=6).view(0)
    # seat 1 called twice at 4 per card (16 with four cards): an early caller
    early = RoundScore(1, ((1, 2, 3, 4), (4, 4, 4, 4), (5, 5, 5, 5), (6, 6, 6, 6)),
                       (10, 16, 20, 24), (10, 21, 20, 24), (10, 21, 20, 24), 1, False, None, ())
    table = dataclasses.replace(view, history=(early, early))
    habits = search.call_habits(table)
    assert search.call_habits(view) == [search.CALL_PER_CARD] * 4  # nothing known yet
    assert habits[1] > habits[2] > search.CALL_PER_CARD  # the caller most, the table too
    assert habits[2] == habits[3] and habits[1] <= search.HABIT_TOP
    monkeypatch.setattr(search, "TABLE_HABITS", False)
    alone = search.call_habits(table)
    assert alone[2] == alone[3] == search.CALL_PER_CARD < alone[1] < habits[1]
