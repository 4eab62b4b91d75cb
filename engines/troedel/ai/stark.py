"""Stark: plays each choice out over many deals consistent with its view
(determinized sampling, PIMC) to the end of the round, and values the next
round's hand (what it catches becomes its Kiste).

For every decision kind (card, zero's pick, Tauschrunde card, suit) the
legal actions are tried in the same worlds (common random numbers), dealt by
:mod:`.deals` from the view; the rest of the round is played by a quick
policy. With ``HALVING`` a decision uses successive halving
(:func:`search`): every action gets the first quarter of the deals, the
better half the next quarter, the better half of those all the deals;
without it, and always for the Rat, every action is played out in every
deal (:func:`evaluate`). An action scores its
points this round minus the others' average, plus ``NEXT_HAND`` times the
hand value of what it caught against the others'. The highest mean wins.
Where the best action is less than ``MARGIN`` better than Normal's choice,
Normal's choice is played. The number of deals is a fixed function of the
number of choices, so the same view and rng give the same decision on any
machine.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from engines.core import Decision
from engines.troedel.ai.determinize import Dealer, world
from engines.troedel.ai.knowledge import hold_value, legal_actions
from engines.troedel.ai.normal import decide_normal
from engines.troedel.cards import FAELSCHUNG, POSTEN, SUITS
from engines.troedel.state import NAME, OVER, PASS, PICK, PLAY, State
from engines.troedel.tricks import follow_suit, pick_options, playable, winner
from engines.troedel.view import TroedelView

#: Rollouts per decision (deals x choices) and the bounds on the deals.
ROLLOUTS = 200
MIN_DEALS, MAX_DEALS = 7, 30
#: How much better (in points against the others' average) the search's best
#: action must be to replace Normal's choice.
MARGIN = 0.5
#: ``MARGIN`` by decision kind (:func:`decision_kind`); a kind not named
#: here uses ``MARGIN``, ``None`` plays Normal's choice without a search.
KIND_MARGIN: dict[str, float | None] = {}
#: Weight of the next round's hand (hold value of the caught cards).
NEXT_HAND = 0.3
#: Whether decisions use successive halving (:func:`search`) rather than
#: every action on every deal (:func:`evaluate`): the same strength on the
#: same 200 games (41.8 against 40.2 %), CPU p95 50 instead of 85 ms
#: (docs/BENCHMARKS.md).
HALVING = True


def deals_for(choices: int) -> int:
    """How many deals the search samples for ``choices`` legal actions."""
    return max(MIN_DEALS, min(MAX_DEALS, ROLLOUTS // max(1, choices)))


@dataclass(frozen=True, slots=True)
class Scored:
    """One action's figures over the deals: the mean score, how often it won
    the running trick, the cards expected this round, the next-hand value,
    and the number of deals they rest on."""

    action: Any
    score: float
    trick_share: float
    cards_now: float
    next_hand: float
    deals: int = 0


def _rollout_move(st: State, rng: random.Random) -> None:
    """The quick policy: a cheap greedy card player (wins a trick as last
    player with its cheapest winning card, else sheds its weakest)."""
    phase = st.phase
    if phase == PLAY:
        seat = st.turn
        cards = playable(st.hands[seat], st.follow())
        if POSTEN in cards:
            st._play(seat, POSTEN, None)
            return
        if len(st.trick) == st.seats - 1 and rng.random() < 0.85:
            win = [c for c in cards if winner([*st.trick, (seat, c)], heute=st.heute,
                                              heute_seat=st.heute_seat,
                                              ramsch=st.ramsch)[0] == seat]
            if win and FAELSCHUNG not in (c for _, c in st.trick):
                st._play(seat, min(win, key=hold_value), None)
                return
            lose = [c for c in cards if c not in win] or cards
            st._play(seat, min(lose, key=hold_value), None)
            return
        st._play(seat, cards[int(rng.random() * len(cards))], None)
    elif phase == PICK:
        opts = pick_options(st.left, st.queue[0], st.posten)
        best = max((st.trick[i][1] for i in opts),
                   key=lambda c: -5.0 if c == FAELSCHUNG else hold_value(c))
        st._pick(st.trick[st.queue[0]][0], best, None)
    elif phase == PASS:
        seat = next(s for s in range(st.seats) if s not in st.passes)
        st._pass(seat, min(st.hands[seat], key=hold_value), None)
    elif phase == NAME:
        assert st.next_heute_seat is not None
        st._name(st.next_heute_seat, SUITS[int(rng.random() * 5)], None)


#: How often a rollout player in the middle of a trick who can get ahead
#: does so (with his strongest such card): always, as Normal does since it
#: contests every trick worth having. Against three Normal 51.2 % first
#: places instead of 34.4 % with 0.6 (80 games paired, decks 20000-20019:
#: +16.9 ± 7.5, one standard error).
SHED_WIN = 1.0

#: Hold values by card code (a list lookup is the rollouts' cheapest key).
_HV = [hold_value(c) for c in range(106)]


def _shed_move(st: State, rng: random.Random) -> None:
    """The sharper quick policy: besides what :func:`_rollout_move` does,
    a player who can get ahead in the middle of a trick does so
    (``SHED_WIN``) with his strongest such card, one who cannot sheds a
    Fälschung or his weakest card, and a leader mostly leads his strongest
    card."""
    if st.phase != PLAY:
        _rollout_move(st, rng)
        return
    seat = st.turn
    cards = playable(st.hands[seat], st.follow())
    if POSTEN in cards:
        st._play(seat, POSTEN, None)
        return
    hv = _HV.__getitem__
    trick = st.trick
    if not trick:
        pick = max(cards, key=hv) if rng.random() < 0.6 else cards[
            int(rng.random() * len(cards))]
        st._play(seat, pick, None)
        return
    heute, heute_seat, ramsch = st.heute, st.heute_seat, st.ramsch
    win = [c for c in cards if winner([*trick, (seat, c)], heute=heute, heute_seat=heute_seat,
                                      ramsch=ramsch)[0] == seat]
    if win and FAELSCHUNG not in (c for _, c in trick):
        if len(trick) == st.seats - 1:
            st._play(seat, min(win, key=hv), None)
            return
        if rng.random() < SHED_WIN:
            st._play(seat, max(win, key=hv), None)
            return
    lose = [c for c in cards if c not in win] or cards
    if FAELSCHUNG in lose:
        st._play(seat, FAELSCHUNG, None)
        return
    st._play(seat, min(lose, key=hv), None)


#: The quick policy of the rollouts (``_shed_move`` measured stronger:
#: docs/BENCHMARKS.md).
POLICY = _shed_move

#: Moves after the searched action that a rollout plays with Normal's own
#: decision for the seat to move (the others are Normal; Stark's own later
#: moves too), before ``POLICY`` plays the rest; 0: ``POLICY`` only.
NORMAL_MOVES = 0

#: Void marks by bit mask, as a view lists them.
_VOIDS = [tuple(s for s in range(5) if (m >> s) & 1) for m in range(32)]


def world_kisten(view: TroedelView, hands: list[list[int]]) -> list[tuple[int, ...]]:
    """Every seat's Kiste in a world dealt ``hands`` (a world keeps none: it
    ends with the round): the reader's own; another seat's, the cards of his
    stock not in his dealt hand (a Kiste holds only stock cards)."""
    me = view.reader
    kisten: list[tuple[int, ...]] = []
    for s in range(view.seats):
        if s == me:
            kisten.append(view.kiste)
            continue
        rest = Counter(view.stock[s])
        rest.subtract(hands[s])
        kisten.append(tuple(sorted(rest.elements())[:view.kiste_counts[s]]))
    return kisten


def seat_view(st: State, seat: int, view: TroedelView,
              kisten: list[tuple[int, ...]]) -> TroedelView:
    """``seat``'s view of a world played on from the reader's ``view``: its
    hand and Kiste, the tables, the trick and the void marks as they stand
    in the world (what Normal reads); the rest of the round's record as the
    reader's view has it (cheaper than a full view, built for each move)."""
    phase = st.phase
    trick = tuple(st.trick)
    return replace(
        view, reader=seat, phase=phase, trick_no=st.trick_no,
        hand=tuple(sorted(st.hands[seat])), kiste=kisten[seat],
        hand_counts=tuple(len(h) for h in st.hands),
        ladentisch=tuple(tuple(x) for x in st.tables),
        voids=tuple(_VOIDS[m] for m in st.voids), trick=trick, leader=st.leader,
        turn=st.turn if phase == PLAY else None, follow=follow_suit(trick, st.heute),
        heute=st.heute, heute_seat=st.heute_seat, ramsch=st.ramsch,
        picking=st.trick[st.queue[0]][0] if phase == PICK else None,
        pick_cards=tuple(st.pick_cards()),
        receivers=tuple(st.receivers) if phase in (PICK, PASS, NAME) else ())


