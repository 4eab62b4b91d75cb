"""Faults a test can ask for: 429 rate limits (per route or global), 5xx answers
and slow answers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Fault:
    """One planned fault; it fires on the next ``times`` matching requests."""

    kind: str
    route: str | None
    times: int
    status: int = 429
    retry_after: float = 0.05
    is_global: bool = False
    #: Seconds a slow answer is held back (kind "slow").
    delay: float = 0.0
    when: Callable[[str, str], bool] | None = None
    hits: list[str] = field(default_factory=list)

    def matches(self, route: str, path: str) -> bool:
        """True if this fault applies to a request on ``route`` ("POST /channels/{channel_id}")."""
        if len(self.hits) >= self.times:
            return False
        if self.route is not None and self.route != route:
            return False
        return self.when is None or self.when(route, path)

    @property
    def exhausted(self) -> bool:
        """True once the fault fired as often as planned."""
        return len(self.hits) >= self.times


class Faults:
    """The fault plan of one simulator. Route names follow discord.py's ``Route.key``."""

    def __init__(self) -> None:
        self.planned: list[Fault] = []

    def rate_limit(
        self,
        route: str | None = None,
        *,
        retry_after: float = 0.05,
        times: int = 1,
        is_global: bool = False,
        when: Callable[[str, str], bool] | None = None,
    ) -> Fault:
        """Answer the next ``times`` matching requests with 429 and ``retry_after``.

        ``route=None`` matches any bot request; ``is_global=True`` marks the
        limit as global, as Discord does when a bot exceeds 50 requests a second.
        """
        fault = Fault("rate_limit", route, times, 429, retry_after, is_global, when)
        self.planned.append(fault)
        return fault

    def server_error(
        self,
        route: str | None = None,
        *,
        status: int = 500,
        times: int = 1,
        when: Callable[[str, str], bool] | None = None,
    ) -> Fault:
        """Answer the next ``times`` matching requests with a 5xx status."""
        if not 500 <= status <= 599:
            raise ValueError("a server error has a 5xx status")
        fault = Fault("server_error", route, times, status, when=when)
        self.planned.append(fault)
        return fault

    def slow(
        self,
        route: str | None = None,
        *,
        seconds: float = 0.3,
        times: int = 1,
        when: Callable[[str, str], bool] | None = None,
    ) -> Fault:
        """Answer the next ``times`` matching requests normally, but only after
        ``seconds`` (a slow Discord: the request is handled when it is answered)."""
        if seconds < 0:
            raise ValueError("a slow answer cannot come early")
        fault = Fault("slow", route, times, 200, when=when, delay=seconds)
        self.planned.append(fault)
        return fault

    @property
    def pending(self) -> bool:
        """Whether a planned fault has still to fire."""
        return any(not f.exhausted for f in self.planned)

    def take(self, route: str, path: str) -> Fault | None:
        """The first planned fault for this request, counted as fired."""
        for fault in self.planned:
            if fault.matches(route, path):
                fault.hits.append(path)
                return fault
        return None

    def clear(self) -> None:
        """Forget all planned faults."""
        self.planned.clear()
