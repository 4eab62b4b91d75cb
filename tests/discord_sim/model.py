"""The simulated world: users, channels, threads, messages, interactions and modals.

These objects are live: a :class:`SimMessage` always shows the message as it
is now, and keeps its earlier versions in ``versions``.
"""

from __future__ import annotations

import datetime
import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import SimulatorError
from .validation import (
    BUTTON,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    LABEL,
    SELECT_TYPES,
    TEXT_INPUT,
)

if TYPE_CHECKING:
    from .sim import DiscordSim

TEXT_CHANNEL = 0
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12


def iso(timestamp: float) -> str:
    """Discord's ISO 8601 timestamp format."""
    moment = datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC)
    return moment.isoformat()


@dataclass
class SimUser:
    """A Discord user: a simulated person or the bot itself."""

    id: int
    name: str
    bot: bool = False
    #: The person's Discord client language, sent with each of their
    #: interactions (``locale``); German unless a test sets another.
    locale: str = "de"

    def payload(self) -> dict[str, Any]:
        """The user object as Discord sends it."""
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": None if self.bot else self.name.capitalize(),
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    @property
    def mention(self) -> str:
        """The text form that mentions this user."""
        return f"<@{self.id}>"


def header_size(data: bytes) -> tuple[int, int] | None:
    """Width and height of a PNG or WebP picture from its header, without
    decoding it (Pillow decodes a WebP to open it), or None.

    >>> header_size(b"\\x89PNG\\r\\n\\x1a\\n" + bytes(8) + (900).to_bytes(4, "big")
    ...             + (614).to_bytes(4, "big"))
    (900, 614)
    """
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data[:4] != b"RIFF" or data[8:12] != b"WEBP" or len(data) < 30:
        return None
    chunk = data[12:16]
    if chunk == b"VP8L" and data[20] == 0x2F:
        bits = int.from_bytes(data[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8X":
        return (int.from_bytes(data[24:27], "little") + 1,
                int.from_bytes(data[27:30], "little") + 1)
    if chunk == b"VP8 ":
        return (int.from_bytes(data[26:28], "little") & 0x3FFF,
                int.from_bytes(data[28:30], "little") & 0x3FFF)
    return None


def _pillow_size(data: bytes) -> tuple[int, int] | None:
    try:
        from PIL import Image

        with Image.open(io.BytesIO(data)) as image:
            return image.size
    except Exception:
        return None


@dataclass
class SimAttachment:
    """A file attached to a message, kept as bytes."""

    id: int
    filename: str
    data: bytes
    content_type: str = "application/octet-stream"
    description: str | None = None
    #: Width and height once known (the bytes never change).
    _dimensions: tuple[int, int] | None = field(default=None, init=False, repr=False,
                                                compare=False)
    _probed: bool = field(default=False, init=False, repr=False, compare=False)

    @property
    def size(self) -> int:
        """The file's size in bytes."""
        return len(self.data)

    def image_size(self) -> tuple[int, int] | None:
        """Width and height if the file is an image (read once: a message's
        payload is built on every fetch and every event)."""
        if not self._probed:
            self._dimensions = header_size(self.data) or _pillow_size(self.data)
            self._probed = True
        return self._dimensions

    def payload(self, base_url: str, channel_id: int) -> dict[str, Any]:
        """The attachment object as Discord sends it."""
        url = f"{base_url}/attachments/{channel_id}/{self.id}/{self.filename}"
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": url,
            "proxy_url": url,
            "content_type": self.content_type,
        }
        if self.description:
            data["description"] = self.description
        dimensions = self.image_size()
        if dimensions:
            data["width"], data["height"] = dimensions
        return data


@dataclass
class SimChannel:
    """A text channel or a thread of the simulated guild."""

    id: int
    name: str
    type: int = TEXT_CHANNEL
    position: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    created_at: float = 0.0
    messages: list[SimMessage] = field(default_factory=list)
    member_ids: set[int] = field(default_factory=set)
    bot_denied: int = 0
    #: Its guild; None: the simulator's first guild (tests/discord_sim/guilds.py).
    guild_id: int | None = None

    @property
    def is_thread(self) -> bool:
        """True for threads."""
        return self.type in (PUBLIC_THREAD, PRIVATE_THREAD)

    @property
    def mention(self) -> str:
        """The text form that mentions this channel."""
        return f"<#{self.id}>"

    def payload(self, guild_id: int, bot_id: int | None = None) -> dict[str, Any]:
        """The channel object as Discord sends it (with the bot's overwrite, if any)."""
        overwrites = []
        if self.bot_denied and bot_id is not None:
            overwrites.append(
                {"id": str(bot_id), "type": 1, "allow": "0", "deny": str(self.bot_denied)}
            )
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": overwrites,
            "nsfw": False,
            "last_message_id": str(self.messages[-1].id) if self.messages else None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            data.update(
                parent_id=str(self.parent_id),
                owner_id=str(self.owner_id),
                message_count=len(self.messages),
                total_message_sent=len(self.messages),
                member_count=len(self.member_ids),
                thread_metadata={
                    "archived": self.archived,
                    "locked": self.locked,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso(self.created_at),
                    "create_timestamp": iso(self.created_at),
                },
            )
            del data["permission_overwrites"]
        else:
            data.update(parent_id=None, topic=None)
        return data

    def __repr__(self) -> str:
        kind = "thread" if self.is_thread else "channel"
        return f"<Sim{kind} #{self.name} id={self.id}>"


@dataclass(frozen=True)
class MessageVersion:
    """One state of a message: what it showed between two edits."""

    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachment_names: list[str]
    flags: int
    at: float


@dataclass
class SimButton:
    """A button as a person sees it."""

    label: str | None
    custom_id: str | None
    style: int
    disabled: bool
    emoji: str | None
    url: str | None
    raw: dict[str, Any]


@dataclass
class SimSelect:
    """A select menu as a person sees it."""

    custom_id: str
    placeholder: str | None
    type: int
    options: list[dict[str, Any]]
    min_values: int
    max_values: int
    disabled: bool
    raw: dict[str, Any]


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a tree, depth first, including accessories and label children."""
    for component in components:
        yield component
        yield from walk_components(component.get("components") or [])
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk_components([child])


def _emoji_text(emoji: Any) -> str | None:
    if not isinstance(emoji, dict):
        return None
    return str(emoji.get("name")) if emoji.get("name") else None


def component_text(components: list[dict[str, Any]]) -> str:
    """The visible text of components v2 text displays."""
    parts = [c.get("content", "") for c in walk_components(components) if c.get("type") == 10]
    return "\n".join(p for p in parts if p)


@dataclass
class SimMessage:
    """A message as Discord stores it, plus who may see it."""

    sim: DiscordSim = field(repr=False)
    id: int
    channel: SimChannel
    author: SimUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[SimAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    created_at: float = 0.0
    edited_at: float | None = None
    ephemeral_for: int | None = None
    interaction: SimInteraction | None = field(default=None, repr=False)
    webhook_id: int | None = None
    deleted: bool = False
    versions: list[MessageVersion] = field(default_factory=list, repr=False)
    created_seq: int = 0
    updated_seq: int = 0

    # -- what a person sees -------------------------------------------------

    @property
    def is_ephemeral(self) -> bool:
        """True if only one person can see this message."""
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def is_loading(self) -> bool:
        """True while the message is a deferred "thinking..." placeholder."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def text(self) -> str:
        """Everything readable: content, embed texts and components v2 text displays."""
        parts = [self.content]
        for embed in self.embeds:
            parts.append((embed.get("author") or {}).get("name", ""))
            parts.append(embed.get("title", ""))
            parts.append(embed.get("description", ""))
            for embed_field in embed.get("fields") or []:
                parts.append(f"{embed_field.get('name', '')}: {embed_field.get('value', '')}")
            parts.append((embed.get("footer") or {}).get("text", ""))
        parts.append(component_text(self.components))
        return "\n".join(p for p in parts if p)

    def contains(self, text: str) -> bool:
        """True if ``text`` occurs in :attr:`text`."""
        return text in self.text

    @property
    def buttons(self) -> list[SimButton]:
        """All buttons, in reading order."""
        found = []
        for component in walk_components(self.components):
            if component.get("type") == BUTTON:
                found.append(
                    SimButton(
                        label=component.get("label"),
                        custom_id=component.get("custom_id"),
                        style=int(component.get("style", 1)),
                        disabled=bool(component.get("disabled", False)),
                        emoji=_emoji_text(component.get("emoji")),
                        url=component.get("url"),
                        raw=component,
                    )
                )
        return found

    @property
    def button_labels(self) -> list[str]:
        """The labels (or emoji) of all buttons, in reading order."""
        return [b.label or b.emoji or "" for b in self.buttons]

    @property
    def selects(self) -> list[SimSelect]:
        """All select menus, in reading order."""
        found = []
        for component in walk_components(self.components):
            if component.get("type") in SELECT_TYPES:
                found.append(
                    SimSelect(
                        custom_id=component["custom_id"],
                        placeholder=component.get("placeholder"),
                        type=int(component["type"]),
                        options=list(component.get("options") or []),
                        min_values=int(component.get("min_values", 1)),
                        max_values=int(component.get("max_values", 1)),
                        disabled=bool(component.get("disabled", False)),
                        raw=component,
                    )
                )
        return found

    def button(self, label: str) -> SimButton:
        """The button with this label, emoji or custom_id (exact first, then ignoring case)."""
        buttons = self.buttons
        matchers: list[Callable[[SimButton], bool]] = [
            lambda b: b.label == label,
            lambda b: label in (b.emoji, b.custom_id),
            lambda b: (b.label or "").casefold() == label.casefold(),
        ]
        for matcher in matchers:
            hits = [b for b in buttons if matcher(b)]
            if len(hits) > 1:
                raise SimulatorError(f"{len(hits)} buttons match {label!r} on {self.describe()}")
            if hits:
                return hits[0]
        raise SimulatorError(
            f"no button {label!r} on {self.describe()}; buttons: {self.button_labels}"
        )

    def select_menu(self, name: str | None = None) -> SimSelect:
        """The select with this custom_id or placeholder; the only one if ``name`` is None."""
        selects = self.selects
        if name is None:
            if len(selects) != 1:
                raise SimulatorError(f"{self.describe()} has {len(selects)} selects; name one")
            return selects[0]
        for select in selects:
            if name in (select.custom_id, select.placeholder):
                return select
        for select in selects:
            if (select.placeholder or "").casefold() == name.casefold():
                return select
        raise SimulatorError(
            f"no select {name!r} on {self.describe()}; "
            f"selects: {[(s.custom_id, s.placeholder) for s in selects]}"
        )

    def image_bytes(self, index: int = 0) -> bytes:
        """The bytes of the ``index``-th attached file."""
        if index >= len(self.attachments):
            raise SimulatorError(f"{self.describe()} has {len(self.attachments)} attachments")
        return self.attachments[index].data

    @property
    def filenames(self) -> list[str]:
        """The names of the attached files."""
        return [a.filename for a in self.attachments]

    @property
    def edit_count(self) -> int:
        """How often the message was edited."""
        return len(self.versions)

    def describe(self) -> str:
        """A one-line description for test failures."""
        who = f" for {self.ephemeral_for}" if self.ephemeral_for else ""
        text = self.text.replace("\n", " / ")
        if len(text) > 80:
            text = text[:77] + "..."
        return f"message {self.id} in #{self.channel.name}{who}: {text!r}"

    def __str__(self) -> str:
        return self.describe()

    # -- bookkeeping --------------------------------------------------------

    def snapshot(self) -> MessageVersion:
        """The current state as a version record."""
        return MessageVersion(
            content=self.content,
            embeds=list(self.embeds),
            components=list(self.components),
            attachment_names=self.filenames,
            flags=self.flags,
            at=self.edited_at or self.created_at,
        )

    def visible_to(self, user_id: int) -> bool:
        """True if the user with this id can see the message."""
        return not self.deleted and (self.ephemeral_for is None or self.ephemeral_for == user_id)

    def payload(self) -> dict[str, Any]:
        """The message object as Discord sends it."""
        sim = self.sim
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at) if self.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload(sim.base_url, self.channel.id) for a in self.attachments],
            "embeds": self.embeds,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
            "components": self.components,
        }
        if self.webhook_id:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.interaction is not None:
            data["interaction_metadata"] = {
                "id": str(self.interaction.id),
                "type": self.interaction.type,
                "user": self.interaction.user.payload(),
                "authorizing_integration_owners": {"0": str(sim.guild_of(self.channel))},
            }
        if not self.is_ephemeral:
            data["guild_id"] = str(sim.guild_of(self.channel))
        return data


