"""Normal: counts cards, tracks voids, and leads safe tricks.

It knows every card seen (Ladentische, the trick, its hand and Kiste) and
the attic tiers still whole, so it knows which higher cards may still be out;
a card is safe when nothing out can beat it and nobody marked void in its
suit could trump. It leads a safe card, wins a trick as cheaply as it can
when it plays last, in the middle of a trick plays the card likeliest to
win it, dumps a Fälschung on a trick it will not win, lets its
zeros pick the best card, passes its weakest card and names the suit it is
strongest in.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from engines.core import Decision
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.ai.knowledge import catch_value, hold_value, maybe_out
from engines.troedel.cards import FAELSCHUNG, POSTEN, SMARAGD, SUITS, is_zero
from engines.troedel.tricks import follow_suit, playable, winner
from engines.troedel.view import TroedelView

#: The win chance from which on Normal leads a card (else it leads low) and
#: plays a winning card in the middle of a trick. It contests every trick
#: worth having with its likeliest winner: against three Leicht 58.8 % first
#: places instead of 53.9 % with 0.4 (600 games, paired; decks 20000-20149),
#: 0.12 gave 58.0 %, 0.6 gave 48.4 % (docs/benchmarks-history/2026-diary.md).
LEAD_CHANCE, FOLLOW_CHANCE = 0.45, 0.0


def _ahead(view: TroedelView, trick: list[tuple[int, int]]) -> int:
    return winner(trick, heute=view.heute, heute_seat=view.heute_seat, ramsch=view.ramsch)[0]


def _taker(view: TroedelView, mine: list[tuple[int, int]]) -> Callable[[int, int], bool]:
    """For a trick ``mine`` the reader leads: whether card ``o`` laid next by
    seat ``s`` takes the lead from him (the answer of :func:`winner`, without
    building a trick per card: Normal asks this for every card out)."""
    ramsch = view.ramsch
    trumps = [(c % 20, s) for s, c in mine if c < 100 and c // 20 == SMARAGD]
    if trumps:
        top = min(trumps) if ramsch else max(trumps)

        def over_trump(o: int, s: int) -> bool:
            if o >= 100 or o // 20 != SMARAGD:
                return False
            return (o % 20, s) < top if ramsch else (o % 20, s) > top
        return over_trump
    follow = follow_suit(mine, view.heute)
    if follow is None:
        # only special cards lie (the reader led one): a colour card sets the suit
        return lambda o, s: o < 100
    cands = [(c % 20, s) for s, c in mine if c < 100 and c // 20 == follow]
    if not cands:
        # Heute gefragt and nobody followed: the reader holds it as the asker
        return lambda o, s: o < 100 and (o // 20 == SMARAGD or o // 20 == follow)
    best = min(cands) if ramsch else max(cands)

    def over(o: int, s: int) -> bool:
        if o >= 100:
            return False
        suit = o // 20
        if suit == SMARAGD:
            return True
        if suit != follow:
            return False
        return (o % 20, s) < best if ramsch else (o % 20, s) > best
    return over


def is_safe(view: TroedelView, c: int, out: Counter[int], trick: list[tuple[int, int]]) -> bool:
    """Whether ``c`` laid now wins against every card still possibly out
    (players after the reader may still play any of them)."""
    me = view.reader
    assert me is not None
    after = view.seats - len(trick) - 1
    mine = [*trick, (me, c)]
    if _ahead(view, mine) != me:
        return False
    if after == 0:
        return True
    others = [s for s in range(view.seats) if s != me and s not in {p for p, _ in trick}]
    takes = _taker(view, mine)
    first = others[0]
    for o in out:
        if o >= 100 or not takes(o, first):
            continue
        # a Smaragd out only hurts if someone after is known void in our suit
        if o // 20 == SMARAGD and c < 100 and c // 20 != SMARAGD and not any(
                c // 20 in view.voids[s] for s in others):
            continue
        return False
    return True


def win_chance(view: TroedelView, c: int, out: Counter[int],
               trick: list[tuple[int, int]]) -> float:
    """A rough chance that ``c`` laid now wins the trick: each later player
    holds none of the out cards that beat it (a Smaragd only counts fully
    against a player marked void in the suit)."""
    me = view.reader
    assert me is not None
    mine = [*trick, (me, c)]
    if _ahead(view, mine) != me:
        return 0.0
    played = {p for p, _ in mine}
    later = [s for s in range(view.seats) if s not in played]
    total = max(1, sum(out.values()))
    takes = _taker(view, mine)
    colour = c < 100 and c // 20 != SMARAGD
    chance = 1.0
    for s in later:
        weight = 0.0
        void = colour and c // 20 in view.voids[s]
        for o, k in out.items():
            if o >= 100 or not takes(o, s):
                continue
            trump = colour and o // 20 == SMARAGD
            weight += k * (1.0 if not trump or void else 0.3)
        chance *= (1 - min(1.0, weight / total)) ** max(1, view.hand_counts[s])
    return chance


def trick_gain(view: TroedelView, trick: list[tuple[int, int]]) -> float:
    """What winning this (possibly unfinished) trick is worth to its winner."""
    ohne = view.options.faelschung_ohne_strafe
    cards = [c for _, c in trick]
    gain = sum(catch_value(c, ohne) for c in cards)
    missing = view.seats - len(trick)
    return gain + missing * 1.0


def _cheapest(cards: list[int]) -> int:
    return min(cards, key=lambda c: (hold_value(c), c))


def choose_play(view: TroedelView, rng: random.Random) -> int:
    """The card to lay."""
    me = view.reader
    assert me is not None
    legal = sorted(set(playable(view.hand, view.follow)))
    if len(legal) == 1:
        return legal[0]
    if POSTEN in legal:
        return POSTEN
    out = maybe_out(view)
    trick = list(view.trick)
    winners = [c for c in legal if _ahead(view, [*trick, (me, c)]) == me]
    safe = [c for c in winners if is_safe(view, c, out, trick)]
    if not trick:
        if safe:
            return max(safe, key=lambda c: (c // 20 == SMARAGD, hold_value(c)))
        chances = {c: win_chance(view, c, out, trick) for c in legal if c < 100}
        if chances and max(chances.values()) >= LEAD_CHANCE:
            return max(chances, key=lambda c: (chances[c], -hold_value(c)))
        colours = [c for c in legal if c < 100 and c // 20 != SMARAGD]
        if FAELSCHUNG in legal and not view.options.faelschung_ohne_strafe:
            return FAELSCHUNG
        if colours:
            length = Counter(c // 20 for c in colours)
            return min(colours, key=lambda c: (-length[c // 20], c % 20))
        return _cheapest(legal)
    last = len(trick) == view.seats - 1
    worth = trick_gain(view, trick) > 0.5
    if winners and worth and (last or safe):
        pool = safe if safe and not last else winners
        return _cheapest(pool)
    if winners and worth:
        chances = {c: win_chance(view, c, out, trick) for c in winners}
        best = max(chances, key=lambda c: (chances[c], -hold_value(c)))
        if chances[best] >= FOLLOW_CHANCE:
            return best
    # not winning: dump a Fälschung on the winner, or let a zero pick
    if FAELSCHUNG in legal and not view.options.faelschung_ohne_strafe:
        return FAELSCHUNG
    zeros = [c for c in legal if is_zero(c)]
    if zeros:
        return zeros[0]
    losers = [c for c in legal if c not in winners] or legal
    return _cheapest(losers)


def choose_pick(view: TroedelView) -> int:
    """A zero's pick: the card worth most to catch."""
    ohne = view.options.faelschung_ohne_strafe
    return max(view.pick_cards, key=lambda c: (catch_value(c, ohne), c))


