"""Item 183 with computers: a whole 6p game of normal computers is
reproducible from its seed, and its stored action log replays it exactly."""

from __future__ import annotations

import functools
import json
from typing import Any

from engines.core import from_json, to_json
from engines.fabel import ACTION_TYPES, Options, new_game
from engines.fabel.ai import decide
from engines.fabel.ai.arena import play


def computer_game(seed: int) -> tuple[list[dict[str, Any]], list[list[Any]], Any]:
    """A 6p game of normal computers: the JSON action log, events, result."""
    state = new_game(6, seed, Options(superhandel=True))
    players = [functools.partial(decide, strength="normal")] * 6
    log: list[dict[str, Any]] = []
    history: list[list[Any]] = []

    def record(action: Any, events: list[Any]) -> None:
        log.append(to_json(action))
        history.append(events)

    play(state, players, seed, on_action=record)
    assert state.is_over()
    return log, history, state.result()


def test_item_183_computer_game_replays_from_seed_and_log() -> None:
    """Item 183: "replay the stored action log of a finished 6p game with
    computers: identical events and result"."""
    log, history, result = computer_game(seed=2026)
    stored = json.loads(json.dumps(log))  # as it would lie in the database
    replay = new_game(6, 2026, Options(superhandel=True))
    for record, events in zip(stored, history, strict=True):
        assert replay.apply(from_json(record, ACTION_TYPES)) == events
    assert replay.is_over() and replay.result() == result
    # the computers themselves decide the same way again from the same seed
    again, _, _ = computer_game(seed=2026)
    assert again == log
