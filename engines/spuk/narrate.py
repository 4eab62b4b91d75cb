"""The game log: one German line per public event, with its rule reason and
never a face-down value (only values that lie face up: the Ablage, a
Fehlgriff, the scoring).

>>> from engines.spuk import events as ev
>>> log_line(ev.Fehlgriff(0, (0, 2), (5, 9), 1), ["Anna", "Ben"])[:40]
'Fehlgriff von Anna: nicht alle gleich (5'
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Event
from engines.spuk import events as ev
from engines.texts import t
from engines.texts.grammar import role


def card_name(value: int) -> str:
    """The card's name: ``card_name(3) == 'Eule'``."""
    return t(f"spuk.card.{value}")


def card_label(value: int) -> str:
    """Value and name, as the card shows them.

    >>> card_label(3)
    '3 Eule'
    """
    return t("spuk.card.label", value=value, name=card_name(value))


def _places(positions: Sequence[int]) -> str:
    return ", ".join(str(p + 1) for p in positions)


def log_line(event: Event, names: Sequence[str]) -> str | None:
    """The log line of a public ``event`` (None: it needs none, or it is private)."""
    if event.audience is not None:
        return None
    n = names
    if isinstance(event, ev.RoundStarted):
        return t("spuk.log.round", number=event.number, cards=event.cards,
                 top_label=card_label(event.top), name=n[event.starter])
    if isinstance(event, ev.Looked):
        key = "spuk.log.look_auto" if event.auto else "spuk.log.look"
        return t(key, name=n[event.seat], count=len(event.positions),
                 places=_places(event.positions))
    if isinstance(event, ev.Covered):
        return t("spuk.log.covered_auto", name=n[event.seat]) if event.auto else None
    if isinstance(event, ev.NachfristStarted):
        return t("spuk.log.nachfrist", count=int(event.seconds))
    if isinstance(event, ev.TimeUp):
        return t("spuk.log.time_up")
    if isinstance(event, ev.TurnStarted):
        return t("spuk.log.turn_last" if event.last else "spuk.log.turn", name=n[event.seat])
    if isinstance(event, ev.Drew):
        return t("spuk.log.draw", name=n[event.seat])
    if isinstance(event, ev.DeckRefilled):
        return t("spuk.log.refill", count=event.count)
    if isinstance(event, ev.TookDiscard):
        return t("spuk.log.take", name=n[event.seat], label=card_label(event.value))
    if isinstance(event, ev.Swapped):
        if len(event.positions) > 1:
            return t("spuk.log.group", name=n[event.seat], count=len(event.positions),
                     label=card_label(event.values[0]))
        key = "spuk.log.swap_ablage" if event.source == "ablage" else "spuk.log.swap_deck"
        return t(key, name=n[event.seat], place=event.positions[0] + 1,
                 label=card_label(event.values[0]))
    if isinstance(event, ev.Fehlgriff):
        return t("spuk.log.fehlgriff", name=n[event.seat],
                 labels=", ".join(card_label(v) for v in event.values),
                 new_label=card_label(event.new))
    if isinstance(event, ev.Discarded):
        if event.action:
            return t("spuk.log.discard_action", name=n[event.seat],
                     label=card_label(event.value), action=t(f"spuk.action.{event.action}"))
        return t("spuk.log.discard", name=n[event.seat], label=card_label(event.value))
    if isinstance(event, ev.PeekedAt):
        if event.target == event.seat:
            return t("spuk.log.kerze", name=n[event.seat], place=event.position + 1)
        return t("spuk.log.kugel", name=n[event.seat], target=n[event.target],
                 place=event.position + 1)
    if isinstance(event, ev.Poltered):
        return t("spuk.log.polter", name=n[event.seat], place=event.position + 1,
                 target=n[event.target], target_place=event.target_position + 1)
    if isinstance(event, ev.Passed):
        return t("spuk.log.pass", name=n[event.seat], action=t(f"spuk.action.{event.action}"))
    if isinstance(event, ev.Called):
        return t("spuk.log.call", name=n[event.seat])
    if isinstance(event, ev.ClockStruck):
        return t("spuk.log.strike", turns=event.turns)
    if isinstance(event, ev.RoundScored):
        return _score_lines(event, n)
    if isinstance(event, ev.GameOver):
        return t("spuk.log.over")
    return None


def _score_lines(event: ev.RoundScored, n: Sequence[str]) -> str:
    lines = []
    if event.geisterstunde is not None:
        lines.append(t("spuk.log.geisterstunde", name=n[event.geisterstunde]))
    elif event.caller is not None:
        key = "spuk.log.caller_lowest" if event.caller_lowest else "spuk.log.caller_wrong"
        lines.append(t(key, name=n[event.caller], role=role("rufer", n[event.caller]),
                       penalty=event.points[event.caller] - event.sums[event.caller]))
    for seat, row in enumerate(event.rows):
        lines.append(t("spuk.log.score", name=n[seat],
                       labels=", ".join(card_label(v) for v in row), sum=event.sums[seat],
                       points=event.points[seat], total=event.totals[seat]))
    lines.extend(t("spuk.log.fallback", name=n[s]) for s in event.fallback)
    return "\n".join(lines)
