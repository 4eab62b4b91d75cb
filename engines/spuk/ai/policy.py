"""The computers' decisions: estimates of every card, then the best step.

Every card in the rows gets an estimate from the computer's own knowledge:
its remembered value, else the mean of the cards it cannot account for (52
minus the Ablage, what it remembers and its drawn card). Stark also reads
what the others did: a card a player swapped in from the deck and kept is
probably low, a dealt card its owner looked at and kept is lower than
average.

The turn: take the Ablage card when swapping it in gains more than drawing
is worth on average; a drawn card is swapped in where it gains most (a group
of remembered equal cards counts all of them), else discarded for its
action. "Mitternacht!" when the estimated own sum is below the threshold
(:func:`call_threshold`: higher with more cards, rising with the round's
length, lower for Stark with four players); Stark also needs a chance of
at least ``call_margin`` that its sum is the lowest (:func:`lowest_chance`,
every unknown card spread around its estimate). Stark's estimates of the
others' cards use what they did: how long they kept a card they had looked
at (:data:`KEPT_DEALT`, :data:`KEPT_DRAWN`), the cards they drew and laid
away since (a card they knew is probably not higher), and how high their
cards were at this game's earlier scorings.

Stark searches where the rules of thumb are close (``Profile.play_search``):
taking the Ablage card or drawing, where to swap a card in or whether to
lay it away for its action are compared by playing the round on over
deals guessed from its knowledge (:mod:`.search`); the best-looking plays
(:func:`play_candidates`) are the candidates. A search of the call itself
(``Profile.search``) and of a Poltergeist swap against "Verzichten"
(``Profile.polter_search``) exist but are off: measured, they did no
better than the rules of thumb.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from engines.core import Decision
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
from engines.spuk.cards import ACTIONS, COUNTS, KERZE, KUGEL, POLTER
from engines.spuk.knowledge import FROM_DECK
from engines.spuk.view import SpukView

from .endgame import fallback_play
from .memory import PROFILES, Profile, remembered
from .search import call_gain, play_gains

#: What looking at an unknown own card is worth (points saved later, on average).
KERZE_VALUE = 1.6
#: Looking at another player's unknown card.
KUGEL_VALUE = 0.6
#: A swap of an unknown own card is a look at the new card too.
NEW_KNOWLEDGE = 0.4


#: The mean value of a card its owner has looked at and kept for 0, 1, ... 5+
#: of his turns: dealt cards, and cards he drew and swapped in. Measured
#: over 30 games of four Normal computers (cards nobody else has seen).
KEPT_DEALT = (6.2, 4.5, 3.9, 3.6, 3.3, 3.1)
KEPT_DRAWN = (4.6, 3.7, 3.5, 3.2, 2.9, 2.7)
#: The mean card at a scoring of four Normal computers; a player whose cards
#: end higher keeps higher cards (Stark scales its guesses by the ratio,
#: between HABIT_MIN and HABIT_MAX, trusting it more with every round).
END_CARD_MEAN = 3.0
HABIT_MIN, HABIT_MAX, HABIT_PRIOR = 0.85, 1.5, 2.0
#: Another player whose estimated sum is this low (per card, plus per own
#: turn) may call any moment: Stark then calls with THREAT_RISK less certainty.
THREAT_PER_CARD, THREAT_PER_TURN, THREAT_RISK = 2.3, 0.25, 0.1
#: A card laid away for its action says less: the owner may have wanted the action.
ACTION_SLACK = 2.0
#: Stark's Poltergeist counts this share of the other player's loss (he
#: gets the high card) as its own gain: the game is won against the others.
POLTER_HURT = 0.5
#: The spread (standard deviation) of an unknown card, and of an inferred one.
SPREAD_UNKNOWN = 3.8
SPREAD_INFERRED = 2.6


@dataclass(slots=True)
class Estimates:
    """The computer's picture of the table: per seat a list of
    (estimate, known) for every card of the row, and the unknown mean."""

    rows: list[list[tuple[float, bool]]]
    mean: float
    pool: Counter[int]
    known: dict[int, int]
    infers: bool = False
    #: what a look at an unknown own card, another's card, and a swap of an
    #: unknown own card are worth now (nothing in the last turn after a call)
    kerze: float = KERZE_VALUE
    kugel: float = KUGEL_VALUE
    new_knowledge: float = NEW_KNOWLEDGE


def call_threshold(profile: Profile, cards: int, own_turns: int, seats: int) -> float:
    """The estimated sum at which a computer calls "Mitternacht!": higher
    with more cards, rising as the round goes on; Stark is more careful
    with four players.

    >>> p = PROFILES["stark"]
    >>> call_threshold(p, 6, 3, 3) > call_threshold(p, 4, 3, 3)
    True
    >>> call_threshold(p, 4, 3, 4) < call_threshold(p, 4, 3, 3)
    True
    """
    threshold = profile.call_per_card * cards + profile.call_per_turn * own_turns
    if profile.infers and seats == 4:
        threshold -= 1.5
    return threshold


def estimate(view: SpukView, profile: Profile, seen: dict[int, int] | None = None) -> Estimates:
    """Estimates of every card in the rows from the reader's knowledge
    (``seen``: the values its seat was shown, :func:`.memory.notes`)."""
    known = remembered(view, profile, seen)
    pool: Counter[int] = Counter(COUNTS)
    pool.subtract(view.ablage)
    pool.subtract(known.values())
    if view.held is not None:
        pool[view.held] -= 1
    total = sum(max(0, c) for c in pool.values())
    mean = (sum(v * max(0, c) for v, c in pool.items()) / total) if total else 6.5
    rows: list[list[tuple[float, bool]]] = []
    scale = mean / 6.5
    caps = _discard_caps(view) if profile.infers else [{} for _ in range(view.seats)]
    habits = _habits(view) if profile.infers else [1.0] * view.seats
    for row in view.rows:
        out = []
        for card in row.cards:
            if card.uid in known:
                out.append((float(known[card.uid]), True))
                continue
            guess = mean
            if profile.infers and row.seat != view.reader:
                owner_eye = card.eye(row.seat)
                if owner_eye is not None:
                    # kept by its owner for so many of his turns since his look
                    kept = min(owner_eye // view.seats, len(KEPT_DEALT) - 1)
                    table = KEPT_DRAWN if card.origin == FROM_DECK else KEPT_DEALT
                    guess = table[kept] * scale * habits[row.seat]
                    # he drew a card and laid it away rather than swap this one
                    cap = caps[row.seat].get(view.turns - owner_eye)
                    if cap is not None:
                        guess = min(guess, _mean_below(pool, cap))
            out.append((guess, False))
        rows.append(out)
    last = view.caller is not None
    return Estimates(rows, mean, pool, known, profile.infers,
                     0.0 if last else profile.kerze_value, 0.0 if last else KUGEL_VALUE,
                     0.0 if last else profile.new_knowledge)


def _discard_caps(view: SpukView) -> list[dict[int, float]]:
    """Per seat: for each moment a card may have been seen (turns before
    the look), the lowest value he later drew and laid away: a card he knew
    then is probably not higher (slack for an action he wanted)."""
    out: list[dict[int, float]] = [{} for _ in range(view.seats)]
    for row in view.rows:
        seat = row.seat
        for card in row.cards:
            eye = card.eye(seat)
            if eye is None:
                continue
            at = view.turns - eye
            caps = [value + (ACTION_SLACK if value in ACTIONS else 0.0)
                    for turn, who, value in view.discards if who == seat and turn >= at]
            if caps:
                out[seat][at] = min(caps)
    return out


def _habits(view: SpukView) -> list[float]:
    """Per seat: how high his cards were at the scorings of this game so far,
    against a careful player's (a factor for the cards he kept; 1 at first)."""
    out = []
    for seat in range(view.seats):
        values = [score.sums[seat] / len(score.rows[seat]) for score in view.history
                  if score.rows[seat]]
        if not values:
            out.append(1.0)
            continue
        raw = min(HABIT_MAX, max(HABIT_MIN, sum(values) / len(values) / END_CARD_MEAN))
        weight = len(values) / (len(values) + HABIT_PRIOR)
        out.append(1.0 + weight * (raw - 1.0))
    return out


