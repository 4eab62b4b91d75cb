"""Fixtures for end-to-end tests: the real Speedtisch bot against the simulator."""

from __future__ import annotations

import contextlib
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime import decisions, editing
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.pictures import ALT_LIMIT
from bot.storage import Storage
from tests.discord_sim import DiscordSim

START = 1_800_000_000.0


@pytest.fixture(autouse=True)
def quick_edits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests run many clicks in little real time: edits may follow each other
    quickly here (the bidding-war test sets Discord's pace again)."""
    monkeypatch.setattr(editing, "EDIT_INTERVAL", 0.02)


@pytest.fixture(autouse=True)
def machine_pace(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests click at a machine's pace, far beyond a human's: the default
    pace limit (issue 37, bot.kit.server.ACTIONS_PER_10S) is lifted, except
    in a test marked ``real_pace`` (a server's own setting still holds)."""
    if request.node.get_closest_marker("real_pace") is not None:
        return
    with contextlib.suppress(ImportError):      # the code before issue 37
        from bot.kit import server
        monkeypatch.setattr(server, "ACTIONS_PER_10S", 1_000_000)


@pytest.fixture(autouse=True)
def decisions_in_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Computers decide in threads here (tests may swap in decide functions of
    their own); tests/bot/test_decisions.py runs them through the processes."""
    monkeypatch.setattr(decisions, "IN_PROCESSES", False)


@pytest.fixture(autouse=True)
def alt_text_on_every_picture(request: pytest.FixtureRequest) -> Iterator[None]:
    """Issue 38, item 6: every picture the bot sent in a simulator flow of
    this test has an alt text (Discord's attachment description, at most
    1,024 characters); checked when the test ends, for every game's flows."""
    yield
    sim = request.node.funcargs.get("discord_sim") if hasattr(request.node, "funcargs") else None
    if not isinstance(sim, DiscordSim):
        return
    bare = sorted({a.filename for a in sim.attachments.values() if not a.description})
    long = sorted({a.filename for a in sim.attachments.values()
                   if a.description and len(a.description) > ALT_LIMIT})
    if bare or long:
        pytest.fail(f"pictures without an alt text: {bare}; alt text over {ALT_LIMIT} "
                    f"characters: {long}", pytrace=False)


@pytest_asyncio.fixture
async def clock() -> ManualScheduler:
    """Table time that moves only when a test says so."""
    return ManualScheduler(start=START)


@pytest_asyncio.fixture
async def storage(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Storage]:
    """A fresh database file (kept across a simulated restart within a test);
    with SPEEDTISCH_TEST_BACKEND=postgresql a fresh database on the session's
    PostgreSQL server instead (docs/STORAGE.md; not part of CI's run)."""
    if os.environ.get("SPEEDTISCH_TEST_BACKEND") == "postgresql":
        store = await Storage.open(request.getfixturevalue("postgres_url"))
    else:
        store = await Storage.open(tmp_path / "speedtisch.sqlite3")
    yield store
    await store.close()


@pytest_asyncio.fixture
async def speedtisch(discord_sim: DiscordSim, clock: ManualScheduler,
                     storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot, logged in to the simulator, with manual table time."""
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage)
    await discord_sim.start_bot(bot)
    yield bot
    await discord_sim.stop_bot(bot)
