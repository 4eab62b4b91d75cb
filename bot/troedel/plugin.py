"""Speedtrödel as a game of the bot: its declaration, its UI and its pictures."""

from __future__ import annotations

from bot.kit.plugin import GamePlugin, kit_plugin
from bot.troedel import drawing
from bot.troedel.commands import add_commands
from bot.troedel.ui import RULES, TroedelUI
from engines.troedel.game import GAME

PLUGIN: GamePlugin = kit_plugin(
    GAME, TroedelUI(rules=RULES, table_picture=drawing.table, panel_picture=drawing.hand,
                    end_picture=drawing.end),
    warm_up="bot.troedel.drawing:warm_up", commands=add_commands)
