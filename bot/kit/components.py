"""A kit panel's rows of buttons and selects as a Discord view, and a
:class:`bot.kit.ui.Modal` as a Discord modal."""

from __future__ import annotations

from typing import Any

import discord

from bot.kit.ids import ButtonId, modal_id, select_id
from bot.kit.items import TableButton, TableSelect, TableView
from bot.kit.ui import Modal, Select

_STYLES = {"primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
           "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger}
#: The custom id of a kit modal's one text field (its answer is read from
#: the one field, whatever its id: a modal opened before a change still counts).
MODAL_FIELD = "betrag"


def components(table_id: int, step: int | None, rows: tuple[Any, ...]) -> discord.ui.View:
    """A Discord view from a panel's rows of buttons and selects (``step``:
    the decision number they were drawn for, except where a control holds
    for any)."""
    ui = TableView()
    for row, item in enumerate(rows):
        if isinstance(item, Select):
            described = len(item.descriptions) == len(item.options)
            options = [discord.SelectOption(
                label=label[:100], value=value, default=value in item.chosen,
                description=(item.descriptions[i][:100] or None) if described else None)
                for i, (value, label) in enumerate(item.options[:25])]
            ui.add_item(TableSelect(select_id(table_id, None if item.any_step else step,
                                              item.verb, item.arg), options,
                                    placeholder=item.placeholder[:150],
                                    min_values=item.min_values,
                                    max_values=min(item.max_values, len(options)), row=row))
            continue
        for button in item[:5]:
            ui.add_item(TableButton(ButtonId(table_id, None if button.any_step else step,
                                             button.verb, button.arg),
                                    button.label[:80], style=_STYLES[button.style],
                                    disabled=button.disabled, row=row))
    return ui


def modal(table_id: int, asked: Modal, typed_last: str | None) -> discord.ui.Modal:
    """The Discord modal of ``asked`` for a table; ``typed_last`` stands in
    its field. Its id names the table, verb and argument; its answer is
    routed by the client (:func:`bot.kit.items.route_modal`), not by this object,
    so a modal opened before a restart is still answered after it."""
    ui = discord.ui.Modal(title=asked.title[:45], timeout=None,
                          custom_id=modal_id(table_id, None, asked.verb, asked.arg))
    ui.add_item(discord.ui.TextInput(label=asked.label[:45], default=typed_last,
                                     max_length=asked.max_length, custom_id=MODAL_FIELD))
    ui.stop()  # nothing waits on this object: the answer comes through the client
    return ui
