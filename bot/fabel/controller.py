"""Everything that happens at Speedfabel tables in Discord: lobbies, clicks,
private panels, the end of a game, and rebuilding tables after a restart.

Callbacks hold no rules: they check who clicked, turn the click into an
engine action, let the table apply it, and answer. Every component answer
is deferred or sent at once, well within Discord's three seconds.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from importlib import resources
from typing import Any

import discord

from bot.clock import Scheduler
from bot.fabel import panels
from bot.fabel.ids import ButtonId
from bot.fabel.items import FabelButton
from bot.fabel.lobby import (
    TableSettings,
    computer_seat,
    lobby_content,
    lobby_view,
    settings_view,
)
from bot.fabel.pictures import end_picture, panel_picture
from bot.fabel.presenter import FabelPresenter, Picture
from bot.games import GameSpec
from bot.storage import Storage
from bot.storage.records import (
    ComputerSeat,
    Einsatz,
    GameResult,
    HumanSeat,
    PlayerResult,
    Status,
    Strength,
    TimerRecord,
)
from bot.table import Outdated, Seat, Table
from engines import fabel
from engines.core import IllegalAction, derive_seed
from engines.fabel import money
from engines.fabel.ai import advise
from engines.fabel.daily import PERSON_SEAT, daily_seed, market_day
from engines.fabel.result import FabelResult
from engines.fabel.state import State
from engines.texts import t

log = logging.getLogger(__name__)

MAX_CONTENT = 2000
LOBBY_VERBS = frozenset({"join", "leave", "computer", "settings", "start"})
SETTING_VERBS = frozenset({"set_clock", "set_tempo", "set_strength", "set_house",
                           "set_einsatz"})


#: What the bot needs where it opens tables, with the names Discord shows.
NEEDED_PERMISSIONS = (
    ("send_messages", "Nachrichten senden"),
    ("create_public_threads", "Öffentliche Threads erstellen"),
    ("send_messages_in_threads", "Nachrichten in Threads senden"),
    ("attach_files", "Dateien anhängen"),
    ("embed_links", "Links einbetten"),
)


def missing_permissions(perms: discord.Permissions) -> list[str]:
    """The names of needed permissions the bot lacks in a channel."""
    return [label for attr, label in NEEDED_PERMISSIONS if not getattr(perms, attr)]


class StoredLog:
    """The table runtime's ActionLog on top of :class:`Storage`."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def append_action(self, table_id: int, seq: int, action: dict[str, Any],
                            at: float) -> None:
        """One INSERT, committed before the result is shown."""
        await self.storage.tables.append_action(table_id, seq, action, applied_at=at)

    async def set_timer(self, table_id: int, token: int, kind: str, deadline: float) -> None:
        """Remember the running countdown's deadline."""
        await self.storage.tables.set_timer(table_id, TimerRecord(token, kind, deadline))

    async def clear_timer(self, table_id: int) -> None:
        """No countdown runs."""
        await self.storage.tables.clear_timer(table_id)


@dataclass
class Lobby:
    """An open table before its start."""

    id: int
    host_id: int
    guild_id: int | None
    channel_id: int
    thread: discord.abc.Messageable
    message: discord.Message | discord.PartialMessage | None
    seats: list[Seat]
    size: int
    settings: TableSettings


@dataclass
class Running:
    """A live (or just finished) table with its presenter."""

    table: Table
    presenter: FabelPresenter
    settings: TableSettings
    guild_id: int | None
    thread: discord.abc.Messageable
    host_id: int
    preselect: dict[int, tuple[int, list[int]]] = field(default_factory=dict)
    result: FabelResult | None = None


def to_stored(seats: list[Seat]) -> list[HumanSeat | ComputerSeat]:
    """Runtime seats as the storage keeps them."""
    return [HumanSeat(s.user_id, s.name) if s.user_id is not None
            else ComputerSeat(Strength(s.strength or "normal")) for s in seats]


def from_stored(seats: tuple[HumanSeat | ComputerSeat, ...]) -> list[Seat]:
    """Stored seats as runtime seats; computers get their merchant names back."""
    out: list[Seat] = []
    for i, s in enumerate(seats):
        if isinstance(s, HumanSeat):
            out.append(Seat(s.name, user_id=s.user_id))
        else:
            out.append(computer_seat(i, s.strength.value))
    return out


