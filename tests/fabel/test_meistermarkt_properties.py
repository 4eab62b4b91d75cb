"""Property tests over random legal Meistermarkt games (2 to 6 players).

The checks are those of :mod:`tests.fabel.test_properties` (which know the
Meistermarkt events, the Kobold pot and the letters): every game ends,
money, creatures, Ahnenbriefe and Kobolde are conserved (item 7), views and
public events leak nothing (items 11, 107), every pending decision has a
legal action, legal() is what apply() accepts, and seed + actions replay
the game (item 183). The examples are few: the suite stays fast.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import from_json, to_json
from engines.core.playout import random_game, random_step
from engines.fabel import ACTION_TYPES, Mode, Options, Tempo, new_game
from engines.fabel.cards import KOBOLD_TRADE, KOBOLDE
from tests.fabel.helpers import snapshot
from tests.fabel.test_properties import ALL_CHECKS, PublicBooks, play

meister_options = st.builds(
    Options,
    mode=st.just(Mode.MEISTERMARKT),
    tempo=st.sampled_from(list(Tempo)),
    bedenkzeit=st.sampled_from([None, 30]),
    superhandel=st.booleans(),
    geld_zaehlt=st.booleans(),
)

GAMES = {
    "seats": st.sampled_from([2, 3, 4, 5, 6]),
    "seed": st.integers(0, 2**62),
    "options": meister_options,
    "play_seed": st.integers(0, 2**32),
}


@settings(max_examples=25, deadline=None)
@given(**GAMES)
def test_item_7_meistermarkt_conserves_everything_and_ends(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Item 7 (both modes): "no money card is created or destroyed" – cards on a
    Kobold included – letters and Kobolde are conserved, and every game ends
    (item 114: the deck is empty and the Kobolde lie together, or the cap)."""
    state, actions, _ = play(seats, seed, options, play_seed, frozenset())
    assert state.is_over() and actions
    if state.over_reason == "vierer":
        assert not state.deck and KOBOLDE in state.kobolde
    result = state.result()
    assert all(s.steps is not None and s.points == s.steps.points for s in result.standings)


@settings(max_examples=10, deadline=None)
@given(**GAMES)
def test_items_11_107_meistermarkt_hides_what_it_must(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Items 11, 98, 107: views and public events show no letter payment, no pot
    value and no other player's laid card; decisions stay legal; illegal
    actions change nothing."""
    play(seats, seed, options, play_seed, ALL_CHECKS)


@settings(max_examples=8, deadline=None)
@given(**GAMES)
def test_item_183_meistermarkt_replays(seats: int, seed: int, options: Options,
                                       play_seed: int) -> None:
    """Item 183: seed + actions (through JSON) replay a Meistermarkt game."""
    state, actions, history = play(seats, seed, options, play_seed, frozenset())
    replay = new_game(seats, seed, options)
    for action, events in zip(actions, history, strict=True):
        assert replay.apply(from_json(to_json(action), ACTION_TYPES)) == events
    assert snapshot(replay) == snapshot(state)


@settings(max_examples=8, deadline=None)
@given(**GAMES)
def test_item_145_meistermarkt_kassenbuch_follows_public_events(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Items 92, 145: the Kassenbuch starts at 100 and follows public events;
    letter payments and Kobold pots mark it "ungenauer"."""
    state = new_game(seats, seed, options)
    books = PublicBooks(seats, 100)
    rng = random.Random(play_seed)
    while not state.is_over():
        books.read(state.apply(random_step(state, rng, timeout_weight=2)))
        players = state.view(rng.randrange(seats)).players
        assert [p.estimate for p in players] == books.estimate
        assert [p.estimate_inexact for p in players] == books.inexact


@settings(max_examples=10, deadline=None)
@given(seats=st.sampled_from([2, 3, 4, 5, 6]), seed=st.integers(0, 2**62))
def test_fast_path_plays_the_same_meistermarkt_game(seats: int, seed: int) -> None:
    """The speed path (random_action, apply(record=False)) works in Meistermarkt
    and plays the same game as the recorded path."""
    opts = Options(mode=Mode.MEISTERMARKT)
    fast, slow = new_game(seats, seed, opts), new_game(seats, seed, opts)
    a = random_game(fast, random.Random(seed), record=False)
    b = random_game(slow, random.Random(seed), record=True)
    assert a == b and fast.is_over() and slow.is_over()
    assert fast.result() == slow.result()


@settings(max_examples=8, deadline=None)
@given(seats=st.sampled_from([3, 4, 6]), seed=st.integers(0, 2**62),
       play_seed=st.integers(0, 2**32))
def test_items_111_113_the_view_knows_every_challenge_the_state_allows(
        seats: int, seed: int, play_seed: int) -> None:
    """Item 111 ("Kobold-Handel: zwei Spieler, die je mindestens einen Kobold
    haben") and 113: what a view says can be traded, Kobolde included, is
    exactly what the state accepts, at every step of a random game."""
    state = new_game(seats, seed, Options(mode=Mode.MEISTERMARKT))
    rng = random.Random(play_seed)
    while not state.is_over():
        view = state.view(None)
        for me in range(seats):
            for other in range(seats):
                for kind in range(KOBOLD_TRADE + 1):
                    assert view.can_trade(me, other, kind) == state.can_trade(me, other, kind)
        state.apply(random_step(state, rng, timeout_weight=2))
