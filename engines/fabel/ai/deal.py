"""The heuristic computer players at two players: keep the looked-at card,
or give it and take the next one from the deck."""

from __future__ import annotations

from engines.fabel.actions import Give, Keep
from engines.fabel.ai.profiles import Profile
from engines.fabel.ai.valuation import Judge, Outlook, moved, outlook_of, utility
from engines.fabel.cards import (
    GOLDESEL_SUPPLY_TWO,
    KINDS,
    KLASSISCH_MONEY,
    KLASSISCH_START_TWO,
    MEISTER_MONEY,
    MEISTER_START_TWO,
    MONEY_CARD,
    counts_of,
    money_value,
    total,
)
from engines.fabel.view import FabelView


def deck_money_average(view: FabelView) -> float:
    """The average value of a money card in the two-player deck (before any
    card is known), from the Klassisch or the Meistermarkt material."""
    material, start = ((MEISTER_MONEY, MEISTER_START_TWO) if view.meister
                       else (KLASSISCH_MONEY, KLASSISCH_START_TWO))
    pool = counts_of({v: n for v, n in material.items() if v != 0})
    for part in (counts_of(GOLDESEL_SUPPLY_TWO), counts_of(start), counts_of(start)):
        pool = [a - b for a, b in zip(pool, part, strict=True)]
    cards = sum(pool)
    # The cards that leave the game are random: the average stays the same.
    return total(pool) / cards if cards else 0.0


def relative_worth(o: Outlook, me: int, card: int, judge: Judge, money_avg: float) -> float:
    """What ``card`` is worth to ``me`` compared with the opponent getting it.
    A money card (``card >= MONEY_CARD``) counts its value in points; ``KINDS``
    stands for a money card of average value."""
    other = 1 - me
    if card >= KINDS:
        value = money_avg if card < MONEY_CARD else float(money_value(card))
        mine, theirs = o.copy(), o.copy()
        mine.money[me] += value
        theirs.money[other] += value
        return utility(mine, me, judge) - utility(theirs, me, judge)
    return utility(moved(o, card, me), me, judge) - utility(moved(o, card, other), me, judge)


def distribute(view: FabelView, profile: Profile) -> Keep | Give:
    """Two players: keep the looked-at card if it brings more than a random
    card of the rest."""
    assert view.reader is not None and view.peek is not None
    me = view.reader
    o = outlook_of(view)
    judge = profile.judge
    avg = deck_money_average(view)
    mine = relative_worth(o, me, view.peek, judge, avg)
    # The rest: unheld creatures apart from the looked-at one, and the money cards.
    unheld = list(o.deck_kinds)
    if view.peek < KINDS:
        unheld[view.peek] -= 1
    money_left = view.deck_money or 0
    count = sum(unheld) + money_left
    if count <= 0:
        return Keep(me)
    rest = sum(n * relative_worth(o, me, k, judge, avg) for k, n in enumerate(unheld) if n)
    rest += money_left * relative_worth(o, me, KINDS, judge, avg)
    return Keep(me) if mine >= rest / count else Give(me)

