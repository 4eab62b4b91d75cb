"""The Discord client: setup_hook opens the database, adds every game of
:mod:`bot.registry` (its controller and command group), registers the
dynamic buttons, brings back live tables and syncs the slash commands."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from typing import Any, cast

import discord
from discord.ext import commands

from bot.config import Settings
from bot.kit import language
from bot.kit.admin import GuardedTree, ServerAdmin
from bot.kit.guard import Guard
from bot.kit.ids import KIT_PREFIXES
from bot.kit.items import (
    TableButton,
    TableSelect,
    route_component,
    route_modal,
    stands_on_message,
)
from bot.kit.moderation import moderation_group
from bot.kit.parsing import answer_bad_input
from bot.kit.plugin import GamePlugin
from bot.kit.runtime import decisions, eventloop, pictures
from bot.kit.runtime.budget import LONGEST_429_WAIT
from bot.kit.runtime.clock import AsyncioScheduler, Scheduler
from bot.kit.runtime.shards import Shards
from bot.kit.tables import GameController
from bot.kit.translator import CatalogTranslator
from bot.registry import plugins
from bot.storage import Storage
from engines.texts import t

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
        kwargs.setdefault("tree_cls", GuardedTree)
        kwargs.setdefault("max_ratelimit_timeout", 30.0)   # discord.py's smallest
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(),
                         **kwargs)
        # A 429 longer than this is not slept out inside a request (a table's
        # lock may be held): discord.RateLimited, and the caller tries again
        # later with the newest state (docs/RELIABILITY.md). discord.py's
        # own option stops at 30 s; its HTTP client takes the shorter one.
        self.http.max_ratelimit_timeout = LONGEST_429_WAIT
        self.settings = settings
        self.scheduler = scheduler or AsyncioScheduler()
        self._storage = storage
        self._owns_storage = storage is None
        self.controllers: dict[str, GameController] = {}
        #: The servers' limits (:mod:`bot.kit.guard`), from setup_hook on.
        self.guard: Guard | None = None
        self.games = games
        #: Whether this bot runs its process (:meth:`run`), not a test's bot
        #: among others (those share the picture process of their process).
        self._owns_process = False

    async def setup_hook(self) -> None:
        """Database, dynamic items, restored tables, commands."""
        games = self.games if self.games is not None else plugins()
        # the picture and deciding processes import while the rest starts
        pictures.start([g.warm_up for g in games])
        decisions.start([g.info.decide for g in games])
        if self._storage is None:
            # Opened here, so closed here (close() below); one passed in is the caller's.
            self._storage = await Storage.open(self.settings.database)
            self._owns_storage = True
        storage = self._storage
        for game in games:
            controller = game.controller(self, storage, self.scheduler, game.spec())
            self.controllers[game.info.name] = controller
            await self.add_cog(game.cog(controller))
        self.guard = Guard(storage, self.controllers.values)
        admin = ServerAdmin(storage, self.controllers)
        self.tree.add_command(admin.admin_group())
        self.tree.add_command(admin.help_group())
        # the moderators' controls of every game's tables
        self.tree.add_command(moderation_group(self.controllers.values()))
        self.add_dynamic_items(TableButton, TableSelect)
        # every command's names and texts in English and German too (issue 35)
        await self.tree.set_translator(CatalogTranslator())
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
            try:
                restored += await controller.restore()
            except Exception:
                # Its tables stay stored as they are for the next start; the
                # bot itself (and every other game) starts anyway.
                log.exception("%s: tables not restored", controller.game)
        log.info("restored %d tables (event loop: %s)", restored,
                 eventloop.loop_name(asyncio.get_running_loop()))
        if not self.syncs_commands:
            return
        if self.settings.test_guild is not None:
            guild = discord.Object(self.settings.test_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    @property
    def owned_shards(self) -> Shards | None:
        """The shards whose guilds' tables this process owns; None: every guild."""
        return self.settings.shards

    @property
    def syncs_commands(self) -> bool:
        """Whether this process uploads the slash commands: one process of a
        cluster does (the one with shard 0), as the commands are the token's."""
        shards = self.owned_shards
        return shards is None or 0 in shards.ids

    @property
    def storage(self) -> Storage | None:
        """The database while the bot runs (None before setup_hook)."""
        return self._storage

    def controller_for(self, table_id: int) -> GameController:
        """The controller of the game played at ``table_id``; for a table no
        game knows (finished and forgotten), the first game's controller,
        which answers that the table is gone."""
        for controller in self.controllers.values():
            if controller.owns(table_id):
                return controller
        return next(iter(self.controllers.values()))

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Modals of the kit go to their table's controller (also one opened
        before a restart); a component or modal nobody knows (a forged id)
        is answered instead of left to fail."""
        data = cast(dict[str, Any], interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        await language.settle(interaction, self._storage)
        if interaction.type is discord.InteractionType.modal_submit:
            if custom_id.startswith("tm:"):
                await route_modal(interaction)
            elif not self._tracked(custom_id, modal=True):
                await answer_bad_input(interaction, t("core.answer.bad_id"))
        elif interaction.type is discord.InteractionType.component:
            if custom_id.startswith(KIT_PREFIXES):
                # discord.py drops an id that is not on the clicked message.
                if not stands_on_message(interaction, custom_id):
                    await route_component(interaction)
            elif not self._tracked(custom_id):
                await answer_bad_input(interaction, t("core.answer.bad_id"))

    def _tracked(self, custom_id: str, *, modal: bool = False) -> bool:
        """Whether discord.py hands this id to a view or modal of its own."""
        store = getattr(self._connection, "_view_store", None)
        if store is None:
            return False
        if modal:
            return custom_id in getattr(store, "_modals", {})
        if any(p.fullmatch(custom_id) for p in getattr(store, "_dynamic_items", {})):
            return True
        views = getattr(store, "_views", {})
        return any(key[1] == custom_id for items in views.values() for key in items)

    def log_shards(self) -> None:
        """Say which shards this process serves (nothing for one process)."""
        if self.owned_shards is not None:
            log.info("shards %s, %d processes", self.owned_shards.describe(),
                     self.settings.processes)

    def run(self, *args: Any, **kwargs: Any) -> None:
        """Run the bot until it stops (``python -m bot``): the bot owns its
        process, so its stop also ends the picture and deciding processes
        at once, pictures and decisions under way and all (:mod:`bot.kit.runtime.pools`;
        before, Ctrl+C at load 16 waited minutes for a starved picture
        process)."""
        self._owns_process = True
        try:
            super().run(*args, **kwargs)
        finally:
            pictures.stop()
            decisions.stop()

    async def close(self) -> None:
        """Stop the tables' timers, then Discord, then the database (if the bot
        opened it): each step even when one before it failed, so that no
        thread of the database keeps the process alive. A bot that owns its
        process (:meth:`run`) ends its picture and deciding processes first:
        a table's last refresh waiting for a picture holds the table's lock,
        which the tables' stop waits for; the picture then ends as cancelled."""
        if self._owns_process:
            pictures.stop()
            decisions.stop()
        try:
            for controller in self.controllers.values():
                try:
                    await controller.shutdown()
                except Exception:
                    log.exception("%s: not shut down cleanly", controller.game)
            await super().close()
        finally:
            storage, self._storage = self._storage, None
            if storage is not None and self._owns_storage:
                await storage.close()


