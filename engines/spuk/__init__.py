"""Speedspuk: remember what lies under your own face-down cards, and call
"Mitternacht!" when your sum is the smallest.

>>> from engines import spuk
>>> state = spuk.new_game(seats=2, seed=3)
>>> [d.kind for d in state.pending()]
['look', 'look']

Its declaration for the shell is :data:`engines.spuk.game.GAME`.
"""

from engines.spuk.actions import (
    ACTION_TYPES,
    Call,
    Cover,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from engines.spuk.events import EVENT_TYPES
from engines.spuk.options import Options
from engines.spuk.state import State, new_game
from engines.spuk.view import SpukView

__all__ = [
    "ACTION_TYPES",
    "EVENT_TYPES",
    "Call",
    "Cover",
    "Discard",
    "Draw",
    "Look",
    "Options",
    "Pass",
    "Peek",
    "Poltern",
    "SpukView",
    "State",
    "Swap",
    "TakeDiscard",
    "new_game",
]