def _mean_below(pool: Counter[int], cap: float) -> float:
    """The mean of the unaccounted cards not above ``cap``."""
    n = sum(c for v, c in pool.items() if v <= cap and c > 0)
    if not n:
        return cap
    return sum(v * c for v, c in pool.items() if v <= cap and c > 0) / n


def _own(view: SpukView, est: Estimates) -> list[tuple[float, bool]]:
    assert view.reader is not None
    return est.rows[view.reader]


def best_swap(view: SpukView, est: Estimates, held: int) -> tuple[float, tuple[int, ...]]:
    """The best swap of ``held`` into the reader's row: (gain, positions)."""
    own = _own(view, est)
    best: tuple[float, tuple[int, ...]] = (-1e9, (0,))
    for p, (value, known) in enumerate(own):
        gain = value - held + (0.0 if known else est.new_knowledge)
        if gain > best[0]:
            best = (gain, (p,))
    groups: dict[int, list[int]] = {}
    for p, (value, known) in enumerate(own):
        if known:
            groups.setdefault(int(value), []).append(p)
    for value, positions in groups.items():
        if len(positions) >= 2:
            chosen = tuple(positions[:4])
            gain = value * len(chosen) - held
            if gain > best[0]:
                best = (gain, chosen)
    return best


def _unknown_own(view: SpukView, est: Estimates) -> list[int]:
    return [p for p, (_, known) in enumerate(_own(view, est)) if not known]


