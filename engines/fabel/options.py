"""The table settings a Speedfabel game starts with."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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
        return _TEMPO_SECONDS[self.value]


_TEMPO_SECONDS = {"ruhig": 6.0, "normal": 4.0, "flott": 3.0}


#: The countdown after a reveal, a Goldesel payout or a Pleite, whatever the tempo.
FIRST_COUNTDOWN = 7.0
#: The Nachfrist after the Bedenkzeit.
NACHFRIST = 10.0
#: Allowed Bedenkzeit steps in seconds (None: ohne Uhr).
BEDENKZEIT_STEPS = (30, 60, 90, 120)
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

#: The quick bids (+10, +50, +100): legal() lists them for an auction.
QUICK_BIDS = (10, 50, 100)
