"""Shared steps of the end-to-end tests: open a table, find its people,
let table time pass, check what people saw."""

from __future__ import annotations

import contextlib
import io
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.plugin import GamePlugin
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from tests.bot.autoplay import settle
from tests.discord_sim import DiscordSim, Person, SimChannel, SimInteraction, SimMessage
from tests.discord_sim.model import MESSAGE_COMPONENT
from tests.discord_sim.validation import STRING_SELECT

#: Discord's component type of a button.
BUTTON = 2


def game_bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage,
             games: Sequence[GamePlugin]) -> SpeedtischBot:
    """A bot with ``games`` on the simulator, not started (a restart builds
    a second one on the same storage)."""
    return SpeedtischBot(Settings(token=sim.token, test_guild=None, db_path=Path()),
                         scheduler=clock, storage=storage, games=tuple(games))


@contextlib.asynccontextmanager
async def bot_running(sim: DiscordSim, clock: ManualScheduler, storage: Storage,
                      games: Sequence[GamePlugin]) -> AsyncIterator[SpeedtischBot]:
    """A started :func:`game_bot`, stopped again afterwards (a fixture's body)."""
    bot = game_bot(sim, clock, storage, games)
    await sim.start_bot(bot)
    try:
        yield bot
    finally:
        await sim.stop_bot(bot)


async def open_three_player_table(discord_sim: DiscordSim, bot: SpeedtischBot,
                                  seed: int = 11) -> tuple[SimChannel, SimMessage]:
    """Anna opens a table for three, Ben and Carla sit down, Anna starts."""
    bot.controllers["fabel"].new_seed = lambda: seed
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    command = await anna.run_command("fabel tisch", plaetze=3)
    await command.wait_for_reply(contains="Marktstand ist offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Beitreten")
    await carla.click(lobby, "Beitreten")
    refused = await carla.click(lobby, "Starten")
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="ist dran")
    return thread, table


def people(discord_sim: DiscordSim, bot: SpeedtischBot, table_id: int) -> list[Person]:
    """The simulated people in seat order."""
    running = bot.controllers["fabel"].tables[table_id]
    by_id = {discord_sim.member(n).id: discord_sim.member(n) for n in ("anna", "ben", "carla")}
    return [by_id[s.user_id] for s in running.table.seats if s.user_id is not None]


async def advance(discord_sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                  seconds: float) -> None:
    """Let table time pass once every table has settled."""
    await settle(discord_sim, bot)
    await clock.advance(seconds)
    await settle(discord_sim, bot)


def seated(discord_sim: DiscordSim, bot: SpeedtischBot) -> tuple[Any, list[Person], list[str]]:
    """The only running table, its people in seat order and their names."""
    running = next(iter(bot.controllers["fabel"].tables.values()))
    return running, people(discord_sim, bot, running.table.id), list(running.presenter.names)


def game_log(bot: SpeedtischBot, thread: SimChannel) -> str:
    """What the thread's people can read of its games: the Spielverlauf of
    each Speedfabel table there (its "Spielverlauf" button) and the public
    messages."""
    lines = [line for r in bot.controllers["fabel"].tables.values()
             if getattr(r.thread, "id", None) == thread.id for line in r.presenter.lines]
    lines += [m.text for m in thread.messages if not m.is_ephemeral]
    return "\n".join(lines)


def assert_nobody_saw_secrets_of_others(thread: SimChannel, players: dict[int, Person],
                                        names: list[str]) -> None:
    """Everything a person saw: public messages carry no private texts, and each
    private message belongs to the one who sees it."""
    for message in thread.messages:
        if message.is_ephemeral:
            continue
        for private in ("Deine Karten", "Dein Handel", "Bezahlt:", "Oberste Karte:"):
            assert private not in message.text
    for seat, person in players.items():
        for message in person.ephemerals(thread):
            if "Deine Karten, " in message.text:
                assert f"Deine Karten, {names[seat]}" in message.text
            assert message.ephemeral_for == person.id


