"""The end of a Speedfabel game in words: each player's place, Rechenweg,
money and leaderboard points, then each one's Marktbericht. The kit posts
it with the end board picture, "Mein Bericht" and "Nochmal am selben Tisch"."""

from __future__ import annotations

from collections.abc import Sequence

from bot.kit.ui import leaderboard_points
from engines.fabel.view import FabelView
from engines.texts import t


def end_lines(view: FabelView, names: Sequence[str], *, friendly: bool,
              computers: frozenset[int] = frozenset()) -> list[str]:
    """The end board's text from the public view at the end."""
    result = view.result
    if result is None:
        raise ValueError("the game is not over yet")
    lines = [t("fabel.end.title")]
    for st in result.order:
        lines.append(t("fabel.end.line", place=st.place, name=names[st.seat],
                       rechenweg=st.rechenweg, money=st.money,
                       lb=leaderboard_points(st.leaderboard_points, st.seat in computers)))
    if friendly:
        lines.append(t("fabel.end.friendly"))
    for rep in result.reports:
        top = (t("fabel.end.top", price=rep.top_price, card=t(f"fabel.creature.{rep.top_kind}"))
               if rep.top_kind is not None else "–")
        line = t("fabel.end.report", name=names[rep.seat], payouts=rep.payouts,
                 income=rep.income, spending=rep.spending, bought=rep.bought, top=top,
                 won=rep.trades_won, lost=rep.trades_lost)
        if view.meister:
            # Item 89 in words: letters and the Taler collected by taking Kobolde.
            line += t("fabel.end.report_meister", letters=rep.letters, kobold=rep.kobold_income)
        lines.append(line)
    return lines
