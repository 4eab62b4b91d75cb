"""Items 92, 109, 110 and the GameInfo declaration: options, modes, the
result, the Tagesmarkt, leaving."""

from __future__ import annotations

import random
from datetime import date

import pytest

from engines.core.playout import random_game
from engines.core.registry import TableFacts, game
from engines.core.result import GameResult
from engines.troedel import rounds
from engines.troedel.options import Options
from engines.troedel.state import new_game


def test_the_game_is_registered_with_its_declaration() -> None:
    info = game("troedel")
    assert info.title == "Speedtrödel" and (info.min_seats, info.max_seats) == (3, 5)
    assert info.modes == ("standard", "kurz") and info.leave_points == -10
    assert info.hidden_twins is not None and info.advise is not None
    assert len(info.computer_names) >= 4 and all(info.computer_names)
    opts = info.make_options({"house": ("kurz", "dachboden_offen")}, TableFacts(bedenkzeit=90))
    assert opts == Options(kurz=True, dachboden_offen=True, bedenkzeit=90)
    assert info.options_from_json(opts.to_json()) == opts
    assert info.mode_of(opts) == "kurz" and info.mode_of(Options()) == "standard"
    with pytest.raises(ValueError):
        info.check_choices({"house": ["turbo"]})


def _finished(points: list[int]) -> object:
    st = new_game(len(points), 1)
    st.points = list(points)
    st.history = [tuple(points)]
    st.round = st.rounds
    rounds.finish(st, "runden", [])
    return st


def test_item_109_leaderboard_points_and_bonus() -> None:
    info = game("troedel")
    r = info.summarize(_finished([25, 20, -4]))
    assert [s.leaderboard for s in r.seats] == [35, 25, 0]
    r = info.summarize(_finished([30, 25, 25, 10]))
    assert [s.leaderboard for s in r.seats] == [40, 30, 30, 10]
    assert [s.place for s in r.seats] == [1, 2, 2, 4]
    r = info.summarize(_finished([9, 8, 7, 6, 5]))
    assert [s.leaderboard for s in r.seats] == [19, 13, 9, 6, 5]


def test_summarize_a_played_game_round_trips() -> None:
    info = game("troedel")
    st = new_game(4, 9)
    random_game(st, random.Random(9))
    result = info.summarize(st)
    assert GameResult.from_json(result.to_json()) == result
    assert result.game == "troedel" and result.mode == "standard"
    assert result.reason in ("runden", "leergekauft")
    for s in result.seats:
        assert s.daily_key == (s.points,)
        assert set(s.stats) == {"faelschungen", "tricks_won", "best_round"}
    assert sum(s.stats["tricks_won"] for s in result.seats) == sum(  # type: ignore[misc]
        st.tricks_won)


def test_item_92_tagesmarkt_is_the_same_deal_for_everyone_each_day() -> None:
    info = game("troedel")
    assert info.daily is not None
    a, b = info.daily(date(2026, 12, 1), "standard"), info.daily(date(2026, 12, 1), "standard")
    c = info.daily(date(2026, 12, 2), "standard")
    assert a == b and a.seed != c.seed
    assert a.seats == 4 and a.person_seat == 0
    assert [x.strength for x in a.computers] == ["normal"] * 3
    opts = info.make_options(a.choices, TableFacts(daily=True))
    assert opts == Options() and opts.rounds == 8
    g1, g2 = new_game(4, a.seed, opts), new_game(4, b.seed, opts)
    assert g1.hands == g2.hands and g1.attic == g2.attic
    assert new_game(4, c.seed, opts).hands != g1.hands
    with pytest.raises(ValueError):
        info.daily(date(2026, 12, 1), "kurz")


def test_item_110_leaving_costs_ten() -> None:
    assert game("troedel").leave_points == -10
