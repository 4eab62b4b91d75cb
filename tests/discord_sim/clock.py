"""An injectable clock, so tests can jump over Discord's deadlines instead of waiting."""

from __future__ import annotations

import time


class SimClock:
    """Real time plus an offset that tests may advance.

    The simulator reads every deadline (3 s to the first interaction answer,
    15 minutes for the interaction token) and every timestamp from this clock.
    ``advance(901)`` makes a token expire at once, without sleeping.
    """

    def __init__(self) -> None:
        self._offset = 0.0

    def monotonic(self) -> float:
        """Seconds on a monotonic scale, shifted by all advances so far."""
        return time.monotonic() + self._offset

    def time(self) -> float:
        """Unix time in seconds, shifted by all advances so far."""
        return time.time() + self._offset

    def advance(self, seconds: float) -> None:
        """Move the clock forward by ``seconds``."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self._offset += seconds

    @property
    def offset(self) -> float:
        """How far the clock has been advanced in total."""
        return self._offset
