"""Issue 22, "hostile and careless clicks": at a table of every registered
game (and of each Speedfabel Spielart, and the sealed test game), people
press everything they can see, outsiders too, with double clicks, forged
ids, values no select offered and careless modal values (see
tests/bot/chaos.py for what is pressed and what is checked)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.plugin import kit_plugin
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import Storage
from engines.core import Event, IllegalAction
from engines.texts.de import ORIGIN, TEXTS
from tests.bot.chaos import Clicker, ErrorLog, GameSetup, german_problem, open_table, setups
from tests.bot.e2e import bot_running
from tests.bot.sealed_game import SEALED, Pick, SealedState
from tests.bot.sealed_ui import SEALED_PARTS, SEALED_PLUGIN, SealedUI
from tests.discord_sim import DiscordSim

GAMES = (*plugins(), SEALED_PLUGIN)
#: Random steps per table in CI (the long runs: python -m tests.bot.chaos_run).
STEPS = 100


@pytest_asyncio.fixture
async def allbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with every registered game and the sealed test game."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


def test_the_german_check_catches_what_it_must() -> None:
    assert german_problem("Dieses Fenster ist veraltet – öffne „Meine Karten“ neu.") is None
    assert german_problem("Runde 1 · gewählt haben: niemand") is None
    assert german_problem("") == "empty"
    assert german_problem("This interaction failed") is not None
    assert german_problem("Gebot {amount}") is not None
    assert german_problem("Das hat leider nicht geklappt. Bitte versuch es noch einmal.") \
        == "the handler failed"
    assert german_problem("Bid accepted") == "no word of the German catalog"
    assert german_problem("Anna: 90 Startgeld = ca. 90") is None


@pytest.mark.parametrize("setup", setups(GAMES), ids=lambda s: s.label)
async def test_everything_anyone_can_press_is_answered_and_refusals_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, allbot: SpeedtischBot,
        setup) -> None:
    with ErrorLog() as errors:
        thread, seated, outside = await open_table(discord_sim, allbot, setup, seed=5)
        clicker = Clicker(discord_sim, allbot, clock, thread, seated, outside,
                          random.Random(f"hostile-{setup.label}"))
        tally = await clicker.run(STEPS, tick_every=2)
    assert not tally.problems, "\n".join(tally.problems)
    assert errors.unexpected() == []
    assert tally.clicks >= STEPS // 2 and tally.refused > 0
    assert tally.slowest_answer < 3.0
    assert tally.applied > 0  # the games went on meanwhile
    print(setup.label, tally)


class _CarelessState(SealedState):
    """The sealed test game with a broken check: a 2 or 3 is refused in English,
    after the refusal already changed the state."""

    def apply(self, action: Any) -> list[Event]:
        if isinstance(action, Pick) and action.number > 1 and action.seat not in self.picks:
            self.token += 100
            raise IllegalAction("nope", "Not allowed here")
        return SealedState.apply(self, action)


CARELESS = kit_plugin(dataclasses.replace(
    SEALED, name="careless", new_game=lambda seats, seed, options: _CarelessState(seats,
                                                                                    options)),
    SealedUI(rules="Jeder wählt verdeckt 1 bis 3."), parts=SEALED_PARTS)
TEXTS.setdefault("careless.mode.standard", "Standard")
ORIGIN.setdefault("careless.mode.standard", "tests")


async def test_the_clicker_finds_an_english_refusal_that_changed_the_state(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage, games=(CARELESS,))
    await discord_sim.start_bot(bot)
    try:
        thread, seated, outside = await open_table(discord_sim, bot, GameSetup("careless", 3))
        clicker = Clicker(discord_sim, bot, clock, thread, seated, outside, random.Random(2))
        tally = await clicker.run(80, tick_every=1000)
    finally:
        await discord_sim.stop_bot(bot)
    assert any("changed without an action" in p for p in tally.problems), tally
    assert any("'Not allowed here': no word of the German catalog" in p
               for p in tally.problems)
