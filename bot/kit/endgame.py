"""The end of a kit game, the same way for every game: the result stored
(people only; a person who left a game with other people gets the game's
leave points), the end board in the game's words and picture with "Mein
Bericht" (a game with a report) and "Nochmal", and the finished table kept
a while for those buttons. A part of :class:`bot.kit.controller.KitController`."""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from datetime import date
from typing import Any

import discord

from bot.kit.answers import tell
from bot.kit.components import components
from bot.kit.daily import daily_end_picture
from bot.kit.ending import improved, record_lines, records_of
from bot.kit.hub import KitHub
from bot.kit.items import TableView
from bot.kit.live import KitRunning
from bot.kit.lobby_seats import stored
from bot.kit.notify import SEND_ERRORS
from bot.kit.rated import house_rules
from bot.kit.runtime.pictures import as_file, as_files, draw
from bot.kit.runtime.table import Table
from bot.kit.ui import Button
from bot.storage.records import Einsatz, Leaver
from engines.core import GameResult
from engines.texts import t

log = logging.getLogger(__name__)

#: Seconds a finished table stays in memory (its end board's buttons).
FINISHED_KEPT = 30 * 60.0


def leavers_of(table: Table) -> list[Leaver]:
    """The people who left this game while other people played it (from the
    seat history, which the action log rebuilds after a restart)."""
    people = {s.user_id for _, _, s in table.history if s.user_id is not None}
    if len(people) < 2:
        return []
    holders = {seat: holder for _, seat, holder in table.history}
    return [Leaver(h.user_id, seat) for _, seat, h in table.history
            if h.user_id is not None and holders[seat] is not h]


