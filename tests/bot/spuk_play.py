"""Plays Speedspuk seats through Discord as a person clicks: the test's hand
reads the state only to choose what to click; every action goes through the
simulator's messages and panels."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

import pytest_asyncio

from bot.client import SpeedtischBot
from bot.fabel.plugin import PLUGIN as FABEL
from bot.kit.controller import KitController
from bot.kit.live import KitRunning
from bot.kit.runtime.clock import ManualScheduler
from bot.spuk import codes
from bot.spuk.plugin import PLUGIN as SPUK
from bot.storage import Storage
from engines.spuk.actions import (
    Call,
    Cover,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from tests.bot.e2e import bot_running, game_bot
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage
from tests.discord_sim.errors import SimTimeout

GAMES = (FABEL, SPUK)


def make_bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    """The bot with Speedfabel and Speedspuk on the simulator."""
    return game_bot(sim, clock, storage, GAMES)


@pytest_asyncio.fixture
async def spukbot(discord_sim: DiscordSim, clock: ManualScheduler,
                  storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with Speedfabel and Speedspuk."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


async def open_table(sim: DiscordSim, guests: tuple[str, ...], *, computers: int = 0,
                     settings: tuple[tuple[str, str], ...] = ()) -> SimChannel:
    # (placeholder, value) pairs: "Bedenkzeit" "90", "Karten je Reihe" "6",
    # "Gedächtnishilfe" "on" (on the settings' second page) ...
    """Anna opens a Speedspuk table, the guests sit down, computers fill,
    the settings are chosen ((select placeholder, value)), Anna starts."""
    anna = sim.member("anna")
    command = await anna.run_command("spuk tisch", plaetze=len(guests) + computers + 1)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await sim.wait_for_thread("Tisch von Anna")
    lobby = await sim.wait_for_message(thread, contains="Plätze")
    for name in guests:
        await sim.member(name).click(lobby, "Beitreten")
    for _ in range(computers):
        await anna.click(lobby, "Computer hinzufügen")
    if settings:
        panel = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
            contains="Einstellungen")
        for placeholder, value in settings:
            if placeholder not in [s.placeholder for s in panel.selects]:
                await (await anna.click(panel, "Weitere Einstellungen")).wait_answered()
            await (await anna.select(panel, placeholder, [value])).wait_answered()
    await anna.click(lobby, "Starten")
    await sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    return thread


def controller(bot: SpeedtischBot) -> KitController:
    """The bot's Speedspuk controller."""
    kit = bot.controllers["spuk"]
    assert isinstance(kit, KitController)
    return kit


def only_table(bot: SpeedtischBot) -> KitRunning:
    """The one running Speedspuk table."""
    return next(iter(controller(bot).tables.values()))


async def settle(sim: DiscordSim, bot: SpeedtischBot) -> None:
    """Until no click is being handled and no table applies an action."""
    kit = controller(bot)
    await sim.wait_until(lambda: not kit.busy and not any(
        r.table.lock.locked() for r in kit.tables.values()), what="the table to settle")


async def table_message(sim: DiscordSim, thread: SimChannel) -> SimMessage:
    """The table message now (it moves below each round's scoring: wait
    while it is being posted again)."""
    def current() -> SimMessage | None:
        found = [m for m in sim.messages(thread) if not m.deleted and not m.is_ephemeral
                 and "Meine Karten" in m.button_labels]
        return found[-1] if found else None
    return await sim.wait_for(current, what="the table message", timeout=30)


async def panel_of(person: Person, sim: DiscordSim, thread: SimChannel) -> SimMessage:
    """"Meine Karten" and the fresh private panel."""
    answer = await person.click(await table_message(sim, thread), "Meine Karten")
    return await answer.wait_for_reply(contains="Deine Karten", ephemeral=True)


def place(p: int) -> str:
    """A place button's label (positions count from 1 there)."""
    return f"Platz {p + 1}"


async def choose_places(person: Person, panel: SimMessage, positions: tuple[int, ...]) -> None:
    """Press the place buttons of ``positions`` (a half-made choice)."""
    for p in positions:
        await (await person.click(panel, place(p))).wait_answered()


async def press(person: Person, panel: SimMessage, label: str) -> None:
    """Click a button that acts and wait until the panel is drawn again (or
    a refusal comes)."""
    before = panel.updated_seq
    ix = await person.click(panel, label)
    await person.sim.wait_until(lambda: panel.updated_seq > before or len(ix.messages) > 1
                                or bool(ix.followups), what=f"the panel after {label!r}")
    if panel.updated_seq == before:
        # A private note (a followup) can arrive before the panel's own edit:
        # give the edit its moment; a refusal leaves the panel as it was.
        with contextlib.suppress(SimTimeout):
            await person.sim.wait_until(lambda: panel.updated_seq > before, timeout=2.0,
                                        what=f"the panel edited after {label!r}")


async def choose(person: Person, panel: SimMessage, value: str) -> None:
    """Choose a target in "Spieler · Platz" and wait for the panel."""
    before = panel.updated_seq
    ix = await person.select(panel, "Spieler · Platz", [value])
    await person.sim.wait_until(lambda: panel.updated_seq > before or bool(ix.followups),
                                what=f"the panel after choosing {value!r}")


async def play(person: Person, panel: SimMessage, action: object) -> None:
    """Click ``action`` in the panel, as a person would, and wait for the
    panel to show what follows."""
    if isinstance(action, Look):
        await choose_places(person, panel, action.positions)
        await press(person, panel, "Ansehen")
    elif isinstance(action, Cover):
        await press(person, panel, "Zudecken")
    elif isinstance(action, Draw):
        await press(person, panel, "Vom Stapel ziehen")
    elif isinstance(action, TakeDiscard):
        await press(person, panel, next(b.label for b in panel.buttons
                                        if (b.label or "").startswith("Ablage nehmen")))
    elif isinstance(action, Call):
        await press(person, panel, "Mitternacht!")
    elif isinstance(action, Swap):
        await choose_places(person, panel, action.positions)
        await press(person, panel, "Gruppe tauschen" if len(action.positions) > 1 else "Tauschen")
    elif isinstance(action, Discard):
        await press(person, panel, "Ablegen")
    elif isinstance(action, Pass):
        await press(person, panel, "Verzichten")
    elif isinstance(action, Peek):
        if action.target == action.seat:
            await press(person, panel, place(action.position))
        else:
            await choose(person, panel, codes.card_code(action.target, action.position))
    elif isinstance(action, Poltern):
        wanted = codes.polter_code(action.position, (action.target, action.target_position))
        await (await person.click(panel, place(action.position))).wait_answered()
        # The targets carry the own card once the half-made choice is drawn;
        # a refusal would show up in the timeout's list of recent messages.
        await person.sim.wait_until(
            lambda: any(o.get("value") == wanted for m in panel.selects
                        if m.placeholder == "Spieler · Platz" for o in m.options),
            timeout=30, what=f"the Poltergeist's own card {place(action.position)} in the targets")
        await (await person.select(panel, "Spieler · Platz", [wanted])).wait_answered()
        await press(person, panel, "Poltern")
    else:
        raise AssertionError(f"no clicks for {action!r}")
