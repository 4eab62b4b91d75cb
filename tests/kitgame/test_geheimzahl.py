"""Geheimzahl's own rules: the sealed simultaneous step, its clock, scoring,
the result and its registration."""

from __future__ import annotations

import dataclasses
import doctest
import json
import random

import pytest

from engines import catalog
from engines.core.contract import Event, IllegalAction, Timeout, visible_to
from engines.core.records import from_json, to_json
from engines.core.registry import TableFacts, game, games
from engines.texts import t
from tests.kitgame import geheimzahl as gz
from tests.kitgame import texts
from tests.kitgame.game import GAME, installed, summarize
from tests.kitgame.geheimzahl import Choose, new_game


def _game(seats: int, bedenkzeit: int | None = None, **house: bool) -> gz.State:
    return new_game(seats, 11, gz.Options(bedenkzeit=bedenkzeit, **house))


def test_a_choice_keeps_the_other_seats_decisions_and_panels() -> None:
    state = _game(3, bedenkzeit=30)
    first = {d.seat: d for d in state.pending()}
    assert {d.stamp for d in first.values()} == {1}
    legal = {s: state.legal(s) for s in range(3)}
    timer = state.timer()
    assert timer is not None and timer.seats == (0, 1, 2)
    state.apply(Choose(0, 4))
    after = {d.seat: d for d in state.pending()}
    assert after == {1: first[1], 2: first[2]}  # the same decisions, stamps and all
    assert state.legal(1) == legal[1] and state.legal(2) == legal[2]
    assert state.legal(0) == []
    state.apply(Choose(1, 2))
    assert state.pending() == (first[2],)
    again = state.timer()
    assert again is not None and again.token == timer.token and again.seats == (2,)
    state.apply(Choose(2, 2))
    assert {d.stamp for d in state.pending()} == {2}  # a new round, a new stamp


def test_the_choices_stay_sealed_in_every_other_view_until_all_have_chosen() -> None:
    state, other = _game(3), _game(3)
    events = state.apply(Choose(0, 5)) + state.apply(Choose(1, 2))
    other.apply(Choose(0, 1))
    other.apply(Choose(1, 4))
    for reader in (None, 2):
        assert state.view(reader) == other.view(reader)
    assert state.view(0).own == 5 and state.view(1).own == 2 and state.view(2).own is None
    assert state.view(0) != other.view(0)
    assert state.view(None).chosen == (True, True, False)
    for e in events:
        numbers = [v for v in dataclasses.asdict(e).values() if v in (5, 2)]
        if visible_to(e, None) and isinstance(e, gz.Chosen | gz.RoundStarted):
            continue
        assert isinstance(e, gz.OwnChoice) and e.audience == (e.seat,) and numbers
    revealed = state.apply(Choose(2, 3))
    shown = next(e for e in revealed if isinstance(e, gz.Revealed))
    assert shown.audience is None and shown.numbers == (5, 2, 3)
    assert state.view(None).history == ((5, 2, 3),)


def test_after_the_nachfrist_the_remaining_seats_are_overdue() -> None:
    state = _game(4, bedenkzeit=60)
    state.apply(Choose(0, 3))
    state.apply(Choose(2, 1))
    timer = state.timer()
    assert timer is not None and (timer.kind, timer.seconds, timer.seats) == (
        "bedenkzeit", 60.0, (1, 3))
    events = state.apply(Timeout(timer.token))
    assert events == [gz.NachfristStarted((1, 3), 10.0)]
    nachfrist = state.timer()
    assert nachfrist is not None and (nachfrist.kind, nachfrist.seconds, nachfrist.seats) == (
        "nachfrist", 10.0, (1, 3))
    assert nachfrist.token != timer.token
    with pytest.raises(IllegalAction) as err:
        state.apply(Timeout(timer.token))
    assert err.value.code == "timer_stale"
    assert not any(d.overdue for d in state.pending())
    assert state.apply(Timeout(nachfrist.token)) == [gz.TimeUp((1, 3))]
    assert state.timer() is None
    pending = state.pending()
    assert [(d.seat, d.overdue, d.stamp) for d in pending] == [(1, True, 1), (3, True, 1)]
    # the shell lets a computer choose for the person
    action = GAME.decide(state.view(1), pending[0], random.Random(2), "stark", for_person=True)
    assert action in state.legal(1)
    state.apply(action)
    assert [(d.seat, d.overdue) for d in state.pending()] == [(3, True)]
    state.apply(Choose(3, 5))
    fresh = state.pending()
    assert [(d.overdue, d.stamp) for d in fresh] == [(False, 2)] * 4
    timer = state.timer()
    assert timer is not None and timer.kind == "bedenkzeit" and timer.seats == (0, 1, 2, 3)


