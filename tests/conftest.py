"""Shared pytest configuration for the Speedtisch test suite."""

# Imported here, before any test starts threads: CPython 3.11.7 can raise
# "AST constructor recursion depth mismatch" when pytest first imports (and
# rewrites) the hypothesis plugin at the very end of a run.
import hypothesis  # noqa: F401
import pytest

# The suite plays the shipped games: the engines' composition root registers
# them (core looks games up and never imports them itself).
import engines.catalog  # noqa: F401
from tests.discord_sim.fixtures import discord_sim  # noqa: F401

# A throwaway PostgreSQL server per session, started when a test asks for it.
from tests.postgres_server import postgres_server, postgres_url  # noqa: F401


def pytest_configure(config: pytest.Config) -> None:
    """Register the simulator's marker."""
    config.addinivalue_line(
        "markers", "discord_sim_config(config): SimConfig for the discord_sim fixture"
    )
    config.addinivalue_line(
        "markers", "real_pace: the bot's default pace limit holds (tests/bot/conftest.py)"
    )
