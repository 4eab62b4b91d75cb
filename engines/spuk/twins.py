"""Hidden twins of a Speedspuk state: copies that differ only in what some
readers may not know (the deck's order, a face-down card nobody of them has
seen, the drawn card).

The contract suite (``tests/contract``) and tests/spuk check that no such
reader's view changes between a state and its twins.
"""

from __future__ import annotations

import random

from engines.spuk.state import OVER, State


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
        # a row card against a deck card: for whoever has not seen the row card
        owner = rng.randrange(state.seats)
        pos = rng.randrange(len(state.rows[owner]))
        twin = state.copy()
        i = rng.randrange(len(twin.deck))
        slot = twin.rows[owner][pos]
        slot.value, twin.deck[i] = twin.deck[i], slot.value
        readers = [r for r in everyone if r is None or r not in slot.seen]
        twins.append((f"card {pos} of seat {owner}", twin, readers))
        if state.held is not None and state.held_source == "deck":
            twin = state.copy()
            i = rng.randrange(len(twin.deck))
            assert twin.held is not None
            twin.held, twin.deck[i] = twin.deck[i], twin.held
            twins.append(("drawn card", twin, [r for r in everyone if r != state.turn_seat]))
    return twins
