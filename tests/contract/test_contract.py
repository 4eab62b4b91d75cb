"""The engine contract, checked for every registered game.

One suite, parametrised over every game :func:`engines.core.registry.games`
lists (and the test game of ``tests/kitgame``): a new engine gets it by
registering. For each game it plays every seat count and every option set
(all combinations where few, else a pairwise cover, see
:mod:`tests.contract.configs`), with and without a Bedenkzeit, one fixed
seed each, and checks (see :mod:`tests.contract.checks`):

- random legal play ends; the declaration is complete (seats, choices and
  their texts, options through JSON, modes, computers, the daily game);
- seed + actions through JSON replay the same game: every reader's view
  and the events at every step, and the result;
- at every step: decisions name real seats, a required one has a legal
  action, a timer runs whenever nobody may act, and a decision whose stamp
  survives another seat's action keeps its legal actions (its panel stays
  valid); a stamp, once gone, never comes back for that seat;
- at sampled moments: every listed legal action applies, unlisted
  candidates (other seats' actions, actions of other moments, no seat) are
  refused and change nothing, stale timer tokens are refused, the hidden
  twins look the same to every listed reader, the computers' choices apply;
- actions, events and results round-trip through JSON; ``summarize`` gives
  one result per seat with consistent places;
- where an engine offers them, ``apply(action, record=False)`` plays the
  same game and ``state.random_action`` draws what ``generic_step`` draws.

The time is bounded per game: a fixed number of configurations (one game
each, at most :data:`tests.contract.play.MAX_ACTIONS` actions) and of
sampled moments per game.
"""

from __future__ import annotations

import inspect
import json
import math
import random
from datetime import date
from typing import Any

import pytest

import bot.texts.de  # noqa: F401  (the shell shows the declaration's texts: both catalogs)
from engines.core.contract import Timeout
from engines.core.playout import generic_step, random_game
from engines.core.records import from_json, to_json
from engines.core.registry import STRENGTHS, TableFacts, game
from engines.core.rng import derive_seed
from engines.texts.de import TEXTS
from tests.contract import checks
from tests.contract.configs import Config, configurations
from tests.contract.games import contract_games
from tests.contract.play import (
    TIMEOUT_WEIGHT,
    final_state,
    moments,
    new_state,
    seat_of,
    seed_of,
    trace,
    views,
    walk,
)

GAMES = contract_games()
CONFIGS = [c for info in GAMES for c in configurations(info)]

#: Sampled moments per game for the expensive checks.
REFUSAL_MOMENTS = 12
TWIN_MOMENTS = 24
COMPUTER_MOMENTS = 2
#: The steps of a game checked at every step (a long game: its beginning).
STEP_CHECKS = 4000

by_config = pytest.mark.parametrize("config", CONFIGS, ids=[c.id for c in CONFIGS])
by_game = pytest.mark.parametrize("name", [g.name for g in GAMES])


def _where(config: Config, step: int) -> str:
    return f"{config.id} step {step}"


# ------------------------------------------------------------ the declaration
@by_game
def test_the_declaration_is_complete(name: str) -> None:
    info = game(name)
    assert info.title and 1 <= info.min_seats <= info.max_seats
    assert Timeout in info.action_types, "the timer's expiry is an action of the log"
    assert info.modes and info.strengths and set(info.strengths) <= set(STRENGTHS)
    assert len(info.computer_names) >= info.max_seats - 1
    assert all(isinstance(n, str) and n for n in info.computer_names)
    assert len({c.key for c in info.choices}) == len(info.choices)
    assert info.hidden_twins is not None, "declare hidden_twins: the suite checks the views"
    for choice in info.choices:
        assert choice.check(choice.default) == choice.default
    for config in (c for c in CONFIGS if c.game == name):
        options = config.options(info)
        back = info.options_from_json(json.loads(json.dumps(options.to_json())))
        assert back == options, f"{config.id}: options change through JSON"
        assert info.mode_of(options) in info.modes
    info.make_options(info.default_choices(), TableFacts(solo=True))


@by_game
def test_the_declaration_has_its_texts(name: str) -> None:
    # the shell shows every Choice label and value label and every record through t()
    info = game(name)
    keys = [key for c in info.choices for key in (c.label, *(k for _, k in c.values))]
    keys += [r.label for r in info.records]
    keys += [f"{info.name}.mode.{mode}" for mode in info.modes]  # the kit's mode choices
    missing = [key for key in keys if key not in TEXTS]
    assert not missing, f"{name}: text keys missing from the German catalog: {missing}"


