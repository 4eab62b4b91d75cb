"""Was du siehst, Bedenkzeit and refusals (checklist items 9, 10, 177)."""

from __future__ import annotations

from typing import Any

import pytest

from engines.core import IllegalAction, Timeout
from engines.fabel import Bid, Creature, Options, Reveal, Sell, new_game
from engines.fabel import events as ev
from engines.fabel.scoring import score_line
from engines.fabel.state import PAY, VORKAUF
from tests.fabel.helpers import FakeClock, refused, scenario

C = Creature


def test_item_9_own_money_with_values_others_only_counted() -> None:
    """Item 9: "Von den Mitspielern siehst du nur, wie viele Geldkarten sie
    haben – nicht ihre Werte"."""
    state = scenario(4, hands={0: [500, 0], 2: [200, 100, 10]})
    view = state.view(1)
    assert view.hand == (50, 10, 10, 10, 10, 0, 0)
    assert view.players[1].money == view.hand
    for seat, count in ((0, 2), (2, 3), (3, 7)):
        assert view.players[seat].money is None
        assert view.players[seat].money_count == count
    public = state.view(None)
    assert public.hand is None and all(p.money is None for p in public.players)
    # another hidden hand with the same count leaves view(1) unchanged
    twin = scenario(4, hands={0: [10, 0], 2: [200, 100, 10]})
    assert twin.view(1) == view and twin.view(None) == public
    assert twin.view(0) != state.view(0)



def test_item_9_the_own_score_counts_the_readers_money_only() -> None:
    """Item 9 for the points a view carries for the panel (Klassisch, Geld
    zählt mit): the reader's own money is in his own score, nobody else's
    hidden values are, and the public view has no own score."""
    state = scenario(3, options=Options(geld_zaehlt=True), creatures={0: {C.NIXE: 4}},
                     hands={0: [100, 10], 1: [500, 0]})
    own = state.view(0).own_score
    assert own is not None and (own.points, own.rechenweg) == score_line([C.NIXE], 110)
    assert state.view(None).own_score is None
    twin = scenario(3, options=Options(geld_zaehlt=True), creatures={0: {C.NIXE: 4}},
                    hands={0: [100, 10], 1: [10, 0]})
    assert twin.view(0) == state.view(0) and twin.view(None) == state.view(None)
    assert twin.view(1).own_score != state.view(1).own_score

def test_item_10_all_creatures_are_public() -> None:
    """Item 10: "Die Tiere aller Spieler liegen offen in der Tiertafel"."""
    creatures = {0: {C.NIXE: 2}, 1: {C.DRACHE: 1}, 2: {C.TROLL: 3, C.ZWERG: 1}}
    state = scenario(3, creatures=creatures)
    for reader in (None, 0, 1, 2):
        players = state.view(reader).players
        for seat, kinds in creatures.items():
            expected = [0] * 10
            for kind, n in kinds.items():
                expected[kind] = n
            assert players[seat].creatures == tuple(expected)
    assert state.view(None).players[2].vierer == ()


def test_item_177_bedenkzeit_then_nachfrist_then_overdue() -> None:
    """Item 177: Bedenkzeit 30 s: at 30 s a Nachfrist event, at 40 s the
    decision is overdue and a computer decides in the player's name."""
    state = scenario(4, top=[C.TROLL], options=Options(bedenkzeit=30))
    clock = FakeClock(state)
    timer = state.timer()
    assert timer is not None and (timer.kind, timer.seat, timer.seconds) == ("bedenkzeit", 0, 30)
    clock.act(Reveal(0), at=3.0)
    assert state.timer().kind == "auction"  # type: ignore[union-attr]
    clock.act(Bid(1, 10), at=4.0)
    clock.advance(8.0)                   # the Zuschlag at 8 s
    assert state.phase == VORKAUF and clock.deadline == 38.0
    fired = clock.advance(38.0)
    assert fired == [ev.NachfristStarted(0, 10.0)]
    assert not state.pending()[0].overdue and clock.deadline == 48.0
    fired = clock.advance(48.0)
    assert fired == [ev.TimeUp(0)]
    decision = state.pending()[0]
    assert decision.seat == 0 and decision.kind == VORKAUF and decision.overdue
    assert state.timer() is None
    assert state.legal(0)                # the computer picks from these
    clock.act(Sell(0), at=48.5)          # ... and decides: Verkaufen
    assert state.phase == PAY and not state.pending()[0].overdue
    timer = state.timer()
    assert timer is not None and (timer.kind, timer.seat, timer.seconds) == ("bedenkzeit", 1, 30)


def test_item_177_acting_in_time_makes_the_old_timer_stale() -> None:
    """Item 177: a decision in time restarts the clock; the old token is stale."""
    state = scenario(4, top=[C.TROLL], options=Options(bedenkzeit=60))
    old = state.timer()
    assert old is not None
    state.apply(Reveal(0))
    refused(state, Timeout(old.token), "timer_stale")


def test_item_177_solo_tables_have_no_bedenkzeit() -> None:
    """Item 177: "Solo tables run without Bedenkzeit (the auction countdowns
    still run)"."""
    state = scenario(4, top=[C.TROLL, C.NIXE])
    assert state.timer() is None
    clock = FakeClock(state)
    clock.act(Reveal(0), at=0.0)
    assert clock.deadline == 7.0
    clock.act(Bid(2, 20), at=1.0)
    clock.advance(100.0)
    assert state.phase == VORKAUF and state.timer() is None
    assert not state.pending()[0].overdue


@pytest.mark.parametrize(("action", "code"), [
    (Reveal(7), "no_seat"),
    (Reveal(-1), "no_seat"),
    (Reveal(2), "not_your_turn"),
    (Bid(1, 10), "no_auction"),
    (Sell(0), "not_now"),
    ("Versteigern", "unknown_action"),
])
def test_illegal_actions_are_refused_with_a_german_reason(action: Any, code: str) -> None:
    """Every refusal is an IllegalAction with a readable German reason, and
    the state stays as it was."""
    state = new_game(4, seed=3, options=Options(first_seat=0))
    err = refused(state, action, code)
    assert isinstance(err, IllegalAction)
