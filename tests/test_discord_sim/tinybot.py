"""A tiny real discord.py bot for the simulator's own tests.

Each test decides what the bot does: ``/probe case:<name>`` runs the
coroutine the test registered under ``bot.cases[name]``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

Case = Callable[[discord.Interaction[Any]], Awaitable[None]]


class TinyBot(discord.Client):
    """A plain client with a command tree; the commands are synced in ``setup_hook``."""

    def __init__(self, *, intents: discord.Intents | None = None, **options: Any) -> None:
        super().__init__(intents=intents or discord.Intents.default(), **options)
        self.tree = app_commands.CommandTree(self)
        self.cases: dict[str, Case] = {}
        self.errors: list[BaseException] = []
        self.seen_messages: list[discord.Message] = []
        self.resumed = asyncio.Event()
        self._add_commands()

    def _add_commands(self) -> None:
        @self.tree.command(name="probe", description="Run a test case")
        @app_commands.describe(case="which case")
        async def probe(interaction: discord.Interaction[Any], case: str) -> None:
            await self.cases[case](interaction)

        @self.tree.command(name="ping", description="Answer pong")
        async def ping(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("pong")

        @self.tree.command(name="echo", description="Say it again")
        @app_commands.describe(text="what", times="how often", laut="shout")
        async def echo(
            interaction: discord.Interaction[Any],
            text: str,
            times: app_commands.Range[int, 1, 5] = 1,
            laut: bool = False,
        ) -> None:
            said = " ".join([text.upper() if laut else text] * times)
            await interaction.response.send_message(said)

        @self.tree.command(name="wer", description="Name a member")
        async def wer(interaction: discord.Interaction[Any], person: discord.Member) -> None:
            await interaction.response.send_message(f"{person.display_name} ({person.id})")

        async def card_names(
            interaction: discord.Interaction[Any], current: str
        ) -> list[app_commands.Choice[str]]:
            names = ["Fuchs", "Hase", "Fasan", "Dachs"]
            return [
                app_commands.Choice(name=n, value=n) for n in names if current.lower() in n.lower()
            ]

        @self.tree.command(name="karte", description="Show a card")
        @app_commands.autocomplete(name=card_names)
        async def karte(interaction: discord.Interaction[Any], name: str) -> None:
            await interaction.response.send_message(f"Karte: {name}", ephemeral=True)

        fabel = app_commands.Group(name="fabel", description="Speedfabel")

        @fabel.command(name="tisch", description="Open a table")
        @app_commands.choices(
            tempo=[
                app_commands.Choice(name="gemütlich", value="slow"),
                app_commands.Choice(name="schnell", value="fast"),
            ]
        )
        async def tisch(
            interaction: discord.Interaction[Any], spieler: int, tempo: str = "slow"
        ) -> None:
            await self.cases["tisch"](interaction)

        self.tree.add_command(fabel)

    async def setup_hook(self) -> None:
        """Sync the commands, as a real bot does (globally here)."""
        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        """Keep every MESSAGE_CREATE the bot receives."""
        self.seen_messages.append(message)

    async def on_resumed(self) -> None:
        """Note a successful RESUME."""
        self.resumed.set()

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        """Keep errors instead of only logging them."""
        import sys

        error = sys.exc_info()[1]
        if error is not None:
            self.errors.append(error)
