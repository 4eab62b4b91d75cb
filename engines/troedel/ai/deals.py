"""Where the cards a seat cannot see may lie, as a flow of cards into places,
and random deals that keep every part of it.

Every unseen card lies in another seat's hand, in another seat's Kiste or in
the attic, and a seat's view says a good deal about which:

* a hand holds no card of a suit its owner is marked void in; a seat that
  was marked void in a suit when this round's Tauschrunde swapped the hands
  holds at most one card of it, the one passed to it (none once he played
  one, none but the reader's card when the reader passed to him), so such a
  card takes the gate of the right neighbour's passed card;
* a Kiste holds only cards of its owner's *stock* (caught in open tricks);
* the attic holds, per tier, ``attic_counts`` cards of that tier that were
  never seen (so a whole tier lies there, a tier drawn out nowhere), the
  open top card with Dachboden offen among them;
* a hand holds at least ``hand - unknown`` cards of its owner's stock and at
  most ``unknown`` others (one more stock card after a Tauschrunde, when the
  card passed may have been a known one); those others are cards never seen
  or, after a Tauschrunde, at most one card of the right neighbour's stock
  (the one he passed);
* the reader's own Tauschrunde: the card he passed lies with his left
  neighbour unless it was played; of the card he received he knows whether
  it was a known one of his right neighbour, which fixes that hand's count.

Cards are grouped by what decides where they may go (whose stock or none,
suit, tier). A deal puts the cards one by one, in random order, into a place
drawn in proportion to the room left for it (a plain random deal where
nothing constrains it); where the random order runs into a dead end, an
augmenting path of the flow moves cards until every card has its place. A
deal therefore exists exactly when the constraints can be met, and the true
cards are one. Both Fälschungen look alike, so the public stock cannot
always tell whose one was played; if the strict constraints leave no deal,
the dealer lets a Fälschung lie in any hand or Kiste (``relaxed=1``), and
only if that fails too drops the hand counts of the stock (``relaxed=2``) --
never a void mark, the passed card, the attic's tiers or a Kiste's stock.
The true cards always fit ``relaxed=2``; ``relaxed=3`` is for positions set
up by hand, whose cards need not add up: places no card can fill stay
short, cards left over lie outside the world.

Among the deals that keep all this, :func:`deal` prefers those that fit the
others' plays this round (:mod:`.reading`): it draws ``CANDIDATES`` of them
and keeps one in proportion to its weight.
"""

from __future__ import annotations

import random
from collections import Counter, deque

from engines.troedel.ai.knowledge import unseen
from engines.troedel.ai.reading import Reading, read
from engines.troedel.cards import FAELSCHUNG, TIER_OF
from engines.troedel.view import TroedelView

_BIG = 1 << 20
#: The origin of a card that is in nobody's stock (never seen), and of a
#: Fälschung that may lie anywhere (the relaxed model).
POOL, ANY_F = -1, -2


