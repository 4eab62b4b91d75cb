"""Settings from the environment and an optional ``.env`` file.

>>> s = Settings.from_env({"DISCORD_TOKEN": "abc", "SPEEDTISCH_TEST_GUILD": "42"})
>>> s.token, s.test_guild, s.db_path.name, s.shards, s.processes
('abc', 42, 'speedtisch.sqlite3', None, 1)
>>> Settings.from_env({"SPEEDTISCH_DB": "postgresql://bot@db/speedtisch"}).database
'postgresql://bot@db/speedtisch'
>>> c = Settings.from_env({"SPEEDTISCH_SHARD_COUNT": "4", "SPEEDTISCH_SHARDS": "2-3",
...                        "SPEEDTISCH_PROCESSES": "2"})
>>> c.shards, c.processes, c.global_rate
(Shards(ids=(2, 3), count=4), 2, 20.0)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from bot.kit.runtime.budget import rate_from_env
from bot.kit.runtime.shards import Shards, parse_ids

DEFAULT_DB = Path("data") / "speedtisch.sqlite3"


def read_env_file(path: Path) -> dict[str, str]:
    """``KEY=value`` lines of a .env file (comments and blank lines skipped)."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        values[key.strip()] = value.strip().strip("'\"")
    return values


@dataclass(frozen=True)
class Settings:
    """What the bot needs to start."""

    token: str
    test_guild: int | None
    db_path: Path
    #: SPEEDTISCH_DB when it is a postgresql:// URL (db_path is then unused)
    db_url: str | None = None
    #: The shards this process connects; None: one unsharded connection
    #: (``python -m bot``, every guild). See docs/DEPLOY.md.
    shards: Shards | None = None
    #: How many processes share the bot token (each takes 1/K of the global
    #: request budget, issue 36); 1 for a single process.
    processes: int = 1
    #: Requests a second this process plans with against the global limit
    #: (``SPEEDTISCH_GLOBAL_RATE`` over the processes; see budget.rate_from_env).
    global_rate: float = 40.0

    @property
    def database(self) -> str | Path:
        """What Storage.open opens: the PostgreSQL URL, else the SQLite file."""
        return self.db_url or self.db_path

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None,
                 env_file: Path | None = None) -> Settings:
        """Read the settings; the environment wins over the .env file."""
        values = read_env_file(env_file) if env_file else {}
        values.update(os.environ if env is None else env)
        guild = values.get("SPEEDTISCH_TEST_GUILD", "").strip()
        db = values.get("SPEEDTISCH_DB", "").strip()
        # a URL is no path (Path would fold its "//"); bot.storage.storage.is_postgres
        url = db if db.startswith(("postgresql://", "postgres://")) else None
        return cls(
            token=values.get("DISCORD_TOKEN", "").strip(),
            test_guild=int(guild) if guild else None,
            db_path=Path(db) if db and url is None else DEFAULT_DB,
            db_url=url,
            shards=shards_from(values),
            processes=int(values.get("SPEEDTISCH_PROCESSES", "").strip() or 1),
            global_rate=rate_from_env(values),
        )


def shards_from(values: Mapping[str, str]) -> Shards | None:
    """``SPEEDTISCH_SHARD_COUNT`` (all shards) and ``SPEEDTISCH_SHARDS`` (this
    process's, e.g. ``0-1``; all of them if unset); None without a count."""
    count = values.get("SPEEDTISCH_SHARD_COUNT", "").strip()
    if not count:
        return None
    ids = values.get("SPEEDTISCH_SHARDS", "").strip()
    return Shards(parse_ids(ids) if ids else tuple(range(int(count))), int(count))
