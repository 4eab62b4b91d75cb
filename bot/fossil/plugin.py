"""Speedfossil as a game of the bot: its declaration, its UI and its pictures."""

from __future__ import annotations

from bot.fossil import drawing
from bot.fossil.ui import RULES, FossilUI
from bot.kit.plugin import GamePlugin, kit_plugin
from engines.fossil.game import GAME

PLUGIN: GamePlugin = kit_plugin(GAME, FossilUI(rules=RULES, table_picture=drawing.table,
                                                panel_picture=drawing.hand,
                                                end_picture=drawing.end,
                                                album_picture=drawing.album),
                                warm_up="bot.fossil.drawing:warm_up")