class Dealer:
    """The places of one view's unseen cards; :meth:`deal` draws hands."""

    def __init__(self, view: TroedelView, *, relaxed: int = 0) -> None:
        me = view.reader
        assert me is not None, "a dealer deals for a seat"
        self.view = view
        self.me = me
        self.relaxed = relaxed
        self._looser: Dealer | None = None
        #: What the others' plays say, once read (:meth:`reading`).
        self._reading: Reading | None = None
        self._was_read = False
        self.n = view.seats
        self.others = [s for s in range(self.n) if s != me]
        rest = unseen(view)
        top = self._set_aside(rest)
        self._lay_out(top)
        self.groups = list(self._grouped(rest).items())
        kept = self._fit(rest)
        # each group's routes: the chain of nodes a card passes to its place
        self.routes: list[list[tuple[int, ...]]] = [
            self._routes(origin, suit, tier, cards[0] == FAELSCHUNG, kept)
            for (origin, suit, tier), cards in self.groups]
        self._choices = [len(r) for r in self.routes]
        self._units = [g for g, (_, cards) in enumerate(self.groups) for _ in cards]
        self._place_of = {node: s for s, node in self.hand_node.items()}

    def _set_aside(self, rest: Counter[int]) -> int | None:
        """Takes out of ``rest`` the cards whose place is known: the reader's
        passed card (``forced`` into his left neighbour's hand) and the
        attic's open top card, which is returned (None if there is none)."""
        view = self.view
        self.forced: list[list[int]] = [[] for _ in range(self.n)]
        # the reader's passed card, unless played (a Fälschung only when both
        # are unseen: otherwise the one seen may be the passed one)
        for c, seat in view.gave:
            if rest[c] and (c != FAELSCHUNG or rest[c] == 2):
                rest[c] -= 1
                self.forced[seat].append(c)
        top = view.attic_top
        if top is not None and rest[top]:
            rest[top] -= 1
            return top
        return None

    def _lay_out(self, top: int | None) -> None:
        """The flow's nodes and their capacities. Node 0 is the source, 1
        the sink, then the places (hands, Kisten, the attic's tiers) and the
        gates in front of them (S: a seat's own stock into his hand, Q: cards
        no stock names, X: the right neighbour's passed one, one Fälschung
        per attic tier) and ``spare`` for a made-up position's cards."""
        view, n, me, relaxed = self.view, self.n, self.me, self.relaxed
        top_tier = view.attic_top_stars
        swapped = bool(view.gave)
        self.nodes = 2
        hand = self.hand_node = {s: self._node() for s in self.others}
        kiste = self.kiste_node = {s: self._node() for s in self.others}
        attic = self.attic_node = {t: self._node() for t in range(1, 6)}
        own = self._own_gate = {s: self._node() for s in self.others}
        other = self._other_gate = {s: self._node() for s in self.others}
        passed = self._passed_gate = {s: self._node() for s in self.others}
        fgate = self._f_gate = {t: self._node() for t in (1, 3)}
        self._spare = self._node()
        cap = [0] * self.nodes  # each place or gate: the capacity of its one way on
        nxt = [1] * self.nodes
        for s in self.others:
            full, u, f = view.hand_counts[s], view.unknown[s], len(self.forced[s])
            # stock cards in the hand: full - u (one more after a Tauschrunde);
            # the rest (the forced passed card among them) at most u
            own_cap, other_cap = full - u + (1 if swapped else 0), u - f
            if swapped and (s + 1) % n == me:
                own_cap, other_cap = self._received(s, own_cap, other_cap)
            cap[hand[s]] = full - f
            cap[kiste[s]] = view.kiste_counts[s]
            free = relaxed >= 2
            cap[own[s]] = full if free else max(0, min(full - f, own_cap))
            cap[other[s]] = full if free else max(0, other_cap)
            nxt[own[s]] = nxt[other[s]] = hand[s]
            cap[passed[s]] = 1 if swapped and (s - 1) % n != me else 0
            nxt[passed[s]] = other[s]
        for t in range(1, 6):
            cap[attic[t]] = view.attic_counts[t - 1] - (1 if top is not None and top_tier == t
                                                         else 0)
        for t in (1, 3):
            cap[fgate[t]] = 0 if top == FAELSCHUNG and top_tier == t else 1
            nxt[fgate[t]] = attic[t]
        self.cap, self.next = cap, nxt

    def _grouped(self, rest: Counter[int]) -> dict[tuple[int, int, int], list[int]]:
        """The unseen cards grouped by origin (whose stock, ``POOL`` or
        ``ANY_F``), suit and tier (the tier only for the pool's cards)."""
        owner: dict[int, int] = {}
        f_listed: list[int] = []
        for s in self.others:
            for c in self.view.stock[s]:
                if c == FAELSCHUNG:
                    f_listed.append(s)
                else:
                    owner[c] = s
        groups: dict[tuple[int, int, int], list[int]] = {}
        for c, k in rest.items():
            if c == FAELSCHUNG:
                origins = ([ANY_F] * k if self.relaxed >= 1 else
                           (f_listed[:k] + [POOL] * max(0, k - len(f_listed))))
            else:
                origins = [owner.get(c, POOL)] * k
            for o in origins:
                suit = 5 if c >= 100 else c // 20
                tier = TIER_OF.get(c, 0) if o == POOL else 0
                groups.setdefault((o, suit, tier), []).append(c)
        return groups

    def _fit(self, rest: Counter[int]) -> set[int]:
        """Fits the places to the cards there are (``relaxed=3`` only) and
        returns the tiers whose attic room needs every one of their unseen
        cards (never drawn from): no hand may hold one of them."""
        cap, attic, fgate = self.cap, self.attic_node, self._f_gate
        supply = Counter[int]()
        stocked = Counter[int]()
        pool_f = 0
        for (o, _, tier), cards in self.groups:
            if o in (POOL, ANY_F) and cards[0] == FAELSCHUNG:
                pool_f += len(cards)
            elif o == POOL:
                supply[tier] += len(cards)
            else:
                stocked[o] += len(cards)
        # in a real game the places hold exactly the unseen cards; a position
        # set up by hand (tests) may have places no card can fill, or cards
        # left over: the last resort fills what it can, the rest lies outside
        for t in range(1, 6) if self.relaxed >= 3 else ():
            f_room = 1 if t in fgate and pool_f and cap[fgate[t]] else 0
            cap[attic[t]] = min(cap[attic[t]], supply[t] + f_room)
        for s in self.others if self.relaxed >= 3 else ():
            cap[self.kiste_node[s]] = min(cap[self.kiste_node[s]], stocked[s] + pool_f)
        places = (*self.hand_node.values(), *self.kiste_node.values(), *attic.values())
        room = sum(cap[x] for x in places)
        cap[self._spare] = max(0, sum(rest.values()) - room) if self.relaxed >= 3 else 0
        return {t for t in range(1, 6) if supply[t] and supply[t] + (
            1 if t in fgate and pool_f and cap[fgate[t]] else 0) <= cap[attic[t]]}

    def _routes(self, o: int, suit: int, tier: int, fake: bool,
                kept: set[int]) -> list[tuple[int, ...]]:
        """The routes of the group with origin ``o``, ``suit`` and ``tier``
        (``fake``: its cards are Fälschungen)."""
        hand, kiste, attic = self.hand_node, self.kiste_node, self.attic_node
        fgate = self._f_gate
        routes: list[tuple[int, ...]] = []
        fits = [s for s in self.others if suit == 5 or suit not in self.view.voids[s]]
        # void when the hands were swapped: only the card passed to him
        swap = {s for s in fits if self._swap_void(s, suit)}
        if o == ANY_F:
            routes += [(hand[s],) for s in fits]
            routes += [(kiste[s],) for s in self.others]
            routes += [(fgate[t], attic[t]) for t in (1, 3)]
        elif o == POOL:
            if tier not in kept:
                routes += [(self._other_gate[s], hand[s]) for s in fits if s not in swap]
                routes += [(self._passed_gate[s], self._other_gate[s], hand[s]) for s in swap
                           if self._may_get(s, suit)]
            if fake:
                routes += [(fgate[t], attic[t]) for t in (1, 3)]
            elif tier:
                routes.append((attic[tier],))
        else:
            routes.append((kiste[o],))
            if o in fits and o not in swap:
                routes.append((self._own_gate[o], hand[o]))
            left = (o + 1) % self.n
            if left in fits and (left not in swap or self._may_get(left, suit)):
                routes.append((self._passed_gate[left], self._other_gate[left], hand[left]))
        if self.cap[self._spare]:
            routes.append((self._spare,))
        return routes

    def _swap_void(self, s: int, suit: int) -> bool:
        """Whether seat ``s`` was marked void in ``suit`` when this round's
        Tauschrunde swapped the hands: he holds at most the one card passed
        to him (through the gate of the right neighbour's passed card)."""
        return suit != 5 and bool(self.view.swap_voids) and suit in self.view.swap_voids[s]

    def _may_get(self, s: int, suit: int) -> bool:
        """Whether the card passed to ``s`` may be of ``suit`` and still in his
        hand: he played none of his old voids since, and his right neighbour
        (who passed it) was not marked void in ``suit`` himself."""
        right = (s - 1) % self.n
        return bool(self.view.swap_held[s]) and suit not in self.view.swap_voids[right]

    def reading(self) -> Reading | None:
        """What the others' plays say (:mod:`.reading`), read once; None
        without any or with ``CANDIDATES`` 1."""
        if CANDIDATES <= 1:
            return None
        if not self._was_read:
            self._reading, self._was_read = read(self.view), True
        return self._reading

    def looser(self) -> Dealer:
        """The next more relaxed dealer for this view (built once)."""
        if self._looser is None:
            if self.relaxed >= 3:  # the true cards always fit relaxed=2
                raise RuntimeError("no deal fits the view")
            self._looser = Dealer(self.view, relaxed=self.relaxed + 1)
        return self._looser

    def _node(self) -> int:
        self.nodes += 1
        return self.nodes - 1

    def _received(self, s: int, own_cap: int, other_cap: int) -> tuple[int, int]:
        """The reader's right neighbour ``s`` passed him a card: while the
        reader holds it he knows whether it was one of ``s``'s known cards
        (then ``s`` holds exactly ``hand - unknown`` of his stock) or not
        (then one more)."""
        view = self.view
        for c, frm in view.received:
            if frm == s and c != FAELSCHUNG and c in view.hand:
                if c in view.stock[s]:
                    return own_cap - 1, other_cap
                return own_cap, other_cap - 1
        return own_cap, other_cap

    def deal(self, rng: random.Random) -> list[list[int]] | None:
        """Every seat's hand in one random deal (the reader's as it is), or
        ``None`` when the constraints leave no deal."""
        units = list(self._units)
        rng.shuffle(units)
        # cards with fewest places first: fewer dead ends to repair
        units.sort(key=self._choices.__getitem__)
        rem = list(self.cap)
        flow: list[list[int]] = [[0] * k for k in self._choices]
        stuck: list[int] = []
        rand = rng.random
        for g in units:
            routes = self.routes[g]
            # a route's room: the least room left on its way (most are one node)
            weights = [rem[r[0]] if len(r) == 1 else min([rem[x] for x in r]) for r in routes]
            total = sum(weights)
            if total <= 0:
                stuck.append(g)
                continue
            pick = rand() * total
            i = 0
            while pick >= weights[i]:
                pick -= weights[i]
                i += 1
            for x in routes[i]:
                rem[x] -= 1
            flow[g][i] += 1
        if stuck:
            counted = [Counter({i: k for i, k in enumerate(f) if k}) for f in flow]
            if not self._repair(counted, stuck, rng):
                return None
            flow = [[c[i] for i in range(len(f))] for c, f in zip(counted, flow, strict=True)]
        hands: list[list[int]] = [[] for _ in range(self.n)]
        hands[self.me] = list(self.view.hand)
        for s in self.others:
            hands[s].extend(self.forced[s])
        place_of = self._place_of
        for g, (_, cards) in enumerate(self.groups):
            cards = list(cards)
            rng.shuffle(cards)
            at = 0
            for i, k in enumerate(flow[g]):
                if k <= 0:
                    continue
                seat = place_of.get(self.routes[g][i][-1])
                if seat is not None:
                    hands[seat].extend(cards[at:at + k])
                at += k
        return hands

    def _repair(self, flow: list[Counter[int]], stuck: list[int], rng: random.Random) -> bool:
        """Augmenting paths from the stuck cards' groups to free room, through
        the residual flow (cards moved between places): True if all fit.
        The search looks at its ways in random order, so no group of cards
        is always the one moved."""
        ng = len(self.groups)
        base = self.nodes
        # residual capacities: group -> first node of a route, node -> next
        used = [0] * self.nodes
        for g in range(ng):
            for i, k in flow[g].items():
                for x in self.routes[g][i]:
                    used[x] += k
        first: dict[tuple[int, int], int] = {}
        back: dict[int, list[tuple[int, int]]] = {}
        for g in range(ng):
            for i, r in enumerate(self.routes[g]):
                first[(g, r[0])] = i
                back.setdefault(r[0], []).append((g, i))
        into: dict[int, list[int]] = {}
        for x in range(2, self.nodes):
            if self.next[x] != 1:
                into.setdefault(self.next[x], []).append(x)
        for g in stuck:
            # BFS over: group nodes (base + g) and place/gate nodes
            prev: dict[int, tuple[int, str]] = {base + g: (-1, "")}
            queue = deque([base + g])
            end = -1
            while queue and end < 0:
                u = queue.popleft()
                if u >= base:  # a group: forward into any route's first node
                    gg = u - base
                    for r in rng.sample(self.routes[gg], len(self.routes[gg])):
                        v = r[0]
                        if v not in prev:
                            prev[v] = (u, "f")
                            queue.append(v)
                    continue
                # a node: forward to its next if room, to the sink if a place
                v = self.next[u]
                if used[u] < self.cap[u]:
                    if v == 1:
                        end = u
                        break
                    if v not in prev:
                        prev[v] = (u, "n")
                        queue.append(v)
                # backward: cards that came in here may go elsewhere
                for w in into.get(u, ()):
                    if used[w] > 0 and w not in prev:
                        prev[w] = (u, "b")
                        queue.append(w)
                feeders = back.get(u, [])
                for gg, i in rng.sample(feeders, len(feeders)):
                    if flow[gg][i] > 0 and base + gg not in prev:
                        prev[base + gg] = (u, "r")
                        queue.append(base + gg)
            if end < 0:
                return False
            # walk back, turning the path into flow changes per group route
            used[end] += 1
            v = end
            while True:
                u, how = prev[v]
                if u < 0:
                    break
                if how == "f":      # group u sends one more card into v
                    gg = u - base
                    flow[gg][first[(gg, v)]] += 1
                elif how == "n":    # one card more on u's way on (into v)
                    used[u] += 1
                elif how == "b":    # one card less on v's way on (into u)
                    used[v] -= 1
                else:               # group v sends one card less into u
                    gg = v - base
                    flow[gg][first[(gg, u)]] -= 1
                v = u
        return True


