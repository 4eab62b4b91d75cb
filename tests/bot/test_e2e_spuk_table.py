"""Speedspuk's table through the simulator: lobby settings, the first look
with its Merkzeit and "Zeit um!", restarts, outsiders and outdated panels,
and what one person may see of another's cards (issue 15; items of
../shared/checklists/spuk.md named per test)."""

from __future__ import annotations

import io
import random

from PIL import Image

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.spuk import ui as spuk_ui
from bot.storage import Storage
from engines.spuk.actions import Cover, Draw, Look, Swap
from engines.spuk.events import Seen
from engines.spuk.narrate import card_label
from engines.spuk.options import Options
from engines.spuk.state import State, new_game
from engines.spuk.twins import hidden_twins
from render.spuk.hand import render_hand
from tests.bot import spuk_play
from tests.bot.e2e import send_click
from tests.bot.spuk_play import (
    controller,
    make_bot,
    only_table,
    open_table,
    panel_of,
    play,
    settle,
    table_message,
)
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage

#: The fixture with the bot (named in each test's arguments).
spukbot = spuk_play.spukbot


def seed_where(seats: int, wanted: object, cards: int = 4) -> int:
    """The first seed whose deal satisfies ``wanted(state)``."""
    for seed in range(2000):
        if wanted(new_game(seats, seed, Options(cards=cards))):  # type: ignore[operator]
            return seed
    raise LookupError("no such seed")


def open_values(state: State, seat: int, positions: tuple[int, ...]) -> list[str]:
    """The panel's names of ``seat``'s cards at ``positions`` ("Platz 1: 3 Eule")."""
    return [f"Platz {p + 1}: {card_label(state.rows[seat][p].value)}" for p in positions]


def shows(panel: SimMessage, labels: list[str]) -> bool:
    """Whether the panel names any of ``labels``."""
    return any(label in panel.text for label in labels)


def covered(person: Person, thread: SimChannel, labels: list[str]) -> bool:
    """Whether none of the person's private messages they can still see
    names any of ``labels`` (an older panel is deleted by a newer one)."""
    return not any(shows(m, labels) for m in person.ephemerals(thread))


async def test_item_45_80_81_the_lobby_settings_reach_the_engine_once_for_all_seats(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 45, 80, 81: 6 cards, +10, Gedächtnishilfe and 90 s reach the
    engine's options (one set for the whole table); the Bedenkzeit select has
    five options; the first look has at most 60 s."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    command = await anna.run_command("spuk tisch", plaetze=2)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Plätze")
    await ben.click(lobby, "Beitreten")
    panel = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    assert [o["value"] for o in panel.select_menu("Bedenkzeit").options] == [
        "30", "60", "90", "120", "none"]
    for placeholder, value in (("Bedenkzeit", "90"), ("Karten je Reihe", "6")):
        await (await anna.select(panel, placeholder, [value])).wait_answered()
    # Discord allows five rows: the rest of the settings are one page on
    await (await anna.click(panel, "Weitere Einstellungen")).wait_answered()
    for placeholder, value in (("Strafe für einen falschen Ruf", "10"),
                               ("Gedächtnishilfe", "on")):
        await (await anna.select(panel, placeholder, [value])).wait_answered()
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    state = only_table(spukbot).table.state
    assert state.options == Options(cards=6, penalty=10, memory_aid=True, bedenkzeit=90)
    assert len(state.rows[0]) == 6 and state.options.look_count == 3
    timer = state.timer()
    assert timer is not None and timer.seconds == 60 and set(timer.seats) == {0, 1}
    for person, seat in ((anna, 0), (ben, 1)):
        await play(person, await panel_of(person, discord_sim, thread), Look(seat, (0, 1, 2)))
    await settle(discord_sim, spukbot)
    # the first turn has the whole 90 s; each Merkzeit beside it is capped at 60 s
    turn = state.timer()
    assert state.phase == "turn" and turn is not None and turn.seconds == 90
    assert [t.seconds for t in state.timers() if t.kind == "merkzeit"] == [60, 60]
    for person, seat in ((anna, 0), (ben, 1)):
        await play(person, await panel_of(person, discord_sim, thread), Cover(seat))
    await settle(discord_sim, spukbot)
    assert not state.open and state.phase == "turn"


