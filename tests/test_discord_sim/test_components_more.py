"""Autocomplete, components v2 layouts, and DynamicItem buttons that survive a bot restart."""

from __future__ import annotations

import re
from typing import Any

import discord

from tests.discord_sim import DiscordSim

from .tinybot import TinyBot


async def test_autocomplete_returns_the_bots_choices(discord_sim: DiscordSim, bot: TinyBot) -> None:
    anna = discord_sim.member("anna")
    choices = await anna.autocomplete("karte", "name", name="fa")
    assert choices == [{"name": "Fasan", "value": "Fasan"}]
    shown = await anna.run_command("karte", name="Fasan")
    assert (await shown.wait_for_reply()).content == "Karte: Fasan"


class PlayRow(discord.ui.ActionRow["HandPanel"]):
    @discord.ui.button(label="Spielen", custom_id="hand:play")
    async def play(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        await interaction.response.send_message("Karte gespielt", ephemeral=True)


class HandPanel(discord.ui.LayoutView):
    """A components v2 panel: text display, separator and a row of buttons in a container."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        container: discord.ui.Container[Any] = discord.ui.Container(
            discord.ui.TextDisplay("## Deine Hand"),
            discord.ui.TextDisplay("Fuchs, Hase, Dachs"),
            discord.ui.Separator(),
        )
        self.add_item(container)
        self.add_item(PlayRow())


async def test_components_v2_layouts_are_shown_and_clickable(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    async def panel(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(view=HandPanel(), ephemeral=True)

    bot.cases["panel"] = panel
    anna = discord_sim.member("anna")
    message = await (await anna.run_command("probe", case="panel")).wait_for_reply()
    assert "Deine Hand" in message.text and "Fuchs, Hase, Dachs" in message.text
    assert message.content == "" and message.flags & (1 << 15)
    played = await anna.click(message, "Spielen")
    assert (await played.wait_for_reply()).content == "Karte gespielt"


class BidButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"bid:(?P<table>\d+):(?P<n>\d+)"
):
    """A restart-safe button: the table and the amount live in its custom_id."""

    def __init__(self, table: int, amount: int) -> None:
        super().__init__(discord.ui.Button(label=f"+{amount}", custom_id=f"bid:{table}:{amount}"))
        self.table = table
        self.amount = amount

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BidButton:
        return cls(int(match["table"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            f"Tisch {self.table}: {interaction.user.display_name} bietet {self.amount}"
        )


async def test_dynamic_buttons_work_after_a_bot_restart(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    async def table(interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(BidButton(7, 10))
        view.add_item(BidButton(7, 50))
        await interaction.response.send_message("Versteigerung an Tisch 7", view=view)

    bot.add_dynamic_items(BidButton)
    bot.cases["table"] = table
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    auction = await (await anna.run_command("probe", case="table")).wait_for_reply()

    await discord_sim.stop_bot(bot)
    restarted = TinyBot()
    restarted.add_dynamic_items(BidButton)
    await discord_sim.start_bot(restarted)
    assert len(discord_sim.gateway.ops("IDENTIFY")) == 2

    bid = await ben.click(auction, "+50")
    assert (await bid.wait_for_reply()).content == "Tisch 7: Ben bietet 50"
    reply = await discord_sim.wait_for_message("spieltische", contains="bietet 50")
    assert reply is bid.response_message


class PickView(discord.ui.View):
    """A user select and a channel select."""

    @discord.ui.select(cls=discord.ui.UserSelect, placeholder="Mitspieler", max_values=2)
    async def players(self, interaction: discord.Interaction[Any], select: Any) -> None:
        names = ", ".join(sorted(u.display_name for u in select.values))
        await interaction.response.send_message(f"Mit: {names}")

    @discord.ui.select(cls=discord.ui.ChannelSelect, placeholder="Kanal")
    async def where(self, interaction: discord.Interaction[Any], select: Any) -> None:
        await interaction.response.send_message(f"In: {select.values[0].name}")


async def test_user_and_channel_selects(discord_sim: DiscordSim, bot: TinyBot) -> None:
    async def pick(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("Wer spielt mit?", view=PickView())

    bot.cases["pick"] = pick
    anna = discord_sim.member("anna")
    menu = await (await anna.run_command("probe", case="pick")).wait_for_reply()
    chosen = await anna.select(menu, "Mitspieler", ["ben", discord_sim.member("carla")])
    assert (await chosen.wait_for_reply()).content == "Mit: Ben, Carla"
    where = await anna.select(menu, "Kanal", ["allgemein"])
    assert (await where.wait_for_reply()).content == "In: allgemein"
