"""Golden games: a handful of seeded random games per engine, each reduced to
a digest of its actions and events, so that a refactoring that should change
nothing can be shown to change nothing (the engines' split into rule modules
was checked so, on a few hundred games).

A digest covers every action and every event (as their JSON records), the
pending decisions and the running timers after each step, and every reader's
view at the end. A timer's expiry is drawn now and then although someone
must still decide, so Nachfristen run out too; where several countdowns run
at once (``state.timers()``), any of them.

The cases and their digests are in :mod:`tests.test_golden_games`. When a
change of the rules is meant, print the new digests and paste them there::

    python -m tests.golden fabel
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Callable, Sequence
from typing import Any

from engines.core import Timeout, running_timers
from engines.core.contract import GameState
from engines.core.playout import random_step
from engines.core.records import to_json

#: How often the running timer is let run out although someone must decide.
TIMEOUT_SHARE = 0.12
#: A game of this test must end within this many actions.
MAX_ACTIONS = 20_000

#: One golden game: a name, the seats, the seed, and the options factory.
Case = tuple[str, int, int, Callable[[], Any]]
#: A game's ``new_game(seats, seed, options)``.
NewGame = Callable[[int, int, Any], GameState]


def digest(state: GameState, seed: int) -> tuple[int, str]:
    """Play ``state`` to its end with random actions drawn from ``seed``;
    return the number of actions and the first 16 hex digits of the digest."""
    rng = random.Random(seed)
    h = hashlib.sha256()
    n = 0
    while not state.is_over():
        if n >= MAX_ACTIONS:
            raise RuntimeError("the game did not end")
        timers = running_timers(state)
        if timers and rng.random() < TIMEOUT_SHARE:
            # one countdown draws nothing more: older digests stay valid
            pick = 0 if len(timers) == 1 else int(rng.random() * len(timers))
            action: Any = Timeout(timers[pick].token)
        else:
            action = random_step(state, rng, 2)
        events = state.apply(action)
        n += 1
        h.update(json.dumps(to_json(action), sort_keys=True).encode())
        h.update(json.dumps([to_json(e) for e in events], sort_keys=True).encode())
        h.update(repr((state.pending(), state.timer())).encode())
        if hasattr(state, "timers"):
            h.update(repr(running_timers(state)).encode())
    for reader in [None, *range(state.seats)]:
        h.update(repr(state.view(reader)).encode())
    return n, h.hexdigest()[:16]


def digests(new_game: NewGame, cases: Sequence[Case]) -> dict[str, tuple[int, str]]:
    """The digest of every case, by its name."""
    return {name: digest(new_game(seats, seed, options()), seed)
            for name, seats, seed, options in cases}


def _print(game: str) -> None:
    from tests.test_golden_games import CASES

    new_game, cases = CASES[game]
    print(f'    "{game}": {{')
    for name, (n, hexdigest) in digests(new_game, cases).items():
        print(f'        "{name}": ({n}, "{hexdigest}"),')
    print("    },")


if __name__ == "__main__":
    _print(sys.argv[1])
