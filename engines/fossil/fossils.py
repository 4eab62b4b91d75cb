"""The 45 fossils of Speedfossil and what makes a Vitrine valid.

Six eras with 8, 8, 8, 7, 7, 7 pieces; era 1 is the oldest. Every fossil has
its own age in whole millions of years (no age twice, every age of an era
older than every age of the next) and a name of its own. A fossil is named by
its index ``0..44`` (oldest first); :attr:`Fossil.key` is its stable album id.

A Vitrine is valid with at least three pieces whose eras follow one another
without a gap::

    >>> is_valid_vitrine((0, 1, 8)), is_valid_vitrine((8, 16, 17, 24))
    (True, True)
    >>> is_valid_vitrine((0, 16, 24)), is_valid_vitrine((8, 16))
    (False, False)
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from engines.texts import t

#: How many fossils each era has, era 1 first.
ERA_SIZES = (8, 8, 8, 7, 7, 7)
ERAS = len(ERA_SIZES)
#: The smallest valid Vitrine.
MIN_VITRINE = 3


@dataclass(frozen=True, slots=True)
class Fossil:
    """One fossil: its index, era (1 = oldest), age in million years, name."""

    index: int
    era: int
    age: int

    @property
    def name(self) -> str:
        """The name in the reader's language, looked up when asked (a name
        kept from import time would be German on every screen)."""
        return t(f"fossil.name.{self.index}")

    @property
    def key(self) -> str:
        """The stable album id: the age, unique among the 45 and independent
        of the name's spelling (``"fossil.521"`` is the Trilobit)."""
        return f"fossil.{self.age}"


# (era, age), oldest first; the names are texts (fossil.name.<index>). The ages
# follow the earth's history roughly: era 1 Kambrium, 2 Ordovizium to Devon,
# 3 Karbon and Perm, 4 Trias and Jura, 5 Kreide, 6 Känozoikum.
_TABLE = (
    (1, 530), (1, 521), (1, 515), (1, 511), (1, 508), (1, 505), (1, 503), (1, 500),
    (2, 485), (2, 470), (2, 455), (2, 430), (2, 410), (2, 380), (2, 375), (2, 368),
    (3, 350), (3, 320), (3, 305), (3, 300), (3, 290), (3, 285), (3, 275), (3, 270),
    (4, 240), (4, 214), (4, 195), (4, 180), (4, 152), (4, 150), (4, 146), (5, 125),
    (5, 95), (5, 86), (5, 72), (5, 70), (5, 68), (5, 67), (6, 48), (6, 45),
    (6, 40), (6, 16), (6, 10), (6, 3), (6, 1),
)

#: Every fossil, by index (oldest first).
FOSSILS: tuple[Fossil, ...] = tuple(Fossil(i, era, age) for i, (era, age) in enumerate(_TABLE))
COUNT = len(FOSSILS)
#: ``ERA_OF[i]`` and ``AGE_OF[i]`` for the hot paths.
ERA_OF: tuple[int, ...] = tuple(f.era for f in FOSSILS)
AGE_OF: tuple[int, ...] = tuple(f.age for f in FOSSILS)
#: The album id of a fossil, and back.
BY_KEY: dict[str, int] = {f.key: f.index for f in FOSSILS}


def first_of_era(era: int) -> int:
    """The index of the oldest fossil of ``era`` (1-based)."""
    return sum(ERA_SIZES[:era - 1])


def eras_without_gap(fossils: Iterable[int]) -> bool:
    """Whether the eras of ``fossils`` follow one another without a gap."""
    eras = {ERA_OF[f] for f in fossils}
    return bool(eras) and max(eras) - min(eras) + 1 == len(eras)


def is_valid_vitrine(fossils: Sequence[int]) -> bool:
    """At least three distinct pieces, eras without a gap."""
    return (len(fossils) >= MIN_VITRINE and len(set(fossils)) == len(fossils)
            and eras_without_gap(fossils))


def vitrine_key(fossils: Sequence[int]) -> tuple[int, int]:
    """How a Vitrine ranks: more pieces first, then the oldest piece.

    Fossils are numbered oldest first, so the oldest piece is the smallest
    index; ``(0, 0)`` stands for no Vitrine at all.

    >>> vitrine_key((8, 16, 17, 24)) > vitrine_key((31, 32, 33))
    True
    """
    if not fossils:
        return (0, 0)
    return (len(fossils), AGE_OF[min(fossils)])


def _by_era(collection: Iterable[int]) -> list[list[int]]:
    groups: list[list[int]] = [[] for _ in range(ERAS + 1)]
    for f in collection:
        groups[ERA_OF[f]].append(f)
    return groups


@functools.lru_cache(maxsize=4096)
def best_vitrine(collection: frozenset[int]) -> tuple[int, ...]:
    """The best valid Vitrine of a collection (``()`` when there is none).

    The best takes every piece of the longest-and-oldest era run: more
    pieces always win, so it is the run of consecutive eras with the most
    pieces, on equal size the one holding the oldest piece.

    >>> best_vitrine(frozenset({0, 1, 8, 40, 41}))
    (0, 1, 8)
    """
    groups = _by_era(collection)
    best: tuple[int, ...] = ()
    best_key = (0, 0)
    start = 1
    while start <= ERAS:
        if not groups[start]:
            start += 1
            continue
        end = start
        while end + 1 <= ERAS and groups[end + 1]:
            end += 1
        run = tuple(sorted(f for e in range(start, end + 1) for f in groups[e]))
        if len(run) >= MIN_VITRINE and vitrine_key(run) > best_key:
            best, best_key = run, vitrine_key(run)
        start = end + 1
    return best


@functools.lru_cache(maxsize=2048)
def valid_vitrines(collection: frozenset[int]) -> tuple[tuple[int, ...], ...]:
    """Every valid Vitrine of a collection, each as a sorted tuple.

    Built era run by era run: for eras ``a..b`` a Vitrine takes a non-empty
    choice from each era and at least three pieces in all.

    >>> valid_vitrines(frozenset({0, 1, 8, 16}))
    ((0, 1, 8), (0, 1, 8, 16), (0, 8, 16), (1, 8, 16))
    """
    groups = _by_era(collection)
    out: list[tuple[int, ...]] = []
    for a in range(1, ERAS + 1):
        partial: list[tuple[int, ...]] = [()]
        for b in range(a, ERAS + 1):
            if not groups[b]:
                break
            options = [c for k in range(1, len(groups[b]) + 1)
                       for c in combinations(sorted(groups[b]), k)]
            partial = [p + c for p in partial for c in options]
            out.extend(p for p in partial if len(p) >= MIN_VITRINE)
    return tuple(sorted(out))
