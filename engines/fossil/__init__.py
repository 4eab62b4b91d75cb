"""Speedfossil: Berlin 1889, collectors bid, show and steal fossils.

The engine on the kit's contract (:mod:`engines.core.contract`)::

    >>> from engines.fossil import new_game
    >>> state = new_game(seats=4, seed=3)
    >>> len(state.pending())
    4

:mod:`.state` holds the rules, :mod:`.moves` what is legal, :mod:`.museum`
the round's arithmetic, :mod:`.fossils` the 45 fossils, :mod:`.view` what a
reader may know, :mod:`.preview` what a choice can bring, :mod:`.game` the
declaration, :mod:`.ai` the computers and the Rat.
"""

from engines.fossil.actions import ACTION_TYPES, Bid, Inspect, SendThief, Show, Take
from engines.fossil.events import EVENT_TYPES
from engines.fossil.options import Options
from engines.fossil.state import State, new_game
from engines.fossil.view import FossilView

__all__ = ["ACTION_TYPES", "EVENT_TYPES", "Bid", "FossilView", "Inspect", "Options",
           "SendThief", "Show", "State", "Take", "new_game"]
