"""Everything that happens at Speedfabel tables in Discord: opening tables,
routing clicks, and rebuilding its tables after a restart (on the shared
:class:`bot.controller.GameController`). The click handlers live in
:mod:`.clicks`, :mod:`.lobby_clicks` and :mod:`.endgame`.

Every component answer is deferred or sent at once, well within Discord's
three seconds.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import discord

from bot.clock import Scheduler
from bot.controller import GameController
from bot.fabel import panels
from bot.fabel.clicks import AMOUNT_FIELD, TableClicks
from bot.fabel.endgame import EndOfGame
from bot.fabel.lobby import (
    TableSettings,
    computer_seat,
    lobby_view,
)
from bot.fabel.lobby_clicks import LobbyClicks
from bot.fabel.model import (
    LOBBY_VERBS,
    SETTING_VERBS,
    Lobby,
    Running,
    from_stored,
    tell,
    to_stored,
)
from bot.fabel.ui import FabelUI, fabel_ui
from bot.games import GameSpec
from bot.ids import ButtonId
from bot.kit.presenter import KitPresenter
from bot.kit.ui import Clock
from bot.parsing import BadInput, numbers, one_of, single
from bot.storage import Storage
from bot.storage.records import LiveTable, Status
from bot.table import Seat, Table
from engines import fabel
from engines.fabel.cards import KOBOLD_TRADE
from engines.fabel.daily import PERSON_SEAT, daily_seed, market_day
from engines.texts import t

log = logging.getLogger(__name__)



class FabelController(TableClicks, LobbyClicks, EndOfGame):
    """Speedfabel in Discord (see the module docstring)."""

    lobbies: dict[int, Lobby]
    tables: dict[int, Running]

    def __init__(self, client: discord.Client, storage: Storage, scheduler: Scheduler,
                 spec: GameSpec, ui: FabelUI | None = None) -> None:
        GameController.__init__(self, client, storage, scheduler, spec)
        self.ui = ui or fabel_ui()

    # ================================================================ opening
    async def open_table(self, interaction: discord.Interaction[Any], seats: int,
                         mode: str = "klassisch") -> None:
        """/fabel tisch: a thread with a lobby (the Spielart can still be changed there)."""
        await interaction.response.defer(thinking=True, ephemeral=True)
        try:
            # Checked where the seat count enters (Discord checks it too).
            TableSettings(mode=mode).check(seats)
        except ValueError:
            await interaction.followup.send(t("fabel.lobby.bad_settings"), ephemeral=True)
            return
        thread = await self._thread(interaction, t("fabel.thread.name",
                                                   host=interaction.user.display_name))
        if thread is None:
            return
        host = Seat(interaction.user.display_name, user_id=interaction.user.id)
        theme = (await self.storage.settings.get(interaction.user.id)).theme.value
        settings = TableSettings(theme=theme, mode=mode)
        record = await self.storage.tables.create(
            game=self.game, mode=settings.mode, guild_id=interaction.guild_id,
            channel_id=thread.parent_id or 0,
            host_id=host.user_id or 0, seats=to_stored([host]),
            options=settings.to_json() | {"size": seats}, seed=self.new_seed(),
            thread_id=thread.id)
        lobby = Lobby(record.id, interaction.user.id, interaction.guild_id,
                      record.channel_id, thread, None, [host], seats, settings)
        lobby.message = await thread.send(self._lobby_text(lobby),
                                          view=lobby_view(record.id, settings.mode))
        await self.storage.tables.set_messages(record.id, thread_id=thread.id,
                                               message_id=lobby.message.id)
        self.lobbies[record.id] = lobby
        await interaction.followup.send(t("fabel.cmd.opened", thread=thread.mention),
                                        ephemeral=True)

    async def open_solo(self, interaction: discord.Interaction[Any], computers: int,
                        strength: str, turbo: bool, *, daily: bool = False,
                        mode: str = "klassisch", superhandel: bool = False,
                        geld_zaehlt: bool = False) -> None:
        """/fabel solo: a thread and a game against computers, at once.

        ``daily``: the Tagesmarkt of today in Spielart ``mode`` (three normal
        computers, the person starts, no house rules, no Rat, the day's seed
        for everybody).
        """
        await interaction.response.defer(thinking=True, ephemeral=True)
        name = interaction.user.display_name
        title = (t("fabel.thread.daily", host=name) if daily
                 else t("fabel.thread.solo", host=name))
        seats = [Seat(name, user_id=interaction.user.id)]
        seats += [computer_seat(i + 1, strength) for i in range(computers)]
        theme = (await self.storage.settings.get(interaction.user.id)).theme.value
        house = not daily  # the Tagesmarkt has no house rules (item 136)
        settings = TableSettings(einsatz="solo", strength=strength, turbo=turbo,
                                 bedenkzeit=None, theme=theme, mode=mode,
                                 superhandel=superhandel and house,
                                 geld_zaehlt=geld_zaehlt and house)
        seed = self.new_seed()
        if daily:
            day = market_day(datetime.fromtimestamp(self.scheduler.now(), UTC))
            settings = replace(settings, daily=day.isoformat(), first_seat=PERSON_SEAT)
            seed = daily_seed(day, settings.mode)
        try:
            # Checked before anything is opened or stored live.
            settings.check(len(seats))
        except ValueError:
            await interaction.followup.send(t("fabel.lobby.bad_settings"), ephemeral=True)
            return
        thread = await self._thread(interaction, title)
        if thread is None:
            return
        record = await self.storage.tables.create(
            game=self.game, mode=settings.mode, guild_id=interaction.guild_id,
            channel_id=thread.parent_id or 0,
            host_id=interaction.user.id, seats=to_stored(seats), options=settings.to_json(),
            seed=seed, thread_id=thread.id, status=Status.LIVE)
        await self._launch(record.id, seats, settings, record.seed, thread,
                           interaction.guild_id, interaction.user.id)
        await interaction.followup.send(t("fabel.cmd.solo_opened", thread=thread.mention),
                                        ephemeral=True)

    async def _launch(self, table_id: int, seats: list[Seat], settings: TableSettings,
                      seed: int, thread: discord.abc.Messageable, guild_id: int | None,
                      host_id: int, *, actions: tuple[dict[str, Any], ...] | None = None,
                      timer: tuple[int, float] | None = None,
                      message: discord.Message | discord.PartialMessage | None = None) -> Running:
        names = [s.name for s in seats]
        presenter = KitPresenter(thread=thread, message=message, names=names, ui=self.ui,
                                 scheduler=self.scheduler, theme=settings.theme,
                                 buttons=self._public_view, send_panel=self._panel_for_table,
                                 on_finished=self._finished)
        table = await self._make_table(
            table_id=table_id, seats=seats, options=settings.engine_options(), seed=seed,
            listener=presenter, strength=settings.strength, turbo=settings.turbo,
            actions=actions, timer=timer)
        presenter.table = table
        running = Running(table, presenter, settings, guild_id, thread, host_id)
        await self._register(running, fresh=actions is None)
        return running

    def _public_view(self, table: Table, view: Any, clock: Clock) -> discord.ui.View:
        """The table message's buttons (red +10 … at the hammer's strokes)."""
        running = self.tables.get(table.id)
        remaining = clock.remaining
        people = sum(1 for s in table.seats if not s.is_computer)
        return panels.public_view(table.id, view, solo=running is not None and running.settings.rat,
                                  danger=remaining is not None and panels.hammer(remaining) > 0,
                                  leave=people > 1)

    async def _panel_for_table(self, interaction: discord.Interaction[Any], table: Table,
                               seat: int) -> None:
        """A fresh private panel for ``seat``, whose decision just opened."""
        running = self.tables.get(table.id)
        if running is not None:
            await self._send_panel(interaction, running, seat)

    # ================================================================ restart
    async def _restore_one(self, live: LiveTable, thread: discord.abc.Messageable,
                           message: discord.PartialMessage | None) -> Running | None:
        """A lobby comes back as it was; a live table from seed and actions."""
        record = live.table
        settings = TableSettings.from_json(record.options)
        seats = from_stored(record.seats)
        if record.status == Status.LOBBY:
            size = record.options.get("size", max(len(seats), 2))
            # Checked again: a lobby that could never start is set aside.
            settings.check(size if type(size) is int else -1)
            if len(seats) > size:
                raise ValueError(f"{len(seats)} seats in a lobby for {size}")
            self.lobbies[record.id] = Lobby(record.id, record.host_id, record.guild_id,
                                            record.channel_id, thread, message, seats,
                                            size, settings)
            return None
        settings.check(len(seats))
        seats = from_stored(await self._first_holders(record.id, record.seats))
        timer = (live.timer.token, live.timer.deadline) if live.timer else None
        running = await self._launch(
            record.id, seats, settings, record.seed, thread, record.guild_id,
            record.host_id, actions=tuple(a.action for a in live.actions),
            timer=timer, message=message)
        running.presenter.names = tuple(s.name for s in running.table.seats)
        return running

    # ================================================================= clicks
    async def on_button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        """Route a click."""
        if cid.verb in LOBBY_VERBS:
            await self._lobby_button(interaction, cid)
            return
        if cid.verb == "rules" and cid.table in self.tables:
            await self.send_rules(interaction)
            return
        seated = await self._seated(interaction, cid.table)
        if seated is None:
            return
        running, seat = seated
        handler = getattr(self, f"_on_{cid.verb}", None)
        if handler is None:
            raise BadInput("core.answer.bad_id")
        await handler(interaction, running, seat, cid)

    async def on_select(self, interaction: discord.Interaction[Any], cid: ButtonId,
                        values: list[str]) -> None:
        """Route a choice in a select."""
        if cid.verb in SETTING_VERBS:
            await self._lobby_setting(interaction, cid, values)
            return
        seated = await self._seated(interaction, cid.table)
        if seated is None:
            return
        running, seat = seated
        if cid.verb == "kassenbuch":
            view = running.table.state.view(seat)
            chosen = one_of(values, [str(p.seat) for p in view.players if p.seat != seat])
            other = view.players[int(chosen)]
            text = t("fabel.answer.kassenbuch", name=running.presenter.names[other.seat],
                     rechenweg=other.estimate_rechenweg)
            if other.estimate_inexact:
                text += panels.inexact_reason(view, running.table.actions, other.seat)
            await tell(interaction, text)
        elif cid.verb == "info":
            await self.card_info(interaction, running, seat, single(values))
        elif cid.verb == "challenge":
            opponent, kind = numbers(single(values), 2, key="core.answer.bad_choice")
            if opponent >= len(running.table.seats) or kind > KOBOLD_TRADE:
                raise BadInput("core.answer.bad_choice")
            await self._act(interaction, running, seat,
                            fabel.Challenge(seat, opponent, kind), cid.step)
        else:
            raise BadInput("core.answer.bad_id")

    async def on_modal(self, interaction: discord.Interaction[Any], cid: ButtonId,
                       fields: dict[str, str]) -> None:
        """The Zahlenfeld's answer, for the auction its id names."""
        if cid.verb != "amount" or AMOUNT_FIELD not in fields:
            raise BadInput("core.answer.bad_id")
        seated = await self._seated(interaction, cid.table)
        if seated is None:
            return
        running, seat = seated
        await self.bid_amount(interaction, running, seat, fields[AMOUNT_FIELD],
                              auction=cid.arg)
