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

    def next_in_shard(self, shard: int, shard_count: int) -> int:
        """A new snowflake whose guild would land on ``shard`` of ``shard_count``
        (``(id >> 22) % shard_count == shard``): the next one, its time part
        moved on by up to ``shard_count - 1`` milliseconds."""
        value = self.next()
        step = (shard - (value >> 22)) % shard_count
        value += step << 22
        self._last = value
        return value
