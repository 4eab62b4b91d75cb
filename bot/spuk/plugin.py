"""Speedspuk as a game of the bot: its declaration, its UI (the required
half, :class:`bot.kit.ui.GameUI`), the optional parts it writes and its
pictures."""

from __future__ import annotations

from bot.kit.parts import Parts
from bot.kit.plugin import GamePlugin, kit_plugin
from bot.spuk import drawing
from bot.spuk.ui import (
    RULES,
    SpukAlts,
    SpukControls,
    SpukCountdowns,
    SpukEnding,
    SpukInfo,
    SpukNews,
    SpukTable,
    SpukUI,
)
from engines.spuk.game import GAME

PLUGIN: GamePlugin = kit_plugin(
    GAME, SpukUI(rules=RULES, table_picture=drawing.table, panel_picture=drawing.hand,
                 end_picture=drawing.end),
    parts=Parts(table=SpukTable(), countdowns=SpukCountdowns(), controls=SpukControls(),
                alts=SpukAlts(), info=SpukInfo(), news=SpukNews(), ending=SpukEnding()),
    warm_up="bot.spuk.drawing:warm_up")
