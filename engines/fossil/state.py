"""The rules of Speedfossil as one mutable game state.

``new_game`` deals; ``State.apply`` checks an action against the rules (the
same :func:`~engines.fossil.moves.refusal` that ``legal`` filters with) and
carries it out, returning the events. Nothing here knows Discord or Pillow.

>>> state = new_game(seats=4, seed=1)
>>> sorted(d.seat for d in state.pending()), len({d.stamp for d in state.pending()})
([0, 1, 2, 3], 1)
"""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision, Event, IllegalAction, SeatClock, Timeout, Timer
from engines.fossil import moves
from engines.fossil.actions import (
    BOERSE,
    MUSEUM,
    Action,
    Bid,
    Choice,
    Inspect,
    SendThief,
    Show,
    Take,
    card_of,
    place_of,
)
from engines.fossil.events import (
    AllChosen,
    Arrested,
    Bought,
    CardRevealed,
    ChoiceSealed,
    Chosen,
    FameWon,
    FinalShown,
    GameOver,
    InspectorMoved,
    MarketRefilled,
    NachfristStarted,
    Released,
    RoundStarted,
    Stolen,
    ThievesBlocked,
    TimeUp,
    WechselBack,
    WechselStolen,
)
from engines.fossil.fossils import COUNT, best_vitrine, vitrine_key
from engines.fossil.museum import (
    arrest,
    auction_order,
    best_final,
    competition_ranks,
    fame_order,
)
from engines.fossil.options import FINAL_BONUS, ROUND_CAP, Options, shield
from engines.fossil.phases import CHOOSE, OVER, STEAL
from engines.fossil.result import build_result
from engines.fossil.view import build_view, thief_years
from engines.texts import t

#: Every player's Wechsel at the start.
START_WECHSEL = (1, 2, 3, 4)
MIN_SEATS, MAX_SEATS = 3, 5
#: The Rechenweg's counters per seat (see :mod:`engines.fossil.result`).
STAT_KEYS = ("by_vitrine", "by_kommissar", "by_final", "purchases", "stolen_wechsel",
             "stolen_fossils", "lost_fossils", "caught", "arrested")

__all__ = ["CHOOSE", "MAX_SEATS", "MIN_SEATS", "OVER", "STEAL", "State", "new_game",
           "thief_years"]


def new_game(seats: int, seed: int, options: Options | None = None) -> State:
    """A new game for 3 to 5 collectors, dealt from ``seed``."""
    return State(seats, seed, options or Options())


