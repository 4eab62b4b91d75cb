"""The typed values that go into and come out of storage.

Small frozen dataclasses, one per row shape; nothing here touches SQL. Game
actions and options travel as JSON-ready dicts (``engines.core.records.to_json``
output): storage keeps them verbatim and never interprets them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any


class Status(StrEnum):
    """The life of a table: lobby -> live -> finished, or abandoned on the way."""

    LOBBY = "lobby"
    LIVE = "live"
    FINISHED = "finished"
    ABANDONED = "abandoned"

    @property
    def is_open(self) -> bool:
        """True while the table can still change (lobby or live)."""
        return self in (Status.LOBBY, Status.LIVE)


#: The status changes a table may make; finished and abandoned are final.
TRANSITIONS: dict[Status, frozenset[Status]] = {
    Status.LOBBY: frozenset({Status.LIVE, Status.ABANDONED}),
    Status.LIVE: frozenset({Status.FINISHED, Status.ABANDONED}),
    Status.FINISHED: frozenset(),
    Status.ABANDONED: frozenset(),
}


class Strength(StrEnum):
    """Computerstärke."""

    LEICHT = "leicht"
    NORMAL = "normal"
    STARK = "stark"


class Einsatz(StrEnum):
    """Whether a game with other people counts for the leaderboards."""

    RANGLISTE = "rangliste"
    FREUNDSCHAFT = "freundschaft"


class Theme(StrEnum):
    """The rendering theme a user prefers."""

    LATERNENNACHT = "laternennacht"
    MORGENTAU = "morgentau"


@dataclass(frozen=True, slots=True)
class HumanSeat:
    """A seat taken by a person: Discord user id and the name shown at the table."""

    user_id: int
    name: str


@dataclass(frozen=True, slots=True)
class ComputerSeat:
    """A seat played by a computer of this strength."""

    strength: Strength


Seat = HumanSeat | ComputerSeat


def seat_to_json(seat: Seat) -> dict[str, Any]:
    """The JSON form of a seat.

    >>> seat_to_json(HumanSeat(7, "Ada"))
    {'user_id': 7, 'name': 'Ada'}
    >>> seat_to_json(ComputerSeat(Strength.STARK))
    {'computer': 'stark'}
    """
    if isinstance(seat, HumanSeat):
        return {"user_id": seat.user_id, "name": seat.name}
    return {"computer": seat.strength.value}


def seat_from_json(data: dict[str, Any]) -> Seat:
    """The seat of :func:`seat_to_json` output.

    >>> seat_from_json({'computer': 'leicht'})
    ComputerSeat(strength=<Strength.LEICHT: 'leicht'>)
    """
    if "computer" in data:
        return ComputerSeat(Strength(data["computer"]))
    return HumanSeat(int(data["user_id"]), str(data["name"]))


@dataclass(frozen=True, slots=True)
class TableRecord:
    """One table as stored: where it lives in Discord, who sits there, how it
    was set up and how far it got. ``message_id`` is the public table message."""

    id: int
    game: str
    mode: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    message_id: int | None
    host_id: int
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    seed: int
    status: Status
    created_at: float
    ended_at: float | None = None


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One logged action: ``seq`` counts from 0 per table (it equals the number
    of actions before it); ``applied_at`` is the wall-clock UNIX time."""

    table_id: int
    seq: int
    action: dict[str, Any]
    applied_at: float


@dataclass(frozen=True, slots=True)
class TimerRecord:
    """The running countdown of a table: the engine's timer token and kind,
    and the deadline as UNIX seconds."""

    token: int
    kind: str
    deadline: float


@dataclass(frozen=True, slots=True)
class LiveTable:
    """Everything needed to rebuild a table after a restart: the row, its
    action log in order, the pending deadline, and the seat history (by
    seat, then ``from_seq``; empty for a lobby)."""

    table: TableRecord
    actions: tuple[ActionRecord, ...]
    timer: TimerRecord | None
    history: tuple[SeatHolder, ...] = ()

    @property
    def next_seq(self) -> int:
        """The sequence number the next action must carry."""
        return len(self.actions)


@dataclass(frozen=True, slots=True)
class Leaver:
    """A person who left a running game at ``seat`` (a computer took the
    seat over). With the game's ``leave_points`` he gets a result row: those
    points on the leaderboard, no place, not a winner."""

    user_id: int
    seat: int


@dataclass(frozen=True, slots=True)
class SeatHolder:
    """Who held ``seat`` of a table from action number ``from_seq`` on (the
    number of actions logged before the change; 0 for the start)."""

    seat: int
    from_seq: int
    holder: Seat


def leavers_of(history: Sequence[SeatHolder]) -> tuple[Leaver, ...]:
    """The people of a seat history who gave their seat up to a later
    holder, in seat order: what ``Results.record_game`` takes as ``leavers``.

    >>> leavers_of([SeatHolder(0, 0, HumanSeat(1, "Ada")),
    ...             SeatHolder(1, 0, HumanSeat(2, "Bo")),
    ...             SeatHolder(1, 7, ComputerSeat(Strength.NORMAL))])
    (Leaver(user_id=2, seat=1),)
    """
    by_seat: dict[int, list[SeatHolder]] = {}
    for entry in sorted(history, key=lambda h: (h.seat, h.from_seq)):
        by_seat.setdefault(entry.seat, []).append(entry)
    return tuple(Leaver(entry.holder.user_id, seat)
                 for seat, entries in sorted(by_seat.items())
                 for entry in entries[:-1] if isinstance(entry.holder, HumanSeat))


