"""Scenario helpers: a Speedspuk state with chosen rows, deck and Ablage."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from engines.core import IllegalAction
from engines.spuk import Cover, Look, Options, State, new_game, rounds
from engines.spuk.knowledge import DEALT, Slot
from engines.spuk.state import TURN


def past_first_look(state: State) -> State:
    """Everyone looks at his first cards and covers them."""
    k = state.options.look_count
    for seat in range(state.seats):
        state.apply(Look(seat, tuple(range(k))))
    for seat in sorted(state.open):
        state.apply(Cover(seat))
    return state


def scene(rows: Sequence[Sequence[int]], *, deck: Sequence[int] = (), ablage: Sequence[int] = (4,),
          turn: int = 0, options: Options | None = None, seed: int = 1) -> State:
    """A state on ``turn``'s turn with these rows (nobody has seen any card),
    this deck (its top last) and Ablage (its top last). The cards that are
    not placed are put under the deck, so all 52 stay in the game."""
    opts = options or Options()
    state = past_first_look(new_game(len(rows), seed, opts))
    from engines.spuk.cards import full_deck

    rest = full_deck()
    for v in [*(v for r in rows for v in r), *deck, *ablage]:
        rest.remove(v)
    state.rows = [[Slot(v, state.new_uid(), DEALT) for v in row] for row in rows]
    state.deck = [*rest, *deck]
    state.ablage = list(ablage)
    state.held, state.held_source, state.action_kind = None, "", ""
    state.turns = 0
    state.phase = TURN
    state.turn_seat = turn
    state.caller = None
    state.final_left = []
    state.open = {}
    state.merk = {}
    state.discards = []
    rounds.start_clock(state)
    assert state.card_count() == 52
    return state


def refused(state: State, action: Any, code: str | None = None) -> None:
    """``action`` raises IllegalAction and changes nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    if code is not None:
        assert err.value.code == code
    assert snapshot(state) == before


def snapshot(state: State) -> Any:
    """Everything of a state that matters, for comparing before and after."""
    return (state.phase, state.turn_seat, state.turns, state.caller, tuple(state.final_left),
            tuple(tuple((s.value, s.uid, s.origin, tuple(sorted(s.seen.items())))
                        for s in row) for row in state.rows),
            tuple(state.deck), tuple(state.ablage), state.held, state.held_source,
            state.action_kind, tuple(state.totals), tuple(sorted(state.looked)),
            tuple(sorted(state.open.items())), state.token, state.clock,
            tuple(sorted(state.merk.items())),
            state.rng.getstate(), tuple(state.stamps), state.round)
