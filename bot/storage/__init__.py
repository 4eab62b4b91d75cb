"""Storage: the one place that owns SQL (aiosqlite, WAL, numbered migrations).

Open it with ``await Storage.open(path)``; its parts are ``storage.tables``,
``storage.results`` and ``storage.settings``.
"""

from bot.storage.errors import (
    MigrationError,
    SequenceError,
    StorageError,
    TableClosed,
    UnknownTable,
)
from bot.storage.records import (
    ActionRecord,
    BoardEntry,
    ComputerSeat,
    DailyEntry,
    DailyList,
    Einsatz,
    GameResult,
    HumanSeat,
    Leaderboard,
    LiveTable,
    MyGames,
    PlayerResult,
    Seat,
    Status,
    Strength,
    TableRecord,
    Theme,
    TimerRecord,
    UserSettings,
)
from bot.storage.storage import Storage

__all__ = [
    "ActionRecord",
    "BoardEntry",
    "ComputerSeat",
    "DailyEntry",
    "DailyList",
    "Einsatz",
    "GameResult",
    "HumanSeat",
    "Leaderboard",
    "LiveTable",
    "MigrationError",
    "MyGames",
    "PlayerResult",
    "Seat",
    "SequenceError",
    "Status",
    "Storage",
    "StorageError",
    "Strength",
    "TableClosed",
    "TableRecord",
    "Theme",
    "TimerRecord",
    "UnknownTable",
    "UserSettings",
]
