"""The engine contract: decisions, timers, events, errors and the State protocol.

Every game offers the same small surface so that the Discord table, the
computer players, the tests and the benchmarks are written once:

- ``new_game(seats, seed, options) -> State``
- ``state.pending()``: the open decisions, several at once where the rules
  say so (sealed simultaneous choices, everyone may bid, "Meins!").
- ``state.legal(seat)``: that seat's legal actions now.
- ``state.apply(action) -> list[Event]``: validates, applies, and returns
  what happened; an illegal action raises :class:`IllegalAction`.
- ``state.view(seat)`` / ``state.view(None)``: what that seat (or the
  public) may know, and nothing else.
- ``state.timer()``: the countdown the rules ask for now; its expiry is the
  action ``Timeout(token)``. A stale token is refused.
- optional ``state.timers()``: every countdown running now, where several run
  at once (one seat's Merkzeit beside the next player's Bedenkzeit); the
  first is ``timer()``'s. :func:`running_timers` reads it for any game.
- ``state.is_over()`` and ``state.result()``.

Seats are numbered from 0. ``None`` stands for the public.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    ``reason`` is a sentence a player can read (German); ``code`` is a stable
    key for tests and translations.

    >>> err = IllegalAction("not_your_turn", "Du bist nicht dran.")
    >>> err.reason
    'Du bist nicht dran.'
    """

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Decision:
    """An open decision: who must (or may) act, and of what kind.

    ``required`` is False where the rules let a player stay silent and a
    timer settles the step (bidding in an auction). ``overdue`` is True once
    the Bedenkzeit and its Nachfrist ran out: the shell lets a computer
    decide in the player's name.

    ``stamp`` identifies the decision at a simultaneous step ("alle
    gleichzeitig"): while a seat's pending decision keeps the same stamp
    across an action of another seat, that seat's panel stays valid. ``None``
    (the default) means the decision is new after every action.

    >>> Decision(2, "look", stamp=1) == Decision(2, "look", stamp=1)
    True
    """

    seat: int
    kind: str
    required: bool = True
    overdue: bool = False
    stamp: int | None = None


@dataclass(frozen=True, slots=True)
class Timer:
    """A countdown the rules ask for: ``seconds`` from the moment it is shown.

    The shell turns its expiry into ``Timeout(token)``. ``kind`` tells what
    runs out (``auction``, ``bedenkzeit``, ``nachfrist``, ``meins`` ...);
    ``seats`` are the players whose time it is (several at a simultaneous
    step, all with the same deadline; empty when it belongs to nobody).

    >>> Timer(4, 30.0, "bedenkzeit", (1, 2)).seat is None
    True
    >>> Timer(5, 30.0, "bedenkzeit", (1,)).seat
    1
    """

    token: int
    seconds: float
    kind: str
    seats: tuple[int, ...] = ()

    @property
    def seat(self) -> int | None:
        """The one seat whose time it is, None for none or several."""
        return self.seats[0] if len(self.seats) == 1 else None


@dataclass(frozen=True, slots=True)
class Timeout:
    """The expiry of the timer with this token; refused when it is stale."""

    token: int


@dataclass(frozen=True, slots=True)
class Leave:
    """A person leaves a running game; a computer takes the seat.

    The shell stores it in the action log like any action but applies it to
    the seats, not to the engine: the game goes on unchanged, and the game
    declares the leaver's result (:attr:`engines.core.registry.GameInfo.leave_points`).
    """

    seat: int


@dataclass(frozen=True)
class Event:
    """Base of every event. ``audience`` is ``None`` for everyone, else the
    seats that may see it."""

    audience: tuple[int, ...] | None = field(default=None, kw_only=True)


def visible_to(event: Event, seat: int | None) -> bool:
    """Whether ``seat`` (``None``: the public) may see ``event``.

    >>> visible_to(Event(audience=(1,)), 1), visible_to(Event(audience=(1,)), None)
    (True, False)
    """
    if event.audience is None:
        return True
    return seat is not None and seat in event.audience


class GameState(Protocol):
    """What every engine's State offers (see the module docstring)."""

    seats: int

    def pending(self) -> tuple[Decision, ...]:
        """The decisions open now."""
        ...

    def legal(self, seat: int) -> list[Any]:
        """Legal actions of ``seat`` now (open-ended amounts: representatives)."""
        ...

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` or raise :class:`IllegalAction`."""
        ...

    def view(self, seat: int | None) -> Any:
        """What ``seat`` (``None``: the public) may know."""
        ...

    def timer(self) -> Timer | None:
        """The countdown running now, if any."""
        ...

    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    def result(self) -> Any:
        """Placements, points with the Rechenweg and the report."""
        ...


def running_timers(state: Any) -> tuple[Timer, ...]:
    """Every countdown ``state`` runs now: its optional ``timers()``, else
    the one of ``timer()`` (none when that is None). Each expires on its own
    with ``Timeout(token)``.

    >>> class One:
    ...     def timer(self) -> Timer | None:
    ...         return Timer(3, 30.0, "bedenkzeit", (0,))
    >>> [t.token for t in running_timers(One())]
    [3]
    """
    many = getattr(state, "timers", None)
    if many is not None:
        return tuple(many())
    timer = state.timer()
    return () if timer is None else (timer,)
