"""Speedfossil as a game of the bot: its declaration, its UI (the required
half, :class:`bot.kit.ui.GameUI`), the optional parts it writes and its
pictures (its album too)."""

from __future__ import annotations

from bot.fossil import drawing
from bot.fossil.ui import (
    RULES,
    FossilControls,
    FossilEnding,
    FossilInfo,
    FossilNews,
    FossilRat,
    FossilUI,
)
from bot.kit.parts import Parts
from bot.kit.plugin import GamePlugin, kit_plugin
from engines.fossil.game import GAME

PLUGIN: GamePlugin = kit_plugin(
    GAME, FossilUI(rules=RULES, table_picture=drawing.table, panel_picture=drawing.hand,
                   end_picture=drawing.end),
    parts=Parts(controls=FossilControls(), info=FossilInfo(), news=FossilNews(), rat=FossilRat(),
                ending=FossilEnding(album_picture=drawing.album)),
    warm_up="bot.fossil.drawing:warm_up")
