"""Issue 29: records are announced only when they beat a real earlier
value (never 0, never in a first game), on one line per person."""

from __future__ import annotations

from types import SimpleNamespace

from bot.kit.ending import improved, record_lines


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
