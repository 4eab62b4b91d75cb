"""Speedfabel in the bot: its line for :mod:`bot.registry`. It plays
through the kit's flow with its own UI (the required half,
:mod:`bot.fabel.ui`) and the optional parts it writes, composed here; its
commands are the kit's, as its lobby layout declares them
(:data:`bot.fabel.ui.SLASH`)."""

from __future__ import annotations

from bot.fabel.ui import (
    WORDS,
    FabelAlts,
    FabelControls,
    FabelCountdowns,
    FabelEnding,
    FabelInfo,
    FabelLobby,
    FabelNews,
    FabelRat,
    FabelTable,
    fabel_ui,
)
from bot.kit.parts import Parts, Wording
from bot.kit.plugin import kit_plugin
from engines.fabel.game import GAME

#: Speedfabel's optional parts: it writes every one.
PARTS = Parts(wording=Wording(WORDS), lobby=FabelLobby(), table=FabelTable(),
              countdowns=FabelCountdowns(), controls=FabelControls(), info=FabelInfo(),
              rat=FabelRat(), ending=FabelEnding(), alts=FabelAlts(), news=FabelNews())

PLUGIN = kit_plugin(GAME, fabel_ui(), parts=PARTS, warm_up="bot.fabel.drawing:warm_up")
