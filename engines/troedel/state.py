"""The rules of Speedtrödel as one mutable game state.

``new_game`` deals the start cards and lays out the attic; ``State.apply``
checks an action against the rules and carries it out, returning the events.
The end of a trick runs in DECISIONS' order (winner, zeros' picks, Ganzer
Posten, Fälschung, Tauschrunde, effects for the next trick); the round's end
is :mod:`engines.troedel.rounds`. Nothing here knows Discord or Pillow.

>>> state = new_game(4, seed=1)
>>> [d.kind for d in state.pending()], len(state.hands[0]), len(state.attic)
(['play'], 9, 60)
"""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision, Event, IllegalAction, SeatClock, Timeout, Timer
from engines.texts import t
from engines.troedel import rounds
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.cards import (
    FAELSCHUNG,
    HEUTE,
    RAMSCH,
    SUITS,
    TAUSCHRUNDE,
    VORDRAENGELN,
    attic_tiers,
    start_cards,
)
from engines.troedel.events import (
    CardPassed,
    CardPlayed,
    CardsTaken,
    FaelschungTaken,
    NachfristStarted,
    PassChosen,
    SuitNamed,
    TauschrundeDone,
    TauschrundeStarted,
    TimeUp,
    TrickStarted,
    TrickWon,
    VoidMarked,
)
from engines.troedel.options import Options
from engines.troedel.tricks import (
    PastTrick,
    follow_suit,
    pick_options,
    playable,
    winner,
    zero_plan,
)

PLAY, PICK, PASS, NAME, OVER = "play", "pick", "pass", "name", "over"
#: Decision kinds, one per phase (the Tauschrunde's is ``pass``).
KINDS = (PLAY, PICK, PASS, NAME)


def refuse(code: str, **params: object) -> IllegalAction:
    """The error for a refused action, with its German reason."""
    return IllegalAction(code, t(f"troedel.err.{code}", **params))


def new_game(seats: int, seed: int, options: Options | None = None) -> State:
    """A new game of Speedtrödel for 3 to 5 seats."""
    return State(seats, seed, options or Options())


