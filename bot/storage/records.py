"""The typed values that go into and come out of storage.

Small frozen dataclasses, one per row shape; nothing here touches SQL. Game
actions and options travel as JSON-ready dicts (``engines.core.records.to_json``
output): storage keeps them verbatim and never interprets them.
"""

from __future__ import annotations

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
    action log in order, and the pending deadline."""

    table: TableRecord
    actions: tuple[ActionRecord, ...]
    timer: TimerRecord | None

    @property
    def next_seq(self) -> int:
        """The sequence number the next action must carry."""
        return len(self.actions)


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One person's result in a finished game (computers get none).

    ``leaderboard_points`` is computed by the engine
    (``engines.fabel.scoring.leaderboard_points``); storage keeps it as given.
    ``cheapest_drache`` is the lowest price this player paid for a Drache in an
    auction, None if he bought none.
    """

    user_id: int
    seat: int
    place: int
    points: int
    leaderboard_points: int
    vierer: int = 0
    cheapest_drache: int | None = None

    def __post_init__(self) -> None:
        if self.place < 1:
            raise ValueError("places start at 1")
        if self.vierer < 0:
            raise ValueError("a Vierer count cannot be negative")

    @property
    def won(self) -> bool:
        """A player on the first place (shared or not) has won."""
        return self.place == 1


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game as the shell reports it.

    ``einsatz`` is None for a solo game (one person against computers), which
    always counts for the leaderboards; a table with other people chooses
    Rangliste or Freundschaft. ``computers`` lists the strength of every
    computer seat. ``daily_day`` is the Tagesmarkt's day (Europe/Berlin) or
    None for an ordinary game. ``table_id`` links the game to its table and
    action log, if it had one.
    """

    game: str
    mode: str
    guild_id: int | None
    finished_at: float
    einsatz: Einsatz | None
    players: tuple[PlayerResult, ...]
    computers: tuple[Strength, ...] = ()
    daily_day: date | None = None
    table_id: int | None = None

    def __post_init__(self) -> None:
        seats = [p.seat for p in self.players]
        users = [p.user_id for p in self.players]
        if len(set(seats)) != len(seats) or len(set(users)) != len(users):
            raise ValueError("every person and every seat appears once")
        if self.einsatz is None and len(self.players) > 1:
            raise ValueError("a table with other people needs an Einsatz")
        if self.daily_day is not None and len(self.players) != 1:
            raise ValueError("the Tagesmarkt is a solo game")

    @property
    def counts_for_leaderboard(self) -> bool:
        """Rangliste and solo games count; Freundschaft games never do."""
        return self.einsatz is not Einsatz.FREUNDSCHAFT

    @property
    def daily(self) -> bool:
        """True for a Tagesmarkt game."""
        return self.daily_day is not None


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
    the day, and the server it was played on."""

    rank: int
    user_id: int
    points: int
    finished_at: float
    guild_id: int | None
    game_id: int


@dataclass(frozen=True, slots=True)
class DailyList:
    """The best daily entries, and the asking user's own line if any."""

    top: tuple[DailyEntry, ...]
    me: DailyEntry | None


@dataclass(frozen=True, slots=True)
class MyGames:
    """"Meine Partien" of one user in one game and Spielart: totals and
    Bestmarken. The bests are None before the first game (cheapest_drache
    also while he never bought a Drache)."""

    games: int
    wins: int
    points_total: int
    best_points: int | None
    most_vierer: int | None
    cheapest_drache: int | None
    wins_against: dict[Strength, int] = field(
        default_factory=lambda: dict.fromkeys(Strength, 0))


@dataclass(frozen=True, slots=True)
class UserSettings:
    """A user's settings; a user who never changed anything gets these
    defaults (Einsteiger-Hilfe on, item 147). ``last_bid`` is the amount last
    typed into the bid modal, shown again when it reopens (item 29)."""

    theme: Theme = Theme.LATERNENNACHT
    einsteiger_hilfe: bool = True
    last_bid: int | None = None
