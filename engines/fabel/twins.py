"""Hidden twins of a Speedfabel state: copies that differ only in what some
readers may not know (the deck's order, a player's money, a covered offer,
the looked-at card, a Kobold pot, the cards removed at two players).

The contract suite (``tests/contract``) checks that no such reader's view
changes between a state and its twins.
"""

from __future__ import annotations

import random

from engines.fabel.cards import DENOMINATIONS, KINDS
from engines.fabel.state import State

#: Money values a random hand is drawn from (Klassisch's denominations).
_VALUES = (0, 10, 50, 100, 200, 500)


def _random_counts(n: int, rng: random.Random) -> list[int]:
    counts = [0] * len(DENOMINATIONS)
    for _ in range(n):
        counts[DENOMINATIONS.index(rng.choice(_VALUES))] += 1
    return counts


def hidden_twins(state: State, rng: random.Random) -> list[tuple[str, State, list[int | None]]]:
    """Copies of ``state`` that differ only in hidden information, each with
    the readers (seats, None for the public) who must not notice it."""
    everyone: list[int | None] = [None, *range(state.seats)]
    twins: list[tuple[str, State, list[int | None]]] = []
    if len(state.deck) > 1:
        twin = state.copy()
        rng.shuffle(twin.deck)
        twins.append(("deck order", twin, everyone))
    victim = rng.randrange(state.seats)
    twin = state.copy()
    twin.hands[victim] = _random_counts(sum(state.hands[victim]), rng)
    twins.append((f"money of seat {victim}", twin, [r for r in everyone if r != victim]))
    tr = state.trade
    if tr is not None and tr.offer is not None:
        twin = state.copy()
        assert twin.trade is not None
        twin.trade.offer = _random_counts(sum(tr.offer), rng)
        twins.append(("covered offer", twin, [r for r in everyone if r != tr.challenger]))
    if state.peek is not None:
        twin = state.copy()
        twin.peek = rng.choice([c for c in range(KINDS) if c != state.peek])
        looker = state.turn_seat
        twins.append(("looked-at card", twin, [r for r in everyone if r != looker]))
    ko = state.kobold
    if ko is not None and any(ko.pot):
        # the pot's values: each reader knows only the cards he laid himself
        twin = state.copy()
        assert twin.kobold is not None
        twin.kobold.pot = _random_counts(sum(ko.pot), rng)
        twins.append(("Kobold pot", twin, everyone))
    if state.two and any(state.removed):
        twin = state.copy()
        twin.removed = _random_counts(sum(state.removed), rng)
        twins.append(("removed cards", twin, everyone))
    return twins
