"""Speedtrödel's events in words for the Spielverlauf: one line per trick
(who laid what, who caught it), then the picks of the zeros, the Ganzer
Posten, Fälschungen, the Tauschrunde, the suit named, the Kassensturz and
the end. Public lines only name cards laid open; a passed card is told to
its giver and receiver alone (:func:`private_line`).

>>> from engines.troedel.events import TrickWon
>>> log_line(TrickWon(1, False, ((0, 54), (1, 56))), ("Anna", "Ben"))
'Stich: Anna Bücher 14 · Ben Bücher 16 → Ben fängt.'
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Event
from engines.texts import t
from engines.troedel.cards import POSTEN
from engines.troedel.events import (
    CardPassed,
    CardsTaken,
    FaelschungTaken,
    GameOver,
    HandDrawn,
    NachfristStarted,
    RoundScored,
    RoundStarted,
    SuitNamed,
    TauschrundeDone,
    TauschrundeStarted,
    TimeUp,
    TrickWon,
)
from render.troedel.cards import card_name

__all__ = ["card_list", "card_name", "log_line", "private_line", "tier_tally"]


def card_list(cards: Sequence[int]) -> str:
    """Cards in words, sorted by suit and value: "Bücher 3, Bücher 14"; "–" for none."""
    return ", ".join(card_name(c) for c in sorted(cards)) or "–"


def tier_tally(tiers: Sequence[int]) -> str:
    """The tiers of the attic's cards drawn, counted per tier: five one-star
    cards read "5 × ★", not like a Schloss's five stars.

    >>> tier_tally((1, 1, 1, 1, 1, 2, 3, 3))
    '5 × ★, ★★, 2 × ★★★'
    >>> tier_tally((2,))
    '★★'
    """
    counts = {s: list(tiers).count(s) for s in sorted(set(tiers))}
    return ", ".join(t("troedel.log.tier_count", count=n, stars="★" * s) if n > 1
                     else "★" * s for s, n in counts.items())


def log_line(e: Event, names: Sequence[str]) -> str | None:
    """The Spielverlauf's line of a public event (None: it needs none)."""
    if isinstance(e, RoundStarted):
        return t("troedel.log.round", round=e.round, cards=e.hand_size, name=names[e.leader])
    if isinstance(e, HandDrawn) and e.attic_tiers:
        return t("troedel.log.drawn", name=names[e.seat], kiste=e.from_kiste,
                 attic=len(e.attic_tiers),
                 tiers=tier_tally(e.attic_tiers))
    if isinstance(e, TrickWon):
        laid = " · ".join(f"{names[s]} {card_name(c)}" for s, c in e.cards)
        key = "troedel.log.trick_heute" if e.by_heute else "troedel.log.trick"
        return t(key, cards=laid, name=names[e.winner])
    if isinstance(e, CardsTaken) and e.how == "zero":
        return t("troedel.log.zero", name=names[e.seat], cards=card_list(e.cards))
    if isinstance(e, CardsTaken) and e.how == "posten":
        if e.cards == (POSTEN,):
            return t("troedel.log.snapped", name=names[e.seat])
        return t("troedel.log.posten", name=names[e.seat], cards=card_list(e.cards))
    if isinstance(e, FaelschungTaken):
        if e.penalty:
            return t("troedel.log.faelschung", name=names[e.seat], penalty=-e.penalty)
        return t("troedel.log.faelschung_free", name=names[e.seat])
    if isinstance(e, TauschrundeStarted):
        return t("troedel.log.tausch_start")
    if isinstance(e, TauschrundeDone):
        return t("troedel.log.tausch_done")
    if isinstance(e, SuitNamed):
        return t("troedel.log.named", name=names[e.seat], suit=t(f"troedel.suit.{e.suit}"))
    if isinstance(e, RoundScored):
        return t("troedel.log.scored", round=e.round, points=", ".join(
            t("troedel.log.scored_one", name=names[s], points=e.gained[s] + e.penalties[s],
              total=e.totals[s]) for s in range(len(e.totals))))
    if isinstance(e, GameOver):
        return t(f"troedel.reason.{e.reason}")
    if isinstance(e, NachfristStarted):
        return t("troedel.log.nachfrist", names=", ".join(names[s] for s in e.seats))
    if isinstance(e, TimeUp):
        return t("troedel.log.time_up", names=", ".join(names[s] for s in e.seats))
    return None


def private_line(e: Event, seat: int, names: Sequence[str]) -> str | None:
    """What ``seat`` alone is told: the card he gave or got in a Tauschrunde."""
    if isinstance(e, CardPassed):
        if e.giver == seat:
            return t("troedel.log.gave", card=card_name(e.card), name=names[e.receiver])
        if e.receiver == seat:
            return t("troedel.log.got", card=card_name(e.card), name=names[e.giver])
    return None