def choose_pass(view: TroedelView) -> int:
    """Tauschrunde: the card worth least to hold."""
    return min(view.hand, key=lambda c: (hold_value(c), c))


def choose_suit(view: TroedelView) -> int:
    """Heute gefragt: the suit the reader is strongest in, where others are void."""
    me = view.reader
    assert me is not None
    out = maybe_out(view)

    def score(suit: int) -> float:
        mine = [c % 20 for c in view.hand if c < 100 and c // 20 == suit]
        theirs = [c % 20 for c in out if c < 100 and c // 20 == suit]
        top = bool(mine) and (not theirs or max(mine) > max(theirs))
        voids = sum(1 for s in range(view.seats) if s != me and suit in view.voids[s])
        return len(mine) + 2.5 * top + 0.8 * voids + (0.5 if suit == SMARAGD and top else 0)

    return max(SUITS, key=lambda s: (score(s), -s))


def decide_normal(view: TroedelView, decision: Decision, rng: random.Random) -> Any:
    """Normal's action for ``decision``."""
    me = view.reader
    assert me is not None
    kind = decision.kind
    if kind == "play":
        return PlayCard(me, choose_play(view, rng))
    if kind == "pick":
        return PickCard(me, choose_pick(view))
    if kind == "pass":
        return PassCard(me, choose_pass(view))
    return NameSuit(me, choose_suit(view))
