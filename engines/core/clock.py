"""Bedenkzeit and Nachfrist for a set of seats that decide together.

An engine keeps one :class:`SeatClock` value in its state. When a decision
opens for some seats it calls :meth:`SeatClock.start`; each seat that decides
leaves the clock (:meth:`SeatClock.done`); the expiry of the Bedenkzeit
starts the Nachfrist for whoever is still thinking, and the expiry of the
Nachfrist makes them overdue, so the shell lets a computer decide for them.
Everybody choosing together has the same deadline::

    >>> clock = SeatClock(bedenkzeit=30)
    >>> clock = clock.start({0, 1, 2}, token=1)
    >>> clock.timer()
    Timer(token=1, seconds=30.0, kind='bedenkzeit', seats=(0, 1, 2))
    >>> clock = clock.done(1)
    >>> clock.timer().seats, clock.timer().token      # same deadline, same token
    ((0, 2), 1)
    >>> clock = clock.expire(1, next_token=2)
    >>> clock.timer()
    Timer(token=2, seconds=10.0, kind='nachfrist', seats=(0, 2))
    >>> clock = clock.expire(2, next_token=3)
    >>> clock.timer() is None, sorted(clock.overdue)
    (True, [0, 2])

Without a clock (``bedenkzeit=None``: ohne Uhr, solo) nothing ever runs out.
The token comes from the engine, so it can never equal another of its
timers' tokens.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from engines.core.contract import IllegalAction, Timer

#: The Nachfrist after the Bedenkzeit, in every game.
NACHFRIST = 10.0
#: The Bedenkzeit steps a table may choose (seconds); None is "ohne Uhr".
BEDENKZEIT_STEPS = (30, 60, 90, 120)


@dataclass(frozen=True, slots=True)
class SeatClock:
    """The clock of the seats deciding now (see the module docstring).

    ``stage`` is ``""`` (no clock runs), ``"bedenkzeit"`` or ``"nachfrist"``;
    ``waiting`` are the seats it runs for; ``overdue`` those whose Nachfrist
    ran out.
    """

    bedenkzeit: float | None
    nachfrist: float = NACHFRIST
    token: int = 0
    stage: str = ""
    waiting: frozenset[int] = frozenset()
    overdue: frozenset[int] = frozenset()

    def start(self, seats: Iterable[int], *, token: int) -> SeatClock:
        """A new decision for ``seats``: their Bedenkzeit starts now."""
        waiting = frozenset(seats)
        if self.bedenkzeit is None or not waiting:
            return replace(self, token=token, stage="", waiting=waiting, overdue=frozenset())
        return replace(self, token=token, stage="bedenkzeit", waiting=waiting,
                       overdue=frozenset())

    def done(self, seat: int) -> SeatClock:
        """``seat`` decided: the clock runs on for the others, unchanged."""
        waiting = self.waiting - {seat}
        overdue = self.overdue - {seat}
        stage = self.stage if waiting else ""
        return replace(self, stage=stage, waiting=waiting, overdue=overdue)

    def stop(self) -> SeatClock:
        """Nobody is waited for any more."""
        return replace(self, stage="", waiting=frozenset(), overdue=frozenset())

    def is_overdue(self, seat: int) -> bool:
        """Whether ``seat``'s Nachfrist ran out (a computer decides for him)."""
        return seat in self.overdue

    def timer(self) -> Timer | None:
        """The running countdown, None when none runs."""
        if not self.stage:
            return None
        seconds = self.bedenkzeit if self.stage == "bedenkzeit" else self.nachfrist
        assert seconds is not None
        return Timer(self.token, float(seconds), self.stage, tuple(sorted(self.waiting)))

    def expire(self, token: int, *, next_token: int) -> SeatClock:
        """The countdown with ``token`` ran out; a stale token is refused."""
        if not self.stage or token != self.token:
            raise IllegalAction("timer_stale", "Diese Zeit ist schon abgelaufen.")
        if self.stage == "bedenkzeit":
            return replace(self, token=next_token, stage="nachfrist")
        return replace(self, stage="", overdue=self.overdue | self.waiting)
