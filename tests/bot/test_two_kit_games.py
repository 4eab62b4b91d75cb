"""Two kit games in one bot (Speedfossil and the sealed test game; soon
Speedspuk and Speedtrödel too): each gets its own cog and command group."""

from __future__ import annotations

from pathlib import Path

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.fossil.plugin import PLUGIN as FOSSIL
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from tests.bot.sealed_ui import SEALED_PLUGIN
from tests.discord_sim import DiscordSim


async def test_a_bot_with_two_kit_games_starts_and_offers_both(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage, games=(FOSSIL, SEALED_PLUGIN))
    await discord_sim.start_bot(bot)
    try:
        assert {"fossil", "sealed"} <= set(discord_sim.commands.names())
        assert len(bot.cogs) == 2
        anna = discord_sim.member("anna")
        for game in ("fossil", "sealed"):
            reply = await (await anna.run_command(f"{game} regeln")).wait_for_reply()
            assert reply.is_ephemeral
    finally:
        await discord_sim.stop_bot(bot)
