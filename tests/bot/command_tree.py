"""The slash commands every registered game adds, as the payload the bot
syncs to Discord (``Command.to_dict``), built without a connection: each
game's command group is loaded into a bare bot's tree."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.registry import plugins

#: The tree as it stood before Speedfabel's group was built by the kit
#: (written by ``python -m tests.bot.command_tree``).
BEFORE = Path(__file__).parent / "command_tree_before.json"
#: Each command's parameters' defaults then (Discord is not told them).
BEFORE_DEFAULTS = Path(__file__).parent / "command_defaults_before.json"
#: A required parameter's "default".
REQUIRED = "<required>"


async def _tree() -> app_commands.CommandTree[Any]:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    for plugin in plugins():
        # The groups read the declaration and the UI while they are built;
        # storage and the rest are used only when a command runs.
        controller = SimpleNamespace(info=plugin.info, ui=plugin.ui, parts=plugin.parts,
                                     storage=None, client=bot)
        await bot.add_cog(plugin.cog(controller))
    return bot.tree


async def command_tree() -> dict[str, dict[str, Any]]:
    """Every game's command group by name, as synced to Discord."""
    tree = await _tree()
    return {c.name: c.to_dict(tree) for c in tree.get_commands()}


async def command_defaults() -> dict[str, dict[str, dict[str, Any]]]:
    """game -> subcommand -> parameter -> its default (:data:`REQUIRED`)."""
    tree = await _tree()
    return {group.name: {sub.name: {p.name: REQUIRED if p.required else p.default
                                    for p in sub.parameters}
                         for sub in group.commands if isinstance(sub, app_commands.Command)}
            for group in tree.get_commands() if isinstance(group, app_commands.Group)}


def _write(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                    encoding="utf-8")


def main() -> None:
    """Write the tree of today's code to :data:`BEFORE` and its defaults to
    :data:`BEFORE_DEFAULTS`."""
    import asyncio

    _write(BEFORE, asyncio.run(command_tree()))
    _write(BEFORE_DEFAULTS, asyncio.run(command_defaults()))


if __name__ == "__main__":
    main()
