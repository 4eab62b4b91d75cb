"""The Fundbörse (checklist items 27-33)."""

from __future__ import annotations

from engines.fossil.actions import BOERSE, Bid, Inspect, SendThief
from engines.fossil.events import Bought, ThievesBlocked, WechselBack
from tests.fossil.helpers import era, of_type, play, table


def test_item_27_the_highest_wechsel_buys_its_find() -> None:
    a, b = era(3), era(4)
    state = table(3, market=[a, b])
    events = play(state, [Bid(0, 4, 0), Bid(1, 2, 1), Inspect(2)])
    assert a in state.collections[0] and b not in state.collections[1]
    assert state.kasse == [4] and state.wechsel[0] == [1, 2, 3]
    assert state.wechsel[1] == [1, 2, 3, 4]
    assert of_type(events, Bought)[0].fossil == a
    assert [(e.seat, e.wechsel) for e in of_type(events, WechselBack)] == [(1, 2)]


def test_item_28_ties_by_fame_then_fewer_fossils_then_from_the_start() -> None:
    # fields 5 and 8: the one further back wins
    state = table(4, start=0, fields=[5, 8, 0, 0])
    play(state, [Bid(0, 3, 0), Bid(1, 3, 1), Inspect(2), Inspect(3)])
    assert state.kasse == [3] and state.wechsel[0] == [1, 2, 4]
    # equal fields, 4 against 6 fossils: the one with 4
    state = table(4, start=0, collections=[list(range(6)), list(range(8, 12)), [], []],
                  fields=[2, 2, 0, 0], market=[era(5), era(6)])
    play(state, [Bid(0, 3, 0), Bid(1, 3, 1), Inspect(2), Inspect(3)])
    assert state.wechsel[1] == [1, 2, 4] and state.wechsel[0] == [1, 2, 3, 4]
    # all equal: who comes first from the start player (start 2: order 2, 3, 0, 1)
    state = table(4, start=2, collections=[[0, 1], [8, 9], [16, 17], [24, 25]],
                  market=[era(5), era(6)])
    play(state, [Bid(1, 3, 0), Bid(3, 3, 1), Inspect(0), Inspect(2)])
    assert state.wechsel[3] == [1, 2, 4] and state.wechsel[1] == [1, 2, 3, 4]


def test_item_29_the_market_is_refilled_until_the_stack_is_empty() -> None:
    a, b, c = era(1), era(2), era(3)
    state = table(3, market=[a, b], stack=[c])
    play(state, [Bid(0, 1, 0), Inspect(1), Inspect(2)])
    assert state.market == [c, b] and state.stack == []
    play(state, [Bid(0, 2, 0), Inspect(1), Inspect(2)])
    assert state.market == [None, b]
    assert not any(isinstance(x, Bid) and x.slot == 0 for x in state.legal(1))


def test_item_30_a_lone_langfinger_takes_the_paid_wechsel() -> None:
    state = table(4)
    play(state, [Bid(1, 4, 0), SendThief(2, 3, BOERSE), Inspect(0), Inspect(3)])
    assert state.wechsel[2].count(4) == 2 and 4 not in state.kasse


def test_item_31_several_langfinger_block_each_other() -> None:
    state = table(4)
    events = play(state, [Bid(1, 4, 0), SendThief(2, 3, BOERSE), SendThief(3, 4, BOERSE),
                          Inspect(0)])
    assert state.kasse == [4] and state.wechsel[2] == [1, 2, 3, 4]
    assert of_type(events, ThievesBlocked)[0].seats == (2, 3)


def test_item_32_langfinger_in_the_boerse_always_come_home() -> None:
    state = table(4)
    play(state, [Bid(1, 4, 0), SendThief(2, 3, BOERSE), SendThief(3, 4, BOERSE), Inspect(0)])
    assert state.home[2] == [3, 8] and state.home[3] == [4, 7] and state.cells == []
    assert SendThief(2, 3, BOERSE) in state.legal(2)


def test_item_33_no_wechsel_no_purchase_and_no_loot() -> None:
    state = table(3)
    market = list(state.market)
    play(state, [SendThief(0, 1, BOERSE), Inspect(1), Inspect(2)])
    assert state.market == market and state.kasse == []
    assert state.wechsel == [[1, 2, 3, 4]] * 3
