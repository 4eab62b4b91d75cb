"""The two dynamic component types of every table, and the one path every
click, choice and modal answer of every game takes.

Their ids are templates (see :mod:`bot.kit.ids`), registered once in
``setup_hook``, so a button keeps working after a restart. Callbacks hold no
rules: they hand the click to the controller of the table's game, found by
the table id (:meth:`bot.client.SpeedtischBot.controller_for`).

Whatever comes in is answered: a damaged or forged id, a value the select
did not offer, a field that cannot be read (:class:`bot.kit.parsing.BadInput`)
and even a failure of the handler get a German answer at once and change
nothing (:func:`handle`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from typing import Any, Protocol, cast

import discord

from bot.kit import language
from bot.kit.guard import guard_of
from bot.kit.ids import BUTTON_TEMPLATE, SELECT_TEMPLATE, ButtonId
from bot.kit.parsing import BadInput, answer_bad_input, modal_fields
from engines.texts import t

log = logging.getLogger(__name__)


class Controller(Protocol):
    """Who handles clicks (see :class:`bot.kit.tables.GameController`)."""

    async def on_button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        """A button was clicked."""

    async def on_select(self, interaction: discord.Interaction[Any], cid: ButtonId,
                        values: list[str]) -> None:
        """Options were chosen in a select."""

    async def on_modal(self, interaction: discord.Interaction[Any], cid: ButtonId,
                       fields: dict[str, str]) -> None:
        """A modal was sent (its text inputs by custom_id)."""

    def handling(self) -> AbstractContextManager[None]:
        """Counts the interaction while it is handled."""


def controller_of(interaction: discord.Interaction[Any], table_id: int) -> Controller:
    """The controller of the game played at ``table_id``, on the bot that got
    the interaction."""
    return interaction.client.controller_for(table_id)  # type: ignore[no-any-return]


def decoded(custom_id: str) -> ButtonId | None:
    """The id read strictly, None when it is damaged or forged."""
    try:
        return ButtonId.decode(custom_id)
    except ValueError:
        return None


async def handle(interaction: discord.Interaction[Any], cid: ButtonId | None,
                 call: Callable[[Controller], Awaitable[None]]) -> None:
    """Run ``call`` with the controller of ``cid``'s table, counted as busy.

    A damaged id, :class:`BadInput` and any failure of the handler are
    answered privately in German (the handler changed nothing it did not
    store; a failure is logged).
    """
    await language.settle(interaction, getattr(interaction.client, "storage", None))
    if cid is None:
        await answer_bad_input(interaction, t("core.answer.bad_id"))
        return
    guard = guard_of(interaction.client)
    if guard is not None and await guard.too_fast(interaction):
        return
    controller = controller_of(interaction, cid.table)
    with controller.handling():
        try:
            await call(controller)
        except BadInput as bad:
            await answer_bad_input(interaction, bad.text)
        except Exception:
            log.exception("interaction %s (%s) failed", interaction.id, cid.encode())
            await answer_bad_input(interaction, t("core.answer.failed"))


async def route_modal(interaction: discord.Interaction[Any]) -> None:
    """A modal's answer: to the controller of the table its id names (also
    when the modal was opened before a restart)."""
    data = cast(dict[str, Any], interaction.data or {})
    cid = decoded(str(data.get("custom_id", "")))
    fields = modal_fields(data)

    async def call(controller: Controller) -> None:
        assert cid is not None
        await controller.on_modal(interaction, cid, fields)

    await handle(interaction, cid, call)


def stands_on_message(interaction: discord.Interaction[Any], custom_id: str) -> bool:
    """Whether the clicked id is one of the message's components (only then
    does discord.py hand it to :class:`TableButton` or :class:`TableSelect`)."""
    message = interaction.message
    if message is None:
        return False

    def walk(items: Any) -> bool:
        for item in items or ():
            if getattr(item, "custom_id", None) == custom_id:
                return True
            if walk(getattr(item, "children", None)):
                return True
        return False

    return walk(message.components)


async def route_component(interaction: discord.Interaction[Any]) -> None:
    """A click or choice with a kit id that stands on no message (a forged
    or damaged client): read and answered like any other."""
    data = cast(dict[str, Any], interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    cid = decoded(custom_id)
    raw = data.get("values")

    async def call(controller: Controller) -> None:
        assert cid is not None
        if cid.prefix == "ts":
            values = [str(v) for v in raw] if isinstance(raw, list) else []
            await controller.on_select(interaction, cid, values)
        elif cid.prefix == "tb":
            await controller.on_button(interaction, cid)
        else:
            raise BadInput("core.answer.bad_id")

    await handle(interaction, cid, call)


class TableView(discord.ui.View):
    """The buttons and selects of a table message or a private panel.

    They are :class:`TableButton` s and :class:`TableSelect` s, found by their
    custom id, so nothing needs the view once it was sent. discord.py gives
    an ephemeral view 15 minutes (the token's life) and keeps it, with every
    item, in a sleeping timeout task that long: at 100 live tables (30
    panels a second) that was every panel of the last 15 minutes in the bot's
    memory, 11 views per table in a 30-second benchmark and growing. This
    view never times out, so nothing keeps it."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @property
    def timeout(self) -> float | None:
        """Never: the view is not needed after it was sent."""
        return None

    @timeout.setter
    def timeout(self, value: float | None) -> None:
        # discord.py sets 15 minutes on every ephemeral view it sends: ignored.
        pass


class TableButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """A button whose id names table, decision, verb and argument."""

    def __init__(self, cid: ButtonId | None, label: str, *,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 disabled: bool = False, row: int | None = None,
                 emoji: str | None = None, custom_id: str | None = None) -> None:
        if custom_id is None:
            assert cid is not None
            custom_id = cid.encode()
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id, style=style,
                                           disabled=disabled, row=row, emoji=emoji))
        #: None for a damaged or forged id (answered as such).
        self.cid = cid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> TableButton:
        """Rebuild from a clicked component."""
        button = item if isinstance(item, discord.ui.Button) else None
        return cls(decoded(match.string), button.label or "" if button else "",
                   custom_id=match.string)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the click over."""
        cid = self.cid

        async def call(controller: Controller) -> None:
            assert cid is not None
            await controller.on_button(interaction, cid)

        await handle(interaction, cid, call)


class TableSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A select whose id names table, decision and verb."""

    def __init__(self, custom_id: str, options: list[discord.SelectOption], *,
                 placeholder: str, min_values: int = 1, max_values: int = 1,
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id, options=options,
                                           placeholder=placeholder, min_values=min_values,
                                           max_values=max_values, row=row))
        #: None for a damaged or forged id (answered as such).
        self.cid = decoded(custom_id)

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
        raw = data.get("values", [])
        values = [str(v) for v in raw] if isinstance(raw, list) else []
        cid = self.cid

        async def call(controller: Controller) -> None:
            assert cid is not None
            await controller.on_select(interaction, cid, values)

        await handle(interaction, cid, call)
