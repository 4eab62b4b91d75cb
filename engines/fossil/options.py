"""The table settings a Speedfossil game starts with."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from engines.core.clock import BEDENKZEIT_STEPS

#: The banquet fields a table may choose.
BANQUET_FIELDS = (20, 30, 40)
#: A game ends at the latest after this many rounds.
ROUND_CAP = 40
#: The Schlussvitrine: the best moves 8 fields, the second best 4.
FINAL_BONUS = (8, 4)
#: Leaderboard bonus for places 1, 2, 3.
PLACE_BONUS = (30, 15, 5)


@dataclass(frozen=True, slots=True)
class Options:
    """Settings of one game.

    ``banquet`` is the Ehrenbankett's field; ``shields`` whether the table
    shows the Ehrenschilde (a matter of the picture only); ``bedenkzeit`` the
    seconds for every decision, None for ohne Uhr (every solo table);
    ``first_seat`` overrides the start player drawn by lot.

    >>> Options.from_json(Options(banquet=20).to_json()).banquet
    20
    """

    banquet: int = 30
    shields: bool = True
    bedenkzeit: int | None = None
    first_seat: int | None = None

    def __post_init__(self) -> None:
        if self.banquet not in BANQUET_FIELDS:
            raise ValueError(f"the banquet field must be one of {BANQUET_FIELDS}")
        if self.bedenkzeit is not None and self.bedenkzeit not in BEDENKZEIT_STEPS:
            raise ValueError(f"Bedenkzeit must be one of {BEDENKZEIT_STEPS} or None")

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (:meth:`from_json` reverses it)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from :meth:`to_json` (unknown keys are an error)."""
        return cls(**dict(data))


def shield(banquet: int, leader: int) -> tuple[int, int]:
    """The Ehrenschild of the field the leader stands on: (first, second).

    ``f < B/4``: 5 / 3; ``f < B/2``: 4 / 2; ``f < 3B/4``: 3 / 2; otherwise
    2 / 1, beyond the banquet too (compared in whole numbers: 4f < B ...).

    >>> [shield(30, f) for f in (7, 8, 15, 23)]
    [(5, 3), (4, 2), (3, 2), (2, 1)]
    """
    if 4 * leader < banquet:
        return (5, 3)
    if 2 * leader < banquet:
        return (4, 2)
    if 4 * leader < 3 * banquet:
        return (3, 2)
    return (2, 1)