class KitEndings:
    """The end of a game; a part of :class:`bot.kit.controller.KitController`
    that keeps nothing of its own (a finished table's result and end-board
    memo stay on its :class:`KitRunning`)."""

    def __init__(self, host: KitHub) -> None:
        self.host = host

    async def finished(self, table: Table) -> None:
        running = self.host.tables.get(table.id)
        if running is None or running.result is not None:
            return
        result, records, after = await self._store_end(running)
        # The table stays a while for the end board's buttons, then goes.
        self.host.scheduler.call_later(FINISHED_KEPT, lambda: self._forget(table.id))
        names = running.presenter.names
        end = table.state.view(None)
        computers = frozenset(i for i, s in enumerate(table.seats) if s.is_computer)
        title = self.host.word("core.end.title", game=self.host.info.title)
        lines = [*self.host.parts.ending.end_text(end, result, names, title=title,
                                             friendly=running.settings.einsatz == "freundschaft",
                                             computers=computers),
                 *record_lines(self.host.info, records, after, names)]
        buttons = [Button(self.host.word("core.btn.again"), "again", style="success")]
        if any(self.host.parts.ending.report(table.state.view(i)) is not None
               for i, s in enumerate(table.seats) if not s.is_computer):
            buttons.insert(0, Button(self.host.word("core.btn.report"), "report"))
        files = []
        if self.host.ui.end_picture is not None:
            data = await self._end_board(running, None, running.settings.theme)
            alt = self.host.parts.ending.end_alt(end, result, names)
            files += as_files(data, "abrechnung", alt)
        if running.settings.daily:
            # the daily end board: today's ten best, the person's place, yesterday's
            board = await daily_end_picture(
                self.host.storage, game=self.host.game, title=self.host.info.title,
                mode=result.mode,
                day=running.settings.daily, theme=running.settings.theme,
                user_id=next((s.user_id for s in table.seats if s.user_id is not None), None))
            if board is not None:
                files.append(as_file(board[0], "tagesliste", board[1]))
        await running.thread.send("\n".join(lines)[:2000],
                                  view=components(table.id, None, (tuple(buttons),)),
                                  files=files)
        # the end board first, then the panels lose their buttons
        await self._close_panels(table.id)
        # Finished only once the end is shown: killed before, the restart
        # ends the game again from its log (the result is not stored twice).
        await self.host.mark_finished(table.id)

    async def _store_end(self, running: KitRunning) -> tuple[GameResult, Any, Any]:
        """The game's result, stored once (with the records it improved and
        the album's news, kept for the end board): the result, the improved
        records and the records as they are now."""
        table = running.table
        result = self.host.info.summarize(table.state)
        running.result = result
        running.presenter.close()
        seats = list(table.seats)
        before = await records_of(self.host.storage, self.host.info, result, seats)
        game_id = await self._record(running, result)
        after = await records_of(self.host.storage, self.host.info, result, seats)
        records = improved(before, after)
        news = await self._album_news(running, game_id)
        running.memo["end"] = (records, news)
        return result, records, after

    async def _close_panels(self, table_id: int) -> None:
        """The game is over: the private panels still reachable lose their
        buttons and say so (no live button is left anywhere); then they are
        forgotten."""
        now = self.host.scheduler.now()
        for seat, panel in self.host.panels.memory.of_table(table_id):
            if not panel.reachable(now):
                continue
            try:
                await panel.edit(content=t("core.panel.over"), view=TableView())
            except SEND_ERRORS:
                log.debug("table %s: a panel of seat %s not closed", table_id, seat)
        self.host.panels.memory.forget(table_id)

    async def ended_unseen(self, running: KitRunning) -> None:
        """The game ended but its thread went before the end could be shown:
        the result counts all the same (stored once), with no end board."""
        if running.result is None:
            await self._store_end(running)
        await self._close_panels(running.table.id)
        await self.host.mark_finished(running.table.id)

    async def _forget(self, table_id: int) -> None:
        running = self.host.tables.get(table_id)
        if running is not None and running.table.state.is_over():
            del self.host.tables[table_id]

    async def _end_board(self, running: KitRunning, seat: int | None,
                         theme: str) -> bytes | tuple[bytes, ...]:
        """The end board picture, from ``seat``'s view (None: the public one)."""
        table, result = running.table, running.result
        assert self.host.ui.end_picture is not None and result is not None
        records, news = running.memo["end"]
        names = running.presenter.names
        if self.host.parts.ending.end_strengths:
            names = tuple(
                t("core.computer_name_strength", name=name,
                  strength=t(f"core.strength.{s.strength}"))
                if s.is_computer and s.strength else name
                for s, name in zip(table.seats, names, strict=True))
        # a computer's leaderboard points read "–" on the board
        result = replace(result, seats=tuple(
            replace(s, counted=not table.seats[s.seat].is_computer) for s in result.seats))
        end_view = self.host.parts.ending.end_input(table.state.view(seat), records)
        return await draw(self.host.ui.end_picture, end_view, result, names, theme, news)

    async def report(self, interaction: discord.Interaction[Any], running: KitRunning,
                      seat: int) -> None:
        """"Mein Bericht": the game's words about the asker's own game and,
        for a game with an end board, the board drawn from the asker's own
        view (with what is theirs alone), in their theme, only for them."""
        if running.result is None:
            await tell(interaction, self.host.word("core.answer.wait"))
            return
        text = self.host.parts.ending.report(running.table.state.view(seat)) or ""
        if self.host.ui.end_picture is None:
            await tell(interaction, text)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        data = await self._end_board(running, seat, await self.host.theme_of(interaction.user.id))
        alt = self.host.parts.ending.end_alt(running.table.state.view(seat), running.result,
                              running.presenter.names)
        await tell(interaction, text, files=as_files(data, "abrechnung", alt))

    async def _album_news(self, running: KitRunning,
                          game_id: int | None) -> tuple[tuple[str, ...], ...]:
        """Per seat, the album items this game added to its person's album."""
        seats = running.table.seats
        if game_id is None or self.host.parts.ending.album_picture is None:
            return tuple(() for _ in seats)
        news: list[tuple[str, ...]] = []
        for seat in seats:
            found: tuple[str, ...] = ()
            if seat.user_id is not None:
                try:
                    found = await self.host.storage.album.new_in(seat.user_id, game_id)
                except Exception:
                    log.exception("table %s: album not read", running.table.id)
            news.append(found)
        return tuple(news)

    async def _record(self, running: KitRunning, result: GameResult) -> int | None:
        """Store the result of every person (computers get none; a person who
        left a game with other people gets the game's leave points); the
        stored game's id (None if it could not be stored)."""
        table, settings = running.table, running.settings
        leavers = leavers_of(table)
        einsatz = None
        if not settings.solo or leavers:
            einsatz = (Einsatz.FREUNDSCHAFT if settings.einsatz == "freundschaft"
                       else Einsatz.RANGLISTE)
        try:
            return await self.host.storage.results.record_game(
                result, stored(list(table.seats)), guild_id=running.guild_id,
                einsatz=einsatz, finished_at=time.time(), table_id=table.id,
                daily_day=date.fromisoformat(settings.daily) if settings.daily else None,
                leavers=leavers, leave_points=self.host.info.leave_points,
                records=self.host.info.records, finish_table=False,
                rated=False if house_rules(self.host.info, settings.choices) else None)
        except Exception:
            log.exception("table %s: result not stored", table.id)
            return None

    async def again(self, interaction: discord.Interaction[Any], running: KitRunning) -> None:
        """"Nochmal am selben Tisch": the same people and settings, a new
        seed (after a daily game an ordinary solo game); one new game per
        table, however many press it."""
        if running.again:
            await tell(interaction, self.host.word("core.answer.again_started"))
            return
        if running.result is None:
            await tell(interaction, self.host.word("core.answer.wait"))
            return
        running.again = True  # marked before the first wait
        seats = list(running.table.seats)
        settings = replace(running.settings, daily=None, first_seat=None)
        try:
            settings.check(self.host.info)
        except ValueError:
            await tell(interaction, self.host.word("core.lobby.bad_settings"))
            return
        await interaction.response.defer(ephemeral=True, thinking=False)
        await self.host.go_live(None, seats, settings, self.host.new_seed(), running.thread,
                            guild_id=running.guild_id, host_id=running.host_id)