def _targets(view: SpukView) -> list[int]:
    """Other seats whose cards may be looked at or swapped (not the caller's)."""
    return [s for s in range(view.seats) if s != view.reader and s != view.caller]


def action_value(view: SpukView, est: Estimates, held: int) -> float:
    """What discarding ``held`` for its action is worth."""
    kind = ACTIONS.get(held)
    if kind == KERZE:
        return est.kerze if _unknown_own(view, est) else 0.0
    if kind == KUGEL:
        return est.kugel if _targets(view) else 0.0
    if kind == POLTER:
        gain, _ = _best_polter(view, est)
        return max(0.0, gain)
    return 0.0


def _best_polter(view: SpukView, est: Estimates) -> tuple[float, tuple[int, int, int]]:
    """The best Poltergeist swap: (gain, (own position, target, position));
    a card of unknown value received counts half a point worse."""
    own = _own(view, est)
    best: tuple[float, tuple[int, int, int]] = (-1e9, (0, 0, 0))
    for p, (mine, _) in enumerate(own):
        for t in _targets(view):
            for q, (theirs, known) in enumerate(est.rows[t]):
                gain = mine - theirs - (0.0 if known else 0.5)
                if est.infers:
                    # the other gets the high card: his loss counts too
                    gain += POLTER_HURT * (mine - theirs)
                if gain > best[0]:
                    best = (gain, (p, t, q))
    return best


def draw_value(view: SpukView, est: Estimates) -> float:
    """The average worth of drawing: over the unknown cards, the better of
    swapping the card in and discarding it for its action."""
    total = 0.0
    n = 0
    for value, count in est.pool.items():
        if count <= 0:
            continue
        gain, _ = best_swap(view, est, value)
        total += count * max(gain, action_value(view, est, value), 0.0)
        n += count
    return total / n if n else 0.0


def own_sum(view: SpukView, est: Estimates, careful: bool) -> float:
    """The estimated own sum; a careful computer adds one per unknown card."""
    own = _own(view, est)
    return sum(v for v, _ in own) + (sum(1.0 for _, k in own if not k) if careful else 0.0)


