"""Discord's REST API, as much of it as the bot uses, served by aiohttp.web.

Every request is recorded. A route the simulator does not know is answered
with 404 and reported as a problem, which fails the running test.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import errors as e
from .errors import DiscordError
from .faults import Fault
from .model import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_MODAL,
    CALLBACK_UPDATE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    SimAttachment,
    SimChannel,
    SimInteraction,
    SimMessage,
    SimModal,
)
from .validation import (
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    check_file_sizes,
    check_message,
    check_modal,
)

if TYPE_CHECKING:
    from .sim import DiscordSim

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

# Which answers each interaction type allows.
ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE, CALLBACK_MODAL},
    MESSAGE_COMPONENT: {
        CALLBACK_MESSAGE,
        CALLBACK_DEFERRED_MESSAGE,
        CALLBACK_DEFERRED_UPDATE,
        CALLBACK_UPDATE,
        CALLBACK_MODAL,
    },
    MODAL_SUBMIT: {
        CALLBACK_MESSAGE,
        CALLBACK_DEFERRED_MESSAGE,
        CALLBACK_DEFERRED_UPDATE,
        CALLBACK_UPDATE,
    },
    AUTOCOMPLETE: {CALLBACK_AUTOCOMPLETE},
}


@dataclass
class UploadedFile:
    """A file the bot uploaded in a multipart request."""

    field: str
    filename: str
    data: bytes
    content_type: str


@dataclass
class RecordedRequest:
    """One HTTP request of the bot and the simulator's answer."""

    method: str
    path: str
    route: str
    params: dict[str, str]
    query: dict[str, str]
    payload: Any
    files: list[UploadedFile]
    at: float
    status: int = 0
    response: Any = None
    fault: str | None = None

    @property
    def error_code(self) -> int | None:
        """Discord's JSON error code of the answer, if it was an error."""
        if isinstance(self.response, dict):
            code = self.response.get("code")
            return int(code) if isinstance(code, int) else None
        return None

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


@dataclass
class SimRequest:
    """What a route handler gets."""

    method: str
    route: str
    params: dict[str, str]
    query: dict[str, str]
    payload: Any
    files: list[UploadedFile] = field(default_factory=list)
    authorized: bool = False


Handler = Callable[[SimRequest], Awaitable[tuple[int, Any]]]


@dataclass
class RouteSpec:
    """A known route: method, template in discord.py's spelling, handler."""

    method: str
    template: str
    handler: Handler
    bot_auth: bool
    regex: re.Pattern[str]

    @property
    def key(self) -> str:
        """The route's name, as discord.py's ``Route.key`` spells it."""
        return f"{self.method} {self.template}"


def _compile(template: str) -> re.Pattern[str]:
    pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(template))
    return re.compile(f"^{pattern}$")


