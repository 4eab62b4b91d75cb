"""The two dynamic component types of every table.

Their ids are templates (see :mod:`bot.ids`), registered once in
``setup_hook``, so a button keeps working after a restart. Callbacks hold no
rules: they hand the click to the controller of the table's game, found by
the table id (:meth:`bot.client.SpeedtischBot.controller_for`).
"""

from __future__ import annotations

import re
from contextlib import AbstractContextManager
from typing import Any, Protocol, cast

import discord

from bot.ids import BUTTON_TEMPLATE, SELECT_TEMPLATE, ButtonId


class Controller(Protocol):
    """Who handles clicks (see :class:`bot.controller.GameController`)."""

    async def on_button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        """A button was clicked."""

    async def on_select(self, interaction: discord.Interaction[Any], cid: ButtonId,
                        values: list[str]) -> None:
        """Options were chosen in a select."""

    def handling(self) -> AbstractContextManager[None]:
        """Counts the interaction while it is handled."""


def controller_of(interaction: discord.Interaction[Any], table_id: int) -> Controller:
    """The controller of the game played at ``table_id``, on the bot that got
    the interaction."""
    return interaction.client.controller_for(table_id)  # type: ignore[no-any-return]


class TableButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """A button whose id names table, decision, verb and argument."""

    def __init__(self, cid: ButtonId, label: str, *,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 disabled: bool = False, row: int | None = None,
                 emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, custom_id=cid.encode(), style=style,
                                           disabled=disabled, row=row, emoji=emoji))
        self.cid = cid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> TableButton:
        """Rebuild from a clicked component."""
        button = item if isinstance(item, discord.ui.Button) else None
        return cls(ButtonId.from_match(match), button.label or "" if button else "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the click over."""
        controller = controller_of(interaction, self.cid.table)
        with controller.handling():
            await controller.on_button(interaction, self.cid)


class TableSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A select whose id names table, decision and verb."""

    def __init__(self, custom_id: str, options: list[discord.SelectOption], *,
                 placeholder: str, min_values: int = 1, max_values: int = 1,
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id, options=options,
                                           placeholder=placeholder, min_values=min_values,
                                           max_values=max_values, row=row))
        match = re.fullmatch(SELECT_TEMPLATE, custom_id)
        assert match is not None
        self.cid = ButtonId.from_match(match, "ts")

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> TableSelect:
        """Rebuild from a used select."""
        options = item.options if isinstance(item, discord.ui.Select) else []
        select = cls(match.string, list(options) or [discord.SelectOption(label="-")],
                     placeholder="-")
        return select

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the choice over."""
        data = cast(dict[str, Any], interaction.data or {})
        values = [str(v) for v in data.get("values", [])]
        controller = controller_of(interaction, self.cid.table)
        with controller.handling():
            await controller.on_select(interaction, self.cid, values)
