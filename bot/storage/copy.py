"""Copy a whole database into an empty one (SQLite into PostgreSQL, say).

``python -m bot storage copy --from data/speedtisch.sqlite3 --to postgresql://…``
runs :func:`copy_database`: both databases are opened (and so migrated to
this code's schema), the target must be empty, every table is copied in
key order, batch by batch, in one write transaction on the target (a
failed copy leaves it empty), the id counters follow (no id is given
twice), and at the end the rows of every table are counted on both sides.
Stop the bot before copying: the source is read batch by batch, and a row
written meanwhile makes the counts differ.

>>> sorted(KEYS)[:3]
['actions', 'album_items', 'game_settings']
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.database import Database, Row, Transaction
from bot.storage.storage import Storage

#: Every table with its key, parents before the tables that refer to them.
#: A table missing here stops the copy (so a new table gets its line).
KEYS: dict[str, tuple[str, ...]] = {
    "game_tables": ("id",),
    "actions": ("table_id", "seq"),
    "timers": ("table_id",),
    "seat_history": ("table_id", "seat", "from_seq"),
    "games": ("id",),
    "player_results": ("game_id", "user_id"),
    "album_items": ("user_id", "game", "item"),
    "streaks": ("user_id", "game", "name"),
    "user_settings": ("user_id",),
    "game_settings": ("user_id", "game"),
    "ratings": ("guild_id", "season", "game", "mode", "user_id"),
    "rating_history": ("user_id", "guild_id", "game_id"),
    "ratings_rebuild": ("pending",),
    "guild_settings": ("guild_id", "scope"),
}

#: Tables with an id counter (identity / AUTOINCREMENT).
COUNTED = ("game_tables", "games")

#: The schema's own bookkeeping: each side keeps its own.
OWN = {"schema_version"}

BATCH = 2000


class CopyError(Exception):
    """The copy cannot start (or its counts differ)."""


@dataclass(frozen=True)
class TableCount:
    """One table's rows on each side after the copy."""

    table: str
    source: int
    target: int


async def _copy_table(src: Database, tx: Transaction, table: str) -> None:
    """Copy ``table`` batch by batch, in key order (a batch in memory at a time)."""
    key = KEYS[table]
    order = ", ".join(key)
    marks = ", ".join("?" for _ in key)
    last: tuple[object, ...] | None = None
    while True:
        where = f"WHERE ({order}) > ({marks}) " if last is not None else ""
        rows = await src.fetchall(f"SELECT * FROM {table} {where}ORDER BY {order} LIMIT ?",
                                  (*(last or ()), BATCH))
        if not rows:
            return
        await _write(tx, table, rows)
        last = tuple(rows[-1][k] for k in key)


async def _write(tx: Transaction, table: str, rows: list[Row]) -> None:
    columns = list(rows[0].keys())
    sql = (f"INSERT INTO {table} ({', '.join(columns)}) "
           f"VALUES ({', '.join('?' for _ in columns)})")
    await tx.executemany(sql, [tuple(r[c] for c in columns) for r in rows])


async def count(db: Database, table: str) -> int:
    """The rows of ``table``."""
    row = await db.fetchone(f"SELECT COUNT(*) FROM {table}")
    return int(row[0]) if row is not None else 0


async def _check_start(source: Database, target: Database) -> list[str]:
    tables = [t for t in await source.tables() if t not in OWN]
    unknown = sorted(set(tables) - set(KEYS))
    if unknown:
        raise CopyError(f"tables the copy does not know: {', '.join(unknown)}")
    theirs = {t for t in await target.tables() if t not in OWN}
    if theirs != set(tables):
        raise CopyError("the two schemas differ: "
                        f"{sorted(theirs ^ set(tables))}")
    for table in tables:
        if await count(target, table):
            raise CopyError(f"the target is not empty ({table} has rows)")
    return [t for t in KEYS if t in tables]


async def copy_database(source: Storage, target: Storage) -> list[TableCount]:
    """Copy every row of ``source`` into the empty ``target`` (same schema
    version); the counts per table on both sides. CopyError if the target
    is not empty, the schemas differ or a count differs after the copy."""
    if source.version != target.version:
        raise CopyError(f"schema versions differ: {source.version} and {target.version}")
    src, dst = source._db, target._db
    tables = await _check_start(src, dst)
    async with dst.transaction() as tx:
        for table in tables:
            await _copy_table(src, tx, table)
    for table in COUNTED:
        await dst.set_id_high(table, await src.id_high(table))
    counts = [TableCount(t, await count(src, t), await count(dst, t)) for t in tables]
    differing = [c.table for c in counts if c.source != c.target]
    if differing:
        raise CopyError(f"row counts differ after the copy: {', '.join(differing)}")
    return counts
