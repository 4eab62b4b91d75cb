"""Speedfabel: auctions and covered cash trades of fable creatures.

>>> from engines import fabel
>>> state = fabel.new_game(seats=3, seed=42)
>>> state.pending()[0].kind
'turn'

Its declaration for the shell is :data:`engines.fabel.game.GAME`.
"""

from engines.fabel.actions import (
    ACTION_TYPES,
    Accept,
    Bid,
    BuySelf,
    Challenge,
    Counter,
    EndTurn,
    Give,
    Keep,
    Offer,
    Pay,
    Reveal,
    Sell,
)
from engines.fabel.cards import VIERER_VALUE, Creature
from engines.fabel.events import EVENT_TYPES
from engines.fabel.options import Mode, Options, Tempo
from engines.fabel.result import FabelResult
from engines.fabel.state import State, new_game
from engines.fabel.view import FabelView

__all__ = [
    "ACTION_TYPES",
    "EVENT_TYPES",
    "Accept",
    "Bid",
    "BuySelf",
    "Challenge",
    "Counter",
    "Creature",
    "EndTurn",
    "FabelResult",
    "FabelView",
    "Give",
    "Keep",
    "Mode",
    "Offer",
    "Options",
    "Pay",
    "Reveal",
    "Sell",
    "State",
    "Tempo",
    "VIERER_VALUE",
    "new_game",
]
