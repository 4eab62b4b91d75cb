"""Issue 29: one living panel per person and table, the deadline where one
acts, pings that clean up after themselves, moments before the next panel.

For every kit game, Anna, Ben and Carla play through their private panels
(tests/bot/panel_play.py). After every click, once the bot is idle:

- the click was answered on the panel it came from ("A click on a panel
  answers on that panel");
- no new panel copies the one just used ("No copy of a panel the person
  just used is ever sent");
- nobody sees more than one panel of the table ("their older panels of that
  table are deleted");
- every panel that asks a decision shows its deadline as ``<t:…:R>``;
- the mention of a person who acted is gone;
- the step's moment messages came before its panels ("reveal, then
  outcome, then the next panel").
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.client import SpeedtischBot
from bot.fabel.plugin import PLUGIN as FABEL
from bot.fossil.plugin import PLUGIN as FOSSIL
from bot.kit.runtime.clock import ManualScheduler
from bot.spuk.plugin import PLUGIN as SPUK
from bot.storage import Storage
from bot.troedel.plugin import PLUGIN as TROEDEL
from engines.texts import t
from tests.bot.e2e import bot_running, kit_controller
from tests.bot.panel_play import PING, idle, open_three, play
from tests.discord_sim import DiscordSim

GAMES = (FABEL, TROEDEL, SPUK, FOSSIL)
#: Clicks per game: enough for several decisions of every person and a
#: round's end (Speedfossil's and Speedtrödel's rounds, Speedspuk's turns).
CLICKS = {"fabel": 24, "troedel": 24, "spuk": 30, "fossil": 24}


@pytest_asyncio.fixture
async def kitbot(discord_sim: DiscordSim, clock: ManualScheduler,
                 storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with the four games."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


@pytest.mark.parametrize("game", ["fabel", "troedel", "spuk", "fossil"])
async def test_one_living_panel_per_person_with_its_deadline(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        game: str) -> None:
    thread, watch = await open_three(discord_sim, kitbot, game, seed=5)
    # the table starts with the Bedenkzeit of a table with people
    assert watch.running.settings.bedenkzeit
    await play(discord_sim, kitbot, clock, game, watch, random.Random(f"panel-{game}"),
               clicks=CLICKS[game])
    assert watch.clicks >= min(CLICKS[game], 10)
    assert watch.problems == []
    assert watch.answered_on_panel == watch.clicks
    assert watch.copies == 0
    # a person with a decision got it told: a panel, or one mention at most
    for person in watch.people.values():
        standing = [m for m in thread.messages if not m.deleted and not m.is_ephemeral
                    and PING in m.text and person.mention in m.text]
        assert len(standing) <= 1


@pytest.mark.parametrize("game", ["troedel", "fossil"])
async def test_no_mention_for_the_person_who_opened_a_solo_game(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        game: str) -> None:
    """"none to the person who just opened a solo or daily game"."""
    anna = discord_sim.member("anna")
    await (await anna.run_command(f"{game} solo", computer=2)).wait_for_reply()
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    await discord_sim.wait_until(lambda: bool(kit_controller(kitbot, game).tables),
                                 what="the game")
    for _ in range(4):
        await idle(discord_sim, kitbot, game)
        await clock.advance(3.0)
    await idle(discord_sim, kitbot, game)
    assert not [m for m in thread.messages if PING in m.text]


async def test_the_deadline_in_the_mention_and_the_mention_goes_when_one_acts(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot) -> None:
    """The "du bist dran" notice names the deadline; the mention is deleted
    as soon as that person clicks at the table."""
    thread, watch = await open_three(discord_sim, kitbot, "troedel", seed=5)
    await idle(discord_sim, kitbot, "troedel")
    table = watch.running.table
    asked = sorted(d.seat for d in table.state.pending() if d.required)
    assert asked
    seat = asked[0]
    person = watch.people[seat]
    pings = [m for m in thread.messages if not m.deleted and person.mention in m.text]
    assert len(pings) == 1
    assert table.deadline is not None
    assert f"<t:{int(table.deadline)}:R>" in pings[0].text
    current = next(m for m in reversed(thread.messages) if not m.deleted
                   and not m.is_ephemeral and "Meine Karten" in m.button_labels)
    await (await person.click(current, t("core.btn.hand"))).wait_answered()
    await idle(discord_sim, kitbot, "troedel")
    assert pings[0].deleted


@pytest.mark.parametrize("game", ["troedel", "fossil"])
async def test_zeit_um_the_panel_says_the_computer_chose(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        game: str) -> None:
    """"When time ran out and a computer decided for the person, their panel
    says so": a person with a panel lets the Bedenkzeit and the Nachfrist
    run out."""
    thread, watch = await open_three(discord_sim, kitbot, game, seed=5)
    await idle(discord_sim, kitbot, game)
    table = watch.running.table
    seat = min(d.seat for d in table.state.pending() if d.required)
    person = watch.people[seat]
    current = next(m for m in reversed(thread.messages) if not m.deleted
                   and not m.is_ephemeral and "Meine Karten" in m.button_labels)
    await (await person.click(current, t("core.btn.hand"))).wait_answered()
    await idle(discord_sim, kitbot, game)
    step = table.step_of(seat)
    assert table.deadline is not None
    await clock.advance(table.deadline - clock.now() + 0.5)     # the Bedenkzeit
    await idle(discord_sim, kitbot, game)
    assert table.step_of(seat) == step                          # the Nachfrist runs
    await clock.advance(10.5)                                   # the Nachfrist
    # the computer decides in a deciding process, then acts
    await discord_sim.wait_until(lambda: table.step_of(seat) != step, timeout=30,
                                 what="the computer's choice")
    await idle(discord_sim, kitbot, game)
    await discord_sim.wait_until(
        lambda: (p := watch.living(seat)) is not None and t("core.panel.timed_out") in p.text,
        timeout=30, what="the panel to say the computer chose")
