"""A kit table's lobby: seats, the host's settings from the game's declared
choices, Starten. Clicks in one lobby are handled one at a time; Starten
takes the lobby away before its first wait, so a second press finds none."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord

from bot.kit.answers import tell
from bot.kit.components import components
from bot.kit.hub import KitHub
from bot.kit.ids import ButtonId
from bot.kit.live import KitLobby
from bot.kit.lobby_seats import seat_change, stored
from bot.kit.settings import THEMES, KitSettings
from bot.kit.ui import Button, Select
from engines.core.clock import BEDENKZEIT_STEPS
from engines.texts import LANGUAGES, reading, t

LOBBY_VERBS = frozenset({"join", "leave", "computer", "settings", "start"})
SETTING_VERBS = frozenset({"set_clock", "set_strength", "set_einsatz", "set_theme",
                           "set_game", "set_language"})


class KitLobbies:
    """The lobbies of one game: a part of
    :class:`bot.kit.controller.KitController` that owns the open lobbies and
    answers their clicks (seats, settings, Starten)."""

    def __init__(self, host: KitHub) -> None:
        self.host = host
        #: The game's open lobbies by table id.
        self.open: dict[int, KitLobby] = {}

    def text(self, lobby: KitLobby) -> str:
        """The lobby message's text, in the table's language."""
        with reading(lobby.settings.language):
            return self._text(lobby)

    def _text(self, lobby: KitLobby) -> str:
        s, word = lobby.settings, self.host.parts.word
        host = next((seat.name for seat in lobby.seats if seat.user_id == lobby.host_id), "?")
        info = self.host.info
        mode = (t(f"{info.name}.mode.{info.mode_of(s.engine_options(info))}")
                if len(self.host.info.modes) > 1 else "")
        lines = [word("core.lobby.title", game=self.host.info.title, taken=len(lobby.seats),
                      seats=s.size, host=host, mode=mode)]
        for n in range(s.size):
            if n < len(lobby.seats):
                mark = word("core.lobby.host_mark") if lobby.seats[n].user_id == lobby.host_id \
                    else ""
                lines.append(word("core.lobby.seat", n=n + 1, name=lobby.seats[n].name) + mark)
            else:
                lines.append(word("core.lobby.free", n=n + 1))
        lines.append(self.settings_text(s) + " · "
                     + t("core.lobby.theme", theme=t(f"core.theme.{s.theme}")) + " · "
                     + t("core.lobby.language", language=t(f"core.language.name.{s.language}")))
        if lobby.closes_at is not None:
            lines.append(t("core.idle.lobby_deadline", when=f"<t:{int(lobby.closes_at)}:R>"))
        return "\n".join(lines)

    def settings_text(self, s: KitSettings) -> str:
        """The settings' line as the lobby shows it (the game's own where it
        has one); the server settings' summary shows defaults with it too."""
        own = self.host.parts.lobby.lobby_settings(s)
        return own if own is not None else self._settings_line(s)

    def _settings_line(self, s: KitSettings) -> str:
        clock = (t("core.lobby.clock_none") if s.bedenkzeit is None
                 else t("core.lobby.clock", seconds=s.bedenkzeit))
        chosen = [f"{t(c.label)}: " + (", ".join(t(label) for value, label in c.values
                                                if value in s.choices.get(c.key, ()))
                                       or t("core.lobby.none"))
                  for c in self.host.info.choices]
        return " · ".join([clock, t("core.lobby.strength",
                                    strength=t(f"core.strength.{s.strength}")),
                           t(f"core.lobby.einsatz.{s.einsatz}"), *chosen])

    def _choice_select(self, choice: Any, s: KitSettings) -> Select:
        return Select(t(choice.label), "set_game",
                      tuple((v, t(label)) for v, label in choice.values), arg=choice.key,
                      min_values=0 if choice.multi else 1,
                      max_values=len(choice.values) if choice.multi else 1,
                      chosen=s.choices.get(choice.key, ()))

    def message_view(self, lobby: KitLobby) -> discord.ui.View:
        """The lobby message's buttons and selects, in the table's language."""
        with reading(lobby.settings.language):
            return self._message_view(lobby)

    def _message_view(self, lobby: KitLobby) -> discord.ui.View:
        word = self.host.parts.word
        buttons = (Button(word("core.lobby.btn.join"), "join", style="primary"),
                   Button(word("core.lobby.btn.leave"), "leave"),
                   Button(word("core.lobby.btn.computer"), "computer"),
                   Button(word("core.lobby.btn.settings"), "settings"),
                   Button(word("core.lobby.btn.start"), "start", style="success"))
        # Choices that stand on the lobby itself (the settings panel is full).
        selects = [self._choice_select(c, lobby.settings) for c in self.host.info.choices
                   if c.key in self.host.parts.lobby.lobby_choices]
        return components(lobby.id, None, (buttons, *selects))

    def _settings_rows(self, lobby: KitLobby, page: int = 0) -> tuple[Any, ...]:
        """One page of the settings: all selects if they fit Discord's five
        rows, else four per page and a row to turn the page."""
        selects = self._settings_selects(lobby)
        if len(selects) <= 5:
            return tuple(selects)
        pages = [selects[i:i + 4] for i in range(0, len(selects), 4)]
        page = min(max(page, 0), len(pages) - 1)
        turn = Button(t("core.lobby.btn.more_settings"), "settings", str(page + 1)) if (
            page + 1 < len(pages)) else Button(t("core.lobby.btn.first_settings"), "settings", "0")
        return (*pages[page], (turn,))

    def _settings_page(self, lobby: KitLobby, verb: str, arg: str) -> int:
        """The settings page holding the select ``verb``/``arg``."""
        selects = self._settings_selects(lobby)
        index = next((i for i, s in enumerate(selects) if (s.verb, s.arg) == (verb, arg)), 0)
        return index // 4 if len(selects) > 5 else 0

    def _settings_selects(self, lobby: KitLobby) -> list[Select]:
        """The settings' selects in the game's order, each showing its value
        (the choices on the lobby itself are not among them)."""
        s, word = lobby.settings, self.host.parts.word
        clocks = tuple((str(c), word("core.lobby.clock", seconds=c)) for c in BEDENKZEIT_STEPS)
        rows: dict[str, Select] = {
            "clock": Select(word("core.lobby.ph.clock"), "set_clock",
                            (*clocks, ("none", word("core.lobby.clock_none"))),
                            chosen=("none" if s.bedenkzeit is None else str(s.bedenkzeit),)),
            "strength": Select(word("core.lobby.ph.strength"), "set_strength",
                               tuple((x, word(f"core.strength.{x}"))
                                     for x in self.host.info.strengths), chosen=(s.strength,)),
            "einsatz": Select(word("core.lobby.ph.einsatz"), "set_einsatz",
                              tuple((e, word(f"core.lobby.einsatz.{e}"))
                                    for e in ("rangliste", "freundschaft")),
                              chosen=(s.einsatz,))}
        for choice in self.host.info.choices:
            if choice.key not in self.host.parts.lobby.lobby_choices:
                rows[choice.key] = self._choice_select(choice, s)
        # the table's theme for the public pictures (private ones follow each
        # person's own /ansicht); last, after the game's own choices
        rows["theme"] = Select(word("core.lobby.ph.theme"), "set_theme",
                               tuple((x, t(f"core.theme.{x}")) for x in THEMES),
                               chosen=(s.theme,))
        rows["language"] = Select(word("core.lobby.ph.language"), "set_language",
                                  tuple((x, t(f"core.language.name.{x}")) for x in LANGUAGES),
                                  chosen=(s.language,))
        # a game's order names its own choices; the shell's others follow it
        order = self.host.parts.lobby.settings_order or tuple(rows)
        order = (*order, *(key for key in rows if key not in order))
        return [rows[key] for key in order if key in rows]

    async def button(self, interaction: discord.Interaction[Any], cid: ButtonId) -> None:
        lobby = self.open.get(cid.table)
        if lobby is None:
            await tell(interaction, self.host.word("core.lobby.gone"))
            return
        async with lobby.lock:
            if self.open.get(cid.table) is not lobby:   # started meanwhile
                await tell(interaction, self.host.word("core.lobby.gone"))
                return
            await self._lobby_click(interaction, lobby, cid)

    async def _lobby_click(self, interaction: discord.Interaction[Any], lobby: KitLobby,
                           cid: ButtonId) -> None:
        user = interaction.user
        is_host = user.id == lobby.host_id
        if cid.verb in ("computer", "settings", "start") and not is_host:
            await tell(interaction, self.host.word("core.lobby.only_host"))
            return
        if cid.verb == "settings":
            page = int(cid.arg) if cid.arg.isdigit() else 0
            view = components(lobby.id, None, self._settings_rows(lobby, page))
            if cid.arg:      # turning the page of the settings message itself
                await interaction.response.edit_message(
                    content=self.host.word("core.lobby.settings_title"), view=view)
            else:
                await tell(interaction, self.host.word("core.lobby.settings_title"), view=view)
            return
        if cid.verb == "start":
            await self._start(interaction, lobby)
            return
        seats, refused = seat_change(
            lobby.seats, cid.verb, user_id=user.id, name=user.display_name,
            host_id=lobby.host_id, size=lobby.settings.size,
            computer=lambda i: self.host.computer(i, lobby.settings.strength))
        if refused is not None:
            await tell(interaction, t(refused))
            return
        lobby.seats = seats
        await self.host.storage.tables.set_seats(lobby.id, stored(lobby.seats))
        await interaction.response.edit_message(content=self.text(lobby),
                                                view=self.message_view(lobby))

    async def setting(self, interaction: discord.Interaction[Any], cid: ButtonId,
                             values: list[str]) -> None:
        lobby = self.open.get(cid.table)
        if lobby is None:
            await tell(interaction, self.host.word("core.lobby.gone"))
            return
        async with lobby.lock:
            if self.open.get(cid.table) is not lobby:
                await tell(interaction, self.host.word("core.lobby.gone"))
                return
            await self._lobby_choice(interaction, lobby, cid, values)

    async def _lobby_choice(self, interaction: discord.Interaction[Any], lobby: KitLobby,
                            cid: ButtonId, values: list[str]) -> None:
        if interaction.user.id != lobby.host_id:
            await tell(interaction, self.host.word("core.lobby.only_host"))
            return
        try:
            lobby.settings = lobby.settings.with_choice(self.host.info, cid.verb, values, cid.arg)
        except ValueError:
            await tell(interaction, self.host.word("core.answer.not_offered"))
            return
        if cid.verb == "set_strength":
            lobby.seats = [self.host.computer(i, lobby.settings.strength) if s.is_computer else s
                           for i, s in enumerate(lobby.seats)]
            await self.host.storage.tables.set_seats(lobby.id, stored(lobby.seats))
        await self.host.storage.tables.set_options(
            lobby.id, mode=self.host.info.mode_of(lobby.settings.engine_options(self.host.info)),
            options=lobby.settings.to_json())
        if cid.verb == "set_game" and cid.arg in self.host.parts.lobby.lobby_choices:
            # The select stands on the lobby message itself.
            await interaction.response.edit_message(content=self.text(lobby),
                                                    view=self.message_view(lobby))
            return
        await interaction.response.edit_message(
            content=self.host.word("core.lobby.settings_title"),
            view=components(lobby.id, None, self._settings_rows(
                lobby, self._settings_page(lobby, cid.verb, cid.arg))))
        if lobby.message is not None:
            await lobby.message.edit(content=self.text(lobby),
                                     view=self.message_view(lobby))

    async def _start(self, interaction: discord.Interaction[Any], lobby: KitLobby) -> None:
        """Starten: under the lobby's lock, so the seats cannot change
        meanwhile; the seats and settings are checked again first."""
        if len(lobby.seats) < self.host.info.min_seats:
            low = self.host.info.min_seats
            await tell(interaction, self.host.word("core.lobby.too_few", low=low))
            return
        settings = replace(lobby.settings, size=len(lobby.seats))
        try:
            settings.check(self.host.info)
        except ValueError:
            await tell(interaction, self.host.word("core.lobby.bad_settings"))
            return
        # Taken out of the lobbies before any await: a second "Starten" or a
        # late "Verlassen" finds none.
        del self.open[lobby.id]
        self.host.closing.forget_lobby(lobby.id)
        # Stored live first: killed in between, the restart brings the game
        # back rather than a lobby whose message says it started.
        await self.host.storage.tables.set_seats(lobby.id, stored(lobby.seats))
        await self.host.storage.tables.set_options(
            lobby.id, mode=self.host.info.mode_of(settings.engine_options(self.host.info)),
            options=settings.to_json())
        await self.host.storage.tables.start(lobby.id)
        await interaction.response.edit_message(content=self.host.word("core.lobby.started"),
                                                view=None)
        record = await self.host.storage.tables.get(lobby.id)
        await self.host.launch(lobby.id, lobby.seats, settings, record.seed, lobby.thread,
                           lobby.guild_id, lobby.host_id)
