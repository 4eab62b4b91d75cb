"""Gruppen, Fehlgriff, the eye and the dots, the Gedächtnishilfe
(items 26-32, 38-41, 43, 45, 46, 50 on the engine's side)."""

from __future__ import annotations

from engines.spuk import Cover, Discard, Draw, Options, Pass, Peek, Poltern, Swap, TakeDiscard
from engines.spuk.ai.memory import PROFILES, remembered
from engines.spuk.events import Fehlgriff, Seen
from engines.spuk.state import TURN
from engines.spuk.twins import value_hidden_from
from engines.spuk.view import DIFFERS, UNSEEN
from tests.spuk.helpers import scene

REST = [[3, 3, 4, 8], [6, 1, 0, 10], [11, 12, 6, 7]]


def test_item_26_group_swap_shortens_the_row() -> None:
    state = scene([[5, 5, 9, 2], *REST], deck=[1])
    state.apply(Draw(0))
    state.apply(Swap(0, (0, 1)))
    assert state.row_values(0) == [1, 9, 2]
    assert state.ablage[-1] == 5 and state.ablage[-2] == 5
    assert state.stats[0].groups == 1
    assert state.card_count() == 52


def test_item_26_group_with_the_ablage_card() -> None:
    state = scene([[5, 9, 5, 5], *REST], ablage=[2])
    state.apply(TakeDiscard(0))
    state.apply(Swap(0, (0, 2, 3)))
    assert state.row_values(0) == [2, 9]


def test_item_27_leftmost_place_and_the_row_closes_up_with_its_eyes() -> None:
    state = scene([[5, 9, 5, 2], *REST], deck=[1])
    state.rows[0][3].see(0, 0)  # seat 0 knows the 2
    uid_nine = state.rows[0][1].uid
    state.apply(Draw(0))
    state.apply(Swap(0, (0, 2)))
    assert state.row_values(0) == [1, 9, 2]
    view = state.view(0)
    assert view.rows[0].cards[1].uid == uid_nine
    assert view.rows[0].cards[2].eye(0) is not None  # the eye stands on position 3 now
    assert view.rows[0].cards[1].eye(0) is None


def test_item_28_equal_means_the_same_schreckwert() -> None:
    state = scene([[11, 11, 12, 2], [3, 3, 4, 8], [6, 1, 0, 10], [11, 12, 6, 7]], deck=[1])
    state.apply(Draw(0))
    state.apply(Swap(0, (0, 1)))
    assert state.row_values(0) == [1, 12, 2]
    state2 = scene([[11, 11, 12, 2], [3, 3, 4, 8], [6, 1, 0, 10], [11, 12, 6, 7]], deck=[1])
    state2.apply(Draw(0))
    events = state2.apply(Swap(0, (1, 2)))
    assert any(isinstance(e, Fehlgriff) for e in events)


def test_item_29_and_30_fehlgriff_shows_the_cards_and_ends_the_turn() -> None:
    state = scene([[5, 5, 9, 2], *REST], deck=[1])
    state.apply(Draw(0))
    events = state.apply(Swap(0, (0, 2)))
    fehl = [e for e in events if isinstance(e, Fehlgriff)]
    assert fehl and fehl[0].audience is None and fehl[0].values == (5, 9) and fehl[0].new == 1
    assert state.row_values(0) == [5, 5, 9, 2]
    assert state.ablage[-1] == 1
    assert state.turn_seat == 1 and state.phase == TURN
    assert state.stats[0].groups == 0
    for reader in range(4):
        cards = state.view(reader).rows[0].cards
        assert cards[0].eye(reader) is not None and cards[2].eye(reader) is not None
        assert cards[1].eye(reader) is None
    assert set(state.view(None).rows[0].cards[0].dots) == {1, 2, 3}


def test_item_31_achtung_for_a_never_seen_card() -> None:
    state = scene([[5, 5, 9, 2], *REST], deck=[1])
    state.rows[0][0].see(0, 0)
    state.apply(Draw(0))
    assert state.group_warning(0, (0, 1)) == ("", UNSEEN)
    assert state.group_warning(0, (0,)) == ("",)
    # swapping is still allowed
    assert Swap(0, (0, 1)) in state.legal(0)


def test_item_31_and_32_values_are_compared_only_with_the_memory_aid() -> None:
    for aid, expected in [(False, ("", "")), (True, (DIFFERS, DIFFERS))]:
        state = scene([[5, 9, 5, 2], *REST], deck=[1], options=Options(memory_aid=aid))
        state.rows[0][0].see(0, 0)
        state.rows[0][1].see(0, 0)
        state.apply(Draw(0))
        assert state.group_warning(0, (0, 1)) == expected
        assert state.group_warning(0, (0, 2))[1] == UNSEEN


