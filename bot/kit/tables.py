"""The game-neutral base of the kit's one controller
(:class:`bot.kit.controller.KitController`, one per registered game): its
live tables and lobbies, the thread a table lives in, the public message's
first post, the leaderboard, Meine Partien and the daily list, leaving a
running game, restoring the game's tables after a restart (setting aside
what cannot come back; :mod:`bot.kit.restore`), a person's theme, and
counting the interactions being handled.

No game has a controller of its own: a game brings its
:class:`~bot.kit.ui.GameUI` and :class:`~bot.kit.parts.Parts`, and the kit's
controller runs every game's tables. It is composed of parts, each owning
its state: the lobbies (:mod:`bot.kit.lobby`), the lists
(:mod:`bot.kit.lists`), the private panels
(:mod:`bot.kit.panels`), the questions that change nothing
(:mod:`bot.kit.questions`), the end of a game (:mod:`bot.kit.endgame`) and
the restart (:mod:`bot.kit.restore`);
its presenters talk to it through :class:`bot.kit.host.TableHost`.
Callbacks hold no rules: they check who clicked, turn the click into an
engine action, let the table apply it, and answer.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
from collections.abc import Callable, Iterator
from typing import Any, Protocol

import discord

from bot.kit.answers import missing_permissions, tell
from bot.kit.games import GameSpec, computer_name
from bot.kit.ids import ButtonId
from bot.kit.items import TableButton, TableView
from bot.kit.runtime.actionlog import StoredLog
from bot.kit.runtime.clock import Scheduler
from bot.kit.runtime.table import Seat, Table
from bot.kit.server import GameDefaults, defaults_of
from bot.storage import Storage
from bot.storage.records import ComputerSeat, Strength
from engines.core import IllegalAction
from engines.texts import reading, t

log = logging.getLogger(__name__)



class LiveEntry(Protocol):
    """What a controller keeps about a live table."""

    table: Table
    presenter: Any
    thread: discord.abc.Messageable


def with_others(table: Table) -> bool:
    """Whether the game began with more than one person (leaving it then
    has the game's leave points, and the last person may leave too)."""
    return len({s.user_id for _, _, s in table.history if s.user_id is not None}) > 1


class GameController:
    """The shared part of a game's controller (see the module docstring)."""

    #: Closes idle lobbies and tables nobody plays (the kit's controller sets it).
    closing: Any

    @property
    def lobbies(self) -> dict[int, Any]:
        """The game's open lobbies by table id (the kit controller's lobby
        part keeps them)."""
        raise NotImplementedError

    def __init__(self, client: discord.Client, storage: Storage, scheduler: Scheduler,
                 spec: GameSpec) -> None:
        self.client = client
        self.storage = storage
        self.scheduler = scheduler
        self.spec = spec
        self.log = StoredLog(storage)
        self.tables: dict[int, Any] = {}
        #: Where new games get their seed (tests replace it to fix the deal).
        self.new_seed: Callable[[], int] = lambda: secrets.randbits(62)
        #: Clicks, selects and modals being handled right now.
        self.busy = 0

    @property
    def info(self) -> Any:
        """The game's declaration."""
        return self.spec.info

    def computer(self, index: int, strength: str) -> Seat:
        """A computer's seat at place ``index`` (its name from the game's list)."""
        return Seat(computer_name(self.info, index, strength), strength=strength)

    @property
    def game(self) -> str:
        """The name of the game this controller runs."""
        return self.spec.info.name

    def owns(self, table_id: int) -> bool:
        """Whether the table (or lobby) ``table_id`` is one of this game's."""
        return table_id in self.tables or table_id in self.lobbies

    async def _make_table(self, *, table_id: int, seats: list[Any], options: Any, seed: int,
                          listener: Any, strength: str, turbo: bool,
                          actions: tuple[dict[str, Any], ...] | None,
                          timer: tuple[int, float] | None,
                          times: tuple[float, ...] | None = None) -> Table:
        """A new table, or one rebuilt from its stored actions (``times``:
        when each was applied, for the countdowns beside the stored one). A
        rebuilt one is resumed by :meth:`restore` once registered, so a game
        whose end is in the log ends through the game's normal end."""
        kwargs: dict[str, Any] = dict(
            table_id=table_id, spec=self.spec, seats=seats, options=options, seed=seed,
            scheduler=self.scheduler, action_log=self.log, listener=listener,
            strength=strength, turbo=turbo)
        if actions is None:
            return Table(**kwargs)
        return await Table.restore(actions=actions, timer=timer, times=times, resume=False,
                                   **kwargs)

    async def _register(self, running: LiveEntry, *, fresh: bool) -> None:
        """Keep the table; a fresh one starts and posts its public message."""
        self.tables[running.table.id] = running
        if fresh:
            await running.table.start()
            await self.refresh(running)

    async def _seated(self, interaction: discord.Interaction[Any],
                      table_id: int) -> tuple[Any, int] | None:
        """The live table a click belongs to and the clicker's seat there, or
        None after answering why not (the table is gone, or the clicker does
        not sit there). The person's interaction is remembered: their private
        notes and fresh panels go through it."""
        running = self.tables.get(table_id)
        if running is None:
            await tell(interaction, t("core.answer.no_table"))
            return None
        seat = running.table.seat_of(interaction.user.id)
        if seat is None:
            await tell(interaction, t("core.err.not_seated"))
            return None
        running.presenter.remember(seat, interaction)
        return running, seat

    @contextlib.contextmanager
    def handling(self) -> Iterator[None]:
        """Count one interaction while it is handled (:attr:`busy`), so that
        one can wait until every answered click has also been applied."""
        self.busy += 1
        try:
            yield
        finally:
            self.busy -= 1

    async def theme_of(self, user_id: int) -> str:
        """The person's theme (Laternennacht / Morgentau): private pictures
        are drawn in it, and a table they open takes it."""
        return (await self.storage.settings.get(user_id)).theme.value

    def word(self, key: str, **values: Any) -> str:
        """A shell text in the game's own words (a kit game's
        :meth:`bot.kit.parts.Wording.word`; here the shell's)."""
        return t(key, **values)

    def label(self, mode: str) -> str:
        """The game's name with its mode where it has several: "Speedfabel ·
        Klassisch", "Speedspuk"."""
        info = self.spec.info
        if len(info.modes) == 1:
            return info.title
        return t("core.game_mode", game=info.title, mode=t(f"{info.name}.mode.{mode}"))

    # ================================================================ opening
    async def server_rules(self, interaction: discord.Interaction[Any]) -> GameDefaults | None:
        """The server's settings of this game for a table opened now, or None
        after answering that the game is switched off there."""
        rules = await defaults_of(self.storage, interaction.guild_id, self.info)
        if rules.enabled:
            return rules
        await tell(interaction, t("limit.game_off", game=self.info.title, name=self.game))
        return None

    async def _thread(self, interaction: discord.Interaction[Any], name: str,
                      rules: GameDefaults | None = None) -> discord.Thread | None:
        """A public thread for a new table, or a clear answer why not (the
        game switched off on the server too; ``rules``: the server's settings
        of the game, read here if not given); in the server's channel for the
        game's tables if it set one, else where the command was used."""
        channel: Any = interaction.channel
        if interaction.guild_id is None:
            await interaction.followup.send(t("core.cmd.only_guild", game=self.spec.info.title),
                                            ephemeral=True)
            return None
        rules = rules or await self.server_rules(interaction)
        if rules is None:
            return None
        channel_id = rules.channel_id
        permissions = interaction.app_permissions
        if channel_id is not None and channel_id != interaction.channel_id:
            channel = self.client.get_channel(channel_id)
            guild = interaction.guild
            if not isinstance(channel, discord.TextChannel) or guild is None:
                await interaction.followup.send(t("limit.channel_gone", game=self.info.title,
                                                  name=self.game), ephemeral=True)
                return None
            if guild.me is not None:
                permissions = channel.permissions_for(guild.me)
        if not isinstance(channel, discord.TextChannel):
            await interaction.followup.send(t("core.cmd.only_text_channel"), ephemeral=True)
            return None
        missing = missing_permissions(permissions)
        if missing:
            await interaction.followup.send(t("core.cmd.missing_permissions",
                                              names=", ".join(missing)), ephemeral=True)
            return None
        try:
            return await channel.create_thread(name=name[:100],
                                               type=discord.ChannelType.public_thread)
        except discord.Forbidden:
            await interaction.followup.send(t("core.cmd.no_thread_permission"), ephemeral=True)
            return None

    def opened(self, interaction: discord.Interaction[Any], key: str,
               thread: discord.Thread) -> str:
        """The answer that a table opened (``key``): in another channel than
        the command's (the server's channel for the game), it says where."""
        text = self.word(key, thread=thread.mention)
        if thread.parent_id is None or thread.parent_id == interaction.channel_id:
            return text
        return f"{text} " + t("limit.where", channel=f"<#{thread.parent_id}>",
                              game=self.info.title)

    async def refresh(self, running: LiveEntry) -> None:
        """Draw the public message (the first time: post it and store its id)."""
        presenter = running.presenter
        before = presenter.message
        await presenter.flush()
        if presenter.message is not None and presenter.message is not before:
            await self.storage.tables.set_messages(
                running.table.id, thread_id=getattr(running.thread, "id", None),
                message_id=presenter.message.id)

    # ================================================================ restart
    async def restore(self) -> int:
        """Bring back every lobby and live table of this game from the
        database (the kit controller's restore part); the number restored."""
        raise NotImplementedError

    async def shutdown(self) -> None:
        """Stop every table's timers and computers (the bot is stopping)."""
        for running in self.tables.values():
            await running.table.close()
            running.presenter.close()

    async def _quit(self, interaction: discord.Interaction[Any], running: Any, seat: int,
                    *, confirmed: bool) -> None:
        """"Tisch verlassen" (every game): the answer states what follows
        before it takes effect; then a computer of the table's strength takes
        the seat, the thread is told, and the seat history is stored."""
        points = self.spec.info.leave_points
        with_points = points is not None and with_others(running.table)
        if not confirmed:
            last = sum(1 for s in running.table.seats if not s.is_computer) == 1
            key = "core.leave.confirm_last" if last else "core.leave.confirm"
            key += "_points" if with_points else ""
            ui = TableView()
            ui.add_item(TableButton(ButtonId(running.table.id, None, "quit", "ok"),
                                    t("core.leave.yes"), style=discord.ButtonStyle.danger))
            await tell(interaction, t(key, points=points), view=ui)
            return
        await interaction.response.defer(ephemeral=True, thinking=False)
        try:
            await self.hand_over(running, seat, lambda name, computer: t(
                "core.leave.told", name=name, computer=computer))
        except IllegalAction as refused:
            await interaction.followup.send(refused.reason, ephemeral=True)
            return
        await interaction.followup.send(t("core.leave.done_points" if with_points
                                          else "core.leave.done", points=points),
                                        ephemeral=True)

    async def hand_over(self, running: Any, seat: int, told: Callable[[str, str], str]) -> Seat:
        """A computer of the table's strength takes ``seat`` over from its
        person (who left, or a moderator took the seat away): stored, and the
        thread told ``told(name, computer)``. A table no person holds any
        more ends (:meth:`everyone_left`). IllegalAction if the seat is
        not a person's at a running table."""
        name = running.presenter.names[seat]
        computer: Seat = await running.table.leave(seat)
        await self.storage.tables.replace_seat(
            running.table.id, seat, ComputerSeat(Strength(computer.strength or "normal")),
            from_seq=running.table.seq)
        running.presenter.names = tuple(s.name for s in running.table.seats)
        running.presenter.kick()
        with reading(running.settings.language):   # the thread is the table's
            await running.thread.send(told(name, computer.name))
        if all(s.is_computer for s in running.table.seats):
            await self.everyone_left(running)
        return computer

    async def everyone_left(self, running: Any) -> None:
        """Every person has left the running table: it ends (the kit's
        closing part, :meth:`bot.kit.closing.KitClosing.everyone_left`)."""
        await self.closing.everyone_left(running)

    async def mark_finished(self, table_id: int) -> None:
        """The table is finished, once its end was shown: killed before that,
        the next start ends the game again from its log (its result, stored
        with ``finish_table=False``, is not stored twice) and shows the end."""
        try:
            await self.storage.tables.finish(table_id)
        except Exception:
            log.exception("table %s: not marked finished", table_id)

    async def on_modal(self, interaction: discord.Interaction[Any], cid: ButtonId,
                       fields: dict[str, str]) -> None:
        """A modal's answer (a game with modals overrides this)."""
        await tell(interaction, t("core.answer.bad_id"))
