"""What the kit keeps of a game's tables in memory: an open lobby
(:class:`KitLobby`) and a live or just finished table (:class:`KitRunning`).

Plain values that the controller's parts share; they live apart from the
parts so that every part can name them without importing another part.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.kit.presenter import KitPresenter
from bot.kit.runtime.table import Seat, Table
from bot.kit.settings import KitSettings
from engines.core import GameResult


@dataclass
class KitLobby:
    """An open table before its start."""

    id: int
    host_id: int
    guild_id: int | None
    thread: discord.abc.Messageable
    message: discord.Message | discord.PartialMessage | None
    seats: list[Seat]
    settings: KitSettings
    #: Clicks in one lobby are handled one at a time (Starten and Verlassen at once).
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass
class KitRunning:
    """A live (or just finished) kit table."""

    table: Table
    presenter: KitPresenter
    settings: KitSettings
    guild_id: int | None
    thread: discord.abc.Messageable
    host_id: int
    result: GameResult | None = None
    #: "Nochmal" was pressed: the next game is being opened (one per table).
    again: bool = False
    #: What the game's UI keeps about this table while it runs (not stored).
    memo: dict[str, Any] = field(default_factory=dict)
