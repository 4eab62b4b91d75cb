"""A kit table's private panels, a part of the controller
(:class:`bot.kit.controller.KitController`) that owns what it remembers of
them (:class:`bot.kit.remembered.PanelMemory`): one living panel per person
and table, drawn in the person's own settings and theme, with the deadline
where they act; a fresh one when their decision opens, older ones deleted
while their tokens let the bot, stale ones drawn again in place, and a note
on a panel whose token is about to run out."""

from __future__ import annotations

import functools
import logging
from typing import Any

import discord

from bot.kit import language
from bot.kit.components import components
from bot.kit.hub import KitHub
from bot.kit.live import KitRunning
from bot.kit.notify import SEND_ERRORS, deadline_line
from bot.kit.remembered import TOKEN_LIFETIME, PanelMemory
from bot.kit.runtime.pictures import as_file, draw
from bot.kit.runtime.table import Table
from bot.kit.ui import Panel
from engines.texts import reading, t

log = logging.getLogger(__name__)


class KitPanels:
    """The private panels of one game's tables (see the module docstring)."""

    def __init__(self, host: KitHub) -> None:
        self.host = host
        #: Each seat's private panels: the living one, and older ones to delete.
        self.memory = PanelMemory()

    async def panel(self, running: KitRunning, seat: int, user_id: int,
                     draft: str | None = None) -> Panel:
        """The private panel of ``seat`` in the person's own settings of the
        game, with ``draft`` (None: the one the Rat made for this decision,
        if any)."""
        table = running.table
        if draft is None:
            made = running.memo.get("rat_draft", {}).get(seat)
            draft = made[1] if made is not None and made[0] == table.step_of(seat) else ""
        prefs = await self.host.storage.settings.game(user_id, self.host.game) if user_id else {}
        view = table.state.view(seat)
        names = running.presenter.names
        panel = self.host.parts.controls.person_panel(self.host.ui, view, names, draft, prefs)
        return self.host.parts.countdowns.panel_deadlines(panel, view, table.deadlines())

    async def message(self, running: KitRunning, seat: int, user_id: int
                             ) -> tuple[str, discord.ui.View, discord.File | None]:
        """The private panel of ``seat`` (:meth:`panel`) as a Discord message:
        its text with what the kit adds (:meth:`text`), its components
        and its picture (:attr:`GameUI.panel_picture`) in its owner's theme."""
        panel = await self.panel(running, seat, user_id)
        ui = components(running.table.id, running.table.step_of(seat), panel.rows)
        content = self.text(running, seat, panel.content)
        file = None
        if self.host.ui.panel_picture is not None:
            view = running.table.state.view(seat)
            # a private picture is drawn in its owner's own theme
            person = running.table.seats[seat].user_id
            theme = (await self.host.theme_of(person) if person is not None
                     else running.settings.theme)
            names = running.presenter.names
            data = await draw(self.host.ui.panel_picture, view, names, theme)
            alt = self.host.parts.alts.panel_alt(self.host.ui, view, names)
            file = as_file(data, "karten", alt)
        return content, ui, file

    def text(self, running: KitRunning, seat: int, content: str) -> str:
        """A panel's text with what the kit adds for every game: "Zeit um"
        when a computer just chose for the person, and the deadline of the
        decision the panel asks (at its bottom, beside the buttons)."""
        table = running.table
        lines = []
        if seat in running.presenter.timed_out:
            lines.append(t("core.panel.timed_out"))
        lines.append(content)
        deciding = any(d.seat == seat for d in table.state.pending())
        deadline = deadline_line(table, seat) if deciding else None
        text = "\n".join(lines)
        if deadline is None:
            return text[:2000]
        return f"{text[:2000 - len(deadline) - 1]}\n{deadline}"

    async def send(self, interaction: discord.Interaction[Any], running: KitRunning,
                         seat: int) -> None:
        """A fresh private panel for ``seat`` (the first answer or a followup),
        at the bottom: it is the seat's living panel, remembered so it can be
        drawn again in place; the seat's older panels of this table are
        deleted while their tokens let the bot."""
        async with self.memory.lock(running.table.id, seat):
            await self._send(interaction, running, seat)

    async def _send(self, interaction: discord.Interaction[Any], running: KitRunning,
                          seat: int) -> None:
        """:meth:`send` with the seat's panel lock held; in the language of
        the person it is for (their interaction's), kept for its redraws."""
        table = running.table
        drawn = table.seq
        self.shown(running, seat)
        mine = self.memory.languages[table.id, seat] = language.of(interaction)
        with reading(mine):
            content, ui, file = await self.message(running, seat, interaction.user.id)
        kwargs: dict[str, Any] = {"ephemeral": True, "view": ui}
        if file is not None:
            kwargs["file"] = file
        now = self.host.scheduler.now()
        if interaction.response.is_done():
            followup = interaction.followup
            sent = await followup.send(content[:2000], wait=True, **kwargs)
            # The webhook and the message's id, not the sent message (its
            # components, author, attachments: a few KB, five per seat).
            message_id: int | None = sent.id
            self.memory.remember(
                table.id, seat, sent.id, functools.partial(followup.edit_message, sent.id),
                drawn, delete=functools.partial(followup.delete_message, sent.id),
                issued=now)
            self.watch_reach(table.id, seat, sent.id, now)
        else:
            response = await interaction.response.send_message(content[:2000], **kwargs)
            message_id = response.message_id
            self.memory.remember(table.id, seat, message_id,
                                  interaction.edit_original_response, drawn,
                                  delete=interaction.delete_original_response, issued=now)
            self.watch_reach(table.id, seat, message_id, now)
        await self.delete_older(table.id, seat, message_id)

    def watch_reach(self, table_id: int, seat: int, message_id: int | None,
                     issued: float) -> None:
        """Just before the token that reaches a panel runs out, the panel
        says that the bot cannot refresh it any more (it may grow outdated
        past that; a click on it still brings the current panel)."""
        if message_id is None:
            return

        async def last_words() -> None:
            await self._last_words(table_id, seat, message_id, issued)

        self.host.scheduler.call_later(TOKEN_LIFETIME, last_words)

    async def _last_words(self, table_id: int, seat: int, message_id: int,
                          issued: float) -> None:
        """See :meth:`watch_reach`: only for a panel still kept whose token
        was not renewed by a later click on it."""
        running = self.host.tables.get(table_id)
        if running is None or running.table.state.is_over():
            return
        async with self.memory.lock(table_id, seat):
            panel = self.memory.find(table_id, seat, message_id)
            if panel is None or panel.issued != issued:
                return
            person = running.table.seats[seat].user_id
            content = self.text(
                running, seat, (await self.panel(running, seat, person or 0)).content)
            note = t("core.panel.unreachable")
            try:
                # the text only: its buttons and picture stay (a half-made choice too)
                await panel.edit(content=f"{note}\n{content}"[:2000])
            except SEND_ERRORS:
                log.debug("table %s: a panel of seat %s not marked", table_id, seat)

    def shown(self, running: KitRunning, seat: int) -> None:
        """A panel of ``seat``'s current decision is on its way: the notifier
        need not send another."""
        step = running.table.step_of(seat)
        self.memory.steps[(running.table.id, seat)] = step
        notifier = running.presenter.notifier
        if notifier is not None:
            notifier.shown(seat, step)

    async def delete_older(self, table_id: int, seat: int, keep: int | None) -> None:
        """Delete the seat's panels other than ``keep`` whose tokens live
        (Discord lets the app delete its own ephemeral followups); older
        ones cannot be reached and answer a click with the current panel."""
        now = self.host.scheduler.now()
        for panel in self.memory.older(table_id, seat, keep):
            if panel.delete is None or not panel.reachable(now):
                continue
            try:
                await panel.delete()
                self.memory.deleted(table_id, panel.message_id)
            except SEND_ERRORS:
                log.debug("table %s: an old panel of seat %s not deleted", table_id, seat)

    async def followup(self, interaction: discord.Interaction[Any], table: Table,
                              seat: int) -> None:
        """A fresh private panel for ``seat`` (its decision just opened)."""
        running = self.host.tables.get(table.id)
        if running is None:
            return
        async with self.memory.lock(table.id, seat):
            if self.memory.steps.get((table.id, seat)) == table.step_of(seat):
                # a panel of this decision went out meanwhile ("Meine Karten",
                # a click's answer): no copy of it
                return
            await self._send(interaction, running, seat)

    async def redraw(self, table: Table, seat: int, since: int) -> None:
        """Draw ``seat``'s latest private panels again in place (what they
        showed went stale at action ``since``, see :meth:`~bot.kit.parts.Countdowns.stale_panels`),
        with the current panel and its buttons. Panels drawn since are current
        and left alone (a redraw would wipe a half-made choice made on them)."""
        running = self.host.tables.get(table.id)
        if running is None or table.state.is_over():
            return
        async with self.memory.lock(table.id, seat):
            edits = self.memory.drawn_before(table.id, seat, since)
            person = table.seats[seat].user_id
            mine = self.memory.languages.get((table.id, seat), running.settings.language)
            for edit in edits:
                # A file is sent once: each panel gets its own copy of the picture.
                with reading(mine):
                    content, ui, file = await self.message(running, seat, person or 0)
                try:
                    await edit(content=content, view=ui,
                               attachments=[file] if file is not None else [])
                except SEND_ERRORS:
                    log.warning("table %s: a panel of seat %s not drawn again", table.id, seat)