def _normal_move(st: State, roll: random.Random, view: TroedelView,
                 kisten: list[tuple[int, ...]]) -> None:
    """The seat to move (in a Tauschrunde the first still to choose) plays
    Normal's decision, from its view of the world."""
    seat = st.deciders()[0]
    st.step(decide_normal(seat_view(st, seat, view, kisten), Decision(seat, st.phase), roll))


def _value(st: State, me: int, start: list[int]) -> tuple[float, float, float]:
    """(score, my cards this round, my next-hand value) of a finished world."""
    n = st.seats
    gains = [st.points[s] - start[s] for s in range(n)]
    hands = [sum(hold_value(c) for c in st.kisten[s]) for s in range(n)]
    others = [s for s in range(n) if s != me]
    rel = gains[me] - sum(gains[s] for s in others) / len(others)
    nxt = hands[me] - sum(hands[s] for s in others) / len(others)
    return rel + NEXT_HAND * nxt, float(gains[me]), hands[me]


def _play_deals(view: TroedelView, actions: list[Any], alive: list[int], deals: int,
                rng: random.Random, dealer: Dealer, totals: list[list[float]]) -> None:
    """Play the ``alive`` actions out in ``deals`` new worlds (the same
    worlds and rollout seeds for each: common random numbers), adding each
    one's (score, trick won, cards now, next hand, deals) to ``totals``."""
    me = view.reader
    assert me is not None
    start = list(view.points)
    for _ in range(deals):
        base = world(view, rng, dealer)
        seed = rng.getrandbits(32)
        roll = random.Random(seed)
        saved = roll.getstate()
        kisten = world_kisten(view, base.hands) if NORMAL_MOVES else []
        for i in alive:
            st = base.copy()
            roll.setstate(saved)
            won_before = st.tricks_won[me]
            tricks_before = sum(st.tricks_won)
            st.step(actions[i])
            trick_won = -1.0
            move = POLICY
            exact = NORMAL_MOVES
            while st.phase != OVER:
                if trick_won < 0 and sum(st.tricks_won) > tricks_before:
                    trick_won = float(st.tricks_won[me] > won_before)
                if exact > 0:
                    _normal_move(st, roll, view, kisten)
                    exact -= 1
                else:
                    move(st, roll)
            if trick_won < 0:
                trick_won = float(st.tricks_won[me] > won_before)
            score, now, nxt = _value(st, me, start)
            row = totals[i]
            row[0] += score
            row[1] += trick_won
            row[2] += now
            row[3] += nxt
            row[4] += 1