def json_response(status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
    """A JSON answer with exactly ``Content-Type: application/json`` (discord.py checks it)."""
    all_headers = {"Content-Type": "application/json"}
    all_headers.update(headers or {})
    return web.Response(status=status, body=json.dumps(body).encode(), headers=all_headers)


class RestApi:
    """The REST routes of the simulator."""

    def __init__(self, sim: DiscordSim) -> None:
        self.sim = sim
        self.routes: list[RouteSpec] = []
        self.requests: list[RecordedRequest] = []
        self._register()

    # -- routing ------------------------------------------------------------

    def _add(self, method: str, template: str, handler: Handler, *, bot_auth: bool = True) -> None:
        self.routes.append(RouteSpec(method, template, handler, bot_auth, _compile(template)))

    def _register(self) -> None:
        add = self._add
        add("GET", "/users/@me", self.get_me)
        add("GET", "/users/{user_id}", self.get_user)
        add("GET", "/oauth2/applications/@me", self.get_application)
        add("GET", "/gateway", self.get_gateway, bot_auth=False)
        add("GET", "/gateway/bot", self.get_gateway_bot)
        for scope in (
            "/applications/{application_id}",
            "/applications/{application_id}/guilds/{guild_id}",
        ):
            add("GET", scope + "/commands", self.get_commands)
            add("PUT", scope + "/commands", self.put_commands)
            add("POST", scope + "/commands", self.post_command)
            add("GET", scope + "/commands/{command_id}", self.get_command)
            add("DELETE", scope + "/commands/{command_id}", self.delete_command)
        add(
            "POST",
            "/interactions/{webhook_id}/{webhook_token}/callback",
            self.interaction_callback,
            bot_auth=False,
        )
        add("POST", "/webhooks/{webhook_id}/{webhook_token}", self.followup, bot_auth=False)
        hook_message = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
        add("GET", hook_message, self.get_webhook_message, bot_auth=False)
        add("PATCH", hook_message, self.edit_webhook_message, bot_auth=False)
        add("DELETE", hook_message, self.delete_webhook_message, bot_auth=False)
        add("GET", "/guilds/{guild_id}", self.get_guild)
        add("GET", "/guilds/{guild_id}/channels", self.get_guild_channels)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member)
        add("GET", "/channels/{channel_id}", self.get_channel)
        add("PATCH", "/channels/{channel_id}", self.edit_channel)
        add("GET", "/channels/{channel_id}/messages", self.get_messages)
        add("POST", "/channels/{channel_id}/messages", self.create_message)
        add("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message)
        add("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_message)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message)
        add("POST", "/channels/{channel_id}/threads", self.create_thread)
        add("POST", "/channels/{channel_id}/messages/{message_id}/threads", self.create_thread)
        add("PUT", "/channels/{channel_id}/thread-members/@me", self.join_thread)
        add("PUT", "/channels/{channel_id}/thread-members/{user_id}", self.add_thread_member)
        add("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self.remove_thread_member)
        add("POST", "/channels/{channel_id}/typing", self.typing)
        add(
            "PUT",
            "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
            self.add_reaction,
        )

    def match(self, method: str, path: str) -> tuple[RouteSpec, dict[str, str]] | None:
        """The route for a request, with its path parameters."""
        for spec in self.routes:
            if spec.method != method:
                continue
            found = spec.regex.match(path)
            if found:
                return spec, found.groupdict()
        return None

    def for_route(self, route: str) -> list[RecordedRequest]:
        """Recorded requests on one route, e.g. ``"POST /channels/{channel_id}/messages"``."""
        return [r for r in self.requests if r.route == route]

    # -- the aiohttp entry points ---------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """Every ``/api/v{n}/...`` request comes through here."""
        sim = self.sim
        path = "/" + request.match_info["tail"]
        method = request.method
        payload, files = await _read_body(request)
        found = self.match(method, path)
        route = found[0].key if found else f"{method} {path}"
        record = RecordedRequest(
            method=method,
            path=path,
            route=route,
            params=found[1] if found else {},
            query=dict(request.query),
            payload=payload,
            files=files,
            at=sim.clock.time(),
        )
        self.requests.append(record)
        try:
            if found is None:
                sim.problem(f"the bot called {method} {path}, a route the simulator does not know")
                raise DiscordError(
                    404, 0, "404: Not Found (unknown route in the Discord simulator)"
                )
            spec, params = found
            authorized = request.headers.get("Authorization") == f"Bot {sim.token}"
            if spec.bot_auth and not authorized:
                raise DiscordError(401, 0, "401: Unauthorized")
            fault = sim.faults.take(spec.key, path)
            if fault is not None and fault.kind == "slow":
                record.fault = fault.kind
                await asyncio.sleep(fault.delay)
            elif fault is not None:
                return self._fault_response(record, fault)
            req = SimRequest(
                method, spec.key, params, dict(request.query), payload, files, authorized
            )
            status, body = await spec.handler(req)
        except DiscordError as error:
            record.status, record.response = error.status, error.body()
            sim.record_error(record, error)
            return json_response(error.status, error.body())
        finally:
            sim.notify()
        record.status, record.response = status, body
        if status == 204 or body is None:
            return web.Response(status=204)
        return json_response(status, body)

    def _fault_response(self, record: RecordedRequest, fault: Fault) -> web.Response:
        record.fault = fault.kind
        if fault.kind == "rate_limit":
            body = {
                "message": "You are being rate limited.",
                "retry_after": fault.retry_after,
                "global": fault.is_global,
                "code": 0,
            }
            headers = {
                "Via": "1.1 google",
                "Retry-After": str(max(1, math.ceil(fault.retry_after))),
                "X-RateLimit-Scope": "global" if fault.is_global else "user",
            }
            if fault.is_global:
                headers["X-RateLimit-Global"] = "true"
            record.status, record.response = 429, body
            return json_response(429, body, headers)
        body = {"message": f"{fault.status}: simulated server error", "code": 0}
        record.status, record.response = fault.status, body
        return json_response(fault.status, body)

    async def handle_attachment(self, request: web.Request) -> web.StreamResponse:
        """The CDN: serves attachment bytes."""
        attachment = self.sim.attachments.get(int(request.match_info["attachment_id"]))
        if attachment is None:
            return web.Response(status=404)
        return web.Response(body=attachment.data, content_type=attachment.content_type)

    # -- login, gateway, application ----------------------------------------

    async def get_me(self, req: SimRequest) -> tuple[int, Any]:
        return 200, self.sim.bot_user.payload() | {
            "verified": True,
            "flags": 0,
            "mfa_enabled": False,
        }

    async def get_user(self, req: SimRequest) -> tuple[int, Any]:
        user = self.sim.user_by_id(int(req.params["user_id"]))
        if user is None:
            raise DiscordError(404, 10013, "Unknown User")
        return 200, user.payload()

    async def get_application(self, req: SimRequest) -> tuple[int, Any]:
        sim = self.sim
        owner = sim.members[0].user if sim.members else sim.bot_user
        return 200, {
            "id": str(sim.application_id),
            "name": sim.bot_user.name,
            "description": "Speedtisch test application",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": owner.payload(),
            "verify_key": "0" * 64,
            "team": None,
            "flags": 0,
            "summary": "",
            "bot": sim.bot_user.payload(),
        }

    async def get_gateway(self, req: SimRequest) -> tuple[int, Any]:
        return 200, {"url": self.sim.gateway_url}

    async def get_gateway_bot(self, req: SimRequest) -> tuple[int, Any]:
        return 200, {
            "url": self.sim.gateway_url,
            "shards": self.sim.config.shard_count,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 14400000,
                "max_concurrency": 1,
            },
        }

    # -- application commands -----------------------------------------------

    def _command_scope(self, req: SimRequest) -> dict[str, dict[str, Any]]:
        if int(req.params["application_id"]) != self.sim.application_id:
            raise DiscordError(403, 50001, "Missing Access")
        guild_id = req.params.get("guild_id")
        if guild_id is not None and int(guild_id) != self.sim.guild_id:
            raise DiscordError(403, 50001, "Missing Access")
        return self.sim.commands.scope(int(guild_id) if guild_id else None)

    async def get_commands(self, req: SimRequest) -> tuple[int, Any]:
        return 200, list(self._command_scope(req).values())

    async def put_commands(self, req: SimRequest) -> tuple[int, Any]:
        scope = self._command_scope(req)
        if not isinstance(req.payload, list):
            raise DiscordError(400, e.INVALID_FORM_BODY, "Invalid Form Body")
        guild_id = req.params.get("guild_id")
        stored = self.sim.commands.replace(scope, req.payload, int(guild_id) if guild_id else None)
        return 200, stored

    async def post_command(self, req: SimRequest) -> tuple[int, Any]:
        scope = self._command_scope(req)
        guild_id = req.params.get("guild_id")
        return 201, self.sim.commands.upsert(
            scope, req.payload, int(guild_id) if guild_id else None
        )

    async def get_command(self, req: SimRequest) -> tuple[int, Any]:
        for command in self._command_scope(req).values():
            if command["id"] == req.params["command_id"]:
                return 200, command
        raise DiscordError(404, 10063, "Unknown application command")

    async def delete_command(self, req: SimRequest) -> tuple[int, Any]:
        scope = self._command_scope(req)
        for name, command in list(scope.items()):
            if command["id"] == req.params["command_id"]:
                del scope[name]
                return 204, None
        raise DiscordError(404, 10063, "Unknown application command")

    # -- interactions ---------------------------------------------------------

    def _interaction(self, req: SimRequest) -> SimInteraction:
        ix = self.sim.interactions.get(int(req.params["webhook_id"]))
        if ix is None or ix.token != req.params["webhook_token"]:
            raise DiscordError(404, e.UNKNOWN_INTERACTION, "Unknown interaction")
        return ix

    async def interaction_callback(self, req: SimRequest) -> tuple[int, Any]:
        sim = self.sim
        ix = self._interaction(req)
        if ix.answered:
            raise DiscordError(
                400, e.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged."
            )
        age = sim.clock.monotonic() - ix.created_mono
        if age > sim.config.first_answer_deadline:
            ix.errors.append(f"first answer after {age:.2f} s")
            raise DiscordError(404, e.UNKNOWN_INTERACTION, "Unknown interaction")
        body = req.payload if isinstance(req.payload, dict) else {}
        kind = body.get("type")
        data = body.get("data") or {}
        if kind not in ALLOWED_CALLBACKS[ix.type]:
            errors = e.FormErrors()
            errors.add(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                f"Interaction response type {kind} is invalid here",
            )
            errors.raise_if_any()
        message: SimMessage | None = None
        if kind == CALLBACK_MESSAGE:
            check_message(data, file_count=len(req.files))
            check_file_sizes([len(f.data) for f in req.files], sim.attachment_size_limit)
            message = self._new_message(ix.channel, data, req.files, interaction=ix)
        elif kind == CALLBACK_DEFERRED_MESSAGE:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._new_message(
                ix.channel, {"content": "", "flags": flags}, [], interaction=ix
            )
        elif kind in (CALLBACK_DEFERRED_UPDATE, CALLBACK_UPDATE):
            if ix.message is None:
                errors = e.FormErrors()
                errors.add(
                    "type", "INTERACTION_RESPONSE_TYPE_INVALID", "There is no message to update"
                )
                errors.raise_if_any()
            message = ix.message
            if kind == CALLBACK_UPDATE:
                assert message is not None
                check_message(
                    data,
                    file_count=len(req.files),
                    existing_attachments=len(message.attachments),
                    editing=True,
                )
                check_file_sizes([len(f.data) for f in req.files], sim.attachment_size_limit)
        elif kind == CALLBACK_AUTOCOMPLETE:
            choices = data.get("choices") or []
            if len(choices) > 25:
                errors = e.FormErrors()
                errors.add("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
                errors.raise_if_any()
            ix.choices = choices
        elif kind == CALLBACK_MODAL:
            check_modal(data)
            ix.modal = SimModal(
                custom_id=data["custom_id"],
                title=data["title"],
                components=data["components"],
                user_id=ix.user.id,
                opened_by=ix,
            )
            sim.open_modals[ix.user.id] = ix.modal
        ix.callback_type = kind
        ix.callback_at = sim.clock.time()
        ix.response_message = message
        if message is not None and kind in (CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE):
            await sim.publish_new(message)
        if kind == CALLBACK_UPDATE and message is not None:
            await self._apply_edit(message, data, req.files)
        if req.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        info: dict[str, Any] = {"id": str(ix.id), "type": ix.type}
        if message is not None:
            info["response_message_id"] = str(message.id)
            info["response_message_loading"] = message.is_loading
            info["response_message_ephemeral"] = message.is_ephemeral
        result: dict[str, Any] = {"interaction": info}
        if message is not None and kind != CALLBACK_DEFERRED_UPDATE:
            result["resource"] = {"type": kind, "message": message.payload()}
        elif kind in (CALLBACK_DEFERRED_UPDATE, CALLBACK_MODAL, CALLBACK_AUTOCOMPLETE):
            result["resource"] = {"type": kind}
        return 200, result

    def _webhook_interaction(self, req: SimRequest) -> SimInteraction:
        sim = self.sim
        if int(req.params["webhook_id"]) != sim.application_id:
            raise DiscordError(404, e.UNKNOWN_WEBHOOK, "Unknown Webhook")
        ix = sim.interactions_by_token.get(req.params["webhook_token"])
        if ix is None:
            raise DiscordError(401, e.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if sim.clock.monotonic() - ix.created_mono > sim.config.token_lifetime:
            ix.errors.append("token used after it expired")
            raise DiscordError(401, e.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if not ix.answered:
            raise DiscordError(404, e.UNKNOWN_WEBHOOK, "Unknown Webhook")
        return ix

    def _webhook_message(self, req: SimRequest, ix: SimInteraction) -> SimMessage:
        message_id = req.params["message_id"]
        if message_id == "@original":
            if ix.response_message is None or ix.response_message.deleted:
                raise DiscordError(404, e.UNKNOWN_MESSAGE, "Unknown Message")
            return ix.response_message
        for message in ix.messages:
            if str(message.id) == message_id and not message.deleted:
                return message
        raise DiscordError(404, e.UNKNOWN_MESSAGE, "Unknown Message")

    async def followup(self, req: SimRequest) -> tuple[int, Any]:
        sim = self.sim
        ix = self._webhook_interaction(req)
        data = req.payload if isinstance(req.payload, dict) else {}
        check_message(data, file_count=len(req.files))
        check_file_sizes([len(f.data) for f in req.files], sim.attachment_size_limit)
        original = ix.response_message
        if (
            ix.callback_type == CALLBACK_DEFERRED_MESSAGE
            and original is not None
            and original.is_loading
            and not original.deleted
        ):
            # The first followup after a "thinking" defer replaces the placeholder.
            await self._apply_edit(original, data, req.files)
            message = original
        else:
            message = self._new_message(ix.channel, data, req.files, interaction=ix)
            await sim.publish_new(message)
        ix.followups.append(message)
        if req.query.get("wait") in ("true", "1", "True"):
            return 200, message.payload()
        return 204, None

    async def get_webhook_message(self, req: SimRequest) -> tuple[int, Any]:
        ix = self._webhook_interaction(req)
        return 200, self._webhook_message(req, ix).payload()

    async def edit_webhook_message(self, req: SimRequest) -> tuple[int, Any]:
        ix = self._webhook_interaction(req)
        message = self._webhook_message(req, ix)
        data = req.payload if isinstance(req.payload, dict) else {}
        return await self._checked_edit(message, data, req)

    async def _checked_edit(self, message: SimMessage, data: dict[str, Any],
                            req: SimRequest) -> tuple[int, Any]:
        """Edit ``message`` as Discord does: payload and file checks first."""
        check_message(
            data,
            file_count=len(req.files),
            existing_attachments=len(message.attachments),
            editing=True,
        )
        check_file_sizes([len(f.data) for f in req.files], self.sim.attachment_size_limit)
        await self._apply_edit(message, data, req.files)
        return 200, message.payload()

    async def delete_webhook_message(self, req: SimRequest) -> tuple[int, Any]:
        ix = self._webhook_interaction(req)
        message = self._webhook_message(req, ix)
        await self.sim.publish_delete(message)
        return 204, None

    # -- guild, channels, messages --------------------------------------------

    def _guild(self, req: SimRequest) -> None:
        if int(req.params["guild_id"]) != self.sim.guild_id:
            raise DiscordError(404, 10004, "Unknown Guild")

    async def get_guild(self, req: SimRequest) -> tuple[int, Any]:
        self._guild(req)
        return 200, self.sim.guild_payload(full=False)

    async def get_guild_channels(self, req: SimRequest) -> tuple[int, Any]:
        self._guild(req)
        return 200, [self.sim.channel_payload(c) for c in self.sim.channels if not c.is_thread]

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
                                        self.sim.guild_id)

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
        await self.sim.gateway.dispatch(event, self.sim.channel_payload(channel), self.sim.guild_id)
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
        await sim.gateway.dispatch("THREAD_CREATE", payload, sim.guild_id)
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

    # -- building and editing messages ----------------------------------------

    def _attachments(self, data: dict[str, Any], files: list[UploadedFile]) -> list[SimAttachment]:
        described = {}
        for entry in data.get("attachments") or []:
            described[str(entry.get("id"))] = entry
        made = []
        for index, upload in enumerate(files):
            entry = described.get(str(index), {})
            attachment = SimAttachment(
                id=self.sim.ids.next(),
                filename=str(entry.get("filename") or upload.filename),
                data=upload.data,
                content_type=_guess_type(upload.filename, upload.content_type),
                description=entry.get("description"),
            )
            self.sim.attachments[attachment.id] = attachment
            made.append(attachment)
        return made

    def _new_message(
        self,
        channel: SimChannel,
        data: dict[str, Any],
        files: list[UploadedFile],
        *,
        interaction: SimInteraction | None = None,
    ) -> SimMessage:
        sim = self.sim
        flags = int(data.get("flags") or 0)
        ephemeral = bool(flags & FLAG_EPHEMERAL) and interaction is not None
        message = SimMessage(
            sim=sim,
            id=sim.ids.next(),
            channel=channel,
            author=sim.bot_user,
            content=str(data.get("content") or ""),
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            attachments=self._attachments(data, files),
            flags=flags & (FLAG_EPHEMERAL | FLAG_LOADING | FLAG_COMPONENTS_V2 | 4 | 4096),
            type=20 if interaction is not None and interaction.type == APPLICATION_COMMAND else 0,
            created_at=sim.clock.time(),
            ephemeral_for=interaction.user.id if ephemeral and interaction else None,
            interaction=interaction,
            webhook_id=sim.application_id if interaction is not None else None,
        )
        return message

    async def _apply_edit(
        self, message: SimMessage, data: dict[str, Any], files: list[UploadedFile]
    ) -> None:
        message.versions.append(message.snapshot())
        if "content" in data:
            message.content = str(data["content"] or "")
        if "embeds" in data:
            message.embeds = list(data["embeds"] or [])
        if "components" in data:
            message.components = list(data["components"] or [])
        if "flags" in data and data["flags"] is not None:
            keep = message.flags & FLAG_EPHEMERAL
            message.flags = keep | (int(data["flags"]) & (FLAG_COMPONENTS_V2 | 4))
        new_files = self._attachments(data, files)
        if "attachments" in data:
            keep_ids = {str(a.get("id")) for a in data["attachments"] or []}
            message.attachments = [a for a in message.attachments if str(a.id) in keep_ids]
        message.attachments.extend(new_files)
        message.flags &= ~FLAG_LOADING
        message.edited_at = self.sim.clock.time()
        await self.sim.publish_edit(message)


def _guess_type(filename: str, given: str) -> str:
    lowered = filename.lower()
    for suffix, kind in (
        (".png", "image/png"),
        (".webp", "image/webp"),
        (".jpg", "image/jpeg"),
        (".jpeg", "image/jpeg"),
        (".gif", "image/gif"),
        (".txt", "text/plain"),
        (".json", "application/json"),
    ):
        if lowered.endswith(suffix):
            return kind
    return given or "application/octet-stream"


async def _read_body(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    if not request.body_exists:
        return None, []
    content_type = request.content_type
    if content_type.startswith("multipart/"):
        payload: Any = None
        files: list[UploadedFile] = []
        reader = await request.multipart()
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, BodyPartReader):
                continue
            data = await part.read(decode=False)
            name = part.name or ""
            if name == "payload_json":
                payload = json.loads(data.decode())
            else:
                files.append(
                    UploadedFile(
                        field=name,
                        filename=part.filename or name,
                        data=bytes(data),
                        content_type=part.headers.get("Content-Type", ""),
                    )
                )
        return payload, files
    raw = await request.read()
    if not raw:
        return None, []
    try:
        return json.loads(raw), []
    except ValueError:
        return raw.decode(errors="replace"), []
