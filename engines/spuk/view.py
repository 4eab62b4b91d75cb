"""What one seat, or the public, may know of a Speedspuk game.

A view is the only input of the renderers and the computer players. For
every card in the rows it holds who has seen it and how many turns ago (the
eyes and dots are public: everyone sees who looks at which card), where it
came from, and a value only where the reader may be shown one:

- ``CardView.value``: the card is open for the reader now (first look,
  Kerze, Kristallkugel until "Zudecken"), or the reader saw it and the
  Gedächtnishilfe is on. The public view never has a face-down value.

With the Gedächtnishilfe off, a value the reader saw earlier is not in its
view at all, only the eye (who saw the card, how many turns ago): what a
person carries in his head stays in his head. The values open now are the
open cards, the reader's drawn card (``held``) and the Ablage. A computer
remembers from the events addressed to its seat (:mod:`engines.spuk.ai.memory`).

>>> from engines.spuk import new_game
>>> v = new_game(3, seed=1).view(None)
>>> [c.value for c in v.rows[0].cards], v.deck_count
([None, None, None, None], 39)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engines.core import Decision, Timer
from engines.spuk.options import STRIKE_TURNS, Options
from engines.spuk.phases import LOOK, OVER
from engines.spuk.scoring import RoundScore

if TYPE_CHECKING:
    from engines.spuk.state import State

#: Group warnings (the "Achtung" hint).
UNSEEN = "unseen"
DIFFERS = "differs"


@dataclass(frozen=True, slots=True)
class CardView:
    """One card in a row as the reader sees it.

    ``seen`` holds ``(seat, eye)`` for every seat that has seen the card
    (eye: turns since that seat's last look); ``dots`` are the seen-by marks
    of the other players (not the row's owner).
    """

    uid: int
    origin: str
    seen: tuple[tuple[int, int], ...]
    owner: int
    value: int | None = None
    open: bool = False

    def eye(self, seat: int | None) -> int | None:
        """Turns since ``seat`` last saw this card (None: never)."""
        return next((e for s, e in self.seen if s == seat), None)

    @property
    def dots(self) -> tuple[int, ...]:
        """The other players who have seen this card."""
        return tuple(s for s, _ in self.seen if s != self.owner)


@dataclass(frozen=True, slots=True)
class RowView:
    """A player's row; ``protected`` after his call (no look, no swap)."""

    seat: int
    cards: tuple[CardView, ...]
    protected: bool


@dataclass(frozen=True, slots=True)
class SpukView:
    """Everything ``reader`` (None: the public) may know now.

    ``discards`` are this round's cards drawn from the deck and laid onto
    the Ablage, as ``(turns before it, seat, value)``: public, everyone saw
    them.
    """

    reader: int | None
    seats: int
    options: Options
    phase: str
    round: int
    turns: int
    strike_at: int
    starter: int
    turn_seat: int | None
    caller: int | None
    final_left: tuple[int, ...]
    rows: tuple[RowView, ...]
    deck_count: int
    ablage: tuple[int, ...]
    holding: str
    held: int | None
    action: str
    looked: tuple[int, ...]
    totals: tuple[int, ...]
    fallback_used: tuple[bool, ...]
    history: tuple[RoundScore, ...]
    discards: tuple[tuple[int, int, int], ...]
    salt: int | None
    pending: tuple[Decision, ...]
    legal: tuple[Any, ...]
    timer: Timer | None
    over: bool
    places: tuple[int, ...] | None
    #: The reader's own Merkzeit while his cards are open (None: none runs).
    merkzeit: Timer | None = None

    @property
    def ablage_top(self) -> int | None:
        """The face-up card on the Ablage."""
        return self.ablage[-1] if self.ablage else None

    @property
    def memory_aid(self) -> bool:
        """Whether the Gedächtnishilfe is on (a Lernpartie)."""
        return self.options.memory_aid

    def own_row(self) -> RowView:
        """The reader's row (ValueError for the public)."""
        if self.reader is None:
            raise ValueError("the public has no row")
        return self.rows[self.reader]

    def group_warning(self, positions: tuple[int, ...]) -> tuple[str, ...]:
        """The "Achtung" hint for choosing the reader's cards at ``positions``.

        One code per position: ``"unseen"`` if the reader never looked at it,
        ``"differs"`` if the Gedächtnishilfe shows a value different from
        another chosen card's (without the aid values are never compared:
        the game does not remember for the player), else ``""``.
        """
        cards = self.own_row().cards
        chosen = [cards[p] for p in positions]
        shown = {c.value for c in chosen if c.value is not None}
        differs = len(shown) > 1
        out = []
        for c in chosen:
            if c.eye(self.reader) is None:
                out.append(UNSEEN)
            elif differs and c.value is not None:
                out.append(DIFFERS)
            else:
                out.append("")
        return tuple(out)


def build_view(state: State, reader: int | None) -> SpukView:
    """The view of ``reader`` (see the module docstring)."""
    turns = state.turns
    aid = state.options.memory_aid
    open_uids = {uid for _, uid in state.open.get(reader, ())} if reader is not None else set()
    rows = []
    for owner, row in enumerate(state.rows):
        cards = []
        for slot in row:
            seen = tuple(sorted((s, max(0, turns - at)) for s, at in slot.seen.items()))
            is_open = slot.uid in open_uids
            knows = reader is not None and reader in slot.seen
            value = slot.value if is_open or (aid and knows) else None
            cards.append(CardView(slot.uid, slot.origin, seen, owner, value, is_open))
        rows.append(RowView(owner, tuple(cards), owner == state.caller))
    in_turn = state.phase not in (OVER, LOOK)
    held = state.held
    shows_held = held is not None and (state.held_source == "ablage" or reader == state.turn_seat)
    pending = tuple(d for d in state.pending() if d.seat == reader)
    return SpukView(
        reader=reader, seats=state.seats, options=state.options, phase=state.phase,
        round=state.round, turns=turns, strike_at=STRIKE_TURNS * state.seats,
        starter=state.starter, turn_seat=state.turn_seat if in_turn else None,
        caller=state.caller, final_left=tuple(state.final_left), rows=tuple(rows),
        deck_count=len(state.deck), ablage=tuple(state.ablage), holding=state.held_source,
        held=held if shows_held else None, action=state.action_kind,
        looked=tuple(sorted(state.looked)), totals=tuple(state.totals),
        fallback_used=tuple(state.fallback_used), history=tuple(state.history),
        discards=tuple(state.discards),
        salt=None if reader is None else memory_salt(state.seed, reader),
        pending=pending,
        legal=tuple(state.legal(reader)) if reader is not None else (),
        timer=state.timer(), over=state.phase == OVER,
        places=None if state.places is None else tuple(state.places),
        merkzeit=next((t for t in state.timers()
                       if t.kind == "merkzeit" and t.seats == (reader,)), None))


def memory_salt(seed: int, seat: int) -> int:
    """The seed of a seat's own memory (its computer's forgetting), derived
    from the game's seed; it reveals nothing about the deal."""
    from engines.core.rng import derive_seed
    return derive_seed("spuk-memory", seed, seat)
