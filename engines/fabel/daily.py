"""The Tagesmarkt: one deck per day and Spielart for everybody.

The seed comes from the market day and the mode only, so every server gets
the same card sequence. The market day changes at midnight Europe/Berlin:

>>> from datetime import datetime, timezone
>>> market_day(datetime(2026, 11, 28, 23, 30, tzinfo=timezone.utc)).isoformat()
'2026-11-29'
>>> daily_seed(market_day(datetime(2026, 11, 29, 12, 0, tzinfo=timezone.utc)), "klassisch") \\
...     == daily_seed(date(2026, 11, 29), "klassisch")
True
"""

from __future__ import annotations

from datetime import date, datetime

from engines.core import derive_seed
from engines.core.daily import DAILY_ZONE, berlin_day
from engines.fabel.options import Mode, Options
from engines.fabel.state import State, new_game

#: Where the market day changes at midnight (every game's daily zone).
MARKET_ZONE = DAILY_ZONE
#: The person and three computers.
TAGESMARKT_SEATS = 4
#: The person sits here and has the first turn.
PERSON_SEAT = 0


def market_day(moment: datetime) -> date:
    """The Tagesmarkt day of an aware ``moment`` (Berlin calendar date)."""
    return berlin_day(moment)


def daily_seed(day: date, mode: str) -> int:
    """The seed of the Tagesmarkt of ``day`` in Spielart ``mode``: the same
    on every server, different for each mode."""
    return derive_seed("fabel", "tagesmarkt", str(mode), day.isoformat())


def tagesmarkt_options(mode: Mode = Mode.KLASSISCH) -> Options:
    """The fixed Tagesmarkt settings: the person starts, no house rules, no
    Bedenkzeit (a solo table), normal tempo."""
    return Options(mode=mode, first_seat=PERSON_SEAT)


def new_tagesmarkt(day: date, mode: Mode = Mode.KLASSISCH) -> State:
    """The Tagesmarkt game of ``day``: four seats, the person in seat 0."""
    return new_game(TAGESMARKT_SEATS, daily_seed(day, mode), tagesmarkt_options(mode))
