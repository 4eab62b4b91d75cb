"""The typed values of the ratings (``storage.ratings``): a board line, a
board, a point of a person's course, a person's ratings, a rebuild's
report. Nothing here touches SQL."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.skill import Rating, display


@dataclass(frozen=True, slots=True)
class RatingEntry:
    """A line of a rating board: rank (shared on equal conservative
    estimates), the person, the rating and the number of rated games."""

    rank: int
    user_id: int
    rating: Rating
    games: int

    @property
    def shown(self) -> int:
        """The conservative estimate as the lists show it."""
        return display(self.rating.conservative)


@dataclass(frozen=True, slots=True)
class RatingBoard:
    """The best lines of one scope (a server all time, or one of its
    seasons) and the asking person's own line (None: not rated there)."""

    top: tuple[RatingEntry, ...]
    me: RatingEntry | None


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A person's rating after one rated game: the game, when it ended, the
    rating, how much the conservative estimate changed, the place (None: he
    left the game) among ``entrants`` (people and computers)."""

    game_id: int
    finished_at: float
    rating: Rating
    change: float
    place: int | None
    entrants: int


@dataclass(frozen=True, slots=True)
class PersonRating:
    """One person's rating in one game and mode: in the scope asked for (a
    server, or 0 for all servers) and across all servers, with the course in
    that scope (oldest first), the games that raised it most and the last
    games (newest first)."""

    rating: Rating | None
    games: int
    overall: Rating | None
    overall_games: int
    course: tuple[RatingPoint, ...]
    best: tuple[RatingPoint, ...]
    last: tuple[RatingPoint, ...]


@dataclass(frozen=True, slots=True)
class RebuildReport:
    """What a rebuild did: rated games replayed, rating rows and course rows
    written, and how many of the stored rows it found different (0: the
    stored ratings were exactly what the games give)."""

    games: int
    ratings: int
    history: int
    differences: int
