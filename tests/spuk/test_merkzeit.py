"""Open cards never hold up the table (issue 33, DECISIONS "Open cards never
hold up the table", checklist item 12).

The rule text, Merkzeit paragraph:

    „Die Karten bleiben offen, bis du ‚Zudecken' tippst. Solo hast du dafür so
    viel Zeit, wie du willst; am Tisch deckt sich die Karte nach der
    Bedenkzeit von selbst zu (höchstens 60 Sekunden, ohne Uhr 30 Sekunden).
    Spätestens deine nächste eigene Aktion deckt sie zu. Das gilt auch für
    Kerze und Kristallkugel."
"""

from __future__ import annotations

from engines.core import Timeout, Timer, running_timers
from engines.spuk import Cover, Discard, Draw, Look, Options, Pass, Peek, State, new_game
from engines.spuk.events import Covered
from tests.spuk.helpers import scene

ROWS2 = [[5, 9, 2, 7], [3, 3, 4, 8]]


def merkzeit(state: State, seat: int) -> Timer | None:
    """``seat``'s running Merkzeit, None when none runs."""
    return next((t for t in running_timers(state)
                 if t.kind == "merkzeit" and t.seats == (seat,)), None)


def peeked(card: int, target: int, options: Options) -> State:
    """Two seats, seat 0 on turn draws ``card`` (a Kerze or a Kristallkugel),
    discards it and looks at ``target``'s card at place 3."""
    state = scene(ROWS2, deck=[1, 6, card], options=options)
    state.apply(Draw(0))
    state.apply(Discard(0))
    state.apply(Peek(0, target, 2))
    return state


def test_after_a_kerze_the_next_player_draws_while_the_card_is_open() -> None:
    # "Das gilt auch für Kerze": the others play on while the card is open
    state = peeked(7, 0, Options(bedenkzeit=60))
    assert state.view(0).rows[0].cards[2].value == 2  # still open
    assert Draw(1) in state.legal(1)
    state.apply(Draw(1))
    assert state.view(0).rows[0].cards[2].value == 2
    timer = merkzeit(state, 0)
    assert timer is not None and timer.seconds == 60.0


def test_after_a_kristallkugel_the_next_player_draws_while_the_card_is_open() -> None:
    # "Das gilt auch für ... Kristallkugel"
    state = peeked(10, 1, Options(bedenkzeit=60))
    assert state.view(0).rows[1].cards[2].value == 4
    assert Draw(1) in state.legal(1)
    state.apply(Draw(1))
    assert state.view(0).rows[1].cards[2].value == 4


def test_the_lookers_next_own_action_covers_the_card() -> None:
    # "Spätestens deine nächste eigene Aktion deckt sie zu."
    state = peeked(7, 0, Options(bedenkzeit=60))
    state.apply(Draw(1))
    state.apply(Discard(1))  # a 6: no action, seat 0's turn again
    assert state.turn_seat == 0 and state.view(0).rows[0].cards[2].value == 2
    events = state.apply(Draw(0))
    assert Covered(0, False) in events
    assert not state.open and merkzeit(state, 0) is None
    assert state.view(0).rows[0].cards[2].value is None


def test_the_merkzeit_covers_the_card_while_the_next_turn_runs() -> None:
    # "am Tisch deckt sich die Karte nach der Bedenkzeit von selbst zu"
    state = peeked(10, 1, Options(bedenkzeit=30))
    state.apply(Draw(1))
    timer = merkzeit(state, 0)
    assert timer is not None and timer.seconds == 30.0
    events = state.apply(Timeout(timer.token))
    assert events == [Covered(0, True)]
    assert state.view(0).rows[1].cards[2].value is None
    # seat 1's turn goes on untouched
    assert state.turn_seat == 1 and state.phase == "drawn"


def test_ohne_uhr_an_early_lookers_cards_close_30_s_after_its_look() -> None:
    # "ohne Uhr 30 Sekunden": also while another seat still chooses
    state = new_game(2, seed=4, options=Options())
    state.apply(Look(0, (0, 1)))
    assert state.phase == "look" and 1 not in state.looked
    timer = merkzeit(state, 0)
    assert timer is not None and timer.seconds == 30.0
    assert state.apply(Timeout(timer.token)) == [Covered(0, True)]
    assert not state.open and state.phase == "look"
    assert all(c.value is None for c in state.view(0).rows[0].cards)
    # seat 1's own Merkzeit counts from its own look
    state.apply(Look(1, (2, 3)))
    later = merkzeit(state, 1)
    assert later is not None and later.token != timer.token


def test_solo_the_first_look_has_no_limit() -> None:
    # "Solo hast du dafür so viel Zeit, wie du willst"
    state = new_game(2, seed=4, options=Options(solo=True))
    state.apply(Look(0, (0, 1)))
    state.apply(Look(1, (0, 1)))
    assert merkzeit(state, 0) is None and merkzeit(state, 1) is None
    assert all(t.kind != "merkzeit" for t in running_timers(state))
    # the game goes on; the person's cards stay open until he acts or covers
    starter = state.turn_seat
    other = 1 - starter
    state.apply(Draw(starter))
    state.apply(Discard(starter))
    if state.phase == "action":
        state.apply(Pass(starter))
    assert state.turn_seat == other and other in state.open
    assert sum(c.value is not None for c in state.view(other).rows[other].cards) == 2
    state.apply(Cover(other))
    assert other not in state.open
