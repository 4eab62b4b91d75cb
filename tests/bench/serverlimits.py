"""The load benchmarks' server and the limits of issue 37.

A server allows 25 lobbies and tables at once by default
(:class:`bot.kit.server.Limits`); the benchmarks open up to 200 on their one
server. Before they open any, the server's admin (the first member, given
"Server verwalten") raises the limit through the setting, as a server that
wants that many tables would: ``/speedtisch-admin grenzen tische_pro_server:``.
The other limits hold as they are (one table per person; people click every
1 to 3 seconds, below the pace limit)."""

from __future__ import annotations

from tests.discord_sim import DiscordSim

#: The highest limit the setting offers.
MOST = 1000


async def allow_tables(sim: DiscordSim, count: int) -> None:
    """Let the server hold ``count`` tables (nothing to do for the code
    before issue 37, which had no limit)."""
    if count <= 25 or sim.commands.find("speedtisch-admin") is None:
        return
    admin = sim.members[0]
    sim.grant(admin, "manage_guild")
    ix = await admin.run_command("speedtisch-admin grenzen", tische_pro_server=min(MOST, count))
    await ix.wait_for_reply(contains="Gespeichert", timeout=60)
