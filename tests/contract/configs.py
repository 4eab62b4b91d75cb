"""The tables the contract suite plays for a game: every seat count, every
option value, with and without a clock.

A configuration is a seat count, the lobby's choices and a Bedenkzeit. Where
the combinations of (seats, each choice, clock) are few they are all played;
else a covering sample: every *pair* of values of two factors appears in at
least one configuration (a greedy pairwise cover, deterministic; beyond
:data:`MAX_CONFIGS` rows only every single value is kept). A table
with a clock cycles through :data:`engines.core.clock.BEDENKZEIT_STEPS`.

    >>> from engines.core.registry import game
    >>> configs = configurations(game("fabel"))
    >>> sorted({c.seats for c in configs})
    [2, 3, 4, 5, 6]
    >>> {c.bedenkzeit for c in configs} >= {None, 30, 60}
    True
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from math import prod
from typing import Any

from engines.core.clock import BEDENKZEIT_STEPS
from engines.core.registry import Choice, GameInfo, TableFacts

#: Play every combination when there are at most this many.
ALL_COMBINATIONS = 12
#: A multi choice with at most this many values offers every subset.
ALL_SUBSETS = 3
#: At most this many configurations per game (then every single value is
#: still played, but not every pair): the suite's time stays bounded.
MAX_CONFIGS = 24
#: The clock factor: no clock, or one of the Bedenkzeit steps.
_CLOCK = ("ohne", "uhr")


@dataclass(frozen=True)
class Config:
    """One table the suite plays: seats, the lobby's choices, the Bedenkzeit."""

    game: str
    index: int
    seats: int
    choices: tuple[tuple[str, tuple[str, ...]], ...]
    bedenkzeit: int | None

    @property
    def id(self) -> str:
        """A readable test id, e.g. ``fabel-3p-klassisch-flott-superhandel-30s``."""
        parts = [f"{self.game}-{self.seats}p"]
        for _, values in self.choices:
            parts.append("+".join(values) if values else "none")
        parts.append("ohne" if self.bedenkzeit is None else f"{self.bedenkzeit}s")
        return "-".join(parts)

    def facts(self) -> TableFacts:
        """The table's facts for ``make_options``."""
        return TableFacts(bedenkzeit=self.bedenkzeit)

    def options(self, info: GameInfo) -> Any:
        """The engine's options, built as the shell builds them."""
        return info.make_options(dict(self.choices), self.facts())


def picks(choice: Choice) -> list[tuple[str, ...]]:
    """What the lobby may store for ``choice``: each value; for a multi
    choice every subset of few values, else none, all and each alone."""
    values = [v for v, _ in choice.values]
    if not choice.multi:
        return [(v,) for v in values]
    if len(values) <= ALL_SUBSETS:
        return [tuple(c) for n in range(len(values) + 1)
                for c in itertools.combinations(values, n)]
    return [(), tuple(values), *((v,) for v in values)]


def _pairwise(factors: Sequence[Sequence[Any]]) -> list[tuple[Any, ...]]:
    """Rows covering every pair of values of two factors (greedy, stable)."""
    rows = list(itertools.product(*factors))
    if len(rows) <= ALL_COMBINATIONS or len(factors) < 2:
        return rows
    def pairs(row: tuple[Any, ...]) -> set[tuple[int, int, Any, Any]]:
        return {(i, j, row[i], row[j]) for i, j in itertools.combinations(range(len(row)), 2)}
    uncovered = set().union(*(pairs(r) for r in rows))
    used: Counter[tuple[int, Any]] = Counter()
    chosen: list[tuple[Any, ...]] = []
    while uncovered:
        # most new pairs; among those, the values used least so far (so the
        # rows that only fill in spread every value evenly)
        best = max(rows, key=lambda r: (len(pairs(r) & uncovered),
                                        -sum(used[i, v] for i, v in enumerate(r))))
        chosen.append(best)
        used.update(enumerate(best))
        uncovered -= pairs(best)
    if len(chosen) > MAX_CONFIGS:
        chosen = chosen[:MAX_CONFIGS]
        for i, factor in enumerate(factors):
            for value in factor:
                if all(row[i] != value for row in chosen):
                    chosen.append(next(r for r in rows if r[i] == value))
    return chosen


def configurations(info: GameInfo) -> list[Config]:
    """The configurations the suite plays for ``info`` (see the module docstring)."""
    seats = list(range(info.min_seats, info.max_seats + 1))
    factors: list[Sequence[Any]] = [seats, *(picks(c) for c in info.choices), _CLOCK]
    if prod(len(f) for f in factors) > 50_000:
        raise ValueError(f"{info.name}: too many option combinations for a pairwise cover")
    configs = []
    steps = itertools.cycle(BEDENKZEIT_STEPS)
    for index, row in enumerate(_pairwise(factors)):
        chosen = tuple((c.key, row[1 + i]) for i, c in enumerate(info.choices))
        clock = next(steps) if row[-1] == "uhr" else None
        configs.append(Config(info.name, index, row[0], chosen, clock))
    return configs
