"""The games the bot offers, each declared once: its engine and its computers."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.core import Decision, Event, GameInfo

Decide = Callable[[Any, Decision, random.Random, str], Any]
Delay = Callable[[str, str, random.Random], float]


@dataclass(frozen=True)
class GameSpec:
    """What the shell needs of a game: its engine metadata and computer players.

    ``decide(view, decision, rng, strength)`` returns an action or None (no
    bid now); ``reaction_delay(strength, decision_kind, rng)`` is the pause in
    seconds before a computer acts. After an event of a type in
    ``reading_pause`` (e.g. a trade's Rechenweg shown) the computers wait
    :data:`bot.table.READING_PAUSE` seconds, so people can read it.
    """

    info: GameInfo
    decide: Decide
    reaction_delay: Delay
    reading_pause: tuple[type[Event], ...] = ()
