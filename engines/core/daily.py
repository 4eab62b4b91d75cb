"""The daily game: one seed per game, mode and Berlin day, for every server.

The day changes at midnight Europe/Berlin::

    >>> from datetime import datetime, timezone
    >>> berlin_day(datetime(2026, 11, 28, 23, 30, tzinfo=timezone.utc)).isoformat()
    '2026-11-29'
    >>> daily_seed("spuk", "standard", date(2026, 11, 29)) == daily_seed(
    ...     "spuk", "standard", date(2026, 11, 29))
    True
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from engines.core.rng import derive_seed

#: Where the day of the daily game changes at midnight.
DAILY_ZONE = ZoneInfo("Europe/Berlin")


def berlin_day(moment: datetime) -> date:
    """The daily game's day of an aware ``moment`` (its Berlin calendar date)."""
    if moment.tzinfo is None:
        raise ValueError("berlin_day needs a timezone-aware datetime")
    return moment.astimezone(DAILY_ZONE).date()


def daily_seed(game: str, mode: str, day: date) -> int:
    """The seed of ``game``'s daily game of ``day`` in ``mode``: the same on
    every server, different for every game and mode."""
    return derive_seed(game, "daily", mode, day.isoformat())
