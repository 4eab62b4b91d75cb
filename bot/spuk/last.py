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
from engines.spuk.narrate import card_label, log_line
from engines.texts import t
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


def caption(event: Event, names: Sequence[str]) -> str:
    """A short line for the picture (the Spielverlauf has the long one with
    its rule reason); never a face-down value."""
    n = names
    if isinstance(event, ev.RoundStarted):
        return t("spuk.last.round", number=event.number, name=n[event.starter])
    if isinstance(event, ev.Drew):
        return t("spuk.last.draw", name=n[event.seat])
    if isinstance(event, ev.TookDiscard):
        return t("spuk.last.take", name=n[event.seat], label=card_label(event.value))
    if isinstance(event, ev.Swapped):
        if len(event.positions) > 1:
            return t("spuk.last.group", name=n[event.seat], count=len(event.positions),
                     label=card_label(event.values[0]))
        return t("spuk.last.swap", name=n[event.seat], place=event.positions[0] + 1,
                 label=card_label(event.values[0]))
    if isinstance(event, ev.Fehlgriff):
        return t("spuk.last.fehlgriff", name=n[event.seat],
                 labels=", ".join(card_label(v) for v in event.values))
    if isinstance(event, ev.Discarded):
        key = "spuk.last.discard_action" if event.action else "spuk.last.discard"
        return t(key, name=n[event.seat], label=card_label(event.value),
                 action=t(f"spuk.action.{event.action}") if event.action else "")
    if isinstance(event, ev.PeekedAt):
        if event.target == event.seat:
            return t("spuk.last.kerze", name=n[event.seat], place=event.position + 1)
        return t("spuk.last.kugel", name=n[event.seat], target=n[event.target],
                 place=event.position + 1)
    if isinstance(event, ev.Poltered):
        return t("spuk.last.polter", name=n[event.seat], place=event.position + 1,
                 target=n[event.target], target_place=event.target_position + 1)
    if isinstance(event, ev.Passed):
        return t("spuk.last.pass", name=n[event.seat], action=t(f"spuk.action.{event.action}"))
    if isinstance(event, ev.Called):
        return t("spuk.last.call", name=n[event.seat])
    if isinstance(event, ev.ClockStruck):
        return t("spuk.last.strike")
    return log_line(event, names) or ""


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
        who = ", ".join(names[e.seat] for e in looks)
        return Last(cards, t("spuk.last.look", names=who))
    return Last(_cards(last), caption(last, names))
