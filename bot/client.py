"""The Discord client: setup_hook opens the database, registers the dynamic
buttons, brings back live tables and syncs the slash commands."""

from __future__ import annotations

import gc
import logging
from typing import Any

import discord
from discord.ext import commands

from bot.clock import AsyncioScheduler, Scheduler
from bot.config import Settings
from bot.fabel import pictures
from bot.fabel.cog import FabelCog
from bot.fabel.controller import FabelController
from bot.fabel.items import FabelButton, FabelSelect
from bot.fabel.pictures import table_picture
from bot.games import GameSpec
from bot.storage import Storage

log = logging.getLogger(__name__)
#: Whether this process moved its start-up objects out of the collector's way.
_frozen = False
#: Young collections between two full ones (Python's default is 10). A full
#: collection stops the loop for 50-100 ms at 100 tables; ten times rarer,
#: it no longer shows in the loop's lag p99 (docs/BENCHMARKS.md, cause 5).
FULL_COLLECTION_AFTER = 100


def fabel_spec() -> GameSpec:
    """Speedfabel with its computer players."""
    from engines.fabel.game import GAME

    return GameSpec.of(GAME)


def intents() -> discord.Intents:
    """Only what the bot uses: interactions carry the rest, no privileged intents."""
    wanted = discord.Intents.none()
    wanted.guilds = True
    return wanted


class SpeedtischBot(commands.Bot):
    """The bot. ``fabel`` is the Speedfabel controller that handles clicks."""

    fabel: FabelController

    def __init__(self, settings: Settings, *, scheduler: Scheduler | None = None,
                 storage: Storage | None = None, **kwargs: Any) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         **kwargs)
        self.settings = settings
        self.scheduler = scheduler or AsyncioScheduler()
        self._storage = storage
        self._owns_storage = storage is None

    async def setup_hook(self) -> None:
        """Database, dynamic items, restored tables, commands."""
        pictures.start()  # the picture process imports while the rest starts
        storage = self._storage or await Storage.open(self.settings.db_path)
        self._storage = storage
        self._owns_storage = storage is None
        self.fabel = FabelController(self, storage, self.scheduler, fabel_spec(),
                                     picture=table_picture)
        self.add_dynamic_items(FabelButton, FabelSelect)
        await self.add_cog(FabelCog(self.fabel))
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
        restored = await self.fabel.restore()
        log.info("restored %d tables", restored)
        if self.settings.test_guild is not None:
            guild = discord.Object(self.settings.test_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def close(self) -> None:
        """Stop the tables' timers, then Discord, then the database (if the bot
        opened it)."""
        if hasattr(self, "fabel"):
            await self.fabel.shutdown()
        await super().close()
        if self._storage is not None and self._owns_storage:
            await self._storage.close()
