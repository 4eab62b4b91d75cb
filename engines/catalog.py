"""The engines' composition root: the games Speedtisch ships, in the order
they are offered (Speedfabel, Speedspuk, Speedtrödel, Speedfossil).

Registration pushes: each game's declaration module registers its
:class:`~engines.core.registry.GameInfo` at its bottom, and this module, by
importing the four declarations, registers them all. :mod:`engines.core`
only registers and looks up; it never imports this list or a game. This is
the one module of the engines that imports every game (the bot's own root,
:mod:`bot.registry`, reaches them through the games' plugins).

    >>> [info.name for info in GAMES]
    ['fabel', 'spuk', 'troedel', 'fossil']
"""

from __future__ import annotations

from engines.core.registry import GameInfo, offer_in_order
from engines.fabel.game import GAME as FABEL
from engines.fossil.game import GAME as FOSSIL
from engines.spuk.game import GAME as SPUK
from engines.troedel.game import GAME as TROEDEL

#: The shipped games, in the order they are offered.
GAMES: tuple[GameInfo, ...] = (FABEL, SPUK, TROEDEL, FOSSIL)

offer_in_order([info.name for info in GAMES])
