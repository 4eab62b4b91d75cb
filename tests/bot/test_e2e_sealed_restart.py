"""Issue 22: "after two of four sealed choices" and "in the first look of
Speedspuk" the bot stops and starts again on the same database: the choices
made are kept and stay sealed, the others can still choose.

The bot is stopped the way a kill leaves it for the database (stopping
writes nothing: every action was stored when it was applied; the SIGKILL
itself is aimed at these moments by tests/bot/test_e2e_kill.py and the
100-kill run). After the restart, everything each person is shown (the
table message with its picture, each person's panel) is compared under the
restored state and its hidden twins (tests/bot/twincheck.py): a made choice
that showed would differ. Then the others choose through their panels, and
the step ends.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import Storage
from tests.bot.chaos import ErrorLog, GameSetup, live_tables, open_table, settle
from tests.bot.killaim import choose_once
from tests.bot.twincheck import TwinTally, compare_twins
from tests.discord_sim import DiscordSim

GAMES = plugins()


def _bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    return SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=Path()),
                         scheduler=clock, storage=storage, games=GAMES)


@pytest_asyncio.fixture
async def first(discord_sim: DiscordSim, clock: ManualScheduler,
                storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot before the restart (stopped by the test; stopped again is harmless)."""
    bot = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(bot)
    yield bot
    if not bot.is_closed():
        await discord_sim.stop_bot(bot)


def _waiting(running: object) -> list[int]:
    """The seats whose choice of the simultaneous step is still open."""
    state = running.table.state  # type: ignore[attr-defined]
    return sorted(d.seat for d in state.pending() if d.required)


def _chooses(running: object, seat: int, game: str, rng: random.Random) -> object:
    """A legal choice of ``seat`` now (a look at the first look of Speedspuk)."""
    legal = running.table.state.legal(seat)  # type: ignore[attr-defined]
    if game == "spuk":
        legal = [a for a in legal if type(a).__name__ == "Look"]
    return rng.choice(legal)


@pytest.mark.parametrize("game", ["fossil", "spuk"])
async def test_two_of_four_chose_then_a_restart_keeps_them_sealed_and_the_others_choose(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage,
        first: SpeedtischBot, game: str) -> None:
    rng = random.Random(f"sealed-restart-{game}")
    with ErrorLog() as errors:
        thread, seated, _ = await open_table(discord_sim, first, GameSetup(game, 4), seed=5)
        running = live_tables(first, thread)[0]
        assert _waiting(running) == [0, 1, 2, 3]
        made = {}
        for seat in (1, 3):                # two of four choose
            action = _chooses(running, seat, game, rng)
            await choose_once(discord_sim, thread, seated[seat], game, action)
            await settle(discord_sim, first)
            made[seat] = action
        assert _waiting(running) == [0, 2]
        logged = [a for a in running.table.actions]

        await discord_sim.stop_bot(first)
        revived = _bot(discord_sim, clock, storage)
        await discord_sim.start_bot(revived)
        await settle(discord_sim, revived)
        restored = live_tables(revived, thread)[0]
        # the two choices are kept, and only the two others are asked
        assert list(restored.table.actions) == logged
        assert _waiting(restored) == [0, 2]

        # still sealed: nobody is shown anything that differs between twins
        tally = TwinTally()
        await compare_twins(discord_sim, revived, thread, seated, rng, tally, most=3)
        assert not tally.leaks, "\n".join(tally.leaks)
        assert tally.twins > 0 and tally.panels > 0

        # the others can still choose, through their panels
        for seat in (0, 2):
            action = _chooses(restored, seat, game, rng)
            await choose_once(discord_sim, thread, seated[seat], game, action)
            await settle(discord_sim, revived)
        assert all(a in restored.table.actions for a in made.values())
        if game == "spuk":
            # everyone looked: the first turn starts at once (DECISIONS "Open
            # cards never hold up the table")
            assert restored.table.state.phase != "look"
        else:
            assert not set(_waiting(restored)) & {0, 2} or _waiting(restored) == [0, 1, 2, 3]
        assert len(restored.table.actions) >= len(logged) + 2
        await discord_sim.stop_bot(revived)
    assert errors.unexpected() == []
