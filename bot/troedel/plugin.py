"""Speedtrödel as a game of the bot: its declaration, its UI (the required
half, :class:`bot.kit.ui.GameUI`), the optional parts it writes, its
pictures and its own commands."""

from __future__ import annotations

from bot.kit.parts import Parts
from bot.kit.plugin import GamePlugin, kit_plugin
from bot.troedel import drawing
from bot.troedel.commands import add_commands
from bot.troedel.ui import (
    RULES,
    TroedelAlts,
    TroedelControls,
    TroedelEnding,
    TroedelInfo,
    TroedelNews,
    TroedelTable,
    TroedelUI,
)
from engines.troedel.game import GAME

PLUGIN: GamePlugin = kit_plugin(
    GAME, TroedelUI(rules=RULES, table_picture=drawing.table, panel_picture=drawing.hand,
                    end_picture=drawing.end),
    parts=Parts(table=TroedelTable(), alts=TroedelAlts(), controls=TroedelControls(),
                info=TroedelInfo(), news=TroedelNews(), ending=TroedelEnding()),
    warm_up="bot.troedel.drawing:warm_up", commands=add_commands)
