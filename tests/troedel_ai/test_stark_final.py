"""Stark in the game's last round plays for first place: "Nach der 8. Runde
gewinnt, wer die meisten Punkte hat" and "Leergekauft: Reicht der Dachboden
zu Beginn einer Runde nicht mehr für alle, schließt der Markt sofort – es
gewinnt, wer jetzt vorn liegt". With ``stark.FINAL`` a world that ends the
game scores first place besides the points (and no next hand)."""

from __future__ import annotations

import random

import pytest

from engines.core.playout import random_step
from engines.troedel.ai import stark
from engines.troedel.ai.determinize import world
from engines.troedel.ai.knowledge import legal_actions
from engines.troedel.state import OVER, State, new_game


def _position(last: bool) -> State:
    """A play decision with at least three legal cards in round 1 (the
    game's last round if ``last``)."""
    st = new_game(4, 91)
    rng = random.Random(91)
    while True:
        d = st.pending()[0]
        if d.kind == "play" and len(legal_actions(st.view(d.seat), "play")) >= 3:
            break
        st.apply(random_step(st, rng))
    if last:
        st.rounds = st.round
    return st


def _scores(st: State, final: float | None, monkeypatch: pytest.MonkeyPatch
            ) -> dict[int, float]:
    if final is not None:  # None: Stark's own
        monkeypatch.setattr(stark, "FINAL", final)
    monkeypatch.setattr(stark, "NEXT_HAND", 0.0)
    d = st.pending()[0]
    scored = stark.evaluate(st.view(d.seat), d, random.Random(5), deals=6)
    return {s.action.card: s.score for s in scored}


@pytest.mark.parametrize("lead", [100, -100])
def test_the_last_round_scores_first_place(lead: int, monkeypatch: pytest.MonkeyPatch) -> None:
    st = _position(last=True)
    me = st.pending()[0].seat
    st.points = [50] * 4
    st.points[me] += lead  # far ahead: first in every world; far behind: never
    old, new = _scores(st, 0.0, monkeypatch), _scores(st, 6.0, monkeypatch)
    assert old.keys() == new.keys() and len(old) >= 3
    for card, score in old.items():
        assert new[card] == pytest.approx(score + (6.0 if lead > 0 else 0.0))


def test_stark_plays_as_before_unless_final_is_set(monkeypatch: pytest.MonkeyPatch) -> None:
    # FINAL won nothing paired on fresh decks (-0.1 ± 2.3): Stark's own
    # setting scores the last round as before
    st = _position(last=True)
    me = st.pending()[0].seat
    st.points = [50] * 4
    st.points[me] += 100
    own = _scores(st, None, monkeypatch)
    plain = _scores(st, 0.0, monkeypatch)
    assert own == plain


def test_an_earlier_round_is_scored_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    st = _position(last=False)
    st.points[st.pending()[0].seat] += 100
    assert _scores(st, 6.0, monkeypatch) == _scores(st, 0.0, monkeypatch)


def test_close_standings_make_first_place_tell_the_cards_apart(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # level points: who ends first depends on the card, so the bonus differs
    st = _position(last=True)
    st.points = [30] * 4
    old, new = _scores(st, 0.0, monkeypatch), _scores(st, 6.0, monkeypatch)
    bonus = {card: new[card] - old[card] for card in old}
    assert all(-1e-9 <= b <= 6.0 + 1e-9 for b in bonus.values())
    assert len({round(b, 6) for b in bonus.values()}) > 1


def test_leergekauft_ends_the_game_after_this_round() -> None:
    st = _position(last=False)
    d = st.pending()[0]
    finished = world(st.view(d.seat), random.Random(1))
    while finished.phase != OVER:
        stark.POLICY(finished, random.Random(2))
    view = st.view(d.seat)
    assert not stark._may_end(view) and not stark._ends_game(view, finished)  # a full attic
    st.attic, st.attic_tier = st.attic[:2], st.attic_tier[:2]
    view = st.view(d.seat)
    # "knapp!": the round may end the game; this world does, since someone
    # caught fewer than the next round's 9 cards and 2 attic cards cannot
    # make up the rest
    assert view.knapp and stark._may_end(view)
    assert min(len(k) for k in finished.kisten) < 7
    assert stark._ends_game(view, finished)


def test_a_knapp_round_weighs_ending_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # far ahead, a world that ends the game is worth first place for sure;
    # one that goes on half of it and half an even share (4 seats: 1/4)
    monkeypatch.setattr(stark, "FINAL", 6.0)
    monkeypatch.setattr(stark, "NEXT_HAND", 0.0)
    st = _position(last=False)
    me = st.pending()[0].seat
    st.points[me] += 100
    view = st.view(me)
    finished = world(view, random.Random(1))
    while finished.phase != OVER:
        stark.POLICY(finished, random.Random(2))
    start = list(view.points)
    plain, _, _ = stark._value(finished, me, start, None)
    ending, _, _ = stark._value(finished, me, start, True)
    going_on, _, _ = stark._value(finished, me, start, False)
    assert ending == pytest.approx(plain + 6.0)
    assert going_on == pytest.approx(plain + 6.0 * (1 + 1 / 4) / 2)
    finished.points[me] -= 200  # far behind: the game going on is still worth a little
    behind, _, _ = stark._value(finished, me, start, None)
    assert stark._value(finished, me, start, True)[0] == pytest.approx(behind)
    assert stark._value(finished, me, start, False)[0] == pytest.approx(behind + 6.0 / 8)
