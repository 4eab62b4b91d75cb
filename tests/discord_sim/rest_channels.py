"""The REST routes of guilds, channels, their messages and threads."""

from __future__ import annotations

from typing import Any

from . import errors as e
from .errors import DiscordError
from .model import PRIVATE_THREAD, PUBLIC_THREAD, SimChannel, SimMessage
from .rest_messages import MessageParts, SimRequest
from .validation import FLAG_EPHEMERAL, check_file_sizes, check_message

# Permission bits the simulator checks.
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38

PERMISSION_NAMES = {
    VIEW_CHANNEL: "view_channel",
    SEND_MESSAGES: "send_messages",
    EMBED_LINKS: "embed_links",
    ATTACH_FILES: "attach_files",
    CREATE_PUBLIC_THREADS: "create_public_threads",
    CREATE_PRIVATE_THREADS: "create_private_threads",
    SEND_MESSAGES_IN_THREADS: "send_messages_in_threads",
}


class ChannelRoutes(MessageParts):
    """Guilds, channels, messages, threads, typing and reactions."""

    def _guild(self, req: SimRequest) -> int:
        guild_id = int(req.params["guild_id"])
        if guild_id not in self.sim.guild_ids():
            raise DiscordError(404, 10004, "Unknown Guild")
        return guild_id

    async def get_guild(self, req: SimRequest) -> tuple[int, Any]:
        return 200, self.sim.guild_payload(full=False, guild_id=self._guild(req))

    async def get_guild_channels(self, req: SimRequest) -> tuple[int, Any]:
        return 200, [self.sim.channel_payload(c) for c in self.sim.guild_channels(self._guild(req))
                     if not c.is_thread]

    async def get_member(self, req: SimRequest) -> tuple[int, Any]:
        self._guild(req)
        user = self.sim.user_by_id(int(req.params["user_id"]))
        if user is None:
            raise DiscordError(404, 10007, "Unknown Member")
        return 200, self.sim.member_payload(user)

    def _channel(self, req: SimRequest) -> SimChannel:
        channel = self.sim.channel_by_id(int(req.params["channel_id"]))
        if channel is None:
            raise DiscordError(404, e.UNKNOWN_CHANNEL, "Unknown Channel")
        self._require(channel, VIEW_CHANNEL)
        return channel

    def _require(self, channel: SimChannel, *bits: int) -> None:
        allowed = self.sim.bot_permissions_in(channel)
        missing = [PERMISSION_NAMES[b] for b in bits if not allowed & b]
        if missing:
            self.sim.permission_refusals.append((channel, missing))
            raise DiscordError(403, e.MISSING_PERMISSIONS, "Missing Permissions")

    def _not_archived(self, channel: SimChannel) -> None:
        """A message of an archived thread cannot be edited or deleted."""
        if channel.is_thread and channel.archived:
            raise DiscordError(400, e.THREAD_ARCHIVED, "Thread is archived")

    async def _open_for_new_message(self, channel: SimChannel) -> None:
        """A new message unarchives an archived thread, unless it is locked."""
        if not (channel.is_thread and channel.archived):
            return
        if channel.locked:
            raise DiscordError(400, e.THREAD_ARCHIVED, "Thread is archived")
        channel.archived = False
        await self.sim.gateway.dispatch("THREAD_UPDATE", self.sim.channel_payload(channel),
                                        self.sim.guild_of(channel))

    def _message(self, req: SimRequest, channel: SimChannel) -> SimMessage:
        message_id = int(req.params["message_id"])
        for message in channel.messages:
            if message.id == message_id and not message.deleted and not message.is_ephemeral:
                return message
        raise DiscordError(404, e.UNKNOWN_MESSAGE, "Unknown Message")

    async def get_channel(self, req: SimRequest) -> tuple[int, Any]:
        return 200, self.sim.channel_payload(self._channel(req))

    async def edit_channel(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        data = req.payload if isinstance(req.payload, dict) else {}
        if "name" in data:
            channel.name = str(data["name"])
        if channel.is_thread:
            channel.archived = bool(data.get("archived", channel.archived))
            channel.locked = bool(data.get("locked", channel.locked))
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.sim.gateway.dispatch(event, self.sim.channel_payload(channel),
                                        self.sim.guild_of(channel))
        return 200, self.sim.channel_payload(channel)

    async def get_messages(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        limit = int(req.query.get("limit", "50"))
        visible = [m for m in channel.messages if not m.deleted and not m.is_ephemeral]
        return 200, [m.payload() for m in reversed(visible)][:limit]

    async def create_message(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        data = req.payload if isinstance(req.payload, dict) else {}
        needed = [SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES]
        if req.files:
            needed.append(ATTACH_FILES)
        if data.get("embeds"):
            needed.append(EMBED_LINKS)
        self._require(channel, *needed)
        check_message(data, file_count=len(req.files))
        check_file_sizes([len(f.data) for f in req.files], self.sim.attachment_size_limit)
        await self._open_for_new_message(channel)
        data = dict(data)
        data["flags"] = int(data.get("flags") or 0) & ~FLAG_EPHEMERAL
        message = self._new_message(channel, data, req.files)
        await self.sim.publish_new(message)
        return 200, message.payload()

    async def get_message(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        return 200, self._message(req, channel).payload()

    async def edit_message(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        message = self._message(req, channel)
        self._not_archived(channel)
        if message.author.id != self.sim.bot_user.id:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        data = req.payload if isinstance(req.payload, dict) else {}
        if req.files:
            self._require(channel, ATTACH_FILES)
        return await self._checked_edit(message, data, req)

    async def delete_message(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        message = self._message(req, channel)
        self._not_archived(channel)
        await self.sim.publish_delete(message)
        return 204, None

    async def create_thread(self, req: SimRequest) -> tuple[int, Any]:
        sim = self.sim
        parent = self._channel(req)
        data = req.payload if isinstance(req.payload, dict) else {}
        if parent.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        starter: SimMessage | None = None
        if "message_id" in req.params:
            starter = self._message(req, parent)
            kind = PUBLIC_THREAD
        else:
            kind = int(data.get("type") or PRIVATE_THREAD)
        self._require(
            parent, CREATE_PUBLIC_THREADS if kind == PUBLIC_THREAD else CREATE_PRIVATE_THREADS
        )
        name = str(data.get("name") or "")
        if not 1 <= len(name) <= 100:
            errors = e.FormErrors()
            errors.add("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
            errors.raise_if_any()
        thread = sim.add_thread(
            name=name,
            parent=parent,
            kind=kind,
            thread_id=starter.id if starter else None,
        )
        payload = sim.channel_payload(thread)
        payload["newly_created"] = True
        payload["member"] = {
            "id": str(thread.id),
            "user_id": str(sim.bot_user.id),
            "join_timestamp": payload["thread_metadata"]["create_timestamp"],
            "flags": 0,
        }
        # The gateway event goes out before the HTTP answer: discord.py caches threads from it.
        await sim.gateway.dispatch("THREAD_CREATE", payload, sim.guild_of(thread))
        return 201, sim.channel_payload(thread)

    async def join_thread(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        channel.member_ids.add(self.sim.bot_user.id)
        return 204, None

    async def add_thread_member(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        if not channel.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        channel.member_ids.add(int(req.params["user_id"]))
        return 204, None

    async def remove_thread_member(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        channel.member_ids.discard(int(req.params["user_id"]))
        return 204, None

    async def typing(self, req: SimRequest) -> tuple[int, Any]:
        self._channel(req)
        return 204, None

    async def add_reaction(self, req: SimRequest) -> tuple[int, Any]:
        channel = self._channel(req)
        message = self._message(req, channel)
        self.sim.reactions.append((message, req.params["emoji"]))
        return 204, None
