"""The end of a Speedfabel game in Discord: the end board in words and as a
picture, with "Mein Bericht" and "Nochmal am selben Tisch" (the kit stores
the result and keeps the table for these buttons)."""

from __future__ import annotations

from typing import Any

import discord

from bot.fabel.pictures import end_picture
from bot.ids import ButtonId
from bot.items import TableButton
from engines.fabel.result import FabelResult
from engines.texts import t


async def end_message(running: Any) -> tuple[str, discord.ui.View, discord.File]:
    """The end board of ``running`` (a kit table whose game is over): each
    player's place, Rechenweg, money and leaderboard points, then each
    one's Marktbericht."""
    table, settings = running.table, running.settings
    result: FabelResult = table.state.result()
    names = running.presenter.names
    lines = [t("fabel.end.title")]
    for st in result.order:
        lines.append(t("fabel.end.line", place=st.place, name=names[st.seat],
                       rechenweg=st.rechenweg, money=st.money, lb=st.leaderboard_points))
    if settings.einsatz == "freundschaft":
        lines.append(t("fabel.end.friendly"))
    meister = settings.choices.get("mode") == ("meistermarkt",)
    for rep in result.reports:
        top = (t("fabel.end.top", price=rep.top_price, card=t(f"fabel.creature.{rep.top_kind}"))
               if rep.top_kind is not None else "–")
        line = t("fabel.end.report", name=names[rep.seat], payouts=rep.payouts,
                 income=rep.income, spending=rep.spending, bought=rep.bought, top=top,
                 won=rep.trades_won, lost=rep.trades_lost)
        if meister:
            # Item 89 in words: letters and the Taler collected by taking Kobolde.
            line += t("fabel.end.report_meister", letters=rep.letters, kobold=rep.kobold_income)
        lines.append(line)
    ui = discord.ui.View(timeout=None)
    ui.add_item(TableButton(ButtonId(table.id, None, "report"), t("fabel.btn.report")))
    ui.add_item(TableButton(ButtonId(table.id, None, "again"), t("fabel.btn.again"),
                            style=discord.ButtonStyle.success))
    board = await end_picture(table, None, names, settings.theme)
    return "\n".join(lines), ui, board
