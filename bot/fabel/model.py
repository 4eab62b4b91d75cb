"""What the Speedfabel controller keeps about lobbies and tables, and small
helpers its parts share: seats as stored, a table's random source."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

import discord

from bot.actionlog import StoredLog
from bot.answers import MAX_CONTENT, missing_permissions, rule_messages, tell
from bot.fabel.lobby import (
    TableSettings,
    computer_seat,
)
from bot.kit.presenter import KitPresenter
from bot.storage.records import (
    ComputerSeat,
    HumanSeat,
    Strength,
)
from bot.table import Seat, Table
from engines.core import derive_seed
from engines.fabel.result import FabelResult

LOBBY_VERBS = frozenset({"join", "leave", "computer", "settings", "start"})
SETTING_VERBS = frozenset({"set_clock", "set_tempo", "set_strength", "set_house",
                           "set_einsatz", "set_mode"})


@dataclass
class Lobby:
    """An open table before its start."""

    id: int
    host_id: int
    guild_id: int | None
    channel_id: int
    thread: discord.abc.Messageable
    message: discord.Message | discord.PartialMessage | None
    seats: list[Seat]
    size: int
    settings: TableSettings
    #: One click of the lobby at a time: "Starten" and "Verlassen" pressed
    #: at the same moment are taken one after the other.
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, compare=False, repr=False)


@dataclass
class Running:
    """A live (or just finished) table with its presenter."""

    table: Table
    presenter: KitPresenter
    settings: TableSettings
    guild_id: int | None
    thread: discord.abc.Messageable
    host_id: int
    preselect: dict[int, tuple[int, list[int]]] = field(default_factory=dict)
    result: FabelResult | None = None
    #: "Nochmal am selben Tisch" was pressed: the next game is being opened.
    again: bool = False


def to_stored(seats: list[Seat]) -> list[HumanSeat | ComputerSeat]:
    """Runtime seats as the storage keeps them."""
    return [HumanSeat(s.user_id, s.name) if s.user_id is not None
            else ComputerSeat(Strength(s.strength or "normal")) for s in seats]


def from_stored(seats: tuple[HumanSeat | ComputerSeat, ...]) -> list[Seat]:
    """Stored seats as runtime seats; computers get their merchant names back."""
    out: list[Seat] = []
    for i, s in enumerate(seats):
        if isinstance(s, HumanSeat):
            out.append(Seat(s.name, user_id=s.user_id))
        else:
            out.append(computer_seat(i, s.strength.value))
    return out



def table_rng(running: Running, seat: int, purpose: str) -> random.Random:
    """A random source for one purpose at one moment of a table (reproducible)."""
    return random.Random(derive_seed(running.table.seed, running.table.seq, seat, purpose))


__all__ = ["LOBBY_VERBS", "MAX_CONTENT", "SETTING_VERBS", "Lobby", "Running", "StoredLog",
           "from_stored", "missing_permissions", "rule_messages", "table_rng", "tell",
           "to_stored"]