@by_game
def test_the_daily_game_is_a_game(name: str) -> None:
    info = game(name)
    if info.daily is None:
        pytest.skip(f"{name} has no daily game")
    assert set(info.modes_with_daily()) <= set(info.modes)
    for mode in info.modes_with_daily():
        daily = info.daily(date(2026, 12, 1), mode)
        assert daily == info.daily(date(2026, 12, 1), mode), "the same day, the same game"
        info.check_seats(daily.seats)
        assert 0 <= daily.person_seat < daily.seats
        assert len(daily.computers) == daily.seats - 1
        assert all(c.strength in info.strengths for c in daily.computers)
        options = info.make_options(info.check_choices(daily.choices), TableFacts(daily=True))
        assert info.mode_of(options) == mode
        state = info.new_game(daily.seats, daily.seed, options)
        random_game(state, random.Random(daily.seed))
        assert state.is_over()


# ------------------------------------------------------------ play and replay
@by_config
def test_random_legal_play_ends(config: Config) -> None:
    info = game(config.game)
    for salt in range(2):
        seed = derive_seed("ends", config.id, salt) % 1_000_000
        state = new_state(info, config, seed)
        random_game(state, random.Random(seed), max_actions=20_000)
        # an ended game waits for nobody and runs no clock
        assert state.is_over() and state.pending() == () and state.timer() is None
        assert not any(state.legal(s) for s in range(state.seats))
    assert trace(config).actions, "the game ended before anybody acted"


@by_config
def test_seed_and_actions_through_json_replay_the_same_game(config: Config) -> None:
    info = game(config.game)
    tr = trace(config)
    seen: list[tuple[Any, list[dict[str, Any]]]] = []
    state = new_state(info, config, tr.seed)
    seen.append((views(state), []))
    for action in tr.actions[:STEP_CHECKS]:
        events = state.apply(action)
        seen.append((views(state), [to_json(e) for e in events]))
    # what the table stores: options, seed and the action log, as JSON text
    stored = json.dumps({"seats": config.seats, "seed": tr.seed,
                         "options": config.options(info).to_json(),
                         "log": [to_json(a) for a in tr.actions]})
    data = json.loads(stored)
    replay = info.new_game(data["seats"], data["seed"], info.options_from_json(data["options"]))
    actions = [from_json(entry, info.action_types) for entry in data["log"]]
    assert actions == list(tr.actions)
    assert views(replay) == seen[0][0], f"{config.id}: the new game differs"
    for step, action in enumerate(actions, start=1):
        events = replay.apply(action)
        if step < len(seen):
            assert [to_json(e) for e in events] == seen[step][1], _where(config, step)
            assert views(replay) == seen[step][0], _where(config, step)
    assert replay.is_over()
    original = final_state(info, tr)
    assert views(replay) == views(original)
    assert info.summarize(replay) == info.summarize(original)


@by_config
def test_the_fast_paths_play_the_same_game(config: Config) -> None:
    # playout.py: apply(record=False) is "the same game, cheaper" and
    # random_action is "the same draw as generic_step"; engines that offer
    # them must keep those promises (search and benchmarks rely on them)
    info = game(config.game)
    tr = trace(config)
    state = new_state(info, config, tr.seed)
    quiet: Any = new_state(info, config, tr.seed)  # its apply takes ``record``
    records = "record" in inspect.signature(state.apply).parameters
    fast = getattr(state, "random_action", None)
    if not records and fast is None:
        pytest.skip(f"{config.game} offers neither apply(record=False) nor random_action")
    rng = random.Random(seed_of(config))
    for step, action in enumerate(tr.actions[:STEP_CHECKS]):
        if fast is not None:
            ours, reference = random.Random(), random.Random()
            ours.setstate(rng.getstate())
            reference.setstate(rng.getstate())
            drawn = fast(ours, TIMEOUT_WEIGHT)
            assert drawn == generic_step(state, reference, TIMEOUT_WEIGHT), _where(config, step)
            assert ours.getstate() == reference.getstate(), _where(config, step)
            rng.random()  # another rng state for the next step
        state.apply(action)
        if records:
            assert quiet.apply(action, record=False) == [], _where(config, step)
            assert views(quiet) == views(state), _where(config, step)


