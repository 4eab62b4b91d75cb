"""Stark's guesses at the hidden cards: whole deals consistent with what it knows.

A :class:`Deal` gives every card in the rows a value and the deck an
order. It is built from the computer's view and memory only (the
:class:`~engines.spuk.ai.policy.Estimates`), never from the state:

- a card the computer remembers (or sees open) keeps its value;
- the other cards, and the deck, share the values it cannot account for:
  the 52 cards minus the Ablage, the cards it remembers and its drawn card
  (the conservation of the 52 cards);
- a card another player looked at and kept is drawn from those values
  tilted towards the estimate Stark made of it from what that player did
  (an exponential tilt whose mean is the estimate), the rest uniformly.

>>> from collections import Counter
>>> from engines.spuk import new_game
>>> from engines.spuk.ai.policy import estimate
>>> from engines.spuk.ai.memory import PROFILES
>>> import random
>>> view = new_game(3, seed=4).view(0)
>>> est = estimate(view, PROFILES["stark"])
>>> deal = sample_deal(view, est, random.Random(1))
>>> sum(len(r) for r in deal.rows) + len(deal.deck) + len(view.ablage)
52
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engines.spuk.ai.policy import Estimates
    from engines.spuk.view import SpukView

#: Stark's estimates of a card its owner kept run this much too high
#: (measured over Stark's deals at its possible calls against Normal and
#: Leicht: 0.5 to 0.6 per card); the deals lean that much lower.
OWNER_SHIFT = 0.6
#: The tilts tried for an inferred card (a grid; the mean falls as the tilt rises).
_BETAS = tuple(-0.6 + 0.04 * i for i in range(61))


@dataclass(frozen=True, slots=True)
class Deal:
    """One guess at the hidden cards: every row's values (row order as in
    the view) and the deck, its top last."""

    rows: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]


def unaccounted(view: SpukView, est: Estimates) -> Counter[int]:
    """The values the computer cannot place: they lie face down in the rows
    (where it does not know the card) or in the deck."""
    return Counter({v: c for v, c in est.pool.items() if c > 0})


def _tilt_table(pool: Counter[int]) -> list[tuple[float, float]]:
    """(mean, tilt) pairs for the pool under weights exp(-tilt * value)."""
    out = []
    for beta in _BETAS:
        w = [(v, c * math.exp(-beta * v)) for v, c in pool.items() if c > 0]
        total = sum(x for _, x in w)
        out.append((sum(v * x for v, x in w) / total if total else 0.0, beta))
    return out


def _tilt_for(table: list[tuple[float, float]], target: float) -> float:
    """The tilt whose mean is nearest ``target`` (the table falls with the tilt)."""
    best = min(table, key=lambda mb: abs(mb[0] - target))
    return best[1]


def _pick(pool: list[int], weights: list[float] | None, rng: random.Random) -> int:
    """One value out of ``pool`` (counts by value 0-13), weighted; taken out."""
    if weights is None:
        x = rng.random() * sum(pool)
        for v, c in enumerate(pool):
            x -= c
            if x < 0 and c:
                pool[v] -= 1
                return v
    else:
        ws = [c * w for c, w in zip(pool, weights, strict=True)]
        x = rng.random() * sum(ws)
        for v, w in enumerate(ws):
            x -= w
            if x < 0 and w > 0:
                pool[v] -= 1
                return v
    # rounding at the very end: the highest value still there
    v = max(i for i, c in enumerate(pool) if c > 0)
    pool[v] -= 1
    return v


class Sampler:
    """Deals for one decision: the pool and the tilts are worked out once."""

    def __init__(self, view: SpukView, est: Estimates) -> None:
        pool = unaccounted(view, est)
        self.pool = [pool.get(v, 0) for v in range(14)]
        table = _tilt_table(pool)
        mean = est.mean
        # per row, per card: a known value, or None and the weights to draw it with
        self.plan: list[list[tuple[int | None, list[float] | None]]] = []
        for row in est.rows:
            out: list[tuple[int | None, list[float] | None]] = []
            for guess, known in row:
                if known:
                    out.append((int(guess), None))
                elif abs(guess - mean) < 0.05:
                    out.append((None, None))
                else:
                    beta = _tilt_for(table, guess - OWNER_SHIFT)
                    out.append((None, [math.exp(-beta * v) for v in range(14)]))
            self.plan.append(out)
        # the tilted cards are drawn first: they say the most
        self.order = sorted(((s, p) for s, row in enumerate(self.plan)
                             for p, (value, _) in enumerate(row) if value is None),
                            key=lambda sp: self.plan[sp[0]][sp[1]][1] is None)
        self.hidden = sum(self.pool)

    def deal(self, rng: random.Random) -> Deal:
        """One deal consistent with the computer's knowledge."""
        pool = list(self.pool)
        rows: list[list[int]] = [[-1 if v is None else v for v, _ in row] for row in self.plan]
        for s, p in self.order:
            rows[s][p] = _pick(pool, self.plan[s][p][1], rng)
        deck = [v for v, c in enumerate(pool) for _ in range(c)]
        rng.shuffle(deck)
        return Deal(tuple(tuple(r) for r in rows), tuple(deck))


def sample_deal(view: SpukView, est: Estimates, rng: random.Random) -> Deal:
    """One deal consistent with the computer's knowledge (see the module)."""
    return Sampler(view, est).deal(rng)
