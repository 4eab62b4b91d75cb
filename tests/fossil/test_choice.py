"""The sealed choice and the reveal (checklist items 10, 11, 14-18, 20, 21, 25, 87)."""

from __future__ import annotations

import random

import pytest

from engines.core import IllegalAction, Timeout
from engines.core.registry import game
from engines.fossil.actions import BOERSE, MUSEUM, Bid, Inspect, SendThief, Show
from engines.fossil.events import CardRevealed, ChoiceSealed, Chosen, NachfristStarted, TimeUp
from tests.fossil.helpers import era, of_type, play, snapshot, table


def refused(state: object, action: object, code: str) -> None:
    before = snapshot(state)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as err:
        state.apply(action)  # type: ignore[attr-defined]
    assert err.value.code == code
    assert snapshot(state) == before  # type: ignore[arg-type]


def test_item_10_a_stolen_wechsel_belongs_to_the_thief() -> None:
    state = table(4, start=0)
    play(state, [Bid(1, 4, 0), SendThief(2, 3, BOERSE), Inspect(0), Inspect(3)])
    assert state.wechsel[1] == [1, 2, 3]
    assert state.wechsel[2] == [1, 2, 3, 4, 4] and state.kasse == []
    # he can spend it later: a 4 is legal for him, twice held
    assert Bid(2, 4, 0) in state.legal(2)


def test_item_11_without_wechsel_no_bid() -> None:
    state = table(3, wechsel=[[], [1], [2]])
    assert not any(isinstance(a, Bid) for a in state.legal(0))
    refused(state, Bid(0, 1, 0), "no_wechsel_left")


def test_item_14_everyone_chooses_at_once() -> None:
    state = table(5)
    pending = state.pending()
    assert sorted(d.seat for d in pending) == [0, 1, 2, 3, 4]
    assert len({d.stamp for d in pending}) == 1 and pending[0].stamp is not None
    state.apply(Inspect(2))
    after = state.pending()
    assert sorted(d.seat for d in after) == [0, 1, 3, 4]
    assert {d.stamp for d in after} == {pending[0].stamp}  # the others' panels stay valid


def test_item_15_a_wechsel_names_an_open_find() -> None:
    state = table(3, market=[era(1), None])
    assert {a.slot for a in state.legal(0) if isinstance(a, Bid)} == {0}
    refused(state, Bid(0, 2, 1), "empty_slot")
    refused(state, Bid(0, 2, 2), "empty_slot")
    state.apply(Bid(0, 2, 0))


def test_item_16_no_wechsel_with_an_empty_market() -> None:
    state = table(3, collections=[[era(1), era(1, 1), era(2)], [], []], market=[None, None],
                  stack=[])
    legal = state.legal(0)
    assert not any(isinstance(a, Bid) for a in legal)
    refused(state, Bid(0, 4, 0), "market_empty")
    assert Inspect(0) in legal and SendThief(0, 1, MUSEUM) in legal
    assert Show(0, (era(1), era(1, 1), era(2))) in legal


def test_item_17_a_langfinger_goes_to_either_place() -> None:
    legal = table(3).legal(1)
    assert SendThief(1, 2, BOERSE) in legal and SendThief(1, 2, MUSEUM) in legal
    assert SendThief(1, 9, BOERSE) in legal and SendThief(1, 9, MUSEUM) in legal


def test_item_18_only_valid_vitrinen_can_be_chosen() -> None:
    mine = [era(1), era(2), era(2, 1), era(3), era(4)]
    state = table(3, collections=[mine, [], []])
    shows = {a.fossils for a in state.legal(0) if isinstance(a, Show)}
    assert (era(2), era(2, 1), era(3), era(4)) in shows  # 2-3-3-4 style: no gap
    assert all(len(v) >= 3 for v in shows)
    refused(state, Show(0, (era(1), era(3), era(4))), "vitrine_gap")
    refused(state, Show(0, (era(2), era(3))), "vitrine_small")
    refused(state, Show(0, (era(5), era(5, 1), era(5, 2))), "not_yours")
    refused(state, Show(0, (era(3), era(2), era(2, 1))), "vitrine_form")
    poor = table(3, collections=[[era(1), era(3), era(5)], [], []])
    assert not any(isinstance(a, Show) for a in poor.legal(0))


