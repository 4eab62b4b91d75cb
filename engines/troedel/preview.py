"""The Vorschau: for each hand card, whether laying it now leads the trick
or who stays ahead, with the active effects (Ramschtag, Heute gefragt,
Smaragd) applied. It reads a view only.

>>> from engines.troedel.state import new_game
>>> state = new_game(4, seed=3)
>>> v = state.view(state.turn)
>>> set(ahead(v).values()) == {state.turn}   # leading: every card leads
True
"""

from __future__ import annotations

from engines.texts import t
from engines.troedel.tricks import playable, winner
from engines.troedel.view import TroedelView


def ahead_with(view: TroedelView, card: int) -> int:
    """The seat ahead in the trick if the reader lays ``card`` now."""
    assert view.reader is not None
    trick = [*view.trick, (view.reader, card)]
    seat, _ = winner(trick, heute=view.heute, heute_seat=view.heute_seat, ramsch=view.ramsch)
    return seat


def ahead(view: TroedelView) -> dict[int, int]:
    """For each card the reader may lay now, the seat that would be ahead."""
    if view.reader is None or view.turn != view.reader:
        return {}
    return {c: ahead_with(view, c) for c in sorted(set(playable(view.hand, view.follow)))}


def line(view: TroedelView, card: int, names: list[str]) -> str:
    """The Vorschau's words for ``card``: "du führst" or "Anna bleibt vorn"."""
    seat = ahead_with(view, card)
    if seat == view.reader:
        return t("troedel.vorschau.du")
    if view.heute is not None and seat == view.heute_seat and not any(
            c < 100 and c // 20 in (view.heute, 4) for _, c in [*view.trick, (seat, card)]):
        return t("troedel.vorschau.heute", name=names[seat])
    return t("troedel.vorschau.bleibt", name=names[seat])
