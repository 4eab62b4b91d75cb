"""The Speedfossil computer players (leicht, normal, stark) and the Rat.

The shell calls exactly these:

- :func:`decide` ``(view, decision, rng, strength)``: the computer's action
  for its open decision, from its own view alone (no sealed choice of
  another is in it).
- :func:`reaction_delay` ``(strength, kind, rng)``: seconds the shell waits
  before it asks the computer (leicht slower, stark faster).
- :func:`advise` ``(view, decision, rng)``: the Rat.

The rng is the only randomness: the same view and rng state give the same
decision.

>>> import random
>>> from engines.fossil import new_game
>>> state = new_game(4, seed=11)
>>> d = state.pending()[0]
>>> decide(state.view(d.seat), d, random.Random(0), "normal") in state.legal(d.seat)
True
"""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision
from engines.fossil.ai.model import state_from_view
from engines.fossil.ai.policy import best_take, choose_leicht, choose_normal, random_take
from engines.fossil.ai.rat import advise
from engines.fossil.ai.stark import choose_stark
from engines.fossil.phases import STEAL
from engines.fossil.view import FossilView

#: The strengths, weakest first.
STRENGTHS: tuple[str, ...] = ("leicht", "normal", "stark")

# Reaction delays in seconds (low, high): a weaker computer is slower.
_DELAY = {"leicht": (2.2, 4.0), "normal": (1.4, 2.6), "stark": (0.8, 1.6)}
_PICK_DELAY = {"leicht": (1.2, 2.0), "normal": (0.8, 1.3), "stark": (0.5, 0.9)}


def decide(view: FossilView, decision: Decision, rng: random.Random, strength: str) -> Any:
    """The action of a computer of ``strength`` for ``decision``, from its
    ``view`` alone."""
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; use one of {STRENGTHS}")
    if view.reader != decision.seat:
        raise ValueError("a computer decides only with its own view")
    state = state_from_view(view, rng)
    seat = decision.seat
    if decision.kind == STEAL:
        return random_take(state, seat, rng) if strength == "leicht" else best_take(state, seat)
    if strength == "stark":
        return choose_stark(state, seat, rng)
    if strength == "normal":
        return choose_normal(state, seat, rng)
    return choose_leicht(state, seat, rng)


def reaction_delay(strength: str, kind: str, rng: random.Random) -> float:
    """Seconds before a computer of ``strength`` acts on a decision of ``kind``.

    >>> r = random.Random(3)
    >>> reaction_delay("leicht", "choose", r) > reaction_delay("stark", "choose", r)
    True
    """
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; use one of {STRENGTHS}")
    low, high = (_PICK_DELAY if kind == STEAL else _DELAY)[strength]
    return rng.uniform(low, high)


__all__ = ["STRENGTHS", "advise", "decide", "reaction_delay"]
