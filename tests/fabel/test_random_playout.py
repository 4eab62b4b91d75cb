"""The fast random play of Speedfabel is the reference random play, only faster.

Checklist item 183 ("every game reproducible from seed + action list") rests
on it for search and benchmarks: ``random_game(..., record=False)`` hands its
loop to ``State.random_playout``, which draws with the shared action objects
of :mod:`engines.fabel.randomplay` and carries each action out by its rule
directly. These tests hold it to the contract-only path
(:func:`engines.core.playout.generic_step` plus ``State.apply`` with events):
the same actions, the same rng afterwards, the same result and views.
"""

from __future__ import annotations

import pickle
import random
from dataclasses import FrozenInstanceError

import pytest

from engines.core import Timeout
from engines.core.playout import generic_step, random_game
from engines.fabel import ACTION_TYPES, Mode, Options, State, new_game, randomplay
from engines.fabel.actions import Bid, Challenge, Offer
from engines.fabel.cards import total, values_of
from engines.fabel.money import is_minimal_payment, random_minimal_payment
from engines.fabel.trade import TradeOutcome

TABLES = [
    (seats, Options(mode=mode, superhandel=extras, bedenkzeit=30 if extras else None))
    for seats in range(2, 7) for mode in Mode for extras in (False, True)
]


def _reference(state: State, rng: random.Random, weight: int) -> list[object]:
    """Random play through the contract alone, with events."""
    actions = []
    while not state.is_over():
        actions.append(generic_step(state, rng, weight))
        state.apply(actions[-1])
    return actions


@pytest.mark.parametrize(("seats", "options"), TABLES)
def test_playout_is_the_reference_play(seats: int, options: Options) -> None:
    for seed in range(4):
        weight = 1 + seed % 2
        fast, slow = new_game(seats, seed, options), new_game(seats, seed, options)
        rf, rs = random.Random(seed), random.Random(seed)
        played = fast.random_playout(rf, weight)
        assert played == _reference(slow, rs, weight)
        assert rf.random() == rs.random()  # the same draws, no more
        assert fast.result() == slow.result()
        for reader in (None, *range(seats)):
            assert fast.view(reader) == slow.view(reader)


def test_random_game_without_events_is_the_playout() -> None:
    a, b = new_game(3, 5), new_game(3, 5)
    assert random_game(a, random.Random(1), record=False) == b.random_playout(random.Random(1))
    assert a.result() == b.result()


def test_playout_stops_at_the_action_limit() -> None:
    # random_game's promise: a game that does not end within max_actions is an error
    state = new_game(3, 2)
    with pytest.raises(RuntimeError, match="did not end"):
        random_game(state, random.Random(2), max_actions=20, record=False)
    full = len(new_game(3, 2).random_playout(random.Random(2)))
    assert len(new_game(3, 2).random_playout(random.Random(2), 1, full)) == full


def test_shared_actions_are_the_same_values() -> None:
    assert randomplay.bid_action(2, 60) is randomplay.bid_action(2, 60) == Bid(2, 60)
    assert randomplay.timeout_action(7) is randomplay.timeout_action(7) == Timeout(7)
    assert randomplay.with_cards(Offer, 1, (50, 10)) == Offer(1, (50, 10))
    # beyond the bounds of the caches the actions are built each time
    huge = randomplay.bid_action(1, 10**7)
    assert huge == Bid(1, 10**7) and huge is not randomplay.bid_action(1, 10**7)


@pytest.mark.parametrize("kind", [k for k in ACTION_TYPES if k is not Timeout])
def test_action_values_keep_the_dataclass_behaviour(kind: type) -> None:
    # the cheaper __init__ (engines.fabel.slotinit) stores the same fields
    names = kind.__dataclass_fields__
    values = {name: (1, 2) if name == "cards" else 1 for name in names}
    action = kind(**values)
    assert action == kind(*values.values())
    assert pickle.loads(pickle.dumps(action)) == action
    assert hash(action) == hash(kind(**values))
    with pytest.raises(FrozenInstanceError):
        action.seat = 2
    assert repr(action).startswith(f"{kind.__name__}(seat=1")


def test_trade_outcome_keeps_its_fields() -> None:
    outcome = TradeOutcome(0, 1, 3, 1, 2, None, 0)
    assert (outcome.kind, outcome.opponent_count, outcome.winner) == (3, None, 0)
    assert outcome == TradeOutcome(challenger=0, opponent=1, kind=3, stake=1,
                                   challenger_count=2, opponent_count=None, winner=0)


def _old_minimal_payment(hand: list[int], amount: int, rng: random.Random) -> tuple[int, ...]:
    """The rule as first written: drop superfluous cards one by one."""
    cards = [v for v in values_of(hand) if v > 0]
    rng.shuffle(cards)
    chosen, paid = [], 0
    for v in cards:
        if paid >= amount:
            break
        chosen.append(v)
        paid += v
    chosen.sort()
    i = 0
    while i < len(chosen):
        if paid - chosen[i] >= amount:
            paid -= chosen.pop(i)
        else:
            i += 1
    return tuple(sorted(chosen, reverse=True))


def test_random_minimal_payment_is_the_same_draw() -> None:
    draw = random.Random(0)
    for _ in range(3000):
        hand = [draw.randrange(4) for _ in range(7)]
        amount = draw.randrange(10, 900, 10)
        seed = draw.randrange(10**9)
        if total(hand) < amount:
            continue
        got = random_minimal_payment(hand, amount, random.Random(seed))
        assert got == _old_minimal_payment(hand, amount, random.Random(seed))
        counts = [got.count(v) for v in (0, 10, 20, 50, 100, 200, 500)]
        assert is_minimal_payment(counts, amount)


def test_challenges_are_drawn_in_the_order_of_legal() -> None:
    # every challenge the turn offers is drawn, as often as picking from legal()
    state = new_game(4, 9)
    for seat, kinds in enumerate([(1, 2, 0, 0), (2, 1, 0, 0), (0, 3, 1, 0), (1, 0, 0, 0)]):
        state.creatures[seat][:4] = list(kinds)
    seat = state.turn_seat
    legal = state.legal(seat)
    counts = {repr(a): 0 for a in legal}
    rng = random.Random(4)
    for _ in range(4000):
        counts[repr(randomplay.sample_turn(state, seat, rng))] += 1
    assert all(isinstance(a, Challenge) for a in legal[1:]) and len(legal) > 3
    assert min(counts.values()) > 4000 / len(legal) / 2
    ref = random.Random(4)
    again = random.Random(4)
    for _ in range(200):
        assert randomplay.sample_turn(state, seat, again) == legal[int(ref.random() * len(legal))]