@dataclass
class ModalField:
    """An input of a modal as a person sees it."""

    custom_id: str
    label: str
    type: int
    required: bool
    min_length: int | None
    max_length: int | None
    value: str | None
    options: list[dict[str, Any]]


@dataclass
class SimModal:
    """A modal the bot opened for one person."""

    custom_id: str
    title: str
    components: list[dict[str, Any]]
    user_id: int
    opened_by: SimInteraction
    submitted: bool = False

    @property
    def fields(self) -> list[ModalField]:
        """The inputs, in order, with their labels."""
        found: list[ModalField] = []
        for component in self.components:
            label: str | None = None
            items: list[dict[str, Any]]
            if component.get("type") == LABEL:
                label = component.get("label")
                items = [component["component"]] if component.get("component") else []
            else:
                items = list(component.get("components") or [])
            for item in items:
                if item.get("type") != TEXT_INPUT and item.get("type") not in SELECT_TYPES:
                    continue
                found.append(
                    ModalField(
                        custom_id=item["custom_id"],
                        label=label or item.get("label") or "",
                        type=int(item["type"]),
                        required=bool(item.get("required", True)),
                        min_length=item.get("min_length"),
                        max_length=item.get("max_length"),
                        value=item.get("value"),
                        options=list(item.get("options") or []),
                    )
                )
        return found