def test_ohne_uhr_no_timer_runs_and_nobody_is_overdue() -> None:
    state = _game(2)
    assert state.timer() is None
    with pytest.raises(IllegalAction):
        state.apply(Timeout(1))
    state.apply(Choose(0, 1))
    assert state.timer() is None and not state.pending()[0].overdue


def _round(state: gz.State, numbers: tuple[int, ...]) -> list[Event]:
    events: list[Event] = []
    for seat, number in enumerate(numbers):
        events += state.apply(Choose(seat, number))
    return events


def test_the_highest_number_nobody_else_chose_scores() -> None:
    state = _game(4)
    scored = [e for e in _round(state, (5, 5, 3, 1)) if isinstance(e, gz.Scored)]
    assert scored == [gz.Scored(1, 2, 3, 3)] and state.points == [0, 0, 3, 0]
    scored = [e for e in _round(state, (4, 4, 2, 2)) if isinstance(e, gz.Scored)]
    assert scored == [gz.Scored(2, None, None, 0)] and state.points == [0, 0, 3, 0]


def test_the_gluckszahl_and_the_last_round_score_double() -> None:
    state = _game(2, glueck=True, doppelt=True)
    state.glueck = 4
    _round(state, (4, 2))
    assert state.points == [8, 0]  # the Glückszahl doubles
    state.glueck = 1
    _round(state, (3, 2))
    state.glueck = 1
    events = _round(state, (1, 5))  # the last round doubles
    assert state.points == [11, 10] and state.is_over()
    assert any(isinstance(e, gz.GameOver) for e in events)
    with pytest.raises(IllegalAction) as err:
        state.apply(Choose(0, 1))
    assert err.value.code == "game_over"


def test_refusals_name_their_reason_and_change_nothing() -> None:
    state = _game(3, bedenkzeit=30)
    state.apply(Choose(1, 2))
    before = [state.view(r) for r in (None, 0, 1, 2)], state.pending(), state.timer()
    for action, code in ((Choose(1, 3), "already_chosen"), (Choose(0, 6), "not_a_number"),
                         (Choose(3, 1), "no_seat"), ("Meins", "unknown_action")):
        with pytest.raises(IllegalAction) as err:
            state.apply(action)
        assert err.value.code == code and err.value.reason == t(f"geheimzahl.err.{code}")
        assert ([state.view(r) for r in (None, 0, 1, 2)], state.pending(),
                state.timer()) == before


def test_three_rounds_then_places_with_ties_and_the_bonus() -> None:
    state = _game(3)
    _round(state, (5, 4, 4))  # seat 0: 5
    _round(state, (3, 5, 3))  # seat 1: 5
    _round(state, (1, 2, 2))  # seat 0: 1
    assert state.is_over() and state.round == 3
    result = summarize(state)
    assert [(s.place, s.points, s.leaderboard) for s in result.seats] == [
        (1, 6, 16), (2, 5, 10), (3, 0, 0)]
    assert result.seats[0].rechenweg == "5 + 0 + 1 = 6"
    assert result.seats[0].stats == {"wins": 2}
    tie = _game(2)
    _round(tie, (5, 3))
    _round(tie, (1, 5))
    _round(tie, (2, 2))
    assert [(s.place, s.leaderboard) for s in summarize(tie).seats] == [(1, 15), (1, 15)]


