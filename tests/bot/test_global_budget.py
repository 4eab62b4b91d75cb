"""The process's share of Discord's global request limit (issue 36, item 1:
"One token bucket for the requests that count against the global limit,
shared by every table of the process. Across K processes of one token,
each process takes a 1/K share of the budget"). The clock is a counter the
test moves: no timing is asserted."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.config import Settings
from bot.kit.runtime import budget
from bot.kit.runtime.budget import GlobalBudget, rate_from_env, shared


class Clock:
    """A clock that only moves when the test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def _turns(steps: int = 5) -> None:
    for _ in range(steps):
        await asyncio.sleep(0)


def test_k_processes_of_one_token_take_one_kth_each() -> None:
    one = rate_from_env({})
    assert one == 40.0                                   # 80 % of Discord's 50/s
    assert rate_from_env({"SPEEDTISCH_PROCESSES": "2"}) == one / 2
    assert rate_from_env({"SPEEDTISCH_GLOBAL_RATE": "50", "SPEEDTISCH_PROCESSES": "5"}) == 10.0
    assert rate_from_env({"SPEEDTISCH_GLOBAL_RATE": "0"}) == 0.0


async def test_the_burst_goes_at_once_then_requests_wait_for_tokens() -> None:
    clock = Clock()
    budget = GlobalBudget(rate=10.0, burst=2.0, clock=clock)
    await budget.take()
    await budget.take()
    third = asyncio.create_task(budget.take())
    await _turns()
    assert not third.done() and budget.waiting == 1
    clock.now = 0.1                                      # one token back
    budget._wake_head()
    await asyncio.wait_for(third, 5)
    assert budget.taken == 3 and budget.waiting == 0


async def test_waiters_are_served_in_order_a_persons_first() -> None:
    clock = Clock()
    budget = GlobalBudget(rate=8.0, burst=1.0, clock=clock)
    await budget.take()
    served: list[str] = []

    async def take(name: str, urgent: bool) -> None:
        await budget.take(urgent=urgent)
        served.append(name)

    tasks = [asyncio.create_task(take("refresh 1", False)),
             asyncio.create_task(take("refresh 2", False))]
    await _turns()
    tasks.append(asyncio.create_task(take("click", True)))
    await _turns()
    for step in range(1, 4):
        clock.now = step / 8.0
        budget._wake_head()
        await _turns()
        assert len(served) == step
    assert served == ["click", "refresh 1", "refresh 2"]
    await asyncio.gather(*tasks)


async def test_many_busy_tables_space_each_tables_requests_further_apart() -> None:
    """Each table takes one token and queues again behind the others: with
    four tables at 8/s, each gets every fourth token (steps of 1/8 s are
    exact in binary)."""
    clock = Clock()
    budget = GlobalBudget(rate=8.0, burst=1.0, clock=clock)
    await budget.take()
    got: list[int] = []

    async def table(number: int) -> None:
        for _ in range(3):
            await budget.take(urgent=False)
            got.append(number)

    tasks = [asyncio.create_task(table(n)) for n in range(4)]
    await _turns()
    assert budget.spacing() == (4 + 1) / 8.0
    for step in range(1, 13):
        clock.now = step / 8.0
        budget._wake_head()
        await _turns(10)
    assert got == [0, 1, 2, 3] * 3
    await asyncio.gather(*tasks)


async def test_a_cancelled_waiter_leaves_its_place_to_the_next() -> None:
    clock = Clock()
    budget = GlobalBudget(rate=10.0, burst=1.0, clock=clock)
    await budget.take()
    first = asyncio.create_task(budget.take())
    second = asyncio.create_task(budget.take())
    await _turns()
    first.cancel()
    await _turns()
    clock.now = 0.1
    budget._wake_head()
    await asyncio.wait_for(second, 5)
    assert budget.waiting == 0


async def test_no_budget_never_waits() -> None:
    budget = GlobalBudget(rate=0.0)
    for _ in range(100):
        await budget.take()
    assert budget.taken == 100 and budget.waited == 0.0


async def test_one_budget_per_process_for_every_table() -> None:
    assert shared() is shared()


async def test_the_share_written_in_the_env_file_is_the_one_the_process_plans_with(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cluster's process count in ``.env`` (not in the environment) still
    divides the budget: the settings read the file and configure it."""
    monkeypatch.delenv("SPEEDTISCH_PROCESSES", raising=False)
    monkeypatch.delenv("SPEEDTISCH_GLOBAL_RATE", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=x\nSPEEDTISCH_PROCESSES=4\n", encoding="utf-8")
    settings = Settings.from_env(env={}, env_file=env_file)
    assert settings.global_rate == 10.0
    monkeypatch.setattr(budget, "_configured_rate", None)
    budget.configure(settings.global_rate)
    assert budget.shared().rate == 10.0
