"""One trick's rules as pure functions: what must be followed, what may be
played, who wins, and who takes which card at its end.

A trick is a sequence of ``(seat, card)`` in the order played::

    >>> from engines.troedel.cards import card, PORZELLAN as P, SMARAGD as SM, BUECHER as B
    >>> winner([(0, card(P, 9)), (1, card(P, 12)), (2, card(SM, 2)), (3, card(B, 17))])
    (2, False)
    >>> winner([(0, card(P, 12)), (1, card(P, 0)), (2, card(P, 16))], ramsch=True)
    (1, False)
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.troedel.cards import POSTEN, SMARAGD, is_zero

Trick = Sequence[tuple[int, int]]
#: A finished trick as the view keeps it: ``(trick, heute, heute_seat, ramsch)``.
PastTrick = tuple[tuple[tuple[int, int], ...], int | None, int | None, bool]


def follow_suit(trick: Trick, heute: int | None) -> int | None:
    """The suit to follow: the named suit under Heute gefragt (from the first
    card on), else the suit of the first colour or Smaragd card; None while
    only special cards lie."""
    if heute is not None:
        return heute
    for _, c in trick:
        if c < 100:
            return c // 20
    return None


def playable(hand: Sequence[int], follow: int | None) -> list[int]:
    """The cards of ``hand`` that may be laid when ``follow`` must be followed:
    that suit (special cards may always be played), or anything if the hand
    lacks it."""
    if follow is None:
        return list(hand)
    own = [c for c in hand if c < 100 and c // 20 == follow]
    if not own:
        return list(hand)
    return own + [c for c in hand if c >= 100]


def winner(trick: Trick, *, heute: int | None = None, heute_seat: int | None = None,
           ramsch: bool = False) -> tuple[int, bool]:
    """The seat that wins ``trick`` and whether it won by Heute gefragt (nobody
    followed the named suit or trumped).

    The highest Smaragd wins, else the highest card of the suit to follow;
    Ramschtag turns both into the lowest. Only special cards: the first wins.
    """
    pick = min if ramsch else max
    trumps = [(c % 20, s) for s, c in trick if c < 100 and c // 20 == SMARAGD]
    if trumps:
        return pick(trumps)[1], False
    follow = follow_suit(trick, heute)
    if follow is None:
        return trick[0][0], False
    cands = [(c % 20, s) for s, c in trick if c < 100 and c // 20 == follow]
    if not cands:
        assert heute_seat is not None
        return heute_seat, True
    return pick(cands)[1], False


def zero_plan(trick: Trick) -> tuple[list[int], int | None, int | None]:
    """Who picks at the trick's end, as trick positions (DECISIONS, steps 2-3).

    Returns ``(pickers, posten_pos, snapper)``: the zeros that each choose one
    card in order (all zeros without a Ganzer Posten; with one, only those laid
    before it), the Posten's position, and the first zero after the Posten
    (which takes the Posten card; later zeros take nothing).
    """
    posten = next((i for i, (_, c) in enumerate(trick) if c == POSTEN), None)
    zeros = [i for i, (_, c) in enumerate(trick) if is_zero(c)]
    if posten is None:
        return zeros, None, None
    before = [i for i in zeros if i < posten]
    after = [i for i in zeros if i > posten]
    return before, posten, (after[0] if after else None)


def pick_options(left: Sequence[int], picker: int, posten_pos: int | None) -> list[int]:
    """The trick positions a zero at ``picker`` may take: every card still in
    the trick but itself (and never the Posten card)."""
    return [i for i in left if i != picker and i != posten_pos]
