"""``python -m bot ratings rebuild``: recomputes every rating from the stored
games and says whether the stored ones were exactly those (issue 34)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.storage import Storage, Strength
from tests.storage.conftest import played, record


async def _database(path: Path) -> None:
    async with await Storage.open(path) as storage:
        for n in range(5):
            await record(storage, played([(1, 1 + n % 2, 5, 1)], computers=(Strength.STARK,),
                                         at=100.0 * n))
        await storage._db.execute("UPDATE ratings SET sigma = sigma * 2 WHERE season = ''")


def test_the_rebuild_finds_and_replaces_changed_ratings(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bot.sqlite3"
    asyncio.run(_database(path))
    assert main(["ratings", "rebuild", "--check", "--db", str(path)]) == 1
    assert "Abweichend gespeichert: 2 Zeilen" in capsys.readouterr().out  # all servers, server
    assert main(["ratings", "rebuild", "--db", str(path)]) == 0
    assert "aus 5 Partien: 3 Wertungen, 10 Punkte im Verlauf" in capsys.readouterr().out
    assert main(["ratings", "rebuild", "--check", "--db", str(path)]) == 0
    assert "Abweichend gespeichert: 0 Zeilen" in capsys.readouterr().out


def test_without_a_database_it_says_so(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ratings", "rebuild", "--db", str(tmp_path / "none.sqlite3")]) == 2
    assert "Keine Datenbank" in capsys.readouterr().err