async def test_item_13_15_12_zeit_um_the_computer_looks_then_the_merkzeit_covers(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 15, 13, 12, 11 at a table with 90 s: Anna looks, Ben does not;
    after 60 s "Zeit um!" with the Nachfrist as <t:…:R> 10 s ahead, and
    Anna's Merkzeit (60 s, counted from her look) covers her cards, her
    panel edited to hide them; after 70 s the computer looks at Ben's places
    1 and 2, the first turn starts, and Ben's cards close 60 s later."""
    thread = await open_table(discord_sim, ("ben",), settings=(("Bedenkzeit", "90"),))
    anna = discord_sim.member("anna")
    running = only_table(spukbot)
    state = running.table.state
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Look(0, (0, 3)))
    await settle(discord_sim, spukbot)
    values = open_values(state, 0, (0, 3))
    await discord_sim.wait_until(lambda: shows(panel, values), what="Anna's open cards")
    await clock.advance(59.0)
    await settle(discord_sim, spukbot)
    assert shows(panel, values) and "Zudecken" in panel.button_labels
    await clock.advance(1.0)
    await settle(discord_sim, spukbot)
    table = await table_message(discord_sim, thread)
    await discord_sim.wait_until(lambda: "Zeit um!" in table.text, what="Zeit um!")
    assert f"<t:{int(clock.now() + 10)}:R>" in table.text
    assert 1 not in state.looked and 0 not in state.open
    await discord_sim.wait_until(lambda: not shows(panel, values), what="the covered panel")
    assert "Zudecken" not in panel.button_labels
    await clock.advance(10.0)
    await settle(discord_sim, spukbot)
    assert 1 in state.looked and state.phase == "turn"
    assert "Zeit um: Der Computer sieht für Ben die ersten 2 Karten an." in running.presenter.lines
    await clock.advance(59.0)
    await settle(discord_sim, spukbot)
    assert 1 in state.open
    await clock.advance(2.0)
    await settle(discord_sim, spukbot)
    assert not state.open
    await discord_sim.wait_until(lambda: covered(anna, thread, values), what="the covered panel")
    assert not any("Zudecken" in m.button_labels for m in anna.ephemerals(thread))


async def test_item_12_without_a_clock_the_merkzeit_is_30_seconds(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 12 (and 14): ohne Uhr the first look waits for everyone, but an
    early looker's cards close 30 s after his look (DECISIONS "Open cards
    never hold up the table"); a late looker's stay open 30 s from his."""
    thread = await open_table(discord_sim, ("ben",), settings=(("Bedenkzeit", "none"),))
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    state = only_table(spukbot).table.state
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Look(0, (1, 2)))
    values = open_values(state, 0, (1, 2))
    await clock.advance(29.0)
    await settle(discord_sim, spukbot)
    assert shows(panel, values) and state.looked == {0}
    await clock.advance(2.0)
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: covered(anna, thread, values), what="the covered panel")
    await clock.advance(600.0)
    await settle(discord_sim, spukbot)
    assert state.looked == {0}                      # item 14: nobody looks for Ben
    ben_panel = await panel_of(ben, discord_sim, thread)
    await play(ben, ben_panel, Look(1, (0, 1)))
    await settle(discord_sim, spukbot)
    bens = open_values(state, 1, (0, 1))
    await clock.advance(29.0)
    await settle(discord_sim, spukbot)
    assert 1 in state.open
    await clock.advance(2.0)
    await settle(discord_sim, spukbot)
    assert 1 not in state.open
    await discord_sim.wait_until(lambda: covered(ben, thread, bens), what="Ben's covered panel")


