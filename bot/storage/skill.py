"""The rating itself: Weng-Lin (openskill's Plackett-Luce model) for
free-for-all games of 2 to 6 seats with shared places, the computers' fixed
ratings, and the monthly season of a moment in Berlin time. Pure: no SQL,
no Discord (``bot.storage.ratings`` stores what this computes).

A rating is a belief about a person's skill: ``mu`` (the estimate) and
``sigma`` (how unsure it is). Lists show the conservative estimate
``mu - 3 sigma``, which only rises when a person has shown it often enough::

    >>> new = Rating()
    >>> round(new.conservative, 6), display(new.conservative)
    (0.0, 0)
    >>> after = rate([Entrant(1, None, 1), Entrant(None, "normal", 2)], {})[1]
    >>> after.mu > new.mu and after.sigma < new.sigma
    True
    >>> season_of(1796081400.0)  # 2026-11-30 23:30 UTC is December in Berlin
    '2026-12'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from openskill.models import PlackettLuce

from engines.core.daily import DAILY_ZONE

#: The model, its defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300): the
#: same library and the same order of entrants give the same floats.
MODEL = PlackettLuce()
MU = 25.0
SIGMA = 25.0 / 3.0
#: The computers' fixed ratings: the estimate per strength and one small,
#: fixed uncertainty (they play the same way every game; they never change).
COMPUTER_MU: Mapping[str, float] = {"leicht": 18.0, "normal": 25.0, "stark": 32.0}
COMPUTER_SIGMA = 1.0
#: Shown figures: the conservative estimate times this, rounded.
SCALE = 40


@dataclass(frozen=True, slots=True)
class Rating:
    """One belief: estimate and uncertainty."""

    mu: float = MU
    sigma: float = SIGMA

    @property
    def conservative(self) -> float:
        """The estimate the lists rank by: ``mu - 3 sigma``."""
        return self.mu - 3.0 * self.sigma


@dataclass(frozen=True, slots=True)
class Entrant:
    """One entrant of a rated game: a person (``user_id``) or a computer
    (``strength``), and the place (1 best; equal places are shared)."""

    user_id: int | None
    strength: str | None
    place: int


def computer_rating(strength: str) -> Rating:
    """The fixed rating of a computer of ``strength``."""
    return Rating(COMPUTER_MU[strength], COMPUTER_SIGMA)


def display(value: float) -> int:
    """A rating value as the lists show it.

    >>> display(computer_rating("normal").mu), display(-0.2)
    (1000, -8)
    """
    return round(value * SCALE)


def rate(entrants: Sequence[Entrant], current: Mapping[int, Rating]) -> dict[int, Rating]:
    """The people's new ratings after one game (``current``: their ratings
    before, a newcomer is absent). Computers keep their fixed ratings; a game
    of fewer than two entrants changes nothing."""
    people = [e.user_id for e in entrants if e.user_id is not None]
    if len(entrants) < 2 or not people:
        return {}
    teams = []
    for e in entrants:
        if e.user_id is not None:
            before = current.get(e.user_id, Rating())
        else:
            before = computer_rating(str(e.strength))
        teams.append([MODEL.rating(mu=before.mu, sigma=before.sigma)])
    rated = MODEL.rate(teams, ranks=[float(e.place) for e in entrants])
    return {e.user_id: Rating(float(team[0].mu), float(team[0].sigma))
            for e, team in zip(entrants, rated, strict=True) if e.user_id is not None}


def season_of(finished_at: float) -> str:
    """The season (``"YYYY-MM"``) of a UNIX time: its month in Berlin time."""
    return datetime.fromtimestamp(finished_at, UTC).astimezone(DAILY_ZONE).strftime("%Y-%m")


def season_bounds(season: str) -> tuple[float, float]:
    """The UNIX times a season starts and ends (its month in Berlin time);
    ValueError for text that is no season ("2026-11").

    >>> start, end = season_bounds("2026-12")
    >>> season_of(start), season_of(end - 1), season_of(end)
    ('2026-12', '2026-12', '2027-01')
    """
    parts = season.split("-")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() for p in parts) or len(
            parts[0]) != 4 or len(parts[1]) != 2 or not 1 <= int(parts[1]) <= 12:
        raise ValueError(f"not a season: {season!r}")
    year, month = int(parts[0]), int(parts[1])
    start = datetime(year, month, 1, tzinfo=DAILY_ZONE)
    end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=DAILY_ZONE)
    return start.timestamp(), end.timestamp()