def test_the_computers_choose_a_seeded_number() -> None:
    state = _game(4)
    decision = state.pending()[0]
    picks = [GAME.decide(state.view(0), decision, random.Random(5), s) for s in GAME.strengths]
    assert picks == [GAME.decide(state.view(0), decision, random.Random(5), s)
                     for s in GAME.strengths]
    assert all(p in state.legal(0) for p in picks)
    assert GAME.decide(state.view(1), decision, random.Random(5), "leicht") is None
    delays = [GAME.reaction_delay(s, "choose", random.Random(1)) for s in GAME.strengths]
    assert delays == sorted(delays, reverse=True)  # leicht slower, stark faster


def test_it_is_registered_only_while_installed_and_not_shipped() -> None:
    assert game("geheimzahl") is GAME and t("geheimzahl.title") == "Geheimzahl"
    assert GAME not in catalog.GAMES and len(catalog.GAMES) == 4
    probe = dataclasses.replace(GAME, name="geheimzahl_probe")
    with installed(probe, {"geheimzahl_probe.title": "Probe"}):
        with installed(probe, {"geheimzahl_probe.title": "Probe"}):
            pass
        assert game("geheimzahl_probe") is probe and t("geheimzahl_probe.title") == "Probe"
    assert "geheimzahl_probe" not in [g.name for g in games()]
    with pytest.raises(KeyError):
        t("geheimzahl_probe.title")


def test_the_options_follow_the_table() -> None:
    chosen = {"rounds": ("5",), "house": ("doppelt",)}
    assert GAME.make_options(chosen, TableFacts(bedenkzeit=90)) == gz.Options(
        rounds=5, doppelt=True, bedenkzeit=90)
    assert GAME.make_options(chosen, TableFacts(bedenkzeit=90, solo=True)).bedenkzeit is None
    assert GAME.make_options(chosen, TableFacts(daily=True)) == gz.Options(glueck=True, rounds=5)


@pytest.mark.parametrize("module", [gz, texts])
def test_docstring_examples(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


def test_two_choices_at_the_same_moment_are_both_accepted_in_either_order() -> None:
    one, other = _game(4, bedenkzeit=30), _game(4, bedenkzeit=30)
    one.apply(Choose(1, 4))
    one.apply(Choose(3, 2))
    other.apply(Choose(3, 2))
    other.apply(Choose(1, 4))
    assert [one.view(r) for r in (None, 0, 1, 2, 3)] == [
        other.view(r) for r in (None, 0, 1, 2, 3)]
    assert one.pending() == other.pending() and one.timer() == other.timer()


def test_a_restart_after_two_of_four_choices_keeps_them_sealed() -> None:
    # what the shell stores: options, seed and the log, as JSON text
    state = _game(4, bedenkzeit=60, glueck=True)
    state.apply(Choose(0, 5))
    state.apply(Choose(2, 3))
    log = json.dumps({"options": state.options.to_json(), "seed": 11,
                      "log": [to_json(Choose(0, 5)), to_json(Choose(2, 3))]})
    data = json.loads(log)
    again = new_game(4, data["seed"], gz.Options.from_json(data["options"]))
    for entry in data["log"]:
        again.apply(from_json(entry, gz.ACTION_TYPES))
    assert [again.view(r) for r in (None, 0, 1, 2, 3)] == [
        state.view(r) for r in (None, 0, 1, 2, 3)]
    assert again.pending() == state.pending() and again.timer() == state.timer()
    assert again.view(1).own is None and again.view(None).chosen == (True, False, True, False)
    assert again.view(0).own == 5 and again.view(2).own == 3
