"""The ``discord_sim`` pytest fixture: a started simulator, checked when the test ends."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from .sim import DiscordSim, SimConfig


async def _finish(sim: DiscordSim) -> None:
    await sim.stop()
    if sim.problems:
        pytest.fail("Discord simulator: " + "; ".join(sim.problems), pytrace=False)
    if not sim.unanswered_allowed and sim.unanswered():
        lines = [ix.describe() for ix in sim.unanswered()]
        pytest.fail(
            "interactions the bot never answered (sim.allow_unanswered() if on purpose):\n"
            + "\n".join(lines),
            pytrace=False,
        )
    unexpected = sim.unexpected_errors()
    if unexpected:
        lines = [f"{r.request.method} {r.request.path}: {r.error}" for r in unexpected]
        pytest.fail(
            "the bot got error answers it should not provoke "
            "(use sim.expect_errors(code) if on purpose):\n" + "\n".join(lines),
            pytrace=False,
        )


@pytest_asyncio.fixture
async def discord_sim(request: pytest.FixtureRequest) -> AsyncIterator[DiscordSim]:
    """A running Discord simulator with one guild, channels and six people.

    A test may pass a :class:`SimConfig` with ``@pytest.mark.discord_sim_config(SimConfig(...))``.
    At the end the fixture stops every bot started with ``sim.start_bot`` and
    fails the test if the bot called an unknown route, left an interaction
    unanswered (``sim.allow_unanswered()``), or got an error answer the test
    did not declare with ``sim.expect_errors``.
    """
    marker = request.node.get_closest_marker("discord_sim_config")
    config = marker.args[0] if marker else SimConfig()
    sim = DiscordSim(config)
    await sim.start()
    try:
        yield sim
    finally:
        await _finish(sim)