# Interaction types
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Interaction callback types
CALLBACK_MESSAGE = 4
CALLBACK_DEFERRED_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE = 6
CALLBACK_UPDATE = 7
CALLBACK_AUTOCOMPLETE = 8
CALLBACK_MODAL = 9

CALLBACK_NAMES = {
    CALLBACK_MESSAGE: "message",
    CALLBACK_DEFERRED_MESSAGE: "deferred message",
    CALLBACK_DEFERRED_UPDATE: "deferred update",
    CALLBACK_UPDATE: "update",
    CALLBACK_AUTOCOMPLETE: "autocomplete",
    CALLBACK_MODAL: "modal",
}


@dataclass
class SimInteraction:
    """One interaction a person started, and everything the bot answered to it."""

    sim: DiscordSim = field(repr=False)
    id: int
    token: str
    type: int
    user: SimUser
    channel: SimChannel
    data: dict[str, Any] = field(repr=False)
    created_at: float = 0.0
    created_mono: float = 0.0
    message: SimMessage | None = field(default=None, repr=False)
    callback_type: int | None = None
    callback_at: float | None = None
    response_message: SimMessage | None = field(default=None, repr=False)
    followups: list[SimMessage] = field(default_factory=list, repr=False)
    modal: SimModal | None = field(default=None, repr=False)
    choices: list[dict[str, Any]] | None = None
    errors: list[str] = field(default_factory=list)
    dispatched_seq: int = 0

    @property
    def answered(self) -> bool:
        """True once the bot sent its first answer (any callback type)."""
        return self.callback_type is not None

    @property
    def deferred(self) -> bool:
        """True if the first answer was a defer (type 5 or 6)."""
        return self.callback_type in (CALLBACK_DEFERRED_MESSAGE, CALLBACK_DEFERRED_UPDATE)

    @property
    def answer_name(self) -> str:
        """The kind of the first answer in words, or "none"."""
        if self.callback_type is None:
            return "none"
        return CALLBACK_NAMES.get(self.callback_type, str(self.callback_type))

    @property
    def messages(self) -> list[SimMessage]:
        """Messages this interaction produced: the response, then the followups."""
        found = [self.response_message] if self.response_message is not None else []
        return found + [m for m in self.followups if m is not self.response_message]

    async def wait_answered(self, timeout: float | None = None) -> SimInteraction:
        """Wait until the bot sent its first answer to this interaction."""
        await self.sim.wait_until(
            lambda: self.answered or bool(self.errors),
            timeout=timeout,
            what=f"the bot to answer {self.describe()}",
        )
        return self

    async def wait_for_reply(
        self, contains: str | None = None, timeout: float | None = None, *,
        ephemeral: bool | None = None,
    ) -> SimMessage:
        """Wait for a finished (not loading) message of this interaction,
        optionally with a text (``ephemeral``: only such a message, or none such)."""

        def found() -> SimMessage | None:
            for message in self.messages:
                if message.is_loading or message.deleted:
                    continue
                if ephemeral is not None and message.is_ephemeral != ephemeral:
                    continue
                if (
                    self.callback_type in (CALLBACK_DEFERRED_UPDATE, CALLBACK_UPDATE)
                    and (message is self.response_message and message is self.message)
                    and message.updated_seq <= self.dispatched_seq
                ):
                    continue
                if contains is None or message.contains(contains):
                    return message
            return None

        return await self.sim.wait_for(
            found, timeout=timeout, what=f"a reply to {self.describe()} containing {contains!r}"
        )

    def describe(self) -> str:
        """A one-line description for test failures."""
        kind = {2: "command", 3: "component", 4: "autocomplete", 5: "modal submit"}[self.type]
        name = self.data.get("name") or self.data.get("custom_id")
        return f"{kind} {name!r} by {self.user.name} (answer: {self.answer_name})"

    def payload(self) -> dict[str, Any]:
        """The INTERACTION_CREATE payload."""
        sim = self.sim
        member = sim.member_payload(self.user)
        member["permissions"] = str(sim.permissions_of(self.user))
        guild_id = sim.guild_of(self.channel)
        data: dict[str, Any] = {
            "id": str(self.id),
            "application_id": str(sim.application_id),
            "type": self.type,
            "data": self.data,
            "guild_id": str(guild_id),
            "guild": {"id": str(guild_id), "locale": sim.guild_locale, "features": []},
            "channel_id": str(self.channel.id),
            "channel": sim.channel_payload(self.channel),
            "member": member,
            "token": self.token,
            "version": 1,
            "app_permissions": str(sim.bot_permissions_in(self.channel)),
            "locale": self.user.locale,
            "guild_locale": sim.guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild_id)},
            "context": 0,
            "attachment_size_limit": sim.attachment_size_limit,
        }
        if self.message is not None:
            data["message"] = self.message.payload()
        return data
