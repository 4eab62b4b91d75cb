"""Dein Zug, the actions, the deck and the clock (items 16-24, 33-36, 58, 59, 76)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.core import Timeout
from engines.spuk import (
    Call,
    Cover,
    Discard,
    Draw,
    Options,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from engines.spuk.events import Drew, Seen
from engines.spuk.game import GAME
from engines.spuk.state import ACTION, DRAWN, TAKEN, TURN
from tests.spuk.helpers import refused, scene

ROWS4 = [[5, 9, 2, 7], [3, 3, 4, 8], [6, 1, 0, 10], [11, 12, 6, 5]]


def test_item_16_three_options_at_the_start_of_a_turn() -> None:
    state = scene(ROWS4, deck=[1])
    assert state.legal(0) == [Draw(0), TakeDiscard(0), Call(0)]
    assert state.legal(1) == []
    refused(state, Draw(1), "not_your_turn")


def test_item_17_only_the_drawer_sees_the_card() -> None:
    state = scene(ROWS4, deck=[1])
    events = state.apply(Draw(0))
    public = [e for e in events if e.audience is None]
    assert [type(e) for e in public] == [Drew]
    private = [e for e in events if isinstance(e, Seen)]
    assert private[0].audience == (0,) and private[0].values == (1,)
    assert state.view(0).held == 1 and state.view(0).holding == "deck"
    assert state.view(1).held is None and state.view(1).holding == "deck"
    assert state.view(None).held is None


def test_item_18_swap_puts_the_old_card_face_up_on_the_ablage() -> None:
    state = scene(ROWS4, deck=[1])
    state.apply(Draw(0))
    assert state.phase == DRAWN
    state.apply(Swap(0, (1,)))
    assert state.row_values(0) == [5, 1, 2, 7]
    assert state.ablage[-1] == 9 and state.view(None).ablage_top == 9
    assert state.turn_seat == 1 and state.phase == TURN


def test_item_18_discard_without_action() -> None:
    state = scene(ROWS4, deck=[6])
    state.apply(Draw(0))
    state.apply(Discard(0))
    assert state.ablage[-1] == 6 and state.turn_seat == 1


@pytest.mark.parametrize(("value", "kind"), [(6, None), (13, None), (0, None), (7, "kerze"),
                                             (8, "kerze"), (9, "kugel"), (10, "kugel"),
                                             (11, "polter"), (12, "polter")])
def test_item_3_and_19_discarded_7_to_12_open_their_action(value: int, kind: str | None) -> None:
    state = scene(ROWS4, deck=[value])
    state.apply(Draw(0))
    state.apply(Discard(0))
    if kind is None:
        assert state.phase == TURN and state.turn_seat == 1
        return
    assert state.phase == ACTION and state.pending()[0].kind == kind
    assert Pass(0) in state.legal(0)


def test_item_19_kugel_targets_or_verzichten() -> None:
    state = scene(ROWS4, deck=[9])
    state.apply(Draw(0))
    state.apply(Discard(0))
    legal = state.legal(0)
    assert Pass(0) in legal
    targets = {(a.target, a.position) for a in legal if isinstance(a, Peek)}
    assert targets == {(s, p) for s in (1, 2, 3) for p in range(4)}


def test_item_20_ablage_card_must_be_swapped_and_has_no_action() -> None:
    state = scene(ROWS4, ablage=[4, 11])
    events = state.apply(TakeDiscard(0))
    assert events[0].audience is None and events[0].value == 11  # everyone sees it
    assert state.phase == TAKEN and state.pending()[0].kind == "taken"
    assert Discard(0) not in state.legal(0)
    refused(state, Discard(0), "must_swap")
    state.apply(Swap(0, (0,)))
    assert state.phase == TURN and state.turn_seat == 1  # no Poltergeist decision
    assert state.row_values(0) == [11, 9, 2, 7] and state.ablage == [4, 5]


def _turn_pass(state, seat: int) -> None:
    state.apply(Draw(seat))
    state.apply(Discard(seat))
    if state.phase == ACTION:
        state.apply(Pass(seat))


def test_item_21_after_the_call_every_other_player_has_one_more_turn() -> None:
    state = scene(ROWS4, deck=[1, 2, 3, 4], turn=0)
    _turn_pass(state, 0)
    state.apply(Call(1))
    assert state.caller == 1
    order = []
    while state.round == 1:
        order.append(state.turn_seat)
        assert state.pending()[0].kind == "turn"
        _turn_pass(state, state.turn_seat)
    assert order == [2, 3, 0]
    assert state.history[0].caller == 1


def test_item_22_and_23_the_callers_cards_are_protected_and_nobody_calls_again() -> None:
    state = scene(ROWS4, deck=[11, 9], turn=1)
    state.apply(Call(1))
    assert Call(2) not in state.legal(2)
    refused(state, Call(2), "already_called")
    state.apply(Draw(2))
    state.apply(Discard(2))  # a 9: Kristallkugel
    targets = {a.target for a in state.legal(2) if isinstance(a, Peek)}
    assert targets == {0, 3}
    refused(state, Peek(2, 1, 0), "protected")
    assert state.view(None).rows[1].protected
    state.apply(Pass(2))
    state.apply(Draw(3))
    state.apply(Discard(3))  # an 11: Poltergeist
    assert {a.target for a in state.legal(3) if isinstance(a, Poltern)} == {0, 2}
    refused(state, Poltern(3, 0, 1, 0), "protected")


def test_item_24_the_ablage_is_public() -> None:
    state = scene(ROWS4, deck=[1])
    state.apply(Draw(0))
    state.apply(Swap(0, (0,)))
    assert state.view(None).ablage_top == 5
    assert state.view(None).ablage == tuple(state.ablage)


def test_item_33_verzichten_ends_the_turn() -> None:
    state = scene(ROWS4, deck=[8])
    state.apply(Draw(0))
    state.apply(Discard(0))
    assert Pass(0) in state.legal(0)
    state.apply(Pass(0))
    assert state.turn_seat == 1 and state.phase == TURN


def test_item_34_kerze_the_player_alone_sees_his_card() -> None:
    state = scene(ROWS4, deck=[7])
    state.apply(Draw(0))
    state.apply(Discard(0))
    refused(state, Peek(0, 1, 0), "kerze_own")
    events = state.apply(Peek(0, 0, 2))
    seen = [e for e in events if isinstance(e, Seen)]
    assert seen[0].audience == (0,) and seen[0].values == (2,)
    assert state.view(0).rows[0].cards[2].value == 2
    for reader in (None, 1, 2, 3):
        assert state.view(reader).rows[0].cards[2].value is None
    # the Merkzeit: the card is open until "Zudecken" while the next turn runs
    assert state.turn_seat == 1 and state.phase == TURN
    assert [(d.seat, d.kind) for d in state.pending()] == [(1, "turn"), (0, "cover")]
    state.apply(Cover(0))
    assert state.view(0).rows[0].cards[2].value is None


def test_item_35_kristallkugel_gives_the_looker_a_dot() -> None:
    state = scene(ROWS4, deck=[10])
    state.apply(Draw(0))
    state.apply(Discard(0))
    state.apply(Peek(0, 2, 1))
    assert state.view(0).rows[2].cards[1].value == 1
    assert state.view(2).rows[2].cards[1].value is None
    assert state.view(None).rows[2].cards[1].dots == (0,)


def _eyes(view: Any) -> list[int]:
    """Every (card, seer) mark of a view, as the seers' seats."""
    return sorted(s for row in view.rows for c in row.cards for s, _ in c.seen)


