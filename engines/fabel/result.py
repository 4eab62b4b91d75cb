"""The end of a Speedfabel game as data: placements, points with the
Rechenweg, leaderboard points and the Marktbericht."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engines.fabel.cards import KINDS, KOBOLDE
from engines.fabel.scoring import Score, leaderboard_points, places, score_line, score_meister
from engines.texts import t

if TYPE_CHECKING:
    from engines.fabel.state import State


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's final score."""

    seat: int
    place: int
    points: int
    rechenweg: str
    vierer: tuple[int, ...]
    money: int
    leaderboard_points: int
    steps: Score | None = None  # Meistermarkt: every step of the count
    letters: tuple[int, ...] = ()
    kobolde: int = 0


@dataclass(frozen=True, slots=True)
class Report:
    """Marktbericht figures of one trader (all from public information)."""

    seat: int
    payouts: int
    income: int
    spending: int
    bought: int
    top_price: int
    top_kind: int | None
    trades_won: int
    trades_lost: int
    cheapest_drache: int | None
    letters: int = 0  # Meistermarkt: Ahnenbriefe at the end
    kobold_income: int = 0  # Meistermarkt: Taler collected by taking Kobolde


@dataclass(frozen=True, slots=True)
class FabelResult:
    """The whole result. ``sentences[seat]`` is private to that seat (it may
    use his own trade amounts); :meth:`for_reader` strips the others."""

    reason: str
    turns: int
    standings: tuple[Standing, ...]
    reports: tuple[Report, ...]
    sentences: tuple[str | None, ...]

    @property
    def order(self) -> tuple[Standing, ...]:
        """Standings best first (seat order within a shared place)."""
        return tuple(sorted(self.standings, key=lambda s: (s.place, s.seat)))

    def for_reader(self, reader: int | None) -> FabelResult:
        """The result with only ``reader``'s own sentence."""
        sentences = tuple(s if i == reader else None for i, s in enumerate(self.sentences))
        return replace(self, sentences=sentences)


def sentence_about(spent_by_kind: list[int]) -> str:
    """The Marktbericht's sentence about a trader: the kind he spent most on."""
    most = max(range(KINDS), key=lambda k: (spent_by_kind[k], k))
    if spent_by_kind[most] == 0:
        return t("fabel.report.spent_nothing")
    return t("fabel.report.spent_most", kind=t(f"fabel.creature_plural.{most}"),
             amount=spent_by_kind[most])


def build_result(state: State) -> FabelResult:
    """Score ``state`` as it stands (the game is normally over)."""
    geld = state.options.geld_zaehlt
    meister = state.meister
    scored = []
    for seat in range(state.seats):
        vierer = state.vierer(seat)
        cash = state.money_total(seat)
        steps = None
        letters = tuple(k for k in range(KINDS) if state.letters[seat][k])
        if meister:
            steps = score_meister(vierer, letters, state.kobolde[seat] == KOBOLDE,
                                  cash if geld else None)
            points, line = steps.points, steps.rechenweg
        else:
            points, line = score_line(vierer, cash if geld else None)
        if points == 0 and not vierer and not letters:
            line = t("fabel.result.no_vierer")  # not "0 = 0" (issue 20)
        scored.append((seat, points, line, tuple(vierer), cash, steps, letters))
    ranks = places([(points, cash) for _, points, _, _, cash, _, _ in scored])
    divisor = 40 if meister else 20  # Meistermarkt points count ÷ 40
    standings = tuple(
        Standing(seat, rank, points, line, vierer, cash,
                 leaderboard_points(points, rank, state.seats, divisor), steps,
                 letters, state.kobolde[seat])
        for (seat, points, line, vierer, cash, steps, letters), rank
        in zip(scored, ranks, strict=True)
    )
    reports = tuple(
        Report(seat, st.payouts, st.income, st.spending, st.bought, st.top_price, st.top_kind,
               st.trades_won, st.trades_lost, st.cheapest_drache, sum(state.letters[seat]),
               st.kobold_income)
        for seat, st in enumerate(state.stats)
    )
    sentences = tuple(sentence_about(st.spent_by_kind) for st in state.stats)
    return FabelResult(state.over_reason or "", state.turns, standings, reports, sentences)
