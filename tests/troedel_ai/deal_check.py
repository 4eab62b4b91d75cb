"""An oracle for sampled deals, written apart from the sampler: everything a
seat's view says about where the cards it cannot see may lie.

``problems(view, hands)`` lists every way ``hands`` (one hand per seat, the
reader's own included) contradicts ``view``; an empty list means the deal is
a world the reader cannot rule out. The true hands of a game never have a
problem (tests check the oracle against them first).
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from engines.troedel.ai.knowledge import full_tiers, unseen
from engines.troedel.cards import FAELSCHUNG, TIER_OF
from engines.troedel.view import TroedelView


def problems(view: TroedelView, hands: list[list[int]]) -> list[str]:
    """What in ``hands`` contradicts ``view`` (see the module docstring)."""
    me = view.reader
    assert me is not None
    n = view.seats
    out: list[str] = []
    if [len(h) for h in hands] != list(view.hand_counts):
        out.append(f"hand sizes {[len(h) for h in hands]} != {list(view.hand_counts)}")
    if sorted(hands[me]) != sorted(view.hand):
        out.append("the reader's own hand changed")
    pool = unseen(view)
    placed: Counter[int] = Counter(c for s in range(n) if s != me for c in hands[s])
    if placed - pool:
        out.append(f"cards dealt that the reader has seen: {sorted((placed - pool).elements())}")
        return out
    # void marks
    for s in range(n):
        if s == me:
            continue
        bad = [c for c in hands[s] if c < 100 and c // 20 in view.voids[s]]
        if bad:
            out.append(f"seat {s} is void in {view.voids[s]} but holds {bad}")
    # the reader's own Tauschrunde: the card he passed is with his left
    # neighbour unless it was played (a Fälschung only when both are unseen)
    for c, to in view.gave:
        if pool[c] and (c != FAELSCHUNG or pool[c] == 2) and c not in hands[to]:
            out.append(f"the passed card {c} is not in seat {to}'s hand")
    # Dachboden offen: the top card lies in the attic
    top = view.attic_top
    if top is not None and placed[top] > pool[top] - 1:
        out.append(f"the open attic card {top} was dealt")
    # whole attic tiers lie in the attic
    whole = full_tiers(view)
    for c in placed:
        if TIER_OF.get(c) in whole:
            out.append(f"card {c} of an undrawn tier was dealt")
    # what everyone knows of each hand: at least hand - unknown cards of its
    # stock; other cards are of no stock, or (after a Tauschrunde) at most one
    # of the right neighbour's stock
    swapped = bool(view.gave)
    stocks = [Counter(view.stock[s]) for s in range(n)]
    for s in range(n):
        if s == me:
            continue
        hand = Counter(hands[s])
        own = hand & stocks[s]
        own[FAELSCHUNG] = hand[FAELSCHUNG]  # both alike: it may be his known one
        if sum(own.values()) < view.hand_counts[s] - view.unknown[s]:
            out.append(f"seat {s} holds {sum(own.values())} of its stock, "
                       f"fewer than {view.hand_counts[s] - view.unknown[s]}")
        rest = hand - own
        rest[FAELSCHUNG] = 0  # both Fälschungen look alike: one may be a drawn one
        for o in range(n):
            if o == s:
                continue
            k = sum((rest & stocks[o]).values())
            allowed = 1 if swapped and o == (s - 1) % n else 0
            if k > allowed:
                out.append(f"seat {s} holds {k} cards of seat {o}'s stock")
    out += _swap_problems(view, hands, stocks)
    # the cards dealt to nobody must fill the other Kisten and the attic exactly
    out += _rest_fits(view, pool - placed, stocks)
    return out


def _swap_problems(view: TroedelView, hands: list[list[int]],
                   stocks: list[Counter[int]]) -> list[str]:
    """A seat marked void in a suit when the Tauschrunde swapped the hands
    got at most one card of it since: the one its right neighbour passed.
    So it holds at most one such card (none once it played one, none but
    the reader's own card when the reader passed to it), and that card is
    the passed one: no second card of the right neighbour's stock beside it."""
    me = view.reader
    n = view.seats
    out: list[str] = []
    for s, suits in enumerate(view.swap_voids):
        if s == me or not suits:
            continue
        right = (s - 1) % n
        held = {c for c in hands[s] if c < 100 and c // 20 in suits}
        if right == me:
            allowed = {c for c, to in view.gave if to == s}
            if held - allowed:
                out.append(f"seat {s} got only {sorted(allowed)} but holds {sorted(held)} "
                           f"of its old voids {suits}")
            continue
        if {c // 20 for c in held} & set(view.swap_voids[right]):
            out.append(f"seat {s} holds {sorted(held)}, a suit its right neighbour "
                       f"could not pass (void in {view.swap_voids[right]})")
        if len(held) > view.swap_held[s]:
            out.append(f"seat {s} holds {sorted(held)} of its old voids {suits}, "
                       f"at most {view.swap_held[s]}")
        passed = held | {c for c in hands[s] if c != FAELSCHUNG and stocks[right][c]}
        if len(passed) > 1:
            out.append(f"seat {s} holds {sorted(passed)}, but only one card was passed to it")
    return out


def _rest_fits(view: TroedelView, rest: Counter[int], stocks: list[Counter[int]]) -> list[str]:
    me = view.reader
    n = view.seats
    kiste = [0] * n
    tier = [0] * 6
    out: list[str] = []
    for c, k in rest.items():
        if c == FAELSCHUNG:
            continue
        owner = [s for s in range(n) if stocks[s][c]]
        if owner and owner[0] != me:
            kiste[owner[0]] += k
        elif owner or c not in TIER_OF:
            out.append(f"card {c} is dealt to nobody but can lie nowhere else")
        else:
            tier[TIER_OF[c]] += k
    # the Fälschungen left over: each into a Kiste (both look alike, so the
    # public stock cannot always tell whose one was played), or the attic's
    # tier 1 or 3 (one each)
    places = [("k", s) for s in range(n) if s != me] + [("t", 1), ("t", 3)]
    ok = False
    for choice in product(places, repeat=rest[FAELSCHUNG]):
        k2, t2 = list(kiste), list(tier)
        for where, i in choice:
            (k2 if where == "k" else t2)[i] += 1
        if sum(1 for w, i in choice if w == "t" and i == 1) > 1 or sum(
                1 for w, i in choice if w == "t" and i == 3) > 1:
            continue
        if all(k2[s] == view.kiste_counts[s] for s in range(n) if s != me) and all(
                t2[i + 1] == view.attic_counts[i] for i in range(5)):
            ok = True
            break
    if not ok:
        out.append(f"the rest does not fill the Kisten {kiste} / attic {tier[1:]} "
                   f"(want {list(view.kiste_counts)} / {list(view.attic_counts)})")
    return out
