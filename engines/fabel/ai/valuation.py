"""How much a card or a Taler is worth to a player, computed from a view.

The computers value positions with one model, shared by all strengths and by
the search's rollouts:

- Who ends up with each kind? Every kind ends as one player's Vierer. A
  player's chance to be that player grows with the cards he holds; cards
  still in the deck count as spread evenly over the table, and while some
  are there, everyone still has a fair chance. The chance of seat ``i`` for
  kind ``k`` is ``s_i / sum_j s_j`` with
  ``s = (held + deck / seats + deck / 4) ** SHARE_EXPONENT`` (a kind
  somebody holds complete is settled). Three cards against one give 0.75:
  the last card spares a costly trade, so it is worth more than the first.
- Expected points: ``Punkte = Summe × Anzahl`` becomes, with independent
  chances ``p_k``, ``sum_k v_k p_k (1 + P - p_k)`` where ``P = sum_k p_k``.
  The marginal gain of a Vierer worth ``v`` for a player with ``k`` Vierer
  worth ``V`` in all is exactly ``V + (k + 1) v`` (see :func:`vierer_gain`).
- Money buys cards later: a Taler is worth ``rate`` points, the points still
  open on the table divided by the money that will be in play.
- A player's standing is his points plus his money in points, minus an
  aggregate of the others' standings (half the leader, half the mean): a
  card bought from the auctioneer also makes the auctioneer richer.

Others' money comes from the Kassenbuch estimate in the view, never from the
true hands.

>>> vierer_gain([1000], 250)  # Vierer Drache, completes Troll: 1000 + 2 * 250
1500
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from engines.fabel import money as fmoney
from engines.fabel.ai.meister_model import MeisterTable, meister_points, table_of
from engines.fabel.cards import DENOMINATIONS, GOLDESEL_PAYOUTS, KINDS, VIERER_VALUE
from engines.fabel.view import FabelView

#: Exponent of the share model: higher favours the player who holds more.
SHARE_EXPONENT = 1.0


def vierer_gain(vierer_values: Sequence[int], value: int) -> int:
    """Points gained by completing a Vierer worth ``value`` for a player whose
    complete Vierer have ``vierer_values``: ``V + (k + 1) · v``."""
    return sum(vierer_values) + (len(vierer_values) + 1) * value


@dataclass(slots=True)
class Outlook:
    """The table as one player judges it: public holdings, money per seat
    (own money exact, others' from the Kassenbuch), creatures not yet dealt,
    and the payouts the bank will still make to every seat."""

    seats: int
    creatures: list[list[int]]
    money: list[float]
    deck_kinds: list[int]
    future_payout: float
    # Meistermarkt only: letters and Kobolde (None in Klassisch)
    meister: MeisterTable | None = None

    def copy(self) -> Outlook:
        """An independent copy."""
        return Outlook(self.seats, [list(c) for c in self.creatures], list(self.money),
                       list(self.deck_kinds), self.future_payout,
                       None if self.meister is None else self.meister.copy())


def deck_kinds_of(creatures: Sequence[Sequence[int]]) -> list[int]:
    """Creature cards of each kind that no player holds (the deck, the stage,
    a looked-at card)."""
    return [4 - sum(c[k] for c in creatures) for k in range(KINDS)]


def future_payout_of(goldesel_seen: int) -> float:
    """The bank's payouts still to come, per seat."""
    return float(sum(GOLDESEL_PAYOUTS[goldesel_seen:]))


def outlook_of(view: FabelView) -> Outlook:
    """The outlook of the view's reader: his own money exact, the others'
    money from the Kassenbuch."""
    assert view.reader is not None and view.hand is not None
    creatures = [list(p.creatures) for p in view.players]
    money = [float(max(p.estimate, 0)) for p in view.players]
    money[view.reader] = float(sum(view.hand))
    meister = None
    if view.meister:
        meister = table_of(view.seats, [p.letters for p in view.players],
                           [p.kobolde for p in view.players])
    return Outlook(view.seats, creatures, money, deck_kinds_of(creatures),
                   future_payout_of(view.goldesel_seen), meister)


def chances(o: Outlook) -> list[list[float]]:
    """``p[seat][kind]``: the chance that ``seat`` ends with the Vierer of ``kind``."""
    n = o.seats
    creatures = o.creatures
    p = [[0.0] * KINDS for _ in range(n)]
    for k in range(KINDS):
        held = [creatures[s][k] for s in range(n)]
        if 4 in held:
            p[held.index(4)][k] = 1.0
            continue
        spread = o.deck_kinds[k] * (1.0 / n + 0.25)
        if SHARE_EXPONENT == 1.0:
            strengths = [h + spread for h in held]
        else:
            strengths = [(h + spread) ** SHARE_EXPONENT for h in held]
        whole = sum(strengths)
        if whole <= 0:
            continue
        for s in range(n):
            p[s][k] = strengths[s] / whole
    return p


def expected_points(p_row: Sequence[float]) -> float:
    """Expected ``Summe × Anzahl`` for independent chances per kind."""
    base = 1.0 + sum(p_row)
    return sum(v * pk * (base - pk) for v, pk in zip(VIERER_VALUE, p_row, strict=True))


def open_points(o: Outlook) -> float:
    """Points still to be decided: the value of unsettled kinds times the
    number of Vierer an average player will hold."""
    open_value = 0
    for k in range(KINDS):
        if all(c[k] != 4 for c in o.creatures):
            open_value += VIERER_VALUE[k]
    return open_value * (1.0 + KINDS / o.seats) / 2.0


def rate(o: Outlook, scale: float = 1.0) -> float:
    """Points per Taler: open points over the money that will be in play."""
    in_play = sum(o.money) + o.future_payout * o.seats
    return scale * open_points(o) / max(in_play, 90.0)


@dataclass(frozen=True, slots=True)
class Judge:
    """How a strength weighs a position.

    ``rate_scale`` scales the worth of a Taler; ``rival`` how much the others'
    standing counts against one's own (0: only own points); ``leader`` the
    part of that weight on the best other player (the rest on their mean).
    """

    rate_scale: float = 1.0
    rival: float = 1.0
    leader: float = 0.5


def standings(o: Outlook, judge: Judge) -> list[float]:
    """Each seat's expected points plus its money in points."""
    lam = rate(o, judge.rate_scale)
    p = chances(o)
    if o.meister is not None:
        t = o.meister
        return [meister_points(p[s], s, t) + lam * o.money[s] for s in range(o.seats)]
    return [expected_points(p[s]) + lam * o.money[s] for s in range(o.seats)]


def utility(o: Outlook, me: int, judge: Judge) -> float:
    """``me``'s standing minus the weighted standing of the others."""
    st = standings(o, judge)
    others = [st[s] for s in range(o.seats) if s != me]
    if not others:
        return st[me]
    agg = judge.leader * max(others) + (1.0 - judge.leader) * sum(others) / len(others)
    return st[me] - judge.rival * agg


def moved(o: Outlook, kind: int, to: int, n: int = 1, frm: int | None = None,
          pay: tuple[int, int, float] | None = None) -> Outlook:
    """A copy with ``n`` cards of ``kind`` given to ``to`` (from ``frm``, or
    from the unheld cards) and ``pay = (payer, receiver, amount)`` moved."""
    c = o.copy()
    c.creatures[to][kind] += n
    if frm is None:
        c.deck_kinds[kind] = max(0, c.deck_kinds[kind] - n)
    else:
        c.creatures[frm][kind] -= n
    if pay is not None:
        payer, receiver, amount = pay
        c.money[payer] -= amount
        c.money[receiver] += amount
    return c


def card_gain(o: Outlook, seat: int, kind: int, n: int = 1, frm: int | None = None) -> float:
    """Expected points ``seat`` gains by getting ``n`` cards of ``kind``."""
    before = expected_points(chances(o)[seat])
    after = expected_points(chances(moved(o, kind, seat, n, frm))[seat])
    return after - before


def payment_cost(hand: Sequence[int], amount: int) -> int | None:
    """What paying ``amount`` really costs with these card values (no change):
    the cheapest minimal payment's sum, None if the hand cannot pay.

    >>> payment_cost((100, 0, 0), 60), payment_cost((50, 10, 10), 60)
    (100, 60)
    """
    if amount <= 0:
        return 0
    best = _cheapest(_key(hand), amount)
    return None if best is None else fmoney.total(best)


def cheapest_cards(hand: Sequence[int], amount: int) -> tuple[int, ...] | None:
    """The minimal payment of ``amount`` that gives away least (ties: fewest
    cards, so small cards stay for later buys)."""
    best = _cheapest(_key(hand), amount)
    return None if best is None else fmoney.values_of(best)


def offer_table(hand: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """Every sum the hand can lay, with the fewest cards that make it (as
    counts); the empty set is the sum 0."""
    return _offer_table(_key(hand))


def hand_counts(hand: Sequence[int]) -> list[int]:
    """The counts of a hand of money card values (see :mod:`engines.fabel.money`)."""
    counts = fmoney.counts_from_values(tuple(hand))
    assert counts is not None
    return counts


def _key(hand: Sequence[int]) -> tuple[int, ...]:
    return tuple(hand_counts(hand))


@lru_cache(maxsize=1 << 16)
def _cheapest(counts: tuple[int, ...], amount: int) -> tuple[int, ...] | None:
    """The cheapest payment as counts. The smallest sum reaching ``amount``
    without zeros is always minimal (a removable card would make it smaller),
    so the search needs no minimality check: ties go to fewer cards."""
    if fmoney.total(counts) < amount:
        return None
    best: tuple[int, int] | None = None
    best_sub: tuple[int, ...] | None = None
    for sub, paid in _sums(counts[1:]):
        if paid >= amount:
            key = (paid, sum(sub))
            if best is None or key < best:
                best, best_sub = key, (0, *sub)
    return best_sub


def nonzero_sums(counts: Sequence[int]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every sub-multiset of a hand's non-zero cards (``counts`` per
    denomination, zeros first) as counts from the 10 up, with its sum."""
    return _sums(tuple(counts[1:]))


@lru_cache(maxsize=1 << 12)
def _sums(counts: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every sub-multiset of non-zero denominations (counts from 10 up) with its sum."""
    out: list[tuple[tuple[int, ...], int]] = [((), 0)]
    for c, v in zip(counts, DENOMINATIONS[1:], strict=True):
        out = [(sub + (k,), paid + k * v) for sub, paid in out for k in range(c + 1)]
    return tuple(out)


@lru_cache(maxsize=1 << 12)
def _offer_table(counts: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    table: dict[int, tuple[int, ...]] = {}
    for sub, paid in _sums(counts[1:]):
        full = (0, *sub)
        if paid not in table or sum(full) < sum(table[paid]):
            table[paid] = full
    return table