def sample_hands(view: TroedelView, rng: random.Random) -> list[list[int]]:
    """Every seat's hand in one deal consistent with ``view`` (the reader's
    own as it is); see :class:`Dealer`."""
    return deal(view, rng)


#: Candidate deals drawn for each deal, one kept with a chance in proportion
#: to how well it fits the others' plays this round (:mod:`.reading`); 1
#: deals every consistent deal alike.
CANDIDATES = 4


def deal(view: TroedelView, rng: random.Random, dealer: Dealer | None = None) -> list[list[int]]:
    """A deal from ``dealer`` (built from ``view`` if missing): with
    ``CANDIDATES`` > 1 and plays to read, one of that many drawn, by weight
    (sampling-importance-resampling towards deals that fit the plays)."""
    d = dealer or Dealer(view)
    reading = d.reading()
    if reading is None:
        return _drawn(d, rng)
    hands = [_drawn(d, rng) for _ in range(CANDIDATES)]
    weights = [reading.weight(h) for h in hands]
    return rng.choices(hands, weights)[0]


def _drawn(d: Dealer, rng: random.Random) -> list[list[int]]:
    """One deal from ``d``, relaxed step by step while the constraints
    leave none (see :class:`Dealer`)."""
    while True:
        hands = d.deal(rng)
        if hands is not None:
            return hands
        d = d.looser()