class ShardedSpeedtischBot(SpeedtischBot, commands.AutoShardedBot):
    """The bot as one process of a cluster: it connects the shards of
    ``settings.shards`` (discord.py's AutoShardedClient with ``shard_ids``
    and ``shard_count``) and owns the tables of their guilds (docs/DEPLOY.md)."""

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        if settings.shards is None:
            raise ValueError("a sharded bot needs its shards (SPEEDTISCH_SHARD_COUNT)")
        super().__init__(settings, shard_ids=list(settings.shards.ids),
                         shard_count=settings.shards.count, **kwargs)


def make_bot(settings: Settings, **kwargs: Any) -> SpeedtischBot:
    """The bot the settings ask for: one unsharded connection, or the shards
    of ``settings.shards``."""
    bot = (ShardedSpeedtischBot(settings, **kwargs) if settings.shards is not None
           else SpeedtischBot(settings, **kwargs))
    bot.log_shards()
    return bot


def run(bot: SpeedtischBot, token: str) -> None:
    """Log ``bot`` in and run it until it stops, as ``python -m bot`` does: on
    the bot's event loop (uvloop where installed: :mod:`bot.kit.runtime.eventloop`),
    the bot and its database closed on every way out; Ctrl+C returns quietly.
    discord.LoginFailure and whatever else stops the start reach the caller."""

    async def start() -> None:
        async with bot:
            await bot.start(token)

    with contextlib.suppress(KeyboardInterrupt):
        eventloop.run(start())
