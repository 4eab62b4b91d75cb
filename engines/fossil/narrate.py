"""The Spielverlauf: one German log line per event, never a hidden value.

``line(event, names, reader)`` gives the line a reader (None: the public
thread) may see, or None: a sealed choice reaches only its chooser, and
some events (the drum roll aside) need no line of their own::

    >>> from engines.fossil.events import Chosen, Bought
    >>> line(Chosen(1), ["Ida", "Otto", "Emma"], None)
    'Otto hat verdeckt gewählt.'
    >>> line(Bought(0, 3, 1, 1), ["Ida", "Otto", "Emma"], None)
    'Ida kauft Trilobit mit dem Wechsel über 3.'
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Event, visible_to
from engines.fossil import events as ev
from engines.fossil.fossils import FOSSILS
from engines.fossil.words import count
from engines.texts import t
from engines.texts.grammar import role


def line(event: Event, names: Sequence[str], reader: int | None) -> str | None:
    """The log line of ``event`` for ``reader``, None if he gets none."""
    if not visible_to(event, reader):
        return None
    if isinstance(event, ev.RoundStarted):
        return t("fossil.log.round", round=event.round, name=names[event.start],
                 role=role("startspieler", names[event.start]))
    if isinstance(event, ev.Chosen):
        return t("fossil.log.chosen", name=names[event.seat])
    if isinstance(event, ev.AllChosen):
        return t("fossil.log.all_chosen")
    if isinstance(event, ev.Bought):
        return t("fossil.log.bought", name=names[event.seat],
                 fossil=FOSSILS[event.fossil].name, value=event.wechsel)
    if isinstance(event, ev.WechselBack):
        return t("fossil.log.back", name=names[event.seat], value=event.wechsel)
    if isinstance(event, ev.WechselStolen):
        return t("fossil.log.wechsel_stolen", name=names[event.seat], value=event.wechsel)
    if isinstance(event, ev.ThievesBlocked):
        return t("fossil.log.blocked")
    if isinstance(event, ev.MarketRefilled):
        if event.fossil is None:
            return None
        return t("fossil.log.refill", fossil=FOSSILS[event.fossil].name)
    if isinstance(event, ev.FameWon):
        return t("fossil.log.fame", name=names[event.seat], place=event.place,
                 fields=count(event.fields, "feld"))
    if isinstance(event, ev.Stolen):
        return t("fossil.log.stolen", name=names[event.seat],
                 fossil=FOSSILS[event.fossil].name, victim=names[event.victim])
    if isinstance(event, ev.Arrested):
        return t("fossil.log.arrested", name=names[event.seat], years=event.years)
    if isinstance(event, ev.Released):
        return t("fossil.log.released", name=names[event.seat], years=event.years)
    if isinstance(event, ev.InspectorMoved):
        return t("fossil.log.inspector", name=names[event.seat], rank=event.rank,
                 fields=count(event.after - event.before, "feld"))
    if isinstance(event, ev.FinalShown):
        return t("fossil.log.final", name=names[event.seat],
                 count=count(len(event.fossils), "fossil"), fields=count(event.fields, "feld"))
    if isinstance(event, ev.NachfristStarted):
        return t("fossil.log.nachfrist")
    if isinstance(event, ev.TimeUp):
        return t("fossil.log.time_up")
    if isinstance(event, ev.CardRevealed):
        return t("fossil.log.revealed", name=names[event.seat],
                 card=t(f"fossil.card.{event.card}"), place=t(f"fossil.to.{event.place}"))
    if isinstance(event, ev.ChoiceSealed):
        return t("fossil.log.sealed", card=t(f"fossil.card.{event.card}"),
                 place=t(f"fossil.to.{event.place}"))
    if isinstance(event, ev.GameOver):
        return t(f"fossil.reason.{event.reason}")
    return None
