"""The shared pieces of engines/core: places and bonus, the seat clock, the
result type, the registry, the daily day (DECISIONS, "For all four games")."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from engines.core import IllegalAction, SeatClock, place_bonus, places, round_half_up
from engines.core.daily import berlin_day, daily_seed
from engines.core.registry import Choice, game, games, register
from engines.core.result import GameResult, SeatResult
from engines.texts.de import ORIGIN, TEXTS


def test_shared_places_and_the_bonus_reach_the_last_seat_when_shared() -> None:
    # "three players, two tied for second: each gets the second place's bonus"
    ranks = places([(30,), (20,), (20,)])
    assert ranks == [1, 2, 2]
    assert [place_bonus(p, ranks, (50, 25, 10)) for p in ranks] == [50, 25, 25]
    # "a player alone in the last place" gets none
    ranks = places([(30,), (20,), (10,)])
    assert [place_bonus(p, ranks, (50, 25, 10)) for p in ranks] == [50, 25, 0]
    # four players: the fourth place has no bonus in any game
    ranks = places([(4,), (3,), (2,), (1,)])
    assert [place_bonus(p, ranks, (30, 15, 5)) for p in ranks] == [30, 15, 5, 0]
    # everyone tied: everyone first
    assert [place_bonus(p, [1, 1, 1], (10, 5, 2)) for p in (1, 1, 1)] == [10, 10, 10]


def test_gerundet_is_half_up() -> None:
    assert round_half_up(181 * 2 - 1, 2) == 181  # 180.5 -> 181
    assert round_half_up(7, 2) == 4
    with pytest.raises(ValueError):
        round_half_up(1, 0)


def test_the_clock_runs_for_a_set_of_seats_with_one_deadline() -> None:
    clock = SeatClock(bedenkzeit=60).start({0, 1, 2, 3}, token=7)
    first = clock.timer()
    assert first is not None and first.seats == (0, 1, 2, 3) and first.seconds == 60
    clock = clock.done(2).done(0)
    timer = clock.timer()
    assert timer is not None and timer.token == first.token and timer.seats == (1, 3)
    with pytest.raises(IllegalAction):
        clock.expire(6, next_token=8)  # a stale token is refused
    clock = clock.expire(7, next_token=8)
    timer = clock.timer()
    assert timer is not None and timer.kind == "nachfrist" and timer.seats == (1, 3)
    clock = clock.done(1).expire(8, next_token=9)
    assert clock.timer() is None
    assert clock.is_overdue(3) and not clock.is_overdue(1)
    assert clock.done(3).overdue == frozenset()


def test_ohne_uhr_nothing_runs_out() -> None:
    clock = SeatClock(bedenkzeit=None).start({0, 1}, token=1)
    assert clock.timer() is None
    with pytest.raises(IllegalAction):
        clock.expire(1, next_token=2)


def test_results_round_trip_and_must_be_in_seat_order() -> None:
    result = GameResult("x", "m", "done", 4, (
        SeatResult(0, 1, 12, 40, "12", {"groups": 2, "calls": [1, 0]}, (12, -4), ("a",)),
        SeatResult(1, 1, 12, 40, "12")))
    assert GameResult.from_json(result.to_json()) == result
    assert result.winners() == (0, 1)
    with pytest.raises(ValueError):
        GameResult("x", "m", "done", 1, (SeatResult(1, 1, 0, 0),))


def test_the_registry_lists_fabel_and_refuses_a_second_game_of_its_name() -> None:
    names = [g.name for g in games()]
    assert names[0] == "fabel"
    fabel = game("fabel")
    with pytest.raises(ValueError):
        register(type(fabel)(**{**fabel.__dict__}))
    fabel.check_seats(6)
    with pytest.raises(ValueError):
        fabel.check_seats(7)


def test_choices_refuse_values_the_lobby_does_not_offer() -> None:
    fabel = game("fabel")
    assert fabel.check_choices({"tempo": ["flott"], "unknown": ["x"]})["tempo"] == ("flott",)
    with pytest.raises(ValueError):
        fabel.check_choices({"tempo": ["sehr flott"]})
    with pytest.raises(ValueError):
        Choice("k", "l", (("a", "x"),), ("a",)).check(["a", "a"])


def test_the_daily_day_changes_at_midnight_in_berlin() -> None:
    assert berlin_day(datetime(2026, 6, 30, 21, 59, tzinfo=UTC)) == date(2026, 6, 30)
    assert berlin_day(datetime(2026, 6, 30, 22, 0, tzinfo=UTC)) == date(2026, 7, 1)
    assert daily_seed("a", "m", date(2026, 1, 1)) != daily_seed("b", "m", date(2026, 1, 1))
    with pytest.raises(ValueError):
        berlin_day(datetime(2026, 1, 1))


def _owner(key: str, games_: set[str]) -> str | None:
    """The game a text key names (``spuk.*`` or ``render.spuk.*``), if any."""
    parts = key.split(".")
    if parts[0] in games_:
        return parts[0]
    if parts[0] == "render" and len(parts) > 1 and parts[1] in games_:
        return parts[1]
    return None


def test_every_text_key_has_one_home() -> None:
    # the catalogs refuse a duplicate key at import; every key names its module,
    # the engines' (engines.texts.de.<m>) or the shell's (bot.texts.de.<m>): a
    # game's module holds only its own keys, common none that names a game
    import bot.texts.de  # noqa: F401  (the shell's words join the lookup)

    assert set(ORIGIN) == set(TEXTS)
    games_ = {g.name for g in games()}
    assert "fabel" in games_
    for key, origin in ORIGIN.items():
        module = origin.rsplit(".", 1)[-1]
        owner = _owner(key, games_)
        if owner is not None:
            assert module == owner, f"{key} belongs in a {owner}.py of a catalog"
        if module in games_:
            assert owner == module, f"{key} is not {module}'s: it belongs in common.py"
        if module == "common":
            assert not any(key.startswith(g) for g in games_), f"{key} names a game"
    fabel = [key for key, origin in ORIGIN.items() if origin.endswith(".fabel")]
    assert fabel and all(k.startswith(("fabel.", "render.fabel.")) for k in fabel)
    assert {"cli.no_token", "discord.permission.embed_links"} <= {
        key for key, origin in ORIGIN.items() if origin == "bot.texts.de.common"}
    assert ORIGIN["fabel.err.not_your_turn"] == "engines.texts.de.fabel"
