"""Property tests over random legal play: 2, 3 and 4 seats, rows of 4 and 6,
every setting (penalty, Gedächtnishilfe, Bedenkzeit, ohne Uhr, solo).

After every action: the 52 cards are conserved (item 1); every pending
required decision has a legal action; views hold no value their reader may
not know (hidden twins; the public view has no face-down value at all);
private values travel only in events addressed to their seat, and the log
lines name only face-up values (item 79). Now and then: ``legal()`` equals
what ``apply()`` accepts, and an illegal action changes nothing. At the end:
every game ends, and seed + actions through JSON replay it exactly (item 86).
"""

from __future__ import annotations

import random
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import IllegalAction, Timeout, from_json, to_json
from engines.core.playout import generic_step
from engines.spuk import ACTION_TYPES, Options, State, new_game
from engines.spuk import events as ev
from engines.spuk.actions import Call, Cover, Look, Pass, Peek, Poltern, Swap
from engines.spuk.game import GAME
from engines.spuk.narrate import card_name, log_line
from engines.spuk.rules import candidates
from engines.spuk.twins import hidden_twins
from tests.spuk.helpers import snapshot

NAMES = ["Anna", "Ben", "Cem", "Dora"]
LABEL = re.compile(r"\b\d+ (" + "|".join(card_name(v) for v in range(14)) + r")\b")
#: Public events whose values lie face up.
FACE_UP = (ev.RoundStarted, ev.TookDiscard, ev.Swapped, ev.Fehlgriff, ev.Discarded,
           ev.RoundScored)

clock = st.sampled_from([("table", None), ("table", 30), ("table", 120), ("solo", None)])


@st.composite
def games(draw: Any) -> tuple[int, int, Options]:
    seats = draw(st.integers(2, 4))
    where, bedenkzeit = draw(clock)
    options = Options(cards=draw(st.sampled_from([4, 6])), penalty=draw(st.sampled_from([5, 10])),
                      memory_aid=draw(st.booleans()), bedenkzeit=bedenkzeit,
                      solo=where == "solo")
    return seats, draw(st.integers(0, 2**31)), options


def step(state: State, rng: random.Random) -> Any:
    """A random action: the timer now and then, an overdue person's step by
    the computer, else a random legal action."""
    timer = state.timer()
    if timer is not None and rng.random() < 0.2:
        return Timeout(timer.token)
    for d in state.pending():
        if d.overdue:
            return GAME.decide(state.view(d.seat), d, rng, "normal", for_person=True)
    action = generic_step(state, rng)
    if isinstance(action, Call) and rng.random() < 0.93:
        # long rounds too: the deck runs out, groups, the clock strikes
        action = rng.choice([a for a in state.legal(action.seat) if not isinstance(a, Call)])
    return action


def check_views(state: State, rng: random.Random) -> None:
    public = state.view(None)
    if not public.over:
        assert all(c.value is None for row in public.rows for c in row.cards)
        assert public.held is None or public.holding == "ablage"
    for reader in range(state.seats):
        view = state.view(reader)
        for row in view.rows:
            for c in row.cards:
                if c.value is not None:
                    assert c.open or (state.options.memory_aid and c.eye(reader) is not None)
    for what, twin, readers in hidden_twins(state, rng):
        for reader in readers:
            assert twin.view(reader) == state.view(reader), (what, reader)


def check_legal(state: State, rng: random.Random) -> None:
    """legal() is exactly what apply() accepts, over every shape of action."""
    for seat in range(state.seats):
        legal = state.legal(seat)
        shapes = candidates(state, seat) + [Swap(seat, (0, 0)), Swap(seat, (9,)),
                                           Peek(seat, seat, 9), Poltern(seat, 0, seat, 0),
                                           Look(seat, (1, 0)), Call(seat), Pass(seat),
                                           Cover(seat)]
        for action in rng.sample(shapes, min(len(shapes), 25)) + legal[:3]:
            trial = state.copy()
            before = snapshot(trial)
            try:
                trial.apply(action)
                accepted = True
            except IllegalAction:
                accepted = False
                assert snapshot(trial) == before
            assert accepted == (action in legal), (action, state.phase)


