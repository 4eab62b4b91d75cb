"""Speedspuk as a game of the bot: its declaration, its UI and its pictures."""

from __future__ import annotations

from bot.kit.plugin import GamePlugin, kit_plugin
from bot.spuk import drawing
from bot.spuk.ui import RULES, SpukUI
from engines.spuk.game import GAME

PLUGIN: GamePlugin = kit_plugin(
    GAME, SpukUI(rules=RULES, table_picture=drawing.table, panel_picture=drawing.hand,
                 end_picture=drawing.end),
    warm_up="bot.spuk.drawing:warm_up")
