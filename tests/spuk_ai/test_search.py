"""Stark's search (item 74: it estimates the others' cards and calls at the
right moment): the guessed deals agree with what Stark knows and nothing
else, the playouts keep the 52 cards, the search is reproducible."""

from __future__ import annotations

import random
from collections import Counter

from engines.spuk import new_game
from engines.spuk.ai import PROFILES, decide
from engines.spuk.ai.arena import play_game
from engines.spuk.ai.memory import notes
from engines.spuk.ai.policy import estimate
from engines.spuk.ai.rollout import Sim
from engines.spuk.ai.sampler import Sampler
from engines.spuk.ai.search import call_gain, start_sim, win_chance
from engines.spuk.cards import COUNTS
from engines.spuk.twins import hidden_twins

STARK = PROFILES["stark"]


def _states(seeds: range, seats: int = 4):
    """States at Stark's decisions in games of Stark against Normal, with
    the events its seat was shown so far."""
    out = []
    memory: list = []

    def hook(state, seat, action, _):
        # the seat's own turn (not its Zudecken beside another's turn)
        if seat == 0 and state.turn_seat == 0 and state.turns % 3 == 1:
            out.append((state.copy(), seat, tuple(memory[seat])))

    for seed in seeds:
        memory.clear()
        play_game(("stark",) + ("normal",) * (seats - 1), seed, on_decision=hook, memory=memory)
    return out


def test_item_74_the_guessed_deals_agree_with_what_stark_knows() -> None:
    rng = random.Random(3)
    checked = 0
    for state, seat, events in _states(range(3)):
        view = state.view(seat)
        est = estimate(view, STARK, notes(events, seat))
        sampler = Sampler(view, est)
        truth = {s.uid: s.value for row in state.rows for s in row}
        for _ in range(5):
            deal = sampler.deal(rng)
            assert [len(r) for r in deal.rows] == [len(r.cards) for r in view.rows]
            assert len(deal.deck) == view.deck_count
            cards = Counter(v for r in deal.rows for v in r) + Counter(deal.deck) + Counter(
                view.ablage) + Counter([] if view.held is None else [view.held])
            assert cards == Counter(COUNTS)  # the 52 cards, no more, no fewer
            for row, values in zip(view.rows, deal.rows, strict=True):
                for card, value in zip(row.cards, values, strict=True):
                    if card.uid in est.known:
                        assert value == est.known[card.uid] == truth[card.uid]
                        checked += 1
    assert checked > 200


def test_item_74_the_deals_depend_only_on_starks_view_and_memory() -> None:
    # twins differ in cards Stark has not seen: the same rng gives the same deals
    rng = random.Random(8)
    compared = 0
    for state, seat, events in _states(range(3)):
        seen = notes(events, seat)
        view = state.view(seat)
        first = Sampler(view, estimate(view, STARK, seen)).deal(random.Random(1))
        for _, twin, readers in hidden_twins(state, rng):
            changed = [s for row, other in zip(state.rows, twin.rows, strict=True)
                       for s, o in zip(row, other, strict=True) if s.value != o.value]
            if seat not in readers or any(seat in s.seen for s in changed):
                continue
            other = twin.view(seat)
            again = Sampler(other, estimate(other, STARK, seen)).deal(random.Random(1))
            assert again == first
            compared += 1
    assert compared > 50


def test_item_74_inferred_cards_lean_towards_the_estimate() -> None:
    # a card another player kept long is guessed low: its sampled mean is
    # below the mean of the unaccounted cards
    for state, seat, events in _states(range(4)):
        view = state.view(seat)
        est = estimate(view, STARK, notes(events, seat))
        low = [(s, p) for s, row in enumerate(est.rows) if s != seat
               for p, (g, known) in enumerate(row) if not known and g < est.mean - 1.5]
        if low:
            break
    else:
        raise AssertionError("no inferred card in these games")
    s, p = low[0]
    sampler = Sampler(view, est)
    rng = random.Random(2)
    values = [sampler.deal(rng).rows[s][p] for _ in range(400)]
    assert sum(values) / len(values) < est.mean - 0.8


def test_a_playout_keeps_the_52_cards_and_scores_the_round() -> None:
    for state, seat, events in _states(range(2)):
        if state.phase != "turn":
            continue
        view = state.view(seat)
        est = estimate(view, STARK, notes(events, seat))
        deal = Sampler(view, est).deal(random.Random(0))
        sim = start_sim(view, est, deal)
        sim.finish(random.Random(0))
        assert sim.points is not None and len(sim.points) == view.seats
        held = 0 if view.held is None else 1
        assert sum(len(r) for r in sim.vals) + len(sim.deck) + len(sim.ablage) + held == 52


def test_the_playout_caller_rule() -> None:
    sim = Sim([[1, 1], [5, 9]], [[1, 1], [0, 0]], deck=[13, 13, 13], ablage=[12], seats=2,
              turns=0, strike_at=60, penalty=5, mean=6.0)
    sim.call(1)  # seat 1 calls with 14 against 2: wrong
    sim.finish(random.Random(0))
    assert sim.points == [2, 19]


def test_the_search_is_reproducible() -> None:
    for state, seat, events in _states(range(1)):
        if state.phase != "turn" or state.caller is not None:
            continue
        view = state.view(seat)
        est = estimate(view, STARK, notes(events, seat))
        assert call_gain(view, est, random.Random(4), 12) == call_gain(
            view, est, random.Random(4), 12)
        d = state.pending()[0]
        assert decide(view, d, random.Random(9), "stark", events=events) == decide(
            view, d, random.Random(9), "stark", events=events)


def test_win_chance() -> None:
    assert win_chance([101, 40, 50, 60], 1) == 1.0
    assert win_chance([101, 40, 50, 60], 2) == 0.0
    assert win_chance([10, 30, 30, 30], 0) > win_chance([30, 10, 30, 30], 0)
    assert 0.0 < win_chance([0, 0, 0, 0], 0) < 0.5


def test_stark_decides_from_a_fresh_game_with_its_view_only() -> None:
    state = new_game(4, seed=21)
    d = state.pending()[0]
    action = decide(state.view(d.seat), d, random.Random(0), "stark")
    assert action in state.legal(d.seat)


def test_item_71_starks_searching_decisions_do_not_depend_on_cards_it_has_not_seen() -> None:
    # at every kind of decision (turn, drawn, taken, actions): a twin that
    # differs in cards Stark never saw (or the deck's order) gets the same action
    rng = random.Random(11)
    kinds: Counter[str] = Counter()
    for state, seat, events in _states(range(4)):
        d = next(x for x in state.pending() if x.seat == seat)
        mine = decide(state.view(seat), d, random.Random(2), "stark", events=events)
        for _, twin, readers in hidden_twins(state, rng):
            changed = [s for row, other in zip(state.rows, twin.rows, strict=True)
                       for s, o in zip(row, other, strict=True) if s.value != o.value]
            if seat not in readers or any(seat in s.seen for s in changed):
                continue
            assert decide(twin.view(seat), d, random.Random(2), "stark", events=events) == mine
            kinds[d.kind] += 1
    assert kinds["turn"] > 20 and kinds["drawn"] > 10
