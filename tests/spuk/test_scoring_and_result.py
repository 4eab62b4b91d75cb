"""Wertung, Spielende, Bestenliste, Rekorde and the declaration
(items 45, 47, 51, 53-57, 60, 61, 63, 65, 66, 67, 80 on the engine's side)."""

from __future__ import annotations

import random

from engines.core import from_json, to_json
from engines.core.playout import random_game
from engines.core.registry import TableFacts, game
from engines.core.result import GameResult
from engines.spuk import Call, Options, new_game, rounds
from engines.spuk.game import GAME, summarize
from engines.spuk.scoring import leaderboard_points, score_round
from engines.spuk.state import LOOK, OVER
from tests.spuk.helpers import scene


def _score(rows, caller, penalty=5, totals=None, used=None):
    n = len(rows)
    return score_round(rows, caller, penalty, totals or [0] * n, used or [False] * n)


def test_item_51_every_row_and_its_sum() -> None:
    state = scene([[1, 2, 3, 4], [5, 6, 0, 0], [13, 2, 1, 1]], turn=0)
    state.apply(Call(0))
    from tests.spuk.test_turn import _turn_pass
    _turn_pass(state, 1)
    _turn_pass(state, 2)
    score = state.history[0]
    assert score.rows[0] == (1, 2, 3, 4) and score.sums[0] == 10
    assert len(score.rows) == 3 and score.sums == tuple(sum(r) for r in score.rows)


def test_item_53_caller_lowest_or_tied_scores_0() -> None:
    assert _score([[7], [7], [9]], caller=0).points == (0, 7, 9)
    assert _score([[3, 4], [7], [9]], caller=0).caller_lowest


def test_item_54_wrong_call_sum_plus_penalty() -> None:
    assert _score([[9], [8]], caller=0).points == (14, 8)
    assert _score([[9], [8]], caller=0, penalty=10).points == (19, 8)


def test_item_55_others_score_their_sum() -> None:
    assert _score([[1, 1], [5, 6], [2, 2, 2]], caller=0).points == (0, 11, 6)


def test_item_56_geisterstunde_before_the_caller_rule() -> None:
    score = _score([[1, 0], [12, 13, 12, 13], [5]], caller=0)
    assert score.points == (50, 0, 50) and score.geisterstunde == 1
    assert _score([[12, 12, 13, 13, 0, 1], [5]], caller=None).geisterstunde is None
    assert _score([[13, 12, 13, 12], [40]], caller=None).points == (0, 50)


def test_item_57_exactly_100_falls_back_once() -> None:
    score = _score([[20], [5]], None, totals=[80, 0])
    assert score.totals == (50, 5) and score.fallback == (0,)
    again = _score([[10], [5]], None, totals=[90, 0], used=[True, False])
    assert again.totals == (100, 5) and again.fallback == ()


def test_item_57_the_game_goes_on_at_100() -> None:
    state = scene([[10], [5]], turn=0)
    state.totals = [90, 0]
    state.fallback_used = [True, False]
    rounds.end_round(state, None)
    assert state.totals == [100, 5] and state.phase == LOOK and state.round == 2


def test_item_60_over_100_ends_and_ties_share_the_place() -> None:
    state = scene([[10], [0], [0]], turn=0)
    state.totals = [91, 40, 40]
    rounds.end_round(state, None)
    assert state.phase == OVER and state.totals == [101, 40, 40]
    assert state.places == [3, 1, 1]
    result = summarize(state)
    assert result.winners() == (1, 2)


def test_item_61_a_new_round_deals_fresh_rows() -> None:
    state = scene([[1, 2, 3, 4], [5, 6, 0, 0]], turn=1)
    uids = {s.uid for row in state.rows for s in row}
    rounds.end_round(state, None)
    assert state.round == 2 and state.phase == LOOK
    assert [len(r) for r in state.rows] == [4, 4]
    assert not uids & {s.uid for row in state.rows for s in row}
    assert all(not s.seen for row in state.rows for s in row)
    assert state.card_count() == 52


def test_item_63_and_65_leaderboard_points() -> None:
    assert leaderboard_points([30, 55, 80, 104], False) == [140, 90, 50, 16]
    assert leaderboard_points([104, 40, 40], False) == [16, 130, 130]
    assert leaderboard_points([30, 55, 80, 104], True) == [70, 45, 25, 8]
    assert leaderboard_points([101, 0], False) == [19, 170]


def _finished(seed: int, options: Options) -> object:
    state = new_game(3, seed, options)
    random_game(state, random.Random(seed))
    return state


def test_item_47_and_67_a_lernpartie_counts_half_and_sets_no_records() -> None:
    plain = summarize(_finished(3, Options()))
    lern = summarize(_finished(3, Options(memory_aid=True)))
    assert plain.records and not lern.records
    assert [s.points for s in plain.seats] == [s.points for s in lern.seats]
    assert [(s.leaderboard + 1) // 2 for s in plain.seats] == [s.leaderboard for s in lern.seats]


def test_item_66_statistics_for_the_records() -> None:
    state = scene([[1, 2, 0, 3], [5, 6, 4, 4]], turn=0)
    state.stats[0].calls = [True, True, False]
    state.stats[0].groups = 2
    state.apply(Call(0))
    from tests.spuk.test_turn import _turn_pass
    _turn_pass(state, 1)
    assert state.stats[0].calls == [True, True, False, True]
    assert state.stats[0].min_round_sum == 6  # the card sum, not the 0 points
    state.totals = [0, 101]
    state.places = [1, 2]
    state.phase = OVER
    stats = summarize(state).seats[0].stats
    assert stats["correct_calls"] == 3 and stats["best_call_streak"] == 2
    assert stats["calls"] == [True, True, False, True] and stats["groups"] == 2
    assert stats["min_round_sum"] == 6 and stats["geisterstunden"] == 0


def test_the_declaration_is_registered() -> None:
    assert game("spuk") is GAME
    assert (GAME.min_seats, GAME.max_seats, GAME.min_people, GAME.advise, GAME.daily) == (
        2, 4, 1, None, None)
    assert GAME.hidden_twins is not None and len(GAME.computer_names) >= 3
    assert all(len(n) <= 20 for n in GAME.computer_names)


def test_item_45_and_80_each_setting_reaches_the_options() -> None:
    opts = GAME.make_options({"cards": ("6",), "penalty": ("10",), "aid": ("on",)},
                             TableFacts(bedenkzeit=90))
    assert (opts.cards, opts.penalty, opts.memory_aid, opts.bedenkzeit) == (6, 10, True, 90)
    solo = GAME.make_options(GAME.default_choices(), TableFacts(bedenkzeit=60, solo=True))
    assert solo.bedenkzeit is None and solo.solo and solo.merk_seconds is None
    assert GAME.options_from_json(opts.to_json()) == opts
    assert GAME.mode_of(opts) == "standard"


def test_the_result_round_trips() -> None:
    state = _finished(5, Options(cards=6))
    result = GAME.summarize(state)
    assert GameResult.from_json(result.to_json()) == result
    assert all(s.place >= 1 for s in result.seats)


def test_actions_and_events_round_trip() -> None:
    state = new_game(2, 4)
    seen = []
    random_game(state, random.Random(2), on_action=lambda a, evs: seen.extend([a, *evs]))
    types = GAME.action_types + GAME.event_types
    for record in seen:
        assert from_json(to_json(record), types) == record
