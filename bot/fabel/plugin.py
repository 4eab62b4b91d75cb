"""Speedfabel in the bot: its line for :mod:`bot.registry`."""

from __future__ import annotations

from bot.fabel.cog import FabelCog
from bot.fabel.controller import FabelController
from bot.fabel.demo import demo
from bot.fabel.pictures import table_picture
from bot.registry import GamePlugin
from engines.fabel.game import GAME

PLUGIN = GamePlugin(
    info=GAME,
    controller=lambda client, storage, scheduler, spec: FabelController(
        client, storage, scheduler, spec, picture=table_picture),
    cog=FabelCog,
    warm_up="bot.fabel.drawing:warm_up",
    demo=demo,
)
