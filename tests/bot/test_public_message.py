"""The public table message is built from the public view only: hidden
values cannot reach it (items 12, 21, 35, 40)."""

from __future__ import annotations

import asyncio
import random

from bot.fabel.drawing import table as table_picture
from bot.fabel.public import hammer, public_content, public_rows
from bot.kit.runtime.pictures import draw
from bot.kit.ui import labels as row_labels
from engines import fabel
from engines.core.playout import random_step
from engines.fabel.state import VORKAUF, State

NAMES = ("Anna", "Ben", "Cem", "Dora")


def _at_vorkauf(seed: int) -> State:
    state = fabel.new_game(4, seed)
    rng = random.Random(seed)
    while state.phase != VORKAUF:
        state.apply(random_step(state, rng))
    return state


def _swap_hidden_money(state: State) -> State:
    """The same game with other values behind every player's money cards (same counts)."""
    other = state.copy()
    for hand in other.hands:
        n = sum(hand)
        hand[:] = [0, 0, 0, 0, 0, 0, 0]
        hand[6] = n          # every card becomes a 500
    return other


def test_item_40_public_message_does_not_depend_on_hidden_money() -> None:
    state = _at_vorkauf(3)
    rich = _swap_hidden_money(state)
    assert state.hands != rich.hands
    texts = [public_content(s.view(None), NAMES, deadline=107.0, now=100.0)
             for s in (state, rich)]
    assert texts[0] == texts[1]
    labels = [row_labels(public_rows(s.view(None), solo=False)) for s in (state, rich)]
    assert labels[0] == labels[1]
    pictures = [asyncio.run(draw(table_picture, s.view(None), NAMES, "laternennacht"))
                for s in (state, rich)]
    assert pictures[0] == pictures[1]


def test_item_21_the_public_message_says_who_decides_what() -> None:
    state = _at_vorkauf(5)
    auction = state.auction
    assert auction is not None and auction.bidder is not None
    text = public_content(state.view(None), NAMES, deadline=None, now=0.0)
    assert NAMES[auction.auctioneer] in text and "entscheidet" in text
    assert str(auction.high) in text and NAMES[auction.bidder] in text


def test_item_35_the_hammer_falls_in_the_last_three_seconds() -> None:
    assert [hammer(r) for r in (7.0, 3.5, 3.0, 2.0, 1.0, 0.2)] == [0, 0, 1, 2, 3, 3]
    state = fabel.new_game(3, 1)
    state.apply(fabel.Reveal(state.turn_seat))
    view = state.view(None)
    assert "Zum Ersten!" not in public_content(view, NAMES, deadline=107.0, now=103.5)
    assert "Zum Ersten!" in public_content(view, NAMES, deadline=107.0, now=104.0)
    assert "Zum Zweiten!" in public_content(view, NAMES, deadline=107.0, now=105.0)
    assert "Zum Dritten!" in public_content(view, NAMES, deadline=107.0, now=106.0)
