"""The composition root: the games this bot offers, one line per game.

Each game's bot package builds its :class:`~bot.kit.plugin.GamePlugin`
(``bot/<game>/plugin.py``); the client, the command groups, the dynamic
buttons and restoring after a restart loop over :func:`plugins`. This is
the one module that imports every game's bot part.
"""

from __future__ import annotations

from bot.fabel.plugin import PLUGIN as FABEL
from bot.fossil.plugin import PLUGIN as FOSSIL
from bot.kit.plugin import GamePlugin
from bot.spuk.plugin import PLUGIN as SPUK
from bot.troedel.plugin import PLUGIN as TROEDEL


def plugins() -> tuple[GamePlugin, ...]:
    """Every game of the bot, in the order the commands are offered."""
    return (FABEL, SPUK, TROEDEL, FOSSIL)
