"""What the others' plays this round say about their hands: a soft weight
for a sampled deal (opponent models from the public history).

Every deal :mod:`.deals` draws keeps the hard facts (void marks, stocks,
the passed card), and before this module every such deal counted alike.
But a player's choices say more. The model of a sensible player is plain
and generic (it knows nothing of who sits there):

* following, he gets ahead when he can and the trick is worth having, as
  last player with his cheapest such card; when he cannot get ahead, he
  sheds his cheapest card (a Fälschung or a zero count as shed cards);
* in the Tauschrunde he gives his weakest card (what the reader received
  from his right neighbour).

Each choice another seat made since this round's Tauschrunde (which changed
the hands; before it there is none) becomes a test on his hand as it was
then: the deal's hand now plus the cards he laid since. A deal's weight is
the product of the tests' factors: 1 where the model would have done the
same, a floor where not (``MISSED``, ``NOT_CHEAPEST``, ...), so a player
who plays otherwise never rules a deal out -- a deal that fits his choices
is only likelier. Leads are not read (what a sensible lead is depends on
what the leader knows). Everything here comes from the reader's view: the
tricks everyone saw (``round_tricks``, the open trick) and his own
Tauschrunde cards.

>>> from engines.troedel.state import new_game
>>> read(new_game(4, seed=3).view(0)) is None  # nothing laid yet
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.troedel.ai.knowledge import catch_value, hold_value, maybe_out
from engines.troedel.cards import FAELSCHUNG, POSTEN, TAUSCHRUNDE, is_zero
from engines.troedel.state import PLAY
from engines.troedel.tricks import follow_suit, winner
from engines.troedel.view import TroedelView

#: A follower who could have got ahead in a trick worth having and did not.
MISSED = 0.15
#: A last player who got ahead with a dearer card than he needed.
NOT_CHEAPEST = 0.6
#: A player who could not get ahead and shed a dearer card than his cheapest.
DEAR_SHED = 0.4
#: The card passed to the reader was not its giver's weakest: one weaker
#: card may be the one he received himself, two cannot.
PASSED_ONE, PASSED_MORE = 0.6, 0.15

#: Sort key of "cheapest": hold value, then card code (as the computers break ties).
_KEY = [(hold_value(c), c) for c in range(106)]


@dataclass(frozen=True, slots=True)
class Follow:
    """One card a seat laid on a trick already led: the suit to follow, the
    card, the cards that would have put him ahead, whether he was the last
    player, whether the trick was worth having, and the cards he laid from
    then on (this one first), which were in his hand then."""

    seat: int
    follow: int | None
    card: int
    ahead: frozenset[int]
    last: bool
    worth: bool
    since: tuple[int, ...]

    def factor(self, hand: Sequence[int]) -> float:
        """How well the model's choice from ``hand`` + ``since`` fits."""
        held = [*hand, *self.since]
        f = self.follow
        legal = held
        if f is not None:
            own = [x for x in held if x < 100 and x // 20 == f]
            if own:
                legal = own + [x for x in held if x >= 100]
        ahead = self.ahead
        c = self.card
        if self.worth and any(x in ahead for x in legal):
            if c not in ahead:
                return MISSED
            if self.last:
                key = _KEY[c]
                if any(x in ahead and _KEY[x] < key for x in legal):
                    return NOT_CHEAPEST
            return 1.0
        if c in ahead or c == FAELSCHUNG or is_zero(c):
            return 1.0
        key = _KEY[c]
        if any(_KEY[x] < key for x in legal if x not in ahead):
            return DEAR_SHED
        return 1.0


@dataclass(frozen=True, slots=True)
class Passed:
    """The card ``seat`` passed to the reader, and the cards he laid since."""

    seat: int
    card: int
    since: tuple[int, ...]

    def factor(self, hand: Sequence[int]) -> float:
        """Fewer weaker cards in his hand then, the likelier (see module)."""
        key = _KEY[self.card]
        weaker = sum(1 for x in (*hand, *self.since) if _KEY[x] < key)
        return 1.0 if weaker == 0 else PASSED_ONE if weaker == 1 else PASSED_MORE


@dataclass(frozen=True, slots=True)
class Reading:
    """The tests on each other seat's hand; :meth:`weight` of a deal."""

    tests: tuple[Follow | Passed, ...]

    def weight(self, hands: Sequence[Sequence[int]]) -> float:
        """The product of every test's factor on the deal's hands."""
        w = 1.0
        for t in self.tests:
            w *= t.factor(hands[t.seat])
        return w


def _window(view: TroedelView) -> list[tuple[tuple[tuple[int, int], ...], int | None,
                                             int | None, bool]]:
    """The tricks since this round's Tauschrunde (all of them if there was
    none), the open trick last."""
    tricks = list(view.round_tricks)
    if view.gave:  # the hands were swapped after the trick with the Tauschrunde
        marks = [i for i, (t, _, _, _) in enumerate(tricks) if any(c == TAUSCHRUNDE for _, c in t)]
        if marks:
            tricks = tricks[marks[-1] + 1:]
    if view.phase == PLAY and view.trick:
        tricks.append((tuple(view.trick), view.heute, view.heute_seat, view.ramsch))
    return tricks


def _worth(prefix: Sequence[tuple[int, int]], seats: int, ohne: bool) -> bool:
    """Whether winning a trick with ``prefix`` laid is worth having (each
    card still to come counts one point)."""
    gain = sum(catch_value(c, ohne) for _, c in prefix) + (seats - len(prefix))
    return gain > 0.5


def read(view: TroedelView) -> Reading | None:
    """The tests the view allows (None when there are none)."""
    me = view.reader
    assert me is not None
    n = view.seats
    ohne = view.options.faelschung_ohne_strafe
    window = _window(view)
    out = set(maybe_out(view))  # the cards a hand may hold now
    laid: list[tuple[int, int]] = [(s, c) for t, _, _, _ in window for s, c in t]
    tests: list[Follow | Passed] = []
    pos = 0
    for trick, heute, heute_seat, ramsch in window:
        for i, (seat, c) in enumerate(trick):
            pos += 1
            if seat == me or i == 0 or c == POSTEN:
                continue
            prefix = trick[:i]
            since = (c, *(x for s, x in laid[pos:] if s == seat))
            ahead = frozenset(
                x for x in out.union(since)
                if winner([*prefix, (seat, x)], heute=heute, heute_seat=heute_seat,
                          ramsch=ramsch)[0] == seat)
            tests.append(Follow(seat, follow_suit(prefix, heute), c, ahead, i == n - 1,
                                _worth(prefix, n, ohne), since))
    right = (me - 1) % n
    for c, giver in view.received:
        if giver == right:
            tests.append(Passed(giver, c, tuple(x for s, x in laid if s == giver)))
    return Reading(tuple(tests)) if tests else None


__all__ = ["Follow", "Passed", "Reading", "read"]
