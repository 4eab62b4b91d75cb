"""A table's views are not kept after they were sent (bot/kit/items.py TableView):
discord.py gives an ephemeral view 15 minutes and keeps it, items and all, in
a sleeping timeout task; the kit's items are found by their custom id, so a
sent panel's view must be free to go."""

from __future__ import annotations

import asyncio
import gc
import weakref

from bot.kit.ids import ButtonId
from bot.kit.items import TableButton, TableView


class _Store:
    def remove_view(self, view: object) -> None:
        """What discord.py's view store offers the view."""


async def test_a_sent_ephemeral_panel_view_is_not_kept_for_fifteen_minutes() -> None:
    view = TableView()
    view.add_item(TableButton(ButtonId(7, 3, "hand"), "Meine Karten"))
    view.timeout = 15 * 60.0            # what discord.py does to an ephemeral view
    assert view.timeout is None
    tasks = len(asyncio.all_tasks())
    view._start_listening_from_store(_Store())   # type: ignore[arg-type]
    assert len(asyncio.all_tasks()) == tasks     # no timeout task holds it
    gone = weakref.ref(view)
    del view
    gc.collect()
    assert gone() is None


async def test_a_plain_view_is_kept_by_its_timeout_task() -> None:
    """The test above can fail: a discord.py view with the 15 minutes stays."""
    import discord

    view = discord.ui.View(timeout=None)
    view.timeout = 15 * 60.0
    view._start_listening_from_store(_Store())   # type: ignore[arg-type]
    gone = weakref.ref(view)
    del view
    gc.collect()
    assert gone() is not None
    gone().stop()  # type: ignore[union-attr]