@dataclass(frozen=True, slots=True)
class StoredResult:
    """One person's stored result of a finished game. A leaver (``left``)
    has no place and no points, only his leaderboard points."""

    user_id: int
    seat: int
    place: int | None
    points: int | None
    leaderboard_points: int
    won: bool
    left: bool
    rechenweg: str
    stats: dict[str, Any]
    daily_key: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A finished game as stored, its people's results in seat order.
    ``rounds`` and ``reason`` are None for games stored before they were
    kept (schema version 1)."""

    id: int
    table_id: int | None
    guild_id: int | None
    game: str
    mode: str
    finished_at: float
    einsatz: Einsatz | None
    counts_for_leaderboard: bool
    computers: tuple[Strength, ...]
    daily_day: date | None
    rounds: int | None
    reason: str | None
    records: bool
    people: tuple[StoredResult, ...]
    #: The game did not end by its rules (a moderator ended it, or every
    #: person left): no place or points of it count, for no leaderboard and
    #: no rating; only the rows of people who left stand (``left``).
    unscored: bool = False
    #: The moderator who ended the table (None: nobody did).
    ended_by: int | None = None


@dataclass(frozen=True, slots=True)
class BoardEntry:
    """A line of a server leaderboard: rank (shared on equal sums), the sum of
    leaderboard points and the number of counted games."""

    rank: int
    user_id: int
    total: int
    games: int


@dataclass(frozen=True, slots=True)
class Leaderboard:
    """The best entries, and the asking user's own line (None if he has no
    counted game). ``me`` may also appear in ``top``."""

    top: tuple[BoardEntry, ...]
    me: BoardEntry | None


@dataclass(frozen=True, slots=True)
class DailyEntry:
    """A line of the daily list: position, the person's first daily game of
    the day, and the server it was played on. ``key`` is the game's ranking
    key of that game (``SeatResult.daily_key``), ``points`` its game points."""

    rank: int
    user_id: int
    points: int
    finished_at: float
    guild_id: int | None
    game_id: int
    key: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DailyList:
    """The best daily entries, and the asking user's own line if any."""

    top: tuple[DailyEntry, ...]
    me: DailyEntry | None


@dataclass(frozen=True, slots=True)
class RecordValue:
    """One record of Meine Partien, as a game's ``RecordSpec`` names it:
    ``value`` is the best (highest or lowest) statistic, or for a streak the
    longest run; None before there is one. ``current`` is a streak's run
    now (None for other records)."""

    stat: str
    label: str
    value: int | float | None
    current: int | None = None


@dataclass(frozen=True, slots=True)
class MyGames:
    """"Meine Partien" of one user in one game and Spielart: totals, the best
    game (None before the first game that sets records), wins against each
    computer strength, the game's records in its ``RecordSpec`` order, and
    the best game against each strength.
    Games a person left count as games, never as wins."""

    games: int
    wins: int
    points_total: int
    best_points: int | None
    wins_against: dict[Strength, int] = field(
        default_factory=lambda: dict.fromkeys(Strength, 0))
    records: tuple[RecordValue, ...] = ()
    #: The best game (points) against computers of each strength (None: none yet).
    best_against: dict[Strength, int | None] = field(
        default_factory=lambda: dict.fromkeys(Strength))

    def record(self, stat: str) -> int | float | None:
        """The record of statistic ``stat`` (None if none yet; KeyError if
        the game declares no such record)."""
        for rec in self.records:
            if rec.stat == stat:
                return rec.value
        raise KeyError(stat)


@dataclass(frozen=True, slots=True)
class Streak:
    """A run across games: its length now and its best length."""

    current: int = 0
    best: int = 0

    def then(self, outcomes: Sequence[bool]) -> Streak:
        """The streak after ``outcomes`` in order (a True lengthens it, a
        False ends it).

        >>> Streak(2, 5).then([True, True, False, True])
        Streak(current=1, best=5)
        >>> Streak(2, 3).then([True, True])
        Streak(current=4, best=4)
        """
        current, best = self.current, self.best
        for hit in outcomes:
            current = current + 1 if hit else 0
            best = max(best, current)
        return Streak(current, best)


@dataclass(frozen=True, slots=True)
class AlbumItem:
    """An item in a person's album: when and in which stored game (``games``
    id, None if not known) it was first collected."""

    item: str
    first_at: float
    first_game_id: int | None


@dataclass(frozen=True, slots=True)
class UserSettings:
    """A user's user-wide settings (per-game ones are
    :meth:`bot.storage.settings.Settings.game`); a user who never changed
    anything gets these defaults."""

    theme: Theme = Theme.LATERNENNACHT