class State:
    """One game of Speedfossil (see the module docstring).

    Open to every reader: ``collections``, ``wechsel`` (each seat's Wechsel
    values), ``kasse``, ``home`` (Dienstjahre of the Langfinger at home),
    ``cells`` (the arrest, cell 1 first), ``fields``, ``market`` (finds A and
    B, None for an empty slot). Hidden: the order of ``stack`` (its top is
    the end) and ``sealed`` (the choices made this round, until the reveal).
    """

    def __init__(self, seats: int, seed: int, options: Options) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Speedfossil is played by {MIN_SEATS} to {MAX_SEATS} "
                             f"collectors, not {seats}")
        self.seats = seats
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        self.stack = list(range(COUNT))
        self.rng.shuffle(self.stack)
        self.collections: list[list[int]] = [sorted(self._draw(2)) for _ in range(seats)]
        self.market: list[int | None] = [self._pop(), self._pop()]
        self.album: list[set[int]] = [set(c) for c in self.collections]
        self.wechsel: list[list[int]] = [list(START_WECHSEL) for _ in range(seats)]
        self.kasse: list[int] = []
        self.home: list[list[int]] = [list(thief_years(s)) for s in range(seats)]
        self.cells: list[tuple[int, int]] = []
        self.fields = [0] * seats
        first = options.first_seat
        self.start = first if first is not None else self.rng.randrange(seats)
        self.round = 1
        self.phase = CHOOSE
        self.sealed: list[Choice | None] = [None] * seats
        self.revealed: list[Choice | None] = [None] * seats
        self.step = 1
        self.token = 1
        self.clock = SeatClock(options.bedenkzeit).start(range(seats), token=self.token)
        # the Museum of the running round: Vitrinen (current contents), the
        # Langfinger still to pick (seat, years) and the victims left for the first
        self.vitrines: dict[int, list[int]] = {}
        self.thieves: list[tuple[int, int]] = []
        self.victims: list[int] = []
        self.museum_thieves: list[tuple[int, int]] = []
        self.course: list[list[int]] = [[0] for _ in range(seats)]
        # the cards revealed so far, per seat (public: everyone saw them)
        self.played: list[list[str]] = [[] for _ in range(seats)]
        self.stats: list[dict[str, int]] = [dict.fromkeys(STAT_KEYS, 0) for _ in range(seats)]
        self.finals: list[tuple[int, ...]] = []
        self.places: list[int] = []
        self.reason = ""
        # the public events from the last reveal to the end of its round (the
        # thieves' picks come in actions of their own; a round's outcome is
        # read from here by the shell); never grows past the round's end
        self.round_events: list[Event] = []
        self.round_open = False

    # --- the deal ------------------------------------------------------------
    def _draw(self, k: int) -> list[int]:
        return [self.stack.pop() for _ in range(k)]

    def _pop(self) -> int | None:
        return self.stack.pop() if self.stack else None

    # --- the contract --------------------------------------------------------
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    def pending(self) -> tuple[Decision, ...]:
        """Every seat that has not chosen yet (one stamp for the step), or
        the Langfinger's owner who picks in the Museum now."""
        clock = self.clock
        if self.phase == CHOOSE:
            return tuple(Decision(s, CHOOSE, True, s in clock.overdue, self.step)
                         for s in range(self.seats) if self.sealed[s] is None)
        if self.phase == STEAL:
            seat = self.thieves[0][0]
            return (Decision(seat, STEAL, True, seat in clock.overdue, self.step),)
        return ()

    def timer(self) -> Timer | None:
        """The Bedenkzeit (or Nachfrist) of the seats deciding now."""
        return self.clock.timer()

    def legal(self, seat: int) -> list[Any]:
        """Every action ``seat`` may take now (every valid Vitrine included)."""
        return moves.legal(self, seat)

    def sample(self, seat: int, rng: random.Random) -> Any:
        """A random legal action of ``seat`` (a card first, then its details),
        without listing every Vitrine; None if the seat has none."""
        return moves.sample(self, seat, rng)

    def apply(self, action: Action, *, record: bool = True) -> list[Event]:
        """Apply ``action`` or raise :class:`IllegalAction` (nothing changes)."""
        problem = moves.refusal(self, action)
        if problem is not None:
            raise problem
        events: list[Event] | None = [] if record else None
        if isinstance(action, Timeout):
            self._on_timeout(events)
        elif isinstance(action, Take):
            self._on_take(action, events)
        else:
            self._on_choice(action, events)
        if events is None:
            return []
        self._remember(events)
        return events

    def _remember(self, events: list[Event]) -> None:
        """Keep the public events of the revealed round (see ``round_events``)."""
        public = [e for e in events if e.audience is None]
        reveal = next((i for i, e in enumerate(public) if isinstance(e, AllChosen)), None)
        if reveal is not None:
            self.round_events, self.round_open = [], True
            public = public[reveal:]
        if not self.round_open:
            return
        for event in public:
            self.round_events.append(event)
            if isinstance(event, (RoundStarted, GameOver)):
                self.round_open = False
                return

    # --- the sealed choice ---------------------------------------------------
    def _on_choice(self, choice: Choice, events: list[Event] | None) -> None:
        seat = choice.seat
        self.sealed[seat] = choice
        if self.clock.stage or self.clock.overdue:
            self.clock = self.clock.done(seat)
        if events is not None:
            events.append(Chosen(seat))
            value, fossils = _details(choice)
            events.append(ChoiceSealed(seat, card_of(choice), place_of(choice), value, fossils,
                                       audience=(seat,)))
        if all(c is not None for c in self.sealed):
            self._resolve(events)

    def _on_timeout(self, events: list[Event] | None) -> None:
        stage = self.clock.stage
        self.token += 1
        self.clock = self.clock.expire(self.clock.token, next_token=self.token)
        if events is not None:
            seats = tuple(sorted(self.clock.waiting))
            events.append(NachfristStarted(seats) if stage == "bedenkzeit" else TimeUp(seats))

    def _open_step(self, seats: list[int]) -> None:
        """A new decision for ``seats``: new stamp, new Bedenkzeit."""
        self.step += 1
        self.token += 1
        if self.clock.bedenkzeit is not None:
            self.clock = self.clock.start(seats, token=self.token)

    # --- the round -------------------------------------------------------------
    def _resolve(self, events: list[Event] | None) -> None:
        chosen: list[Choice] = [c for c in self.sealed if c is not None]
        self.revealed = list(self.sealed)
        for c in chosen:
            self.played[c.seat].append(card_of(c))
        self.sealed = [None] * self.seats
        if self.clock.stage or self.clock.overdue:
            self.clock = self.clock.stop()
        if events is not None:
            events.append(AllChosen(self.round))
            for c in chosen:
                value, fossils = _details(c)
                events.append(CardRevealed(c.seat, card_of(c), place_of(c), value,
                                           c.slot if isinstance(c, Bid) else -1, fossils))
        self._boerse(chosen, events)
        self._museum_fame(chosen, events)
        self._next_thief(events)

    def _boerse(self, chosen: list[Choice], events: list[Event] | None) -> None:
        bids = [(c.seat, c.wechsel) for c in chosen if isinstance(c, Bid)]
        thieves = [(c.seat, c.years) for c in chosen
                   if isinstance(c, SendThief) and c.place == BOERSE]
        paid: int | None = None
        if bids:
            order = auction_order(bids, fields=self.fields,
                                  counts=[len(c) for c in self.collections], start=self.start)
            winner = order[0]
            choice = self.revealed[winner]
            assert isinstance(choice, Bid)
            fossil = self.market[choice.slot]
            assert fossil is not None
            self.market[choice.slot] = None
            self.wechsel[winner].remove(choice.wechsel)
            self.kasse.append(choice.wechsel)
            self.collections[winner].append(fossil)
            self.collections[winner].sort()
            self.album[winner].add(fossil)
            self.stats[winner]["purchases"] += 1
            paid = choice.wechsel
            if events is not None:
                events.append(Bought(winner, choice.wechsel, choice.slot, fossil))
                for seat in order[1:]:
                    other = self.revealed[seat]
                    assert isinstance(other, Bid)
                    events.append(WechselBack(seat, other.wechsel))
        if len(thieves) == 1 and paid is not None:
            seat, years = thieves[0]
            self.kasse.remove(paid)
            self.wechsel[seat].append(paid)
            self.wechsel[seat].sort()
            self.stats[seat]["stolen_wechsel"] += 1
            if events is not None:
                events.append(WechselStolen(seat, years, paid))
        elif len(thieves) > 1 and events is not None:
            events.append(ThievesBlocked(tuple(s for s, _ in thieves)))

    def _museum_fame(self, chosen: list[Choice], events: list[Event] | None) -> None:
        self.vitrines = {c.seat: list(c.fossils) for c in chosen if isinstance(c, Show)}
        order = fame_order(self.vitrines)
        top, bottom = shield(self.options.banquet, max(self.fields))
        for place, (seat, gain) in enumerate(zip(order, (top, bottom), strict=False), 1):
            before = self.fields[seat]
            self.fields[seat] += gain
            self.stats[seat]["by_vitrine"] += gain
            if events is not None:
                events.append(FameWon(seat, place, gain, before, self.fields[seat]))
        self.museum_thieves = sorted(
            ((c.seat, c.years) for c in chosen if isinstance(c, SendThief) and c.place == MUSEUM),
            key=lambda t: -t[1])
        self.thieves = list(self.museum_thieves)
        self.victims = []

    def _victims_of(self, seat: int) -> list[int]:
        """The Vitrinen a Langfinger of ``seat`` still robs: every other
        player's, in seat order from his left, empty ones skipped."""
        n = self.seats
        return [(seat + k) % n for k in range(1, n)
                if self.vitrines.get((seat + k) % n)]

    def _next_thief(self, events: list[Event] | None) -> None:
        """Open the next Langfinger's pick (skipping those with nothing left
        to take) or, when none is left, finish the Museum."""
        while self.thieves:
            self.victims = self._victims_of(self.thieves[0][0])
            if self.victims:
                self.phase = STEAL
                self._open_step([self.thieves[0][0]])
                return
            self.thieves.pop(0)
        self._museum_police(events)

    def _on_take(self, take: Take, events: list[Event] | None) -> None:
        victim = take.victim
        self.vitrines[victim].remove(take.fossil)
        self.collections[victim].remove(take.fossil)
        self.collections[take.seat].append(take.fossil)
        self.collections[take.seat].sort()
        self.album[take.seat].add(take.fossil)
        self.stats[take.seat]["stolen_fossils"] += 1
        self.stats[victim]["lost_fossils"] += 1
        if events is not None:
            events.append(Stolen(take.seat, take.years, victim, take.fossil))
        self.victims.pop(0)
        if self.victims:
            # the next Vitrine is a new decision (new stamp); his clock runs on
            self.step += 1
        else:
            # this Langfinger is done; his clock stops, the next one's starts
            self.thieves.pop(0)
            if self.clock.stage or self.clock.overdue:
                self.clock = self.clock.stop()
            self._next_thief(events)

    def _museum_police(self, events: list[Event] | None) -> None:
        thieves = self.museum_thieves
        inspectors = [c.seat for c in self.revealed if isinstance(c, Inspect)]
        if thieves and inspectors:
            for seat, years in sorted(thieves, key=lambda t: t[1]):
                self.home[seat].remove(years)
                self.stats[seat]["arrested"] += 1
                if events is not None:
                    events.append(Arrested(seat, years))
            self.cells, released = arrest(self.cells, thieves, self.seats)
            for seat, years in released:
                self.home[seat].append(years)
                self.home[seat].sort()
                if events is not None:
                    events.append(Released(seat, years))
            ranks = competition_ranks(self.fields)
            for seat in inspectors:
                before = self.fields[seat]
                self.fields[seat] += ranks[seat]
                self.stats[seat]["by_kommissar"] += ranks[seat]
                self.stats[seat]["caught"] += len(thieves)
                if events is not None:
                    events.append(InspectorMoved(seat, ranks[seat], before, self.fields[seat]))
        self._end_round(events)

    def _end_round(self, events: list[Event] | None) -> None:
        self.vitrines, self.thieves, self.victims, self.museum_thieves = {}, [], [], []
        for slot in (0, 1):
            if self.market[slot] is None and self.stack:
                self.market[slot] = self.stack.pop()
                if events is not None:
                    events.append(MarketRefilled(slot, self.market[slot]))
        for seat in range(self.seats):
            self.course[seat].append(self.fields[seat])
        if max(self.fields) >= self.options.banquet or self.round >= ROUND_CAP:
            self._final(events, "banquet" if max(self.fields) >= self.options.banquet else "cap")
            return
        self.round += 1
        self.start = (self.start + 1) % self.seats
        self.phase = CHOOSE
        self._open_step(list(range(self.seats)))
        if events is not None:
            events.append(RoundStarted(self.round, self.start))

    def _final(self, events: list[Event] | None, reason: str) -> None:
        """The Schlussvitrine (+8 / +4), then the places."""
        self.finals = [best_vitrine(frozenset(c)) for c in self.collections]
        for seat, gain in zip(best_final(dict(enumerate(self.finals))), FINAL_BONUS,
                              strict=False):
            before = self.fields[seat]
            self.fields[seat] += gain
            self.stats[seat]["by_final"] += gain
            if events is not None:
                events.append(FinalShown(seat, self.finals[seat], gain, before, self.fields[seat]))
        for seat in range(self.seats):
            self.course[seat][-1] = self.fields[seat]
        keys = [(self.fields[s], vitrine_key(self.finals[s])) for s in range(self.seats)]
        self.places = [1 + sum(1 for k in keys if k > mine) for mine in keys]
        self.reason = reason
        self.phase = OVER
        self.clock = self.clock.stop()
        if events is not None:
            events.append(GameOver(reason, tuple(self.places), tuple(self.fields)))

    # --- copies, views, results ----------------------------------------------
    def copy(self, *, own_rng: bool = True) -> State:
        """An independent copy (for search and twins). The rng is used only
        for the deal; a search's throwaway copies may share it
        (``own_rng=False``), which saves most of a copy's cost."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        if own_rng:
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
        other.stack = list(self.stack)
        other.collections = [list(c) for c in self.collections]
        other.market = list(self.market)
        other.album = [set(a) for a in self.album]
        other.wechsel = [list(w) for w in self.wechsel]
        other.kasse = list(self.kasse)
        other.home = [list(h) for h in self.home]
        other.cells = list(self.cells)
        other.fields = list(self.fields)
        other.sealed = list(self.sealed)
        other.revealed = list(self.revealed)
        other.vitrines = {s: list(v) for s, v in self.vitrines.items()}
        other.thieves = list(self.thieves)
        other.victims = list(self.victims)
        other.museum_thieves = list(self.museum_thieves)
        other.course = [list(c) for c in self.course]
        other.played = [list(p) for p in self.played]
        other.stats = [dict(s) for s in self.stats]
        other.finals = list(self.finals)
        other.places = list(self.places)
        other.round_events = list(self.round_events)
        return other

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: the public); see :mod:`.view`."""
        return build_view(self, seat)

    def result(self) -> Any:
        """Places, fields with the Rechenweg and the fame course."""
        if self.phase != OVER:
            raise IllegalAction("not_over", t("fossil.err.not_over"))
        return build_result(self)


def _details(choice: Choice) -> tuple[int, tuple[int, ...]]:
    """A choice's value (Wechsel or Dienstjahre) and Vitrine."""
    if isinstance(choice, Bid):
        return choice.wechsel, ()
    if isinstance(choice, SendThief):
        return choice.years, ()
    if isinstance(choice, Show):
        return 0, choice.fossils
    return 0, ()
