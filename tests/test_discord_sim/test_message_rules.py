"""Message rules: component limits, content length, attachment size, permissions, records."""

from __future__ import annotations

import io
from typing import Any

import discord
import pytest

from tests.discord_sim import DiscordSim, SimConfig

from .tinybot import TinyBot


class RawView(discord.ui.View):
    """A view that sends exactly the given component JSON, bypassing discord.py's own checks."""

    def __init__(self, components: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self.raw = components

    def to_components(self) -> list[dict[str, Any]]:
        return self.raw


def button(custom_id: str, label: str = "Los") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def row(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(children)}


def select(custom_id: str, options: int) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": custom_id,
        "options": [{"label": f"Karte {n}", "value": str(n)} for n in range(options)],
    }


def channel_of(discord_sim: DiscordSim, bot: TinyBot, name: str = "spieltische") -> Any:
    channel = bot.get_channel(discord_sim.channel(name).id)
    assert isinstance(channel, discord.TextChannel)
    return channel


BROKEN: dict[str, tuple[list[dict[str, Any]], str]] = {
    "six rows": ([row(button(f"b{n}")) for n in range(6)], "In components: Must be 5 or fewer"),
    "six buttons in a row": (
        [row(*(button(f"b{n}") for n in range(6)))],
        "In components.0.components: Must be 5 or fewer",
    ),
    "a select shares its row": (
        [row(select("s", 3), button("b"))],
        "In components.0.components: The specified component exceeds the maximum width",
    ),
    "26 options": ([row(select("s", 26))], "In components.0.components.0.options: Must be 25"),
    "custom_id of 101": (
        [row(button("x" * 101))],
        "components.0.components.0.custom_id: Must be 100",
    ),
    "custom_id twice": (
        [row(button("same")), row(button("same"))],
        "In components.1.components.0.custom_id: Component custom id cannot be duplicated",
    ),
    "label of 81": ([row(button("b", "L" * 81))], "components.0.components.0.label: Must be 80"),
}


@pytest.mark.parametrize("case", list(BROKEN))
async def test_component_limits_are_refused(
    discord_sim: DiscordSim, bot: TinyBot, case: str
) -> None:
    discord_sim.expect_errors(50035)
    components, expected = BROKEN[case]
    with pytest.raises(discord.HTTPException) as caught:
        await channel_of(discord_sim, bot).send("Tisch", view=RawView(components))
    assert caught.value.status == 400 and caught.value.code == 50035
    assert expected in caught.value.text
    assert discord_sim.messages("spieltische") == []


async def test_components_at_the_limits_are_accepted(discord_sim: DiscordSim, bot: TinyBot) -> None:
    full = [row(*(button(f"r{r}b{b}", "L" * 80) for b in range(5))) for r in range(4)]
    full.append(row(select("s" * 100, 25)))
    message = await channel_of(discord_sim, bot).send("x" * 2000, view=RawView(full))
    seen = discord_sim.messages("spieltische")[0]
    assert seen.id == message.id and len(seen.buttons) == 20 and len(seen.selects[0].options) == 25


