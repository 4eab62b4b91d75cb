"""Speedspuk's round scoring in its picture and its message (items 52, 56
of ../shared/checklists/spuk.md)."""

from __future__ import annotations

import random

from bot.spuk.ui import scoring_text
from engines.core.playout import random_step
from engines.spuk import events as ev
from engines.spuk.scoring import score_round
from engines.spuk.state import new_game
from render.spuk.scoring import render_end, render_scoring
from tests.render.conftest import TextLog

NAMES = ("Anna", "Ben", "Carla")


def test_item_52_56_the_scoring_shows_every_value_its_sums_and_the_rules(
        drawn: TextLog) -> None:
    """Items 52, 56: the scoring picture draws every card of every row and
    the Geisterstunde; its message lists sums and points."""
    rows = [[12, 13, 12, 13], [1, 2, 3], [0, 5, 9, 4]]
    score = score_round(rows, caller=2, penalty=5, totals=[0, 0, 0],
                        fallback_used=[False] * 3)
    assert score.points == (0, 50, 50)
    render_scoring(score, names=NAMES)
    for row in rows:
        for value in row:
            assert str(value) in drawn.texts
    assert any("Geisterstunde! 12, 12, 13, 13" in text for text in drawn.texts)
    event = ev.RoundScored(1, tuple(map(tuple, rows)), score.sums, score.points, score.totals,
                           2, score.caller_lowest, 0, ())
    text = scoring_text(event, NAMES)
    assert "Geisterstunde! Anna" in text and "Summe 6" in text and "50 Punkte" in text


def test_item_62_68_the_end_board_marks_the_records_a_seat_just_set(drawn: TextLog) -> None:
    """Items 62, 68: places and totals, the records under each player, a
    new record marked with a star (only where the kit says it is new)."""
    state = new_game(3, 4)
    rng = random.Random(4)
    while not state.is_over():
        state.apply(random_step(state, rng))
    result = state.result()
    render_end(state.view(None), result, names=NAMES,
               new=(("kleinste Rundensumme",), (), ()))
    flat = drawn.flat()
    assert "★ Neuer Rekord: kleinste Rundensumme" in flat
    assert flat.count("★") == 1
    for s in result.seats:
        assert f"{s.points} Punkte · Bestenliste {s.leaderboard_text()}" in flat
        assert f"{s.place}." in drawn.texts
