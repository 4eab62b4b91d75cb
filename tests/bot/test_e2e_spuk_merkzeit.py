"""Open cards never hold up the table, through the simulator (issue 33;
DECISIONS "Open cards never hold up the table"; checklist item 12).

Rule text, Merkzeit: „am Tisch deckt sich die Karte nach der Bedenkzeit von
selbst zu (höchstens 60 Sekunden …). Spätestens deine nächste eigene Aktion
deckt sie zu. Das gilt auch für Kerze und Kristallkugel."
"""

from __future__ import annotations

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from engines.spuk.actions import Cover, Discard, Draw, Look, Peek
from engines.spuk.narrate import card_label
from engines.spuk.options import Options
from engines.spuk.state import new_game
from tests.bot import spuk_play
from tests.bot.spuk_play import controller, only_table, open_table, panel_of, play, settle
from tests.discord_sim import DiscordSim

#: The fixture with the bot (named in each test's arguments).
spukbot = spuk_play.spukbot


def kerze_seed() -> int:
    """A deal for three where Anna starts and the Stapel's top is a Kerze."""
    return next(seed for seed in range(5000)
                if (s := new_game(3, seed, Options())).starter == 0 and s.deck[-1] in (7, 8))


async def test_a_kerze_does_not_hold_up_three_people(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Anna plays a Kerze and does not press "Zudecken": Ben's panel for his
    turn arrives at once, Anna's panel keeps "Zudecken" and names the end of
    her Merkzeit as <t:…:R>, Ben draws while her card is open, and her card
    closes 60 s after her look."""
    controller(spukbot).new_seed = kerze_seed
    thread = await open_table(discord_sim, ("ben", "carla"),
                              settings=(("Bedenkzeit", "60"),))
    people = [discord_sim.member(n) for n in ("anna", "ben", "carla")]
    anna, ben = people[0], people[1]
    table = only_table(spukbot).table
    state = table.state
    for seat, person in enumerate(people):
        await play(person, await panel_of(person, discord_sim, thread), Look(seat, (0, 1)))
    for seat, person in enumerate(people[1:], start=1):
        await play(person, await panel_of(person, discord_sim, thread), Cover(seat))
    await settle(discord_sim, spukbot)
    assert state.phase == "turn" and state.turn_seat == 0
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))   # her own action covers her first look
    await play(anna, panel, Discard(0))
    await discord_sim.wait_until(lambda: "Kerze:" in panel.text, what="the Kerze's question")
    await play(anna, panel, Peek(0, 0, 2))
    await settle(discord_sim, spukbot)
    looked_at = clock.now()
    kerze = f"Platz 3: {card_label(state.rows[0][2].value)}"
    await discord_sim.wait_until(lambda: kerze in panel.text, what="the Kerze card shown")
    assert "Zudecken" in panel.button_labels
    assert f"Die Merkzeit endet <t:{int(looked_at + 60 + 0.5)}:R>." in panel.text
    # no time passed: Ben's turn is open and his panel is there
    assert state.turn_seat == 1 and state.phase == "turn"
    turn = await discord_sim.wait_for_message(thread, contains="Du bist am Zug",
                                              visible_to=ben)
    await play(ben, turn, Draw(1))
    await settle(discord_sim, spukbot)
    assert state.phase == "drawn" and kerze in panel.text and 0 in state.open
    await clock.advance(59.0)
    await settle(discord_sim, spukbot)
    assert kerze in panel.text and 0 in state.open
    await clock.advance(2.0)
    await settle(discord_sim, spukbot)
    assert 0 not in state.open
    await discord_sim.wait_until(lambda: kerze not in panel.text, what="the Kerze covered")
    assert "Zudecken" not in panel.button_labels
    assert "Die Merkzeit ist um: Die Karten von Anna sind zugedeckt." in \
        only_table(spukbot).presenter.lines
