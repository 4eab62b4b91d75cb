"""The end of a kit game: which records of its people the game just set,
for the end message and the end board (the same for every game that
declares records).

>>> improved([{"groups": 1, "min": None, "calls": 0}, None],
...          [{"groups": 2, "min": 6, "calls": 0}, None])
(('groups',), ())
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.kit.runtime.table import Seat
from bot.storage import Storage
from engines.core import GameResult
from engines.texts import t

#: A person's records by statistic (None: a computer's seat, or no records).
Records = dict[str, Any] | None


async def records_of(storage: Storage, info: Any, result: GameResult,
                     seats: Sequence[Seat]) -> list[Records]:
    """Each seat's person's records in this game and mode now."""
    if not info.records or not result.records:
        return [None for _ in seats]
    out: list[Records] = []
    for seat in seats:
        if seat.user_id is None:
            out.append(None)
            continue
        mine = await storage.results.my_games(seat.user_id, info.name, result.mode)
        out.append({r.stat: r.value for r in mine.records})
    return out


def improved(before: Sequence[Records], after: Sequence[Records]) -> tuple[tuple[str, ...], ...]:
    """Per seat, the statistics whose record the game beat: a new record
    only beats a real earlier value (a first game sets none), and a record
    of 0 is no record ("in Folge 0", "Meiste Vierer 0")."""
    out: list[tuple[str, ...]] = []
    for old, new in zip(before, after, strict=True):
        if old is None or new is None:
            out.append(())
            continue
        out.append(tuple(stat for stat, value in new.items()
                         if _real(value) and _real(old.get(stat)) and value != old.get(stat)))
    return tuple(out)


def _real(value: Any) -> bool:
    """Whether a record's value is one worth naming (not unset, not 0)."""
    return value is not None and value != 0 and value is not False


def record_lines(info: Any, news: Sequence[Sequence[str]], after: Sequence[Records],
                 names: Sequence[str]) -> list[str]:
    """"★ Neuer Rekord für Anna: Kleinste Rundensumme 6 · Gruppen 3": one
    line per person with new records."""
    labels = {spec.stat: spec.label for spec in info.records}
    lines = []
    for seat, stats in enumerate(news):
        mine = after[seat] or {}
        if stats:
            records = " · ".join(t("core.end.record", record=t(labels[stat]),
                                   value=mine.get(stat)) for stat in stats)
            lines.append(t("core.end.new_record", name=names[seat], records=records))
    return lines
