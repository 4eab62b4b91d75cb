"""The presenter within Discord's global request limit (issue 36, item 1):

- "When many tables are busy, each table's edits are spaced further apart.
  The text of the latest step always wins over an older picture": an edit
  waiting for the process's budget shows the newest state when its token
  comes, and the busy tables take their turns.
- "Where an interaction's token can carry an update (the clicked message
  ...), the update goes that way and not through the channel route."
- "A 429 that discord.py does not wait out (`discord.RateLimited`) is a
  temporary refusal like a 5xx: the edit is retried later with the newest
  state."

The budget's clock is a counter the test moves; no timing is asserted.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest

from bot.kit.remembered import TOKEN_LIFETIME
from bot.kit.runtime import editing
from bot.kit.runtime.budget import GlobalBudget
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.editing import EditBucket
from tests.bot.test_global_budget import Clock
from tests.bot.test_presenter_stage import FakeMessage, _table

#: No token of the per-message bucket refills while a test runs.
FOREVER = 3600.0


def _open_bucket() -> EditBucket:
    """A per-message bucket that never holds an edit back (only the budget does)."""
    return EditBucket(burst=1000, interval=FOREVER, reserve=0)


async def _turns(steps: int = 30) -> None:
    for _ in range(steps):
        await asyncio.sleep(0)


async def _budgeted(budget: GlobalBudget) -> tuple[Any, Any, FakeMessage]:
    table, presenter, message = await _table(_open_bucket())
    presenter.route._budget = GlobalBudget(rate=0.0)   # the start's edits, unbudgeted
    await presenter.flush()
    await _turns()
    presenter.route._budget = budget
    presenter.route.by_channel = 0
    message.edits.clear()
    return table, presenter, message


async def test_an_edit_waiting_for_the_budget_shows_the_newest_step() -> None:
    clock = Clock()
    budget = GlobalBudget(rate=8.0, burst=1.0, clock=clock)
    _, presenter, message = await _budgeted(budget)
    while budget.tokens >= 1.0:
        await budget.take()
    presenter.lines.append("Anna bietet 10.")
    presenter.kick()
    await _turns()
    assert message.edits == []              # no token: nothing goes
    presenter.lines.append("Ben bietet 20.")    # two more steps meanwhile
    presenter.kick()
    presenter.lines.append("Carla bietet 30.")
    presenter.kick()
    clock.now += 1 / 8
    budget._wake_head()
    await _turns()
    assert len(message.edits) == 1          # one edit, not one per step
    assert "Carla bietet 30." in message.edits[0]["content"]
    assert budget.waiting == 0


async def test_busy_tables_take_turns_so_each_tables_edits_are_spaced_further() -> None:
    clock = Clock()
    budget = GlobalBudget(rate=8.0, burst=1.0, clock=clock)
    tables = [await _budgeted(budget) for _ in range(3)]
    while budget.tokens >= 1.0:
        await budget.take()
    for number, (_, presenter, message) in enumerate(tables):
        real_edit = message.edit

        async def busy(presenter: Any = presenter, real_edit: Any = real_edit,
                       **fields: Any) -> None:
            await real_edit(**fields)
            presenter.lines.append("noch ein Zug")   # a busy table: always a next step
            presenter.kick()

        message.edit = busy  # type: ignore[method-assign]
        presenter.lines.append(f"Tisch {number}")
        presenter.kick()
    await _turns()
    for step in range(1, 10):
        clock.now = step / 8
        budget._wake_head()
        await _turns()
    # nine tokens: three edits of each table, in turn, not nine of the first
    assert [len(m.edits) for _, _, m in tables] == [3, 3, 3]
    for _, presenter, _ in tables:
        presenter.close()


class Clicked:
    """A click on the table message, acknowledged without a word (its
    original response is the table message)."""

    type = discord.InteractionType.component

    def __init__(self, message: FakeMessage) -> None:
        self.message = message
        self.edits: list[dict[str, Any]] = []

        class Response:
            type = discord.InteractionResponseType.deferred_message_update

            def is_done(self) -> bool:
                return True

        self.response = Response()

    async def edit_original_response(self, **fields: Any) -> None:
        self.edits.append(fields)


async def test_a_living_click_on_the_table_message_carries_its_edits() -> None:
    clock = Clock()
    budget = GlobalBudget(rate=8.0, burst=1.0, clock=clock)
    _, presenter, message = await _budgeted(budget)
    while budget.tokens >= 1.0:
        await budget.take()
    taken = budget.taken
    click = Clicked(message)
    presenter.remember(0, click)  # type: ignore[arg-type]
    presenter.lines.append("Anna bietet 10.")
    presenter.kick()
    await _turns()
    # through the interaction's token, with no token of the budget
    assert len(click.edits) == 1 and "Anna bietet 10." in click.edits[0]["content"]
    assert message.edits == [] and budget.taken == taken
    assert presenter.route.by_interaction == 1 and presenter.route.by_channel == 0
    # the token has expired: the channel route again, after a token of the budget
    scheduler = presenter.scheduler
    assert isinstance(scheduler, ManualScheduler)
    await scheduler.advance(TOKEN_LIFETIME + 1)
    presenter.lines.append("Ben bietet 20.")
    presenter.kick()
    await _turns()
    assert message.edits == []
    clock.now += 1 / 8
    budget._wake_head()
    await _turns()
    assert len(message.edits) == 1 and presenter.route.by_channel == 1


async def test_a_429_discord_py_does_not_wait_out_is_tried_again_with_the_newest_state(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(editing, "RETRY_AFTER", 0.01)
    _, presenter, message = await _table(_open_bucket())
    await presenter.flush()
    message.edits.clear()
    real_edit = message.edit
    refused: list[str] = []

    async def limited(**fields: Any) -> None:
        if not refused:
            refused.append(fields["content"])
            raise discord.RateLimited(0.02)
        await real_edit(**fields)

    message.edit = limited  # type: ignore[method-assign]
    presenter.lines.append("Anna bietet 10.")
    presenter.kick()
    await _turns()
    assert refused and "Anna bietet 10." in refused[0] and message.edits == []
    presenter.lines.append("Ben bietet 20.")     # the game went on meanwhile
    for _ in range(500):
        if message.edits:
            break
        await asyncio.sleep(0.005)
    assert len(message.edits) == 1
    assert "Ben bietet 20." in message.edits[0]["content"]
    presenter.close()


async def test_while_tables_wait_for_the_budget_a_moment_leaves_the_table_message_in_place(
        ) -> None:
    """Moving the table message below a moment costs a new message and a
    deletion: not while other tables wait for a token."""
    clock = Clock()
    budget = GlobalBudget(rate=8.0, burst=1.0, clock=clock)
    _, presenter, message = await _budgeted(budget)
    while budget.tokens >= 1.0:
        await budget.take()
    other_table = asyncio.create_task(budget.take(urgent=False))
    await _turns()
    assert budget.waiting == 1
    await presenter._move_down()
    assert presenter.message is message          # edited where it is
    other_table.cancel()
    await _turns()
    assert budget.waiting == 0
    await presenter._move_down()
    assert presenter.message is None             # posted anew below the moment
    presenter.close()
