"""The slash commands every registered game adds, as the payload the bot
syncs to Discord (``Command.to_dict``), built without a connection: each
game's command group is loaded into a bare bot's tree."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
from discord.ext import commands

from bot.registry import plugins

#: The tree as it stood before Speedfabel's group was built by the kit
#: (written by ``python -m tests.bot.command_tree``).
BEFORE = Path(__file__).parent / "command_tree_before.json"


async def command_tree() -> dict[str, dict[str, Any]]:
    """Every game's command group by name, as synced to Discord."""
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    for plugin in plugins():
        # The groups read the declaration and the UI while they are built;
        # storage and the rest are used only when a command runs.
        controller = SimpleNamespace(info=plugin.info, ui=plugin.ui, storage=None, client=bot)
        await bot.add_cog(plugin.cog(controller))
    return {c.name: c.to_dict(bot.tree) for c in bot.tree.get_commands()}


def main() -> None:
    """Write the tree of today's code to :data:`BEFORE`."""
    import asyncio

    tree = asyncio.run(command_tree())
    BEFORE.write_text(json.dumps(tree, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                      encoding="utf-8")


if __name__ == "__main__":
    main()
