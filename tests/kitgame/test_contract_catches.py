"""The contract suite can fail: Geheimzahl with one fault each, run through
the suite's own tests, is caught by the test that names the fault.

Each faulty engine is a subclass of Geheimzahl's State, declared as a game
of its own name (registered only for its test).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable
from typing import Any

import pytest

import tests.contract.test_contract as contract
from engines.core.contract import Decision, Event, IllegalAction, Timeout
from engines.core.places import places
from engines.core.registry import Choice, GameInfo
from engines.core.result import GameResult
from tests.contract.configs import Config, configurations
from tests.kitgame import geheimzahl as gz
from tests.kitgame.game import GAME, installed, summarize


class LeakyView(gz.State):
    """The public view shows the sealed numbers."""

    def view(self, seat: int | None) -> gz.View:
        own = self.choices[0] if seat is None else super().view(seat).own
        return dataclasses.replace(super().view(seat), own=own)


class ChoosesTwice(gz.State):
    """``apply`` lets a seat choose again; ``legal`` does not list it."""

    def apply(self, action: Any) -> list[Event]:
        if isinstance(action, gz.Choose) and 0 <= action.seat < self.seats:
            self.choices[action.seat] = None
        return super().apply(action)


class DirtyRefusal(gz.State):
    """A refused choice costs the seat a point: the refusal changes the game."""

    def apply(self, action: Any) -> list[Event]:
        try:
            return super().apply(action)
        except IllegalAction:
            if isinstance(action, gz.Choose) and 0 <= action.seat < self.seats:
                self.points[action.seat] -= 1
            raise


class AnyToken(gz.State):
    """Every Timeout expires the running clock, whatever its token."""

    def _on_timeout(self, action: Timeout, events: list[Event]) -> None:
        super()._on_timeout(Timeout(self.clock.token), events)


class SameStamp(gz.State):
    """Every round's decisions have the same stamp: an old panel stays valid."""

    def pending(self) -> tuple[Decision, ...]:
        return tuple(dataclasses.replace(d, stamp=1) for d in super().pending())


class TakenNumbers(gz.State):
    """A number somebody chose is gone for the others, but the stamp stays."""

    def legal(self, seat: int) -> list[Any]:
        return [a for a in super().legal(seat) if a.number not in self.choices]

    def apply(self, action: Any) -> list[Event]:
        if isinstance(action, gz.Choose) and action.number in self.choices:
            raise gz.refuse("not_a_number")
        return super().apply(action)


#: Games made so far: state from outside the seed.
_MADE = itertools.count()


class OutsideState(gz.State):
    """A new game depends on how many were made before: no replay."""

    def __init__(self, seats: int, seed: int, options: gz.Options) -> None:
        super().__init__(seats, seed, options)
        self.points[0] = next(_MADE)


def _reversed_places(state: gz.State) -> GameResult:
    result = summarize(state)
    ranks = places([(-p,) for p in state.points])
    return dataclasses.replace(result, seats=tuple(
        dataclasses.replace(s, place=ranks[s.seat]) for s in result.seats))


def _bold_computer(view: gz.View, decision: Decision, rng: random.Random, strength: str, *,
                   for_person: bool = False) -> Any:
    return gz.Choose(decision.seat, 6)


def _engine(cls: type[gz.State]) -> Callable[[int, int, Any], gz.State]:
    def new_game(seats: int, seed: int, options: Any) -> gz.State:
        return cls(seats, seed, options or gz.Options())
    return new_game


FAULTS: dict[str, tuple[dict[str, Any], Callable[[Config], None]]] = {
    "leaky_view": ({"new_game": _engine(LeakyView)},
                   contract.test_hidden_twins_look_the_same_to_their_readers),
    "chooses_twice": ({"new_game": _engine(ChoosesTwice)},
                      contract.test_legal_is_what_apply_accepts_and_refusals_change_nothing),
    "dirty_refusal": ({"new_game": _engine(DirtyRefusal)},
                      contract.test_legal_is_what_apply_accepts_and_refusals_change_nothing),
    "any_token": ({"new_game": _engine(AnyToken)},
                  contract.test_stale_timer_tokens_are_refused),
    "same_stamp": ({"new_game": _engine(SameStamp)}, contract.test_every_step_keeps_the_contract),
    "taken_numbers": ({"new_game": _engine(TakenNumbers)},
                      contract.test_every_step_keeps_the_contract),
    "outside_state": ({"new_game": _engine(OutsideState)},
                      contract.test_seed_and_actions_through_json_replay_the_same_game),
    "reversed_places": ({"summarize": _reversed_places},
                        contract.test_the_result_is_consistent_and_survives_json),
    "bold_computer": ({"decide": _bold_computer}, contract.test_computers_choose_legal_actions),
    "undeclared_event": ({"event_types": tuple(t for t in gz.EVENT_TYPES
                                               if t is not gz.OwnChoice)},
                         contract.test_every_step_keeps_the_contract),
    "no_timeout_action": ({"action_types": (gz.Choose,)},
                          lambda c: contract.test_the_declaration_is_complete(c.game)),
}


def _faulty(name: str, changes: dict[str, Any]) -> GameInfo:
    """Geheimzahl with ``changes``, as a game named ``faulty_<name>``."""
    full = f"faulty_{name}"
    base: Callable[[gz.State], GameResult] = changes.get("summarize", summarize)

    def renamed(state: gz.State) -> GameResult:
        return dataclasses.replace(base(state), game=full)
    return dataclasses.replace(GAME, name=full, **{**changes, "summarize": renamed})


def _config(info: GameInfo) -> Config:
    """A table of three with a clock."""
    return next(c for c in configurations(info) if c.bedenkzeit is not None and c.seats == 3)


def test_the_unchanged_game_passes_every_one_of_these_tests() -> None:
    info = _faulty("none", {})
    with installed(info, {}):
        config = _config(info)
        for _, check in FAULTS.values():
            check(config)


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_fault_is_caught(fault: str) -> None:
    changes, check = FAULTS[fault]
    info = _faulty(fault, changes)
    with installed(info, {}), pytest.raises(AssertionError):
        check(_config(info))


def test_a_missing_text_is_caught() -> None:
    info = _faulty("texts", {"choices": (*GAME.choices, Choice(
        "tempo", "faulty.lobby.tempo", (("x", "faulty.tempo.x"),), ("x",)))})
    with installed(info, {}), pytest.raises(AssertionError, match="faulty.lobby.tempo"):
        contract.test_the_declaration_has_its_texts(info.name)