async def test_limits_apply_to_interaction_answers_too(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    discord_sim.expect_errors(50035)
    outcome: list[Exception] = []

    async def too_wide(interaction: discord.Interaction[Any]) -> None:
        try:
            await interaction.response.send_message(
                "Tisch", view=RawView([row(*(button(f"b{n}") for n in range(6)))])
            )
        except discord.HTTPException as error:
            outcome.append(error)
            await interaction.response.send_message("kleiner", ephemeral=True)

    bot.cases["wide"] = too_wide
    ix = await discord_sim.member("anna").run_command("probe", case="wide")
    assert (await ix.wait_for_reply()).content == "kleiner"
    assert len(outcome) == 1 and "Must be 5 or fewer" in str(outcome[0])


async def test_content_is_at_most_2000_characters(discord_sim: DiscordSim, bot: TinyBot) -> None:
    discord_sim.expect_errors(50035)
    channel = channel_of(discord_sim, bot)
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send("x" * 2001)
    assert caught.value.code == 50035 and "In content: Must be 2000 or fewer" in caught.value.text
    sent = await channel.send("ok")
    with pytest.raises(discord.HTTPException):
        await sent.edit(content="y" * 2001)
    assert discord_sim.messages("spieltische")[0].content == "ok"


@pytest.mark.discord_sim_config(SimConfig(attachment_size_limit=1024))
async def test_attachments_above_the_limit_are_refused(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    discord_sim.expect_errors(40005)
    limits: list[int] = []

    async def upload(interaction: discord.Interaction[Any]) -> None:
        limits.append(interaction.filesize_limit)
        await interaction.response.defer()
        try:
            await interaction.followup.send(file=discord.File(io.BytesIO(b"x" * 1025), "big.png"))
        except discord.HTTPException as error:
            await interaction.followup.send(f"zu groß: {error.status} {error.code}")

    bot.cases["upload"] = upload
    ix = await discord_sim.member("anna").run_command("probe", case="upload")
    assert (await ix.wait_for_reply()).content == "zu groß: 413 40005"
    assert limits == [1024]
    ok = await channel_of(discord_sim, bot).send(
        file=discord.File(io.BytesIO(b"y" * 1024), "ok.bin")
    )
    stored = discord_sim.messages("spieltische")[-1]
    assert stored.id == ok.id and stored.image_bytes() == b"y" * 1024
    assert await ok.attachments[0].read() == b"y" * 1024


async def test_missing_permissions_are_refused_and_visible_in_interactions(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    discord_sim.expect_errors(50013)
    await discord_sim.deny_bot("spieltische", "attach_files", "create_public_threads")
    seen: list[discord.Permissions] = []

    async def check(interaction: discord.Interaction[Any]) -> None:
        seen.append(interaction.app_permissions)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        try:
            await channel.create_thread(name="Tisch", type=discord.ChannelType.public_thread)
        except discord.Forbidden as error:
            await interaction.response.send_message(
                f"Mir fehlt ein Recht ({error.code})", ephemeral=True
            )

    bot.cases["check"] = check
    ix = await discord_sim.member("anna").run_command("probe", case="check")
    assert (await ix.wait_for_reply()).content == "Mir fehlt ein Recht (50013)"
    assert not seen[0].attach_files and not seen[0].create_public_threads and seen[0].send_messages
    channel = channel_of(discord_sim, bot)
    assert not channel.permissions_for(channel.guild.me).attach_files
    with pytest.raises(discord.Forbidden):
        await channel.send(file=discord.File(io.BytesIO(b"png"), "a.png"))
    assert discord_sim.permission_refusals[-1][1] == ["attach_files"]


async def test_threads_are_cached_before_the_create_answer(
    discord_sim: DiscordSim, bot: TinyBot
) -> None:
    channel = channel_of(discord_sim, bot)
    thread = await channel.create_thread(name="Tisch 1", type=discord.ChannelType.public_thread)
    assert channel.guild.get_thread(thread.id) is not None
    sent = await thread.send("Willkommen")
    starter = await channel.send("Neuer Tisch")
    from_message = await starter.create_thread(name="Tisch 2")
    assert from_message.id == starter.id
    assert [t.name for t in discord_sim.threads] == ["Tisch 1", "Tisch 2"]
    assert discord_sim.messages(discord_sim.thread("Tisch 1"))[0].id == sent.id


async def test_every_request_is_recorded(discord_sim: DiscordSim, bot: TinyBot) -> None:
    channel = channel_of(discord_sim, bot)
    message = await channel.send("eins", file=discord.File(io.BytesIO(b"abc"), "a.txt"))
    await message.edit(content="zwei")
    await message.delete()
    posts = discord_sim.requests_to("POST /channels/{channel_id}/messages")
    assert len(posts) == 1 and posts[0].payload["content"] == "eins"
    assert [(f.filename, f.data) for f in posts[0].files] == [("a.txt", b"abc")]
    assert posts[0].params == {"channel_id": str(channel.id)} and posts[0].status == 200
    assert [r.route for r in discord_sim.requests[-2:]] == [
        "PATCH /channels/{channel_id}/messages/{message_id}",
        "DELETE /channels/{channel_id}/messages/{message_id}",
    ]
    stored = discord_sim.channel("spieltische").messages[0]
    assert stored.deleted and [v.content for v in stored.versions] == ["eins"]
