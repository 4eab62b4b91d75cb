"""Speedfabel in the bot: its line for :mod:`bot.registry`. It plays
through the kit's flow with its own UI (:mod:`bot.fabel.ui`); its commands
are the kit's, as its UI declares them (:data:`bot.fabel.ui.SLASH`)."""

from __future__ import annotations

from bot.fabel.ui import fabel_ui
from bot.kit.plugin import kit_plugin
from engines.fabel.game import GAME

PLUGIN = kit_plugin(GAME, fabel_ui(), warm_up="bot.fabel.drawing:warm_up")
