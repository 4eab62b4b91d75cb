"""Fixtures for storage tests: the storage on each backend (an in-memory
SQLite database, and a PostgreSQL database on the session's throwaway
server: tests/postgres_server.py), and a file path in a folder that does
not exist yet (Storage.open must create it).

Every test that takes ``store`` (or ``target``) runs once per backend. The
PostgreSQL database is migrated once per session and emptied before each
test (DELETE, ids restarted), which costs milliseconds where a new
database would cost a tenth of a second."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.storage import (
    ComputerSeat,
    Einsatz,
    HumanSeat,
    Leaver,
    Seat,
    Status,
    Storage,
    Strength,
    TableRecord,
)
from bot.storage.copy import COUNTED, KEYS
from engines.core.result import GameResult, SeatResult, Stat
from tests.postgres_server import PostgresServer

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def pg_shared(postgres_server: PostgresServer) -> str:
    """One database for the session's storage tests (migrated by its first)."""
    return postgres_server.create_database()


#: Children before parents (DELETE is much cheaper than TRUNCATE on tiny tables).
_EMPTY = "".join(f"DELETE FROM {t};" for t in reversed(KEYS)) + "".join(
    f"ALTER TABLE {t} ALTER COLUMN id RESTART;" for t in COUNTED)


async def emptied(url: str) -> str:
    """Empty every table of the database at ``url`` but its schema version
    (the first time, when it has no tables yet, there is nothing to do)."""
    conn = await asyncpg.connect(url)
    try:
        if await conn.fetchval("SELECT to_regclass('schema_version')") is not None:
            await conn.execute(_EMPTY)
    finally:
        await conn.close()
    return url


@pytest.fixture(params=BACKENDS)
async def target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """Where a storage test's database lives on the backend of this run: an
    SQLite file (not created yet) or an empty PostgreSQL database."""
    if request.param == "sqlite":
        yield str(tmp_path / "data" / "speedtisch.sqlite3")
        return
    url = await emptied(request.getfixturevalue("pg_shared"))
    yield url
    # the test really stored into PostgreSQL (not into a file named like the URL)
    conn = await asyncpg.connect(url)
    try:
        assert await conn.fetchval("SELECT to_regclass('schema_version')") is not None
    finally:
        await conn.close()


@pytest.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest) -> AsyncIterator[Storage]:
    """The storage, on each backend in turn."""
    if request.param == "sqlite":
        storage = await Storage.open(":memory:")
    else:
        storage = await Storage.open(request.getfixturevalue("pg_shared"))
        await storage._db.execute(_EMPTY)   # on its own connection: no second one
    assert storage.dialect == request.param
    try:
        yield storage
    finally:
        await storage.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "nested" / "speedtisch.sqlite3"


async def live_table(storage: Storage, *, seed: int = 7, guild_id: int = 100) -> TableRecord:
    """A two-person live table in guild ``guild_id``."""
    return await storage.tables.create(
        game="fabel",
        mode="klassisch",
        guild_id=guild_id,
        channel_id=200,
        host_id=1,
        seats=[HumanSeat(1, "Ada"), HumanSeat(2, "Bo")],
        options={"tempo": "normal"},
        seed=seed,
        status=Status.LIVE,
        created_at=1_000.0,
    )


@dataclass(frozen=True)
class Played:
    """A finished game as the shell reports it: the engine's result, the
    holders of the seats at the end, and the table's facts."""

    result: GameResult
    seats: tuple[Seat, ...]
    guild_id: int | None
    einsatz: Einsatz | None
    finished_at: float
    table_id: int | None = None
    daily_day: date | None = None
    leavers: tuple[Leaver, ...] = ()


async def record(storage: Storage, game: Played, **kwargs: Any) -> int:
    """Store ``game`` through the storage's one entry for results."""
    return await storage.results.record_game(
        game.result, game.seats, guild_id=game.guild_id, einsatz=game.einsatz,
        finished_at=game.finished_at, table_id=game.table_id, daily_day=game.daily_day,
        leavers=game.leavers, **kwargs)


def played(
    people: Sequence[tuple[int, int, int, int]],
    *,
    computers: Sequence[Strength] = (),
    game: str = "fabel",
    mode: str = "klassisch",
    guild: int | None = 1,
    at: float = 0.0,
    einsatz: Einsatz | None = None,
    stats: Sequence[Mapping[str, Stat]] | None = None,
    keys: Sequence[tuple[int, ...]] | None = None,
    albums: Sequence[tuple[str, ...]] | None = None,
    daily_day: date | None = None,
    table_id: int | None = None,
    rounds: int = 5,
    records: bool = True,
    leavers: Sequence[Leaver] = (),
) -> Played:
    """A game from (user id, place, points, leaderboard points) per person in
    seats 0, 1, ...; the computers sit behind them (their own results do not
    matter to storage). The daily key defaults to the points."""
    seats: list[SeatResult] = []
    for i, (_, place, points, board) in enumerate(people):
        seats.append(SeatResult(
            i, place, points, board, rechenweg=f"{points}",
            stats=dict(stats[i]) if stats is not None else {},
            daily_key=keys[i] if keys is not None else (points,),
            album=albums[i] if albums is not None else ()))
    for j in range(len(computers)):
        seats.append(SeatResult(len(people) + j, len(people) + j + 1, 0, 0))
    holders: list[Seat] = [HumanSeat(user, f"P{user}") for user, *_ in people]
    holders += [ComputerSeat(s) for s in computers]
    return Played(GameResult(game, mode, "over", rounds, tuple(seats), records),
                  tuple(holders), guild, einsatz, at, table_id, daily_day, tuple(leavers))
