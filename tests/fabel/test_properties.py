"""Property tests over random legal play (2 to 6 players, Klassisch).

Hypothesis draws the table size, the seed, the house rules and the seed of
the random player; the game is played to its end with
:func:`engines.core.playout.random_step` (plus, now and then, the expiry of a
Bedenkzeit), and after every action the invariants below are checked.

- Item 7: money and creature cards are conserved at every step; the bank
  never receives a card.
- Items 9, 11, 44, 62, 69, 125, 127: views and public events hold no hidden
  value (checked against twin states that differ only in hidden
  information, and by the shape of every public event).
- Every pending decision has a legal action; ``sample()`` and ``legal()``
  give actions that ``apply`` accepts.
- Item 183: seed + actions (through JSON) replay the game exactly.
- Illegal actions raise IllegalAction and change nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields
from math import prod
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core import Event, IllegalAction, Timeout, from_json, to_json
from engines.core.playout import random_step
from engines.fabel import ACTION_TYPES, Options, State, Tempo, new_game
from engines.fabel import events as ev
from engines.fabel.actions import (
    Accept,
    Bid,
    BuySelf,
    Challenge,
    EndTurn,
    Give,
    Keep,
    LayCard,
    Meins,
    Offer,
    Pay,
    Reveal,
    Sell,
    TakeKobold,
)
from engines.fabel.actions import Counter as CounterOffer
from engines.fabel.cards import DENOMINATIONS, KINDS, KOBOLD, is_letter, is_money, values_of
from engines.fabel.money import submultisets
from engines.fabel.state import ANSWER, AUCTION, BRIEF_PAY, MEINS, OFFER, PAY, VORKAUF
from engines.fabel.twins import hidden_twins
from tests.fabel.helpers import all_creatures, all_money, all_specials, refused, snapshot

MAX_ACTIONS = 20_000

options_strategy = st.builds(
    Options,
    tempo=st.sampled_from(list(Tempo)),
    bedenkzeit=st.sampled_from([None, 30]),
    superhandel=st.booleans(),
    geld_zaehlt=st.booleans(),
)


# ------------------------------------------------------------ public events
def _is_creature(card: int | None) -> bool:
    return card is not None and 0 <= card < KINDS


#: Public event types and a check of their fields: money values may appear
#: only as public amounts (bids, payouts, payment amounts, a Pleite's cards).
PUBLIC_CHECKS: dict[type, Any] = {
    ev.TurnStarted: lambda e: True,
    ev.TurnSkipped: lambda e: True,
    ev.CardRevealed: lambda e: _is_creature(e.card),
    ev.GoldeselPayout: lambda e: e.amount in (50, 100, 200, 500),
    ev.AuctionOpened: lambda e: _is_creature(e.card),
    ev.BidPlaced: lambda e: True,
    ev.AuctionClosed: lambda e: _is_creature(e.card),
    ev.VorkaufDecided: lambda e: True,
    ev.CardTaken: lambda e: _is_creature(e.card),
    ev.PaymentMade: lambda e: True,
    ev.Pleite: lambda e: True,
    ev.ChallengeMade: lambda e: True,
    ev.OfferLaid: lambda e: True,
    ev.TradeAccepted: lambda e: True,
    ev.TradeRevealed: lambda e: True,
    ev.CardLooked: lambda e: e.card is None,
    ev.CardDealt: lambda e: e.card is None or _is_creature(e.card),
    ev.TurnEnded: lambda e: True,
    ev.NachfristStarted: lambda e: True,
    ev.TimeUp: lambda e: True,
    ev.GameOver: lambda e: True,
    # Meistermarkt: no public event names a money card (letter payments and
    # Kobold pots are counted, not valued)
    ev.MeinsOpened: lambda e: True,
    ev.MeinsCount: lambda e: True,
    ev.MeinsPressed: lambda e: True,
    ev.LetterPaid: lambda e: True,
    ev.LetterTaken: lambda e: True,
    ev.KoboldRound: lambda e: True,
    ev.KoboldLaid: lambda e: True,
    ev.KoboldTaken: lambda e: True,
    ev.KoboldsGiven: lambda e: True,
}
#: Public events whose ``card`` may also be an Ahnenbrief or a Kobold (Meistermarkt).
SPECIAL_CARD_EVENTS = (ev.CardRevealed, ev.CardDealt)

#: Fields of public events that may hold an amount of money in Taler.
PUBLIC_AMOUNT_FIELDS = {
    ev.GoldeselPayout: {"amount"},
    ev.BidPlaced: {"amount"},
    ev.AuctionClosed: {"amount"},
    ev.PaymentMade: {"amount"},
    ev.Pleite: {"cards"},
}


def check_events(state: State, before: State, events: list[Event]) -> None:
    """Public events carry no hidden value; private ones name their readers."""
    for e in events:
        if e.audience is None:
            check = PUBLIC_CHECKS.get(type(e))
            assert check is not None, f"{type(e).__name__} must not be public: {e}"
            special = (isinstance(e, SPECIAL_CARD_EVENTS) and e.card is not None
                       and (is_letter(e.card) or e.card == KOBOLD))
            assert special or check(e), f"public event carries a hidden card: {e}"
            allowed = PUBLIC_AMOUNT_FIELDS.get(type(e), set())
            for f in fields(e):
                if f.name in ("amount", "cards", "challenger_cards", "opponent_cards"):
                    assert f.name in allowed, f"public {e} shows money in {f.name}"
            if isinstance(e, ev.Pleite):
                # the shown cards are exactly what the bankrupt bidder holds
                assert Counter(e.cards) == Counter(
                    v for i, c in enumerate(before.hands[e.seat])
                    for v in [DENOMINATIONS[i]] * c)
        else:
            assert e.audience and all(0 <= s < state.seats for s in e.audience)
            if isinstance(e, ev.PaymentCards):
                assert set(e.audience) == {e.payer, e.receiver}
            if isinstance(e, ev.TradeAmounts):
                assert before.trade is not None
                assert set(e.audience) == {before.trade.challenger, before.trade.opponent}
            if isinstance(e, ev.CardLooked):
                assert e.audience == (e.seat,)
            if isinstance(e, ev.CardDealt):
                assert e.seat in e.audience and len(e.audience) <= 2
            if isinstance(e, ev.KoboldOwnCard | ev.KoboldPot):
                assert e.audience == (e.seat,)


# ------------------------------------------------------------ hidden info
def check_views(state: State, rng: random.Random) -> None:
    """No view changes when only information hidden from its reader changes."""
    if state.is_over():
        return
    for what, twin, readers in hidden_twins(state, rng):
        for reader in readers:
            assert state.view(reader) == twin.view(reader), (
                f"view({reader}) reveals the {what}")


# ------------------------------------------------------------ legal actions
def _legal_size(state: State, seat: int) -> int:
    if state.phase in (OFFER, ANSWER, BRIEF_PAY):
        return prod(c + 1 for c in state.hands[seat])
    return 0


def check_decisions(state: State, rng: random.Random) -> None:
    """Each pending decision has a legal action that apply accepts."""
    pending = state.pending()
    if not pending:
        assert state.timer() is not None, "nobody may act and no timer runs"
    for d in pending:
        if d.required and _legal_size(state, d.seat) <= 4096:
            options = state.legal(d.seat)
            assert options, f"no legal action for {d}"
            probe = state.copy()
            probe.apply(rng.choice(options))
        probe = state.copy()
        action = probe.sample(d.seat, rng)
        assert action is not None, f"sample() found nothing for {d}"
        probe.apply(action)


def _candidates(state: State, seat: int) -> list[Any]:
    """Every action of ``seat`` worth trying now (all of them, bids aside)."""
    out: list[Any] = [Reveal(seat), EndTurn(seat), Sell(seat), BuySelf(seat), Accept(seat),
                      Keep(seat), Give(seat), Meins(seat), TakeKobold(seat)]
    out += [LayCard(seat, v) for v in DENOMINATIONS]
    # kind KINDS is a Kobold trade (Meistermarkt), refused in Klassisch
    out += [Challenge(seat, o, k) for o in range(state.seats) for k in range(KINDS + 1)]
    hand = state.hands[seat]
    if prod(c + 1 for c in hand) <= 512:
        for part in submultisets(hand):
            values = values_of(part)
            out += [Pay(seat, values), Offer(seat, values), CounterOffer(seat, values)]
    if state.auction is not None:
        out += [Bid(seat, state.auction.high + step) for step in range(-10, 120, 5)]
    return out


def check_legal_is_what_apply_accepts(state: State) -> None:
    """``legal(seat)`` lists exactly the actions ``apply`` accepts (bids: the
    quick bids are among the accepted ones)."""
    for seat in range(state.seats):
        legal = state.legal(seat)
        accepted = []
        probe = state.copy()
        for action in _candidates(state, seat):
            try:
                probe.apply(action)
            except IllegalAction:
                continue  # a refusal changes nothing: the probe stays usable
            accepted.append(action)
            probe = state.copy()
        if state.phase == AUCTION:
            assert set(legal) <= set(accepted)
            assert all(isinstance(a, Bid) for a in accepted)
            continue
        if state.phase == MEINS:
            assert set(accepted) == set(legal) <= {Meins(seat)}, (legal, accepted)
            continue
        if prod(c + 1 for c in state.hands[seat]) <= 512:
            assert set(accepted) == set(legal), (state.phase, seat)
        else:
            assert set(accepted) <= set(legal), (state.phase, seat)


ILLEGAL_PROBES = (
    lambda s, seat: Bid(seat, 5),
    lambda s, seat: Bid(seat, 15),
    lambda s, seat: Pay(seat, (30,)),
    lambda s, seat: Pay(seat, (500,) * 40),
    lambda s, seat: Offer(seat, (500,) * 40),
    lambda s, seat: CounterOffer(seat, (500,) * 40),
    lambda s, seat: Timeout(-1),
)


def check_illegal(state: State, rng: random.Random) -> None:
    """A few actions that can never be legal, and an action by a seat the
    game does not wait for: refused, nothing changes."""
    seat = rng.randrange(state.seats)
    refused(state, rng.choice(ILLEGAL_PROBES)(state, seat))
    deciders = {d.seat for d in state.pending()}
    outsiders = [s for s in range(state.seats) if s not in deciders]
    if outsiders and state.phase != AUCTION:
        who = rng.choice(outsiders)
        for make in (Reveal, Sell, BuySelf, Accept):
            refused(state, make(who))
    if state.phase == PAY:
        assert state.payment is not None
        refused(state, Pay(state.payment.payer, ()))


# ------------------------------------------------------------ the run
#: What :func:`play` checks besides conservation (which it always checks).
ALL_CHECKS = frozenset({"events", "decisions", "views", "illegal", "legal"})


def play(seats: int, seed: int, options: Options, play_seed: int,
         checks: frozenset[str] = ALL_CHECKS) -> tuple[State, list[Any], list[list[Event]]]:
    """Play one random game; after every action check conservation (item 7)
    and the chosen ``checks``; return the state, the actions and the events."""
    state = new_game(seats, seed, options)
    rng = random.Random(play_seed)
    check_rng = random.Random(play_seed + 1)
    money0 = all_money(state)
    creatures0 = Counter({k: 4 for k in range(KINDS)})
    assert all_creatures(state) == creatures0
    specials0 = all_specials(state)
    actions: list[Any] = []
    history: list[list[Event]] = []
    while not state.is_over():
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        timer = state.timer()
        if timer is not None and timer.kind != "auction" and rng.random() < 0.15:
            action: Any = Timeout(timer.token)  # a Bedenkzeit or Nachfrist runs out
        else:
            action = random_step(state, rng, timeout_weight=2)
        before = state.copy() if "events" in checks else state
        bank_before = list(state.bank)
        events = state.apply(action)
        actions.append(action)
        history.append(events)
        assert all_money(state) == money0, f"money not conserved after {action}"
        assert all(a <= b for a, b in zip(state.bank, bank_before, strict=True)), (
            "the bank received a card")
        assert all_creatures(state) == creatures0, f"creatures not conserved after {action}"
        assert all_specials(state) == specials0, f"letters or Kobolde not conserved: {action}"
        if "events" in checks:
            check_events(state, before, events)
        if state.is_over():
            break
        if "decisions" in checks:
            check_decisions(state, check_rng)
        if "views" in checks and check_rng.random() < 0.2:
            check_views(state, check_rng)
        if "illegal" in checks and check_rng.random() < 0.1:
            check_illegal(state, check_rng)
        if "legal" in checks and check_rng.random() < 0.03:
            check_legal_is_what_apply_accepts(state)
    return state, actions, history


GAMES = {
    "seats": st.sampled_from([2, 3, 4, 5, 6]),
    "seed": st.integers(0, 2**62),
    "options": options_strategy,
    "play_seed": st.integers(0, 2**32),
}


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_item_7_money_and_creatures_are_conserved_and_every_game_ends(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Item 7: "no money card is created or destroyed"; the only flow out of
    the bank is the Goldesel payouts; creatures are conserved too; and every
    random game ends (within MAX_ACTIONS) with a full result."""
    state, actions, _ = play(seats, seed, options, play_seed, frozenset())
    assert state.is_over() and actions
    result = state.result()
    assert sorted(s.seat for s in result.standings) == list(range(seats))
    assert result.reason in ("vierer", "cap")


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_items_9_11_44_62_69_125_nothing_hidden_in_views_or_public_events(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Items 9, 11, 44, 62, 69, 125, 127: views hold no hidden value (twins
    that differ only in hidden information look the same), and public events
    carry no money value except public amounts."""
    play(seats, seed, options, play_seed, frozenset({"events", "views"}))


@settings(max_examples=20, deadline=None)
@given(**GAMES)
def test_every_pending_decision_has_a_legal_action(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Contract: ``legal()`` is non-empty for required decisions, ``sample()``
    and ``legal()`` give actions ``apply`` accepts, ``legal()`` lists exactly
    what ``apply`` accepts, and illegal actions change nothing."""
    play(seats, seed, options, play_seed, frozenset({"decisions", "illegal", "legal"}))


@settings(max_examples=25, deadline=None)
@given(**GAMES)
def test_item_183_seed_and_actions_replay_the_game(seats: int, seed: int, options: Options,
                                                  play_seed: int) -> None:
    """Item 183: "the same seed and decisions give the same game" (through JSON)."""
    state, actions, history = play(seats, seed, options, play_seed, frozenset())
    log = [to_json(a) for a in actions]
    replay = new_game(seats, seed, options)
    for record, events in zip(log, history, strict=True):
        action = from_json(record, ACTION_TYPES)
        assert replay.apply(action) == events
    assert replay.is_over()
    assert replay.result() == state.result()
    assert snapshot(replay) == snapshot(state)


@settings(max_examples=40, deadline=None)
@given(seats=st.sampled_from([2, 3, 4, 5, 6]), seed=st.integers(0, 2**62))
def test_item_8_setup_comes_from_the_seed(seats: int, seed: int) -> None:
    """Item 8: the same seed gives the same deal; another seed another deck."""
    a, b = new_game(seats, seed), new_game(seats, seed)
    assert snapshot(a) == snapshot(b)
    other = new_game(seats, seed + 1)
    assert other.deck != a.deck or other.turn_seat != a.turn_seat


def test_every_action_is_refused_after_the_end() -> None:
    """After the end every action is refused with a reason, nothing changes."""
    state, _, _ = play(3, 5, Options(), 5, frozenset())
    err = refused(state, Reveal(state.turn_seat), "game_over")
    assert "vorbei" in err.reason
    refused(state, Bid((state.turn_seat + 1) % 3, 10), "game_over")


def test_deck_cards_are_creatures_or_money() -> None:
    """The helper's accounting sees every deck card (two players: money too)."""
    state = new_game(2, 3)
    assert sum(1 for c in state.deck if is_money(c)) == state.deck_money == 17


# ------------------------------------------------------------ public books
class PublicBooks:
    """An independent bookkeeper that reads public events only: the
    Kassenbuch (items 144, 145) and the Marktbericht figures (item 86)."""

    def __init__(self, seats: int, start: int) -> None:
        self.estimate = [start] * seats
        self.inexact = [False] * seats
        self.payouts = [0] * seats
        self.income = [0] * seats
        self.spending = [0] * seats
        self.bought = [0] * seats
        self.top = [0] * seats
        self.won = [0] * seats
        self.lost = [0] * seats

    def read(self, events: list[Event]) -> None:
        """Book the public events of one action."""
        for e in events:
            if e.audience is not None:
                continue
            if isinstance(e, ev.GoldeselPayout):
                for s in range(len(self.estimate)):
                    self.estimate[s] += e.amount
                    self.payouts[s] += e.amount
            elif isinstance(e, ev.PaymentMade):
                self.estimate[e.payer] -= e.amount
                self.estimate[e.receiver] += e.amount
                self.spending[e.payer] += e.amount
                self.income[e.receiver] += e.amount
                self.bought[e.payer] += 1
                self.top[e.payer] = max(self.top[e.payer], e.amount)
            elif isinstance(e, ev.Pleite):
                self.estimate[e.seat] = sum(e.cards)
                self.inexact[e.seat] = False
            elif isinstance(e, ev.TradeAccepted):
                self.inexact[e.challenger] = self.inexact[e.opponent] = True
                self.won[e.challenger] += 1
                self.lost[e.opponent] += 1
            elif isinstance(e, ev.TradeRevealed) and e.winner is not None:
                self.inexact[e.challenger] = self.inexact[e.opponent] = True
                loser = e.opponent if e.winner == e.challenger else e.challenger
                self.won[e.winner] += 1
                self.lost[loser] += 1
            elif isinstance(e, ev.CardDealt) and e.card is None:
                self.inexact[e.seat] = True
            elif isinstance(e, ev.LetterPaid):  # Meistermarkt: amounts nobody sees
                self.inexact[e.payer] = self.inexact[e.receiver] = True
            elif isinstance(e, ev.KoboldLaid) or (
                    isinstance(e, ev.KoboldTaken) and e.how == "round"):
                self.inexact[e.seat] = True


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_items_86_144_145_kassenbuch_and_report_follow_public_events(
        seats: int, seed: int, options: Options, play_seed: int) -> None:
    """Items 144, 145: the Kassenbuch equals a bookkeeping of public events
    at every step (start + payouts + received − paid; a Pleite resets it;
    trades and money drawn at two players mark it "ungenauer"). Item 86:
    the Marktbericht figures equal the same bookkeeping at the end."""
    state = new_game(seats, seed, options)
    books = PublicBooks(seats, state.money_total(0))
    rng = random.Random(play_seed)
    while not state.is_over():
        books.read(state.apply(random_step(state, rng, timeout_weight=2)))
        for reader in (None, rng.randrange(seats)):
            players = state.view(reader).players
            assert [p.estimate for p in players] == books.estimate
            assert [p.estimate_inexact for p in players] == books.inexact
    for r in state.result().reports:
        s = r.seat
        assert (r.payouts, r.income, r.spending, r.bought, r.top_price) == (
            books.payouts[s], books.income[s], books.spending[s], books.bought[s], books.top[s])
        assert (r.trades_won, r.trades_lost) == (books.won[s], books.lost[s])


# ------------------------------------------------------------ a nasty player
def nasty_step(state: State, rng: random.Random) -> Any:
    """A random player that seeks the rare paths: ties in trades, Pleiten
    one after another, Selbst kaufen whenever possible, Bedenkzeit expiries."""
    timer = state.timer()
    if timer is not None and timer.kind != "auction" and rng.random() < 0.3:
        return Timeout(timer.token)
    if state.phase == ANSWER and state.trade is not None and state.trade.offer is not None:
        seat = state.trade.opponent
        target = sum(values_of(state.trade.offer))
        ties = [s for s in submultisets(state.hands[seat]) if sum(values_of(s)) == target]
        if ties and rng.random() < 0.8:
            return CounterOffer(seat, values_of(rng.choice(ties)))
    if state.phase == AUCTION and state.auction is not None and rng.random() < 0.5:
        bidders = state.bidders()
        if bidders:
            return Bid(rng.choice(bidders), state.auction.high + 10 * rng.randint(1, 60))
    if state.phase == VORKAUF:
        seat = state.pending()[0].seat
        options = state.legal(seat)
        return options[-1] if rng.random() < 0.7 else options[0]
    return random_step(state, rng, timeout_weight=2)


@settings(max_examples=15, deadline=None)
@given(**GAMES)
def test_rare_paths_keep_every_invariant(seats: int, seed: int, options: Options,
                                         play_seed: int) -> None:
    """Ties, second ties, chains of Pleiten and overdue decisions: material
    is conserved, public events hide what they must, decisions stay legal,
    and the game replays from its seed and actions."""
    state = new_game(seats, seed, options)
    rng, check_rng = random.Random(play_seed), random.Random(play_seed + 1)
    money0, creatures0 = all_money(state), all_creatures(state)
    actions: list[Any] = []
    history: list[list[Event]] = []
    while not state.is_over():
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        action = nasty_step(state, rng)
        before = state.copy()
        events = state.apply(action)
        actions.append(action)
        history.append(events)
        assert all_money(state) == money0 and all_creatures(state) == creatures0
        check_events(state, before, events)
        if not state.is_over():
            check_decisions(state, check_rng)
    replay = new_game(seats, seed, options)
    for action, events in zip(actions, history, strict=True):
        assert replay.apply(from_json(to_json(action), ACTION_TYPES)) == events
    assert snapshot(replay) == snapshot(state)