def test_item_38_the_eye_counts_turns_at_the_table() -> None:
    state = scene([[5, 6, 9, 2], *REST], deck=[1, 2, 3, 7])
    state.apply(Draw(0))  # the 7: Kerze
    state.apply(Discard(0))
    state.apply(Peek(0, 0, 1))
    state.apply(Cover(0))
    assert state.view(0).rows[0].cards[1].eye(0) == 0
    for seat in (1, 2, 3):
        state.apply(Draw(seat))
        state.apply(Discard(seat))
        if state.phase != TURN:
            state.apply(Pass(seat))
    assert state.view(0).rows[0].cards[1].eye(0) == 3
    state.apply(Draw(0))
    state.apply(Discard(0))
    if state.phase != TURN:
        state.apply(Pass(0))
    assert state.view(0).rows[0].cards[1].eye(0) == 4


def test_item_39_no_value_after_zudecken_without_the_aid() -> None:
    state = scene([[5, 6, 9, 2], *REST], deck=[8])
    state.apply(Draw(0))
    state.apply(Discard(0))
    state.apply(Peek(0, 0, 1))
    assert state.view(0).rows[0].cards[1].value == 6 and state.view(0).rows[0].cards[1].open
    events = state.apply(Cover(0))
    card = state.view(0).rows[0].cards[1]
    assert card.value is None and card.eye(0) == 0
    # nowhere in the view: a twin whose card differs looks the same to seat 0
    twin = state.copy()
    slot = twin.rows[0][1]
    i = twin.deck.index(11)
    slot.value, twin.deck[i] = 11, 6
    assert twin.view(0) == state.view(0)
    assert 0 in value_hidden_from(state, state.rows[0][1])
    # covering shows nothing: public events without values
    assert all(e.audience is None and not hasattr(e, "values") for e in events)
    assert state.view(0).rows[0].cards[1].uid == state.rows[0][1].uid


def test_item_39_the_seen_value_is_only_in_the_private_event() -> None:
    state = scene([[5, 6, 9, 2], *REST], deck=[8])
    state.apply(Draw(0))
    state.apply(Discard(0))
    events = state.apply(Peek(0, 0, 1))
    seen = [e for e in events if isinstance(e, Seen)]
    uid = state.rows[0][1].uid
    assert [(e.audience, e.values, e.uids) for e in seen] == [((0,), (6,), (uid,))]
    assert all(6 not in getattr(e, "values", ()) for e in events if e.audience is None)


def test_item_40_and_43_knowledge_and_dots_move_with_the_poltergeist() -> None:
    state = scene([[5, 6, 9, 2], [3, 3, 4, 8], [6, 1, 0, 10], [11, 12, 6, 7]],
                  deck=[12], turn=2)
    state.rows[0][0].see(0, 0)   # seat 0 knows its position 1
    state.rows[0][0].see(1, 0)   # and seat 1 has seen it too
    state.apply(Draw(2))
    state.apply(Discard(2))
    state.apply(Poltern(2, 3, 0, 0))
    v0 = state.view(0)
    assert v0.rows[2].cards[3].eye(0) is not None  # seat 0's eye is on seat 2's row now
    assert v0.rows[0].cards[0].eye(0) is None
    assert state.view(None).rows[2].cards[3].dots == (0, 1)
    # the card keeps its id: what seat 0 remembers of it moves along
    uid = state.rows[2][3].uid
    assert v0.rows[2].cards[3].uid == uid
    assert remembered(v0, PROFILES["stark"], {uid: 5}) == {uid: 5}


def test_item_41_dots_of_everyone_after_taking_the_ablage() -> None:
    state = scene([[5, 6, 9, 2], [3, 3, 4, 8], [6, 1, 0, 10], [11, 12, 6, 7]], ablage=[3],
                  turn=1)
    state.apply(TakeDiscard(1))
    state.apply(Swap(1, (3,)))
    card = state.view(None).rows[1].cards[3]
    assert card.dots == (0, 2, 3) and card.value is None
    assert state.view(1).rows[1].cards[3].value is None  # without the aid


def test_item_46_and_50_the_aid_keeps_seen_values_for_the_seer_only() -> None:
    state = scene([[5, 6, 9, 2], [3, 3, 4, 8], [6, 1, 9, 10], [11, 12, 6, 7]], deck=[10],
                  options=Options(memory_aid=True))
    state.apply(Draw(0))
    state.apply(Discard(0))
    state.apply(Peek(0, 2, 2))
    state.apply(Cover(0))
    assert state.view(0).rows[2].cards[2].value == 9
    assert state.view(None).rows[2].cards[2].value is None
    assert state.view(2).rows[2].cards[2].value is None
    assert state.view(1).rows[2].cards[2].value is None
