"""More guilds than the simulator's first one, each landing on a chosen shard.

Discord sends a guild's events over the shard ``(guild_id >> 22) %
shard_count``; a test that runs several bot processes with shards opens
guilds on the shards it wants (``await sim.add_guild(shard=2)``) and acts
in their channels. Channels and threads know their guild; everything the
simulator sends about them (payloads, gateway events, interactions) names
that guild, and the gateway routes it to that shard's connection.

>>> sim = DiscordSim(SimConfig(shard_count=4))
>>> far = await sim.add_guild(shard=3)
>>> (far.id >> 22) % 4, far.channel.name
(3, 'spieltische')
>>> ix = await sim.member("anna").run_command("fabel tisch", channel=far.channel)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .errors import SimulatorError
from .model import SimChannel

if TYPE_CHECKING:
    from .sim import DiscordSim


@dataclass
class SimGuild:
    """A guild of the simulator: its id, name and text channels."""

    id: int
    name: str
    channels: list[SimChannel] = field(default_factory=list)

    @property
    def channel(self) -> SimChannel:
        """Its first text channel: where people run commands in it."""
        return self.channels[0]

    def shard(self, shard_count: int) -> int:
        """The shard that carries its events."""
        return (self.id >> 22) % shard_count


class SimGuilds:
    """The guilds beyond the first; a part of :class:`DiscordSim`."""

    extra_guilds: dict[int, SimGuild]

    def guild_of(self: DiscordSim, channel: SimChannel) -> int:
        """The id of the guild ``channel`` (or thread) belongs to."""
        return channel.guild_id if channel.guild_id is not None else self.guild_id

    def guild_ids(self: DiscordSim) -> list[int]:
        """Every guild's id, the first guild's first."""
        return [self.guild_id, *self.extra_guilds]

    def guild_name(self: DiscordSim, guild_id: int) -> str:
        """A guild's name; SimulatorError for a guild the simulator does not have."""
        if guild_id == self.guild_id:
            return self.config.guild_name
        if guild_id not in self.extra_guilds:
            raise SimulatorError(f"no guild {guild_id}")
        return self.extra_guilds[guild_id].name

    def guild_channels(self: DiscordSim, guild_id: int) -> list[SimChannel]:
        """A guild's channels and threads, oldest first."""
        return [c for c in self.channels if self.guild_of(c) == guild_id]

    async def add_guild(self: DiscordSim, shard: int | None = None, *, name: str | None = None,
                        channels: tuple[str, ...] = ("spieltische",)) -> SimGuild:
        """A new guild with the bot and every member in it, on ``shard`` (any
        shard if None); a connected shard gets its GUILD_CREATE at once."""
        count = self.config.shard_count
        if shard is not None and not 0 <= shard < count:
            raise SimulatorError(f"shard {shard} of {count}")
        guild_id = self.ids.next() if shard is None else self.ids.next_in_shard(shard, count)
        guild = SimGuild(guild_id, name or f"Server {len(self.extra_guilds) + 2}")
        for position, channel_name in enumerate(channels):
            channel = SimChannel(id=self.ids.next(), name=channel_name, position=position,
                                 created_at=self.clock.time(), guild_id=guild_id)
            guild.channels.append(channel)
            self.channels.append(channel)
        self.extra_guilds[guild_id] = guild
        session = self.gateway.session_for_guild(guild_id)
        if session is not None:
            await self.gateway.dispatch("GUILD_CREATE", self.guild_payload(guild_id=guild_id),
                                        guild_id)
        self.notify()
        return guild
