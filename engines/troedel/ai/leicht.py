"""Leicht: "legt aus dem Bauch irgendeine erlaubte Karte" - a uniformly random
legal action, for every decision kind."""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision
from engines.troedel.ai.knowledge import legal_actions
from engines.troedel.view import TroedelView


def decide_leicht(view: TroedelView, decision: Decision, rng: random.Random) -> Any:
    """A random legal action."""
    return rng.choice(legal_actions(view, decision.kind))
