"""Issue 29: Spielverlauf lines are shortened or dropped whole, never cut
mid-word ("Mitternacht! B", "Mitternacht! Baron Knarz 🖥: 1 Ma" stood in the
table message)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.kit.logbook import MAX_LINE
from bot.kit.parts import Parts, TableMessage
from bot.kit.presenter import KitPresenter
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.editing import MAX_CONTENT, cut_words
from tests.bot.sealed_ui import SealedUI

LINE = "Mitternacht! Baron Knarz 🖥: 1 Maus, 6 Rabe, 4 Fledermaus – Summe 11, 11 Punkte"


class _Blank(SealedUI):
    """A game whose table message has no head of its own (only the log)."""

    def public_content(self, view: Any, names: Any) -> str:
        return ""


def _presenter(shown: int) -> KitPresenter:
    return KitPresenter(thread=SimpleNamespace(), message=None, names=("Anna", "Baron Knarz"),
                        ui=_Blank(), parts=Parts(table=TableMessage(log_shown=shown)),
                        scheduler=ManualScheduler(start=0.0),
                        theme="")


def _table() -> Any:
    state = SimpleNamespace(view=lambda seat: None)
    return SimpleNamespace(state=state, timer=lambda: None, deadline=None)


def test_cut_words_ends_at_a_word() -> None:
    assert cut_words(LINE, len(LINE)) == LINE
    for limit in range(len("Mitternacht! ") + 1, len(LINE)):
        cut = cut_words(LINE, limit)
        kept = cut[:-1]
        assert len(cut) <= limit and cut.endswith("…")
        assert LINE.startswith(kept) and not LINE[len(kept)].isalnum(), cut


def test_a_long_log_line_is_shortened_at_a_word() -> None:
    presenter = _presenter(4)
    presenter.logbook.add(lambda: [(LINE + " ") * 10])
    kept = presenter.lines[-1]
    assert len(kept) <= MAX_LINE and kept.endswith("…")
    assert ((LINE + " ") * 10).startswith(kept[:-1])


def test_the_table_message_drops_old_lines_whole() -> None:
    """Forty lines of 290 characters do not fit in 2000: the message keeps
    the newest whole ones (it used to cut the text at 2000 characters)."""
    presenter = _presenter(40)
    lines = [f"{i:02d} {LINE} " + "Spuk " * 40 for i in range(40)]
    presenter.logbook.add(lambda: lines)
    content = presenter.content(_table())
    assert len(content) <= MAX_CONTENT
    shown = content.split("\n")[3:]
    assert shown and all(line in presenter.lines for line in shown)
    assert shown[-1] == presenter.lines[-1]
