"""Property tests over random legal play (3, 4 and 5 seats, every banquet field).

Hypothesis draws the table, the seed and the random player's seed; the game
is played to its end with :func:`engines.core.playout.generic_step` (plus,
with a clock, the expiry of the Bedenkzeit now and then), and after every
action the invariants hold:

- every game ends (the 40-round cap at the latest);
- fossils and Wechsel are conserved, and so are the Langfinger;
- fields only move forward;
- hidden twins (another stack order, another sealed choice) leave every
  other reader's view unchanged: no view holds another's sealed choice;
- every legal action is accepted, a forged one is refused, and a refused
  action changes nothing;
- seed + actions, through JSON, replay the game exactly (items 69 and 93);
  events round-trip through JSON too.
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import Event, IllegalAction, Timeout, from_json, to_json
from engines.core.playout import generic_step
from engines.fossil import ACTION_TYPES, EVENT_TYPES, Options, State, new_game
from engines.fossil.actions import MUSEUM, Bid, Inspect, SendThief, Show, Take
from engines.fossil.twins import hidden_twins
from tests.fossil.helpers import snapshot

tables = st.tuples(st.integers(3, 5), st.sampled_from([20, 30, 40]),
                   st.sampled_from([None, 30]), st.integers(0, 10**6), st.integers(0, 10**6))


def _conserved(state: State) -> None:
    everything = [f for c in state.collections for f in c] + state.stack
    everything += [f for f in state.market if f is not None]
    assert sorted(everything) == list(range(45))
    wechsel = Counter(w for h in state.wechsel for w in h) + Counter(state.kasse)
    assert wechsel == Counter({v: state.seats for v in (1, 2, 3, 4)})
    thieves = sorted([(s, y) for s in range(state.seats) for y in state.home[s]] + state.cells)
    assert thieves == sorted((s, y) for s in range(state.seats) for y in (s + 1, 10 - s))
    assert len(state.cells) <= state.seats


def _twins_agree(state: State, rng: random.Random) -> None:
    for what, twin, readers in hidden_twins(state, rng):
        for reader in readers:
            assert state.view(reader) == twin.view(reader), (what, reader)


def _forged(state: State, rng: random.Random) -> Any:
    seat = rng.randrange(state.seats)
    return rng.choice([
        Bid(seat, rng.randint(0, 5), rng.randint(0, 2)),
        SendThief(seat, rng.randint(0, 11), rng.choice(["museum", "boerse", "keller"])),
        Inspect(seat),
        Show(seat, tuple(sorted(rng.sample(range(45), rng.randint(2, 5))))),
        Take(seat, rng.randint(1, 10), rng.randrange(state.seats), rng.randrange(45)),
        Timeout(rng.randint(0, state.token + 1)),
    ])


def _check_forged(state: State, rng: random.Random) -> None:
    action = _forged(state, rng)
    allowed = (action in state.legal(action.seat) if not isinstance(action, Timeout)
               else state.timer() is not None and action.token == state.clock.token)
    before = snapshot(state)
    probe = state.copy()
    try:
        probe.apply(action)
        accepted = True
    except IllegalAction:
        accepted = False
    assert accepted == allowed, action
    assert snapshot(state) == before
    if not accepted:
        with contextlib.suppress(IllegalAction):
            state.apply(action)
        assert snapshot(state) == before


def _step(state: State, rng: random.Random) -> Any:
    timer = state.timer()
    if timer is not None and rng.random() < 0.08:
        return Timeout(timer.token)
    return generic_step(state, rng)


def play_checked(seats: int, banquet: int, clock: int | None, seed: int,
                 play_seed: int) -> tuple[State, list[Any], list[Event]]:
    """One random game with every invariant checked after each action."""
    state = new_game(seats, seed, Options(banquet=banquet, bedenkzeit=clock))
    rng = random.Random(play_seed)
    actions: list[Any] = []
    events: list[Event] = []
    fields = list(state.fields)
    while not state.is_over():
        assert len(actions) < 5000
        for d in state.pending():
            legal = state.legal(d.seat)
            assert legal, d
            for action in rng.sample(legal, min(3, len(legal))):
                state.copy().apply(action)
        if rng.random() < 0.3:
            _check_forged(state, rng)
        action = _step(state, rng)
        events += state.apply(action)
        actions.append(action)
        _conserved(state)
        assert all(a >= b for a, b in zip(state.fields, fields, strict=True))
        fields = list(state.fields)
        _twins_agree(state, rng)
    assert state.round <= 40
    return state, actions, events


@settings(max_examples=30, deadline=None)
@given(tables)
def test_random_games_keep_every_invariant(table: tuple[int, int, int | None, int, int]) -> None:
    seats, banquet, clock, seed, play_seed = table
    state, actions, events = play_checked(seats, banquet, clock, seed, play_seed)
    result = state.result()
    assert max(state.fields) >= banquet or result.reason == "cap"
    # items 69 and 93: seed + actions through JSON give the same game
    stored = [to_json(a) for a in actions]
    again = new_game(seats, seed, Options(banquet=banquet, bedenkzeit=clock))
    replayed: list[Event] = []
    for data in stored:
        replayed += again.apply(from_json(data, ACTION_TYPES))
    assert replayed == events and again.result() == result
    for event in events:
        assert from_json(to_json(event), EVENT_TYPES) == event


def test_every_seat_count_and_field_ends() -> None:
    for seats in (3, 4, 5):
        for banquet in (20, 30, 40):
            state, _, _ = play_checked(seats, banquet, None, seats * banquet, banquet)
            assert state.is_over()


def test_sealed_choices_never_reach_another_view_or_public_event() -> None:
    state = new_game(4, seed=5)
    rng = random.Random(5)
    for _ in range(300):
        if state.is_over():
            break
        action = generic_step(state, rng)
        for event in state.apply(action):
            if type(event).__name__ == "ChoiceSealed":
                assert event.audience == (action.seat,)
        for seat, choice in enumerate(state.sealed):
            if choice is None:
                continue
            for reader in [None, *range(4)]:
                view = state.view(reader)
                assert (view.own_choice == choice) == (reader == seat)
                assert choice not in view.revealed or view.revealed == tuple(state.revealed)


def test_museum_thieves_are_counted_once() -> None:
    # a forged pick of a Langfinger that is not in the Museum is refused
    state = new_game(3, seed=2)
    state.collections[1] = [0, 1, 8]
    state.apply(SendThief(0, 1, MUSEUM))
    state.apply(Show(1, (0, 1, 8)))
    state.apply(Inspect(2))
    assert [a.victim for a in state.legal(0)] == [1, 1, 1]
    try:
        state.apply(Take(0, 10, 1, 0))
        raise AssertionError("the Langfinger at home took something")
    except IllegalAction as err:
        assert err.code == "other_thief"