async def send_click(discord_sim: DiscordSim, person: Person, message: SimMessage,
                     custom_id: str, *, wait: bool = True) -> SimInteraction:
    """A click with any custom_id on ``message``, as a forged or damaged client
    would send it (the id need not stand on the message)."""
    ix = await discord_sim.start_interaction(
        kind=MESSAGE_COMPONENT, user=person.user, channel=message.channel,
        data={"custom_id": custom_id, "component_type": BUTTON}, message=message)
    if wait:
        await ix.wait_answered()
    return ix


async def send_choice(discord_sim: DiscordSim, person: Person, message: SimMessage,
                      custom_id: str, values: list[str]) -> SimInteraction:
    """A select's choice with any custom_id and values (none need be offered)."""
    ix = await discord_sim.start_interaction(
        kind=MESSAGE_COMPONENT, user=person.user, channel=message.channel,
        data={"custom_id": custom_id, "component_type": STRING_SELECT, "values": values},
        message=message)
    await ix.wait_answered()
    return ix


def _brightness(data: bytes) -> float:
    """Mean brightness of a picture, 0 (black) to 255 (white)."""
    image = Image.open(io.BytesIO(data)).convert("L")
    return sum(image.tobytes()) / (image.width * image.height)


def current_table(table: SimMessage) -> SimMessage:
    """The table message now. It moves below a game's moments (a reveal, a
    round's scoring), so a test follows the newest public message of the
    thread that carries "Meine Karten"; ``table`` is any earlier one."""
    for message in reversed(table.channel.messages):
        if (not message.deleted and not message.is_ephemeral
                and "Meine Karten" in message.button_labels):
            return message
    return table


async def table_now(sim: DiscordSim, table: SimMessage) -> SimMessage:
    """The table message now, waiting while it is being moved (the old one
    deleted, the new one not yet posted)."""
    await sim.wait_until(lambda: not current_table(table).deleted,
                         what="the table message below the moments")
    return current_table(table)


async def wait_for_table(sim: DiscordSim, table: SimMessage, *, contains: str,
                         timeout: float = 30.0) -> SimMessage:
    """Wait until the table message (wherever it is now) contains ``contains``."""
    await sim.wait_until(lambda: contains in current_table(table).text, timeout=timeout,
                         what=f"the table to show {contains!r}")
    return current_table(table)


def kit_controller(bot: SpeedtischBot, game: str) -> Any:
    """The bot's controller of kit game ``game``."""
    from bot.kit.controller import KitController

    kit = bot.controllers[game]
    assert isinstance(kit, KitController)
    return kit


async def settle_kit(sim: DiscordSim, bot: SpeedtischBot, game: str) -> None:
    """Until no click of ``game`` is being handled and none of its tables
    applies an action."""
    kit = kit_controller(bot, game)
    await sim.wait_until(lambda: not kit.busy and not any(
        r.table.lock.locked() for r in kit.tables.values()), what="the table to settle")


async def kit_panel(person: Person, table: SimMessage, reply: str) -> SimMessage:
    """"Meine Karten" on the table message (wherever it is now) and the fresh
    private panel, known by ``reply`` in its text."""
    answer = await person.click(await table_now(person.sim, table), "Meine Karten")
    return await answer.wait_for_reply(contains=reply, ephemeral=True)


async def choose_setting(sim: DiscordSim, host: Person, settings: SimMessage, placeholder: str,
                         values: list[str]) -> None:
    """Choose ``values`` in the lobby's settings select ``placeholder``,
    turning the settings' pages (four selects each) until it is there."""
    for _ in range(5):
        if any(m.placeholder == placeholder for m in settings.selects):
            await (await host.select(settings, placeholder, values)).wait_answered()
            return
        before = settings.updated_seq
        await host.click(settings, "Weitere Einstellungen")
        await sim.wait_until(lambda seen=before: settings.updated_seq > seen,
                             what="the next settings page")
    raise AssertionError(f"no setting {placeholder!r} on any page")


def join_label(lobby: SimMessage) -> str:
    """The label of the lobby's join button ("Beitreten" in every game),
    found by its id."""
    return next(b.label or "" for b in lobby.buttons if ":join:" in (b.custom_id or ""))