class State:
    """A game of Speedtrödel (see the module docstring).

    Seats are 0..n-1; play goes from seat i to seat i+1, the left neighbour.
    ``kisten[s][0]`` is the top of a Kiste; ``attic[-1]`` the top attic card
    (``attic_tier`` holds each card's stars). ``stock[s]`` and ``unknown[s]``
    are what everyone knows of a seat's cards: the cards it caught earlier
    (its Kiste came from open tricks) still not seen again, and how many of
    its hand cards nobody else can name.
    """

    def __init__(self, seats: int, seed: int, options: Options, *, deal: bool = True) -> None:
        if not 3 <= seats <= 5:
            raise ValueError("Speedtrödel is played by 3 to 5 traders")
        self.seats = seats
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        self.round = 1
        self.rounds = options.rounds
        self.hands: list[list[int]] = [[] for _ in range(seats)]
        self.kisten: list[list[int]] = [[] for _ in range(seats)]
        self.tables: list[list[int]] = [[] for _ in range(seats)]
        self.points = [0] * seats
        self.penalties = [0] * seats  # Fälschung points of the running round
        self.attic: list[int] = []
        self.attic_tier: list[int] = []
        self.trick: list[tuple[int, int]] = []
        self.leader = 0
        self.turn = 0
        self.heute: int | None = None
        self.heute_seat: int | None = None
        self.ramsch = False
        self.phase = PLAY
        self.voids = [0] * seats  # bit mask of suits per seat
        # the void marks as they stood when this round's Tauschrunde swapped
        # the hands (public): such a seat got at most one card of those suits,
        # the one passed to it; ``swap_held`` is how many it may still hold
        self.swap_voids = [0] * seats
        self.swap_held = [0] * seats
        self.stock: list[list[int]] = [[] for _ in range(seats)]
        self.unknown = [0] * seats
        # the end of the trick being resolved
        self.left: list[int] = []
        self.queue: list[int] = []
        self.receivers: list[int] = []
        self.posten: int | None = None
        self.snapper: int | None = None
        self.won_by = 0
        self.by_heute = False
        self.next_leader = 0
        self.next_heute_seat: int | None = None
        self.next_ramsch = False
        self.passes: dict[int, int] = {}
        self.round_passes: list[tuple[int, int, int]] = []
        self.last_trick: tuple[tuple[int, int, int], ...] = ()
        self.last_order: list[int] = list(range(seats))
        # this round's finished tricks as (trick, heute, heute_seat, ramsch):
        # public, everyone saw every card laid (a tuple: copies share it)
        self.round_tricks: tuple[PastTrick, ...] = ()
        self.trick_no = 1
        self.history: list[tuple[int, ...]] = []
        self.faelschungen = [0] * seats
        self.tricks_won = [0] * seats
        self.best_round: list[int | None] = [None] * seats
        self.over_reason: str | None = None
        self.token = 0
        self.stamp = 0
        self.clock = SeatClock(options.bedenkzeit)
        self.quick = False  # a search world: no shuffle of the last catch
        if deal:
            self._deal()
            rounds.start_round(self, [], first=True)

    def _deal(self) -> None:
        cards = start_cards(self.seats)
        self.rng.shuffle(cards)
        per = len(cards) // self.seats
        self.hands = [cards[i * per:(i + 1) * per] for i in range(self.seats)]
        attic: list[int] = []
        tiers: list[int] = []
        # each tier shuffled on its own; Schloss at the bottom, Schuppen on top
        for stars in range(5, 0, -1):
            tier = attic_tiers(self.options.ohne_sonderkarten)[stars - 1]
            self.rng.shuffle(tier)
            attic.extend(tier)
            tiers.extend([stars] * len(tier))
        self.attic, self.attic_tier = attic, tiers

    # -------------------------------------------------------------- questions
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    def timer(self) -> Timer | None:
        """The Bedenkzeit or Nachfrist running now (None: ohne Uhr, or over)."""
        return self.clock.timer()

    def deciders(self) -> list[int]:
        """The seats that owe a decision now."""
        phase = self.phase
        if phase == PLAY:
            return [self.turn]
        if phase == PICK:
            return [self.trick[self.queue[0]][0]]
        if phase == PASS:
            return [s for s in range(self.seats) if s not in self.passes]
        if phase == NAME:
            assert self.next_heute_seat is not None
            return [self.next_heute_seat]
        return []

    def pending(self) -> tuple[Decision, ...]:
        """The open decisions: one seat's, or in the Tauschrunde everyone's
        who has not chosen yet (with one shared stamp)."""
        if self.phase == OVER:
            return ()
        stamp = self.stamp if self.phase == PASS else None
        clock = self.clock
        return tuple(Decision(s, self.phase, True, s in clock.overdue, stamp)
                     for s in self.deciders())

    def follow(self) -> int | None:
        """The suit to follow in the running trick (the line above it)."""
        return follow_suit(self.trick, self.heute)

    def playable(self, seat: int) -> list[int]:
        """The distinct cards ``seat`` may lay now (empty if not his turn)."""
        if self.phase != PLAY or seat != self.turn:
            return []
        return sorted(set(playable(self.hands[seat], self.follow())))

    def pick_cards(self) -> list[int]:
        """The distinct cards the picking zero may take."""
        if self.phase != PICK:
            return []
        return sorted({self.trick[i][1]
                       for i in pick_options(self.left, self.queue[0], self.posten)})

    def legal(self, seat: int) -> list[Any]:
        """The legal actions of ``seat`` now (the same check ``apply`` makes)."""
        phase = self.phase
        if phase == PLAY:
            return [PlayCard(seat, c) for c in self.playable(seat)]
        if phase == PICK:
            if seat != self.trick[self.queue[0]][0]:
                return []
            return [PickCard(seat, c) for c in self.pick_cards()]
        if phase == PASS:
            if seat in self.passes or not 0 <= seat < self.seats:
                return []
            return [PassCard(seat, c) for c in sorted(set(self.hands[seat]))]
        if phase == NAME and seat == self.next_heute_seat:
            return [NameSuit(seat, s) for s in SUITS]
        return []

    def _check(self, action: Any) -> None:
        """Raise IllegalAction unless ``action`` is among ``legal``'s."""
        if self.phase == OVER:
            raise refuse("game_over")
        seat = getattr(action, "seat", None)
        if not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise refuse("no_seat")
        kind = {PlayCard: PLAY, PickCard: PICK, PassCard: PASS, NameSuit: NAME}.get(
            type(action))
        if kind is None:
            raise refuse("unknown_action")
        if kind != self.phase or seat not in self.deciders():
            raise refuse("not_your_turn")
        if action in self.legal(seat):
            return
        if isinstance(action, PlayCard):
            if action.card not in self.hands[seat]:
                raise refuse("not_in_hand")
            raise refuse("bedienen", suit=t(f"troedel.suit.{self.follow()}"))
        if isinstance(action, PickCard):
            raise refuse("not_in_trick")
        if isinstance(action, PassCard):
            raise refuse("not_in_hand")
        raise refuse("no_suit")

    def step(self, action: Any) -> None:
        """Carry out a legal ``action`` without checking it or building
        events (search only: an illegal action here corrupts the state)."""
        events: list[Event] = []
        if isinstance(action, PlayCard):
            self._play(action.seat, action.card, events)
        elif isinstance(action, PickCard):
            self._pick(action.seat, action.card, events)
        elif isinstance(action, PassCard):
            self._pass(action.seat, action.card, events)
        else:
            self._name(action.seat, action.suit, events)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Any, *, record: bool = True) -> list[Event]:
        """Check and carry out ``action``; the events say what happened."""
        events: list[Event] | None = [] if record else None
        if isinstance(action, Timeout):
            self._on_timeout(action, events)
            return events or []
        self._check(action)
        if isinstance(action, PlayCard):
            self._play(action.seat, action.card, events)
        elif isinstance(action, PickCard):
            self._pick(action.seat, action.card, events)
        elif isinstance(action, PassCard):
            self._pass(action.seat, action.card, events)
        else:
            assert isinstance(action, NameSuit)
            self._name(action.seat, action.suit, events)
        return events or []

    def _pick(self, seat: int, c: int, events: list[Event] | None) -> None:
        pos = next(i for i in pick_options(self.left, self.queue[0], self.posten)
                   if self.trick[i][1] == c)
        self.queue.pop(0)
        self._take(seat, [pos], "zero", events)
        self._next_pick(events)

    def _new_clock(self, seats: list[int]) -> None:
        self.token += 1
        if self.clock.bedenkzeit is not None:  # ohne Uhr nothing ever runs out
            self.clock = self.clock.start(seats, token=self.token)

    def _on_timeout(self, action: Timeout, events: list[Event] | None) -> None:
        before = self.clock
        self.clock = before.expire(action.token, next_token=self.token + 1)
        self.token += 1
        seats = tuple(sorted(before.waiting))
        if self.clock.stage == "nachfrist":
            if events is not None:
                events.append(NachfristStarted(seats))
        else:
            if events is not None:
                events.append(TimeUp(seats))

    def _play(self, seat: int, c: int, events: list[Event] | None) -> None:
        follow = self.follow()
        self.hands[seat].remove(c)
        if follow is not None and c < 100 and c // 20 != follow and not (
                self.voids[seat] >> follow) & 1:
            self.voids[seat] |= 1 << follow
            if events is not None:
                events.append(VoidMarked(seat, follow))
        if c < 100 and (self.swap_voids[seat] >> (c // 20)) & 1:
            self.swap_held[seat] = 0  # it was the card passed to him
        self._forget(seat, c)
        self.trick.append((seat, c))
        if events is not None:
            events.append(CardPlayed(seat, c, follow if follow is not None else self.follow()))
        if len(self.trick) == self.seats:
            self._end_trick(events)
        else:
            self.turn = (seat + 1) % self.seats
            self._new_clock([self.turn])

    def _forget(self, seat: int, c: int) -> None:
        """A seat's card was seen: it leaves what everyone knows it holds."""
        stock = self.stock[seat]
        if c in stock:
            stock.remove(c)
            return
        self.unknown[seat] = max(0, self.unknown[seat] - 1)
        if self.round_passes:
            # it may be the card the right neighbour passed
            right = self.stock[(seat - 1) % self.seats]
            if c in right:
                right.remove(c)

    # ------------------------------------------------------ the end of a trick
    def _end_trick(self, events: list[Event] | None) -> None:
        self.won_by, self.by_heute = winner(self.trick, heute=self.heute,
                                            heute_seat=self.heute_seat, ramsch=self.ramsch)
        if events is not None:
            events.append(TrickWon(self.won_by, self.by_heute, tuple(self.trick)))
        self.tricks_won[self.won_by] += 1
        self.round_tricks += ((tuple(self.trick), self.heute, self.heute_seat, self.ramsch),)
        self.left = list(range(self.seats))
        self.receivers = [-1] * self.seats
        self.queue, self.posten, self.snapper = zero_plan(self.trick)
        self._next_pick(events)

    def _next_pick(self, events: list[Event] | None) -> None:
        """The next zero picks; with one card (or none) to choose, it takes it."""
        while self.queue:
            pos = self.queue[0]
            opts = pick_options(self.left, pos, self.posten)
            if len({self.trick[i][1] for i in opts}) > 1:
                self.phase = PICK
                self._new_clock([self.trick[pos][0]])
                return
            self.queue.pop(0)
            if opts:
                self._take(self.trick[pos][0], [opts[0]], "zero", events)
        self._distribute(events)

    def _take(self, seat: int, positions: list[int], how: str, events: list[Event] | None) -> None:
        cards = tuple(self.trick[i][1] for i in positions)
        for i in positions:
            self.left.remove(i)
            self.receivers[i] = seat
        self.tables[seat].extend(cards)
        if events is not None:
            events.append(CardsTaken(seat, cards, how))
        for c in cards:
            if c == FAELSCHUNG:
                self.faelschungen[seat] += 1
                penalty = 0 if self.options.faelschung_ohne_strafe else -3
                self.points[seat] += penalty
                self.penalties[seat] += penalty
                if events is not None:
                    events.append(FaelschungTaken(seat, penalty))

    def _distribute(self, events: list[Event] | None) -> None:
        """Ganzer Posten and the winner take what the zeros left."""
        posten = self.posten
        if posten is not None:
            if self.snapper is not None:
                self._take(self.trick[self.snapper][0], [posten], "posten", events)
            rest = [i for i in self.left if i != posten]
            if rest:
                self._take(self.trick[posten][0], rest, "posten", events)
        if self.left:
            self._take(self.won_by, list(self.left), "winner", events)
        self.last_trick = tuple((s, c, self.receivers[i]) for i, (s, c) in enumerate(self.trick))
        self.last_order = [s for s, _ in self.trick]
        played = [c for _, c in self.trick]
        if not self.hands[0]:
            rounds.end_round(self, events)
            return
        self.next_leader = self.won_by
        if VORDRAENGELN in played:
            self.next_leader = self.trick[played.index(VORDRAENGELN)][0]
        self.next_ramsch = RAMSCH in played
        self.next_heute_seat = self.trick[played.index(HEUTE)][0] if HEUTE in played else None
        if TAUSCHRUNDE in played:
            self.phase = PASS
            self.passes = {}
            self.stamp = self.token + 1
            self._new_clock(list(range(self.seats)))
            if events is not None:
                events.append(TauschrundeStarted())
            return
        self._after_pass(events)

    def _pass(self, seat: int, c: int, events: list[Event] | None) -> None:
        self.passes[seat] = c
        self.clock = self.clock.done(seat)
        if events is not None:
            events.append(PassChosen(seat))
        if len(self.passes) < self.seats:
            return
        n = self.seats
        for giver, card_ in sorted(self.passes.items()):
            self.hands[giver].remove(card_)
        for giver, card_ in sorted(self.passes.items()):
            receiver = (giver + 1) % n
            self.hands[receiver].append(card_)
            self.round_passes.append((giver, receiver, card_))
            self.unknown[receiver] += 1
            if events is not None:
                events.append(CardPassed(giver, receiver, card_, audience=(giver, receiver)))
        self.swap_voids, self.swap_held = self.voids, [1] * n
        self.voids = [0] * n
        self.passes = {}
        if events is not None:
            events.append(TauschrundeDone())
        self._after_pass(events)

    def _after_pass(self, events: list[Event] | None) -> None:
        if self.next_heute_seat is not None:
            self.phase = NAME
            self._new_clock([self.next_heute_seat])
            return
        self.start_trick(self.next_leader, None, None, self.next_ramsch, events)

    def _name(self, seat: int, suit: int, events: list[Event] | None) -> None:
        if events is not None:
            events.append(SuitNamed(seat, suit))
        self.start_trick(self.next_leader, suit, seat, self.next_ramsch, events)

    def start_trick(self, leader: int, heute: int | None, heute_seat: int | None,
                    ramsch: bool, events: list[Event] | None) -> None:
        """A new trick: ``leader`` leads with these effects active."""
        if self.trick:
            self.trick_no += 1
        self.trick = []
        self.leader = self.turn = leader
        self.heute, self.heute_seat, self.ramsch = heute, heute_seat, ramsch
        self.phase = PLAY
        if events is not None:
            events.append(TrickStarted(leader, heute, ramsch))
        self._new_clock([leader])

    # ------------------------------------------------------------ the result
    def copy(self) -> State:
        """An independent copy (for search); its rng continues identically."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        for name in ("hands", "kisten", "tables", "stock"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        for name in ("points", "penalties", "attic", "attic_tier", "trick", "voids",
                     "swap_voids", "swap_held", "unknown", "left", "queue", "receivers",
                     "round_passes", "last_order", "history", "faelschungen", "tricks_won",
                     "best_round"):
            setattr(other, name, list(getattr(self, name)))
        other.passes = dict(self.passes)
        return other

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: the public); see :mod:`.view`."""
        from engines.troedel.view import build_view
        return build_view(self, seat)

    def result(self) -> Any:
        """Places and points (see :mod:`.rounds`)."""
        return rounds.result(self)
