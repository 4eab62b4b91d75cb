"""The table settings a Speedtrödel game starts with."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from engines.core.clock import BEDENKZEIT_STEPS


@dataclass(frozen=True, slots=True)
class Options:
    """Settings of one game: the variants and house rules of the rule text,
    and the Bedenkzeit in seconds (None: ohne Uhr, every solo table).

    >>> o = Options(kurz=True, bedenkzeit=60)
    >>> Options.from_json(o.to_json()) == o, o.rounds
    (True, 4)
    """

    kurz: bool = False
    ohne_sonderkarten: bool = False
    faelschung_ohne_strafe: bool = False
    dachboden_offen: bool = False
    bedenkzeit: int | None = None

    def __post_init__(self) -> None:
        if self.bedenkzeit is not None and self.bedenkzeit not in BEDENKZEIT_STEPS:
            raise ValueError(f"Bedenkzeit must be one of {BEDENKZEIT_STEPS} or None")

    @property
    def rounds(self) -> int:
        """8 rounds, Partie kurz 4."""
        return 4 if self.kurz else 8

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (:meth:`from_json` reverses it)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from :meth:`to_json` (unknown keys are an error)."""
        return cls(**dict(data))
