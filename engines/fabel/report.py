"""The Kassenbuch (public estimate of each player's money) and the figures of
the Marktbericht.

The Kassenbuch uses only what everybody saw: start money, bank payouts,
highest bids received and paid, and the money shown at a Pleite. Trade
amounts and money drawn at two players stay out; the estimate is then
"ungenauer".

>>> book = Kassenbuch.start(90)
>>> book.add("payout", 50); book.add("received", 120); book.add("paid", -60)
>>> book.estimate, book.rechenweg()
(200, '90 Startgeld + 50 Bank + 120 Höchstgebot erhalten − 60 Höchstgebot gezahlt = ca. 200')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.fabel.cards import KINDS
from engines.texts import t


@dataclass(slots=True)
class Kassenbuch:
    """One player's public money estimate and how it came about."""

    base: int
    base_key: str = "start"
    terms: list[tuple[str, int]] = field(default_factory=list)
    inexact: bool = False

    @classmethod
    def start(cls, amount: int) -> Kassenbuch:
        """A fresh book at the start money."""
        return cls(base=amount)

    @property
    def estimate(self) -> int:
        """The estimate in Taler ("ca. …")."""
        return self.base + sum(amount for _, amount in self.terms)

    def add(self, key: str, amount: int) -> None:
        """A public flow of money: payout, received (+) or paid (−)."""
        self.terms.append((key, amount))

    def shown(self, amount: int) -> None:
        """A Pleite showed all the money: the estimate starts again from it."""
        self.base, self.base_key, self.terms, self.inexact = amount, "pleite", [], False

    def copy(self) -> Kassenbuch:
        """An independent copy."""
        return Kassenbuch(self.base, self.base_key, list(self.terms), self.inexact)

    def rechenweg(self) -> str:
        """The sum as a line, each term with what it is:
        ``90 Startgeld + 50 Bank − 60 Höchstgebot gezahlt = ca. 80``."""
        parts = [f"{self.base} {t(f'fabel.kassenbuch.{self.base_key}')}"]
        for key, amount in self.terms:
            sign = f"+ {amount}" if amount >= 0 else f"− {-amount}"
            parts.append(f"{sign} {t(f'fabel.kassenbuch.{key}')}")
        return " ".join(parts) + " = " + t("fabel.kassenbuch.about", estimate=self.estimate)


@dataclass(slots=True)
class Stats:
    """Marktbericht figures of one trader. ``spent_by_kind`` includes his own
    trade offers and is private to him."""

    payouts: int = 0
    income: int = 0
    spending: int = 0
    bought: int = 0
    top_price: int = 0
    top_kind: int | None = None
    trades_won: int = 0
    trades_lost: int = 0
    cheapest_drache: int | None = None
    spent_by_kind: list[int] = field(default_factory=lambda: [0] * KINDS)
    kobold_income: int = 0  # Meistermarkt: Taler collected by taking Kobolde

    def copy(self) -> Stats:
        """An independent copy."""
        return Stats(self.payouts, self.income, self.spending, self.bought, self.top_price,
                     self.top_kind, self.trades_won, self.trades_lost, self.cheapest_drache,
                     list(self.spent_by_kind), self.kobold_income)

    def purchase(self, kind: int, price: int) -> None:
        """A card bought in an auction (as bidder or by Selbst kaufen)."""
        self.bought += 1
        self.spending += price
        self.spent_by_kind[kind] += price
        if price > self.top_price or self.top_kind is None:
            self.top_price, self.top_kind = price, kind
        if kind == 9 and (self.cheapest_drache is None or price < self.cheapest_drache):
            self.cheapest_drache = price
