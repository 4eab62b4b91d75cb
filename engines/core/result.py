"""The end of a game as data, the same type for every game.

The engine fills a :class:`GameResult`; leaderboards, Meine Partien, the
records and the daily list are built from it, per game and mode::

    >>> r = GameResult("spuk", "standard", "over_100", rounds=3, seats=(
    ...     SeatResult(0, place=1, points=40, leaderboard=130, rechenweg="40"),
    ...     SeatResult(1, place=2, points=101, leaderboard=19, rechenweg="101")))
    >>> GameResult.from_json(r.to_json()) == r
    True
    >>> r.winners()
    (0,)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: What a game's statistics may hold: JSON scalars (and lists of them).
Stat = int | float | str | bool | None | list[Any]


def leaderboard_text(points: int, *, counted: bool = True) -> str:
    """Leaderboard points as the end boards write them: signed, or "–"
    for a seat the lists do not count (a computer).

    >>> leaderboard_text(142), leaderboard_text(0), leaderboard_text(9, counted=False)
    ('+142', '0', '–')
    """
    if not counted:
        return "–"
    return f"{points:+d}" if points else "0"


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's result.

    ``place`` is 1-based; players who share a place have the same number.
    ``points`` are the game's own points (Speedfossil: the field reached),
    ``leaderboard`` what the seat earns on the server leaderboard, and
    ``rechenweg`` how the points came about (player-facing text). ``stats``
    are the game's own figures for records (JSON); ``daily_key`` ranks the
    daily game (higher is better, compared as a tuple); ``album`` are the
    album items this seat collected (Speedfossil's fossils). ``counted`` is
    False for a seat whose leaderboard points the lists do not count (a
    computer's: the shell marks it before an end board is drawn; it is not
    stored).
    """

    seat: int
    place: int
    points: int
    leaderboard: int
    rechenweg: str = ""
    stats: Mapping[str, Stat] = field(default_factory=dict)
    daily_key: tuple[int, ...] = ()
    album: tuple[str, ...] = ()
    counted: bool = True

    def leaderboard_text(self) -> str:
        """The leaderboard points as every end board writes them (see
        :func:`leaderboard_text`)."""
        return leaderboard_text(self.leaderboard, counted=self.counted)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"seat": self.seat, "place": self.place, "points": self.points,
                "leaderboard": self.leaderboard, "rechenweg": self.rechenweg,
                "stats": dict(self.stats), "daily_key": list(self.daily_key),
                "album": list(self.album)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatResult:
        """Rebuild from :meth:`to_json`."""
        return cls(int(data["seat"]), int(data["place"]), int(data["points"]),
                   int(data["leaderboard"]), str(data.get("rechenweg", "")),
                   dict(data.get("stats", {})),
                   tuple(int(k) for k in data.get("daily_key", ())),
                   tuple(str(a) for a in data.get("album", ())))


@dataclass(frozen=True, slots=True)
class GameResult:
    """A whole game's result: one :class:`SeatResult` per seat, in seat order.

    ``reason`` is why the game ended (a stable key); ``rounds`` how many
    rounds (or turns) it lasted; ``records`` is False for a game that sets
    no records (a Speedspuk Lernpartie).
    """

    game: str
    mode: str
    reason: str
    rounds: int
    seats: tuple[SeatResult, ...]
    records: bool = True

    def __post_init__(self) -> None:
        if [s.seat for s in self.seats] != list(range(len(self.seats))):
            raise ValueError("seat results must be in seat order 0, 1, ...")

    def winners(self) -> tuple[int, ...]:
        """The seats in the first place."""
        return tuple(s.seat for s in self.seats if s.place == 1)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"game": self.game, "mode": self.mode, "reason": self.reason,
                "rounds": self.rounds, "records": self.records,
                "seats": [s.to_json() for s in self.seats]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameResult:
        """Rebuild from :meth:`to_json`."""
        return cls(str(data["game"]), str(data["mode"]), str(data["reason"]),
                   int(data["rounds"]), tuple(SeatResult.from_json(s) for s in data["seats"]),
                   bool(data.get("records", True)))