def lowest_chance(view: SpukView, est: Estimates, rng: random.Random,
                  samples: int = 48) -> float:
    """The chance that the reader's sum is the lowest (ties count for him),
    with every unknown card a normal spread around its estimate."""
    assert view.reader is not None
    mine = est.rows[view.reader]
    mine_mu = sum(v for v, _ in mine)
    mine_sd = math.sqrt(sum(SPREAD_UNKNOWN ** 2 for _, k in mine if not k))
    others = []
    for s in range(view.seats):
        if s == view.reader:
            continue
        row = est.rows[s]
        var = sum((SPREAD_UNKNOWN if abs(v - est.mean) < 1e-9 else SPREAD_INFERRED) ** 2
                  for v, k in row if not k)
        others.append((sum(v for v, _ in row), math.sqrt(var)))
    total = 0.0
    for _ in range(samples if mine_sd > 0 else 1):
        x = rng.gauss(mine_mu, mine_sd) if mine_sd > 0 else mine_mu
        p = 1.0
        for mu, sd in others:
            if sd == 0:
                p *= 1.0 if x <= mu + 1e-9 else 0.0
            else:
                p *= 0.5 * (1.0 + math.erf((mu + 0.5 - x) / (sd * math.sqrt(2.0))))
        total += p
    return total / (samples if mine_sd > 0 else 1)


def should_call(view: SpukView, est: Estimates, profile: Profile,
                rng: random.Random | None = None) -> bool:
    """Whether to call "Mitternacht!" now (see the module docstring)."""
    assert view.reader is not None
    cards = len(view.rows[view.reader].cards)
    own_turns = view.turns // view.seats
    mine = own_sum(view, est, False)
    if mine > call_threshold(profile, cards, own_turns, view.seats):
        return False
    if not profile.infers:
        return True
    if profile.search:
        # the chance says whether a call is worth a look; the playouts decide
        if lowest_chance(view, est, rng or random.Random(0)) < profile.search_from:
            return False
        return call_gain(view, est, rng or random.Random(0), profile.search) > \
            profile.search_margin
    need = profile.call_margin
    if any(sum(v for v, _ in est.rows[s]) <= THREAT_PER_CARD * len(est.rows[s])
           + THREAT_PER_TURN * own_turns for s in range(view.seats) if s != view.reader):
        # somebody looks ready to call: calling first is worth more
        need -= THREAT_RISK
    return lowest_chance(view, est, rng or random.Random(0)) >= need



def decide_policy(view: SpukView, decision: Decision, profile: Profile, rng: random.Random,
                  *, for_person: bool = False, seen: dict[int, int] | None = None) -> Any:
    """The action of a computer with ``profile`` for ``decision``; ``seen``
    are the values its seat was shown (:func:`.memory.notes`)."""
    seat = decision.seat
    kind = decision.kind
    if kind == "cover":
        return Cover(seat)
    if kind == "look":
        n = len(view.rows[seat].cards)
        k = view.options.look_count
        if for_person:
            return Look(seat, tuple(range(k)))  # the first cards of his row
        return Look(seat, tuple(sorted(rng.sample(range(n), k))))
    est = estimate(view, profile, seen)
    if profile.infers and not for_person:
        aimed = fallback_play(view, est, kind)
        if aimed is not None:
            return aimed
    if kind == "turn":
        if not for_person and view.caller is None and should_call(view, est, profile, rng):
            return Call(seat)
        top = view.ablage_top
        if top is not None and TakeDiscard(seat) in view.legal:
            gain, _ = best_swap(view, est, top)
            worth = draw_value(view, est)
            if (profile.play_search and Draw(seat) in view.legal
                    and abs(gain - worth) < profile.play_close):
                take, draw = play_gains(view, est, rng, profile.play_search,
                                        [TakeDiscard(seat), Draw(seat)])
                return TakeDiscard(seat) if take > draw else Draw(seat)
            if gain > 0 and gain >= worth:
                return TakeDiscard(seat)
        if Draw(seat) in view.legal:
            return Draw(seat)
        return TakeDiscard(seat)
    if kind in ("drawn", "taken"):
        held = view.held
        assert held is not None
        gain, positions = best_swap(view, est, held)
        if profile.play_search:
            ranked = play_candidates(view, est, held, kind == "drawn")
            if len(ranked) > 1 and ranked[0][0] - ranked[1][0] < profile.play_close:
                chosen = [a for _, a in ranked[:PLAY_CANDIDATES]]
                gains = play_gains(view, est, rng, profile.play_search, chosen)
                return chosen[max(range(len(chosen)), key=gains.__getitem__)]
        if kind == "drawn":
            keep = action_value(view, est, held) if held in ACTIONS else 0.0
            if gain <= keep:
                return Discard(seat)
        return Swap(seat, positions)
    return _use_action(view, est, seat, kind, rng, profile)


