"""Die Karten and Beginn einer Runde (items 1-8, 13, 14)."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core import Timeout
from engines.spuk import Cover, Look, Options, State, new_game, rounds
from engines.spuk.cards import ACTIONS, COUNTS, KERZE, KUGEL, POLTER, full_deck
from engines.spuk.narrate import card_label, card_name
from engines.spuk.state import LOOK, TURN
from tests.spuk.helpers import past_first_look, refused


def all_values(state) -> Counter[int]:
    values = [s.value for row in state.rows for s in row] + state.deck + state.ablage
    if state.held is not None:
        values.append(state.held)
    return Counter(values)


def test_item_1_52_cards_0_to_13() -> None:
    state = new_game(4, seed=3)
    counts = all_values(state)
    assert sum(counts.values()) == 52
    assert counts[0] == counts[13] == 2
    assert all(counts[v] == 4 for v in range(1, 13))
    assert Counter(full_deck()) == Counter(COUNTS)


def test_item_2_names() -> None:
    names = ["Glühwürmchen", "Maus", "Spinne", "Eule", "Fledermaus", "Katze", "Rabe",
             "Kerzenwicht", "Schlossdiener", "Hexe", "Wahrsagerin", "Poltergeist", "Klopfgeist",
             "Burggespenst"]
    assert [card_name(v) for v in range(14)] == names
    assert card_label(3) == "3 Eule"


def test_item_3_actions_of_7_to_12_only() -> None:
    assert {v: ACTIONS.get(v) for v in range(14)} == {
        0: None, 1: None, 2: None, 3: None, 4: None, 5: None, 6: None, 7: KERZE, 8: KERZE,
        9: KUGEL, 10: KUGEL, 11: POLTER, 12: POLTER, 13: None}


@pytest.mark.parametrize("seats", [1, 5])
def test_item_4_two_to_four_seats(seats: int) -> None:
    with pytest.raises(ValueError):
        new_game(seats, seed=1)


def test_item_4_two_seats_start() -> None:
    assert len(new_game(2, seed=1).pending()) == 2


@pytest.mark.parametrize("cards", [4, 6])
def test_item_5_and_6_rows_and_one_card_on_the_ablage(cards: int) -> None:
    state = new_game(4, seed=9, options=Options(cards=cards))
    assert [len(r) for r in state.rows] == [cards] * 4
    assert len(state.ablage) == 1
    assert len(state.deck) == 52 - 4 * cards - 1


def test_item_5_positions_stay_across_turns() -> None:
    state = past_first_look(new_game(3, seed=4, options=Options(cards=6)))
    uids = [[s.uid for s in row] for row in state.rows]
    from engines.spuk import Discard, Draw
    for _ in range(3):
        seat = state.turn_seat
        state.apply(Draw(seat))
        state.apply(Discard(seat))
        if state.phase != TURN:
            from engines.spuk import Pass
            state.apply(Pass(seat))
    assert [[s.uid for s in row] for row in state.rows] == uids


def test_item_7_first_starter_by_lot_then_moves_left() -> None:
    starters = {new_game(3, seed=s).starter for s in range(30)}
    assert starters == {0, 1, 2}
    assert new_game(3, seed=8).starter == new_game(3, seed=8).starter
    state = past_first_look(new_game(3, seed=8))
    first = state.starter
    assert state.turn_seat == first
    rounds.end_round(state, None)  # round 1 scored: nobody is over 100
    assert state.round == 2 and state.starter == (first + 1) % 3
    assert new_game(3, seed=8, options=Options(first_seat=2)).starter == 2


@pytest.mark.parametrize(("cards", "k"), [(4, 2), (6, 3)])
def test_item_8_everyone_looks_at_the_same_time(cards: int, k: int) -> None:
    state = new_game(4, seed=2, options=Options(cards=cards, bedenkzeit=30))
    pending = state.pending()
    assert [d.seat for d in pending] == [0, 1, 2, 3]
    assert {d.kind for d in pending} == {"look"}
    assert len({d.stamp for d in pending}) == 1 and pending[0].stamp is not None
    looks = state.legal(1)
    assert looks and all(isinstance(a, Look) and len(a.positions) == k for a in looks)
    refused(state, Look(1, tuple(range(k + 1))), "look_count")
    refused(state, Look(1, (1, 0) if k == 2 else (2, 1, 0)), "look_count")
    stamp = pending[0].stamp
    state.apply(Look(2, tuple(range(k))))
    # the others' decisions keep their stamp; seat 2 now may cover
    after = {d.seat: d for d in state.pending()}
    assert all(after[s].stamp == stamp for s in (0, 1, 3))
    assert after[2].kind == "cover" and after[2].stamp != stamp and not after[2].required
    refused(state, Look(2, tuple(range(k))), "already_looked")
    # one timer for the set of seats still choosing
    timer = state.timer()
    assert timer is not None and timer.seats == (0, 1, 3) and timer.kind == "bedenkzeit"


def test_item_13_frist_zum_ansehen_then_the_computer_looks() -> None:
    state = new_game(3, seed=5, options=Options(bedenkzeit=120))
    state.apply(Look(0, (2, 3)))
    timer = state.timer()
    assert timer is not None and timer.seconds == 60.0  # capped at 60 s
    events = state.apply(Timeout(timer.token))
    assert any(type(e).__name__ == "NachfristStarted" for e in events)
    nachfrist = state.timer()
    assert nachfrist is not None and nachfrist.kind == "nachfrist" and nachfrist.seconds == 10
    assert nachfrist.seats == (1, 2)
    events = state.apply(Timeout(nachfrist.token))
    looked = [e for e in events if type(e).__name__ == "Looked"]
    assert [(e.seat, e.positions, e.auto) for e in looked] == [(1, (0, 1), True),
                                                               (2, (0, 1), True)]
    # everyone has looked: the first turn starts, the open cards keep their Merkzeit
    assert state.phase == TURN and sorted(state.open) == [0, 1, 2]
    assert 1 in state.rows[1][0].seen and 1 in state.rows[1][1].seen
    assert 1 not in state.rows[1][2].seen


def test_item_14_no_clock_no_deadline_for_the_first_look() -> None:
    state = new_game(3, seed=5, options=Options(bedenkzeit=None))
    assert state.phase == LOOK and state.timer() is None
    refused(state, Timeout(state.token), "timer_stale")
    assert all(d.kind == "look" and not d.overdue for d in state.pending())
    solo = new_game(2, seed=5, options=Options(solo=True))
    assert solo.timer() is None


def merkzeiten(state: State) -> dict[int, float]:
    """Each seat's running Merkzeit in seconds."""
    return {t.seat: t.seconds for t in state.timers() if t.kind == "merkzeit"}


