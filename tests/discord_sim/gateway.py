"""The gateway: HELLO, heartbeats, IDENTIFY, READY, RESUME and dispatches over a websocket."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .sim import DiscordSim

_log = logging.getLogger(__name__)

DISPATCH = 0
HEARTBEAT = 1
IDENTIFY = 2
RESUME = 6
RECONNECT = 7
INVALID_SESSION = 9
HELLO = 10
HEARTBEAT_ACK = 11

OP_NAMES = {
    1: "HEARTBEAT",
    2: "IDENTIFY",
    3: "PRESENCE_UPDATE",
    4: "VOICE_STATE_UPDATE",
    6: "RESUME",
    8: "REQUEST_GUILD_MEMBERS",
}


@dataclass
class GatewayFrame:
    """One frame the bot sent over the gateway."""

    op: int
    name: str
    data: Any
    shard_id: int | None
    at: float


@dataclass
class GatewaySession:
    """A gateway session: survives dropped connections until it is resumed or invalidated."""

    session_id: str
    shard_id: int
    shard_count: int
    intents: int
    seq: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    resumes: int = 0
    replayed: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def connected(self) -> bool:
        """True while a websocket is attached."""
        return self.ws is not None and not self.ws.closed


class Gateway:
    """Serves ``/gateway/`` and keeps the sessions."""

    def __init__(self, sim: DiscordSim) -> None:
        self.sim = sim
        self.sessions: dict[str, GatewaySession] = {}
        self.frames: list[GatewayFrame] = []
        self.sockets: set[web.WebSocketResponse] = set()
        self.connections = 0

    # -- public helpers -----------------------------------------------------

    def ops(self, name: str) -> list[GatewayFrame]:
        """Frames the bot sent with this op name (e.g. "IDENTIFY", "RESUME")."""
        return [f for f in self.frames if f.name == name]

    def live_sessions(self) -> list[GatewaySession]:
        """Sessions that have identified and were not invalidated."""
        return list(self.sessions.values())

    def session_for_guild(self, guild_id: int) -> GatewaySession | None:
        """The session of the shard that owns the guild."""
        for session in reversed(self.sessions.values()):
            if (guild_id >> 22) % session.shard_count == session.shard_id:
                return session
        return None

    async def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        guild_id: int | None = None,
        *,
        intent: int = 0,
        adapt: Callable[[GatewaySession, dict[str, Any]], dict[str, Any]] | None = None,
    ) -> None:
        """Send an event to the sessions that should get it (buffered while disconnected).

        ``intent`` is the intent bit a session needs to receive the event;
        ``adapt`` may change the payload per session (e.g. hide message content).
        """
        for session in self._targets(guild_id, intent):
            await self._send_event(session, event, adapt(session, data) if adapt else data)

    def wants(self, guild_id: int | None, intent: int) -> bool:
        """Whether :meth:`dispatch` would send such an event to anyone (so that
        an event nobody gets is not built: a message payload costs)."""
        return bool(self._targets(guild_id, intent))

    def _targets(self, guild_id: int | None, intent: int) -> list[GatewaySession]:
        if guild_id is not None:
            session = self.session_for_guild(guild_id)
            targets = [session] if session else []
        else:
            # no guild (direct messages): Discord sends them over shard 0 only
            targets = [s for s in self.live_sessions() if s.shard_id == 0]
        return [s for s in targets if not intent or s.intents & intent]

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT on every connection, as Discord does before moving a session."""
        for ws in list(self.sockets):
            if not ws.closed:
                await ws.send_str(json.dumps({"op": RECONNECT, "d": None, "s": None, "t": None}))

    def forget_sessions(self) -> None:
        """Forget every session, as after a long outage: the next RESUME gets INVALID_SESSION."""
        self.sessions.clear()

    async def drop(self, code: int = 4000) -> None:
        """Close every connection the way a network fault or a Discord restart would."""
        for session in self.sessions.values():
            session.ws = None
        for ws in list(self.sockets):
            if not ws.closed:
                await ws.close(code=code, message=b"simulated drop")

    async def close(self) -> None:
        """Close all sockets (server shutdown)."""
        for ws in list(self.sockets):
            if not ws.closed:
                await ws.close(code=1001, message=b"simulator stopping")

    # -- websocket handling -------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """The websocket endpoint."""
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        self.sockets.add(ws)
        self.connections += 1
        session: GatewaySession | None = None
        try:
            await ws.send_str(
                json.dumps(
                    {
                        "op": HELLO,
                        "d": {"heartbeat_interval": self.sim.config.heartbeat_interval_ms},
                        "s": None,
                        "t": None,
                    }
                )
            )
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.BINARY:
                        self.sim.problem("the bot sent a binary gateway frame")
                    continue
                frame = json.loads(msg.data)
                session = await self._on_frame(ws, frame, session)
        finally:
            self.sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
                if ws.close_code in (1000, 1001):
                    # A clean close by the client ends the session, as on Discord.
                    self.sessions.pop(session.session_id, None)
        return ws

    async def _on_frame(
        self, ws: web.WebSocketResponse, frame: dict[str, Any], session: GatewaySession | None
    ) -> GatewaySession | None:
        op = frame.get("op")
        data = frame.get("d")
        shard = session.shard_id if session else None
        name = OP_NAMES.get(op, f"OP{op}") if isinstance(op, int) else f"OP{op}"
        self.frames.append(
            GatewayFrame(
                op=op or -1, name=name, data=data, shard_id=shard, at=self.sim.clock.time()
            )
        )
        if op == HEARTBEAT:
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None}))
        elif op == IDENTIFY:
            return await self._identify(ws, data if isinstance(data, dict) else {})
        elif op == RESUME:
            return await self._resume(ws, data if isinstance(data, dict) else {})
        self.sim.notify()
        return session

    async def _identify(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        sim = self.sim
        if data.get("token") != sim.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard_id, shard_count = data.get("shard") or [0, 1]
        if shard_count != sim.config.shard_count:
            await ws.close(code=4011, message=b"Sharding required.")
            return None
        session = GatewaySession(
            session_id=secrets.token_hex(16),
            shard_id=int(shard_id),
            shard_count=int(shard_count),
            intents=int(data.get("intents") or 0),
            ws=ws,
        )
        self.sessions[session.session_id] = session
        # the guilds this shard carries (issue 36: several processes, each its shards)
        guilds = [g for g in sim.guild_ids() if (g >> 22) % shard_count == shard_id]
        ready = {
            "v": 10,
            "user": sim.bot_user.payload() | {"verified": True, "flags": 0, "mfa_enabled": False},
            "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": sim.gateway_url,
            "shard": [session.shard_id, session.shard_count],
            "application": {"id": str(sim.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        await self._send_event(session, "READY", ready)
        for guild in guilds:
            await self._send_event(session, "GUILD_CREATE", sim.guild_payload(guild_id=guild))
        sim.notify()
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or data.get("token") != self.sim.token:
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False, "s": None, "t": None}))
            return None
        async with session.lock:
            session.ws = ws
            session.resumes += 1
            last = int(data.get("seq") or 0)
            missed = [event for event in session.events if event["s"] > last]
            session.replayed = len(missed)
            for event in missed:
                await ws.send_str(json.dumps(event))
            session.seq += 1
            resumed = {"op": DISPATCH, "s": session.seq, "t": "RESUMED", "d": {}}
            session.events.append(resumed)
            await ws.send_str(json.dumps(resumed))
        self.sim.notify()
        return session

    async def _send_event(self, session: GatewaySession, event: str, data: dict[str, Any]) -> None:
        async with session.lock:
            session.seq += 1
            frame = {"op": DISPATCH, "s": session.seq, "t": event, "d": data}
            session.events.append(frame)
            ws = session.ws
            if ws is not None and not ws.closed:
                try:
                    await ws.send_str(json.dumps(frame))
                except ConnectionError:
                    _log.debug("connection lost while sending %s; kept for RESUME", event)
