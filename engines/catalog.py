"""The games Speedtisch ships: one line per game.

Importing a game's declaration registers it (:mod:`engines.core.registry`).
"""

from __future__ import annotations

import importlib

#: The declaration modules of the shipped games, in the order they are offered.
SHIPPED = (
    "engines.fabel.game",
    "engines.spuk.game",
    "engines.troedel.game",
    "engines.fossil.game",
)

_loaded = False


def load() -> None:
    """Import (and so register) every shipped game once."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in SHIPPED:
        importlib.import_module(module)