#: How many of the best-looking plays the search compares.
PLAY_CANDIDATES = 3


def play_candidates(view: SpukView, est: Estimates, held: int,
                    drawn: bool) -> list[tuple[float, Any]]:
    """The plays of the held card, best-looking first, with their static
    gain: a swap at every position, every remembered group, and (for a
    drawn card) laying it away for its action."""
    seat = view.reader
    assert seat is not None
    own = _own(view, est)
    out: list[tuple[float, Any]] = []
    for p, (value, known) in enumerate(own):
        out.append((value - held + (0.0 if known else est.new_knowledge), Swap(seat, (p,))))
    groups: dict[int, list[int]] = {}
    for p, (value, known) in enumerate(own):
        if known:
            groups.setdefault(int(value), []).append(p)
    for value, ps in groups.items():
        if len(ps) >= 2:
            out.append((value * len(ps[:4]) - held, Swap(seat, tuple(ps[:4]))))
    if drawn:
        out.append((action_value(view, est, held) if held in ACTIONS else 0.0, Discard(seat)))
    out.sort(key=lambda x: -x[0])
    return out


def _use_action(view: SpukView, est: Estimates, seat: int, kind: str,
                rng: random.Random, profile: Profile) -> Any:
    if kind == KERZE:
        unknown = _unknown_own(view, est)
        return Peek(seat, seat, rng.choice(unknown)) if unknown else Pass(seat)
    if kind == KUGEL:
        options = [(t, q) for t in _targets(view) for q, (_, known) in enumerate(est.rows[t])
                   if not known]
        if not options:
            return Pass(seat)
        # the lowest-looking row first: that is the player to watch
        lead = min({t for t, _ in options}, key=lambda t: sum(v for v, _ in est.rows[t]))
        t, q = rng.choice([o for o in options if o[0] == lead])
        return Peek(seat, t, q)
    if kind == POLTER:
        gain, (p, t, q) = _best_polter(view, est)
        if profile.play_search and profile.polter_search and gain > POLTER_SEARCH_FROM:
            chosen = [*_polter_candidates(view, est)[:PLAY_CANDIDATES], Pass(seat)]
            gains = play_gains(view, est, rng, profile.play_search, chosen)
            return chosen[max(range(len(chosen)), key=gains.__getitem__)]
        return Poltern(seat, p, t, q) if gain > 1.0 else Pass(seat)
    return Pass(seat)


#: The Poltergeist search runs when the best swap looks at least this good.
POLTER_SEARCH_FROM = -1.0


def _polter_candidates(view: SpukView, est: Estimates) -> list[Poltern]:
    """Poltergeist swaps, best-looking first (as :func:`_best_polter` counts)."""
    seat = view.reader
    assert seat is not None
    out: list[tuple[float, Poltern]] = []
    for p, (mine, _) in enumerate(_own(view, est)):
        for t in _targets(view):
            for q, (theirs, known) in enumerate(est.rows[t]):
                gain = mine - theirs - (0.0 if known else 0.5)
                if est.infers:
                    gain += POLTER_HURT * (mine - theirs)
                out.append((gain, Poltern(seat, p, t, q)))
    out.sort(key=lambda x: -x[0])
    return [a for _, a in out]


def profile_of(strength: str) -> Profile:
    """The profile of a strength (ValueError for an unknown one)."""
    if strength not in PROFILES:
        raise ValueError(f"unknown strength {strength!r}; use one of {tuple(PROFILES)}")
    return PROFILES[strength]
