"""Speedfossil at Discord tables through the simulator, as people click
(issue 19; items of ../shared/checklists/fossil.md named per test)."""

from __future__ import annotations

import asyncio
import io
import random
from collections.abc import AsyncIterator

import pytest_asyncio
from PIL import Image

from bot.client import SpeedtischBot
from bot.fabel.plugin import PLUGIN as FABEL
from bot.fossil.plugin import PLUGIN as FOSSIL
from bot.fossil.ui import choice_words
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.fossil.actions import Bid, Inspect, SendThief, Show
from engines.fossil.fossils import best_vitrine
from engines.fossil.twins import hidden_twins
from render.fossil.table import render_table
from tests.bot.e2e import bot_running, game_bot, send_choice, table_now, wait_for_table
from tests.bot.fossil_play import choose, controller, only_table, panel_of, pick, settle
from tests.discord_sim import DiscordSim, SimChannel, SimMessage

GAMES = (FABEL, FOSSIL)


def _bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    return game_bot(sim, clock, storage, GAMES)


@pytest_asyncio.fixture
async def fossilbot(discord_sim: DiscordSim, clock: ManualScheduler,
                    storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with Speedfabel and Speedfossil."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


async def open_table(sim: DiscordSim, guests: tuple[str, ...], *,
                     computers: int = 0) -> tuple[SimChannel, SimMessage]:
    """Anna opens a Speedfossil table, the guests sit down, computers fill, Anna starts."""
    anna = sim.member("anna")
    command = await anna.run_command("fossil tisch", plaetze=len(guests) + computers + 1)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await sim.wait_for_thread("Tisch von Anna")
    lobby = await sim.wait_for_message(thread, contains="Plätze")
    for name in guests:
        await sim.member(name).click(lobby, "Beitreten")
    for _ in range(computers):
        await anna.click(lobby, "Computer hinzufügen")
    await anna.click(lobby, "Starten")
    table = await sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    return thread, table


async def test_item_22_91_a_solo_game_against_computers_is_played_to_the_end(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 22 and 91: the choice through the private panel, the log lines
    in the thread, to the Abrechnung with places, fields and points."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil solo", computer=2, staerke="leicht")).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(fossilbot)
    state = running.table.state
    rng = random.Random(7)
    for _ in range(400):
        await settle(discord_sim, fossilbot)
        if state.is_over():
            break
        if any(d.seat == 0 for d in state.pending()):
            panel = await panel_of(anna, table)
            await choose(anna, panel, pick(running, 0, rng))
        else:
            await clock.advance(3.0)
    assert state.is_over()
    assert running.table.deadline is None                       # item 89: solo, no clock
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
    assert "Bestenliste" in end.text and "Anna" in end.text
    assert "Nochmal am selben Tisch" in end.button_labels
    assert "Alle haben gewählt!" in running.presenter.lines       # item 24
    assert table.attachments, "the table message carries the table picture"


