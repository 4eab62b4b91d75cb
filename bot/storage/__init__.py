"""Storage: the one place that owns SQL (SQLite through aiosqlite, or
PostgreSQL through asyncpg; numbered migrations).

Open it with ``await Storage.open(path_or_url)``; its parts are ``storage.tables``,
``storage.results``, ``storage.settings``, ``storage.album`` and
``storage.streaks`` (``bot.storage.database`` is the interface both
backends implement; ``docs/STORAGE.md`` describes the schema).
"""

from bot.storage.errors import (
    ConstraintError,
    MigrationError,
    SequenceError,
    StorageError,
    TableClosed,
    UnknownTable,
)
from bot.storage.records import (
    ActionRecord,
    AlbumItem,
    BoardEntry,
    ComputerSeat,
    DailyEntry,
    DailyList,
    Einsatz,
    HumanSeat,
    Leaderboard,
    Leaver,
    LiveTable,
    MyGames,
    RecordValue,
    Seat,
    SeatHolder,
    Status,
    StoredGame,
    StoredResult,
    Streak,
    Strength,
    TableRecord,
    Theme,
    TimerRecord,
    UserSettings,
    leavers_of,
)
from bot.storage.storage import Storage

__all__ = [
    "ActionRecord",
    "AlbumItem",
    "BoardEntry",
    "ComputerSeat",
    "ConstraintError",
    "DailyEntry",
    "DailyList",
    "Einsatz",
    "HumanSeat",
    "Leaderboard",
    "Leaver",
    "LiveTable",
    "MigrationError",
    "MyGames",
    "RecordValue",
    "Seat",
    "SeatHolder",
    "SequenceError",
    "Status",
    "Storage",
    "StorageError",
    "StoredGame",
    "StoredResult",
    "Streak",
    "Strength",
    "TableClosed",
    "TableRecord",
    "Theme",
    "TimerRecord",
    "UnknownTable",
    "UserSettings",
    "leavers_of",
]