def test_item_20_a_langfinger_in_arrest_cannot_be_chosen() -> None:
    state = table(3, home=[[1, 10], [2], [3, 8]], cells=[(1, 9)])
    assert not any(isinstance(a, SendThief) and a.years == 9 for a in state.legal(1))
    refused(state, SendThief(1, 9, MUSEUM), "thief_in_arrest")


def test_item_21_until_everyone_chose_nobody_sees_a_choice() -> None:
    state = table(3)
    events = state.apply(Bid(0, 3, 0)) + state.apply(SendThief(1, 2, MUSEUM))
    sealed = of_type(events, ChoiceSealed)
    assert [e.audience for e in sealed] == [(0,), (1,)]
    assert all(e.audience is None for e in of_type(events, Chosen))
    view = state.view(2)
    assert [p.chosen for p in view.players] == [True, True, False]
    assert view.own_choice is None and view.revealed == (None, None, None)
    assert state.view(0).own_choice == Bid(0, 3, 0)
    assert state.view(None).own_choice is None
    assert "SendThief" not in repr(state.view(2)) and "Bid(" not in repr(state.view(None))


def test_item_25_the_reveal_lists_every_card_and_place() -> None:
    state = table(4, collections=[[era(1), era(1, 1), era(1, 2)], [], [], []])
    events = play(state, [Show(0, (era(1), era(1, 1), era(1, 2))), Bid(1, 2, 1),
                          SendThief(2, 3, BOERSE), Inspect(3)])
    shown = {(e.seat, e.card, e.place) for e in of_type(events, CardRevealed)}
    assert shown == {(0, "vitrine", MUSEUM), (1, "wechsel", BOERSE),
                     (2, "langfinger", BOERSE), (3, "kommissar", MUSEUM)}
    assert all(e.audience is None for e in of_type(events, CardRevealed))


def test_item_87_bedenkzeit_then_nachfrist_then_the_computer() -> None:
    state = table(4, bedenkzeit=30)
    timer = state.timer()
    assert timer is not None and timer.seconds == 30 and timer.seats == (0, 1, 2, 3)
    state.apply(Inspect(0))
    timer = state.timer()
    assert timer is not None and timer.seats == (1, 2, 3)
    refused(state, Timeout(timer.token + 5), "timer_stale")
    events = state.apply(Timeout(timer.token))
    assert of_type(events, NachfristStarted)[0].seats == (1, 2, 3)
    nachfrist = state.timer()
    assert nachfrist is not None and nachfrist.kind == "nachfrist" and nachfrist.seconds == 10
    state.apply(Inspect(1))
    events = state.apply(Timeout(nachfrist.token))
    assert of_type(events, TimeUp)[0].seats == (2, 3)
    overdue = [d for d in state.pending() if d.overdue]
    assert sorted(d.seat for d in overdue) == [2, 3]
    info = game("fossil")
    for d in overdue:
        action = info.decide(state.view(d.seat), d, random.Random(1), "normal", for_person=True)
        assert action in state.legal(d.seat)
        state.apply(action)
    assert state.round == 2 or state.phase == "steal"


def test_item_19_engine_part_the_panel_learns_why_a_selection_is_no_vitrine() -> None:
    from engines.fossil.moves import vitrine_problem
    mine = [era(1), era(2), era(3), era(3, 1), era(4)]
    view = table(3, collections=[mine, [], []]).view(0)
    collection = view.players[0].collection
    gap = vitrine_problem(collection, (era(1), era(3), era(4)))
    assert gap is not None and gap.code == "vitrine_gap" and "Lücke" in gap.reason
    small = vitrine_problem(collection, (era(2), era(3)))
    assert small is not None and small.code == "vitrine_small"
    assert vitrine_problem(collection, (era(2), era(3), era(3, 1), era(4))) is None