def test_item_12_merkzeit_lengths() -> None:
    # Bedenkzeit 90: the Merkzeit is capped at 60 s; ohne Uhr 30 s; solo unlimited
    for options, seconds in [(Options(bedenkzeit=90), 60.0), (Options(bedenkzeit=30), 30.0),
                             (Options(), 30.0), (Options(solo=True), None)]:
        state = new_game(2, seed=1, options=options)
        state.apply(Look(0, (0, 1)))
        state.apply(Look(1, (0, 1)))
        assert state.phase == TURN
        if seconds is None:
            assert merkzeiten(state) == {} and sorted(state.open) == [0, 1]
            continue
        assert merkzeiten(state) == {0: seconds, 1: seconds}
        state.apply(Cover(0))
        timer = next(t for t in state.timers() if t.kind == "merkzeit")
        assert timer.seats == (1,)
        state.apply(Timeout(timer.token))  # covered by itself
        assert state.phase == TURN and not state.open and merkzeiten(state) == {}


def test_item_12_first_turn_once_everyone_looked() -> None:
    state = new_game(2, seed=1, options=Options(solo=True))
    state.apply(Look(0, (0, 1)))
    state.apply(Cover(0))
    assert state.phase == LOOK
    refused(state, Cover(0), "nothing_open")
    state.apply(Look(1, (1, 3)))
    # the first turn starts while seat 1's cards are still open
    assert state.phase == TURN and state.turn_seat == state.starter
    assert sorted(state.open) == [1]
    state.apply(Cover(1))
    assert not state.open and state.phase == TURN
