"""The table settings a Speedfabel game starts with."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

# The Nachfrist and the Bedenkzeit steps (None: ohne Uhr) are every game's.
from engines.core.clock import BEDENKZEIT_STEPS, NACHFRIST

__all__ = ["BEDENKZEIT_STEPS", "FIRST_COUNTDOWN", "NACHFRIST", "QUICK_BIDS", "TURN_CAP",
           "Mode", "Options", "Tempo"]


class Mode(StrEnum):
    """Spielart."""

    KLASSISCH = "klassisch"
    MEISTERMARKT = "meistermarkt"


class Tempo(StrEnum):
    """Auktionstempo: seconds the countdown restarts with after each bid."""

    RUHIG = "ruhig"
    NORMAL = "normal"
    FLOTT = "flott"

    @property
    def seconds(self) -> float:
        """6, 4 or 3 seconds."""
        # a StrEnum member hashes as its value: no call of the value property
        return _TEMPO_SECONDS[self]


_TEMPO_SECONDS = {"ruhig": 6.0, "normal": 4.0, "flott": 3.0}


#: The countdown after a reveal, a Goldesel payout or a Pleite, whatever the tempo.
FIRST_COUNTDOWN = 7.0
#: The turn cap: a game ends at the latest after this many turns.
TURN_CAP = 400


@dataclass(frozen=True, slots=True)
class Options:
    """Settings of one game.

    ``bedenkzeit`` is the time in seconds for every decision outside the
    auction countdowns, or None (ohne Uhr, and every solo table).
    ``first_seat`` overrides the first player drawn by lot (Tagesmarkt).
    """

    mode: Mode = Mode.KLASSISCH
    tempo: Tempo = Tempo.NORMAL
    bedenkzeit: int | None = None
    superhandel: bool = False
    geld_zaehlt: bool = False
    first_seat: int | None = None

    def __post_init__(self) -> None:
        if self.bedenkzeit is not None and self.bedenkzeit not in BEDENKZEIT_STEPS:
            raise ValueError(f"Bedenkzeit must be one of {BEDENKZEIT_STEPS} or None")

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (:meth:`from_json` reverses it).

        >>> Options.from_json(Options(mode=Mode.MEISTERMARKT).to_json()).mode
        <Mode.MEISTERMARKT: 'meistermarkt'>
        """
        data = asdict(self)
        data["mode"], data["tempo"] = self.mode.value, self.tempo.value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Options:
        """Options from :meth:`to_json` (unknown keys are an error)."""
        known = dict(data)
        known["mode"] = Mode(known.get("mode", Mode.KLASSISCH.value))
        known["tempo"] = Tempo(known.get("tempo", Tempo.NORMAL.value))
        return cls(**known)

#: The quick bids (+10, +50, +100): legal() lists them for an auction.
QUICK_BIDS = (10, 50, 100)
