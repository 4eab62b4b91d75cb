"""A kit game at its Discord tables: the lobby, solo tables, the public
message, private panels, clicks, leaving, the end of the game and restoring.

A game gets all of it by registering a :class:`GameUI` and its optional
:class:`~bot.kit.parts.Parts`. The controller is composed of parts that own
their state (lobbies, panels, questions, endings; see :mod:`bot.kit.tables`)
and routes clicks to them; callbacks hold no rules.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

import discord

from bot.kit import language
from bot.kit.answers import clicked_message, defer_for_panel, on_panel, tell
from bot.kit.closing import KitClosing
from bot.kit.components import components, modal
from bot.kit.endgame import KitEndings
from bot.kit.games import GameSpec
from bot.kit.ids import ButtonId
from bot.kit.items import TableView
from bot.kit.lists import KitLists
from bot.kit.live import KitLobby, KitRunning
from bot.kit.lobby import LOBBY_VERBS, SETTING_VERBS, KitLobbies
from bot.kit.lobby_seats import stored
from bot.kit.notify import SEND_ERRORS
from bot.kit.panels import KitPanels
from bot.kit.parts import Parts
from bot.kit.presenter import KitPresenter
from bot.kit.questions import KitQuestions
from bot.kit.restore import KitRestore
from bot.kit.runtime.clock import Scheduler
from bot.kit.runtime.table import Outdated, Seat, Table
from bot.kit.settings import KitSettings
from bot.kit.tables import GameController, with_others
from bot.kit.ui import Button, Clock, Draft, GameUI, Modal, ShowPanel
from bot.storage import Storage
from bot.storage.records import (
    Status,
)
from engines.core import IllegalAction
from engines.core.daily import berlin_day
from engines.texts import t

log = logging.getLogger(__name__)

__all__ = ["KitController", "KitRunning"]

class KitController(GameController):
    """A kit game in Discord (see the module docstring)."""

    tables: dict[int, KitRunning]

    def __init__(self, client: discord.Client, storage: Storage, scheduler: Scheduler,
                 spec: GameSpec, ui: GameUI, parts: Parts) -> None:
        super().__init__(client, storage, scheduler, spec)
        #: The game's required half, and its optional parts.
        self.ui = ui
        self.parts = parts
        #: Its tables' private panels (a part that owns what it remembers of them).
        self.panels = KitPanels(self)
        #: Answers only their asker sees (looks, the Rat, Karten-Info, album, rules).
        self.questions = KitQuestions(self)
        #: The end of a game: result, records, end board, Mein Bericht, "Nochmal".
        self.endings = KitEndings(self)
        #: The open lobbies and their clicks.
        self.lobby = KitLobbies(self)
        #: Restoring the game's tables after a restart.
        self.restorer = KitRestore(self)
        #: The leaderboard, Meine Partien and the daily list.
        self.lists = KitLists(self)
        #: Lobbies nobody starts, tables every person left, a moderator's end.
        self.closing = KitClosing(self)

    @property
    def lobbies(self) -> dict[int, KitLobby]:
        """The game's open lobbies (kept by its lobby part)."""
        return self.lobby.open

    def word(self, key: str, **values: Any) -> str:
        """A shell text in the game's own words (:class:`bot.kit.parts.Wording`)."""
        return self.parts.word(key, **values)

    # ============================================================== opening
    async def _open(self, interaction: discord.Interaction[Any], thread_key: str, *,
                    size: int, choices: Mapping[str, tuple[str, ...]] | None,
                    **shell: Any) -> tuple[KitSettings, discord.Thread] | None:
        """A new table's checked settings and its thread, or None after
        answering why not (settings the game does not offer, no thread)."""
        await interaction.response.defer(thinking=True, ephemeral=True)
        server = await self.server_rules(interaction)
        if server is None:
            return None
        try:
            settings = KitSettings.fresh(
                self.info, size=size, choices={**server.choices, **(choices or {})},
                theme=await self.theme_of(interaction.user.id),
                language=language.of(interaction), **{**server.table_kwargs(), **shell})
        except ValueError:
            await interaction.followup.send(self.parts.word(
                "core.lobby.bad_size", game=self.info.title, low=self.info.min_seats,
                high=self.info.max_seats), ephemeral=True)
            return None
        thread = await self._thread(interaction, self.parts.word(
            thread_key, game=self.info.title, host=interaction.user.display_name), server)
        return None if thread is None else (settings, thread)

    async def open_table(self, interaction: discord.Interaction[Any], size: int,
                         choices: Mapping[str, tuple[str, ...]] | None = None) -> None:
        """``/<game> tisch``: a thread with a lobby (``choices``: the game's
        choices given with the command, e.g. the Spielart)."""
        opened = await self._open(interaction, "core.thread.table", size=size, choices=choices)
        if opened is None:
            return
        settings, thread = opened
        host = Seat(interaction.user.display_name, user_id=interaction.user.id)
        record = await self.storage.tables.create(
            game=self.game, mode=self.info.mode_of(settings.engine_options(self.info)),
            guild_id=interaction.guild_id, channel_id=thread.parent_id or 0,
            host_id=host.user_id or 0, seats=stored([host]),
            options=settings.to_json(), seed=self.new_seed(), thread_id=thread.id,
            created_at=self.scheduler.now())
        lobby = KitLobby(record.id, interaction.user.id, interaction.guild_id, thread, None,
                         [host], settings)
        await self.closing.watch_lobby(lobby, record.created_at)
        lobby.message = await thread.send(self.lobby.text(lobby),
                                          view=self.lobby.message_view(lobby))
        await self.storage.tables.set_messages(record.id, thread_id=thread.id,
                                               message_id=lobby.message.id)
        self.lobbies[record.id] = lobby
        await interaction.followup.send(self.opened(interaction, "core.cmd.opened", thread),
                                        ephemeral=True)

    async def open_solo(self, interaction: discord.Interaction[Any], computers: int,
                        strength: str, turbo: bool = False,
                        choices: Mapping[str, tuple[str, ...]] | None = None) -> None:
        """``/<game> solo``: a thread and a game against computers, at once, no
        clock (``choices``: the game's choices given with the command)."""
        opened = await self._open(interaction, "core.thread.solo", size=computers + 1,
                                  choices=choices, einsatz="solo", strength=strength,
                                  turbo=turbo, bedenkzeit=None)
        if opened is None:
            return
        settings, thread = opened
        seats = [Seat(interaction.user.display_name, user_id=interaction.user.id)]
        seats += [self.computer(i + 1, strength) for i in range(computers)]
        await self.go_live(interaction, seats, settings, self.new_seed(), thread)
        await interaction.followup.send(self.opened(interaction, "core.cmd.solo_opened",
                                                    thread), ephemeral=True)

    async def go_live(self, interaction: discord.Interaction[Any] | None, seats: list[Seat],
                       settings: KitSettings, seed: int, thread: Any, *,
                       guild_id: int | None = None, host_id: int | None = None) -> KitRunning:
        settings.check(self.info)
        guild = interaction.guild_id if interaction is not None else guild_id
        host = interaction.user.id if interaction is not None else host_id
        record = await self.storage.tables.create(
            game=self.game, mode=self.info.mode_of(settings.engine_options(self.info)),
            guild_id=guild, channel_id=getattr(thread, "parent_id", None) or 0,
            host_id=host or 0, seats=stored(seats), options=settings.to_json(),
            seed=seed, thread_id=getattr(thread, "id", None), status=Status.LIVE)
        return await self.launch(record.id, seats, settings, seed, thread, guild, host or 0)

    async def launch(self, table_id: int, seats: list[Seat], settings: KitSettings, seed: int,
                      thread: Any, guild_id: int | None, host_id: int, *,
                      actions: tuple[dict[str, Any], ...] | None = None,
                      timer: tuple[int, float] | None = None,
                      message: discord.Message | discord.PartialMessage | None = None,
                      times: tuple[float, ...] | None = None) -> KitRunning:
        presenter = KitPresenter(thread=thread, message=message, names=[s.name for s in seats],
                                 ui=self.ui, parts=self.parts, scheduler=self.scheduler,
                                 theme=settings.theme, host=self, lang=settings.language)
        table = await self._make_table(
            table_id=table_id, seats=seats, options=settings.engine_options(self.info), seed=seed,
            listener=presenter, strength=settings.strength, turbo=settings.turbo,
            actions=actions, timer=timer, times=times)
        presenter.table = table
        if presenter.notifier is not None:
            # alone at the table (solo, daily game): the person opened it just now
            presenter.notifier.mentions = sum(not s.is_computer for s in seats) > 1
        running = KitRunning(table, presenter, settings, guild_id, thread, host_id)
        await self._register(running, fresh=actions is None)
        return running

    async def thread_gone(self, table: Table) -> None:
        """The table's thread is gone (deleted, archived and locked, the bot
        shut out; the presenter saw it and logged it): the table stops, its
        timers and computers too, and it is set aside as a restart sets aside
        a table whose thread is gone (a game already over is finished: its
        result is stored, without an end board). Its stored actions stay in
        the database; a click on one of its buttons is told the table is gone."""
        running = self.tables.pop(table.id, None)
        if running is None:
            return
        running.presenter.close()
        await running.table.close()
        self.panels.memory.forget(table.id)
        if table.state.is_over():
            # played to its end: the result counts, only its end board is lost
            await self.endings.ended_unseen(running)
        else:
            await self.restorer.set_aside(table.id)

    async def message_posted(self, table: Table, message: discord.Message) -> None:
        """Remember the table message: a restart edits it, posts no other."""
        try:
            await self.storage.tables.set_messages(table.id, thread_id=message.channel.id,
                                                   message_id=message.id)
        except Exception:
            log.exception("table %s: table message not stored", table.id)

    # ================================================================ table
    def public_view(self, table: Table, view: Any, clock: Clock) -> discord.ui.View:
        if table.state.is_over():
            return TableView()
        running = self.tables.get(table.id)
        rat = (running is not None and running.settings.rat
               and self.info.advise is not None)
        leave = with_others(table)    # the last of them too; alone, one just stops
        names = tuple(s.name for s in table.seats)
        own = self.parts.table.public_rows(view, names, clock, rat=rat, leave=leave)
        if own is not None:
            return components(table.id, None, own)
        solo = running is not None and running.settings.solo
        rats = (Button(t("core.btn.rat"), "rat"),) if rat else ()
        buttons = (Button(t("core.btn.hand"), "hand", style="primary"),
                   *self.parts.table.public_buttons(view, solo=solo)[:3 - len(rats)], *rats,
                   Button(t("core.btn.log"), "log"))
        second = [Button(t("core.btn.rules"), "rules")]
        if self.parts.info.info_topics(view, names):
            second.append(Button(t("core.btn.info"), "info"))
        if leave:
            second.append(Button(t("core.btn.leave"), "quit", style="danger"))
        return components(table.id, None, (buttons, tuple(second),
                                           *self.parts.info.info_selects(view, names)[:3]))

    async def restore(self) -> int:
        """See :meth:`KitRestore.restore`."""
        return await self.restorer.restore()

    async def shutdown(self) -> None:
        """Stop the restore's redraws and every table (the bot is stopping)."""
        self.restorer.stop()
        self.closing.stop()
        await super().shutdown()

    async def table_finished(self, table: Table) -> None:
        """:meth:`bot.kit.host.TableHost.table_finished` (:meth:`KitEndings.finished`)."""
        await self.endings.finished(table)

    async def panel_followup(self, interaction: discord.Interaction[Any], table: Table,
                             seat: int) -> None:
        """:meth:`bot.kit.host.TableHost.panel_followup` (:meth:`KitPanels.followup`)."""
        await self.panels.followup(interaction, table, seat)

    async def redraw_panel(self, table: Table, seat: int, since: int) -> None:
        """:meth:`bot.kit.host.TableHost.redraw_panel` (:meth:`KitPanels.redraw`)."""
        await self.panels.redraw(table, seat, since)

    async def on_button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        """Route a click."""
        if cid.verb in LOBBY_VERBS:
            await self.lobby.button(interaction, cid)
            return
        if cid.verb == "rules" and cid.table in self.tables:
            await self.questions.send_rules(interaction)
            return
        if cid.verb == "info" and await self.questions.card_info(interaction, cid, []):
            return
        seated = await self._seated(interaction, cid.table)
        if seated is None:
            return
        running, seat = seated
        if cid.verb == "hand":
            await defer_for_panel(interaction)
            await self.panels.send(interaction, running, seat)
        elif cid.verb == "log":
            lines = running.presenter.log(language.of(interaction)) or [t("core.public.log_empty")]
            await tell(interaction, "\n".join(lines)[-2000:])
        elif cid.verb == "quit":
            await self._quit(interaction, running, seat, confirmed=cid.arg == "ok")
        elif cid.verb == "again":
            await self.endings.again(interaction, running)
        elif cid.verb == "rat":
            await self.questions.rat(interaction, running, seat)
        elif cid.verb == "report":
            await self.endings.report(interaction, running, seat)
        elif not await self.questions.look(interaction, running, seat, cid, []):
            await self._click(interaction, running, seat, cid, [])

    async def on_select(self, interaction: discord.Interaction[Any], cid: ButtonId,
                        values: list[str]) -> None:
        """Route a choice in a select."""
        if cid.verb in SETTING_VERBS:
            await self.lobby.setting(interaction, cid, values)
            return
        if cid.verb == "info" and await self.questions.card_info(interaction, cid, values,
                                                                 chosen=True):
            return
        seated = await self._seated(interaction, cid.table)
        if seated is None:
            return
        running, seat = seated
        if not await self.questions.look(interaction, running, seat, cid, values):
            await self._click(interaction, running, seat, cid, values)

    async def on_modal(self, interaction: discord.Interaction[Any], cid: ButtonId,
                       fields: dict[str, str]) -> None:
        """A modal's answer, for the table its id names (after a restart
        too): its one typed value goes to :meth:`GameUI.action` as a choice;
        a value the game cannot use is answered and changes nothing."""
        seated = await self._seated(interaction, cid.table)
        if seated is None:
            return
        running, seat = seated
        if len(fields) != 1:
            await tell(interaction, t("core.answer.bad_id"))
            return
        typed = next(iter(fields.values())).strip()
        if await self._click(interaction, running, seat, cid, [typed]):
            key = self.parts.lobby.remembered.get(cid.verb)
            if key is not None:
                # after the answer and the action: neither waits for this write
                await self.storage.settings.set_game(interaction.user.id, self.game,
                                                     {key: typed})

    async def _click(self, interaction: discord.Interaction[Any], running: KitRunning,
                     seat: int, cid: ButtonId, values: list[str]) -> bool:
        """Turn the click into the game's action and apply it (or open the
        panel, a draft, a modal). True if the game could read the click (the
        table may still refuse its action)."""
        table = running.table
        try:
            action = self.ui.action(cid.verb, cid.arg, values, seat, table.state.view(seat),
                                    running.presenter.names)
        except IllegalAction as refused:  # (a ValueError too) the game's own answer
            await tell(interaction, refused.reason)
            return False
        except ValueError:
            await tell(interaction, self.parts.word("core.answer.outdated"))
            return False
        if isinstance(action, Draft):
            await self._draft(interaction, running, seat, cid, action)
        elif isinstance(action, ShowPanel):
            await defer_for_panel(interaction)
            await self.panels.send(interaction, running, seat)
        elif isinstance(action, Modal):
            key = self.parts.lobby.remembered.get(action.verb)
            last = None
            if key is not None:
                value = (await self.storage.settings.game(interaction.user.id,
                                                          self.game)).get(key)
                last = None if value is None else str(value)
            await interaction.response.send_modal(modal(table.id, action, last))
        else:
            await self.act(interaction, running, seat, action, cid.step, step_seat=seat)
        return True

    async def act(self, interaction: discord.Interaction[Any], running: KitRunning, seat: int,
                  action: Any, step: int | None, *, step_seat: int | None = None) -> bool:
        """Apply an action (or a function of the state that builds it under
        the table's lock) for the clicking person and answer: from a private
        panel (``step`` given: the decision number it was built for, of
        ``step_seat`` or the action's seat) the panel is replaced by a fresh
        one; from the public message the person gets a fresh panel when a
        decision of theirs is open now. False if it was refused."""
        table = running.table
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=False)
        notifier = running.presenter.notifier
        if notifier is not None:
            # this click's answer is the seat's panel: no copy of it comes
            notifier.hold(seat)
        try:
            try:
                await table.act(action, step=step, seat=step_seat)
            except Outdated:
                if step is not None:
                    await self._answeron_panel(interaction, running, seat, outdated=True)
                else:
                    await interaction.followup.send(self.parts.word("core.answer.outdated"),
                                                    ephemeral=True)
                return False
            except IllegalAction as refused:
                await interaction.followup.send(refused.reason, ephemeral=True)
                return False
            running.presenter.kick()
            running.presenter.timed_out.discard(seat)     # the person acts again
            if table.state.is_over():
                return True
            # what the step showed publicly (a reveal, its outcome) comes first
            await running.presenter.post_moments()
            if step is not None:
                await self._answeron_panel(interaction, running, seat)
            elif any(d.seat == seat and d.required for d in table.state.pending()):
                await self.panels.send(interaction, running, seat)
            return True
        finally:
            if notifier is not None:
                notifier.release(seat)
                running.presenter.tell_soon(table)

    async def _answeron_panel(self, interaction: discord.Interaction[Any],
                               running: KitRunning, seat: int, *,
                               outdated: bool = False) -> None:
        """Answer a click on a private panel on that panel: it shows the
        seat's current panel (``outdated``: the click came from an older
        one, which says so) and is their living one; older ones go."""
        table = running.table
        if not on_panel(interaction):
            # a panel's id on the public message (forged, or very old): never a panel there
            if not interaction.response.is_done():
                await interaction.response.defer(ephemeral=True, thinking=True)
            await self.panels.send(interaction, running, seat)
            return
        if not interaction.response.is_done():
            # the first answer within Discord's 3 s, before the lock and the picture
            await interaction.response.defer()
        async with self.panels.memory.lock(table.id, seat):
            if self.panels.memory.is_deleted(table.id, clicked_message(interaction)):
                # a newer panel replaced this one while the click was applied
                # (the person opened "Meine Karten" meanwhile): it shows the result
                return
            drawn = table.seq
            self.panels.shown(running, seat)
            # The panel's picture is drawn again too: it must not keep showing
            # what the action changed (a card covered, a card paid away).
            content, ui, file = await self.panels.message(running, seat, interaction.user.id)
            if outdated:
                content = f"{t('core.panel.was_outdated')}\n{content}"[:2000]
            try:
                await interaction.edit_original_response(
                    content=content, view=ui, attachments=[file] if file is not None else [])
            except SEND_ERRORS:
                log.warning("table %s: the panel of seat %s not answered", table.id, seat)
                return
            message_id, now = clicked_message(interaction), self.scheduler.now()
            self.panels.memory.remember(table.id, seat, message_id,
                                  interaction.edit_original_response, drawn,
                                  delete=interaction.delete_original_response, issued=now)
            self.panels.watch_reach(table.id, seat, message_id, now)
            await self.panels.delete_older(table.id, seat, message_id)

    async def _draft(self, interaction: discord.Interaction[Any], running: KitRunning,
                     seat: int, cid: ButtonId, draft: Draft) -> None:
        """A half-made choice: the same panel again with the draft in its ids
        (nothing is applied; a panel of an earlier decision is outdated)."""
        table = running.table
        step = table.step_of(seat)
        if table.state.is_over():
            await tell(interaction, self.parts.word("core.answer.outdated"))
            return
        if cid.step is not None and cid.step != step:
            await self._answeron_panel(interaction, running, seat, outdated=True)
            return
        panel = await self.panels.panel(running, seat, interaction.user.id, draft.draft)
        await interaction.response.edit_message(
            content=self.panels.text(running, seat, panel.content),
            view=components(table.id, step, panel.rows))
        # drawn now: a redraw for what went stale before must keep this choice
        self.panels.memory.touch(table.id, seat, clicked_message(interaction), table.seq)

    # ======================================================= lists and records
    async def open_daily(self, interaction: discord.Interaction[Any], mode: str) -> None:
        """Today's daily game of this mode: the same deal for everybody."""
        daily = self.info.daily
        if daily is None:
            await tell(interaction, self.parts.word("core.answer.no_daily"))
            return
        await interaction.response.defer(thinking=True, ephemeral=True)
        day = berlin_day(datetime.fromtimestamp(self.scheduler.now(), UTC))
        setup = daily(day, mode)
        thread = await self._thread(interaction, self.parts.word(
            "core.thread.daily", game=self.info.title, host=interaction.user.display_name))
        if thread is None:
            return
        computers = iter(setup.computers)
        seats: list[Seat] = []
        for i in range(setup.seats):
            if i == setup.person_seat:
                seats.append(Seat(interaction.user.display_name, user_id=interaction.user.id))
                continue
            computer = next(computers)
            seats.append(Seat(computer.name, strength=computer.strength) if computer.name
                         else self.computer(i, computer.strength))
        settings = KitSettings(size=setup.seats, bedenkzeit=None, einsatz="solo",
                               theme=await self.theme_of(interaction.user.id),
                               language=language.of(interaction),
                               daily=day.isoformat(), first_seat=setup.person_seat,
                               choices=self.info.check_choices(setup.choices))
        await self.go_live(interaction, seats, settings, setup.seed, thread)
        await interaction.followup.send(self.opened(interaction, "core.cmd.solo_opened",
                                                    thread), ephemeral=True)

