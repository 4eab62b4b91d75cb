"""The Meistermarkt part of the computers' position model: Ahnenbriefe and
Kobolde in the expected points.

:mod:`.valuation` turns holdings into chances ``p_k`` that a seat ends with
the Vierer of kind ``k``. In the Meistermarkt the count has five steps:

    Punkte = (Summe der Vierer + 250 · passende Briefe) × Anzahl
             + 250 · freie Briefe, after the four Kobolde struck a Vierer.

With independent chances and ``l_k`` the chance to own the letter of ``k``
(1 when held, a share of the table while it lies in the deck), a Vierer of
``k`` weighs ``a_k = v_k + 250 l_k`` and the expectation is

    sum_k a_k p_k (1 + P - p_k) + 250 · sum_k l_k (1 - p_k).

The Kobolde: every game ends with all four at one seat, whose cheapest
Vierer is struck. A seat's chance to be that seat follows its Kobolde like
the creature shares (cards in the deck spread over the table); the damage is
the expected loss of striking the Vierer whose loss costs least (kinds taken
cheapest loss first, each being the cheapest one held with
``p_k · prod(1 - p_j)`` over the cheaper ones).

This module holds data and arithmetic only, so :mod:`.valuation` can use it.

>>> t = MeisterTable([[0] * 10, [0] * 10], [1] * 10, [0, 0], 4)
>>> round(kobold_chances(t)[0], 2)
0.5
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.fabel.cards import KINDS, KOBOLDE, LETTER_POINTS, VIERER_VALUE


@dataclass(slots=True)
class MeisterTable:
    """Letters and Kobolde as one reader sees them (all public):
    ``letters[seat][kind]`` is 1 for a held letter, ``deck_letters[kind]`` 1
    while the letter of ``kind`` is with nobody; ``kobolde[seat]`` and the
    Kobolde with nobody yet (deck, stage, a running round)."""

    letters: list[list[int]]
    deck_letters: list[int]
    kobolde: list[int]
    deck_kobolde: int

    def copy(self) -> MeisterTable:
        """An independent copy."""
        return MeisterTable([list(row) for row in self.letters], list(self.deck_letters),
                            list(self.kobolde), self.deck_kobolde)


def table_of(seats: int, letters: Sequence[Sequence[int]], kobolde: Sequence[int]) -> MeisterTable:
    """The table from each seat's letter kinds and Kobold count."""
    rows = [[0] * KINDS for _ in range(seats)]
    for s, kinds in enumerate(letters):
        for k in kinds:
            rows[s][k] = 1
    deck = [0 if any(rows[s][k] for s in range(seats)) else 1 for k in range(KINDS)]
    return MeisterTable(rows, deck, list(kobolde), KOBOLDE - sum(kobolde))


def kobold_chances(t: MeisterTable) -> list[float]:
    """Each seat's chance to end with all four Kobolde (they always end together)."""
    n = len(t.kobolde)
    if KOBOLDE in t.kobolde:
        return [1.0 if h == KOBOLDE else 0.0 for h in t.kobolde]
    spread = t.deck_kobolde * (1.0 / n + 0.25)
    strengths = [h + spread for h in t.kobolde]
    whole = sum(strengths)
    return [s / whole for s in strengths]


def letter_shares(t: MeisterTable, seat: int) -> list[float]:
    """``l_k``: 1 for a held letter, an even share of the table for one in the deck."""
    n = len(t.kobolde)
    row = t.letters[seat]
    return [1.0 if row[k] else t.deck_letters[k] / n for k in range(KINDS)]


def strike_damage(p_row: Sequence[float], shares: Sequence[float]) -> float:
    """Expected points lost when the four Kobolde strike a Vierer of this seat."""
    weights = [VIERER_VALUE[k] + LETTER_POINTS * shares[k] for k in range(KINDS)]
    whole_a = sum(w * p for w, p in zip(weights, p_row, strict=True))
    count = sum(p_row)
    # Loss of striking k: A + a_k (N - 1) - 250 l_k (its letter becomes free).
    losses = sorted((max(0.0, whole_a + weights[k] * (count - 1.0)
                         - LETTER_POINTS * shares[k]), p_row[k]) for k in range(KINDS))
    damage, none_cheaper = 0.0, 1.0
    for loss, p in losses:
        if p <= 0.0:
            continue
        damage += none_cheaper * p * loss
        none_cheaper *= 1.0 - p
    return damage


def meister_points(p_row: Sequence[float], seat: int, t: MeisterTable) -> float:
    """Expected Meistermarkt points of ``seat`` with Vierer chances ``p_row``
    (see the module docstring)."""
    shares = letter_shares(t, seat)
    base = 1.0 + sum(p_row)
    points = 0.0
    for k in range(KINDS):
        pk, lk = p_row[k], shares[k]
        points += (VIERER_VALUE[k] + LETTER_POINTS * lk) * pk * (base - pk)
        points += LETTER_POINTS * lk * (1.0 - pk)
    threat = kobold_chances(t)[seat]
    if threat > 0.0:
        points -= threat * strike_damage(p_row, shares)
    return points
