"""Hidden twins of a Speedtrödel state: copies that differ only in what some
readers may not know (other hands, the attic's order within its tiers, the
Kisten's order, a covered Tauschrunde choice).

The contract suite (``tests/contract``) checks that no such reader's view
changes between a state and its twins.
"""

from __future__ import annotations

import random

from engines.troedel.state import PASS, State


def hidden_twins(state: State, rng: random.Random) -> list[tuple[str, State, list[int | None]]]:
    """Copies of ``state`` that differ only in hidden information, each with
    the readers (seats, None for the public) who must not notice it."""
    n = state.seats
    everyone: list[int | None] = [None, *range(n)]
    twins: list[tuple[str, State, list[int | None]]] = []
    # the hands of all seats but one, dealt anew with the same counts
    keeper = rng.randrange(n)
    others = [s for s in range(n) if s != keeper]
    pool = [c for s in others for c in state.hands[s]]
    if len(pool) > 1:
        twin = state.copy()
        rng.shuffle(pool)
        for s in others:
            k = len(state.hands[s])
            twin.hands[s], pool = pool[:k], pool[k:]
            if s in twin.passes and twin.passes[s] not in twin.hands[s]:
                twin.passes[s] = twin.hands[s][0]
        twins.append((f"hands but seat {keeper}'s", twin, [None, keeper]))
    # the attic's order: each tier's cards among that tier's places
    if len(state.attic) > 1:
        twin = state.copy()
        keep_top = state.options.dachboden_offen
        for stars in range(1, 6):
            places = [i for i, s in enumerate(state.attic_tier) if s == stars
                      and not (keep_top and i == len(state.attic) - 1)]
            faces = [state.attic[i] for i in places]
            rng.shuffle(faces)
            for i, c in zip(places, faces, strict=True):
                twin.attic[i] = c
        twins.append(("attic order", twin, everyone))
    # the order of every Kiste
    if any(len(k) > 1 for k in state.kisten):
        twin = state.copy()
        for kiste in twin.kisten:
            rng.shuffle(kiste)
        twins.append(("Kiste order", twin, everyone))
    # a covered Tauschrunde choice
    if state.phase == PASS:
        for giver, chosen in state.passes.items():
            alternatives = [c for c in state.hands[giver] if c != chosen]
            if alternatives:
                twin = state.copy()
                twin.passes[giver] = rng.choice(alternatives)
                twins.append((f"seat {giver}'s Tauschrunde card", twin,
                              [r for r in everyone if r != giver]))
                break
    return twins
