"""Issue 36, item 2: "``python -m bot`` stays one process with SQLite"; a
process of a cluster is discord.py's AutoShardedClient with ``shard_ids``
and ``shard_count`` from its settings, and only the process with shard 0
uploads the slash commands (they belong to the token, not to a shard)."""

from __future__ import annotations

from pathlib import Path

import discord

from bot.client import SpeedtischBot, make_bot
from bot.config import Settings
from bot.kit.runtime.shards import Shards


def settings(shards: Shards | None) -> Settings:
    return Settings(token="x", test_guild=None, db_path=Path("unused.sqlite3"), shards=shards)


async def test_one_process_is_one_unsharded_connection() -> None:
    bot = make_bot(settings(None))
    assert type(bot) is SpeedtischBot
    assert not isinstance(bot, discord.AutoShardedClient)
    assert bot.owned_shards is None and bot.syncs_commands
    assert Settings.from_env({"DISCORD_TOKEN": "x"}).shards is None   # python -m bot


async def test_a_cluster_process_connects_its_shards_only() -> None:
    high = make_bot(settings(Shards((2, 3), 4)))
    assert isinstance(high, discord.AutoShardedClient) and isinstance(high, SpeedtischBot)
    assert high.shard_ids == [2, 3] and high.shard_count == 4
    assert not high.syncs_commands
    low = make_bot(settings(Shards((0, 1), 4)))
    assert low.syncs_commands
