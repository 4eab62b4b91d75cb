"""Dealing Speedfabel: the money and the deck at the start, and at two
players the distributing of the looked-at card (keep it or give it, the
other player gets the next card from the deck).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.core import Event
from engines.fabel import flow, money
from engines.fabel.actions import Give, Keep
from engines.fabel.cards import (
    CREATURES,
    DENOM_INDEX,
    GOLDESEL_SUPPLY_TWO,
    KINDS,
    KLASSISCH_MONEY,
    KLASSISCH_SIX_EXTRA,
    KLASSISCH_START,
    KLASSISCH_START_TWO,
    KOBOLD,
    KOBOLDE,
    LETTER,
    MEISTER_MONEY,
    MEISTER_SIX_EXTRA,
    MEISTER_START,
    MEISTER_START_TWO,
    MONEY_CARD,
    REMOVED_TWO,
    counts_of,
    is_money,
    money_card,
    money_value,
)
from engines.fabel.events import CardDealt
from engines.fabel.phases import DISTRIBUTE

if TYPE_CHECKING:
    from engines.fabel.state import State


@dataclass(slots=True)
class Dealt:
    """The table at the start: money per seat and in the bank, the deck.

    Two players: ``supply`` holds the Goldesel's payouts, ``removed`` the money
    cards taken out unseen, and the rest of the money is shuffled into the
    deck (the bank stays empty)."""

    hands: list[list[int]]
    bank: list[int]
    supply: list[int]
    removed: list[int]
    deck: list[int]  # the top card is deck[-1]
    deck_money: int


def deal(seats: int, meister: bool, rng: random.Random) -> Dealt:
    """Deal a new game (Klassisch, or ``meister``: the Meistermarkt's 54 cards)."""
    pool = counts_of(MEISTER_MONEY if meister else KLASSISCH_MONEY)
    if seats == 6:
        money.add(pool, counts_of(MEISTER_SIX_EXTRA if meister else KLASSISCH_SIX_EXTRA))
    removed = [0] * len(pool)
    supply = [0] * len(pool)
    deck: list[int] = [int(c) for c in CREATURES for _ in range(4)]
    if meister:  # 10 Ahnenbriefe (one per kind) and 4 Kobolde: 54 cards
        deck.extend(LETTER + k for k in range(KINDS))
        deck.extend([KOBOLD] * KOBOLDE)
    if seats == 2:
        pool[DENOM_INDEX[0]] = 0  # zu zweit gibt es keine Nullen
        start = counts_of(MEISTER_START_TWO if meister else KLASSISCH_START_TWO)
        hands = [list(start) for _ in range(2)]
        for hand in hands:
            money.remove(pool, hand)
        supply = counts_of(GOLDESEL_SUPPLY_TWO)
        money.remove(pool, supply)
        rest = [money_card(v) for v in money.values_of(pool)]
        rng.shuffle(rest)
        for card in rest[:REMOVED_TWO]:
            removed[DENOM_INDEX[money_value(card)]] += 1
        deck.extend(rest[REMOVED_TWO:])
        pool = [0] * len(pool)
    else:
        start = counts_of(MEISTER_START if meister else KLASSISCH_START)
        hands = [list(start) for _ in range(seats)]
        for hand in hands:
            money.remove(pool, hand)
    rng.shuffle(deck)
    # money cards are the highest deck cards (is_money), counted in C
    return Dealt(hands, pool, supply, removed, deck, sum(map(MONEY_CARD.__le__, deck)))


# --- two players: distributing
def on_keep_or_give(state: State, action: Keep | Give, events: list[Event] | None) -> None:
    """Keep the looked-at card (the other gets the next one) or give it."""
    flow.need(state, (DISTRIBUTE,), action.seat)
    seat, other = action.seat, 1 - action.seat
    card = state.peek
    assert card is not None
    state.peek = None
    keep = isinstance(action, Keep)
    first, second = (seat, other) if keep else (other, seat)
    deal_card(state, first, card, seen_by=seat, kept=keep, events=events)
    if state.deck and (state.meister or not flow.all_complete(state)):
        deal_card(state, second, state.deck.pop(), seen_by=None, kept=keep, events=events)
    flow.finish_turn(state, events)


def deal_card(state: State, receiver: int, card: int, seen_by: int | None, kept: bool,
              events: list[Event] | None) -> None:
    """``card`` goes to ``receiver``; ``seen_by`` looked at it (None: nobody)."""
    if is_money(card):
        value = money_value(card)
        state.hands[receiver][DENOM_INDEX[value]] += 1
        state.deck_money -= 1
        state.books[receiver].inexact = True
        if seen_by is not None and seen_by != receiver:
            state.seen_given[seen_by].append(value)
        knowers = tuple(sorted({receiver} | ({seen_by} if seen_by is not None else set())))
        if events is not None:
            events.append(CardDealt(receiver, None, kept))
            events.append(CardDealt(receiver, card, kept, audience=knowers))
        return
    if events is not None:
        events.append(CardDealt(receiver, card, kept))
    if card >= KINDS:  # two players, Meistermarkt: no race, no round
        if card == KOBOLD:
            state.kobolde[receiver] += 1
        else:
            state.letters[receiver][card - LETTER] = 1
        return
    flow.give_card(state, receiver, card, "dealt", events)
