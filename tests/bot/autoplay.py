"""Plays people's seats through Discord, as a person would click, until a
game ends. The choice of what to do reads the table's state (this is the
test's hand, not the bot's); every action goes through the simulator."""

from __future__ import annotations

from collections.abc import Sequence

from bot.client import SpeedtischBot
from bot.kit.live import KitRunning as Running
from bot.kit.runtime.clock import ManualScheduler
from engines.fabel import money
from engines.fabel.cards import DENOMINATIONS
from engines.texts import t
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage


async def settle(sim: DiscordSim, bot: SpeedtischBot) -> None:
    """Wait until no click is being handled and no table is busy applying an
    action (a click answered with "deferred" is applied only afterwards)."""
    await sim.wait_until(lambda: not bot.controllers["fabel"].busy and not any(
        r.table.lock.locked() for r in bot.controllers["fabel"].tables.values()),
        what="the tables to settle")


async def open_panel(sim: DiscordSim, person: Person, table: SimMessage) -> SimMessage:
    """Click "Meine Karten" and return the fresh private panel."""
    answer = await person.click(table, "Meine Karten")
    return await answer.wait_for_reply(contains="Deine Karten", ephemeral=True)


async def pick_cards(person: Person, panel: SimMessage, cards: Sequence[int]) -> None:
    """Toggle money cards in a payment or offer panel (each click adds one)."""
    wanted = money.counts_from_values(cards) or []
    for i, n in enumerate(wanted):
        for chosen in range(n):
            label = next(b.label for b in panel.buttons
                         if b.label
                         and b.label.startswith(f"{DENOMINATIONS[i]} Taler ({chosen} von "))
            await person.click(panel, label)


async def human_move(sim: DiscordSim, running: Running, seat: int, person: Person,
                     table: SimMessage) -> None:
    """One decision of a person's seat, made with clicks."""
    panel = await open_panel(sim, person, table)
    await decide_in_panel(running, seat, person, panel)


async def decide_in_panel(running: Running, seat: int, person: Person,
                          panel: SimMessage) -> None:
    """The seat's decision, made with clicks in its private ``panel``."""
    state = running.table.state
    decision = next(d for d in state.pending() if d.seat == seat and d.required)
    kind = decision.kind
    if kind == "turn" and state.deck:
        await person.click(panel, "Karte ansehen" if state.two else "Versteigern")
    elif kind == "turn":
        menu = panel.select_menu(t("fabel.select.trade"))
        await person.select(panel, menu.custom_id, [menu.options[0]["value"]])
    elif kind == "vorkauf":
        await person.click(panel, "Verkaufen")
    elif kind == "pay":
        pay = state.legal(seat)[0]
        await pick_cards(person, panel, pay.cards)
        label = next(b.label for b in panel.buttons if b.label and b.label.startswith("Bezahlen"))
        await person.click(panel, label)
    elif kind == "offer":
        hand = state.hands[seat]
        cards = [DENOMINATIONS[i] for i, n in enumerate(hand) if n][:1]
        await pick_cards(person, panel, cards)
        label = next(b.label for b in panel.buttons
                     if b.label and b.label.startswith("Verdeckt hinlegen"))
        await person.click(panel, label)
    elif kind == "answer":
        await person.click(panel, "Annehmen")
    elif kind == "distribute":
        await person.click(panel, "Behalten")
    elif kind == "superhandel":
        await person.click(panel, "Zug beenden")
    elif kind == "brief_vorkauf":
        await person.click(panel, "Abgeben")
    elif kind == "brief_pay":
        # The panel comes with the cheapest cards chosen (zeros and tens first).
        label = next(b.label for b in panel.buttons if b.label and b.label.startswith("Geben ("))
        await person.click(panel, label)
    elif kind == "kobold":
        lay = [b.label for b in panel.buttons if b.label and b.label.endswith(" dazulegen")]
        # Lay once per round at most, then take it: the round goes on and ends.
        if lay and state.kobold is not None and not state.kobold.laid[seat]:
            await person.click(panel, lay[0])
        else:
            await person.click(panel, "Nehmen")


async def press_meins(running: Running, players: dict[int, Person],
                      table: SimMessage, *, at: int = 2) -> bool:
    """A person presses "Meins!" on the public message once the counter shows
    ``at`` or less (and he has the cards); True if someone pressed."""
    state = running.table.state
    race = state.race
    if race is None or race.counter > at:
        return False
    for d in state.pending():
        if d.kind == "meins" and d.seat in players:
            label = t("fabel.btn.meins", counter=race.counter)
            if label in table.button_labels:
                await players[d.seat].click(table, label)
                return True
    return False


async def play_to_the_end(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                          running: Running, players: dict[int, Person], thread: SimChannel,
                          *, max_steps: int = 20_000) -> int:
    """Play until the game is over; return how many clicks people made."""
    clicks = 0
    for _ in range(max_steps):
        await settle(sim, bot)
        state = running.table.state
        if state.is_over():
            return clicks
        table = _public_message(sim, thread, running)
        if table is not None and await press_meins(running, players, table):
            clicks += 1
            continue
        mine = [d for d in state.pending() if d.seat in players and d.required]
        if mine and table is not None:
            seat = mine[0].seat
            before = running.table.seq
            await human_move(sim, running, seat, players[seat], table)
            clicks += 1
            await sim.wait_until(lambda b=before: running.table.seq > b or
                                 running.table.state.is_over(), what="the click to act")
            continue
        due = clock.next_due()
        await clock.advance(0.05 if due is None else max(0.0, due - clock.now()) + 0.001)
    raise AssertionError("the game did not end")


def _public_message(sim: DiscordSim, thread: SimChannel, running: Running) -> SimMessage | None:
    message = running.presenter.message
    if message is None:
        return None
    return next((m for m in thread.messages if m.id == message.id), None)
