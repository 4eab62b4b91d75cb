"""Discord's interaction rules, enforced against the real discord.py client."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest

from tests.discord_sim import DiscordSim

from .tinybot import TinyBot


def capture(bot: TinyBot, name: str) -> asyncio.Queue[discord.Interaction[Any]]:
    """Register a case that only hands the interaction to the test."""
    queue: asyncio.Queue[discord.Interaction[Any]] = asyncio.Queue()

    async def case(interaction: discord.Interaction[Any]) -> None:
        queue.put_nowait(interaction)

    bot.cases[name] = case
    return queue


async def test_first_answer_later_than_3_seconds_is_unknown_interaction(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    discord_sim.expect_errors(10062)
    discord_sim.allow_unanswered()
    held = capture(bot, "slow")
    ix = await discord_sim.member("anna").run_command("probe", case="slow", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    discord_sim.clock.advance(3.1)
    with pytest.raises(discord.NotFound) as caught:
        await interaction.response.send_message("zu spät")
    assert caught.value.code == 10062
    assert not ix.answered and len(ix.errors) == 1
    assert "after 3.1" in ix.errors[0]


async def test_a_defer_within_3_seconds_keeps_the_interaction(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    held = capture(bot, "quick")
    ix = await discord_sim.member("anna").run_command("probe", case="quick", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    discord_sim.clock.advance(2.9)
    await interaction.response.defer(thinking=True)
    assert ix.deferred and ix.response_message is not None and ix.response_message.is_loading
    discord_sim.clock.advance(60)
    await interaction.followup.send("fertig gedacht")
    reply = await ix.wait_for_reply()
    assert reply is ix.response_message and reply.content == "fertig gedacht"
    assert not reply.is_loading


async def test_an_interaction_takes_one_answer(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.expect_errors(40060)
    held = capture(bot, "twice")
    ix = await discord_sim.member("anna").run_command("probe", case="twice", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    await interaction.response.send_message("eins")
    # discord.py guards this itself; a second process (or a restarted bot) would not know.
    interaction.response._response_type = None
    with pytest.raises(discord.HTTPException) as caught:
        await interaction.response.send_message("zwei")
    assert caught.value.status == 400 and caught.value.code == 40060
    assert [m.content for m in ix.messages] == ["eins"]


async def test_the_token_lasts_15_minutes(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.expect_errors(50027)
    held = capture(bot, "later")
    anna = discord_sim.member("anna")
    ix = await anna.run_command("probe", case="later", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    await interaction.response.send_message("Panel", ephemeral=True)
    discord_sim.clock.advance(14 * 60)
    await interaction.edit_original_response(content="Panel, neu")
    followup = await interaction.followup.send("noch da", ephemeral=True, wait=True)
    discord_sim.clock.advance(61)
    for attempt in (
        interaction.edit_original_response(content="zu spät"),
        interaction.followup.send("zu spät"),
        followup.edit(content="zu spät"),
    ):
        with pytest.raises(discord.HTTPException) as caught:
            await attempt
        assert caught.value.status == 401 and caught.value.code == 50027
    assert [m.content for m in anna.ephemerals()] == ["Panel, neu", "noch da"]
    assert ix.errors


async def test_ephemeral_messages_stay_private(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.expect_errors(10008)
    held = capture(bot, "private")
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    ix = await anna.run_command("probe", case="private", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    await interaction.response.send_message("nur Anna", ephemeral=True)
    original = await interaction.original_response()
    public = await interaction.followup.send("alle", wait=True)
    message = await ix.wait_for_reply("nur Anna")
    assert message.ephemeral_for == anna.id and message.id == original.id
    assert anna.sees() == [message, discord_sim.messages("spieltische")[0]]
    assert ben.sees() == discord_sim.messages("spieltische")
    assert ben.ephemerals() == []
    # No gateway event for the ephemeral message, one for the public followup.
    await discord_sim.wait_until(lambda: any(m.id == public.id for m in bot.seen_messages))
    assert all(m.id != original.id for m in bot.seen_messages)
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.NotFound):
        await channel.fetch_message(original.id)
    with pytest.raises(discord.NotFound):
        await channel.get_partial_message(original.id).edit(content="über den Kanal")


async def test_modal_answers_and_component_updates(discord_sim: DiscordSim, bot: TinyBot) -> None:
    """A modal opened from a button; its submit may update the button's message (type 7)."""

    class Amount(discord.ui.Modal, title="Betrag"):
        betrag: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Betrag", min_length=2)

        async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
            await interaction.response.edit_message(
                content=f"Gebot: {self.betrag.value}", view=None
            )

    class Ask(discord.ui.View):
        @discord.ui.button(label="Bieten")
        async def ask(self, interaction: discord.Interaction[Any], _: Any) -> None:
            await interaction.response.send_modal(Amount())

    async def start(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("Bitte bieten", view=Ask())

    bot.cases["ask"] = start
    anna = discord_sim.member("anna")
    message = await (await anna.run_command("probe", case="ask")).wait_for_reply()
    click = await anna.click(message, "Bieten")
    assert click.answer_name == "modal" and anna.modal is click.modal
    with pytest.raises(AssertionError, match="at least 2"):
        await anna.submit_modal({"Betrag": "7"})
    await anna.submit_modal({"Betrag": "70"})
    await discord_sim.wait_for_edit(message, "Gebot: 70")
    assert message.components == [] and anna.modal is None
