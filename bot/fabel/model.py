"""What the Speedfabel controller keeps about lobbies and tables, and small
helpers its parts share: seats as stored, the action log on the database,
permissions, ephemeral answers, the rules as embeds."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.fabel.lobby import (
    TableSettings,
    computer_seat,
)
from bot.fabel.presenter import FabelPresenter
from bot.storage import Storage
from bot.storage.records import (
    ComputerSeat,
    HumanSeat,
    Strength,
    TimerRecord,
)
from bot.table import Seat, Table
from engines.core import derive_seed
from engines.fabel.result import FabelResult
from engines.texts import t

MAX_CONTENT = 2000
LOBBY_VERBS = frozenset({"join", "leave", "computer", "settings", "start"})
SETTING_VERBS = frozenset({"set_clock", "set_tempo", "set_strength", "set_house",
                           "set_einsatz", "set_mode"})


#: What the bot needs where it opens tables (their names are in the text catalog).
NEEDED_PERMISSIONS = ("send_messages", "create_public_threads", "send_messages_in_threads",
                      "attach_files", "embed_links")


def missing_permissions(perms: discord.Permissions) -> list[str]:
    """The names, as Discord shows them, of needed permissions the bot lacks."""
    return [t(f"discord.permission.{p}") for p in NEEDED_PERMISSIONS if not getattr(perms, p)]


class StoredLog:
    """The table runtime's ActionLog on top of :class:`Storage`."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def append_action(self, table_id: int, seq: int, action: dict[str, Any],
                            at: float) -> None:
        """One INSERT, committed before the result is shown."""
        await self.storage.tables.append_action(table_id, seq, action, applied_at=at)

    async def set_timer(self, table_id: int, token: int, kind: str, deadline: float) -> None:
        """Remember the running countdown's deadline."""
        await self.storage.tables.set_timer(table_id, TimerRecord(token, kind, deadline))

    async def clear_timer(self, table_id: int) -> None:
        """No countdown runs."""
        await self.storage.tables.clear_timer(table_id)


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


@dataclass
class Running:
    """A live (or just finished) table with its presenter."""

    table: Table
    presenter: FabelPresenter
    settings: TableSettings
    guild_id: int | None
    thread: discord.abc.Messageable
    host_id: int
    preselect: dict[int, tuple[int, list[int]]] = field(default_factory=dict)
    result: FabelResult | None = None


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



async def tell(interaction: discord.Interaction[Any], text: str,
                view: discord.ui.View | None = None, file: discord.File | None = None) -> None:
    """An ephemeral answer, as the first response or as a followup."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(text[:MAX_CONTENT], **kwargs)
    else:
        await interaction.response.send_message(text[:MAX_CONTENT], **kwargs)


def table_rng(running: Running, seat: int, purpose: str) -> random.Random:
    """A random source for one purpose at one moment of a table (reproducible)."""
    return random.Random(derive_seed(running.table.seed, running.table.seq, seat, purpose))


def rule_messages(text: str) -> list[list[discord.Embed]]:
    """The rule text as embeds: at most 4096 characters each and 6000 per message."""
    paragraphs = text.split("\n\n")
    chunks: list[str] = []
    current = ""
    for para in paragraphs:
        if current and len(current) + 2 + len(para) > 3900:
            chunks.append(current)
            current = para
        else:
            current = f"{current}\n\n{para}" if current else para
    if current:
        chunks.append(current)
    messages: list[list[discord.Embed]] = []
    size = 0
    for i, chunk in enumerate(chunks):
        embed = discord.Embed(title=t("fabel.rules.title") if i == 0 else None,
                              description=chunk)
        if not messages or size + len(chunk) > 5500:
            messages.append([])
            size = 0
        messages[-1].append(embed)
        size += len(chunk)
    return messages


