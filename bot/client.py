"""The Discord client: setup_hook opens the database, adds every game of
:mod:`bot.registry` (its controller and command group), registers the
dynamic buttons, brings back live tables and syncs the slash commands."""

from __future__ import annotations

import gc
import logging
from typing import Any

import discord
from discord.ext import commands

from bot import pictures
from bot.clock import AsyncioScheduler, Scheduler
from bot.config import Settings
from bot.controller import GameController
from bot.items import TableButton, TableSelect
from bot.registry import GamePlugin, plugins
from bot.storage import Storage

log = logging.getLogger(__name__)
#: Whether this process moved its start-up objects out of the collector's way.
_frozen = False
#: Young collections between two full ones (Python's default is 10). A full
#: collection stops the loop for 50-100 ms at 100 tables; ten times rarer,
#: it no longer shows in the loop's lag p99 (docs/BENCHMARKS.md, cause 5).
FULL_COLLECTION_AFTER = 100


def intents() -> discord.Intents:
    """Only what the bot uses: interactions carry the rest, no privileged intents."""
    wanted = discord.Intents.none()
    wanted.guilds = True
    return wanted


class SpeedtischBot(commands.Bot):
    """The bot. ``controllers`` holds each game's controller by game name."""

    def __init__(self, settings: Settings, *, scheduler: Scheduler | None = None,
                 storage: Storage | None = None, games: tuple[GamePlugin, ...] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         **kwargs)
        self.settings = settings
        self.scheduler = scheduler or AsyncioScheduler()
        self._storage = storage
        self._owns_storage = storage is None
        self.controllers: dict[str, GameController] = {}
        self.games = games

    async def setup_hook(self) -> None:
        """Database, dynamic items, restored tables, commands."""
        games = self.games if self.games is not None else plugins()
        # the picture process imports while the rest starts
        pictures.start([g.warm_up for g in games])
        if self._storage is None:
            # Opened here, so closed here (close() below); one passed in is the caller's.
            self._storage = await Storage.open(self.settings.db_path)
            self._owns_storage = True
        storage = self._storage
        for game in games:
            controller = game.controller(self, storage, self.scheduler, game.spec())
            self.controllers[game.info.name] = controller
            await self.add_cog(game.cog(controller))
        self.add_dynamic_items(TableButton, TableSelect)
        # What is loaded by now (modules, discord.py, the engines) lives as
        # long as the process: the collector need not scan it again. Its full
        # scans otherwise stopped the event loop for up to 200 ms under load.
        # Tables come after, so finished ones are still collected. Once per
        # process: a second bot (tests) must not freeze the first one's objects.
        global _frozen
        if not _frozen:
            gc.collect()
            gc.freeze()
            young, middle, _ = gc.get_threshold()
            gc.set_threshold(young, middle, FULL_COLLECTION_AFTER)
            _frozen = True
        restored = 0
        for controller in self.controllers.values():
            restored += await controller.restore()
        log.info("restored %d tables", restored)
        if self.settings.test_guild is not None:
            guild = discord.Object(self.settings.test_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    def controller_for(self, table_id: int) -> GameController:
        """The controller of the game played at ``table_id``; for a table no
        game knows (finished and forgotten), the first game's controller,
        which answers that the table is gone."""
        for controller in self.controllers.values():
            if controller.owns(table_id):
                return controller
        return next(iter(self.controllers.values()))

    async def close(self) -> None:
        """Stop the tables' timers, then Discord, then the database (if the bot
        opened it)."""
        for controller in self.controllers.values():
            await controller.shutdown()
        await super().close()
        if self._storage is not None and self._owns_storage:
            await self._storage.close()
