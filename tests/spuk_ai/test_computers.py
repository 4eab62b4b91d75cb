"""The computers (items 71-76): they read only their view, forget on their
own seeded terms, call by a threshold, and never call for a person."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.spuk import Call, Options, new_game
from engines.spuk.ai import PROFILES, call_threshold, decide, reaction_delay
from engines.spuk.ai.arena import play_game
from engines.spuk.ai.memory import notes, recall_errors, remembered
from engines.spuk.events import Seen
from engines.spuk.twins import hidden_twins
from tests.spuk.helpers import past_first_look


def _states(seeds: range, seats: int = 3):
    """States at the turns of a few computer games, with the seat on turn
    and the events it was shown so far."""
    out = []
    memory: list = []

    def hook(state, seat, action, _):
        # the seat on turn (not another seat's Zudecken beside the turn)
        if state.phase == "turn" and seat == state.turn_seat and state.turns % 5 == 2:
            out.append((state.copy(), seat, tuple(memory[seat])))

    for seed in seeds:
        memory.clear()
        play_game(("normal",) * seats, seed, on_decision=hook, memory=memory)
    return out


def test_item_71_decisions_do_not_depend_on_cards_the_computer_has_not_seen() -> None:
    rng = random.Random(5)
    checked = 0
    for state, seat, events in _states(range(6)):
        d = state.pending()[0]
        for strength in ("leicht", "normal", "stark"):
            mine = decide(state.view(seat), d, random.Random(1), strength, events=events)
            for _, twin, readers in hidden_twins(state, rng):
                changed = [slot for row, other in zip(state.rows, twin.rows, strict=True)
                           for slot, o in zip(row, other, strict=True) if slot.value != o.value]
                if any(seat in slot.seen for slot in changed):
                    continue  # a card it saw: its events (not its view) hold the value
                if seat in readers:
                    again = decide(twin.view(seat), d, random.Random(1), strength, events=events)
                    assert again == mine
                    checked += 1
    assert checked > 100


def test_item_71_the_computer_remembers_from_its_events_not_its_view() -> None:
    # no recollection in the view: without the events the computer knows only
    # what is open now; with them, what it saw (and its memory kept)
    with_events = without = 0
    for state, seat, events in _states(range(3)):
        view = state.view(seat)
        seen = notes(events, seat)
        known = remembered(view, PROFILES["stark"], seen)
        truth = {s.uid: s.value for row in state.rows for s in row}
        assert all(truth[uid] == v for uid, v in known.items())
        assert remembered(view, PROFILES["stark"]) == {
            c.uid: c.value for row in view.rows for c in row.cards if c.value is not None}
        eyed = {c.uid for row in view.rows for c in row.cards if c.eye(seat) is not None}
        assert set(known) == eyed  # Stark keeps every card it has its eye on
        with_events += len(known)
        without += len(remembered(view, PROFILES["stark"]))
    assert with_events > 3 * without


def test_item_71_a_computer_acts_only_with_its_own_view() -> None:
    state = new_game(3, seed=2)
    d = state.pending()[0]
    with pytest.raises(ValueError):
        decide(state.view((d.seat + 1) % 3), d, random.Random(0), "normal")
    with pytest.raises(ValueError):
        decide(state.view(d.seat), d, random.Random(0), "unbekannt")


def _recall_rate(strength: str) -> tuple[float, int]:
    lost = seen = 0
    for state, seat, events in _states(range(8), seats=4):
        a, b = recall_errors(state.view(seat), PROFILES[strength], notes(events, seat))
        lost, seen = lost + a, seen + b
    return lost / seen, seen


def test_item_72_and_73_leicht_forgets_more_than_normal_and_stark_nothing() -> None:
    leicht, n = _recall_rate("leicht")
    normal, _ = _recall_rate("normal")
    stark, _ = _recall_rate("stark")
    assert n > 200
    assert leicht > 2 * normal > 0 and stark == 0.0
    assert normal < 0.15


def test_forgetting_is_stable_between_decisions() -> None:
    # a card forgotten stays forgotten until the computer looks again
    state, seat, events = _states(range(1), seats=4)[-1]
    view = state.view(seat)
    seen = notes(events, seat)
    first = remembered(view, PROFILES["leicht"], seen)
    assert remembered(state.view(seat), PROFILES["leicht"], notes(events, seat)) == first


def _call_stats(strength: str, games: int) -> tuple[float, float]:
    sums, right = [], []
    for seed in range(games):
        lineup = ["normal"] * 3
        lineup[seed % 3] = strength
        state = play_game(lineup, 900 + seed)
        for score in state.history:
            if score.caller is not None and lineup[score.caller] == strength:
                sums.append(score.sums[score.caller])
                right.append(score.caller_lowest)
    return sum(sums) / len(sums), sum(right) / len(right)


def test_item_72_and_74_leicht_calls_too_early_stark_calls_right() -> None:
    # about 120 calls each: fewer leave the shares within their noise
    leicht_sum, leicht_right = _call_stats("leicht", 45)
    normal_sum, normal_right = _call_stats("normal", 45)
    stark_sum, stark_right = _call_stats("stark", 45)
    assert leicht_sum > normal_sum
    assert stark_right > normal_right > leicht_right


def test_item_75_the_call_threshold() -> None:
    for strength, p in PROFILES.items():
        assert call_threshold(p, 6, 2, 3) > call_threshold(p, 4, 2, 3), strength
        assert call_threshold(p, 4, 5, 3) > call_threshold(p, 4, 1, 3), strength
    stark = PROFILES["stark"]
    assert call_threshold(stark, 4, 3, 4) < call_threshold(stark, 4, 3, 3)
    assert call_threshold(PROFILES["leicht"], 4, 3, 3) > call_threshold(PROFILES["normal"], 4,
                                                                        3, 3)


def test_item_76_for_a_person_the_computer_never_calls() -> None:
    calls = Counter()
    for seed in range(1000):
        state = past_first_look(new_game(3, seed, Options(bedenkzeit=30)))
        d = state.pending()[0]
        # two cards left, both seen at the first look and low: a computer calls
        state.rows[d.seat] = state.rows[d.seat][:2]
        row = state.rows[d.seat]
        row[0].value, row[1].value = seed % 3, 1
        events = [Seen(d.seat, d.seat, (0, 1), (row[0].value, 1), (row[0].uid, row[1].uid),
                       audience=(d.seat,))]
        view = state.view(d.seat)
        for strength in ("leicht", "normal", "stark")[seed % 3:seed % 3 + 1]:
            rng = random.Random(seed)
            person = decide(view, d, rng, strength, for_person=True, events=events)
            calls["person"] += isinstance(person, Call)
            computer = decide(view, d, random.Random(seed), strength, events=events)
            calls["computer"] += isinstance(computer, Call)
    assert calls["person"] == 0 and calls["computer"] > 0


def test_the_first_look_for_a_person_takes_the_first_cards() -> None:
    state = new_game(2, seed=1, options=Options(cards=6, bedenkzeit=30))
    d = state.pending()[0]
    action = decide(state.view(d.seat), d, random.Random(0), "stark", for_person=True)
    assert action.positions == (0, 1, 2)


def test_reaction_delays_leicht_slower_stark_faster() -> None:
    rng = random.Random(0)
    for kind in ("look", "cover", "turn", "drawn", "kugel"):
        slow = [reaction_delay("leicht", kind, rng) for _ in range(20)]
        mid = [reaction_delay("normal", kind, rng) for _ in range(20)]
        fast = [reaction_delay("stark", kind, rng) for _ in range(20)]
        assert min(slow) > max(mid) and min(mid) > max(fast) > 0


def test_computers_play_every_table_to_the_end() -> None:
    for seats in (2, 3, 4):
        for cards in (4, 6):
            lineup = ("leicht", "normal", "stark", "normal")[:seats]
            state = play_game(lineup, seats * 10 + cards, Options(cards=cards, penalty=10))
            assert state.is_over() and max(state.totals) > 100


def test_the_arena_times_each_decision_by_the_clock_it_is_given() -> None:
    # the benchmark measures Stark in CPU time (the default) or wall time:
    # each decision's seconds are the clock's difference around that decision
    ticks = iter(range(10**6))
    seconds: list[float] = []
    state = play_game(("stark", "leicht"), 5, clock=lambda: float(next(ticks)),
                      on_decision=lambda _s, _seat, _a, t: seconds.append(t))
    assert state.is_over() and len(seconds) > 20
    assert set(seconds) == {1.0}


def test_item_74_stark_calls_when_its_chance_of_the_lowest_sum_is_high() -> None:
    from engines.spuk.ai.policy import estimate, lowest_chance, should_call
    from tests.spuk.helpers import scene

    stark = PROFILES["stark"]
    chances = []
    for low in (0, 9, 13):
        state = scene([[low, 1, 2, 3], [6, 7, 8, 9], [10, 11, 12, 6]], turn=0)
        for p in range(4):
            state.rows[0][p].see(0, 0)
        view = state.view(0)
        est = estimate(view, stark, {s.uid: s.value for s in state.rows[0]})
        chances.append(lowest_chance(view, est, random.Random(0)))
        # nobody else looks ready to call (sums 30 and 39): the need is 0.76
        assert should_call(view, est, stark, random.Random(0)) == (chances[-1] >= 0.76)
    assert chances[0] > chances[1] > 0.76 > chances[2] > 0.5
    # knowing nothing of its own row, Stark does not call
    state = scene([[0, 1, 2, 3], [6, 7, 8, 9], [10, 11, 12, 6]], turn=0)
    view = state.view(0)
    assert not should_call(view, estimate(view, stark), stark, random.Random(0))


def test_item_74_stark_counts_the_others_loss_in_a_poltergeist_swap() -> None:
    from engines.spuk import Discard, Draw, Pass, Poltern
    from tests.spuk.helpers import scene

    # seat 0 knows its row (a 7 the highest) and seat 1's first card, a 6:
    # the swap gains one point, which is not enough for Normal; Stark counts
    # that seat 1 gets the 7 too
    state = scene([[7, 1, 2, 3], [6, 8, 9, 10], [10, 11, 12, 6]], deck=[11], turn=0)
    for p in range(4):
        state.rows[0][p].see(0, 0)
    state.rows[1][0].see(0, 0)
    state.apply(Draw(0))
    state.apply(Discard(0))
    d = state.pending()[0]
    row = state.rows[0]
    events = [Seen(0, 0, (0, 1, 2, 3), tuple(s.value for s in row), tuple(s.uid for s in row),
                   audience=(0,)),
              Seen(0, 1, (0,), (6,), (state.rows[1][0].uid,), audience=(0,))]
    view = state.view(0)
    assert decide(view, d, random.Random(0), "normal", events=events) == Pass(0)
    assert decide(view, d, random.Random(0), "stark", events=events) == Poltern(0, 0, 1, 0)
