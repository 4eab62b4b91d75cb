"""Shared pytest configuration for the Speedtisch test suite."""

import pytest

from tests.discord_sim.fixtures import discord_sim  # noqa: F401


def pytest_configure(config: pytest.Config) -> None:
    """Register the simulator's marker."""
    config.addinivalue_line(
        "markers", "discord_sim_config(config): SimConfig for the discord_sim fixture"
    )
