"""Moving an SQLite database into PostgreSQL (issue 36, item 3: "a command
that copies everything and checks the counts"): ``python -m bot storage
copy --from sqlite:PATH --to postgresql://…``."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.storage import Einsatz, HumanSeat, Storage, Strength, Theme, TimerRecord
from bot.storage.copy import KEYS, CopyError, copy_database
from tests.postgres_server import PostgresServer
from tests.storage.conftest import live_table, played, record


async def _fill(path: Path) -> None:
    """A database with a row in every table (the ratings' rebuild mark aside)."""
    async with await Storage.open(path) as storage:
        live = await live_table(storage, guild_id=7)
        for seq in range(3):
            await storage.tables.append_action(live.id, seq, {"n": seq, "wort": "Drachenhöhle"})
        await storage.tables.set_timer(live.id, TimerRecord(4, "zug", 1_234.5))
        await storage.tables.replace_seat(live.id, 1, HumanSeat(9, "Zoë"), from_seq=3)
        ended = await live_table(storage, seed=8)
        await storage.tables.abandon(ended.id, at=2_000.0)
        await record(storage, played([(1, 1, 30, 3), (2, 2, 10, 1)], at=10.0,
                                     computers=[Strength.STARK], einsatz=Einsatz.RANGLISTE))
        await record(storage, played([(1, 1, 5, 2)], game="fossil", at=20.0,
                                     albums=[("Ammonit", "Trilobit")]))
        await storage.streaks.update(1, "spuk", "richtig", [True, True, False, True], at=30.0)
        await storage.settings.set_theme(1, Theme.MORGENTAU)
        await storage.settings.set_game(1, "fabel", {"last_bid": 12})
        await storage.guilds.set(7, "", {"tables_per_server": 40})


async def _rows(target: str) -> dict[str, list[tuple[object, ...]]]:
    async with await Storage.open(target) as storage:
        out = {}
        for table in KEYS:
            order = ", ".join(KEYS[table])
            out[table] = [tuple(r) for r in await storage._db.fetchall(
                f"SELECT * FROM {table} ORDER BY {order}")]
        return out


def test_sqlite_to_postgresql_copies_every_row_and_checks_the_counts(
        tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "speedtisch.sqlite3"
    asyncio.run(_fill(source))
    before = asyncio.run(_rows(str(source)))
    assert all(before[t] for t in KEYS if t != "ratings_rebuild"), before

    assert main(["storage", "copy", "--from", f"sqlite:{source}", "--to", postgres_url]) == 0
    out = capsys.readouterr().out
    assert "actions: 3 Zeilen kopiert, 3 im Ziel" in out
    assert "jede Anzahl stimmt überein" in out
    assert asyncio.run(_rows(postgres_url)) == before
    # the copied ratings are exactly what PostgreSQL computes from the copied games
    assert main(["ratings", "rebuild", "--check", "--db", postgres_url]) == 0
    assert "Abweichend gespeichert: 0 Zeilen" in capsys.readouterr().out

    # the copy goes on where the file stopped: no id is given twice
    async def next_table() -> int:
        async with await Storage.open(postgres_url) as storage:
            return (await live_table(storage)).id
    assert asyncio.run(next_table()) > max(r[0] for r in before["game_tables"])

    # a target with rows is refused, and nothing is added to it
    assert main(["storage", "copy", "--from", str(source), "--to", postgres_url]) == 1
    err = capsys.readouterr().err
    assert "Kopie nicht möglich" in err and "not empty" in err
    assert len(asyncio.run(_rows(postgres_url))["game_tables"]) == len(before["game_tables"]) + 1


async def test_the_way_back_gives_the_same_rows(tmp_path: Path,
                                                postgres_server: PostgresServer) -> None:
    """PostgreSQL into a new SQLite file: every row as it was (the two
    schemas hold the same values, types included)."""
    first, back = tmp_path / "first.sqlite3", tmp_path / "back.sqlite3"
    await _fill(first)
    url = postgres_server.create_database()
    async with await Storage.open(first) as src, await Storage.open(url) as dst:
        await copy_database(src, dst)
    async with await Storage.open(url) as src, await Storage.open(back) as dst:
        counts = await copy_database(src, dst)
        assert dst.dialect == "sqlite" and src.dialect == "postgresql"
    assert {c.table for c in counts} == set(KEYS)
    assert await _rows(str(back)) == await _rows(str(first))


async def test_a_copy_into_a_database_with_rows_is_refused(store: Storage,
                                                           tmp_path: Path) -> None:
    await live_table(store)
    async with await Storage.open(tmp_path / "other.sqlite3") as source:
        await live_table(source)
        with pytest.raises(CopyError, match="not empty"):
            await copy_database(source, store)
    assert len(await store.tables.open_tables(game="fabel")) == 1