def check_events(events: list[Any], state: State) -> None:
    for e in events:
        if isinstance(e, ev.Seen):
            assert e.audience == (e.seat,)
            continue
        assert e.audience is None
        line = log_line(e, NAMES[:state.seats])
        if line is not None and not isinstance(e, FACE_UP):
            assert not LABEL.search(line), line


def play(seats: int, seed: int, options: Options, rng_seed: int,
         checks: bool) -> tuple[State, list[Any], list[Any]]:
    state = new_game(seats, seed, options)
    rng = random.Random(rng_seed)
    actions: list[Any] = []
    events: list[Any] = []
    while not state.is_over():
        assert len(actions) < 20_000
        for d in state.pending():
            if d.required:
                assert state.legal(d.seat), d
        if checks and len(actions) % 7 == 0:
            check_legal(state, rng)
        action = step(state, rng)
        new = state.apply(action)
        actions.append(action)
        events.extend(new)
        assert state.card_count() == 52
        if checks:
            check_events(new, state)
            if len(actions) % 3 == 0:
                check_views(state, rng)
    return state, actions, events


@settings(max_examples=24, deadline=None)
@given(games(), st.integers(0, 1000))
def test_item_1_and_86_random_games_end_conserve_replay_and_hide(game: Any, rng_seed: int) -> None:
    seats, seed, options = game
    state, actions, events = play(seats, seed, options, rng_seed, checks=True)
    assert state.places is not None and max(state.totals) > 100
    # item 86: seed + actions (through JSON) replay the game exactly
    replay = new_game(seats, seed, Options.from_json(options.to_json()))
    replayed = []
    for action in actions:
        replayed.extend(replay.apply(from_json(to_json(action), ACTION_TYPES)))
    assert replayed == events
    assert snapshot(replay) == snapshot(state)
    assert GAME.summarize(replay) == GAME.summarize(state)


@settings(max_examples=40, deadline=None)
@given(games(), st.integers(0, 1000))
def test_random_games_without_checks_end(game: Any, rng_seed: int) -> None:
    seats, seed, options = game
    state, _, _ = play(seats, seed, options, rng_seed, checks=False)
    result = GAME.summarize(state)
    assert sorted(s.place for s in result.seats)[0] == 1


def test_item_39_and_86_a_value_seen_without_the_aid_is_not_in_the_view() -> None:
    # twins that differ in a card its seer saw earlier (covered now): with the
    # Gedächtnishilfe off the seer's view is the same; with it on the seer is
    # told (the twin lists him no more)
    proven = {False: 0, True: 0}
    for aid in (False, True):
        for seed in range(3):
            state = new_game(3, seed, Options(memory_aid=aid))
            rng = random.Random(seed)
            for n in range(400):
                if state.is_over():
                    break
                if n % 5 == 0:
                    for what, twin, readers in hidden_twins(state, rng):
                        if not what.startswith("seen card"):
                            continue
                        owner, pos = int(what.split()[-1]), int(what.split()[2])
                        slot = state.rows[owner][pos]
                        seers = [s for s in readers if s is not None and s in slot.seen]
                        assert not (aid and seers), (what, readers)
                        for reader in readers:
                            assert twin.view(reader) == state.view(reader), (what, reader)
                        proven[aid] += len(seers)
                        if aid and twin.rows[owner][pos].value != slot.value:
                            hidden = [s for s in slot.seen if s not in readers]
                            assert all(twin.view(s) != state.view(s) for s in hidden)
                            proven[aid] += len(hidden)
                state.apply(step(state, rng))
    assert proven[False] > 50 and proven[True] > 50
