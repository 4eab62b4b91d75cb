"""Snowflake ids, as Discord makes them."""

from __future__ import annotations

import itertools

from .clock import SimClock

DISCORD_EPOCH_MS = 1420070400000


class SnowflakeFactory:
    """Makes unique, time-ordered snowflakes from the simulator's clock."""

    def __init__(self, clock: SimClock) -> None:
        self._clock = clock
        self._counter = itertools.count(1)
        self._last = 0

    def next(self) -> int:
        """A new snowflake, strictly greater than every earlier one."""
        ms = int(self._clock.time() * 1000) - DISCORD_EPOCH_MS
        value = (ms << 22) | (next(self._counter) & 0xFFF)
        if value <= self._last:
            value = self._last + 1
        self._last = value
        return value
