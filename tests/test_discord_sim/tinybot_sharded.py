"""The tiny bot as an AutoShardedClient."""

from __future__ import annotations

import discord

from .tinybot import TinyBot


class TinyShardedBot(TinyBot, discord.AutoShardedClient):
    """TinyBot's commands on an ``AutoShardedClient``; shards from GET /gateway/bot."""
