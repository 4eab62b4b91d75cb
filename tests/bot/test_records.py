"""Issue 29 at the end of a game: records are announced only when they
beat a real earlier value (never 0, never in a first game), on one line per
person; a computer's leaderboard points read "–"."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.fossil.plugin import PLUGIN as FOSSIL
from bot.kit.ending import improved, record_lines
from bot.spuk.plugin import PLUGIN as SPUK
from bot.troedel.plugin import PLUGIN as TROEDEL
from engines.core import GameResult, SeatResult


def _info() -> SimpleNamespace:
    specs = (SimpleNamespace(stat="smallest", label="spuk.record.min_round_sum"),
             SimpleNamespace(stat="streak", label="spuk.record.call_streak"),
             SimpleNamespace(stat="groups", label="spuk.record.groups"))
    return SimpleNamespace(records=specs)


def test_a_first_game_and_a_zero_set_no_record() -> None:
    before = [{"smallest": None, "streak": None, "groups": None}, None]
    after = [{"smallest": 6, "streak": 0, "groups": 0}, None]
    assert improved(before, after) == ((), ())
    zero = [{"smallest": 9, "streak": 0, "groups": 1}, None]
    assert improved(zero, [{"smallest": 9, "streak": 0, "groups": 1}, None]) == ((), ())


def test_beaten_records_stand_on_one_line_per_person() -> None:
    before = [{"smallest": 9, "streak": 2, "groups": 1}, {"smallest": 4, "streak": 1,
                                                          "groups": 0}]
    after = [{"smallest": 6, "streak": 3, "groups": 1}, {"smallest": 4, "streak": 1,
                                                         "groups": 2}]
    news = improved(before, after)
    assert news == (("smallest", "streak"), ())
    lines = record_lines(_info(), news, after, ["Anna", "Ben"])
    assert len(lines) == 1
    assert lines[0].startswith("★ Neuer Rekord für Anna: ")
    assert " 6 · " in lines[0] and lines[0].endswith(" 3")


@pytest.mark.parametrize("plugin", [TROEDEL, SPUK, FOSSIL], ids=lambda p: p.info.name)
def test_end_boards_show_a_dash_for_a_computers_leaderboard_points(plugin: Any) -> None:
    """"End boards show '–' for a computer's leaderboard points" (the lists
    count only people): Anna's +142 stands, Baron Knarz's 28 does not."""
    result = GameResult(plugin.info.name, plugin.info.modes[0], "runden", 5, (
        SeatResult(0, 1, 40, 142, stats={"faelschungen": 0}),
        SeatResult(1, 2, 28, 28, stats={"faelschungen": 0})))
    lines = plugin.parts.ending.end_text(None, result, ("Anna", "Baron Knarz 🖥"), title="Spiel",
                               friendly=False, computers=frozenset({1}))
    anna = next(line for line in lines if "Anna" in line)
    baron = next(line for line in lines if "Baron Knarz" in line)
    assert "+142" in anna
    assert "Bestenliste –" in baron or "Bestenliste: –" in baron
    assert "28 Punkte · Bestenliste +" not in baron
