"""The Speedtrödel computer players and the Rat.

- :func:`decide` ``(view, decision, rng, strength)``: the computer's action
  for its open decision (card, zero's pick, Tauschrunde card, suit), from its
  own view only: "Die Computer sehen nie deine Karten".
- :func:`reaction_delay` ``(strength, kind, rng)``: seconds the shell waits
  before it asks the computer (leicht slower, stark faster).
- :func:`advise` ``(view, decision, rng)``: the Rat, Stark's choice with
  its reasons and best alternatives.

The rng is the only randomness: the same view and rng state give the same
decision.

>>> import random
>>> from engines.troedel.state import new_game
>>> state = new_game(4, seed=11)
>>> d = state.pending()[0]
>>> decide(state.view(d.seat), d, random.Random(0), "normal") in state.legal(d.seat)
True
"""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision
from engines.troedel.ai.leicht import decide_leicht
from engines.troedel.ai.normal import decide_normal
from engines.troedel.ai.rat import Advice, advise
from engines.troedel.ai.stark import decide_stark
from engines.troedel.view import TroedelView

#: The strengths, weakest first.
STRENGTHS: tuple[str, ...] = ("leicht", "normal", "stark")

# seconds (low, high); disjoint ranges so a weaker computer is always slower
_DELAY = {"leicht": (1.6, 2.4), "normal": (1.0, 1.5), "stark": (0.5, 0.9)}


def decide(view: TroedelView, decision: Decision, rng: random.Random, strength: str) -> Any:
    """The action of a computer of ``strength`` for ``decision``, from ``view``."""
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; use one of {STRENGTHS}")
    if view.reader != decision.seat:
        raise ValueError("a computer decides only with its own view")
    if strength == "leicht":
        return decide_leicht(view, decision, rng)
    if strength == "normal":
        return decide_normal(view, decision, rng)
    return decide_stark(view, decision, rng)


def reaction_delay(strength: str, kind: str, rng: random.Random) -> float:
    """Seconds before a computer of ``strength`` acts on a decision of ``kind``.

    >>> r = random.Random(3)
    >>> reaction_delay("leicht", "play", r) > reaction_delay("stark", "play", r)
    True
    """
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}")
    low, high = _DELAY[strength]
    return rng.uniform(low, high)


__all__ = ["STRENGTHS", "Advice", "advise", "decide", "reaction_delay"]
