"""Speedtrödel: a trick-taking game in which your catch becomes your next hand.

>>> from engines import troedel
>>> state = troedel.new_game(3, seed=4)
>>> state.seats, len(state.hands[0])
(3, 10)
"""

from engines.troedel.options import Options
from engines.troedel.state import State, new_game

__all__ = ["Options", "State", "new_game"]
