"""Random play over 3, 4 and 5 seats and every variant: every game ends,
cards are conserved, replay is identical, illegal actions change nothing,
hidden twins look the same, actions and events round-trip through JSON
(items 70, 74, 115, and the contract)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engines.core import IllegalAction, from_json, to_json
from engines.core.playout import random_game, random_step
from engines.troedel.actions import ACTION_TYPES, NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.cards import attic_tiers, is_special, start_cards
from engines.troedel.events import EVENT_TYPES
from engines.troedel.options import Options
from engines.troedel.state import PICK, PLAY, State, new_game
from engines.troedel.twins import hidden_twins

VARIANTS = [Options(), Options(kurz=True), Options(ohne_sonderkarten=True),
            Options(faelschung_ohne_strafe=True), Options(dachboden_offen=True),
            Options(bedenkzeit=30)]


def all_cards(st: State) -> Counter[int]:
    """Every card where it lies now: hands, Kisten, Ladentische, attic, trick."""
    cards: Counter[int] = Counter(st.attic)
    for s in range(st.seats):
        cards.update(st.hands[s])
        cards.update(st.kisten[s])
        cards.update(st.tables[s])
    if st.phase == PLAY:
        cards.update(c for _, c in st.trick)
    elif st.phase == PICK:
        cards.update(st.trick[i][1] for i in st.left)
    return cards


def expected(st: State) -> Counter[int]:
    cards: Counter[int] = Counter(start_cards(st.seats))
    for tier in attic_tiers(st.options.ohne_sonderkarten):
        cards.update(tier)
    return cards


def snapshot(st: State) -> Any:
    return (st.view(None), [st.view(s) for s in range(st.seats)], st.pending(), st.timer(),
            [list(h) for h in st.hands], [list(k) for k in st.kisten], list(st.attic),
            st.rng.getstate())


def _illegal(st: State, rng: random.Random) -> Any:
    d = st.pending()[0]
    legal = st.legal(d.seat)
    candidates: list[Any] = [PlayCard(d.seat, rng.randrange(106)),
                             PickCard(d.seat, rng.randrange(106)),
                             PassCard((d.seat + 1) % st.seats, rng.randrange(106)),
                             NameSuit(d.seat, 7), PlayCard(99, 1)]
    return next((a for a in candidates if a not in legal), None)


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: str(o.to_json()))
def test_random_games_keep_every_invariant(seats: int, options: Options) -> None:
    seed = seats * 100 + VARIANTS.index(options)
    st = new_game(seats, seed, options)
    rng = random.Random(seed)
    want = expected(st)
    actions: list[Any] = []
    events: list[Any] = []
    step = 0
    while not st.is_over():
        step += 1
        if step % 7 == 0:
            assert all_cards(st) == want
            bad = _illegal(st, rng)
            if bad is not None:
                before = snapshot(st)
                with pytest.raises(IllegalAction):
                    st.apply(bad)
                assert snapshot(st) == before
            for what, twin, readers in hidden_twins(st, rng):
                for r in readers:
                    assert twin.view(r) == st.view(r), (what, r)
            pub = st.view(None)
            assert pub.hand == () and pub.kiste == () and pub.chosen is None
            if not options.dachboden_offen:
                assert pub.attic_top is None
        for d in st.pending():
            assert st.legal(d.seat), d
        action = random_step(st, rng, timeout_weight=1)
        ev = st.apply(action)
        actions.append(action)
        events.extend(ev)
        assert from_json(to_json(action), ACTION_TYPES) == action
        if options.ohne_sonderkarten:
            assert not any(is_special(c) for h in st.hands for c in h)
    assert all_cards(st) == want
    for e in events[:200]:
        assert from_json(to_json(e), EVENT_TYPES) == e
    # item 115: replaying the actions gives the same events and result
    again = new_game(seats, seed, options)
    replayed: list[Any] = []
    for a in actions:
        replayed.extend(again.apply(a))
    assert replayed == events and again.result() == st.result()


def test_every_game_ends_and_seats_see_only_their_own_hands() -> None:
    for seed in range(30):
        seats = 3 + seed % 3
        st = new_game(seats, seed, VARIANTS[seed % len(VARIANTS)])
        random_game(st, random.Random(seed), timeout_weight=1)
        assert st.is_over() and st.over_reason in ("runden", "leergekauft")


def test_item_70_public_views_hold_no_hand_kiste_order_or_attic_face() -> None:
    for seed in range(40):
        st = new_game(4, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 300)):
            if st.is_over():
                break
            st.apply(random_step(st, rng))
        pub = st.view(None)
        assert pub.hand == () and pub.kiste == () and pub.attic_top is None
        assert pub.gave == () and pub.received == ()
        twin = st.copy()
        for k in twin.kisten:
            rng.shuffle(k)
        assert twin.view(None) == pub and all(twin.view(s) == st.view(s) for s in range(4))


def test_item_115_replay_of_a_finished_five_player_game_with_computers() -> None:
    from engines.troedel import ai
    st = new_game(5, 115)
    rng = random.Random(115)
    actions: list[Any] = []
    events: list[Any] = []
    strengths = ["normal", "leicht", "normal", "leicht", "normal"]
    while not st.is_over():
        d = st.pending()[0]
        action = ai.decide(st.view(d.seat), d, rng, strengths[d.seat])
        events.extend(st.apply(action))
        actions.append(from_json(to_json(action), ACTION_TYPES))  # the stored log
    again = new_game(5, 115)
    replayed = [e for a in actions for e in again.apply(a)]
    assert replayed == events and again.result() == st.result() and again.is_over()
