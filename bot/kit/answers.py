"""Answers every game's clicks and commands share: ephemeral replies, the
permissions a table needs, the rule text as embeds, and where a click came
from (a private panel or the table message)."""

from __future__ import annotations

from typing import Any

import discord

from bot.kit.runtime.editing import packed
from engines.texts import t

#: Discord's limit for one message's text.
MAX_CONTENT = 2000

#: What the bot needs where it opens tables (their names are in the text catalog).
NEEDED_PERMISSIONS = ("send_messages", "create_public_threads", "send_messages_in_threads",
                      "attach_files", "embed_links")


def missing_permissions(perms: discord.Permissions) -> list[str]:
    """The names, as Discord shows them, of needed permissions the bot lacks."""
    return [t(f"discord.permission.{p}") for p in NEEDED_PERMISSIONS if not getattr(perms, p)]


async def tell(interaction: discord.Interaction[Any], text: str,
                view: discord.ui.View | None = None, file: discord.File | None = None,
                files: list[discord.File] | None = None) -> None:
    """An ephemeral answer, as the first response or as a followup (with a
    picture ``file``, or ``files``: its pages)."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if files:
        kwargs["files"] = files
    if interaction.response.is_done():
        await interaction.followup.send(text[:MAX_CONTENT], **kwargs)
    else:
        await interaction.response.send_message(text[:MAX_CONTENT], **kwargs)


def rule_messages(text: str, title: str) -> list[list[discord.Embed]]:
    """The rule text as embeds under ``title``: at most 4096 characters each
    and 6000 per message. A rule text that opens with the title itself
    ("Speedspuk – Spielregeln (Discord)") loses that line: the embed's title
    says it once."""
    first, _, rest = text.partition("\n")
    if first.strip().startswith(title):
        text = rest.lstrip("\n")
    chunks = packed(text.split("\n\n"), "\n\n", 3900)
    messages: list[list[discord.Embed]] = []
    size = 0
    for i, chunk in enumerate(chunks):
        embed = discord.Embed(title=title if i == 0 else None, description=chunk)
        if not messages or size + len(chunk) > 5500:
            messages.append([])
            size = 0
        messages[-1].append(embed)
        size += len(chunk)
    return messages


def on_panel(interaction: discord.Interaction[Any]) -> bool:
    """Whether a component interaction came from a private panel (an
    ephemeral message), not from the table message everybody sees."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


def clicked_message(interaction: discord.Interaction[Any]) -> int | None:
    """The message a component interaction came from (a private panel)."""
    return interaction.message.id if interaction.message is not None else None


async def defer_for_panel(interaction: discord.Interaction[Any]) -> None:
    """The first answer of a click whose answer is the clicker's private
    panel (sent next, as a followup). On the table message it is an answer
    without a word, so the click's token can carry the table message's
    edits past Discord's global limit (issue 36, :mod:`bot.kit.public_route`);
    on a private panel the panel says it is coming ("thinking")."""
    if on_panel(interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
    else:
        await interaction.response.defer()
