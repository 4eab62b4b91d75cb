"""The table settings a Speedspuk game starts with."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Final

from engines.core.clock import BEDENKZEIT_STEPS, NACHFRIST

__all__ = ["BEDENKZEIT_STEPS", "LOOK_CAP", "MERK_OHNE_UHR", "NACHFRIST", "STRIKE_TURNS",
           "Options"]

#: The look phases (first look, Merkzeit) last at most this long (DECISIONS).
LOOK_CAP: Final = 60.0
#: The Merkzeit at a table without a clock.
MERK_OHNE_UHR: Final = 30.0
#: Without a call the clock strikes after this many turns per player.
STRIKE_TURNS: Final = 30


@dataclass(frozen=True, slots=True)
class Options:
    """Settings of one game.

    ``cards`` per row (4, setting 6); ``penalty`` for a wrong call (5, setting
    10); ``memory_aid`` is the Gedächtnishilfe (a Lernpartie); ``bedenkzeit``
    in seconds or None (ohne Uhr, and every solo table); ``solo`` gives
    unlimited Merkzeit; ``first_seat`` overrides the first starter drawn by lot.

    >>> Options.from_json(Options(cards=6, penalty=10).to_json()).look_count
    3
    """

    cards: int = 4
    penalty: int = 5
    memory_aid: bool = False
    bedenkzeit: int | None = None
    solo: bool = False
    first_seat: int | None = None

    def __post_init__(self) -> None:
        if self.cards not in (4, 6):
            raise ValueError("a row has 4 or 6 cards")
        if self.penalty not in (5, 10):
            raise ValueError("the penalty is 5 or 10")
        if self.bedenkzeit is not None and self.bedenkzeit not in BEDENKZEIT_STEPS:
            raise ValueError(f"Bedenkzeit must be one of {BEDENKZEIT_STEPS} or None")
        if self.solo and self.bedenkzeit is not None:
            raise ValueError("solo tables have no clock")

    @property
    def look_count(self) -> int:
        """Cards each player looks at first: 2, with 6 cards 3."""
        return 2 if self.cards == 4 else 3

    @property
    def look_seconds(self) -> float | None:
        """The Frist zum Ansehen: the Bedenkzeit capped at 60 s; None without a clock."""
        return None if self.bedenkzeit is None else min(float(self.bedenkzeit), LOOK_CAP)

    @property
    def merk_seconds(self) -> float | None:
        """The Merkzeit: capped Bedenkzeit, 30 s ohne Uhr, unlimited (None) solo."""
        if self.solo:
            return None
        if self.bedenkzeit is None:
            return MERK_OHNE_UHR
        return min(float(self.bedenkzeit), LOOK_CAP)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (:meth:`from_json` reverses it)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from :meth:`to_json` (unknown keys are an error)."""
        return cls(**dict(data))
