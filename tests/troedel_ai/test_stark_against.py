"""Whom Stark's search scores a world against (``stark.AGAINST``): the
others' average, or the other seat with the most points after the round,
since "es gewinnt, wer die meisten Punkte hat" – a first place, not a
margin over the table, wins the game."""

from __future__ import annotations

import pytest

from engines.troedel.ai import stark
from engines.troedel.ai.knowledge import hold_value
from engines.troedel.state import State, new_game


def _world(points: list[int], kisten: list[list[int]]) -> State:
    st = new_game(4, 3)
    st.points = list(points)
    st.kisten = [list(k) for k in kisten]
    return st


START = [50, 60, 40, 40]


@pytest.mark.parametrize(("against", "score"), [("mean", 5.0), ("best", -5.0)])
def test_the_round_is_scored_against_the_leader_or_the_mean(
        against: str, score: float, monkeypatch: pytest.MonkeyPatch) -> None:
    # seat 0 gains 10, the leader (seat 1) 15, the others nothing: against
    # the mean (15 / 3) seat 0 gains 5, against the leader it loses 5
    monkeypatch.setattr(stark, "AGAINST", against)
    monkeypatch.setattr(stark, "NEXT_HAND", 0.0)
    st = _world([60, 75, 40, 40], [[], [], [], []])
    assert stark._value(st, 0, START, None)[0] == pytest.approx(score)


def test_against_the_leader_a_world_that_feeds_a_trailer_scores_better(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the same 12 points for the others: given to a seat far behind they
    # cost nothing against the leader, given to the leader they cost 12;
    # against the mean both worlds are alike
    monkeypatch.setattr(stark, "NEXT_HAND", 0.0)
    to_trailer = _world([50, 60, 52, 40], [[], [], [], []])
    to_leader = _world([50, 72, 40, 40], [[], [], [], []])
    monkeypatch.setattr(stark, "AGAINST", "mean")
    assert stark._value(to_trailer, 0, START)[0] == stark._value(to_leader, 0, START)[0]
    monkeypatch.setattr(stark, "AGAINST", "best")
    assert stark._value(to_trailer, 0, START)[0] == pytest.approx(0.0)
    assert stark._value(to_leader, 0, START)[0] == pytest.approx(-12.0)


def test_against_the_leader_the_next_hand_is_his(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stark, "AGAINST", "best")
    monkeypatch.setattr(stark, "NEXT_HAND", 1.0)
    # Porzellan 19 and 5; the trailer's cards count for nothing against the leader
    mine, his, trailer = [19], [5], [39, 38]
    st = _world(START, [mine, his, trailer, []])
    expected = hold_value(19) - hold_value(5)
    assert stark._value(st, 0, START)[0] == pytest.approx(expected)


def test_stark_scores_against_the_mean_by_default() -> None:
    # "best" won nothing paired on the tuning decks (+1.2 ± 6.7)
    assert stark.AGAINST == "mean"
