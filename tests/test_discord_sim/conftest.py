"""Fixtures for the simulator's own tests: a tiny bot started against ``discord_sim``."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from tests.discord_sim import DiscordSim

from .tinybot import TinyBot


@pytest_asyncio.fixture
async def bot(discord_sim: DiscordSim) -> AsyncIterator[TinyBot]:
    """The tiny bot, logged in and ready."""
    client = TinyBot()
    await discord_sim.start_bot(client)
    yield client
    await discord_sim.stop_bot(client)
