"""A fast playout of the rest of a round on one guessed deal.

Stark's search (:mod:`.search`) plays the round on, many times, on deals
from :mod:`.sampler`: plain lists instead of the engine's state, every
player a simple careful computer (it remembers what it saw, counts a card
it does not know at the mean of the unaccounted values, takes the Ablage
or draws and swaps where that gains most, uses Kerze, Kristallkugel and
Poltergeist, and calls by a Normal computer's threshold). Only the guessed
deal is played on, never the real state: the playout knows what the
deal says.

>>> sim = Sim([[1, 2], [9, 9]], [[1, 1], [2, 2]], deck=[5, 3], ablage=[7], seats=2,
...           turns=0, strike_at=60, penalty=5, mean=6.0)
>>> sim.call(0)
>>> sim.finish(random.Random(0))
>>> sim.points  # seat 1 drew the 3 for both 9s; a tie counts for the caller
[0, 3]
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engines.spuk.cards import is_geisterstunde

#: What the simple players value (as the Normal computer: policy.py).
KERZE_VALUE = 1.6
KUGEL_VALUE = 0.6
NEW_KNOWLEDGE = 0.4
POLTER_MIN = 1.0
#: The simple players' call threshold: per card, plus per own turn (Normal's).
CALL_PER_CARD = 2.3
CALL_PER_TURN = 0.25


class Sim:
    """A round on a guessed deal: ``vals`` per seat, ``masks`` (per card the
    seats that know it, as bits), the deck (top last) and the Ablage."""

    __slots__ = ("ablage", "call_per_card", "call_per_turn", "caller", "deck", "final_left",
                 "masks", "mean", "penalty", "points", "seats", "strike_at", "turn_seat",
                 "turns", "vals")

    def __init__(self, vals: list[list[int]], masks: list[list[int]], *, deck: list[int],
                 ablage: list[int], seats: int, turns: int, strike_at: int, penalty: int,
                 mean: float, caller: int | None = None,
                 final_left: Sequence[int] = ()) -> None:
        self.vals = vals
        self.masks = masks
        self.deck = deck
        self.ablage = ablage
        self.seats = seats
        self.turns = turns
        self.strike_at = strike_at
        self.penalty = penalty
        self.mean = mean
        self.caller = caller
        self.final_left = list(final_left)
        self.turn_seat = 0
        self.points: list[int] | None = None
        self.call_per_card = [CALL_PER_CARD] * seats
        self.call_per_turn = [CALL_PER_TURN] * seats

    # ----------------------------------------------------------- the turn
    def call(self, seat: int) -> None:
        """``seat`` calls "Mitternacht!" (its turn ends)."""
        self.caller = seat
        self.final_left = [(seat + i) % self.seats for i in range(1, self.seats)]
        self.end_turn(seat)

    def estimates(self, seat: int) -> tuple[list[float], float, tuple[int, ...], int]:
        """The seat's estimates of its row, the best a new card can replace
        (score) and where, and how many of its cards it does not know."""
        bit = 1 << seat
        row = self.vals[seat]
        masks = self.masks[seat]
        mean = self.mean
        est: list[float] = []
        best = -1e9
        where: tuple[int, ...] = (0,)
        unknown = 0
        groups: dict[int, list[int]] = {}
        for i, v in enumerate(row):
            if masks[i] & bit:
                est.append(v)
                score = float(v)
                groups.setdefault(v, []).append(i)
            else:
                est.append(mean)
                score = mean + NEW_KNOWLEDGE
                unknown += 1
            if score > best:
                best, where = score, (i,)
        for v, ps in groups.items():
            if len(ps) >= 2 and v * len(ps[:4]) > best:
                best, where = float(v * len(ps[:4])), tuple(ps[:4])
        return est, best, where, unknown

    def _polter(self, seat: int, est: list[float]) -> tuple[float, int, int, int]:
        """The simple player's best Poltergeist swap: (gain, own, target, position)."""
        best = (-1e9, 0, 0, 0)
        bit = 1 << seat
        p = max(range(len(est)), key=est.__getitem__)
        mine = est[p]
        for t in range(self.seats):
            if t == seat or t == self.caller:
                continue
            for q, v in enumerate(self.vals[t]):
                known = self.masks[t][q] & bit
                gain = mine - (v if known else self.mean) - (0.0 if known else 0.5)
                if gain > best[0]:
                    best = (gain, p, t, q)
        return best

    def action_value(self, card: int, unknown: int, est: list[float], seat: int) -> float:
        if card in (7, 8):
            return KERZE_VALUE if unknown else 0.0
        if card in (9, 10):
            return KUGEL_VALUE
        if card in (11, 12):
            return max(0.0, self._polter(seat, est)[0])
        return 0.0

    def play_turn(self, seat: int, rng: random.Random, may_call: bool = True) -> None:
        """The simple player's whole turn for ``seat``."""
        est, best, where, unknown = self.estimates(seat)
        if may_call and self.caller is None:
            n = len(est)
            threshold = (self.call_per_card[seat] * n
                         + self.call_per_turn[seat] * (self.turns // self.seats))
            if sum(est) <= threshold:
                self.call(seat)
                return
        top = self.ablage[-1] if self.ablage else None
        if top is not None and best - top > 0 and best - top >= self._draw_value(
                best, unknown, est, seat) or not self.deck:
            assert top is not None
            self.ablage.pop()
            self._swap_in(seat, top, where, (1 << self.seats) - 1)
            self.end_turn(seat)
            return
        card = self.draw(rng)
        keep = self.action_value(card, unknown, est, seat) if 7 <= card <= 12 else 0.0
        if best - card > keep:
            self._swap_in(seat, card, where, 1 << seat)
            self.end_turn(seat)
            return
        self.discard(seat, card, rng, est, unknown)

    def draw(self, rng: random.Random) -> int:
        """The deck's top card (an empty deck is refilled from the Ablage)."""
        card = self.deck.pop()
        if not self.deck:
            self._refill(rng)
        return card

    def swap(self, seat: int, card: int, where: tuple[int, ...], from_ablage: bool) -> None:
        """``seat`` swaps ``card`` in for its cards at ``where``; the turn ends."""
        self._swap_in(seat, card, where, (1 << self.seats) - 1 if from_ablage else 1 << seat)
        self.end_turn(seat)

    def discard(self, seat: int, card: int, rng: random.Random,
                est: list[float] | None = None, unknown: int | None = None) -> None:
        """``seat`` lays the drawn ``card`` away and uses its action as the
        simple player does; the turn ends."""
        if est is None or unknown is None:
            est, _, _, unknown = self.estimates(seat)
        self.ablage.append(card)
        if card in (7, 8) and unknown:
            bit = 1 << seat
            masks = self.masks[seat]
            for i, m in enumerate(masks):
                if not m & bit:
                    masks[i] = m | bit
                    break
        elif card in (9, 10):
            targets = [t for t in range(self.seats) if t != seat and t != self.caller]
            if targets:
                t = targets[rng.randrange(len(targets))]
                q = rng.randrange(len(self.vals[t]))
                self.masks[t][q] |= 1 << seat
        elif card in (11, 12):
            gain, p, t, q = self._polter(seat, est)
            if gain > POLTER_MIN:
                self.polter(seat, p, t, q)
        self.end_turn(seat)

    def polter(self, seat: int, p: int, t: int, q: int) -> None:
        """Poltergeist: ``seat``'s card at ``p`` and ``t``'s at ``q`` change
        places, and who knows them goes with them."""
        mine, theirs = self.vals[seat], self.vals[t]
        mine[p], theirs[q] = theirs[q], mine[p]
        mm, tm = self.masks[seat], self.masks[t]
        mm[p], tm[q] = tm[q], mm[p]

    def _draw_value(self, best: float, unknown: int, est: list[float], seat: int) -> float:
        """The simple player's worth of drawing: the average over the deck
        values he cannot place (approximated by the values 0-13)."""
        total = 0.0
        for card, count in _COUNTS:
            gain = best - card
            if 7 <= card <= 12:
                gain = max(gain, self.action_value(card, unknown, est, seat))
            if gain > 0:
                total += count * gain
        return total / 52.0

    def _swap_in(self, seat: int, card: int, where: tuple[int, ...], mask: int) -> None:
        row = self.vals[seat]
        masks = self.masks[seat]
        old = [row[p] for p in where]
        first = where[0]
        row[first] = card
        masks[first] = mask
        for p in reversed(where[1:]):
            del row[p]
            del masks[p]
        self.ablage.extend(old)

    def _refill(self, rng: random.Random) -> None:
        top = self.ablage.pop()
        self.deck = self.ablage
        rng.shuffle(self.deck)
        self.ablage = [top]

    def end_turn(self, seat: int) -> None:
        """The turn is over: the next seat, or the scoring."""
        self.turns += 1
        if self.caller is not None:
            if not self.final_left:
                self.score()
                return
            self.turn_seat = self.final_left.pop(0)
            return
        if self.turns >= self.strike_at:
            self.score()
            return
        self.turn_seat = (seat + 1) % self.seats

    def score(self) -> None:
        """The round's points: the caller rule, Geisterstunde first."""
        sums = [sum(r) for r in self.vals]
        ghost = next((s for s, r in enumerate(self.vals) if is_geisterstunde(r)), None)
        if ghost is not None:
            self.points = [0 if s == ghost else 50 for s in range(self.seats)]
            return
        points = list(sums)
        caller = self.caller
        if caller is not None:
            points[caller] = 0 if sums[caller] <= min(sums) else sums[caller] + self.penalty
        self.points = points

    def finish(self, rng: random.Random, limit: int = 400) -> None:
        """Play on until the round is scored."""
        steps = 0
        while self.points is None:
            self.play_turn(self.turn_seat, rng)
            steps += 1
            if steps > limit:
                self.score()


_COUNTS = tuple((v, 2 if v in (0, 13) else 4) for v in range(14))
