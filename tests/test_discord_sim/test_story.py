"""The person-facing API, told as a small auction: commands, threads, buttons, selects, modals."""

from __future__ import annotations

import io
from typing import Any

import discord
import pytest
from PIL import Image

from tests.discord_sim import DiscordSim, SimulatorError

from .tinybot import TinyBot


def png(width: int = 40, height: int = 30) -> bytes:
    """A small PNG image."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), "orange").save(buffer, format="PNG")
    return buffer.getvalue()


class BidModal(discord.ui.Modal, title="Gebot abgeben"):
    """Asks for an amount."""

    betrag: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Betrag", max_length=4)
    notiz: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Notiz", required=False)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(
            f"Gebot {self.betrag.value} angenommen", ephemeral=True
        )


class AuctionView(discord.ui.View):
    """A Versteigerung with a bid counter, a card select and a modal for free bids."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.bid = 0
        self.last = "niemand"

    def text(self) -> str:
        return f"Versteigerung: Gebot {self.bid} von {self.last}"

    @discord.ui.button(label="+10", custom_id="auction:+10")
    async def plus_ten(
        self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]
    ) -> None:
        self.bid += 10
        self.last = interaction.user.display_name
        await interaction.response.edit_message(content=self.text(), view=self)

    @discord.ui.button(label="Bieten", custom_id="auction:bid")
    async def bid_free(
        self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]
    ) -> None:
        await interaction.response.send_modal(BidModal())

    @discord.ui.button(label="Meine Karten", custom_id="auction:hand")
    async def hand(self, interaction: discord.Interaction[Any], _: discord.ui.Button[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        file = discord.File(io.BytesIO(png()), filename="hand.png")
        await interaction.followup.send(f"Deine Karten, {interaction.user.display_name}", file=file)

    @discord.ui.select(
        placeholder="Karte wählen",
        custom_id="auction:card",
        options=[discord.SelectOption(label=f"Karte {n}", value=str(n)) for n in range(1, 6)],
    )
    async def card(
        self, interaction: discord.Interaction[Any], select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.send_message(
            f"Du spielst Karte {select.values[0]}", ephemeral=True
        )


async def open_table(interaction: discord.Interaction[Any]) -> None:
    """The /fabel tisch case: defer, open a thread, post the auction there, then report."""
    await interaction.response.defer(thinking=True)
    assert isinstance(interaction.channel, discord.TextChannel)
    thread = await interaction.channel.create_thread(
        name=f"Tisch von {interaction.user.display_name}", type=discord.ChannelType.public_thread
    )
    view = AuctionView()
    await thread.send(view.text(), view=view)
    await interaction.followup.send(f"Tisch eröffnet: {thread.mention}")


async def test_an_auction_reads_like_a_story(discord_sim: DiscordSim, bot: TinyBot) -> None:
    bot.cases["tisch"] = open_table
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))

    command = await anna.run_command("fabel tisch", spieler=4, tempo="schnell")
    assert command.deferred
    assert command.data["options"][0]["options"] == [
        {"type": 4, "name": "spieler", "value": 4},
        {"type": 3, "name": "tempo", "value": "fast"},
    ]
    await command.wait_for_reply(contains="Tisch eröffnet")

    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    auction = await discord_sim.wait_for_message(thread, contains="Versteigerung")
    assert auction.button_labels == ["+10", "Bieten", "Meine Karten"]

    await ben.click(auction, "+10")
    await discord_sim.wait_for_edit(auction, contains="Gebot 10 von Ben")
    await carla.click(auction, "+10")
    await discord_sim.wait_for_edit(auction, contains="Gebot 20 von Carla")
    assert [v.content for v in auction.versions] == [
        "Versteigerung: Gebot 0 von niemand",
        "Versteigerung: Gebot 10 von Ben",
    ]

    await ben.select(auction, "Karte wählen", ["Karte 3"])
    note = await ben.wait_for_ephemeral("Karte 3")
    assert note.is_ephemeral and note.channel is thread

    opened = await carla.click(auction, "Bieten")
    assert opened.modal is not None and opened.modal.title == "Gebot abgeben"
    assert [f.label for f in opened.modal.fields] == ["Betrag", "Notiz"]
    submitted = await carla.submit_modal({"betrag": "70"})
    reply = await submitted.wait_for_reply("Gebot 70 angenommen")
    assert reply.ephemeral_for == carla.id

    hand = await anna.click(auction, "Meine Karten")
    cards = await hand.wait_for_reply("Deine Karten, Anna")
    assert cards.filenames == ["hand.png"]
    assert Image.open(io.BytesIO(cards.image_bytes())).size == (40, 30)

    # Each person sees the public table and only their own private messages.
    assert [m.text for m in anna.ephemerals()] == ["Deine Karten, Anna"]
    assert [m.text for m in ben.ephemerals()] == ["Du spielst Karte 3"]
    assert [m.text for m in carla.ephemerals()] == ["Gebot 70 angenommen"]
    assert auction in anna.sees(thread) and note not in anna.sees(thread)
    assert discord_sim.member("dario").sees(thread) == [auction]


async def test_command_options_are_checked_like_discord_does(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    anna = discord_sim.member("anna")
    with pytest.raises(SimulatorError, match="no option 'farbe'"):
        await anna.run_command("echo", text="hallo", farbe="rot")
    with pytest.raises(SimulatorError, match="without \\['text'\\]"):
        await anna.run_command("echo", times=2)
    with pytest.raises(SimulatorError, match="above the maximum 5"):
        await anna.run_command("echo", text="hallo", times=6)
    with pytest.raises(SimulatorError, match="not one of the choices"):
        await anna.run_command("fabel tisch", spieler=4, tempo="rasend")
    with pytest.raises(SimulatorError, match="needs a subcommand"):
        await anna.run_command("fabel")
    with pytest.raises(SimulatorError, match="has not registered /nope"):
        await anna.run_command("nope")

    echo = await anna.run_command("echo", text="hallo", times=2, laut=True)
    assert (await echo.wait_for_reply()).content == "HALLO HALLO"
    who = await anna.run_command("wer", person=discord_sim.member("ben"))
    assert (await who.wait_for_reply()).content == f"Ben ({discord_sim.member('ben').id})"


async def test_buttons_people_cannot_use_are_refused(discord_sim: DiscordSim, bot: TinyBot) -> None:
    async def secret(interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="Geheim", custom_id="geheim"))
        view.add_item(discord.ui.Button(label="Aus", custom_id="aus", disabled=True))
        view.add_item(discord.ui.Button(label="Regeln", url="https://example.org/regeln"))
        await interaction.response.send_message("Nur für dich", view=view, ephemeral=True)

    bot.cases["secret"] = secret
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    message = await (await anna.run_command("probe", case="secret")).wait_for_reply()
    with pytest.raises(SimulatorError, match="ben cannot see"):
        await ben.click(message, "Geheim")
    with pytest.raises(SimulatorError, match="disabled"):
        await anna.click(message, "Aus")
    with pytest.raises(SimulatorError, match="link button"):
        await anna.click(message, "Regeln")
    with pytest.raises(SimulatorError, match="no button 'Weiter'"):
        await anna.click(message, "Weiter")
