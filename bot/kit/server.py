"""A server's settings as the kit reads them: its limits and, per game,
whether it is switched on, where its tables open and the defaults of a new
table (which the host can still change in the lobby).

Storage keeps them as JSON objects (:mod:`bot.storage.guilds`); here each
value is checked when it is read, and one that no setting could have
written (an old or damaged row) counts as its default::

    >>> from engines.spuk.game import GAME
    >>> d = GameDefaults.read(GAME, {"bedenkzeit": "none", "choices": {"cards": ["6"]}})
    >>> d.table_kwargs(), d.choices
    ({'bedenkzeit': None}, {'cards': ('6',)})
    >>> GameDefaults.read(GAME, {"bedenkzeit": 45, "strength": "übel"}).table_kwargs()
    {}
    >>> Limits.read({"tables_per_server": 200, "tables_per_person": 0}).tables_per_person
    3
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from bot.kit.settings import EINSATZ
from bot.storage.guilds import SERVER
from engines.core import GameInfo
from engines.core.clock import BEDENKZEIT_STEPS

#: Each limit's allowed range (the admin command offers exactly these).
LIMIT_RANGES: dict[str, tuple[int, int]] = {
    "lobbies_per_game": (1, 5),
    "tables_per_server": (1, 1000),
    "tables_per_person": (1, 50),
    "actions_per_10s": (5, 1000),
}


#: The default pace limit: commands and clicks of one person in 10 seconds.
ACTIONS_PER_10S = 30


@dataclass(frozen=True, slots=True)
class Limits:
    """What one server allows (issue 37, item 3)."""

    #: Open lobbies one person may host per game.
    lobbies_per_game: int = 1
    #: Lobbies and running tables on the server at once.
    tables_per_server: int = 25
    #: Lobbies and running tables one person sits at.
    tables_per_person: int = 3
    #: Commands and clicks of one person within 10 seconds (a human's pace
    #: is a few a second at most; more is a script).
    actions_per_10s: int = field(default_factory=lambda: ACTIONS_PER_10S)

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> Limits:
        """From the stored object, each value checked against its range."""
        values: dict[str, int] = {}
        for f in fields(cls):
            low, high = LIMIT_RANGES[f.name]
            value = data.get(f.name)
            if type(value) is int and low <= value <= high:
                values[f.name] = value
        return cls(**values)


@dataclass(frozen=True, slots=True)
class GameDefaults:
    """One game's settings on one server."""

    enabled: bool = True
    #: The channel where tables open (None: where the command was used).
    channel_id: int | None = None
    #: The shell's table settings the server set (keys of
    #: :class:`bot.kit.settings.KitSettings`: bedenkzeit, strength, einsatz).
    shell: Mapping[str, Any] = field(default_factory=dict)
    #: The game's own choices the server set.
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def read(cls, info: GameInfo, data: Mapping[str, Any]) -> GameDefaults:
        """From the stored object; what no setting offers is left out."""
        shell: dict[str, Any] = {}
        clock = data.get("bedenkzeit")
        if clock == "none":
            shell["bedenkzeit"] = None
        elif type(clock) is int and clock in BEDENKZEIT_STEPS:
            shell["bedenkzeit"] = clock
        if data.get("strength") in info.strengths:
            shell["strength"] = data["strength"]
        if data.get("einsatz") in EINSATZ:
            shell["einsatz"] = data["einsatz"]
        choices: dict[str, tuple[str, ...]] = {}
        stored = data.get("choices")
        for choice in info.choices:
            picked = stored.get(choice.key) if isinstance(stored, Mapping) else None
            if isinstance(picked, list):
                with contextlib.suppress(ValueError):   # a stale row: the default
                    choices[choice.key] = choice.check([str(v) for v in picked])
        channel = data.get("channel")
        return cls(enabled=data.get("on", True) is not False,
                   channel_id=channel if type(channel) is int else None,
                   shell=shell, choices=choices)

    def table_kwargs(self) -> dict[str, Any]:
        """The shell's settings for a new table with people."""
        return dict(self.shell)


async def limits_of(storage: Any, guild_id: int | None) -> Limits:
    """The server's limits (the defaults outside a server)."""
    if guild_id is None:
        return Limits()
    return Limits.read(await storage.guilds.get(guild_id, SERVER))


async def defaults_of(storage: Any, guild_id: int | None, info: GameInfo) -> GameDefaults:
    """The server's settings of one game (the defaults outside a server)."""
    if guild_id is None:
        return GameDefaults()
    return GameDefaults.read(info, await storage.guilds.get(guild_id, info.name))