async def test_item_12_solo_the_cards_stay_open_until_zudecken(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 12: solo the Merkzeit is unlimited: still shown after 10 minutes;
    "Zudecken" covers them (item 39: then only eyes, no values)."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("spuk solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    state = only_table(spukbot).table.state
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Look(0, (0, 1)))
    await clock.advance(600.0)
    await settle(discord_sim, spukbot)
    values = open_values(state, 0, (0, 1))
    assert 0 in state.open
    # the game went on meanwhile (her turn came): a fresh panel still shows them
    panel = await panel_of(anna, discord_sim, thread)
    assert shows(panel, values) and state.phase != "look"
    await play(anna, panel, Cover(0))
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: not shows(panel, values), what="the covered panel")
    again = await panel_of(anna, discord_sim, thread)
    assert not shows(again, values)
    assert again.image_bytes() == encode_hand(state, 0, spukbot)


def encode_hand(state: State, seat: int, bot: SpeedtischBot) -> bytes:
    """The private picture the bot draws for ``seat`` now."""
    from render.encode import encode
    running = only_table(bot)
    return encode(render_hand(state.view(seat), names=running.presenter.names,
                              theme=running.settings.theme))


async def test_item_87_a_restart_in_the_first_look_keeps_the_looks_and_the_deadline(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot,
        storage: Storage) -> None:
    """Item 87: the bot stops after Anna's look; the revived table has it
    made, Ben's still open, the same deadline; Ben's old panel still looks."""
    thread = await open_table(discord_sim, ("ben",), settings=(("Bedenkzeit", "60"),))
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    ben_panel = await panel_of(ben, discord_sim, thread)
    await play(anna, await panel_of(anna, discord_sim, thread), Look(0, (0, 2)))
    await settle(discord_sim, spukbot)
    deadline = only_table(spukbot).table.deadline
    assert deadline is not None
    await clock.advance(20.0)
    await discord_sim.stop_bot(spukbot)

    revived = make_bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    running = only_table(revived)
    state = running.table.state
    assert state.looked == {0} and 0 in state.open
    assert running.table.deadline == deadline
    await play(ben, ben_panel, Look(1, (1, 3)))
    await settle(discord_sim, revived)
    assert state.looked == {0, 1}
    await discord_sim.stop_bot(revived)


