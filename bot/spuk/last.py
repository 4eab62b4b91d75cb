"""What the last step did, from public events only, for the table picture
(Discord cannot animate: the touched cards light up and a caption says it).

>>> from engines.spuk import events as ev
>>> last_step([ev.Drew(0), ev.Swapped(0, "deck", (1, 2), (5, 5))], ["Anna", "Ben"]).cards
((0, 1),)
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Event
from engines.spuk import events as ev
from engines.spuk.narrate import log_line
from render.spuk.table import Last

#: Events that are a step of their own (TurnStarted and the like only follow one).
_STEPS = (ev.RoundStarted, ev.Looked, ev.Drew, ev.TookDiscard, ev.Swapped, ev.Fehlgriff,
          ev.Discarded, ev.PeekedAt, ev.Poltered, ev.Passed, ev.Called, ev.ClockStruck)


def _cards(event: Event) -> tuple[tuple[int, int], ...]:
    """The cards ``event`` touched, as (seat, position) after it."""
    if isinstance(event, ev.Swapped):
        return ((event.seat, event.positions[0]),)
    if isinstance(event, ev.Fehlgriff | ev.Looked):
        return tuple((event.seat, p) for p in event.positions)
    if isinstance(event, ev.PeekedAt):
        return ((event.target, event.position),)
    if isinstance(event, ev.Poltered):
        return ((event.seat, event.position), (event.target, event.target_position))
    return ()


def last_step(events: Sequence[Event], names: Sequence[str]) -> Last | None:
    """The last step among ``events`` (public ones only); looks made at the
    same moment count as one step. None if there is no step."""
    steps = [e for e in events if e.audience is None and isinstance(e, _STEPS)]
    if not steps:
        return None
    last = steps[-1]
    if isinstance(last, ev.Looked):
        looks = []
        for e in reversed(steps):
            if not isinstance(e, ev.Looked):
                break
            looks.append(e)
        looks.reverse()
        cards = tuple(c for e in looks for c in _cards(e))
        return Last(cards, " ".join(filter(None, (log_line(e, names) for e in looks[-2:]))))
    return Last(_cards(last), log_line(last, names) or "")
