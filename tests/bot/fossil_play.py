"""Plays Speedfossil seats through Discord as a person clicks: the test's
hand reads the state only to choose what to click; every choice goes
through the simulator's panels."""

from __future__ import annotations

import random

from bot.client import SpeedtischBot
from bot.fossil import codes
from bot.kit.controller import KitController, KitRunning
from engines.fossil.actions import Bid, Choice, Inspect, SendThief, Show, Take
from tests.discord_sim import DiscordSim, Person, SimMessage


def controller(bot: SpeedtischBot) -> KitController:
    """The bot's Speedfossil controller."""
    kit = bot.controllers["fossil"]
    assert isinstance(kit, KitController)
    return kit


def only_table(bot: SpeedtischBot) -> KitRunning:
    """The one running Speedfossil table."""
    return next(iter(controller(bot).tables.values()))


async def settle(sim: DiscordSim, bot: SpeedtischBot) -> None:
    """Until no click is being handled and no table applies an action."""
    kit = controller(bot)
    await sim.wait_until(lambda: not kit.busy and not any(
        r.table.lock.locked() for r in kit.tables.values()), what="the table to settle")


async def current(sim: DiscordSim, table: SimMessage) -> SimMessage:
    """The table message now: ``table``, or the one posted below the
    moments (the reveal and the outcome) since (waits while it moves)."""
    return await sim.wait_for(lambda: _current_or_none(sim, table), timeout=30,
                              what="the table message")


async def table_shows(sim: DiscordSim, table: SimMessage, contains: str,
                      timeout: float = 30) -> SimMessage:
    """Wait until the table message (wherever it moved) contains ``contains``."""
    def found() -> SimMessage | None:
        now = _current_or_none(sim, table)
        return now if now is not None and contains in now.text else None
    return await sim.wait_for(found, timeout=timeout, what=f"the table showing {contains!r}")


def _current_or_none(sim: DiscordSim, table: SimMessage) -> SimMessage | None:
    if not table.deleted:
        return table
    # the table message's first line: "Runde 3 · Ehrenbankett auf Feld 30 · …"
    # (a moved table message is always newer than the one it replaces)
    return next((m for m in reversed(sim.bot_messages(table.channel))
                 if m.created_seq > table.created_seq
                 and " · Ehrenbankett auf Feld " in m.text.split("\n")[0]), None)


async def panel_of(person: Person, table: SimMessage) -> SimMessage:
    """"Meine Karten" (on the table message, wherever it moved) and the fresh
    private panel."""
    answer = await person.click(await current(person.sim, table), "Meine Karten")
    return await answer.wait_for_reply(contains="Deine Wahl")


def pick(running: KitRunning, seat: int, rng: random.Random) -> Choice | Take:
    """What the test's hand chooses for ``seat`` (any legal action)."""
    legal = running.table.state.legal(seat)
    return legal[int(rng.random() * len(legal))]


async def choose(person: Person, panel: SimMessage, action: Choice | Take) -> None:
    """Click ``action`` together in the panel, as a person would."""
    if isinstance(action, Take):
        await person.select(panel, "Fossil zum Mitnehmen",
                            [codes.take_code(action.years, action.victim, action.fossil)])
        await person.click(panel, "Mitnehmen")
        return
    if isinstance(action, Bid):
        await person.select(panel, "Handlungskarte wählen", [f"w{action.wechsel}"])
        label = next(b.label for b in panel.buttons
                     if (b.label or "").startswith(f"Fundstück {'AB'[action.slot]}:"))
        await person.click(panel, label)
    elif isinstance(action, SendThief):
        await person.select(panel, "Handlungskarte wählen", [f"l{action.years}"])
        await person.click(panel, "Fundbörse" if action.place == "boerse" else "Museum")
    elif isinstance(action, Inspect):
        await person.select(panel, "Handlungskarte wählen", ["k"])
    else:
        assert isinstance(action, Show)
        await person.select(panel, "Handlungskarte wählen", ["v"])
        menu = next(s for s in panel.selects
                    if s.placeholder in ("Vitrine wählen", "Fossilien für die Vitrine"))
        if menu.placeholder == "Vitrine wählen":
            await person.select(panel, menu.custom_id, [codes.mask(action.fossils)])
        else:
            await person.select(panel, menu.custom_id, [str(f) for f in action.fossils])
    await person.click(panel, "Verdeckt wählen")
