"""The end of a Speedfossil game: places, fields and the Rechenweg.

Each seat's field is the sum of its three sources, fields won by Vitrinen,
as Kommissar and with the Schlussvitrine; the counts beside them are the
purchases, the stolen Wechsel and fossils, the Langfinger caught and the
times in arrest. ``course`` is the field after every round (0 first).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.texts import t

if TYPE_CHECKING:
    from engines.fossil.state import State


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat at the end."""

    seat: int
    place: int
    field: int
    final: tuple[int, ...]
    by_vitrine: int
    by_kommissar: int
    by_final: int
    purchases: int
    stolen_wechsel: int
    stolen_fossils: int
    lost_fossils: int
    caught: int
    arrested: int
    course: tuple[int, ...]
    album: tuple[int, ...]

    @property
    def rechenweg(self) -> str:
        """How the field came about, with the counts (player-facing)."""
        fields = t("fossil.rechenweg", field=self.field, vitrine=self.by_vitrine,
                   kommissar=self.by_kommissar, final=self.by_final)
        counts = t("fossil.rechenweg.counts", purchases=self.purchases,
                   wechsel=self.stolen_wechsel, fossils=self.stolen_fossils,
                   caught=self.caught, arrested=self.arrested)
        return f"{fields}; {counts}"


@dataclass(frozen=True, slots=True)
class FossilResult:
    """The finished game: why it ended (``banquet`` or ``cap``), how many
    rounds it took, and every seat's :class:`Standing` in seat order."""

    reason: str
    rounds: int
    standings: tuple[Standing, ...]


def build_result(state: State) -> FossilResult:
    """The result of a finished game."""
    standings = tuple(
        Standing(seat=s, place=state.places[s], field=state.fields[s], final=state.finals[s],
                 course=tuple(state.course[s]), album=tuple(sorted(state.album[s])),
                 **state.stats[s])
        for s in range(state.seats))
    return FossilResult(state.reason, state.round, standings)
