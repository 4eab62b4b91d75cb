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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import errors as e
from .errors import DiscordError
from .faults import Fault
from .rest_channels import ChannelRoutes
from .rest_interactions import InteractionRoutes
from .rest_messages import SimRequest, UploadedFile

if TYPE_CHECKING:
    from .sim import DiscordSim

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


class RestApi(InteractionRoutes, ChannelRoutes):
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
            limited = self._over_global_limit(record, spec, params)
            if limited is not None:
                return limited
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
            sim.global_limit.answered(record.status)
            sim.notify()
        record.status, record.response = status, body
        if status == 204 or body is None:
            return web.Response(status=204)
        return json_response(status, body)

    def _over_global_limit(self, record: RecordedRequest, spec: RouteSpec,
                           params: dict[str, str]) -> web.Response | None:
        """The global limit's refusal of this request (a ban, or a 429 with
        ``global: true``), or None (:mod:`.global_limit`)."""
        limit = self.sim.global_limit
        if limit.banned:
            record.status, record.fault = 429, "banned"
            return web.Response(status=429, text="error code: 1015")
        retry_after = limit.admit(spec.key, spec.template, params)
        if retry_after is None:
            return None
        response = self._fault_response(
            record, Fault("rate_limit", None, 1, retry_after=retry_after, is_global=True))
        record.fault = "global limit"
        return response

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
        if guild_id is not None and int(guild_id) not in self.sim.guild_ids():
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
