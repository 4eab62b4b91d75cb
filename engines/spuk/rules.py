"""Which actions the rules allow now: one function for ``legal()`` and ``apply()``.

:func:`refusal` says why an action is not allowed (a text key under
``spuk.err.``) or None; :func:`legal` lists every candidate action of a seat
that :func:`refusal` lets through, so the two can never disagree.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from engines.core import IllegalAction
from engines.spuk import phases as ph
from engines.spuk.actions import (
    Call,
    Cover,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from engines.spuk.cards import KERZE, KUGEL, POLTER
from engines.texts import t

if TYPE_CHECKING:
    from engines.spuk.state import State

#: The largest group: 2 to 4 equal cards.
MAX_GROUP = 4


def refuse(code: str) -> IllegalAction:
    """The IllegalAction for ``code`` with its German reason."""
    return IllegalAction(code, t(f"spuk.err.{code}"))


def _positions_ok(positions: Any, length: int) -> bool:
    return (isinstance(positions, tuple) and all(isinstance(p, int) for p in positions)
            and all(0 <= p < length for p in positions)
            and list(positions) == sorted(set(positions)))


def refusal(state: State, action: Any) -> str | None:
    """Why ``action`` is not allowed now (a code), None if it is."""
    seat = getattr(action, "seat", None)
    if not isinstance(seat, int) or not 0 <= seat < state.seats:
        return "no_seat"
    phase = state.phase
    if phase == ph.OVER:
        return "game_over"
    if isinstance(action, Look):
        if phase != ph.LOOK:
            return "not_now"
        if seat in state.looked:
            return "already_looked"
        k = state.options.look_count
        if not _positions_ok(action.positions, len(state.rows[seat])) or len(
                action.positions) != k:
            return "look_count"
        return None
    if isinstance(action, Cover):
        # open cards never hold up the table: Zudecken in any phase
        return None if seat in state.open else "nothing_open"
    if phase == ph.LOOK:
        return "not_now"
    if seat != state.turn_seat:
        return "not_your_turn"
    if phase not in ph.TURN_PHASES:
        return "not_now"
    if isinstance(action, Draw | TakeDiscard | Call):
        if phase != ph.TURN:
            return "not_now"
        if isinstance(action, Draw):
            return None if state.deck else "deck_empty"
        if isinstance(action, TakeDiscard):
            return None if state.ablage else "ablage_empty"
        return None if state.caller is None else "already_called"
    if isinstance(action, Swap):
        if phase not in (ph.DRAWN, ph.TAKEN):
            return "not_now"
        row = state.rows[seat]
        if not _positions_ok(action.positions, len(row)) or not 1 <= len(
                action.positions) <= MAX_GROUP:
            return "swap_positions"
        return None
    if isinstance(action, Discard):
        if phase == ph.TAKEN:
            return "must_swap"
        return None if phase == ph.DRAWN else "not_now"
    if phase != ph.ACTION:
        return "not_now"
    kind = state.action_kind
    if isinstance(action, Pass):
        return None
    if isinstance(action, Peek):
        if kind not in (KERZE, KUGEL):
            return "wrong_action"
        if kind == KERZE and action.target != seat:
            return "kerze_own"
        if kind == KUGEL:
            why = _other_card(state, seat, action.target, action.position)
            if why:
                return why
        return None if _in_row(state, action.target, action.position) else "no_card"
    if isinstance(action, Poltern):
        if kind != POLTER:
            return "wrong_action"
        if not _in_row(state, seat, action.position):
            return "no_card"
        return _other_card(state, seat, action.target, action.target_position)
    return "unknown_action"


def _in_row(state: State, seat: Any, position: Any) -> bool:
    return (isinstance(seat, int) and 0 <= seat < state.seats and isinstance(position, int)
            and 0 <= position < len(state.rows[seat]))


def _other_card(state: State, seat: int, target: Any, position: Any) -> str | None:
    """Why ``target``'s card at ``position`` is no target for ``seat``'s
    Kristallkugel or Poltergeist (another player's, not the caller's)."""
    if not _in_row(state, target, position):
        return "no_card"
    if target == seat:
        return "other_player"
    if target == state.caller:
        return "protected"
    return None


def candidates(state: State, seat: int) -> list[Any]:
    """Every action of the shapes the current phase knows, legal or not."""
    phase = state.phase
    if not 0 <= seat < state.seats or phase == ph.OVER:
        return []
    out: list[Any] = [Cover(seat)] if seat in state.open else []
    if phase == ph.LOOK:
        if seat not in state.looked:
            n = len(state.rows[seat])
            out.extend(Look(seat, c) for c in combinations(range(n), state.options.look_count))
        return out
    if seat != state.turn_seat:
        return out
    if phase == ph.TURN:
        return [*out, Draw(seat), TakeDiscard(seat), Call(seat)]
    if phase in (ph.DRAWN, ph.TAKEN):
        n = len(state.rows[seat])
        swaps: list[Any] = [Swap(seat, c) for k in range(1, min(MAX_GROUP, n) + 1)
                            for c in combinations(range(n), k)]
        return [*out, *swaps, Discard(seat)]
    acts: list[Any] = [*out, Pass(seat)]
    kind = state.action_kind
    if kind == KERZE:
        acts.extend(Peek(seat, seat, p) for p in range(len(state.rows[seat])))
    elif kind == KUGEL:
        acts.extend(Peek(seat, o, p) for o in range(state.seats)
                    for p in range(len(state.rows[o])))
    elif kind == POLTER:
        acts.extend(Poltern(seat, p, o, q) for p in range(len(state.rows[seat]))
                    for o in range(state.seats) for q in range(len(state.rows[o])))
    return acts


def legal(state: State, seat: int) -> list[Any]:
    """The legal actions of ``seat`` now: the candidates :func:`refusal` allows."""
    return [a for a in candidates(state, seat) if refusal(state, a) is None]
