"""Smaller rules: tokens, other people's messages, answers that do not fit, modal limits."""

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


async def test_a_wrong_token_does_not_log_in(discord_sim: DiscordSim) -> None:
    discord_sim.expect_errors(0)
    client = TinyBot()
    with pytest.raises(discord.LoginFailure):
        await client.login("not-the-token")
    await client.close()
    assert discord_sim.requests[-1].status == 401


async def test_the_bot_cannot_edit_a_persons_message(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.expect_errors(50005)
    said = await discord_sim.member("ben").say("Hallo Tisch")
    channel = bot.get_channel(said.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.Forbidden) as caught:
        await channel.get_partial_message(said.id).edit(content="geändert")
    assert caught.value.code == 50005 and said.content == "Hallo Tisch"


async def test_a_followup_needs_an_answer_first(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.expect_errors(10015)
    held = capture(bot, "early")
    await discord_sim.member("anna").run_command("probe", case="early", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    with pytest.raises(discord.NotFound) as caught:
        await interaction.followup.send("zu früh")
    assert caught.value.code == 10015
    await interaction.response.send_message("jetzt")


class Again(discord.ui.Modal, title="Noch einmal"):
    """Answers its own submit with another modal, which Discord does not allow."""

    wert: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Wert")
    refused: list[discord.HTTPException] = []

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await interaction.response.send_modal(Again())
        except discord.HTTPException as error:
            Again.refused.append(error)
            interaction.response._response_type = None
            await interaction.response.send_message("kein zweites Fenster", ephemeral=True)


async def test_a_modal_submit_cannot_open_another_modal(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    discord_sim.expect_errors(50035)

    async def ask(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_modal(Again())

    bot.cases["again"] = ask
    anna = discord_sim.member("anna")
    opened = await anna.run_command("probe", case="again")
    assert opened.answer_name == "modal"
    submitted = await anna.submit_modal({"Wert": "1"})
    assert (await submitted.wait_for_reply()).content == "kein zweites Fenster"
    assert len(Again.refused) == 1 and "In type" in Again.refused[0].text
    assert anna.modal is None


class RawModal(discord.ui.Modal, title="Gebot"):
    """A modal that sends exactly the given JSON."""

    def __init__(self, payload: dict[str, Any]) -> None:
        super().__init__()
        self.payload = payload

    def to_dict(self) -> dict[str, Any]:
        return self.payload


def text_input(custom_id: str, label: str = "Betrag") -> dict[str, Any]:
    return {
        "type": 1,
        "components": [{"type": 4, "custom_id": custom_id, "label": label, "style": 1}],
    }


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"custom_id": "m", "title": "T" * 46, "components": [text_input("a")]}, "In data.title"),
        (
            {
                "custom_id": "m",
                "title": "Gebot",
                "components": [text_input(f"a{n}") for n in range(6)],
            },
            "In data.components: Must be 5 or fewer",
        ),
        (
            {"custom_id": "m", "title": "Gebot", "components": [text_input("a", "L" * 46)]},
            "In data.components.0.components.0.label",
        ),
    ],
)
async def test_modal_limits(
    discord_sim: DiscordSim, bot: TinyBot, payload: dict[str, Any], expected: str
) -> None:
    discord_sim.expect_errors(50035)
    discord_sim.allow_unanswered()
    held = capture(bot, "modal")
    anna = discord_sim.member("anna")
    await anna.run_command("probe", case="modal", wait=False)
    interaction = await asyncio.wait_for(held.get(), 5)
    with pytest.raises(discord.HTTPException) as caught:
        await interaction.response.send_modal(RawModal(payload))
    assert caught.value.code == 50035 and expected in caught.value.text
    assert anna.modal is None
