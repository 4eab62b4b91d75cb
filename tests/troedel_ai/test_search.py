"""Item 87: Stark's successive halving (``stark.search``) plays every action
out in the first deals, keeps the better half and Normal's choice, and ranks
only the actions that saw every deal."""

from __future__ import annotations

import random

import pytest

from engines.core.playout import random_step
from engines.troedel.ai import stark
from engines.troedel.ai.knowledge import legal_actions
from engines.troedel.ai.normal import decide_normal
from engines.troedel.state import State, new_game


def _wide_position() -> State:
    """A play decision with at least six legal cards."""
    st = new_game(4, 77)
    rng = random.Random(77)
    while True:
        d = st.pending()[0]
        if d.kind == "play" and len(legal_actions(st.view(d.seat), "play")) >= 6:
            return st
        st.apply(random_step(st, rng))


def test_item_87_halving_ranks_only_actions_that_saw_every_deal() -> None:
    st = _wide_position()
    d = st.pending()[0]
    view = st.view(d.seat)
    actions = legal_actions(view, "play")
    keep = decide_normal(view, d, random.Random(1))
    scored = stark.search(view, d, random.Random(2), deals=8, keep=keep)
    assert sorted(s.action.card for s in scored) == sorted(a.card for a in actions)
    full = [s for s in scored if s.deals == 8]
    # the survivors come first, Normal's choice among them; the rest saw fewer
    assert scored[:len(full)] == full and keep in [s.action for s in full]
    assert 2 <= len(full) < len(actions)
    assert all(s.deals in (2, 4) for s in scored[len(full):])
    assert [s.score for s in full] == sorted((s.score for s in full), reverse=True)


@pytest.mark.parametrize("halving", [True, False])
def test_item_87_both_searches_give_a_legal_decision(halving: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stark, "HALVING", halving)
    st = _wide_position()
    d = st.pending()[0]
    action = stark.decide_stark(st.view(d.seat), d, random.Random(3), deals=6)
    assert action in st.legal(d.seat)


def test_a_kind_left_unsearched_plays_normals_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    # KIND_MARGIN None for a kind: Normal's card, and no deal is drawn for it
    st = _wide_position()
    d = st.pending()[0]
    view = st.view(d.seat)
    kind = stark.decision_kind(view, d.kind)
    assert kind in ("lead", "follow", "last")
    searched = stark.choose(view, d, random.Random(4), deals=8)
    assert searched.scored
    monkeypatch.setattr(stark, "KIND_MARGIN", {kind: None})
    rng, untouched = random.Random(4), random.Random(4)
    choice = stark.choose(view, d, rng, deals=8)
    assert choice.action == decide_normal(view, d, untouched) and not choice.scored
    assert rng.getstate() == untouched.getstate()
    # another kind's margin leaves this one searched as before
    monkeypatch.setattr(stark, "KIND_MARGIN", {"pass": None})
    assert stark.choose(view, d, random.Random(4), deals=8) == searched
