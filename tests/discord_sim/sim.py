"""The simulator: one guild, its channels and people, a REST API and a gateway on 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import web

from .clock import SimClock
from .commands import CommandRegistry
from .errors import SimulatorError
from .faults import Faults
from .gateway import Gateway
from .global_limit import GlobalLimit
from .guilds import SimGuild, SimGuilds
from .ids import SnowflakeFactory
from .model import (
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    SimAttachment,
    SimChannel,
    SimInteraction,
    SimMessage,
    SimModal,
    SimUser,
)
from .rest import RecordedRequest, RestApi
from .rest_channels import (
    ATTACH_FILES,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    EMBED_LINKS,
    PERMISSION_NAMES,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
)
from .sim_payloads import SimPayloads
from .sim_waiting import ErrorRecord, SimWaiting

if TYPE_CHECKING:
    from .people import Person

_log = logging.getLogger(__name__)

INTENT_GUILDS = 1 << 0

READ_MESSAGE_HISTORY = 1 << 16
ADD_REACTIONS = 1 << 6
USE_EXTERNAL_EMOJIS = 1 << 18
USE_APPLICATION_COMMANDS = 1 << 31
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
MANAGE_THREADS = 1 << 34
#: Permissions a test may give one person beyond everybody's (``sim.grant``).
MEMBER_PERMISSION_NAMES = {
    "administrator": ADMINISTRATOR,
    "manage_guild": MANAGE_GUILD,
    "manage_threads": MANAGE_THREADS,
}

DEFAULT_BOT_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | USE_EXTERNAL_EMOJIS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
)
DEFAULT_MEMBER_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | USE_APPLICATION_COMMANDS
    | SEND_MESSAGES_IN_THREADS
    | CREATE_PUBLIC_THREADS
)


@dataclass
class SimConfig:
    """How the simulated world looks and which limits it enforces."""

    guild_name: str = "Speedtisch Testserver"
    channels: tuple[str, ...] = ("spieltische", "allgemein")
    members: tuple[str, ...] = ("anna", "ben", "carla", "dario", "emil", "frieda")
    bot_name: str = "Speedtisch"
    shard_count: int = 1
    heartbeat_interval_ms: int = 10_000
    first_answer_deadline: float = 3.0
    token_lifetime: float = 15 * 60.0
    attachment_size_limit: int = 10 * 1024 * 1024
    bot_permissions: int = DEFAULT_BOT_PERMISSIONS
    member_permissions: int = DEFAULT_MEMBER_PERMISSIONS
    default_timeout: float = 5.0
    #: Discord's global limit in requests a second (None: counted, not
    #: enforced; see :mod:`tests.discord_sim.global_limit`).
    global_limit: float | None = None
    host: str = "127.0.0.1"
    port: int = 0


@dataclass
class _BotRun:
    client: discord.Client
    task: asyncio.Task[None]


@dataclass
class _Waiting:
    events: list[asyncio.Event] = field(default_factory=list)


class DiscordSim(SimWaiting, SimPayloads, SimGuilds):
    """A local Discord for one bot: start it, start the bot against it, act as people.

    >>> sim = DiscordSim()
    >>> await sim.start()                      # patches discord.py's URLs
    >>> await sim.start_bot(bot)               # real login, sync, gateway
    >>> anna = sim.member("anna")
    >>> ix = await anna.run_command("fabel tisch", spieler=4)
    """

    def __init__(self, config: SimConfig | None = None, *, clock: SimClock | None = None) -> None:
        self.config = config or SimConfig()
        self.clock = clock or SimClock()
        self.ids = SnowflakeFactory(self.clock)
        self.token = "sim." + secrets.token_urlsafe(24)
        self.application_id = self.ids.next()
        self.bot_user = SimUser(self.application_id, self.config.bot_name, bot=True)
        self.guild_id = self.ids.next()
        #: Guilds beyond the first (``add_guild``), by id.
        self.extra_guilds: dict[int, SimGuild] = {}
        #: The server's preferred language (``guild_locale``).
        self.guild_locale = "de"
        self.bot_role_id = self.ids.next()
        self.created_at = self.clock.time()
        self.channels: list[SimChannel] = []
        for position, name in enumerate(self.config.channels):
            self.channels.append(
                SimChannel(
                    id=self.ids.next(), name=name, position=position, created_at=self.created_at
                )
            )
        from .people import Person

        self.members: list[Person] = [
            Person(self, SimUser(self.ids.next(), n)) for n in self.config.members
        ]
        self.commands = CommandRegistry(self)
        self.faults = Faults()
        self.global_limit = GlobalLimit(self.config.global_limit, self.clock.monotonic)
        self.rest = RestApi(self)
        self.gateway = Gateway(self)
        self.interactions: dict[int, SimInteraction] = {}
        self.interactions_by_token: dict[str, SimInteraction] = {}
        self.open_modals: dict[int, SimModal] = {}
        self.attachments: dict[int, SimAttachment] = {}
        self.reactions: list[tuple[SimMessage, str]] = []
        self.permission_refusals: list[tuple[SimChannel, list[str]]] = []
        self.errors: list[ErrorRecord] = []
        self.expected_error_codes: set[int] = set()
        self.unanswered_allowed = False
        #: Permissions given to single people beyond everybody's, by user id.
        self.granted: dict[int, int] = {}
        self.problems: list[str] = []
        self.seq = 0
        self.action_mark = 0
        self.port = 0
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self._saved: tuple[str, yarl.URL] | None = None
        self._bots: list[_BotRun] = []

    # -- lifecycle ------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``."""
        return f"http://{self.config.host}:{self.port}"

    @property
    def api_url(self) -> str:
        """What discord.py's ``Route.BASE`` points at while the simulator runs."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """The websocket URL of the gateway."""
        return f"ws://{self.config.host}:{self.port}/gateway/"

    async def start(self) -> None:
        """Serve on a free port and point discord.py at it."""
        app = web.Application(client_max_size=256 * 1024 * 1024)
        app.router.add_route("*", r"/api/v{version:\d+}/{tail:.*}", self.rest.handle)
        app.router.add_get("/gateway/", self.gateway.handle)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get(
            "/attachments/{channel_id}/{attachment_id}/{filename}", self.rest.handle_attachment
        )
        app.router.add_route("*", "/{tail:.*}", self._unknown)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.config.host, self.config.port)
        await site.start()
        server = site._server
        assert server is not None
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1]
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        discord.http.Route.BASE = self.api_url
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    async def stop(self) -> None:
        """Stop the bots started here, close every connection, restore discord.py's URLs."""
        for run in list(self._bots):
            await self.stop_bot(run.client)
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._saved is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved
            self._saved = None

    async def __aenter__(self) -> DiscordSim:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _unknown(self, request: web.Request) -> web.StreamResponse:
        self.problem(f"the bot called {request.method} {request.path}, outside the simulated API")
        return web.Response(status=404)

    async def start_bot(
        self, client: discord.Client, *, fast: bool = True, timeout: float = 10.0
    ) -> None:
        """Log ``client`` in against the simulator and wait until it is ready.

        With ``fast`` (the default) two waits meant for the real Discord are
        shortened on this client: ``guild_ready_timeout`` (2 s) and the 5 s
        pause between shard IDENTIFYs.
        """
        if fast:
            client._connection.guild_ready_timeout = 0.05

            async def no_pause(shard_id: int | None, *, initial: bool = False) -> None:
                return None

            client.before_identify_hook = no_pause  # type: ignore[method-assign]
        task = asyncio.create_task(client.start(self.token), name="discord-sim-bot")
        self._bots.append(_BotRun(client, task))

        def ready() -> bool:
            if task.done():
                error = task.exception()
                raise SimulatorError(f"the bot stopped before it was ready: {error!r}") from error
            return client.is_ready()

        await self.wait_until(ready, timeout=timeout, what="the bot to be ready")

    async def stop_bot(self, client: discord.Client) -> None:
        """Close the bot's connection and wait for its task to end."""
        for run in list(self._bots):
            if run.client is client:
                self._bots.remove(run)
                await client.close()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await asyncio.wait_for(run.task, timeout=5)

    async def drop_connection(self, code: int = 4000) -> None:
        """Close the gateway connections; discord.py reconnects and RESUMEs."""
        await self.gateway.drop(code)

    async def wait_for_resume(self, count: int = 1, timeout: float | None = None) -> None:
        """Wait until the bot resumed its session ``count`` times in total."""
        await self.wait_until(
            lambda: sum(s.resumes for s in self.gateway.sessions.values()) >= count,
            timeout=timeout,
            what="the bot to RESUME",
        )

    # -- the world ------------------------------------------------------------

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every HTTP request the bot made, in order."""
        return self.rest.requests

    def requests_to(self, route: str) -> list[RecordedRequest]:
        """Requests on one route, named like discord.py's Route.key: ``"GET /users/@me"``."""
        return self.rest.for_route(route)

    @property
    def threads(self) -> list[SimChannel]:
        """All threads, oldest first."""
        return [c for c in self.channels if c.is_thread]

    def channel(self, name: str | int) -> SimChannel:
        """A channel or thread by name or id."""
        for channel in self.channels:
            if name in (channel.name, channel.id, str(channel.id)):
                return channel
        raise SimulatorError(f"no channel {name!r}; channels: {[c.name for c in self.channels]}")

    def thread(self, contains: str | None = None) -> SimChannel:
        """The thread whose name contains ``contains``; the newest one if None."""
        for channel in reversed(self.threads):
            if contains is None or contains in channel.name:
                return channel
        raise SimulatorError(
            f"no thread named like {contains!r}; threads: {[t.name for t in self.threads]}"
        )

    def channel_by_id(self, channel_id: int) -> SimChannel | None:
        """A channel or thread by id, or None."""
        for channel in self.channels:
            if channel.id == channel_id:
                return channel
        return None

    @property
    def default_channel(self) -> SimChannel:
        """The first configured channel: where people run commands unless told otherwise."""
        return self.channels[0]

    def member(self, name: str) -> Person:
        """A simulated person by name."""
        for person in self.members:
            if person.name == name:
                return person
        raise SimulatorError(f"no member {name!r}; members: {[p.name for p in self.members]}")

    def user_by_id(self, user_id: int) -> SimUser | None:
        """The bot or a person by id."""
        if user_id == self.bot_user.id:
            return self.bot_user
        for person in self.members:
            if person.id == user_id:
                return person.user
        return None

    def resolve_user(self, value: Any) -> SimUser:
        """A user from a Person, a SimUser, a name or an id."""
        from .people import Person

        if isinstance(value, Person):
            return value.user
        if isinstance(value, SimUser):
            return value
        if isinstance(value, int):
            user = self.user_by_id(value)
            if user is not None:
                return user
        return self.member(str(value)).user

    def messages(self, channel: SimChannel | str) -> list[SimMessage]:
        """Public messages of a channel (no ephemerals), oldest first, deleted ones left out."""
        target = self.channel(channel) if isinstance(channel, str) else channel
        return [m for m in target.messages if not m.deleted and not m.is_ephemeral]

    def bot_messages(self, channel: SimChannel | str) -> list[SimMessage]:
        """Public messages the bot posted in a channel."""
        return [m for m in self.messages(channel) if m.author.id == self.bot_user.id]

    @property
    def member_permissions(self) -> int:
        """The permissions of people, as sent in interactions."""
        return self.config.member_permissions

    def permissions_of(self, user: SimUser) -> int:
        """One person's permissions, as sent in their interactions: everybody's
        (``SimConfig.member_permissions``) and what ``grant`` gave them."""
        return self.config.member_permissions | self.granted.get(user.id, 0)

    def grant(self, person: Any, *permissions: str) -> None:
        """Give one person permissions (``"manage_guild"``, ``"manage_threads"``,
        ``"administrator"``), as a role of theirs would."""
        user = self.resolve_user(person)
        for name in permissions:
            if name not in MEMBER_PERMISSION_NAMES:
                raise SimulatorError(
                    f"unknown permission {name!r}; known: {sorted(MEMBER_PERMISSION_NAMES)}")
            self.granted[user.id] = self.granted.get(user.id, 0) | MEMBER_PERMISSION_NAMES[name]

    def may_use_command(self, user: SimUser, command: dict[str, Any]) -> bool:
        """Whether Discord shows ``command`` to this person: they hold every
        permission of its ``default_member_permissions`` (``"0"``: only
        administrators), or they are an administrator."""
        needed = command.get("default_member_permissions")
        if needed is None:
            return True
        held = self.permissions_of(user)
        required = int(needed)
        return bool(held & ADMINISTRATOR) or (required != 0 and held & required == required)

    def bot_permissions_in(self, channel: SimChannel) -> int:
        """The bot's permissions in a channel (threads inherit their parent's denials)."""
        denied = channel.bot_denied
        if channel.parent_id is not None:
            parent = self.channel_by_id(channel.parent_id)
            if parent is not None:
                denied |= parent.bot_denied
        return self.config.bot_permissions & ~denied

    async def deny_bot(self, channel: SimChannel | str, *permissions: str) -> None:
        """Take permissions from the bot: ``deny_bot("spieltische", "attach_files")``."""
        target = self.channel(channel) if isinstance(channel, str) else channel
        bits = {name: bit for bit, name in PERMISSION_NAMES.items()}
        for name in permissions:
            if name not in bits:
                raise SimulatorError(f"unknown permission {name!r}; known: {sorted(bits)}")
            target.bot_denied |= bits[name]
        event = "THREAD_UPDATE" if target.is_thread else "CHANNEL_UPDATE"
        await self.gateway.dispatch(
            event, self.channel_payload(target), self.guild_of(target), intent=INTENT_GUILDS
        )
        self.notify()

    @property
    def attachment_size_limit(self) -> int:
        """The upload limit per file, in bytes."""
        return self.config.attachment_size_limit

    def add_thread(
        self,
        *,
        name: str,
        parent: SimChannel,
        kind: int = PUBLIC_THREAD,
        thread_id: int | None = None,
        owner: SimUser | None = None,
    ) -> SimChannel:
        """Create a thread in the model (the REST route and tests use this)."""
        if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise SimulatorError(f"thread type {kind}")
        thread = SimChannel(
            id=thread_id or self.ids.next(),
            name=name,
            type=kind,
            parent_id=parent.id,
            owner_id=(owner or self.bot_user).id,
            created_at=self.clock.time(),
            member_ids={(owner or self.bot_user).id},
            guild_id=parent.guild_id,
        )
        self.channels.append(thread)
        self.bump()
        return thread

    async def delete_thread(self, thread: SimChannel) -> None:
        """A moderator deletes ``thread``: it is gone with its messages (every
        request for it is answered 404 Unknown Channel), THREAD_DELETE goes out."""
        if thread not in self.channels or not thread.is_thread:
            raise SimulatorError(f"{thread!r} is not a thread of the guild")
        self.channels.remove(thread)
        self.bump()
        await self.gateway.dispatch(
            "THREAD_DELETE",
            {"id": str(thread.id), "guild_id": str(self.guild_of(thread)),
             "parent_id": str(thread.parent_id), "type": thread.type},
            self.guild_of(thread),
        )
        self.notify()

    async def archive_thread(self, thread: SimChannel, *, locked: bool = False) -> None:
        """A moderator archives ``thread`` (and locks it with ``locked``). As
        Discord does: its messages cannot be edited or deleted (400, 50083);
        a new message unarchives a thread that is not locked, and is refused
        (50083) in a locked one (the bot has no Manage Threads)."""
        thread.archived, thread.locked = True, locked
        self.bump()
        await self.gateway.dispatch("THREAD_UPDATE", self.channel_payload(thread),
                                    self.guild_of(thread))
        self.notify()

    async def start_interaction(
        self,
        *,
        kind: int,
        user: SimUser,
        channel: SimChannel,
        data: dict[str, Any],
        message: SimMessage | None = None,
    ) -> SimInteraction:
        """Create an interaction and send INTERACTION_CREATE to the bot's shard."""
        guild_id = self.guild_of(channel)
        if self.gateway.session_for_guild(guild_id) is None:
            raise SimulatorError(
                "the bot is not connected to the gateway; call sim.start_bot(client) first"
            )
        ix = SimInteraction(
            sim=self,
            id=self.ids.next(),
            token="aW50ZXJhY3Rpb24" + secrets.token_urlsafe(60),
            type=kind,
            user=user,
            channel=channel,
            data=data,
            created_at=self.clock.time(),
            created_mono=self.clock.monotonic(),
            message=message,
        )
        self.interactions[ix.id] = ix
        self.interactions_by_token[ix.token] = ix
        self.mark()
        ix.dispatched_seq = self.bump()
        # Discord delivers it over the shard of its guild (issue 36)
        await self.gateway.dispatch("INTERACTION_CREATE", ix.payload(), guild_id)
        self.notify()
        return ix
