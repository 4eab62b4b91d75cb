"""Stark: placeholder until the search lands; plays the stark profile."""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision
from engines.fabel.ai.policy import STARK, decide_heuristic
from engines.fabel.view import FabelView


def decide_stark(view: FabelView, decision: Decision, rng: random.Random) -> Any:
    """The strong computer's action."""
    return decide_heuristic(view, decision, STARK, rng)
