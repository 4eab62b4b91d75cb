"""A kit panel's rows of buttons and selects as a Discord view."""

from __future__ import annotations

from typing import Any

import discord

from bot.ids import ButtonId, select_id
from bot.items import TableButton, TableSelect, TableView
from bot.kit.ui import Select

_STYLES = {"primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
           "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger}


def components(table_id: int, step: int | None, rows: tuple[Any, ...]) -> discord.ui.View:
    """A Discord view from a panel's rows of buttons and selects."""
    ui = TableView()
    for row, item in enumerate(rows):
        if isinstance(item, Select):
            options = [discord.SelectOption(label=label[:100], value=value,
                                            default=value in item.chosen)
                       for value, label in item.options[:25]]
            ui.add_item(TableSelect(select_id(table_id, step, item.verb, item.arg), options,
                                    placeholder=item.placeholder[:150],
                                    min_values=item.min_values,
                                    max_values=min(item.max_values, len(options)), row=row))
            continue
        for button in item[:5]:
            ui.add_item(TableButton(ButtonId(table_id, step, button.verb, button.arg),
                                    button.label[:80], style=_STYLES[button.style],
                                    disabled=button.disabled, row=row))
    return ui
