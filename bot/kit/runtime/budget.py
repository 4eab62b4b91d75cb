"""The process's share of Discord's global request limit: one token bucket
for every request that counts against it (table messages, moments,
mentions), shared by every table of the process.

Discord allows one bot token about 50 requests a second in all
(docs/DISCORD.md, "The global request limit"); interaction responses and
followups through an interaction's token do not count. Past the limit
Discord answers 429 to everything, and 10,000 refused requests in ten
minutes ban the bot's address for a while, so the bot keeps below it
rather than finding it: each request waits here for a token first.

- K processes of one token each take 1/K of it (``SPEEDTISCH_PROCESSES``,
  the cluster's process count; 1 by default).
- Waiters are served in order, a person's (``urgent``) before a refresh
  nobody waits for. A table takes one token per request and queues again
  behind the others, so when many tables are busy each table's edits are
  spaced further apart by themselves (N busy tables: about N / rate
  seconds between two edits of one table).
- ``SPEEDTISCH_GLOBAL_RATE`` sets the token's rate (0: no budget, every
  request goes at once, the behaviour before issue 36).

>>> import asyncio
>>> budget = GlobalBudget(rate=10.0, burst=2.0)
>>> async def three() -> int:
...     for _ in range(3):
...         await budget.take()
...     return budget.taken
>>> asyncio.run(three())  # the third waited for a token (0.1 s at 10/s)
3
"""

from __future__ import annotations

import asyncio
import os
import time
import weakref
from collections import deque
from collections.abc import Callable, Mapping

#: Discord's global limit of one bot token, in requests per second.
DISCORD_GLOBAL = 50.0
#: The share of it the bot plans with: the rest is headroom for requests
#: outside the budget (a lobby's edits, command sync) and for clocks that differ.
PLANNED_SHARE = 0.8
#: Seconds of the rate that may go at once after a quiet spell: with 40/s
#: planned, 8 at once, so no second of Discord's ever sees more than 48.
BURST_SECONDS = 0.2
#: The longest 429 (in seconds) discord.py waits out inside a request; a
#: longer one raises ``discord.RateLimited`` (the bot's client sets it).
LONGEST_429_WAIT = 1.0


def rate_from_env(env: Mapping[str, str] | None = None) -> float:
    """Requests per second this process may send: the token's planned rate
    (``SPEEDTISCH_GLOBAL_RATE``, else 80 % of Discord's 50/s) over the
    process count (``SPEEDTISCH_PROCESSES``, else 1). 0: no budget.

    >>> rate_from_env({})
    40.0
    >>> rate_from_env({"SPEEDTISCH_PROCESSES": "4"})
    10.0
    >>> rate_from_env({"SPEEDTISCH_GLOBAL_RATE": "0"})
    0.0
    """
    values = os.environ if env is None else env
    raw_rate = values.get("SPEEDTISCH_GLOBAL_RATE", "").strip()
    rate = float(raw_rate) if raw_rate else DISCORD_GLOBAL * PLANNED_SHARE
    processes = max(1, int(values.get("SPEEDTISCH_PROCESSES", "").strip() or 1))
    return max(0.0, rate) / processes


class GlobalBudget:
    """A token bucket of ``rate`` tokens a second, ``burst`` at most, with
    its waiters in order (urgent ones first). ``rate`` 0 never waits.

    ``taken`` counts the tokens given, ``waited`` the seconds spent waiting
    in all, ``longest`` the longest single wait (the benchmark reports them).
    """

    def __init__(self, rate: float, *, burst: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst if burst is not None else max(1.0, rate * BURST_SECONDS)
        self._clock = clock
        self.tokens = self.burst
        self._stamp = clock()
        self._urgent: deque[asyncio.Event] = deque()
        self._background: deque[asyncio.Event] = deque()
        self.taken = 0
        self.waited = 0.0
        self.longest = 0.0

    @property
    def waiting(self) -> int:
        """Requests waiting for a token now (about the busy tables)."""
        return len(self._urgent) + len(self._background)

    def spacing(self) -> float:
        """Seconds between two requests of one table while every waiting
        table takes its turn (0 without a budget).

        >>> GlobalBudget(rate=40.0).spacing()
        0.025
        """
        return (self.waiting + 1) / self.rate if self.rate > 0 else 0.0

    def _refill(self) -> None:
        now = self._clock()
        self.tokens = min(self.burst, self.tokens + (now - self._stamp) * self.rate)
        self._stamp = now

    def _head(self) -> asyncio.Event | None:
        if self._urgent:
            return self._urgent[0]
        return self._background[0] if self._background else None

    def _wake_head(self) -> None:
        head = self._head()
        if head is not None:
            head.set()

    def _spend(self, since: float) -> None:
        self.tokens -= 1.0
        self.taken += 1
        waited = self._clock() - since
        self.waited += waited
        self.longest = max(self.longest, waited)

    async def take(self, *, urgent: bool = True) -> None:
        """Wait for a token and use it. ``urgent``: a person waits for what
        this request shows (served before every refresh nobody waits for)."""
        start = self._clock()
        if self.rate <= 0:
            self.taken += 1
            return
        self._refill()
        if self.tokens >= 1.0 and self._head() is None:
            self._spend(start)
            return
        ticket = asyncio.Event()
        queue = self._urgent if urgent else self._background
        queue.append(ticket)
        # An urgent newcomer may be the head now: the old head looks again.
        self._wake_head()
        try:
            while True:
                wait: float | None = None
                if self._head() is ticket:
                    self._refill()
                    if self.tokens >= 1.0:
                        self._spend(start)
                        return
                    wait = (1.0 - self.tokens) / self.rate
                ticket.clear()
                try:
                    async with asyncio.timeout(wait):
                        await ticket.wait()
                except TimeoutError:
                    pass
        finally:
            queue.remove(ticket)
            self._wake_head()


_shared: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, GlobalBudget] = (
    weakref.WeakKeyDictionary())
#: The rate the settings gave (:func:`configure`); None: read the environment.
_configured_rate: float | None = None


def configure(rate: float | None) -> None:
    """Budgets made from now on plan with ``rate`` requests a second (the
    bot's settings, which also read the .env file); None: the environment."""
    global _configured_rate
    _configured_rate = rate


def shared() -> GlobalBudget:
    """The process's budget (one per event loop: a bot runs one loop; tests
    start a loop each, and a waiter of an ended loop must not block the next),
    made on first use from the configured rate (:func:`configure`), else
    from the environment (:func:`rate_from_env`)."""
    loop = asyncio.get_running_loop()
    budget = _shared.get(loop)
    if budget is None:
        rate = rate_from_env() if _configured_rate is None else _configured_rate
        budget = _shared[loop] = GlobalBudget(rate)
    return budget
