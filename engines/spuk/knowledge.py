"""Who has seen which card, and how many turns ago.

Knowledge belongs to the card, not to its place: a :class:`Slot` is one
physical card in a row with the seats that have seen it. When the
Poltergeist swaps two cards, or a group closes a row up, the slots move and
the eyes and dots move with them.

The eye counts turns at the table (DECISIONS: every player's turn is one).
A seat that looks during a turn records ``seen_at = turns + 1`` (``turns``:
the turns completed this round), so the eye shows 0 right after that turn
and 3 after three more; the first look, before any turn, records 0::

    >>> s = Slot(5, uid=1, origin="dealt")
    >>> s.see(2, turns=3)
    >>> s.eye(2, turns=7), s.eye(0, turns=7)
    (3, None)
"""

from __future__ import annotations

from dataclasses import dataclass, field

DEALT = "dealt"
FROM_DECK = "deck"
FROM_ABLAGE = "ablage"


@dataclass(slots=True)
class Slot:
    """One card lying in a row: its value, a public id, where it came from
    (``dealt``, ``deck``, ``ablage``) and ``seen`` (seat -> seen_at)."""

    value: int
    uid: int
    origin: str
    seen: dict[int, int] = field(default_factory=dict)

    def see(self, seat: int, turns: int, *, before_turns: bool = False) -> None:
        """``seat`` sees this card now (during a turn, or before the first)."""
        self.seen[seat] = turns if before_turns else turns + 1

    def eye(self, seat: int, turns: int) -> int | None:
        """Turns since ``seat`` last saw this card; None if it never did."""
        at = self.seen.get(seat)
        return None if at is None else max(0, turns - at)

    def copy(self) -> Slot:
        """An independent copy."""
        return Slot(self.value, self.uid, self.origin, dict(self.seen))
