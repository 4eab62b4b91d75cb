"""A game's place in the bot: :class:`GamePlugin` (its declaration, its
controller, its command group, its pictures' warm-up) and :func:`kit_plugin`,
which builds one for a game that plays through the kit. A game's
``bot/<game>/plugin.py`` builds its plugin here; the composition root
(:mod:`bot.registry`) lists them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.ext import commands

from bot.kit.games import GameSpec
from bot.kit.parts import Parts
from bot.kit.runtime.clock import Scheduler
from bot.kit.tables import GameController
from bot.kit.ui import GameUI
from bot.storage import Storage
from engines.core import GameInfo


@dataclass(frozen=True)
class GamePlugin:
    """A game in the bot: its declaration, its controller, its command group
    and the warm-up of its pictures (``"module:function"``, run in the
    picture process)."""

    info: GameInfo
    controller: Callable[[discord.Client, Storage, Scheduler, GameSpec], GameController]
    cog: Callable[[Any], commands.Cog]
    warm_up: str
    #: The game's :class:`bot.kit.ui.GameUI` (the required half) when it
    #: plays through the kit's flow, and its optional parts.
    ui: Any = None
    parts: Parts = field(default_factory=Parts)
    #: The game's own offline demo, ``demo(folder, seats=, seed=, strength=,
    #: mode=) -> folder``; None: the kit's (:mod:`bot.kit.demo`).
    demo: Callable[..., Any] | None = None

    def spec(self) -> GameSpec:
        """The game as the table runtime runs it."""
        return GameSpec.of(self.info)


def kit_plugin(info: GameInfo, ui: GameUI, parts: Parts | None = None, warm_up: str = "",
               demo: Callable[..., Any] | None = None,
               commands: Callable[[Any, Any], None] | None = None) -> GamePlugin:
    """A game that plays through the kit's flow (:mod:`bot.kit`) with its
    ``ui`` and ``parts`` (None: every part the kit's); its command group is
    built from its declaration and ``parts.lobby.slash`` (:mod:`bot.kit.cog`),
    and ``commands(group, controller)`` adds the game's own commands to it;
    ``demo`` replaces the kit's offline demo."""
    from bot.kit.cog import KitCog
    from bot.kit.controller import KitController

    parts = Parts() if parts is None else parts
    return GamePlugin(
        info=info,
        controller=lambda client, storage, scheduler, spec: KitController(
            client, storage, scheduler, spec, ui, parts),
        cog=lambda controller: KitCog(controller, commands), warm_up=warm_up,
        ui=ui, parts=parts, demo=demo)
