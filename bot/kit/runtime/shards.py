"""Which shards a bot process serves, and which guilds belong to them.

Discord sends every guild's events over one shard: the shard
``(guild_id >> 22) % shard_count``. A process that connects a set of shards
owns the tables of their guilds (it creates them, runs their timers and
restores them after a restart); every other process leaves them alone.

>>> shard_of(41771983423143937, 4)
2
>>> parse_ids("0-1,3")
(0, 1, 3)
>>> split(5, 2)
[(0, 1, 2), (3, 4)]
>>> Shards((0, 1), 4).owns(41771983423143937), Shards((2, 3), 4).owns(41771983423143937)
(False, True)
>>> Shards((2, 3), 4).describe()
'2-3 of 4'
"""

from __future__ import annotations

from dataclasses import dataclass

#: A snowflake's time part starts this many bits up.
TIME_SHIFT = 22


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that carries ``guild_id``'s events (direct messages: shard 0)."""
    if guild_id is None:
        return 0
    return (guild_id >> TIME_SHIFT) % shard_count


def parse_ids(text: str) -> tuple[int, ...]:
    """Shard ids from ``"0-3"``, ``"0,2"`` or ``"0-1,4"``, sorted, each once;
    ValueError for anything else."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        low, dash, high = part.partition("-")
        first, last = int(low), int(high) if dash else int(low)
        if first < 0 or last < first:
            raise ValueError(f"shard range {part!r}")
        ids.update(range(first, last + 1))
    if not ids:
        raise ValueError(f"no shard in {text!r}")
    return tuple(sorted(ids))


def split(shard_count: int, processes: int) -> list[tuple[int, ...]]:
    """``shard_count`` shards over ``processes`` processes, in ranges as even
    as they go (the first processes take one more when it does not divide)."""
    if not 1 <= processes <= shard_count:
        raise ValueError(f"{processes} processes for {shard_count} shards")
    out, start = [], 0
    for number in range(processes):
        size = shard_count // processes + (1 if number < shard_count % processes else 0)
        out.append(tuple(range(start, start + size)))
        start += size
    return out


def format_ids(ids: tuple[int, ...]) -> str:
    """The short form :func:`parse_ids` reads: ``(0, 1, 2, 5)`` -> ``"0-2,5"``."""
    parts: list[str] = []
    run: list[int] = []
    for shard in ids:
        if run and shard == run[-1] + 1:
            run.append(shard)
            continue
        if run:
            parts.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
        run = [shard]
    if run:
        parts.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
    return ",".join(parts)


@dataclass(frozen=True)
class Shards:
    """The shards one process connects: ``ids`` out of ``count`` in all."""

    ids: tuple[int, ...]
    count: int

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} of {self.count}")

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process gets ``guild_id``'s events (and so owns its tables)."""
        return shard_of(guild_id, self.count) in self.ids

    def describe(self) -> str:
        """``"2-3 of 4"``, for logs."""
        return f"{format_ids(self.ids)} of {self.count}"
