"""Clicks in a Speedfabel lobby: seats, computers, the host's settings, Start."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.fabel.lobby import (
    computer_seat,
    lobby_content,
    lobby_view,
    settings_view,
)
from bot.fabel.model import (
    Lobby,
    tell,
    to_stored,
)
from bot.ids import ButtonId
from bot.lobby_seats import seat_change
from bot.parsing import BadInput
from bot.storage import Storage
from engines.texts import t


class LobbyClicks:
    """The lobby's click handlers; mixed into the controller."""

    # Provided by FabelController:
    _launch: Callable[..., Awaitable[Any]]  # starts a table
    storage: Storage
    lobbies: dict[int, Lobby]

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
            await tell(interaction, t("fabel.lobby.gone"))
            return
        async with lobby.lock:
            if self.lobbies.get(cid.table) is not lobby:
                # Started (or gone) while this click waited for the one before.
                await tell(interaction, t("fabel.lobby.gone"))
                return
            await self._lobby_click(interaction, lobby, cid)

    async def _lobby_click(self, interaction: discord.Interaction[Any], lobby: Lobby,
                           cid: ButtonId) -> None:
        user = interaction.user
        is_host = user.id == lobby.host_id
        if cid.verb in ("computer", "settings", "start") and not is_host:
            await tell(interaction, t("fabel.answer.only_host"))
            return
        if cid.verb == "settings":
            await interaction.response.send_message(t("fabel.lobby.settings_title"),
                                                    view=settings_view(lobby.id, lobby.settings),
                                                    ephemeral=True)
            return
        if cid.verb == "start":
            await self._start_lobby(interaction, lobby)
            return
        seats, refused = seat_change(
            lobby.seats, cid.verb, user_id=user.id, name=user.display_name,
            host_id=lobby.host_id, size=lobby.size,
            computer=lambda i: computer_seat(i, lobby.settings.strength))
        if refused is not None:
            await tell(interaction, t(refused))
            return
        lobby.seats = seats
        await self._store_lobby(lobby)
        await interaction.response.edit_message(content=self._lobby_text(lobby),
                                                view=lobby_view(lobby.id, lobby.settings.mode))

    async def _lobby_setting(self, interaction: discord.Interaction[Any], cid: ButtonId,
                             values: list[str]) -> None:
        lobby = self.lobbies.get(cid.table)
        if lobby is None:
            await tell(interaction, t("fabel.lobby.gone"))
            return
        if interaction.user.id != lobby.host_id:
            await tell(interaction, t("fabel.answer.only_host"))
            return
        async with lobby.lock:
            if self.lobbies.get(cid.table) is not lobby:
                await tell(interaction, t("fabel.lobby.gone"))
                return
            # A value the select does not offer raises BadInput: answered, nothing stored.
            settings = lobby.settings.with_choice(cid.verb, values)
            try:
                settings.check()
            except ValueError:
                raise BadInput("core.answer.bad_choice") from None
            lobby.settings = settings
            if cid.verb == "set_strength":
                lobby.seats = [computer_seat(i, lobby.settings.strength) if s.is_computer else s
                               for i, s in enumerate(lobby.seats)]
            await self._store_lobby(lobby)
        lobby_ui = lobby_view(lobby.id, lobby.settings.mode)
        if cid.verb == "set_mode":
            # The Spielart select stands on the lobby message itself.
            await interaction.response.edit_message(content=self._lobby_text(lobby),
                                                    view=lobby_ui)
            return
        await interaction.response.edit_message(content=t("fabel.lobby.settings_title"),
                                                view=settings_view(lobby.id, lobby.settings))
        if lobby.message is not None:
            await lobby.message.edit(content=self._lobby_text(lobby), view=lobby_ui)

    async def _start_lobby(self, interaction: discord.Interaction[Any], lobby: Lobby) -> None:
        """Start: under the lobby's lock, so the seats cannot change meanwhile;
        the seats and settings are checked again before the table goes live."""
        if len(lobby.seats) < 2:
            await tell(interaction, t("fabel.lobby.too_few"))
            return
        try:
            lobby.settings.check(len(lobby.seats))
        except ValueError:
            await tell(interaction, t("fabel.lobby.bad_settings"))
            return
        # Gone from the lobbies before the first wait: a second "Starten" or a
        # late "Verlassen" finds no lobby any more.
        del self.lobbies[lobby.id]
        seats = list(lobby.seats)
        # Stored live first: killed in between, the restart brings the game
        # back rather than a lobby whose message says it started.
        await self._store_lobby(lobby)
        await self.storage.tables.start(lobby.id)
        await interaction.response.edit_message(content=t("fabel.lobby.started"), view=None)
        record = await self.storage.tables.get(lobby.id)
        await self._launch(lobby.id, seats, lobby.settings, record.seed, lobby.thread,
                           lobby.guild_id, lobby.host_id)
