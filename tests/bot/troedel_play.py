"""Plays Speedtrödel seats through Discord as a person clicks: the test's
hand reads the state only to choose what to click; every choice goes
through the simulator's panels."""

from __future__ import annotations

import random
from typing import Any

from bot.client import SpeedtischBot
from bot.kit.controller import KitController
from bot.kit.live import KitRunning
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from tests.bot.e2e import kit_controller, kit_panel, settle_kit
from tests.discord_sim import DiscordSim, Person, SimMessage


def controller(bot: SpeedtischBot) -> KitController:
    """The bot's Speedtrödel controller."""
    return kit_controller(bot, "troedel")


def only_table(bot: SpeedtischBot) -> KitRunning:
    """The one running Speedtrödel table."""
    return next(iter(controller(bot).tables.values()))


async def settle(sim: DiscordSim, bot: SpeedtischBot) -> None:
    """Until no click is being handled and no table applies an action."""
    await settle_kit(sim, bot, "troedel")


async def panel_of(person: Person, table: SimMessage) -> SimMessage:
    """"Meine Karten" and the fresh private panel."""
    return await kit_panel(person, table, "Deine Karten")


def pick(running: KitRunning, seat: int, rng: random.Random) -> Any:
    """What the test's hand chooses for ``seat`` (any legal action)."""
    legal = running.table.state.legal(seat)
    return legal[int(rng.random() * len(legal))]


def button_of(panel: SimMessage, verb: str, arg: str) -> str:
    """The custom_id of the panel's button for ``verb`` and ``arg`` (a
    card's button may carry its position after a dot)."""
    return next(b.custom_id for b in panel.buttons
                if b.custom_id is not None and card_arg(b.custom_id) == (verb, arg))


def card_arg(custom_id: str) -> tuple[str, str]:
    """The verb and the card (or suit) of a panel button's id."""
    _, _, _, verb, arg = custom_id.split(":")
    return verb, arg.split(".")[0]


async def choose(person: Person, panel: SimMessage, action: Any) -> None:
    """Click ``action`` in the panel, as a person would."""
    if isinstance(action, PlayCard):
        await person.click(panel, button_of(panel, "play", str(action.card)))
    elif isinstance(action, PickCard):
        await person.click(panel, button_of(panel, "pick", str(action.card)))
    elif isinstance(action, NameSuit):
        await person.click(panel, button_of(panel, "name", str(action.suit)))
    else:
        assert isinstance(action, PassCard)
        await person.select(panel, None, [str(action.card)])
