"""Stark near the game's end: land on exactly 100.

A total of exactly 100 falls back to 50, once per player. In its last
turn after someone else's "Mitternacht!" Stark's points are its row's sum
(no call of its own, the round ends with the others' last turns), so when
it knows every card of the row it can play for the sum that brings its
total to exactly 100: keep the row (draw and lay the card away, no
action), or swap the card it holds where that gives the sum. Only what
Stark knows counts: a row with a card it does not remember is never aimed.
Before anyone has called, a row whose sum and the penalty for a wrong call
make exactly 100 is worth a call: right, the call scores 0; wrong, the
total falls back to 50.

>>> fallback_target(90, False, 4)
10
>>> fallback_target(40, False, 4) is None  # 60 is out of reach, and 50 would be no gain
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.spuk.actions import Call, Discard, Draw, Pass, Swap, TakeDiscard
from engines.spuk.cards import ACTIONS
from engines.spuk.scoring import FALLBACK_AT, FALLBACK_TO

if TYPE_CHECKING:
    from engines.spuk.ai.policy import Estimates
    from engines.spuk.view import SpukView

#: Whether Stark aims for the fallback in its last turn.
AIM = True
#: Whether Stark calls when a wrong call lands it on exactly 100.
AIM_CALL = True
#: The highest value of a card (a row of n cards sums to at most n times it).
TOP_CARD = 13


def fallback_target(total: int, used: bool, cards: int) -> int | None:
    """The row sum that lands a player with ``total`` on exactly 100, if it
    is within reach of ``cards`` cards and the fallback is still his and
    worth more than a low sum (the fallback's 50 must beat the total)."""
    target = FALLBACK_AT - total
    if used or target < 0 or target > TOP_CARD * cards or total <= FALLBACK_TO:
        return None
    return target


def _rows_after(view: SpukView, est: Estimates, held: int,
                drawn: bool) -> list[tuple[list[tuple[float, bool]], Any]]:
    """Every play of the held card and the row it leaves (estimate, known)."""
    seat = view.reader
    assert seat is not None
    own = est.rows[seat]
    out: list[tuple[list[tuple[float, bool]], Any]] = []
    if drawn:
        out.append((list(own), Discard(seat)))
    for p in range(len(own)):
        row = list(own)
        row[p] = (float(held), True)
        out.append((row, Swap(seat, (p,))))
    groups: dict[int, list[int]] = {}
    for p, (value, known) in enumerate(own):
        if known:
            groups.setdefault(int(value), []).append(p)
    for ps in groups.values():
        if len(ps) >= 2:
            chosen = ps[:4]
            row = [own[p] for p in range(len(own)) if p not in chosen[1:]]
            row[chosen[0]] = (float(held), True)
            out.append((row, Swap(seat, tuple(chosen))))
    return out


def _hits(row: list[tuple[float, bool]], target: int) -> bool:
    return all(known for _, known in row) and round(sum(v for v, _ in row)) == target


def fallback_play(view: SpukView, est: Estimates, kind: str) -> Any | None:
    """The play that lands Stark on exactly 100 in its last turn, or None
    (not its last turn, no fallback left, or no known way there)."""
    seat = view.reader
    if not AIM or seat is None or view.caller == seat:
        return None
    own = est.rows[seat]
    target = fallback_target(view.totals[seat], view.fallback_used[seat], len(own))
    if target is None:
        return None
    if view.caller is None:
        # a call now: right, it scores 0; wrong, its sum and the penalty,
        # which land on exactly 100: both are better than the sum
        if (AIM_CALL and kind == "turn" and Call(seat) in view.legal
                and _hits(own, target - view.options.penalty)):
            return Call(seat)
        return None
    if kind == "turn":
        if _hits(own, target) and Draw(seat) in view.legal:
            return Draw(seat)  # keep the row: draw and lay the card away
        top = view.ablage_top
        if top is not None and TakeDiscard(seat) in view.legal and any(
                _hits(row, target) for row, _ in _rows_after(view, est, top, False)):
            return TakeDiscard(seat)
        return None
    if kind in ("drawn", "taken"):
        held = view.held
        assert held is not None
        for row, action in _rows_after(view, est, held, kind == "drawn"):
            if _hits(row, target) and action in view.legal:
                return action
        return None
    if kind in ACTIONS.values() and _hits(own, target) and Pass(seat) in view.legal:
        return Pass(seat)  # the row is right as it is: no look, no swap
    return None
