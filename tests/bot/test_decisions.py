"""Computers decide in processes of their own (bot/kit/runtime/decisions.py): the same
action as in this process; a function that cannot go to a process runs in a
thread; a deciding process that dies is replaced."""

from __future__ import annotations

import functools
import os
import random
import signal
import sys

import pytest

from bot.kit.runtime import decisions
from engines.core.playout import random_step
from engines.core.registry import TableFacts
from engines.fabel.game import GAME


def _a_decision() -> functools.partial[object]:
    rng = random.Random(4)
    state = GAME.new_game(3, 4, GAME.make_options(GAME.default_choices(), TableFacts()))
    for _ in range(30):
        action = random_step(state, rng)
        if action is not None:
            state.apply(action)
    decision = next(d for d in state.pending() if d.required)
    return functools.partial(GAME.decide, state.view(decision.seat), decision,
                             random.Random(9), "stark", for_person=False)


@pytest.fixture
def in_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decisions, "IN_PROCESSES", True)


async def test_a_decision_in_a_process_is_the_one_made_here(in_processes: None) -> None:
    call = _a_decision()
    assert await decisions.decide(call) == call()
    assert decisions.worker_pids()


async def test_a_local_function_is_decided_in_a_thread(in_processes: None) -> None:
    def local(x: int) -> int:
        return x + 1

    assert await decisions.decide(functools.partial(local, 1)) == 2


async def test_a_dead_deciding_process_is_replaced(in_processes: None) -> None:
    call = _a_decision()
    await decisions.decide(call)
    for pid in decisions.worker_pids():
        os.kill(pid, signal.SIGKILL)
    # the decision in flight when they died is made in a thread, the next in a new process
    assert await decisions.decide(call) == call()
    assert await decisions.decide(call) == call()
    assert decisions.worker_pids()


async def test_every_deciding_process_is_warmed_up(in_processes: None) -> None:
    """Each process imports the games in its initializer (issue 22: the
    memory figures are taken after it), so :func:`decisions.warmed` sees
    every one of them answer."""
    decisions.start()
    await decisions.warmed()
    assert len(decisions.worker_pids()) == decisions.WORKERS


def _imported(module: str) -> bool:
    return module in sys.modules


async def test_the_deciding_processes_import_the_computers_they_are_handed(
        in_processes: None) -> None:
    """Registration pushes (issue 30, item 3): the kit's deciding processes
    name no game; the client hands them its games' decide functions and each
    process imports their modules before its first job (a function that
    cannot go to a process, a test's own, is left out)."""
    from engines.spuk.game import GAME as SPUK

    decisions.stop()
    decisions.start([SPUK.decide, lambda *args: None])
    await decisions.warmed()
    assert await decisions.decide(functools.partial(_imported, "engines.spuk.game"))
    assert not await decisions.decide(functools.partial(_imported, "engines.troedel.game"))