def test_item_36_poltergeist_swaps_unseen() -> None:
    state = scene(ROWS4, deck=[12])
    state.apply(Draw(0))
    state.apply(Discard(0))
    before = [state.view(r) for r in (None, 0, 1, 2, 3)]
    events = state.apply(Poltern(0, 0, 2, 3))
    assert all(e.audience is None for e in events)
    assert state.row_values(0)[0] == 10 and state.row_values(2)[3] == 5
    for old, reader in zip(before, (None, 0, 1, 2, 3), strict=True):
        new = state.view(reader)
        assert _eyes(new) == _eyes(old)
        assert all(c.value is None for row in new.rows for c in row.cards)


def test_item_58_empty_deck_refills_from_the_ablage_without_its_top() -> None:
    state = scene(ROWS4, deck=[1])
    state.deck = [1]  # only the 1 is left; the Ablage holds 9 cards
    state.ablage = [2, 3, 3, 4, 4, 5, 5, 6, 6]
    events = state.apply(Draw(0))
    assert len(state.deck) == 8 and state.ablage == [6]
    assert sorted(state.deck) == [2, 3, 3, 4, 4, 5, 5, 6]
    assert any(type(e).__name__ == "DeckRefilled" and e.count == 8 for e in events)


def test_item_59_the_clock_strikes_after_30_turns_per_player() -> None:
    state = scene([[1, 2, 3, 5], [6, 6, 6, 6], [0, 0, 13, 13]], deck=[], turn=0)
    turns = 0
    while state.round == 1:
        assert Call(state.turn_seat) in state.legal(state.turn_seat)
        _turn_pass(state, state.turn_seat)
        turns += 1
    assert turns == 90
    score = state.history[0]
    assert score.caller is None and score.points == score.sums


def test_item_76_a_timed_out_step_never_calls_for_a_person() -> None:
    calls = 0
    rng = random.Random(4)
    for seed in range(60):
        state = scene(ROWS4, options=Options(bedenkzeit=30), seed=seed)
        state.rows[0] = state.rows[0][:1]  # one card left: a computer would love to call
        state.rows[0][0].value = 0
        state.rows[0][0].see(0, 0)
        for _ in range(20):
            if state.round != 1:
                break
            timer = state.timer()
            if timer is None:
                d = state.pending()[0]
                action = GAME.decide(state.view(d.seat), d, rng, "leicht", for_person=True)
                calls += isinstance(action, Call)
                state.apply(action)
                continue
            state.apply(Timeout(timer.token))
            d = state.pending()[0]
            if timer.kind == "nachfrist":
                assert d.overdue
                action = GAME.decide(state.view(d.seat), d, rng, "leicht", for_person=True)
                calls += isinstance(action, Call)
                assert action in state.legal(d.seat)
                state.apply(action)
    assert calls == 0


def test_item_76_bedenkzeit_then_nachfrist_then_overdue() -> None:
    state = scene(ROWS4, options=Options(bedenkzeit=90))
    timer = state.timer()
    assert timer is not None and timer.kind == "bedenkzeit" and timer.seconds == 90
    assert timer.seats == (0,)
    state.apply(Timeout(timer.token))
    refused(state, Timeout(timer.token), "timer_stale")
    nachfrist = state.timer()
    assert nachfrist is not None and nachfrist.kind == "nachfrist" and nachfrist.seconds == 10
    state.apply(Timeout(nachfrist.token))
    assert state.timer() is None and state.pending()[0].overdue
    state.apply(Draw(0))
    assert not state.pending()[0].overdue and state.timer() is not None
