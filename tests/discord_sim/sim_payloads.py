"""The simulator's guild, channels and members as Discord's JSON, and the
gateway events that tell the bot of new, edited and deleted messages."""

from __future__ import annotations

from typing import Any

from .gateway import GatewaySession
from .model import SimChannel, SimMessage, SimUser, iso

INTENT_GUILD_MESSAGES = 1 << 9
INTENT_MESSAGE_CONTENT = 1 << 15


class SimPayloads:
    """Payloads and publishing; a part of :class:`DiscordSim`."""

    def channel_payload(self, channel: SimChannel) -> dict[str, Any]:
        """A channel object with the bot's permission overwrite."""
        return channel.payload(self.guild_of(channel), self.bot_user.id)

    def member_payload(self, user: SimUser) -> dict[str, Any]:
        """A guild member object."""
        return {
            "user": user.payload(),
            "roles": [str(self.bot_role_id)] if user.bot else [],
            "joined_at": iso(self.created_at),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "pending": False,
        }

    def guild_payload(self, *, full: bool = True, guild_id: int | None = None) -> dict[str, Any]:
        """The guild object (the first guild's unless ``guild_id`` names
        another); ``full`` adds what GUILD_CREATE carries."""
        guild = self.guild_id if guild_id is None else guild_id
        channels = self.guild_channels(guild)
        owner = self.members[0].user if self.members else self.bot_user

        def role(role_id: int, name: str, permissions: int, **extra: Any) -> dict[str, Any]:
            data = {
                "id": str(role_id),
                "name": name,
                "color": 0,
                "hoist": False,
                "icon": None,
                "unicode_emoji": None,
                "position": 0,
                "permissions": str(permissions),
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
            data.update(extra)
            return data

        data: dict[str, Any] = {
            "id": str(guild),
            "name": self.guild_name(guild),
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [
                role(guild, "@everyone", self.config.member_permissions),
                role(
                    self.bot_role_id,
                    self.config.bot_name,
                    self.config.bot_permissions,
                    position=1,
                    managed=True,
                    tags={"bot_id": str(self.bot_user.id)},
                ),
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": self.guild_locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }
        if full:
            data.update(
                joined_at=iso(self.created_at),
                large=False,
                unavailable=False,
                member_count=len(self.members) + 1,
                voice_states=[],
                members=[self.member_payload(self.bot_user)]
                + [self.member_payload(p.user) for p in self.members],
                channels=[self.channel_payload(c) for c in channels if not c.is_thread],
                threads=[self.channel_payload(c) for c in channels
                         if c.is_thread and not c.archived],
                presences=[],
                stage_instances=[],
                guild_scheduled_events=[],
                soundboard_sounds=[],
            )
        return data

    # -- publishing changes ---------------------------------------------------

    def _hide_content(self, session: GatewaySession, data: dict[str, Any]) -> dict[str, Any]:
        if session.intents & INTENT_MESSAGE_CONTENT:
            return data
        author_id = int(data.get("author", {}).get("id", 0))
        mentioned = any(int(u["id"]) == self.bot_user.id for u in data.get("mentions", []))
        if author_id == self.bot_user.id or mentioned:
            return data
        return data | {"content": "", "embeds": [], "attachments": [], "components": []}

    async def publish_new(self, message: SimMessage) -> None:
        """Store a new message; everyone but ephemeral readers also gets MESSAGE_CREATE."""
        message.created_seq = self.bump()
        message.updated_seq = message.created_seq
        message.channel.messages.append(message)
        guild_id = self.guild_of(message.channel)
        if not message.is_ephemeral and self.gateway.wants(guild_id, INTENT_GUILD_MESSAGES):
            payload = message.payload()
            if message.author.id != self.bot_user.id:
                payload["member"] = {
                    k: v for k, v in self.member_payload(message.author).items() if k != "user"
                }
            await self.gateway.dispatch(
                "MESSAGE_CREATE",
                payload,
                guild_id,
                intent=INTENT_GUILD_MESSAGES,
                adapt=self._hide_content,
            )
        self.notify()

    async def publish_edit(self, message: SimMessage) -> None:
        """Record an edit; public messages cause MESSAGE_UPDATE."""
        message.updated_seq = self.bump()
        guild_id = self.guild_of(message.channel)
        if not message.is_ephemeral and self.gateway.wants(guild_id, INTENT_GUILD_MESSAGES):
            await self.gateway.dispatch(
                "MESSAGE_UPDATE",
                message.payload(),
                guild_id,
                intent=INTENT_GUILD_MESSAGES,
                adapt=self._hide_content,
            )
        self.notify()

    async def publish_delete(self, message: SimMessage) -> None:
        """Delete a message; public messages cause MESSAGE_DELETE."""
        message.deleted = True
        message.updated_seq = self.bump()
        if not message.is_ephemeral:
            guild_id = self.guild_of(message.channel)
            await self.gateway.dispatch(
                "MESSAGE_DELETE",
                {
                    "id": str(message.id),
                    "channel_id": str(message.channel.id),
                    "guild_id": str(guild_id),
                },
                guild_id,
                intent=INTENT_GUILD_MESSAGES,
            )
        self.notify()
