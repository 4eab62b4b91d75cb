"""Hidden twins of a Speedspuk state: copies that differ only in what some
readers may not know (the deck's order, a face-down card, the drawn card).

A face-down card's value is hidden from every reader for whom it is not open
now, unless the Gedächtnishilfe is on and the reader has seen it: with the
aid off, a seat that saw a card earlier must not find its value in its view
either (its computer remembers from the events, :mod:`engines.spuk.ai.memory`).
So besides a random card, a card somebody has seen is swapped with a deck
card where there is one.

The contract suite (``tests/contract``) and tests/spuk check that no such
reader's view changes between a state and its twins.
"""

from __future__ import annotations

import random

from engines.spuk.knowledge import Slot
from engines.spuk.state import OVER, State


def value_hidden_from(state: State, slot: Slot) -> list[int | None]:
    """The readers whose views must not show ``slot``'s value now: the
    public, and every seat for which it is not open and which has not seen
    it with the Gedächtnishilfe on."""
    out: list[int | None] = [None]
    for seat in range(state.seats):
        is_open = any(uid == slot.uid for _, uid in state.open.get(seat, ()))
        shown = state.options.memory_aid and seat in slot.seen
        if not is_open and not shown:
            out.append(seat)
    return out


def _swap_with_deck(state: State, owner: int, pos: int, rng: random.Random,
                    what: str) -> tuple[str, State, list[int | None]]:
    twin = state.copy()
    i = rng.randrange(len(twin.deck))
    slot = twin.rows[owner][pos]
    slot.value, twin.deck[i] = twin.deck[i], slot.value
    return (f"{what} {pos} of seat {owner}", twin, value_hidden_from(state, slot))


def hidden_twins(state: State, rng: random.Random) -> list[tuple[str, State, list[int | None]]]:
    """Copies of ``state`` that differ only in hidden information, each with
    the readers (seats, None for the public) who must not notice it."""
    everyone: list[int | None] = [None, *range(state.seats)]
    twins: list[tuple[str, State, list[int | None]]] = []
    if state.phase == OVER:
        return twins
    if len(state.deck) > 1:
        twin = state.copy()
        rng.shuffle(twin.deck)
        twins.append(("deck order", twin, everyone))
    if state.deck:
        # a row card against a deck card
        owner = rng.randrange(state.seats)
        pos = rng.randrange(len(state.rows[owner]))
        twins.append(_swap_with_deck(state, owner, pos, rng, "card"))
        # a card somebody has seen: with the aid off its seers must not notice
        seen = [(o, p) for o, row in enumerate(state.rows) for p, slot in enumerate(row)
                if slot.seen]
        if seen:
            owner, pos = rng.choice(seen)
            twins.append(_swap_with_deck(state, owner, pos, rng, "seen card"))
        if state.held is not None and state.held_source == "deck":
            twin = state.copy()
            i = rng.randrange(len(twin.deck))
            assert twin.held is not None
            twin.held, twin.deck[i] = twin.deck[i], twin.held
            twins.append(("drawn card", twin, [r for r in everyone if r != state.turn_seat]))
    return twins
