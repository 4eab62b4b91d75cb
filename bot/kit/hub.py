"""What the parts of a kit controller ask of the controller that holds them.

:class:`bot.kit.controller.KitController` is composed of parts (its
lobbies, endings, panels, questions and restore). Each part is given the
controller as its ``host`` and is typed against :class:`KitHub`, not
against the controller's class: a part sees only these members, and no part
imports the module that composes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import discord

from bot.kit.games import GameSpec
from bot.kit.live import KitLobby, KitRunning
from bot.kit.parts import Parts
from bot.kit.remembered import PanelMemory
from bot.kit.runtime.clock import Scheduler
from bot.kit.runtime.table import Seat
from bot.kit.settings import KitSettings
from bot.kit.ui import GameUI
from bot.storage import Storage


class HeldPanels(Protocol):
    """What other parts read of the panels part: what it remembers."""

    @property
    def memory(self) -> PanelMemory:
        """Each seat's living and older private panels."""


class KitHub(Protocol):
    """The controller as its parts see it."""

    @property
    def client(self) -> discord.Client:
        """The bot's connection."""

    @property
    def storage(self) -> Storage:
        """The database."""

    @property
    def scheduler(self) -> Scheduler:
        """The clock every countdown runs on."""

    @property
    def spec(self) -> GameSpec:
        """The game's registration."""

    @property
    def info(self) -> Any:
        """The game's declaration (``spec.info``)."""

    @property
    def game(self) -> str:
        """The game's name."""

    @property
    def ui(self) -> GameUI:
        """The game's required Discord half."""

    @property
    def parts(self) -> Parts:
        """The game's optional parts, or the kit's defaults."""

    @property
    def tables(self) -> dict[int, KitRunning]:
        """The live and just finished tables by id."""

    @property
    def lobbies(self) -> dict[int, KitLobby]:
        """The open lobbies by table id."""

    @property
    def panels(self) -> HeldPanels:
        """The part that keeps the private panels."""

    @property
    def new_seed(self) -> Callable[[], int]:
        """Where a new game gets its seed."""

    def word(self, key: str, **values: Any) -> str:
        """A shell text in the game's own words."""

    def label(self, mode: str) -> str:
        """The game's name with its mode where it has several."""

    async def theme_of(self, user_id: int) -> str:
        """The person's theme."""

    def computer(self, index: int, strength: str) -> Seat:
        """A computer's seat at place ``index``."""

    async def go_live(self, interaction: discord.Interaction[Any] | None, seats: list[Seat],
                      settings: KitSettings, seed: int, thread: Any, *,
                      guild_id: int | None = None, host_id: int | None = None) -> KitRunning:
        """Store a new live table and start it."""

    async def launch(self, table_id: int, seats: list[Seat], settings: KitSettings, seed: int,
                     thread: Any, guild_id: int | None, host_id: int, *,
                     actions: tuple[dict[str, Any], ...] | None = None,
                     timer: tuple[int, float] | None = None,
                     message: discord.Message | discord.PartialMessage | None = None,
                     times: tuple[float, ...] | None = None) -> KitRunning:
        """Start (or rebuild from its stored actions) a stored table."""

    async def mark_finished(self, table_id: int) -> None:
        """Store that the table has ended."""

    async def refresh(self, running: KitRunning) -> None:
        """Draw the table's public message now."""
