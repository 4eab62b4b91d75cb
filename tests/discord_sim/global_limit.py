"""Discord's global request limit of one bot token, as the simulator counts
and enforces it (issue 36; Discord's rules in docs/DISCORD.md, "The global
request limit").

- Every request on a bot route counts, at most ``limit`` in any second (a
  sliding window of one second). Interaction routes do not count: the
  interaction callback and everything through an interaction's token
  (``/interactions/…``, ``/webhooks/{id}/{token}…``).
- Over the limit the request is refused with 429, ``"global": true`` and
  ``retry_after`` (the seconds until the window has room again), with the
  headers Discord sends: ``Retry-After``, ``X-RateLimit-Global: true``,
  ``X-RateLimit-Scope: global`` and ``Via`` (discord.py takes a 429 without
  ``Via`` for a Cloudflare ban).
- Invalid requests (answers 401, 403 and 429) are counted over ten
  minutes; from 10,000 on every request is refused as Cloudflare does, a
  429 with a text body (discord.py raises HTTPException).

Off by default (``SimConfig.global_limit`` None): the tests before issue 36
send bursts no real bot would (a restart restoring many tables in one
instant), and a refusal there would test the limit where it is not meant
to. It still counts, so a test can read what a run sent. Tests of the limit
and the benchmark set it (50 for Discord's own).
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: Discord's global limit: requests a second of one bot token.
DISCORD_LIMIT = 50.0
#: Invalid requests allowed in :data:`INVALID_WINDOW` seconds before a ban.
INVALID_LIMIT = 10_000
INVALID_WINDOW = 600.0
#: Answers Discord counts as invalid requests.
INVALID_STATUSES = frozenset({401, 403, 429})
#: Route templates through an interaction's token (not bound by the limit).
EXEMPT_PREFIXES = ("/interactions/", "/webhooks/")


def counts(template: str) -> bool:
    """Whether a request on route ``template`` counts against the global limit.

    >>> counts("/channels/{channel_id}/messages"), counts("/webhooks/{webhook_id}/{webhook_token}")
    (True, False)
    """
    return not template.startswith(EXEMPT_PREFIXES)


@dataclass
class GlobalLimit:
    """The count and the limit of one simulator (one bot token).

    ``limit`` None: counted, never refused."""

    limit: float | None
    clock: Callable[[], float]
    #: Invalid requests in ten minutes that get the address banned.
    invalid_limit: int = INVALID_LIMIT
    #: Requests that counted (admitted), that did not count (interaction
    #: routes), and that were refused with a global 429.
    counted: int = 0
    exempt: int = 0
    refused: int = 0
    #: The most counted requests seen in one second (sliding).
    peak: int = 0
    #: Counted requests by the channel in their path (a table's thread).
    by_channel: Counter[int] = field(default_factory=Counter)
    #: Counted requests by route ("POST /channels/{channel_id}/messages").
    by_route: Counter[str] = field(default_factory=Counter)
    _recent: deque[float] = field(default_factory=deque)
    _invalid: deque[float] = field(default_factory=deque)

    def _window(self, now: float) -> deque[float]:
        while self._recent and self._recent[0] <= now - 1.0:
            self._recent.popleft()
        return self._recent

    @property
    def invalid(self) -> int:
        """Invalid requests in the last ten minutes."""
        now = self.clock()
        while self._invalid and self._invalid[0] <= now - INVALID_WINDOW:
            self._invalid.popleft()
        return len(self._invalid)

    @property
    def banned(self) -> bool:
        """Whether the token's address is banned for now (too many invalid requests)."""
        return self.invalid >= self.invalid_limit

    def admit(self, route: str, template: str, params: dict[str, str]) -> float | None:
        """Count a request on ``route`` (its ``template`` is the path's); the
        seconds to wait if the limit refuses it."""
        if not counts(template):
            self.exempt += 1
            return None
        now = self.clock()
        window = self._window(now)
        if self.limit is not None and len(window) >= self.limit:
            self.refused += 1
            return max(0.001, window[0] + 1.0 - now)
        window.append(now)
        self.counted += 1
        self.by_route[route] += 1
        self.peak = max(self.peak, len(window))
        channel = params.get("channel_id")
        if channel is not None and channel.isdigit():
            self.by_channel[int(channel)] += 1
        return None

    def answered(self, status: int) -> None:
        """Note an answer's status (invalid ones count towards a ban)."""
        if status in INVALID_STATUSES:
            self._invalid.append(self.clock())

    def report(self) -> dict[str, Any]:
        """The counts so far, for a benchmark's output."""
        return {"counted": self.counted, "exempt": self.exempt, "refused": self.refused,
                "peak per second": self.peak, "invalid": self.invalid,
                "by route": dict(self.by_route)}

    def reset(self) -> None:
        """Start counting anew (a benchmark's measuring window); the limit's
        window of the last second stays."""
        self.counted = self.exempt = self.refused = self.peak = 0
        self.by_channel.clear()
        self.by_route.clear()