async def test_item_22_three_people_and_a_computer_choose_at_the_same_moment(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 22: all sealed choices made at once are all accepted; the public
    message shows ticks for who has chosen."""
    thread, table = await open_table(discord_sim, ("ben", "carla"), computers=1)
    people = [discord_sim.member(n) for n in ("anna", "ben", "carla")]
    running = only_table(fossilbot)
    await settle(discord_sim, fossilbot)
    await clock.advance(3.0)                 # the computer chooses after its delay
    await settle(discord_sim, fossilbot)
    panels = await asyncio.gather(*(panel_of(p, table) for p in people))
    choices = [Inspect(0), Bid(1, 4, 0), Bid(2, 3, 1)]
    await asyncio.gather(*(choose(p, panel, c)
                           for p, panel, c in zip(people, panels, choices, strict=True)))
    await settle(discord_sim, fossilbot)
    assert running.table.state.round == 2
    for person in people:
        assert not any("veraltet" in m.text for m in person.ephemerals(thread))
    here = await table_now(discord_sim, table)
    log = await (await people[0].click(here, "Spielverlauf")).wait_for_reply(
        contains="Runde")
    assert "Ben: Wechsel in die Fundbörse." in log.text


async def test_item_94_a_restart_after_two_of_four_choices_keeps_them_made_and_sealed(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot,
        storage: Storage) -> None:
    """Item 94: after two of four choices the bot stops; the revived table
    has them made and still sealed; old panels (with a half-made choice in
    their ids) still choose."""
    thread, table = await open_table(discord_sim, ("ben", "carla", "dario"))
    people = [discord_sim.member(n) for n in ("anna", "ben", "carla", "dario")]
    panels = [await panel_of(p, table) for p in people]
    await choose(people[0], panels[0], Inspect(0))
    await choose(people[2], panels[2], Bid(2, 2, 1))
    # Ben has picked his card but not the find yet: the draft is in the ids
    await people[1].select(panels[1], "Handlungskarte wählen", ["w4"])
    await settle(discord_sim, fossilbot)
    await discord_sim.stop_bot(fossilbot)

    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    running = only_table(revived)
    state = running.table.state
    assert state.sealed[0] == Inspect(0) and state.sealed[2] == Bid(2, 2, 1)
    assert state.view(1).own_choice is None and state.view(3).own_choice is None
    assert [p.chosen for p in state.view(None).players] == [True, False, True, False]
    await people[1].click(panels[1], next(b.label for b in panels[1].buttons
                                          if (b.label or "").startswith("Fundstück A:")))
    await people[1].click(panels[1], "Verdeckt wählen")
    await choose(people[3], panels[3], Inspect(3))
    await settle(discord_sim, revived)
    assert state.round == 2
    assert [c is not None and c.seat for c in state.revealed] == [0, 1, 2, 3]
    assert state.revealed[1] == Bid(1, 4, 0)
    await discord_sim.stop_bot(revived)


async def test_item_22_outsiders_and_outdated_panels_are_answered_and_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 22 (the panel is private to its seat): an outsider is refused; a
    panel from before the person's own choice answers "veraltet"."""
    thread, table = await open_table(discord_sim, ("ben", "carla"))
    anna, emil = discord_sim.member("anna"), discord_sim.member("emil")
    refused = await emil.click(table, "Meine Karten")
    assert (await refused.wait_for_reply(contains="nicht an diesem Tisch")).is_ephemeral
    older, newer = await panel_of(anna, table), await panel_of(anna, table)
    await settle(discord_sim, fossilbot)
    assert older.deleted                      # one living panel: the newer one
    menu = next(s.custom_id for s in older.selects if s.placeholder == "Handlungskarte wählen")
    await choose(anna, newer, Inspect(0))
    await settle(discord_sim, fossilbot)
    # a choice built for her decision before it (a panel past its token
    # cannot be deleted) is answered on its panel with the current one
    old = await send_choice(discord_sim, anna, newer, menu, ["k"])
    await old.wait_for_reply(contains="veraltet")
    running = only_table(fossilbot)
    assert running.table.state.sealed == [Inspect(0), None, None]
    assert "Warte auf die anderen" in newer.text


async def test_item_22_91_no_message_or_picture_shows_a_sealed_choice_before_its_reveal(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 22 and 91: with two of three choices sealed, nothing Carla can
    see (thread messages, her panels, the table picture) tells what Anna and
    Ben chose; the picture is the same for every other choice they could
    have sealed. After the reveal the log names them."""
    thread, table = await open_table(discord_sim, ("ben", "carla"))
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    running = only_table(fossilbot)
    state = running.table.state
    market = state.market[0]
    assert market is not None
    secrets = [Bid(0, 4, 0), Inspect(1)]
    await choose(anna, await panel_of(anna, table), secrets[0])
    await choose(ben, await panel_of(ben, table), secrets[1])
    await settle(discord_sim, fossilbot)
    carla_panel = await panel_of(carla, table)
    await carla.select(carla_panel, "Handlungskarte wählen", ["w1"])
    await wait_for_table(discord_sim, table, contains="✓ Anna, ✓ Ben", timeout=30)
    names = running.presenter.names
    forbidden = [choice_words(c) for c in secrets]
    forbidden += ["Anna: Wechsel", "Ben: Kommissar", "Du hast verdeckt gewählt"]
    seen = [m.text for m in discord_sim.messages(thread)] + [
        m.text for m in carla.ephemerals(thread)]
    assert any("Deine Wahl, Carla" in text for text in seen) and len(seen) >= 3
    for text in seen:
        for secret in forbidden:
            assert secret not in text, (secret, text)
    # the picture: drawn from the public view, equal across the hidden twins
    shown = Image.open(io.BytesIO(table.image_bytes())).convert("RGB").tobytes()
    assert shown == render_table(state.view(None), names=names).convert("RGB").tobytes()
    twins = hidden_twins(state, random.Random(3))
    assert any("sealed choice" in what for what, _, _ in twins)
    for _, twin, readers in twins:
        if None in readers:
            assert render_table(twin.view(None), names=names).tobytes() == render_table(
                state.view(None), names=names).tobytes()
    await carla.click(carla_panel, next(b.label for b in carla_panel.buttons
                                        if (b.label or "").startswith("Fundstück B:")))
    await carla.click(carla_panel, "Verdeckt wählen")
    await settle(discord_sim, fossilbot)
    assert "Anna: Wechsel in die Fundbörse." in running.presenter.lines
    assert "Ben: Kommissar ins Museum." in running.presenter.lines


async def _to_the_museum(sim: DiscordSim, bot: SpeedtischBot
                         ) -> tuple[SimChannel, SimMessage, tuple[int, ...]]:
    """Ben buys the piece that completes his Vitrine and shows it; Anna's
    Langfinger (10 Dienstjahre) goes to the Museum, Carla sends her
    Kommissar. (Seed 7: Ben holds eras 4 and 6, find A is of era 5.)"""
    controller(bot).new_seed = lambda: 7
    thread, table = await open_table(sim, ("ben", "carla"))
    anna, ben, carla = (sim.member(n) for n in ("anna", "ben", "carla"))
    state = only_table(bot).table.state
    first = [(anna, Inspect(0)), (ben, Bid(1, 4, 0)), (carla, Inspect(2))]
    for person, action in first:
        await choose(person, await panel_of(person, table), action)
    await settle(sim, bot)
    vitrine = best_vitrine(frozenset(state.collections[1]))
    assert state.round == 2 and len(vitrine) == 3
    second = [(anna, SendThief(0, 10, "museum")), (ben, Show(1, vitrine)), (carla, Inspect(2))]
    for person, action in second:
        await choose(person, await panel_of(person, table), action)
    await settle(sim, bot)
    assert state.phase == "steal" and state.thieves[0] == (0, 10)
    return thread, table, vitrine


async def test_item_42_a_persons_langfinger_picks_from_the_vitrine_then_mitnehmen(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 42 (with items 24 and 91): Anna's Langfinger picks one fossil of
    Ben's Vitrine in her panel and takes it with "Mitnehmen"; Carla's
    Kommissar catches him."""
    thread, table, vitrine = await _to_the_museum(discord_sim, fossilbot)
    anna = discord_sim.member("anna")
    state = only_table(fossilbot).table.state
    await wait_for_table(discord_sim, table, contains="der Langfinger von Anna", timeout=30)
    here = await table_now(discord_sim, table)
    panel = await (await anna.click(here, "Meine Karten")).wait_for_reply(ephemeral=True,
        contains="Dein Langfinger (10 Dienstjahre)")
    assert panel.button("Mitnehmen").disabled
    assert "Vitrine von Ben" in panel.text
    loot = vitrine[0]
    await anna.select(panel, "Fossil zum Mitnehmen", [f"10.1.{loot}"])
    assert not panel.button("Mitnehmen").disabled
    await anna.click(panel, "Mitnehmen")
    await settle(discord_sim, fossilbot)
    assert loot in state.collections[0] and loot not in state.collections[1]
    assert (0, 10) in state.cells                             # caught by the Kommissar
    lines = only_table(fossilbot).presenter.lines
    assert lines.count("Alle haben gewählt!") == 2           # item 24: once per round
    assert "Der Langfinger von Anna nimmt" in "\n".join(lines)


async def test_item_94_a_restart_during_the_thiefs_pick_keeps_the_half_made_pick(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot,
        storage: Storage) -> None:
    """Item 94 (issue 19: "during the thieves' picks"): Anna has picked a
    fossil but not pressed "Mitnehmen" when the bot stops; after the restart
    the same panel takes it."""
    thread, table, vitrine = await _to_the_museum(discord_sim, fossilbot)
    anna = discord_sim.member("anna")
    here = await table_now(discord_sim, table)
    panel = await (await anna.click(here, "Meine Karten")).wait_for_reply(ephemeral=True,
        contains="Dein Langfinger (10 Dienstjahre)")
    loot = vitrine[-1]
    await anna.select(panel, "Fossil zum Mitnehmen", [f"10.1.{loot}"])
    await settle(discord_sim, fossilbot)
    await discord_sim.stop_bot(fossilbot)

    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    state = only_table(revived).table.state
    assert state.phase == "steal" and state.thieves[0] == (0, 10)
    await anna.click(panel, "Mitnehmen")
    await settle(discord_sim, revived)
    assert loot in state.collections[0] and (0, 10) in state.cells
    await discord_sim.stop_bot(revived)


async def test_item_79_the_rat_answers_at_a_solo_table_and_chooses_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 79: at a solo table the Rat gives the strong computer's reasons
    (ephemeral); it seals nothing."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil solo", computer=2)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    advice = await (await anna.click(table, "Rat")).wait_for_reply(contains="Rat",
                                                                     timeout=30)
    assert advice.is_ephemeral and len(advice.text.splitlines()) >= 2
    # its reason: what the search found for the choice (tests/fossil_ai/test_rat.py)
    assert "durchgespielten Runden" in advice.text or "keine Wahl sicher" in advice.text
    assert only_table(fossilbot).table.state.sealed[0] is None


async def test_item_65_68_the_tagesausgrabung_plays_against_the_three_named_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Items 65 and 68: /fossil tagesspiel opens the daily game (Professor
    Knochenhauer, Baronin Bernstein, Doktor Schiefer; banquet 30; no clock)
    without a Rat button."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil tagesspiel")).wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Tagesspiel von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(fossilbot)
    assert [s.name for s in running.table.seats] == [
        "Anna", "Professor Knochenhauer", "Baronin Bernstein", "Doktor Schiefer"]
    assert running.table.state.options.banquet == 30 and running.table.deadline is None
    assert "Ehrenbankett auf Feld 30" in table.text
    assert "Rat" not in table.button_labels


async def test_the_rules_are_the_discord_edition(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """The rule text's Discord edition: what to press here, no mouse or keys."""
    anna = discord_sim.member("anna")
    rules = await (await anna.run_command("fossil regeln")).wait_for_reply(
        contains="Spielregeln")
    assert rules.is_ephemeral

    def text() -> str:
        return "\n".join(m.text for m in anna.ephemerals(rules.channel))

    # the rules come in several messages (embeds of at most 4096 characters)
    await discord_sim.wait_until(lambda: "Nochmal am selben Tisch" in text(),
                                 what="the whole rule text")
    for word in ("Verdeckt wählen", "Mitnehmen", "Meine Karten", "Ehrenschild", "Arrest",
                 "Schlussvitrine", "Tagesausgrabung", "Sammleralbum", "Karten-Info",
                 "Endtafel", "/fossil album"):
        assert word in text(), word
    for web in ("Maus", "Taste R", "Browser", "Klubzimmer"):
        assert web not in text(), web
