"""The declaration: options, result, leaderboard, album, the Tagesausgrabung
and the preview (checklist items 23 (engine part), 61, 62 (engine part), 66,
67, 69)."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime

from engines.core import from_json, to_json
from engines.core.daily import berlin_day
from engines.core.registry import TableFacts, game
from engines.core.result import GameResult
from engines.fossil import ACTION_TYPES, Options
from engines.fossil.actions import Bid, Inspect, SendThief, Show
from engines.fossil.fossils import FOSSILS
from engines.fossil.preview import preview
from engines.fossil.state import State
from tests.fossil.helpers import era, play, table

#: Through the catalog: the shipped games register in their order (fabel first).
INFO = game("fossil")


def test_the_declaration_is_registered() -> None:
    assert INFO.title == "Speedfossil" and (INFO.min_seats, INFO.max_seats) == (3, 5)
    assert INFO.modes == ("standard",) and INFO.hidden_twins is not None
    assert {c.key for c in INFO.choices} == {"banquet", "shields"}
    assert INFO.default_choices() == {"banquet": ("30",), "shields": ("on",)}
    assert INFO.leave_points is None and INFO.advise is not None
    assert all(len(name) <= 10 for name in INFO.computer_names)


def test_options_from_the_lobby_and_back() -> None:
    options = INFO.make_options({"banquet": ("40",), "shields": ("off",)},
                                TableFacts(bedenkzeit=60))
    assert options == Options(banquet=40, shields=False, bedenkzeit=60)
    assert INFO.options_from_json(options.to_json()) == options
    solo = INFO.make_options(INFO.default_choices(), TableFacts(bedenkzeit=60, solo=True))
    assert solo.bedenkzeit is None
    assert INFO.mode_of(options) == "standard"


def test_item_62_engine_part_all_three_places_at_three_players() -> None:
    # imported after the catalog registered the games in their order
    from engines.fossil.game import leaderboard_points
    assert [leaderboard_points(f, p, [1, 2, 3]) for f, p in ((30, 1), (22, 2), (14, 3))] == [
        60, 37, 19]
    five = [1, 2, 3, 4, 5]
    assert [leaderboard_points(10, p, five) for p in five] == [40, 25, 15, 10, 10]
    # shared places each get the bonus, down to the last seat
    assert [leaderboard_points(10, p, [1, 2, 2]) for p in (1, 2, 2)] == [40, 25, 25]
    assert [leaderboard_points(10, p, [1, 1, 1]) for p in (1, 1, 1)] == [40, 40, 40]


def _finished(seed: int = 3) -> State:
    from engines.core.playout import random_game
    from engines.fossil.state import new_game
    state = new_game(4, seed)
    random_game(state, random.Random(seed))
    return state


def test_summarize_places_points_daily_key_album() -> None:
    state = _finished()
    result = INFO.summarize(state)
    assert GameResult.from_json(result.to_json()) == result
    assert result.game == "fossil" and result.rounds == state.round
    for seat in result.seats:
        assert seat.points == state.fields[seat.seat]
        assert seat.place == state.places[seat.seat]
        assert seat.daily_key == (seat.points, -state.round)
        assert seat.stats["field"] == seat.points
        assert set(seat.album) == {FOSSILS[f].key for f in state.album[seat.seat]}
        assert set(seat.album) >= {FOSSILS[f].key for f in state.collections[seat.seat]}


def test_the_album_holds_start_bought_and_stolen_fossils() -> None:
    x, y = era(1), era(1, 1)
    z = era(3)
    victim = [era(2), era(2, 1), era(2, 2)]
    state = table(3, collections=[[x, y], victim, []], market=[z, era(6)])
    play(state, [Bid(0, 4, 0), Show(1, tuple(victim)), Inspect(2)])
    play(state, [SendThief(0, 10, "museum"), Show(1, tuple(victim)), Bid(2, 1, 1)],
         )
    stolen = (set(state.collections[0]) - {x, y, z}).pop()
    assert state.album[0] == {x, y, z, stolen}


def test_item_66_the_days_stack_is_the_same_everywhere_and_changes_at_midnight() -> None:
    day = berlin_day(datetime(2026, 12, 1, 22, 59, tzinfo=UTC))  # 23:59 in Berlin
    after = berlin_day(datetime(2026, 12, 1, 23, 1, tzinfo=UTC))  # 00:01
    assert (day, after) == (date(2026, 12, 1), date(2026, 12, 2))
    one, two = INFO.daily(day, "standard"), INFO.daily(day, "standard")
    assert one == two
    stack = INFO.new_game(4, one.seed, Options()).stack  # type: ignore[attr-defined]
    assert stack == INFO.new_game(4, two.seed, Options()).stack  # type: ignore[attr-defined]
    assert INFO.daily(after, "standard").seed != one.seed


def test_item_67_the_tagesausgrabung() -> None:
    daily = INFO.daily(date(2026, 12, 1), "standard")
    assert daily.seats == 4 and daily.person_seat == 0
    assert [c.name for c in daily.computers] == [
        "Professor Knochenhauer", "Baronin Bernstein", "Doktor Schiefer"]
    assert {c.strength for c in daily.computers} == {"stark"}
    options = INFO.make_options(daily.choices, TableFacts(bedenkzeit=60, daily=True))
    assert options.banquet == 30 and options.bedenkzeit is None
    state = INFO.new_game(daily.seats, daily.seed, options)
    assert state.timer() is None


def _daily_log(day: date) -> tuple[list[dict[str, object]], list[str]]:
    daily = INFO.daily(day, "standard")
    state = INFO.new_game(4, daily.seed, INFO.make_options(daily.choices,
                                                           TableFacts(daily=True)))
    person = random.Random(99)  # the person's scripted choices
    log: list[dict[str, object]] = []
    events: list[str] = []
    rounds = 0
    while not state.is_over() and rounds < 200:
        rounds += 1
        decision = state.pending()[0]
        if decision.seat == 0:
            action = person.choice(state.legal(0))
        else:
            rng = random.Random(f"{daily.seed}-{len(log)}")
            action = INFO.decide(state.view(decision.seat), decision, rng, "stark")
        events += [repr(e) for e in state.apply(action)]
        log.append(to_json(action))
    return log, events


def test_item_69_the_same_decisions_give_the_same_daily_game() -> None:
    day = date(2026, 12, 1)
    first = _daily_log(day)
    assert first == _daily_log(day)
    assert all(from_json(a, ACTION_TYPES) is not None for a in first[0])


def test_item_23_engine_part_the_preview_from_open_collections() -> None:
    five = [era(1), era(1, 1), era(2), era(2, 1), era(3)]
    four = [era(4), era(4, 1), era(5), era(5, 1)]
    state = table(3, collections=[five, four, [era(6)]], fields=[0, 0, 0],
                  wechsel=[[1, 2, 3], [4], [3]])
    view = state.view(0)
    shown = preview(view, Show(0, tuple(five)))
    assert (shown.place, shown.fields, shown.text) == (1, 5, "Platz 1, +5")
    smaller = preview(view, Show(0, tuple(five[:3])))
    assert (smaller.place, smaller.fields) == (2, 3)
    assert preview(view, Inspect(0)).rank == 1
    # seat 1 holds a 4; seat 2's 3 wins the tie with fewer fossils
    assert preview(view, Bid(0, 3, 0)).outbid_by == (1, 2)
    state.fields = [0, 0, 5]  # now seat 2 stands ahead: its 3 loses the tie
    assert preview(state.view(0), Bid(0, 3, 0)).outbid_by == (1,)
    state.fields = [0, 0, 0]
    assert "B, C" in preview(state.view(0), Bid(0, 3, 0), ("A", "B", "C")).text
    assert preview(state.view(1), Bid(1, 4, 0)).outbid_by == ()


def test_item_93_a_finished_5p_game_replays_from_its_log() -> None:
    from engines.fossil.state import new_game
    state = new_game(5, 77, Options(banquet=20))
    rng = random.Random(77)
    log: list[dict[str, object]] = []
    events: list[object] = []
    while not state.is_over():
        decision = state.pending()[0]
        action = INFO.decide(state.view(decision.seat), decision, rng, "normal")
        events += state.apply(action)
        log.append(to_json(action))
    again = new_game(5, 77, Options(banquet=20))
    replayed: list[object] = []
    for data in log:
        replayed += again.apply(from_json(data, ACTION_TYPES))
    assert replayed == events
    assert INFO.summarize(again) == INFO.summarize(state)
