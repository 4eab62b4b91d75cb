"""The test server's limits (issue 37) where a run needs more than a
server allows by default (:class:`bot.kit.server.Limits`: 25 lobbies and
tables, 3 per person, 30 commands and clicks per person in 10 seconds).

The load benchmarks open up to 200 tables on their one server; the kill
and stop runs (tests/bot/killrun.py) seat Anna at a table of every game
setup and click at a machine's pace, as do the scripted games of
tests/bench/panels.py. Before they open any table, the
server's admin (the first member, given "Server verwalten") raises what
they need through the setting, as a server that wants that would:
``/speedtisch-admin grenzen``. Nothing else changes."""

from __future__ import annotations

from typing import Any

from tests.discord_sim import DiscordSim, SimChannel

#: The highest table and pace limit the settings offer.
MOST = 1000


async def set_limits(sim: DiscordSim, channel: SimChannel | None = None,
                     **options: Any) -> None:
    """Set limits by their options (``tische_pro_server=200``) on the server
    of ``channel`` (the first server's default channel if None); nothing to
    do for the code before issue 37, which had no limits."""
    if sim.commands.find("speedtisch-admin") is None:
        return
    admin = sim.members[0]
    sim.grant(admin, "manage_guild")
    ix = await admin.run_command("speedtisch-admin grenzen", channel=channel, **options)
    await ix.wait_for_reply(contains="Gespeichert", timeout=60)


async def allow_tables(sim: DiscordSim, count: int, channel: SimChannel | None = None) -> None:
    """Let the server (of ``channel``) hold ``count`` tables at once."""
    if count > 25:
        await set_limits(sim, channel, tische_pro_server=min(MOST, count))