def _scored(actions: list[Any], totals: list[list[float]], alive: list[int]) -> list[Scored]:
    """The alive actions' mean figures, best first (ties: the order of
    ``legal_actions``, i.e. the weaker card)."""
    out = []
    for i in alive:
        score, won, now, nxt, deals = totals[i]
        out.append(Scored(actions[i], score / deals, won / deals, now / deals, nxt / deals,
                          int(deals)))
    out.sort(key=lambda s: -s.score)
    return out


def evaluate(view: TroedelView, decision: Decision, rng: random.Random,
             deals: int | None = None) -> list[Scored]:
    """Every legal action's figures over the same deals, best first (the
    Rat shows them all)."""
    actions = legal_actions(view, decision.kind)
    n_deals = deals if deals is not None else deals_for(len(actions))
    totals = [[0.0] * 5 for _ in actions]
    alive = list(range(len(actions)))
    _play_deals(view, actions, alive, n_deals, rng, Dealer(view), totals)
    return _scored(actions, totals, alive)


def search(view: TroedelView, decision: Decision, rng: random.Random,
           deals: int | None = None, keep: Any = None) -> list[Scored]:
    """Successive halving: all actions are played out in the first quarter
    of the deals, the better half (and ``keep``) in the next quarter, the
    better half of those (and ``keep``) in the rest. The survivors get every
    deal, clearly worse actions only a few: about half the rollouts of
    :func:`evaluate` for the same deals. The survivors best first, then the
    actions dropped early (their figures rest on fewer deals)."""
    actions = legal_actions(view, decision.kind)
    n_deals = deals if deals is not None else deals_for(len(actions))
    totals = [[0.0] * 5 for _ in actions]
    alive = list(range(len(actions)))
    dealer = Dealer(view)
    quarter = max(1, n_deals // 4)
    stages = [quarter, quarter, n_deals - 2 * quarter] if n_deals >= 4 else [n_deals]
    for k, stage in enumerate(stages):
        if stage <= 0:
            continue
        _play_deals(view, actions, alive, stage, rng, dealer, totals)
        if k < len(stages) - 1 and len(alive) > 2:
            ranked = sorted(alive, key=lambda i: -totals[i][0] / totals[i][4])
            survivors = ranked[:max(2, (len(ranked) + 1) // 2)]
            if keep is not None and keep in actions:
                protected = actions.index(keep)
                if protected not in survivors:
                    survivors.append(protected)
            alive = sorted(survivors)
    dropped = [i for i in range(len(actions)) if i not in alive]
    # only the survivors compete for first place (a dropped action's mean
    # over a few deals is no match for a mean over all of them)
    return _scored(actions, totals, alive) + _scored(actions, totals, dropped)


@dataclass(frozen=True, slots=True)
class Choice:
    """A searched decision: the action played, Normal's choice (None
    without ``MARGIN``), and the search's figures, best first."""

    action: Any
    default: Any
    scored: tuple[Scored, ...]

    @property
    def gap(self) -> float:
        """How much the search's best beats Normal's choice (0 without one)."""
        if self.default is None or not self.scored:
            return 0.0
        return self.scored[0].score - next(s.score for s in self.scored
                                           if s.action == self.default)


def decision_kind(view: TroedelView, kind: str) -> str:
    """The kinds the search is judged by: ``lead``, ``follow`` (in the
    middle of a trick), ``last`` (the trick's last card), ``pick``, ``pass``
    and ``suit``."""
    if kind == "play":
        if not view.trick:
            return "lead"
        return "last" if len(view.trick) == view.seats - 1 else "follow"
    return "suit" if kind == "name" else kind


def choose(view: TroedelView, decision: Decision, rng: random.Random,
           deals: int | None = None) -> Choice:
    """Stark's decision with the figures behind it (see :func:`decide_stark`)."""
    actions = legal_actions(view, decision.kind)
    if len(actions) == 1:
        return Choice(actions[0], actions[0], ())
    margin = KIND_MARGIN.get(decision_kind(view, decision.kind), MARGIN)
    default = None
    if margin is None or margin > 0:
        default = decide_normal(view, decision, rng)
        if margin is None:
            return Choice(default, default, ())
    if HALVING:
        scored = search(view, decision, rng, deals, keep=default)
    else:
        scored = evaluate(view, decision, rng, deals)
    choice = Choice(scored[0].action, default, tuple(scored))
    if default is not None and margin is not None and choice.gap < margin:
        return Choice(default, default, choice.scored)
    return choice


def decide_stark(view: TroedelView, decision: Decision, rng: random.Random,
                 deals: int | None = None) -> Any:
    """Stark's action: the best-scoring legal action of the search; Normal's
    choice where the search finds nothing better by at least ``MARGIN`` (a
    few deals are noisy, and Normal's card counting is a sound default)."""
    return choose(view, decision, rng, deals).action


__all__ = ["Choice", "Scored", "choose", "decide_stark", "deals_for", "evaluate", "search"]
