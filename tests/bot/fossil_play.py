"""Plays Speedfossil seats through Discord as a person clicks: the test's
hand reads the state only to choose what to click; every choice goes
through the simulator's panels."""

from __future__ import annotations

import random

from bot.client import SpeedtischBot
from bot.fossil import codes
from bot.kit.controller import KitController
from bot.kit.live import KitRunning
from engines.fossil.actions import Bid, Choice, Inspect, SendThief, Show, Take
from tests.bot.e2e import kit_controller, kit_panel, settle_kit
from tests.discord_sim import DiscordSim, Person, SimMessage


def controller(bot: SpeedtischBot) -> KitController:
    """The bot's Speedfossil controller."""
    return kit_controller(bot, "fossil")


def only_table(bot: SpeedtischBot) -> KitRunning:
    """The one running Speedfossil table."""
    return next(iter(controller(bot).tables.values()))


async def settle(sim: DiscordSim, bot: SpeedtischBot) -> None:
    """Until no click is being handled and no table applies an action."""
    await settle_kit(sim, bot, "fossil")


async def panel_of(person: Person, table: SimMessage) -> SimMessage:
    """"Meine Karten" and the fresh private panel."""
    return await kit_panel(person, table, "Deine Wahl")


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
