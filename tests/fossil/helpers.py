"""Scenario helpers: a dealt game with chosen collections, fields and hands,
and a round played from a list of choices."""

from __future__ import annotations

from typing import Any

from engines.core import Event
from engines.fossil.actions import Choice, Take
from engines.fossil.fossils import first_of_era
from engines.fossil.options import Options
from engines.fossil.state import STEAL, State, new_game


def era(e: int, k: int = 0) -> int:
    """The k-th oldest fossil of era ``e`` (1-based era)."""
    return first_of_era(e) + k


def table(seats: int = 4, *, seed: int = 1, start: int = 0, banquet: int = 30,
          bedenkzeit: int | None = None, **fields: Any) -> State:
    """A fresh game with some of its open parts replaced: ``collections``,
    ``fields``, ``wechsel``, ``market``, ``home``, ``cells``. Fossils given
    to a collection or the market are taken out of the others and the stack,
    so every fossil stays in exactly one place."""
    state = new_game(seats, seed, Options(banquet=banquet, bedenkzeit=bedenkzeit,
                                          first_seat=start))
    placed: set[int] = set()
    for c in fields.get("collections", []):
        placed.update(c)
    placed.update(f for f in fields.get("market", []) if f is not None)
    pool = [f for f in range(45) if f not in placed]
    if "collections" in fields:
        state.collections = [sorted(c) for c in fields["collections"]]
    else:
        state.collections = [[f for f in c if f not in placed] for c in state.collections]
    if "market" in fields:
        state.market = list(fields["market"])
    else:
        state.market = [f if f not in placed else None for f in state.market]
    held = {f for c in state.collections for f in c} | {f for f in state.market if f is not None}
    state.stack = [f for f in pool if f not in held]
    if "stack" in fields:
        state.stack = list(fields["stack"])
    state.album = [set(c) for c in state.collections]
    for key in ("fields", "wechsel", "home", "cells", "kasse"):
        if key in fields:
            setattr(state, key, [list(x) if isinstance(x, list | tuple) and key != "cells"
                                 else x for x in fields[key]])
    return state


def play(state: State, choices: list[Choice], takes: list[Take] | None = None) -> list[Event]:
    """Apply the sealed choices, then the Langfinger's picks (given, or the
    first fossil of each Vitrine)."""
    events: list[Event] = []
    for c in choices:
        events += state.apply(c)
    queue = list(takes or [])
    while state.phase == STEAL:
        if queue:
            events += state.apply(queue.pop(0))
        else:
            events += state.apply(state.legal(state.thieves[0][0])[0])
    return events


def of_type(events: list[Event], kind: type) -> list[Any]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def snapshot(state: State) -> dict[str, Any]:
    """Everything a state holds, for "nothing changed" checks."""
    data = dict(state.__dict__)
    data["rng"] = state.rng.getstate()
    return {k: repr(v) for k, v in data.items()}
