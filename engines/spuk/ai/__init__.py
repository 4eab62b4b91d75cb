"""The Speedspuk computers: Leicht, Normal and Stark.

The shell calls exactly these:

- :func:`decide` ``(view, decision, rng, strength, for_person=False,
  events=())``: the computer's action, from its own view and the events its
  seat was shown (``events``: every event of the game so far the seat may
  see, oldest first; the values it looked at are there, not in the view).
  For a person whose Nachfrist ran out it plays the one step and never
  calls "Mitternacht!".
- :func:`reaction_delay` ``(strength, kind, rng)``: seconds before it acts
  (leicht slower, stark faster).

>>> import random
>>> from engines.spuk import new_game
>>> state = new_game(3, seed=11)
>>> d = state.pending()[0]
>>> decide(state.view(d.seat), d, random.Random(0), "stark") in state.legal(d.seat)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engines.core import Decision, Event
from engines.spuk.ai.memory import PROFILES, Profile, notes, remembered
from engines.spuk.ai.policy import call_threshold, decide_policy, profile_of
from engines.spuk.view import SpukView

#: The strengths, weakest first.
STRENGTHS: tuple[str, ...] = ("leicht", "normal", "stark")

# Reaction delays in seconds (low, high) per strength; disjoint ranges so a
# weaker computer is always slower. Covering after a look gives it a moment
# "to remember".
_DELAY = {"leicht": (2.0, 3.2), "normal": (1.2, 1.9), "stark": (0.6, 1.1)}
_COVER_DELAY = {"leicht": (1.6, 2.4), "normal": (1.0, 1.5), "stark": (0.5, 0.9)}


def decide(view: SpukView, decision: Decision, rng: random.Random, strength: str, *,
           for_person: bool = False, events: Sequence[Event] = ()) -> Any:
    """The action of a computer of ``strength`` for ``decision``, from its
    view and the ``events`` its seat may see (without them it remembers
    nothing but what is open now)."""
    profile = profile_of(strength)
    if view.reader != decision.seat:
        raise ValueError("a computer decides only with its own view")
    return decide_policy(view, decision, profile, rng, for_person=for_person,
                         seen=notes(events, decision.seat))


def reaction_delay(strength: str, kind: str, rng: random.Random) -> float:
    """Seconds before a computer of ``strength`` acts on a decision of ``kind``.

    >>> r = random.Random(3)
    >>> reaction_delay("leicht", "turn", r) > reaction_delay("stark", "turn", r)
    True
    """
    profile_of(strength)
    low, high = (_COVER_DELAY if kind == "cover" else _DELAY)[strength]
    return rng.uniform(low, high)


__all__ = ["PROFILES", "STRENGTHS", "Profile", "call_threshold", "decide", "notes",
           "reaction_delay", "remembered"]