# ------------------------------------------------------------ every step
@by_config
def test_every_step_keeps_the_contract(config: Config) -> None:
    info = game(config.game)
    tr = trace(config)
    state = new_state(info, config, tr.seed)
    gone: dict[int, set[int]] = {}  # seat -> its stamps that are gone
    for step, action in enumerate(tr.actions[:STEP_CHECKS]):
        where = _where(config, step)
        checks.check_pending(state, where)
        back = checks.through_json(action, info.action_types)
        assert back == action, f"{where}: {action} -> {back}"
        before = {d.seat: d for d in state.pending()}
        stamped = {s: state.legal(s) for s, d in before.items() if d.stamp is not None}
        actor = seat_of(action)
        events = state.apply(action)
        checks.check_events(info, state, events, where)
        after = {d.seat: d for d in state.pending()}
        for seat, d in before.items():
            now = after.get(seat)
            if d.stamp is None:
                continue
            if now is not None and now.stamp == d.stamp:
                if seat != actor:
                    assert now.kind == d.kind, f"{where}: same stamp, other kind: {d} {now}"
                    assert state.legal(seat) == stamped[seat], (
                        f"{where}: seat {seat}'s decision kept its stamp but its legal "
                        "actions changed (its open panel would act on another decision)")
                continue
            gone.setdefault(seat, set()).add(d.stamp)
        for seat, d in after.items():
            assert d.stamp is None or d.stamp not in gone.get(seat, set()), (
                f"{where}: seat {seat} gets its old stamp {d.stamp} again")


# ------------------------------------------------------------ sampled moments
def _pool(config: Config) -> list[Any]:
    """Actions of every moment of the game (each was legal at its own)."""
    return [a for a in trace(config).actions if not isinstance(a, Timeout)]


@by_config
def test_legal_is_what_apply_accepts_and_refusals_change_nothing(config: Config) -> None:
    info = game(config.game)
    tr = trace(config)
    at = moments(tr, REFUSAL_MOMENTS, "refusals")
    pool = _pool(config)
    rng = random.Random(derive_seed("refusals", config.id))
    refused = 0
    for step, state, _ in walk(info, tr):
        if step in at and not state.is_over():
            where = _where(config, step)
            checks.check_listed_apply(state, rng, where)
            refused += checks.check_refusals(state, pool, rng, where)
    assert refused, f"{config.id}: no candidate was refused: the check tested nothing"


@by_config
def test_stale_timer_tokens_are_refused(config: Config) -> None:
    info = game(config.game)
    tr = trace(config)
    at = moments(tr, REFUSAL_MOMENTS, "timers")
    tokens: set[int] = set()
    rng = random.Random(derive_seed("timers", config.id))
    for step, state, _ in walk(info, tr):
        timer = state.timer()
        if timer is not None:
            tokens.add(timer.token)
        if step in at and not state.is_over():
            checks.check_stale_timeouts(state, tokens, rng, _where(config, step))
    if config.bedenkzeit is not None:
        assert tokens, f"{config.id}: a table with a clock never ran a timer"


@by_config
def test_hidden_twins_look_the_same_to_their_readers(config: Config) -> None:
    info = game(config.game)
    tr = trace(config)
    at = moments(tr, TWIN_MOMENTS, "twins")
    rng = random.Random(derive_seed("twins", config.id))
    built = 0
    for step, state, _ in walk(info, tr):
        if step in at and not state.is_over():
            built += checks.check_twins(info, state, rng, _where(config, step))
    assert built, f"{config.id}: hidden_twins built no twin at {len(at)} moments"


@by_config
def test_computers_choose_legal_actions(config: Config) -> None:
    info = game(config.game)
    tr = trace(config)
    at = moments(tr, COMPUTER_MOMENTS, "computers") - {len(tr.actions)}
    rng = random.Random(derive_seed("computers", config.id))
    strengths = info.strengths
    asked = overdue = 0
    events: list[Any] = []
    for step, state, _ in walk(info, tr, events):
        late = any(d.overdue for d in state.pending())
        # the sampled moments, and the first moment a person is decided for
        if (step in at or (late and not overdue)) and not state.is_over():
            # the strongest (it may search for a while) at the first moment of
            # the first two tables, else the others in turn
            weaker = strengths[:-1] or strengths
            strength = (strengths[-1] if config.index < 2 and not asked
                        else weaker[(config.index + asked) % len(weaker)])
            checks.check_computers(info, state, rng, strength, _where(config, step), events)
            asked += 1
            overdue += late
    assert asked


@by_config
def test_the_result_is_consistent_and_survives_json(config: Config) -> None:
    info = game(config.game)
    state = final_state(info, trace(config))
    assert state.is_over()
    result = checks.check_result(info, state, config.options(info), config.id)
    assert len(result.seats) == config.seats
    for s in result.seats:
        json.dumps(dict(s.stats))  # statistics are JSON
        assert all(isinstance(v, int) and not math.isnan(v) for v in s.daily_key)
