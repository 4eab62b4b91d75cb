"""Speedfabel in the bot: its line for :mod:`bot.registry`."""

from __future__ import annotations

from bot.fabel.cog import FabelCog
from bot.fabel.controller import FabelController
from bot.registry import GamePlugin
from engines.fabel.game import GAME

PLUGIN = GamePlugin(
    info=GAME,
    controller=FabelController,
    cog=FabelCog,
    warm_up="bot.fabel.drawing:warm_up",
)