class FabelController:
    """Speedfabel in Discord (see the module docstring)."""

    def __init__(self, client: discord.Client, storage: Storage, scheduler: Scheduler,
                 spec: GameSpec, picture: Picture | None = None) -> None:
        self.client = client
        self.storage = storage
        self.scheduler = scheduler
        self.spec = spec
        self.picture = picture
        self.log = StoredLog(storage)
        self.lobbies: dict[int, Lobby] = {}
        self.tables: dict[int, Running] = {}
        #: Where new games get their seed (tests replace it to fix the deal).
        self.new_seed: Callable[[], int] = lambda: secrets.randbits(62)

    # ================================================================ opening
    async def open_table(self, interaction: discord.Interaction[Any], seats: int) -> None:
        """/fabel tisch: a thread with a lobby."""
        await interaction.response.defer(thinking=True, ephemeral=True)
        thread = await self._thread(interaction, t("fabel.thread.name",
                                                   host=interaction.user.display_name))
        if thread is None:
            return
        host = Seat(interaction.user.display_name, user_id=interaction.user.id)
        theme = (await self.storage.settings.get(interaction.user.id)).theme.value
        settings = TableSettings(theme=theme)
        record = await self.storage.tables.create(
            mode=settings.mode, guild_id=interaction.guild_id, channel_id=thread.parent_id or 0,
            host_id=host.user_id or 0, seats=to_stored([host]),
            options=settings.to_json() | {"size": seats}, seed=self.new_seed(),
            thread_id=thread.id)
        lobby = Lobby(record.id, interaction.user.id, interaction.guild_id,
                      record.channel_id, thread, None, [host], seats, settings)
        lobby.message = await thread.send(self._lobby_text(lobby), view=lobby_view(record.id))
        await self.storage.tables.set_messages(record.id, thread_id=thread.id,
                                               message_id=lobby.message.id)
        self.lobbies[record.id] = lobby
        await interaction.followup.send(t("fabel.cmd.opened", thread=thread.mention),
                                        ephemeral=True)

    async def open_solo(self, interaction: discord.Interaction[Any], computers: int,
                        strength: str, turbo: bool, *, daily: bool = False) -> None:
        """/fabel solo: a thread and a game against computers, at once.

        ``daily``: the Tagesmarkt of today (three normal computers, the person
        starts, no house rules, no Rat, the day's seed for everybody).
        """
        await interaction.response.defer(thinking=True, ephemeral=True)
        name = interaction.user.display_name
        title = (t("fabel.thread.daily", host=name) if daily
                 else t("fabel.thread.solo", host=name))
        thread = await self._thread(interaction, title)
        if thread is None:
            return
        seats = [Seat(name, user_id=interaction.user.id)]
        seats += [computer_seat(i + 1, strength) for i in range(computers)]
        theme = (await self.storage.settings.get(interaction.user.id)).theme.value
        settings = TableSettings(einsatz="solo", strength=strength, turbo=turbo,
                                 bedenkzeit=None, theme=theme)
        seed = self.new_seed()
        if daily:
            day = market_day(datetime.fromtimestamp(self.scheduler.now(), UTC))
            settings = replace(settings, daily=day.isoformat(), first_seat=PERSON_SEAT)
            seed = daily_seed(day, settings.mode)
        record = await self.storage.tables.create(
            mode=settings.mode, guild_id=interaction.guild_id, channel_id=thread.parent_id or 0,
            host_id=interaction.user.id, seats=to_stored(seats), options=settings.to_json(),
            seed=seed, thread_id=thread.id, status=Status.LIVE)
        await self._launch(record.id, seats, settings, record.seed, thread,
                           interaction.guild_id, interaction.user.id)
        await interaction.followup.send(t("fabel.cmd.solo_opened", thread=thread.mention),
                                        ephemeral=True)

    async def _thread(self, interaction: discord.Interaction[Any],
                      name: str) -> discord.Thread | None:
        """A public thread for a new table, or a clear answer why not."""
        channel = interaction.channel
        if interaction.guild_id is None or not isinstance(channel, discord.TextChannel):
            await interaction.followup.send(t("fabel.cmd.only_guild"), ephemeral=True)
            return None
        missing = missing_permissions(interaction.app_permissions)
        if missing:
            await interaction.followup.send(t("fabel.cmd.missing_permissions",
                                              names=", ".join(missing)), ephemeral=True)
            return None
        try:
            return await channel.create_thread(name=name[:100],
                                               type=discord.ChannelType.public_thread)
        except discord.Forbidden:
            await interaction.followup.send(t("fabel.cmd.no_thread_permission"), ephemeral=True)
            return None

    async def _launch(self, table_id: int, seats: list[Seat], settings: TableSettings,
                      seed: int, thread: discord.abc.Messageable, guild_id: int | None,
                      host_id: int, *, actions: tuple[dict[str, Any], ...] | None = None,
                      timer: tuple[int, float] | None = None,
                      message: discord.Message | discord.PartialMessage | None = None) -> Running:
        names = [s.name for s in seats]
        presenter = FabelPresenter(thread=thread, message=message, names=names,
                                   solo=settings.rat, scheduler=self.scheduler,
                                   picture=self.picture, theme=settings.theme,
                                   on_finished=self._finished)
        kwargs: dict[str, Any] = dict(
            table_id=table_id, spec=self.spec, seats=seats, options=settings.engine_options(),
            seed=seed, scheduler=self.scheduler, action_log=self.log, listener=presenter,
            strength=settings.strength, turbo=settings.turbo)
        if actions is None:
            table = Table(**kwargs)
        else:
            table = await Table.restore(actions=actions, timer=timer, **kwargs)
        presenter.table = table
        running = Running(table, presenter, settings, guild_id, thread, host_id)
        self.tables[table_id] = running
        if actions is None:
            await table.start()
        await presenter.flush()
        if presenter.message is not None and presenter.message is not message:
            await self.storage.tables.set_messages(
                table_id, thread_id=getattr(thread, "id", None), message_id=presenter.message.id)
        return running

    # ================================================================ restart
    async def shutdown(self) -> None:
        """Stop every table's timers and computers (the bot is stopping)."""
        for running in self.tables.values():
            await running.table.close()
            running.presenter.close()

    async def restore(self) -> int:
        """Bring back every lobby and live table from the database."""
        count = 0
        for live in await self.storage.tables.open_tables():
            record = live.table
            try:
                thread = await self._channel(record.thread_id or record.channel_id)
            except discord.HTTPException:
                log.warning("table %s: thread gone, table abandoned", record.id)
                await self.storage.tables.abandon(record.id)
                continue
            message = (thread.get_partial_message(record.message_id)  # type: ignore[union-attr]
                       if record.message_id else None)
            settings = TableSettings.from_json(record.options)
            seats = from_stored(record.seats)
            if record.status == Status.LOBBY:
                size = int(record.options.get("size", max(len(seats), 2)))
                self.lobbies[record.id] = Lobby(record.id, record.host_id, record.guild_id,
                                                record.channel_id, thread, message, seats,
                                                size, settings)
            else:
                timer = (live.timer.token, live.timer.deadline) if live.timer else None
                await self._launch(record.id, seats, settings, record.seed, thread,
                                   record.guild_id, record.host_id,
                                   actions=tuple(a.action for a in live.actions),
                                   timer=timer, message=message)
            count += 1
        return count

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.client.get_channel(channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    # ================================================================= clicks
    async def on_button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        """Route a click."""
        if cid.verb in LOBBY_VERBS:
            await self._lobby_button(interaction, cid)
            return
        running = self.tables.get(cid.table)
        if running is None:
            await _tell(interaction, t("fabel.answer.no_table"))
            return
        if cid.verb == "rules":
            await self.send_rules(interaction)
            return
        seat = running.table.seat_of(interaction.user.id)
        if seat is None:
            await _tell(interaction, t("fabel.answer.not_seated"))
            return
        running.presenter.remember(seat, interaction)
        handler = getattr(self, f"_on_{cid.verb}", None)
        if handler is None:
            await _tell(interaction, t("fabel.err.unknown_action"))
            return
        await handler(interaction, running, seat, cid)

    async def on_select(self, interaction: discord.Interaction[Any], cid: ButtonId,
                        values: list[str]) -> None:
        """Route a choice in a select."""
        if cid.verb in SETTING_VERBS:
            await self._lobby_setting(interaction, cid, values)
            return
        running = self.tables.get(cid.table)
        if running is None:
            await _tell(interaction, t("fabel.answer.no_table"))
            return
        seat = running.table.seat_of(interaction.user.id)
        if seat is None:
            await _tell(interaction, t("fabel.answer.not_seated"))
            return
        running.presenter.remember(seat, interaction)
        if cid.verb == "kassenbuch" and values:
            view = running.table.state.view(seat)
            other = view.players[int(values[0])]
            text = t("fabel.answer.kassenbuch", name=running.presenter.names[other.seat],
                     rechenweg=other.estimate_rechenweg)
            if other.estimate_inexact:
                text += t("fabel.answer.kassenbuch_inexact")
            await _tell(interaction, text)
        elif cid.verb == "challenge" and values:
            opponent, kind = (int(x) for x in values[0].split("."))
            await self._act(interaction, running, seat,
                            fabel.Challenge(seat, opponent, kind), cid.step)

    # ------------------------------------------------------------- the panel
    async def _panel_for(self, running: Running, seat: int,
                         chosen: list[int] | None = None) -> panels.Panel:
        settings = await self.storage.settings.get(running.table.seats[seat].user_id or 0)
        view = running.table.state.view(seat)
        step = running.table.step
        if chosen is None:
            pre = running.preselect.get(seat)
            if pre is not None and pre[0] == step:
                chosen = pre[1]
        return panels.panel(running.table.id, step, view, running.presenter.names,
                            kassenbuch=settings.einsteiger_hilfe, chosen=chosen)

    async def _send_panel(self, interaction: discord.Interaction[Any], running: Running,
                          seat: int) -> None:
        """A fresh private panel with the player's own picture in his theme."""
        panel = await self._panel_for(running, seat)
        settings = await self.storage.settings.get(interaction.user.id)
        file = await panel_picture(running.table, seat, running.presenter.names,
                                   settings.theme.value)
        await _tell(interaction, panel.content, view=panel.view, file=file)

    async def _on_hand(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                       cid: ButtonId) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._send_panel(interaction, running, seat)

    _on_trade = _on_hand

    async def _on_answer(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        """"Antworten" on the public message: only the one who decides now."""
        if running.table.state.decider() != seat:
            code = "not_challenged" if running.table.state.phase == "answer" else "not_your_turn"
            await _tell(interaction, t(f"fabel.err.{code}"))
            return
        await self._on_hand(interaction, running, seat, cid)

    async def _act(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                   action: Any, step: int | None) -> bool:
        """Apply an action for the clicking person and answer.

        From a private panel (``step`` given) the panel is replaced by a fresh
        one; from the public message the person gets a fresh panel when a
        decision of his is open now.
        """
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=False)
        try:
            await running.table.act(action, step=step)
        except Outdated:
            await interaction.followup.send(t("fabel.answer.outdated"), ephemeral=True)
            return False
        except IllegalAction as refused:
            await interaction.followup.send(refused.reason, ephemeral=True)
            return False
        await running.presenter.flush()
        view = running.table.state.view(seat)
        if step is not None:
            panel = await self._panel_for(running, seat)
            await interaction.edit_original_response(content=panel.content, view=panel.view)
        elif any(d.seat == seat and d.required for d in view.pending):
            await self._send_panel(interaction, running, seat)
        return True

    async def _on_reveal(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.Reveal(seat), cid.step)

    async def _on_plus(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                       cid: ButtonId) -> None:
        step = int(cid.arg)

        def quick_bid(state: State) -> fabel.Bid:
            high = state.auction.high if state.auction is not None else 0
            return fabel.Bid(seat, high + step)

        await interaction.response.defer(ephemeral=True, thinking=False)
        try:
            await running.table.act(quick_bid)
        except IllegalAction as refused:
            await interaction.followup.send(refused.reason, ephemeral=True)

    async def _on_amount(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        settings = await self.storage.settings.get(interaction.user.id)
        await interaction.response.send_modal(BidModal(self, running, seat, settings.last_bid))

    async def bid_amount(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, typed: str) -> None:
        """The modal's number: letters and bad amounts get a clear answer."""
        text = typed.strip()
        if not text.isdigit():
            await interaction.response.send_message(t("fabel.answer.not_a_number"),
                                                    ephemeral=True)
            return
        amount = int(text)
        await self.storage.settings.set_last_bid(interaction.user.id, amount)
        await interaction.response.defer(ephemeral=True, thinking=False)
        try:
            await running.table.act(fabel.Bid(seat, amount))
        except IllegalAction as refused:
            await interaction.followup.send(refused.reason, ephemeral=True)

    async def _on_sell(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                       cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.Sell(seat), cid.step)

    async def _on_buy(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                      cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.BuySelf(seat), cid.step)

    async def _on_keep(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                       cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.Keep(seat), cid.step)

    async def _on_give(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                       cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.Give(seat), cid.step)

    async def _on_end(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                      cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.EndTurn(seat), cid.step)

    async def _on_accept(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.Accept(seat), cid.step)

    async def _on_nothing(self, interaction: discord.Interaction[Any], running: Running,
                          seat: int, cid: ButtonId) -> None:
        await self._act(interaction, running, seat, fabel.Counter(seat, ()), cid.step)

    async def _on_pick(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                       cid: ButtonId) -> None:
        """A money card toggled in a payment or offer: redraw the panel."""
        if cid.step != running.table.step:
            await _tell(interaction, t("fabel.answer.outdated"))
            return
        try:
            _, chosen = panels.decode_counts(cid.arg)
        except ValueError:
            await _tell(interaction, t("fabel.answer.outdated"))
            return
        panel = await self._panel_for(running, seat, chosen)
        await interaction.response.edit_message(content=panel.content, view=panel.view)

    _on_reset = _on_pick

    async def _on_confirm(self, interaction: discord.Interaction[Any], running: Running,
                          seat: int, cid: ButtonId) -> None:
        try:
            kind, chosen = panels.decode_counts(cid.arg)
        except ValueError:
            await _tell(interaction, t("fabel.answer.outdated"))
            return
        cards = money.values_of(chosen)
        action = {"pay": fabel.Pay, "offer": fabel.Offer, "counter": fabel.Counter}[kind]
        await interaction.response.defer()
        await self._act(interaction, running, seat, action(seat, cards), cid.step)

    async def _on_rat(self, interaction: discord.Interaction[Any], running: Running, seat: int,
                      cid: ButtonId) -> None:
        """The strong computer's advice, for solo tables only; it executes nothing."""
        if not running.settings.rat:
            await _tell(interaction, t("fabel.answer.no_rat"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = running.table.state.view(seat)
        decision = panels.decision_of(view)
        if decision is None:
            await interaction.followup.send(t("fabel.task.wait"), ephemeral=True)
            return
        rng = _rng(running, seat, "rat")
        advice = advise(view, decision, rng)
        lines = [t("fabel.answer.rat"), *advice.reasons]
        if advice.preselected_cards:
            counts = money.counts_from_values(advice.preselected_cards)
            if counts is not None:
                running.preselect[seat] = (running.table.step, counts)
        await interaction.followup.send("\n".join(lines)[:MAX_CONTENT], ephemeral=True)

    async def send_rules(self, interaction: discord.Interaction[Any]) -> None:
        """The whole rule text, as ephemeral embeds."""
        text = resources.files("bot.fabel").joinpath("regeln.txt").read_text(encoding="utf-8")
        messages = _rule_messages(text)
        await interaction.response.send_message(embeds=messages[0], ephemeral=True)
        for embeds in messages[1:]:
            await interaction.followup.send(embeds=embeds, ephemeral=True)

    # ================================================================= lobby
    def _lobby_text(self, lobby: Lobby) -> str:
        host = next((s.name for s in lobby.seats if s.user_id == lobby.host_id), "?")
        return lobby_content(host, lobby.seats, lobby.size, lobby.settings, lobby.host_id)

    async def _store_lobby(self, lobby: Lobby) -> None:
        await self.storage.tables.set_seats(lobby.id, to_stored(lobby.seats))
        options = lobby.settings.to_json() | {"size": lobby.size}
        await self.storage.tables.set_options(lobby.id, mode=lobby.settings.mode,
                                              options=options)

    async def _lobby_button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        lobby = self.lobbies.get(cid.table)
        if lobby is None:
            await _tell(interaction, t("fabel.lobby.gone"))
            return
        user = interaction.user
        is_host = user.id == lobby.host_id
        if cid.verb in ("computer", "settings", "start") and not is_host:
            await _tell(interaction, t("fabel.answer.only_host"))
            return
        if cid.verb == "settings":
            await interaction.response.send_message(t("fabel.lobby.settings_title"),
                                                    view=settings_view(lobby.id, lobby.settings),
                                                    ephemeral=True)
            return
        if cid.verb == "start":
            await self._start_lobby(interaction, lobby)
            return
        seated = any(s.user_id == user.id for s in lobby.seats)
        if cid.verb == "join":
            if seated:
                await _tell(interaction, t("fabel.lobby.already"))
                return
            if len(lobby.seats) >= lobby.size:
                await _tell(interaction, t("fabel.lobby.full"))
                return
            lobby.seats.append(Seat(user.display_name, user_id=user.id))
        elif cid.verb == "leave":
            if not seated:
                await _tell(interaction, t("fabel.lobby.not_there"))
                return
            if is_host:
                await _tell(interaction, t("fabel.lobby.host_stays"))
                return
            lobby.seats = [s for s in lobby.seats if s.user_id != user.id]
        elif cid.verb == "computer":
            if len(lobby.seats) >= lobby.size:
                await _tell(interaction, t("fabel.lobby.full"))
                return
            lobby.seats.append(computer_seat(len(lobby.seats), lobby.settings.strength))
        await self._store_lobby(lobby)
        await interaction.response.edit_message(content=self._lobby_text(lobby),
                                                view=lobby_view(lobby.id))

    async def _lobby_setting(self, interaction: discord.Interaction[Any], cid: ButtonId,
                             values: list[str]) -> None:
        lobby = self.lobbies.get(cid.table)
        if lobby is None:
            await _tell(interaction, t("fabel.lobby.gone"))
            return
        if interaction.user.id != lobby.host_id:
            await _tell(interaction, t("fabel.answer.only_host"))
            return
        try:
            lobby.settings = lobby.settings.with_choice(cid.verb, values)
        except ValueError:
            await _tell(interaction, t("fabel.answer.outdated"))
            return
        if cid.verb == "set_strength":
            lobby.seats = [computer_seat(i, lobby.settings.strength) if s.is_computer else s
                           for i, s in enumerate(lobby.seats)]
        await self._store_lobby(lobby)
        await interaction.response.edit_message(content=t("fabel.lobby.settings_title"),
                                                view=settings_view(lobby.id, lobby.settings))
        if lobby.message is not None:
            await lobby.message.edit(content=self._lobby_text(lobby), view=lobby_view(lobby.id))

    async def _start_lobby(self, interaction: discord.Interaction[Any], lobby: Lobby) -> None:
        if len(lobby.seats) < 2:
            await _tell(interaction, t("fabel.lobby.too_few"))
            return
        await interaction.response.edit_message(content=t("fabel.lobby.started"), view=None)
        del self.lobbies[lobby.id]
        await self._store_lobby(lobby)
        await self.storage.tables.start(lobby.id)
        record = await self.storage.tables.get(lobby.id)
        await self._launch(lobby.id, lobby.seats, lobby.settings, record.seed, lobby.thread,
                           lobby.guild_id, lobby.host_id)

    # ============================================================ game over
    async def _finished(self, table: Table) -> None:
        running = self.tables.get(table.id)
        if running is None:
            return
        result: FabelResult = table.state.result()
        running.result = result
        running.presenter.close()
        settings = running.settings
        einsatz = None
        humans = [i for i, s in enumerate(table.seats) if not s.is_computer]
        if not settings.solo or len(humans) > 1:
            einsatz = (Einsatz.FREUNDSCHAFT if settings.einsatz == "freundschaft"
                       else Einsatz.RANGLISTE)
        players = tuple(
            PlayerResult(user_id=table.seats[st.seat].user_id or 0, seat=st.seat,
                         place=st.place, points=st.points,
                         leaderboard_points=st.leaderboard_points, vierer=len(st.vierer),
                         cheapest_drache=result.reports[st.seat].cheapest_drache)
            for st in result.standings if st.seat in humans)
        computers = tuple(Strength(s.strength or "normal") for s in table.seats if s.is_computer)
        try:
            await self.storage.results.record_game(GameResult(
                game="fabel", mode=settings.mode, guild_id=running.guild_id,
                finished_at=time.time(), einsatz=einsatz, players=players,
                computers=computers, table_id=table.id,
                daily_day=date.fromisoformat(settings.daily) if settings.daily else None))
        except Exception:
            log.exception("table %s: result not stored", table.id)
        names = running.presenter.names
        lines = [t("fabel.end.title")]
        for st in result.order:
            lines.append(t("fabel.end.line", place=st.place, name=names[st.seat],
                           rechenweg=st.rechenweg, money=st.money, lb=st.leaderboard_points))
        if einsatz is Einsatz.FREUNDSCHAFT:
            lines.append(t("fabel.end.friendly"))
        for rep in result.reports:
            top = (t("fabel.end.top", price=rep.top_price,
                     card=t(f"fabel.creature.{rep.top_kind}"))
                   if rep.top_kind is not None else "–")
            lines.append(t("fabel.end.report", name=names[rep.seat], payouts=rep.payouts,
                           income=rep.income, spending=rep.spending, bought=rep.bought, top=top,
                           won=rep.trades_won, lost=rep.trades_lost))
        ui = discord.ui.View(timeout=None)
        ui.add_item(FabelButton(ButtonId(table.id, None, "report"), t("fabel.btn.report")))
        ui.add_item(FabelButton(ButtonId(table.id, None, "again"), t("fabel.btn.again"),
                                style=discord.ButtonStyle.success))
        board = await end_picture(table, None, names, running.settings.theme)
        await running.thread.send("\n".join(lines)[:MAX_CONTENT], view=ui, file=board)

    async def _on_points(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        """Deine Punkte jetzt: the Rechenweg with the current state (item 122)."""
        view = running.table.state.view(seat)
        await _tell(interaction, t("fabel.answer.points", line=panels.points_line(view, seat)))

    async def _on_report(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        if running.result is None:
            await _tell(interaction, t("fabel.task.wait"))
            return
        await _tell(interaction, running.result.sentences[seat] or "")

    async def _on_again(self, interaction: discord.Interaction[Any], running: Running,
                        seat: int, cid: ButtonId) -> None:
        """Nochmal am selben Tisch: same people, same settings, a new seed."""
        if running.result is None:
            await _tell(interaction, t("fabel.task.wait"))
            return
        await interaction.response.defer(ephemeral=True, thinking=False)
        table = running.table
        # A new deal: after a Tagesmarkt, "Nochmal" is an ordinary solo game.
        settings = replace(running.settings, daily=None, first_seat=None)
        record = await self.storage.tables.create(
            mode=settings.mode, guild_id=running.guild_id,
            channel_id=getattr(running.thread, "parent_id", None) or 0,
            host_id=running.host_id, seats=to_stored(list(table.seats)),
            options=settings.to_json(), seed=self.new_seed(),
            thread_id=getattr(running.thread, "id", None), status=Status.LIVE)
        running.result = None  # one new game per click
        await self._launch(record.id, list(table.seats), settings, record.seed,
                           running.thread, running.guild_id, running.host_id)


class BidModal(discord.ui.Modal):
    """The Zahlenfeld: one number; what was typed last stands in it again."""

    def __init__(self, controller: FabelController, running: Running, seat: int,
                 last: int | None) -> None:
        super().__init__(title=t("fabel.modal.title"), timeout=600)
        self.controller, self.running, self.seat = controller, running, seat
        self.amount: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=t("fabel.modal.label"), default=None if last is None else str(last),
            max_length=6, custom_id="betrag")
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the typed amount to the controller."""
        await self.controller.bid_amount(interaction, self.running, self.seat, self.amount.value)


async def _tell(interaction: discord.Interaction[Any], text: str,
                view: discord.ui.View | None = None, file: discord.File | None = None) -> None:
    """An ephemeral answer, as the first response or as a followup."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(text[:MAX_CONTENT], **kwargs)
    else:
        await interaction.response.send_message(text[:MAX_CONTENT], **kwargs)


def _rng(running: Running, seat: int, purpose: str) -> random.Random:
    return random.Random(derive_seed(running.table.seed, running.table.seq, seat, purpose))


def _rule_messages(text: str) -> list[list[discord.Embed]]:
    """The rule text as embeds: at most 4096 characters each and 6000 per message."""
    paragraphs = text.split("\n\n")
    chunks: list[str] = []
    current = ""
    for para in paragraphs:
        if current and len(current) + 2 + len(para) > 3900:
            chunks.append(current)
            current = para
        else:
            current = f"{current}\n\n{para}" if current else para
    if current:
        chunks.append(current)
    messages: list[list[discord.Embed]] = []
    size = 0
    for i, chunk in enumerate(chunks):
        embed = discord.Embed(title="Speedfabel – Spielregeln" if i == 0 else None,
                              description=chunk)
        if not messages or size + len(chunk) > 5500:
            messages.append([])
            size = 0
        messages[-1].append(embed)
        size += len(chunk)
    return messages


