"""Items 85-88 and 95-96: the three strengths and the Rat, for every
decision kind, from views only."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.core import Decision
from engines.core.registry import game
from engines.troedel import ai
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.ai.determinize import sample_hands
from engines.troedel.ai.knowledge import legal_actions, maybe_out
from engines.troedel.ai.normal import is_safe, win_chance
from engines.troedel.ai.stark import decide_stark
from engines.troedel.state import State, new_game
from engines.troedel.twins import hidden_twins
from tests.troedel.helpers import c, cs, play, scene


def _kinds_scenes() -> list[State]:
    """One state for each decision kind: play, pick, pass, name."""
    a = scene(["P9 P3 B5", "P10 P4 B6", "P5 P6 B7", "M3 M4 M5"])
    b = scene(["P14 P3", "P0 P4", "P16 P5", "B0 B3"])
    play(b, "P14", "P0", "P16", "B0")
    d = scene(["TR P3 Sm9", "P10 P4 B4", "P5 Sm6 P7"])
    play(d, "TR", "P10", "P5")
    e = scene(["HG P9 B12", "P3 P4 B3", "P5 P6 M9"])
    play(e, "HG", "P3", "P5")
    return [a, b, d, e]


def test_item_85_leicht_spreads_over_every_legal_card() -> None:
    st = scene(["P9 P3 P4 P5 B7", "P10", "P11"], leader=0)
    d = st.pending()[0]
    seen = Counter(ai.decide(st.view(0), d, random.Random(i), "leicht").card
                   for i in range(300))
    assert set(seen) == set(cs("P9 P3 P4 P5 B7"))


def test_item_86_normal_leads_the_highest_smaragd_still_out() -> None:
    st = scene(["Sm6 P3 B4", "P10 P4 B6", "P5 P6 B7", "M3 M4 M5"])
    st.attic, st.attic_tier = st.attic[:-24], st.attic_tier[:-24]  # Schuppen, Speicher drawn
    st.tables[1] = cs("Sm4 Sm5 M6 M7")
    d = st.pending()[0]
    assert ai.decide(st.view(0), d, random.Random(1), "normal") == PlayCard(0, c("Sm6"))
    assert is_safe(st.view(0), c("Sm6"), maybe_out(st.view(0)), [])
    # with Sm5 not seen yet, Sm4 is not safe
    st.hands[0] = cs("Sm4 P3 B4")
    st.tables[1] = cs("M6 M7")
    assert not is_safe(st.view(0), c("Sm4"), maybe_out(st.view(0)), [])


def test_item_86_normal_tracks_voids() -> None:
    # seat 0 leads B18: nothing higher is out, but seat 1 is marked void in Bücher
    st = scene(["B18 P3", "P10 P4", "P5 P6", "M3 M4"])
    st.attic, st.attic_tier = st.attic[:-12], st.attic_tier[:-12]  # Schuppen drawn: Sm1-3 out
    d = st.pending()[0]
    assert ai.decide(st.view(0), d, random.Random(1), "normal") == PlayCard(0, c("B18"))
    assert is_safe(st.view(0), c("B18"), maybe_out(st.view(0)), [])
    st.voids[1] = 1 << 2
    assert not is_safe(st.view(0), c("B18"), maybe_out(st.view(0)), [])
    chance = win_chance(st.view(0), c("B18"), maybe_out(st.view(0)), [])
    st.voids[1] = 0
    assert chance < win_chance(st.view(0), c("B18"), maybe_out(st.view(0)), [])


def test_item_87_stark_values_the_next_rounds_hand() -> None:
    st = scene(["P14 P3", "P0 P4", "P16 P5", "Sm15 M3"], leader=0)
    play(st, "P14", "P0", "P16", "Sm15")
    d = st.pending()[0]
    assert d.kind == "pick" and d.seat == 1
    assert decide_stark(st.view(1), d, random.Random(2), deals=8) == PickCard(1, c("Sm15"))


@pytest.mark.parametrize("strength", ["leicht", "normal", "stark"])
def test_every_decision_kind_gets_a_legal_action(strength: str) -> None:
    for st in _kinds_scenes():
        for d in st.pending():
            action = ai.decide(st.view(d.seat), d, random.Random(3), strength)
            assert action in st.legal(d.seat), (strength, d, action)
            assert legal_actions(st.view(d.seat), d.kind) == st.legal(d.seat)


def test_mixed_tables_play_whole_games_with_legal_actions() -> None:
    for seed, seats in ((1, 3), (2, 4), (3, 5)):
        st = new_game(seats, seed)
        rng = random.Random(seed)
        strengths = ["normal", "leicht", "stark", "normal", "leicht"][:seats]
        while not st.is_over():
            d = st.pending()[0]
            view = st.view(d.seat)
            if strengths[d.seat] == "stark":
                action = decide_stark(view, d, rng, deals=1)
            else:
                action = ai.decide(view, d, rng, strengths[d.seat])
            assert action in st.legal(d.seat)
            st.apply(action)


def test_item_88_96_hidden_cards_do_not_change_decisions_or_the_rat() -> None:
    for st in _kinds_scenes():
        for d in st.pending()[:1]:
            view = st.view(d.seat)
            for what, twin, readers in hidden_twins(st, random.Random(5)):
                if d.seat not in readers:
                    continue
                assert twin.view(d.seat) == view, what
                for strength in ("leicht", "normal", "stark"):
                    assert ai.decide(twin.view(d.seat), d, random.Random(7), strength) == \
                        ai.decide(view, d, random.Random(7), strength)
                assert ai.advise(twin.view(d.seat), d, random.Random(7), deals=4) == \
                    ai.advise(view, d, random.Random(7), deals=4)


def test_item_95_the_rat_for_every_decision_kind() -> None:
    kinds = set()
    for st in _kinds_scenes():
        d = st.pending()[0]
        advice = game("troedel").advise(st.view(d.seat), d, random.Random(1))  # type: ignore[misc]
        kinds.add(d.kind)
        assert advice.action in st.legal(d.seat)
        assert advice.reasons and all(isinstance(r, str) and r for r in advice.reasons)
        assert len(st.legal(d.seat)) == 1 or advice.alternatives
    assert kinds == {"play", "pick", "pass", "name"}
    st = _kinds_scenes()[1]
    advice = ai.advise(st.view(1), st.pending()[0], random.Random(1), deals=6)
    assert isinstance(advice.action, PickCard) and "Nimm" in advice.reasons[0]


def test_samples_respect_voids_counts_and_the_passed_card() -> None:
    st = scene(["TR P8 Sm9 B4", "P10 P4 B5 B6", "P5 Sm6 P7 M9"])
    play(st, "TR", "P10", "P5")
    for seat, name in ((0, "P8"), (1, "B5"), (2, "M9")):
        st.apply(PassCard(seat, c(name)))
    st.voids[1] = 1 << 4
    view = st.view(0)
    for i in range(30):
        hands = sample_hands(view, random.Random(i))
        assert [len(h) for h in hands] == list(view.hand_counts)
        assert sorted(hands[0]) == sorted(view.hand)
        assert c("P8") in hands[1]  # the card seat 0 passed
        assert not any(x // 20 == 4 for x in hands[1] if x < 100)
        seen = set(view.hand) | {x for _, x in view.trick}
        assert not seen & (set(hands[1]) | set(hands[2]))


def test_reaction_delays_weaker_is_slower() -> None:
    rng = random.Random(1)
    for _ in range(20):
        assert ai.reaction_delay("leicht", "play", rng) > ai.reaction_delay("normal", "pick", rng)
        assert ai.reaction_delay("normal", "name", rng) > ai.reaction_delay("stark", "pass", rng)
    with pytest.raises(ValueError):
        ai.reaction_delay("meister", "play", rng)
    with pytest.raises(ValueError):
        ai.decide(new_game(3, 1).view(None), Decision(0, "play"), rng, "normal")
    assert NameSuit(0, 1) != NameSuit(0, 2)


def test_sampled_deals_always_fill_every_hand_and_hide_nothing_seen() -> None:
    from engines.core.playout import random_step
    from engines.troedel.ai.knowledge import in_trick
    for seed in range(12):
        st = new_game(3 + seed % 3, 500 + seed)
        rng = random.Random(seed)
        while not st.is_over():
            d = st.pending()[0]
            view = st.view(d.seat)
            hands = sample_hands(view, random.Random(seed))
            assert [len(h) for h in hands] == list(view.hand_counts)
            seen = Counter(c for t in view.ladentisch for c in t) + Counter(in_trick(view))
            placed = Counter(c for s, h in enumerate(hands) if s != d.seat for c in h)
            assert not set(placed) & {c for c in seen if c != 100}
            st.apply(random_step(st, rng))


def test_item_95_the_rat_says_the_searchs_reason_for_a_card() -> None:
    # "zeigt dir der starke Computer seine Wahl mit Begründung": the reason is
    # the share of the deals played through in which the card took the trick
    from engines.texts import reading
    from engines.troedel.cards import said
    st = scene(["P9 P3 B5", "P10 P4 B6", "P5 P6 B7", "M3 M4 M5"])
    lead = ai.advise(st.view(0), st.pending()[0], random.Random(1), deals=8)
    best = lead.scored[0]
    assert best.action == lead.action and isinstance(lead.action, PlayCard)
    words = {c("P9"): "Porzellan 9", c("P3"): "Porzellan 3", c("B5"): "Bücher 5"}
    share = round(100 * best.trick_share)
    assert lead.reasons[1] == f"Du führst mit {words[lead.action.card]}: {share} % " \
        "Gewinnchance im Stich."
    # the figure is the search's own: the cards differ in it
    assert len({s.trick_share for s in lead.scored}) > 1
    play(st, said(lead.action.card))
    follow = ai.advise(st.view(1), st.pending()[0], random.Random(1), deals=8)
    assert follow.reasons[1].startswith("Du legst ") and "% Gewinnchance im Stich." in \
        follow.reasons[1]
    with reading("en"):
        english = ai.advise(st.view(1), st.pending()[0], random.Random(1), deals=8)
    assert english.action == follow.action
    assert english.reasons[1].startswith("You play ") and english.reasons[1].endswith(
        f"{round(100 * english.scored[0].trick_share)}% chance to take the trick.")
