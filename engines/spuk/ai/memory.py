"""What a computer remembers: its own seeded memory, never the truth.

A computer reads only its view and the events its seat was shown (the
shell passes them, :attr:`engines.core.registry.GameInfo.remembers`). The
view holds no value the seat saw with the Gedächtnishilfe off; the events
do: :func:`notes` reads from them what the seat saw this round, card by card
(the private ``Seen`` of a look or a drawn card, a card taken from the
Ablage, a Fehlgriff). A computer keeps each of those values or forgets it,
decided by a number drawn once per look from the seat's memory salt, the
card and the moment of the look (the eye in the view). The chance to have
forgotten grows with the eye (turns since the look), so a forgotten card
stays forgotten until the computer looks again. Stark forgets nothing.

>>> p = PROFILES["normal"]
>>> forget_chance(p, 0) < forget_chance(p, 10) <= p.forget_cap
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.core import Event
from engines.spuk import events as ev
from engines.spuk.knowledge import FROM_ABLAGE, FROM_DECK
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
    #: deals Stark's call search plays out (0: no search, the threshold alone)
    search: int = 0
    #: how much more a call must be worth than playing on (points)
    search_margin: float = 0.0
    #: the search runs only when the chance of the lowest sum is at least this
    search_from: float = 0.35
    #: deals the search of a turn's play (take or draw, where to swap) plays out
    play_search: int = 0
    #: the play search runs when the best two candidates are this close (points)
    play_close: float = 3.0
    #: whether the play search also weighs a Poltergeist swap against Verzichten
    polter_search: bool = False


PROFILES: dict[str, Profile] = {
    # forgets more often, calls too early (a high threshold, no look at the others)
    "leicht": Profile("leicht", 0.12, 0.035, 0.6, 3.4, 0.35, False, 0.0),
    # remembers almost everything and counts cleanly
    "normal": Profile("normal", 0.02, 0.005, 0.15, 2.3, 0.25, False, 0.0),
    # forgets nothing, estimates the others' cards, calls when ahead
    # (a look is worth more to a memory that keeps it: kerze_value 2.5);
    # where its rules of thumb are close it plays the round on over 32
    # guessed deals (16 were too few to tell close plays apart, 64 no
    # better than 32: docs/benchmarks-history/2026-diary.md, issue 32; the
    # call search and the Poltergeist search measured no better, they stay off)
    "stark": Profile("stark", 0.0, 0.0, 0.0, 6.0, 0.3, True, 0.76, kerze_value=2.5,
                     play_search=32),
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


def notes(events: Sequence[Event], reader: int) -> dict[int, int]:
    """The values ``reader`` was shown this round, by card uid, from the
    events it may see (oldest first): its looks, the cards it drew and
    swapped in, the cards taken from the Ablage and swapped in, and the
    cards of a Fehlgriff. Where a card lies now and whether the seat still
    has its eye on it is the view's business.

    >>> notes([ev.Seen(0, 0, (1,), (6,), (12,), audience=(0,)),
    ...        ev.TookDiscard(1, 3), ev.Swapped(1, "ablage", (0,), (9,), 20)], 0)
    {12: 6, 20: 3}
    """
    start = 0
    for i in range(len(events) - 1, -1, -1):
        if isinstance(events[i], ev.RoundStarted):
            start = i
            break
    out: dict[int, int] = {}
    drawn: int | None = None  # the value of the card the reader holds from the deck
    taken: int | None = None  # the card someone took from the Ablage
    for e in events[start:]:
        if e.audience is not None and reader not in e.audience:
            continue  # not shown to this seat (the shell never passes such)
        if isinstance(e, ev.Seen):
            if e.seat != reader:
                continue
            if e.positions:
                out.update(zip(e.uids, e.values, strict=True))
            else:
                drawn = e.values[0]
        elif isinstance(e, ev.TookDiscard):
            taken = e.value
        elif isinstance(e, ev.Swapped):
            if e.source == FROM_ABLAGE and taken is not None:
                out[e.uid] = taken
            elif e.source == FROM_DECK and e.seat == reader and drawn is not None:
                out[e.uid] = drawn
            drawn = taken = None
        elif isinstance(e, ev.Fehlgriff):
            out.update(zip(e.uids, e.values, strict=True))
            drawn = taken = None
        elif isinstance(e, ev.Discarded):
            drawn = None
    return out


def remembered(view: SpukView, profile: Profile,
               seen: dict[int, int] | None = None) -> dict[int, int]:
    """The values the computer remembers now, by card uid: every card open
    for it or shown by the Gedächtnishilfe, and of the values it was shown
    (``seen``, from :func:`notes`) those its memory kept."""
    known: dict[int, int] = {}
    salt = view.salt or 0
    reader = view.reader
    for row in view.rows:
        for card in row.cards:
            if card.value is not None:
                known[card.uid] = card.value
                continue
            value = None if seen is None else seen.get(card.uid)
            eye = card.eye(reader)
            if value is None or eye is None:
                continue
            if profile.forget_cap == 0.0 or (
                    draw(salt, card.uid, view.turns - eye) >= forget_chance(profile, eye)):
                known[card.uid] = value
    return known


def recall_errors(view: SpukView, profile: Profile,
                  seen: dict[int, int]) -> tuple[int, int]:
    """(forgotten, seen): how many of the values the seat was shown and
    still has its eye on the computer has lost (a measure for tests)."""
    kept = remembered(view, profile, seen)
    shown = [c.uid for row in view.rows for c in row.cards
             if c.uid in seen and c.eye(view.reader) is not None]
    return sum(1 for uid in shown if uid not in kept), len(shown)
