"""How long this game's rounds ran before somebody called: Stark's model of
the table, read from the public events its seat was shown.

A table of players who call early ends the round before a look at an
unknown card pays off; Stark then values knowledge less and a low sum now
more (:func:`horizon`). Only public events are read (``TurnStarted`` and
``Called``, ``RoundScored``), so every seat at the table could work out
the same figures.

>>> from engines.spuk import events as ev
>>> log = [ev.RoundStarted(1, 0, 4, 3), ev.TurnStarted(0, 1), ev.TurnStarted(1, 2),
...        ev.TurnStarted(2, 3), ev.Called(2), ev.TurnStarted(3, 4, True),
...        ev.RoundStarted(2, 1, 4, 5), ev.TurnStarted(1, 1)]
>>> call_turns(log)
[2]
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Event
from engines.spuk import events as ev

#: What a round lasts before the call when nothing is known yet (table
#: turns; about what careful players take, so Stark plays as before).
PRIOR_TURNS = 18.0
#: How many finished rounds count as much as the prior.
PRIOR_ROUNDS = 1.0
#: Own turns still to come at which a look is worth its full value.
FULL_VALUE_TURNS = 3.0
#: The least share of its value a look keeps (the round may run longer).
MIN_SHARE = 0.3


def call_turns(events: Sequence[Event]) -> list[int]:
    """Per finished round of the game so far: the table turns played before
    the round's call (the clock's strike counts as a call at that turn)."""
    out: list[int] = []
    turn = 0
    called = False
    for e in events:
        if e.audience is not None:
            continue  # private: not needed, and it keeps the figure public
        if isinstance(e, ev.RoundStarted):
            turn, called = 0, False
        elif isinstance(e, ev.TurnStarted):
            turn = e.number
        elif isinstance(e, ev.Called) and not called:
            out.append(turn - 1)
            called = True
        elif isinstance(e, ev.ClockStruck) and not called:
            out.append(e.turns)
            called = True
    return out


def expected_call_turn(events: Sequence[Event]) -> float:
    """The table turn at which this round's call is expected: the mean of
    the game's earlier rounds, drawn towards :data:`PRIOR_TURNS`."""
    seen = call_turns(events)
    return (PRIOR_TURNS * PRIOR_ROUNDS + sum(seen)) / (PRIOR_ROUNDS + len(seen))


def horizon(events: Sequence[Event], turns: int, seats: int) -> float:
    """The share (MIN_SHARE to 1) of its usual value a look at a card keeps
    now: 1 while at least :data:`FULL_VALUE_TURNS` own turns are expected
    before the call, less as the expected call comes near.

    >>> horizon([], 0, 4)
    1.0
    >>> round(horizon([], 14, 4), 2)
    0.33
    """
    left = (expected_call_turn(events) - turns) / seats
    return max(MIN_SHARE, min(1.0, left / FULL_VALUE_TURNS))
