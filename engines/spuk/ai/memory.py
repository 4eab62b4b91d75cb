"""What a computer remembers: its own seeded memory, never the truth.

A computer reads only its view. The view's ``recall`` lists the values the
seat has seen (what a person carries in his head); a computer keeps each of
them or forgets it, decided by a number drawn once per look from the seat's
memory salt, the card and the moment of the look. The chance to have
forgotten grows with the eye (turns since the look), so a forgotten card
stays forgotten until the computer looks again. Stark forgets nothing.

>>> p = PROFILES["normal"]
>>> forget_chance(p, 0) < forget_chance(p, 10) <= p.forget_cap
True
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.spuk.view import SpukView

_MASK = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class Profile:
    """A strength's memory and calling habits (see :mod:`.policy`)."""

    name: str
    forget_base: float
    forget_per_turn: float
    forget_cap: float
    call_per_card: float
    call_per_turn: float
    infers: bool
    call_margin: float
    kerze_value: float = 1.6
    new_knowledge: float = 0.4


PROFILES: dict[str, Profile] = {
    # forgets more often, calls too early (a high threshold, no look at the others)
    "leicht": Profile("leicht", 0.12, 0.035, 0.6, 3.4, 0.35, False, 0.0),
    # remembers almost everything and counts cleanly
    "normal": Profile("normal", 0.02, 0.005, 0.15, 2.3, 0.25, False, 0.0),
    # forgets nothing, estimates the others' cards, calls when ahead
    "stark": Profile("stark", 0.0, 0.0, 0.0, 6.0, 0.3, True, 0.76),
}


def _mix(x: int) -> int:
    """splitmix64: a well-spread 64-bit number from ``x``."""
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def draw(salt: int, uid: int, seen_at: int) -> float:
    """The memory's fixed number in [0, 1) for one look at one card."""
    return _mix(_mix(_mix(salt) ^ uid) ^ (seen_at & _MASK)) / float(1 << 64)


def forget_chance(profile: Profile, eye: int) -> float:
    """The chance that a card seen ``eye`` turns ago is forgotten."""
    return min(profile.forget_cap, profile.forget_base + profile.forget_per_turn * eye)


def remembered(view: SpukView, profile: Profile) -> dict[int, int]:
    """The values the computer remembers now, by card uid: every card open
    for it or shown by the Gedächtnishilfe, and what its memory kept."""
    known: dict[int, int] = {}
    salt = view.salt or 0
    for rec in view.recall:
        if profile.forget_cap == 0.0:
            known[rec.uid] = rec.value
            continue
        seen_at = view.turns - rec.eye
        if draw(salt, rec.uid, seen_at) >= forget_chance(profile, rec.eye):
            known[rec.uid] = rec.value
    for row in view.rows:
        for card in row.cards:
            if card.value is not None:
                known[card.uid] = card.value
    return known


def recall_errors(view: SpukView, profile: Profile) -> tuple[int, int]:
    """(forgotten, seen): how many of the values in the view's recall the
    computer has lost (a measure for tests and benchmarks)."""
    kept = remembered(view, profile)
    lost = sum(1 for rec in view.recall if rec.uid not in kept)
    return lost, len(view.recall)
