"""Deals consistent with a view: the strong computer's possible worlds.

The hidden part of a world is the other players' hands. Each is sampled from
what the reader knows: cards seen on Ladentische or in the trick are out, his
own hand and Kiste are his; another player's hand holds ``hand - unknown``
cards of his known stock (his Kiste came from open tricks) and ``unknown``
cards from the pool nobody can name (start cards in round 1, attic cards
drawn since: whole tiers drawn, a random part of the top tier); a card the
reader passed in the Tauschrunde is in his left neighbour's hand; nobody
holds a suit he is marked void in. The world plays to the round's end only
(its last round is this one).
"""

from __future__ import annotations

import random
from collections import Counter

from engines.troedel.ai.knowledge import universe, unseen
from engines.troedel.cards import FAELSCHUNG, HEUTE, TIER_OF
from engines.troedel.state import NAME, PASS, PICK, PLAY, State
from engines.troedel.tricks import winner, zero_plan
from engines.troedel.view import TroedelView


def _pool(view: TroedelView, rng: random.Random) -> tuple[Counter[int], list[Counter[int]]]:
    """(cards nobody can name that are in some hand, each other seat's known stock)."""
    rest = unseen(view)
    me = view.reader
    stocks: list[Counter[int]] = []
    for s in range(view.seats):
        known = Counter(view.stock[s]) & rest if s != me else Counter()
        stocks.append(known)
        rest.subtract(known)
    rest = +rest
    # the attic keeps attic_counts[t] of its tier-t cards; the rest were drawn
    by_tier: dict[int, list[int]] = {t: [] for t in range(1, 6)}
    free: list[int] = []
    faelschungen = rest[FAELSCHUNG]
    for c, k in rest.items():
        if c == FAELSCHUNG:
            continue
        tier = TIER_OF.get(c)
        (by_tier[tier] if tier else free).extend([c] * k)
    for _ in range(faelschungen):
        # a Fälschung of tier 1 or 3: where the attic still needs one
        need1 = view.attic_counts[0] - len(by_tier[1])
        by_tier[1 if need1 > 0 or view.attic_counts[2] <= len(by_tier[3]) else 3].append(
            FAELSCHUNG)
    out: Counter[int] = Counter(free)
    for t in range(1, 6):
        cards = by_tier[t]
        rng.shuffle(cards)
        out.update(cards[view.attic_counts[t - 1]:])
    return out, stocks


#: Tries to deal the unnamed cards so that every void mark holds.
TRIES = 4


def _fits(seat_voids: tuple[int, ...], c: int) -> bool:
    return c >= 100 or c // 20 not in seat_voids


def sample_hands(view: TroedelView, rng: random.Random) -> list[list[int]]:
    """Every seat's hand in one world consistent with ``view`` (the reader's own as it is)."""
    me = view.reader
    assert me is not None
    n = view.seats
    out, stocks = _pool(view, rng)
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[me] = list(view.hand)
    need = [0 if s == me else view.hand_counts[s] for s in range(n)]
    # the card the reader passed lies with his left neighbour, unless played
    for c, to in view.gave:
        if need[to] and out[c] > 0:
            out[c] -= 1
            hands[to].append(c)
            need[to] -= 1
    for s in range(n):
        if s == me or not need[s]:
            continue
        fitting = [c for c in stocks[s].elements() if _fits(view.voids[s], c)]
        rng.shuffle(fitting)
        k = max(0, min(need[s] - view.unknown[s], len(fitting)))
        hands[s].extend(fitting[:k])
        need[s] -= k
    pool = list(out.elements())
    # the seats with most void marks choose first, each among what fits it;
    # a few tries, then whatever is left fills the gaps
    order = sorted((s for s in range(n) if need[s]), key=lambda s: -len(view.voids[s]))
    for _ in range(TRIES):
        rng.shuffle(pool)
        rest = list(pool)
        got: dict[int, list[int]] = {}
        for s in order:
            fitting = [i for i, c in enumerate(rest) if _fits(view.voids[s], c)]
            take = set(fitting[:need[s]])
            got[s] = [rest[i] for i in sorted(take)]
            rest = [c for i, c in enumerate(rest) if i not in take]
        if all(len(got[s]) == need[s] for s in order):
            break
    for s in order:
        hands[s].extend(got[s])
        need[s] -= len(got[s])
    # what the noise of the Tauschrunde left short: fill from anything unseen
    spare = rest + [c for s in range(n) if s != me for c in stocks[s].elements()
                    if c not in hands[s]]
    for s in range(n):
        while need[s] and spare:
            hands[s].append(spare.pop())
            need[s] -= 1
    if any(need):
        # the reader's knowledge cannot fill every hand (rare): take any card
        # of the game nobody holds in this world, so every hand has its count
        held: Counter[int] = Counter(c for h in hands for c in h)
        free = list((universe(view) - held).elements())
        rng.shuffle(free)
        for s in range(n):
            while need[s] and free:
                hands[s].append(free.pop())
                need[s] -= 1
    return hands


def world(view: TroedelView, rng: random.Random) -> State:
    """A full state consistent with ``view`` that ends with this round."""
    st = State(view.seats, 0, view.options, deal=False)
    st.rng = random.Random(rng.getrandbits(32))
    st.round = view.round
    st.rounds = view.round  # the world ends at the round's end
    st.quick = True
    st.hands = sample_hands(view, rng)
    st.tables = [list(x) for x in view.ladentisch]
    st.points = list(view.points)
    st.penalties = list(view.penalties)
    st.trick = list(view.trick)
    st.leader, st.trick_no = view.leader, view.trick_no
    st.heute, st.heute_seat, st.ramsch = view.heute, view.heute_seat, view.ramsch
    st.voids = [sum(1 << s for s in v) for v in view.voids]
    st.phase = view.phase
    if view.phase == PLAY:
        assert view.turn is not None
        st.turn = view.turn
    elif view.phase in (PICK, PASS, NAME):
        st.won_by, st.by_heute = winner(st.trick, heute=st.heute, heute_seat=st.heute_seat,
                                        ramsch=st.ramsch)
        _, st.posten, st.snapper = zero_plan(st.trick)
        if view.phase == PICK:
            st.queue = list(view.pick_queue)
            st.receivers = list(view.receivers)
            st.left = [i for i, r in enumerate(view.receivers) if r < 0]
        else:
            assert view.next_leader is not None
            st.next_leader, st.next_ramsch = view.next_leader, view.next_ramsch
            played = [c for _, c in st.trick]
            st.next_heute_seat = st.trick[played.index(HEUTE)][0] if HEUTE in played else None
            st.passes = {}
    return st