async def test_item_87_a_restart_with_a_drawn_card_in_hand(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot,
        storage: Storage) -> None:
    """Item 87 (issue: "with a drawn card in hand"): solo, Anna draws; after
    the restart her panel shows the same card and she swaps it in."""
    controller(spukbot).new_seed = lambda: seed_where(2, lambda s: s.starter == 0)
    anna = discord_sim.member("anna")
    await (await anna.run_command("spuk solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    state = only_table(spukbot).table.state
    await play(anna, await panel_of(anna, discord_sim, thread), Look(0, (0, 1)))
    await play(anna, await panel_of(anna, discord_sim, thread), Cover(0))
    for _ in range(20):
        await settle(discord_sim, spukbot)
        if state.phase == "turn":
            break
        await clock.advance(3.0)
    await play(anna, await panel_of(anna, discord_sim, thread), Draw(0))
    await settle(discord_sim, spukbot)
    held = state.held
    assert held is not None
    await discord_sim.stop_bot(spukbot)

    revived = make_bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    state = only_table(revived).table.state
    assert state.phase == "drawn" and state.held == held
    panel = await panel_of(anna, discord_sim, thread)
    assert f"Du hast vom Stapel gezogen: {card_label(held)}" in panel.text
    await play(anna, panel, Swap(0, (3,)))
    await settle(discord_sim, revived)
    assert state.rows[0][3].value == held
    await discord_sim.stop_bot(revived)


async def test_item_84_25_outsiders_and_outdated_panels_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 84 and 25: an outsider's "Meine Karten" is refused; Ben's
    "Stapel" during Anna's turn is refused; Anna's panel from the first look
    answers "veraltet" after her turn began."""
    controller(spukbot).new_seed = lambda: seed_where(2, lambda s: s.starter == 0)
    thread = await open_table(discord_sim, ("ben",))
    anna, ben, emil = (discord_sim.member(n) for n in ("anna", "ben", "emil"))
    state = only_table(spukbot).table.state
    refused = await emil.click(await table_message(discord_sim, thread), "Meine Karten")
    assert (await refused.wait_for_reply(contains="nicht an diesem Tisch")).is_ephemeral
    old = await panel_of(anna, discord_sim, thread)
    await play(anna, old, Look(0, (0, 1)))
    await play(ben, await panel_of(ben, discord_sim, thread), Look(1, (0, 1)))
    for person in (anna, ben):
        await play(person, await panel_of(person, discord_sim, thread), Cover(0))
    await settle(discord_sim, spukbot)
    assert state.phase == "turn" and state.turn_seat == 0
    table = await table_message(discord_sim, thread)
    await discord_sim.wait_until(lambda: "Stapel" in table.button_labels, what="Stapel")
    answer = await (await ben.click(table, "Stapel")).wait_for_reply(contains="nicht dran")
    assert answer.is_ephemeral and state.held is None
    # covered through a newer panel: the older one no longer shows her cards
    values = open_values(state, 0, (0, 1))
    await discord_sim.wait_until(lambda: covered(anna, thread, values),
                                 what="the old panel covered")
    first = await panel_of(anna, discord_sim, thread)
    second = await panel_of(anna, discord_sim, thread)
    await settle(discord_sim, spukbot)
    assert first.deleted                      # one living panel: the newer one
    draw = first.button("Vom Stapel ziehen").custom_id
    assert draw is not None
    await play(anna, second, Draw(0))
    await settle(discord_sim, spukbot)
    # a click built for her decision before the draw (a panel past its token
    # cannot be deleted) is answered on its panel with the current one
    stale = await send_click(discord_sim, anna, second, draw)
    assert (await stale.wait_for_reply(contains="veraltet")).is_ephemeral
    assert state.phase == "drawn"


async def test_item_9_39_nobody_sees_another_persons_open_cards(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 9 and 39 (hidden information): while Anna's two cards lie open
    in her panel, nothing Ben sees (thread messages, his panel and its
    picture, the table picture) names them; his picture is the same for
    every hidden twin he cannot tell apart."""
    thread = await open_table(discord_sim, ("ben",), computers=1)
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    running = only_table(spukbot)
    state = running.table.state
    await play(anna, await panel_of(anna, discord_sim, thread), Look(0, (0, 3)))
    await settle(discord_sim, spukbot)
    secrets = open_values(state, 0, (0, 3))
    ben_panel = await panel_of(ben, discord_sim, thread)
    seen = [m.text for m in discord_sim.messages(thread) if not m.is_ephemeral] + [
        m.text for m in ben.ephemerals(thread)]
    assert any("Deine Karten, Ben" in text for text in seen)
    for text in seen:
        for secret in secrets:
            assert secret not in text, (secret, text)
    names = running.presenter.names
    shown = Image.open(io.BytesIO(ben_panel.image_bytes())).convert("RGB").tobytes()
    mine = render_hand(state.view(1), names=names, theme=running.settings.theme)
    assert shown == mine.convert("RGB").tobytes()
    twins = hidden_twins(state, random.Random(2))
    assert twins
    for _, twin, readers in twins:
        if 1 in readers:
            other = render_hand(twin.view(1), names=names, theme=running.settings.theme)
            assert other.tobytes() == mine.tobytes()
    # seen values go into no message of their own (it would keep them after Zudecken)
    seen_event = Seen(0, 0, (0, 3), (state.rows[0][0].value, state.rows[0][3].value),
                      audience=(0,))
    assert spuk_ui.SpukNews().private_lines(seen_event, 0, names) == []


async def test_item_85_the_table_in_its_theme_a_private_picture_in_its_owners(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 85: Ben chose Morgentau with /spuk ansicht; the table (Anna's)
    is in Laternennacht, Ben's private picture in Morgentau."""
    ben = discord_sim.member("ben")
    await (await ben.run_command("spuk ansicht", thema="morgentau")).wait_for_reply()
    thread = await open_table(discord_sim, ("ben",))
    running = only_table(spukbot)
    assert running.settings.theme == "laternennacht"
    panel = await panel_of(ben, discord_sim, thread)
    state = running.table.state
    shown = Image.open(io.BytesIO(panel.image_bytes())).convert("RGB").tobytes()
    names = running.presenter.names
    assert shown == render_hand(state.view(1), names=names,
                                theme="morgentau").convert("RGB").tobytes()
