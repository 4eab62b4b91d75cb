"""Plays Speedspuk seats through Discord as a person clicks: the test's hand
reads the state only to choose what to click; every action goes through the
simulator's messages and panels."""

from __future__ import annotations

from bot.client import SpeedtischBot
from bot.kit.controller import KitController, KitRunning
from bot.spuk import codes
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
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage


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
    return await answer.wait_for_reply(contains="Deine Karten")


def place(p: int) -> str:
    """A place button's label (positions count from 1 there)."""
    return f"Platz {p + 1}"


async def choose_places(person: Person, panel: SimMessage, positions: tuple[int, ...]) -> None:
    """Press the place buttons of ``positions`` (a half-made choice)."""
    for p in positions:
        await (await person.click(panel, place(p))).wait_answered()


async def play(person: Person, panel: SimMessage, action: object) -> None:
    """Click ``action`` in the panel, as a person would."""
    if isinstance(action, Look):
        await choose_places(person, panel, action.positions)
        await person.click(panel, "Ansehen")
    elif isinstance(action, Cover):
        await person.click(panel, "Zudecken")
    elif isinstance(action, Draw):
        await person.click(panel, "Vom Stapel ziehen")
    elif isinstance(action, TakeDiscard):
        await person.click(panel, next(b.label for b in panel.buttons
                                       if (b.label or "").startswith("Ablage nehmen")))
    elif isinstance(action, Call):
        await person.click(panel, "Mitternacht!")
    elif isinstance(action, Swap):
        await choose_places(person, panel, action.positions)
        await person.click(panel, "Gruppe tauschen" if len(action.positions) > 1 else "Tauschen")
    elif isinstance(action, Discard):
        await person.click(panel, "Ablegen")
    elif isinstance(action, Pass):
        await person.click(panel, "Verzichten")
    elif isinstance(action, Peek):
        if action.target == action.seat:
            await person.click(panel, place(action.position))
        else:
            await person.select(panel, "Spieler · Platz",
                                [codes.card_code(action.target, action.position)])
    elif isinstance(action, Poltern):
        await (await person.click(panel, place(action.position))).wait_answered()
        await (await person.select(panel, "Spieler · Platz", [codes.polter_code(
            action.position, (action.target, action.target_position))])).wait_answered()
        await person.click(panel, "Poltern")
    else:
        raise AssertionError(f"no clicks for {action!r}")
