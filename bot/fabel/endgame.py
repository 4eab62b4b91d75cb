"""The end of a Speedfabel game in Discord: results stored, the end board,
"Mein Bericht" and "Nochmal am selben Tisch"."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import date
from typing import Any

import discord

from bot.clock import Scheduler
from bot.fabel import panels
from bot.fabel.model import (
    MAX_CONTENT,
    Running,
    tell,
    to_stored,
)
from bot.fabel.pictures import end_picture
from bot.ids import ButtonId
from bot.items import TableButton
from bot.storage import Storage
from bot.storage.records import Einsatz, Status
from bot.table import Table
from engines.fabel import game as fabel_game
from engines.fabel.result import FabelResult
from engines.texts import t

log = logging.getLogger(__name__)

#: Seconds a finished table stays in memory ("Mein Bericht", "Nochmal").
FINISHED_KEPT = 30 * 60.0


class EndOfGame:
    """What happens when a table's game is over; mixed into the controller."""

    # Provided by FabelController:
    _launch: Callable[..., Awaitable[Any]]  # starts a table
    _mark_finished: Callable[[int], Awaitable[None]]  # GameController's
    scheduler: Scheduler
    storage: Storage
    tables: dict[int, Running]
    new_seed: Callable[[], int]

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
        try:
            await self.storage.results.record_game(
                fabel_game.GAME.summarize(table.state), to_stored(list(table.seats)),
                guild_id=running.guild_id, finished_at=time.time(), einsatz=einsatz,
                table_id=table.id, finish_table=False,
                daily_day=date.fromisoformat(settings.daily) if settings.daily else None)
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
            line = t("fabel.end.report", name=names[rep.seat], payouts=rep.payouts,
                     income=rep.income, spending=rep.spending, bought=rep.bought, top=top,
                     won=rep.trades_won, lost=rep.trades_lost)
            if settings.mode == "meistermarkt":
                # Item 89 in words: letters and the Taler collected by taking Kobolde.
                line += t("fabel.end.report_meister", letters=rep.letters,
                          kobold=rep.kobold_income)
            lines.append(line)
        ui = discord.ui.View(timeout=None)
        ui.add_item(TableButton(ButtonId(table.id, None, "report"), t("fabel.btn.report")))
        ui.add_item(TableButton(ButtonId(table.id, None, "again"), t("fabel.btn.again"),
                                style=discord.ButtonStyle.success))
        # The table stays for "Mein Bericht" and "Nochmal" a while, then goes.
        self.scheduler.call_later(FINISHED_KEPT, lambda: self._forget(table.id))
        board = await end_picture(table, None, names, running.settings.theme)
        await running.thread.send("\n".join(lines)[:MAX_CONTENT], view=ui, file=board)
        # Finished only once the end is shown: killed before, the restart
        # ends the game again from its log (the result is not stored twice).
        await self._mark_finished(table.id)

    async def _on_points(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        """Deine Punkte jetzt: the Rechenweg with the current state (item 122)."""
        view = running.table.state.view(seat)
        await tell(interaction, t("fabel.answer.points", line=panels.points_line(view, seat)))

    async def _forget(self, table_id: int) -> None:
        running = self.tables.get(table_id)
        if running is not None and running.table.state.is_over():
            del self.tables[table_id]

    async def _on_report(self, interaction: discord.Interaction[Any], running: Running,
                         seat: int, cid: ButtonId) -> None:
        if running.result is None:
            await tell(interaction, t("fabel.task.wait"))
            return
        # The reader's own end board, with the sentence about him, privately.
        await interaction.response.defer(ephemeral=True, thinking=True)
        settings = await self.storage.settings.get(interaction.user.id)
        board = await end_picture(running.table, seat, running.presenter.names,
                                  settings.theme.value)
        await tell(interaction, running.result.sentences[seat] or "", file=board)

    async def _on_again(self, interaction: discord.Interaction[Any], running: Running,
                        seat: int, cid: ButtonId) -> None:
        """Nochmal am selben Tisch: same people, same settings, a new seed."""
        if running.again:
            # Pressed by two at once: the first press opens the one new game.
            await tell(interaction, t("fabel.answer.again_started"))
            return
        if running.result is None:
            await tell(interaction, t("fabel.task.wait"))
            return
        running.again = True  # marked before the first wait: one new game per table
        table = running.table
        # A new deal: after a Tagesmarkt, "Nochmal" is an ordinary solo game.
        settings = replace(running.settings, daily=None, first_seat=None)
        try:
            settings.check(len(table.seats))
        except ValueError:
            await tell(interaction, t("fabel.lobby.bad_settings"))
            return
        await interaction.response.defer(ephemeral=True, thinking=False)
        record = await self.storage.tables.create(
            game="fabel", mode=settings.mode, guild_id=running.guild_id,
            channel_id=getattr(running.thread, "parent_id", None) or 0,
            host_id=running.host_id, seats=to_stored(list(table.seats)),
            options=settings.to_json(), seed=self.new_seed(),
            thread_id=getattr(running.thread, "id", None), status=Status.LIVE)
        await self._launch(record.id, list(table.seats), settings, record.seed,
                           running.thread, running.guild_id, running.host_id)

