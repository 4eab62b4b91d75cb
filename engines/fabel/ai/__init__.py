"""The Speedfabel computer players (Klassisch and Meistermarkt) and the Rat.

The bot calls exactly these:

- :func:`decide` ``(view, decision, rng, strength)``: the computer's action
  for its open decision, or None where it may stay silent (no bid now).
  It reads the view only: "Er rechnet nur mit dem, was du auch siehst".
- :func:`reaction_delay` ``(strength, kind, rng)``: seconds the shell waits
  before it asks the computer (leicht slower, stark faster); a "Meins!"
  reaction is about as long as a person's loop through Discord.
- :func:`advise` ``(view, decision, rng)``: the Rat, the strong computer's
  choice for a person with German reasons; it never acts by itself.

The rng is the only randomness: the same view and rng state give the same
decision.

>>> import random
>>> from engines.fabel import new_game
>>> state = new_game(4, seed=11)
>>> d = state.pending()[0]
>>> action = decide(state.view(d.seat), d, random.Random(0), "normal")
>>> action in state.legal(d.seat)
True
"""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision
from engines.fabel.ai import meister
from engines.fabel.ai.policy import PROFILES, decide_heuristic
from engines.fabel.ai.rat import Advice, advise
from engines.fabel.view import FabelView


class Default:
    """Marker: use the search's own time budget."""


DEFAULT = Default()

#: The strengths, weakest first.
STRENGTHS: tuple[str, ...] = ("leicht", "normal", "stark")

# Reaction delays in seconds (low, high) per strength; disjoint ranges so a
# weaker computer is always slower. Auctions and "Meins!" need the reaction;
# the other decisions get a short pause to look natural.
_BID_DELAY = {"leicht": (1.6, 2.4), "normal": (0.9, 1.5), "stark": (0.4, 0.8)}
_OTHER_DELAY = {"leicht": (1.8, 2.8), "normal": (1.0, 1.7), "stark": (0.5, 0.9)}
# "Meins!" (item 172, "damit Menschen fair mithalten"): a person's loop from
# a step of the counter to his press at the table is about 1.1-1.5 s (measured
# through the simulator by tests/bench/meins_loop.py, with Discord's delivery
# and a person's reaction added; docs/BENCHMARKS.md). Normal is centred on
# it, so a person as quick as an average player wins about half the races at
# the number he chose; Stark is still faster, Leicht slower. A delay longer
# than a step runs on: the press lands at the number of its arrival.
_MEINS_DELAY = {"leicht": (1.6, 2.2), "normal": (1.0, 1.6), "stark": (0.6, 0.9)}


def _check(strength: str) -> None:
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; use one of {STRENGTHS}")


def decide(view: FabelView, decision: Decision, rng: random.Random, strength: str, *,
           budget: float | None | Default = DEFAULT) -> Any:
    """The action of a computer of ``strength`` for ``decision``, from its
    ``view`` alone; None when it does not bid or press "Meins!" now.

    ``budget`` caps the strong computer's search in seconds (default: the
    search's own budget; None: no cap, a fixed number of deals)."""
    _check(strength)
    if view.reader != decision.seat:
        raise ValueError("a computer decides only with its own view")
    if view.meister and meister.handles(view, decision):
        # letters, Kobolde, the two-player deal and the turn with Kobold trades
        return meister.decide_meister(view, decision, PROFILES[strength], rng)
    if strength == "stark":
        from engines.fabel.ai.search import decide_stark
        if isinstance(budget, Default):
            return decide_stark(view, decision, rng)
        return decide_stark(view, decision, rng, budget)
    return decide_heuristic(view, decision, PROFILES[strength], rng)


def reaction_delay(strength: str, kind: str, rng: random.Random) -> float:
    """Seconds before a computer of ``strength`` acts on a decision of ``kind``.

    >>> r = random.Random(3)
    >>> reaction_delay("leicht", "bid", r) > reaction_delay("stark", "bid", r)
    True
    """
    _check(strength)
    table = _BID_DELAY if kind == "bid" else _MEINS_DELAY if kind == "meins" else _OTHER_DELAY
    low, high = table[strength]
    return rng.uniform(low, high)


__all__ = ["STRENGTHS", "Advice", "advise", "decide", "reaction_delay"]
