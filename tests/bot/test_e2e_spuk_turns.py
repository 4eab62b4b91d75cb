"""Speedspuk's turns through the simulator: the Stapel on the public
message, Kerze, Kristallkugel and Poltergeist, a group swap, the "Achtung"
warning and a Fehlgriff, a call with the last turns and the caller's
protection, Karten-Info (issue 15; items of ../shared/checklists/spuk.md
named per test). Each table's seed is chosen so that the wanted card comes
up: the test's hand reads the deal, every action is clicked."""

from __future__ import annotations

import io
from collections.abc import Callable

from PIL import Image

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.spuk import codes
from bot.spuk.last import last_step
from engines.spuk import events as ev
from engines.spuk.actions import Cover, Discard, Draw, Look, Peek, Poltern
from engines.spuk.narrate import card_label
from engines.spuk.options import Options
from engines.spuk.state import State, new_game
from render.spuk.table import render_table
from tests.bot import spuk_play
from tests.bot.spuk_play import (
    controller,
    only_table,
    panel_of,
    play,
    settle,
    table_message,
)
from tests.discord_sim import DiscordSim, Person, SimChannel

#: The fixture with the bot (named in each test's arguments).
spukbot = spuk_play.spukbot

DANGER = 4  # Discord's red button style


def seed_where(seats: int, wanted: Callable[[State], bool]) -> int:
    """The first seed whose deal satisfies ``wanted``."""
    for seed in range(5000):
        if wanted(new_game(seats, seed, Options())):
            return seed
    raise LookupError("no such seed")


async def solo_to_first_turn(sim: DiscordSim, clock: ManualScheduler, bot: SpeedtischBot,
                             wanted: Callable[[State], bool]) -> tuple[SimChannel, State]:
    """Anna against one computer, her first look (places 1 and 2) made and
    covered, her first turn open; the deal satisfies ``wanted``."""
    controller(bot).new_seed = lambda: seed_where(2, lambda s: s.starter == 0 and wanted(s))
    anna = sim.member("anna")
    await (await anna.run_command("spuk solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await sim.wait_for_thread("Solo von Anna")
    state = only_table(bot).table.state
    await play(anna, await panel_of(anna, sim, thread), Look(0, (0, 1)))
    await play(anna, await panel_of(anna, sim, thread), Cover(0))
    await until(sim, clock, bot, lambda: state.phase == "turn" and state.turn_seat == 0)
    return thread, state


async def until(sim: DiscordSim, clock: ManualScheduler, bot: SpeedtischBot,
                done: Callable[[], bool], steps: int = 40) -> None:
    """Let the table's time run (computers act) until ``done``."""
    for _ in range(steps):
        await settle(sim, bot)
        if done():
            return
        await clock.advance(2.0)
    raise AssertionError("the table did not get there")


async def draw_from_public(sim: DiscordSim, person: Person, thread: SimChannel) -> None:
    """"Stapel" under the table picture (item 25)."""
    table = await table_message(sim, thread)
    await sim.wait_until(lambda: "Stapel" in table.button_labels, what="the Stapel button")
    await (await person.click(table, "Stapel")).wait_answered()


async def test_item_34_25_kerze_through_the_public_stapel_button(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 25, 34, 33: Anna draws with "Stapel" on the table message, lays
    the 7 or 8 down and looks at her third card with the Kerze; her panel
    names it until "Zudecken"; the log names the place, never the value."""
    thread, state = await solo_to_first_turn(discord_sim, clock, spukbot,
                                             lambda s: s.deck[-1] in (7, 8))
    anna = discord_sim.member("anna")
    await draw_from_public(discord_sim, anna, thread)
    await settle(discord_sim, spukbot)
    assert state.phase == "drawn"
    panel = await panel_of(anna, discord_sim, thread)
    assert f"Du hast vom Stapel gezogen: {card_label(state.held or 0)}" in panel.text
    await play(anna, panel, Discard(0))
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: "Kerze" in panel.text, what="the Kerze's question")
    assert "Verzichten" in panel.button_labels
    await play(anna, panel, Peek(0, 0, 2))
    await settle(discord_sim, spukbot)
    value = state.rows[0][2].value
    assert f"Platz 3: {card_label(value)}" in panel.text
    lines = only_table(spukbot).presenter.lines
    assert "Kerze: Anna sieht sich die eigene 3. Karte an." in lines
    await play(anna, panel, Cover(0))
    await settle(discord_sim, spukbot)
    assert f"Platz 3: {card_label(value)}" not in panel.text
    assert state.rows[0][2].seen.get(0) is not None


async def test_item_35_78_the_kristallkugel_lights_up_the_card_in_the_table_picture(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 35, 78: a discarded 9 or 10; Anna picks the computer's second
    card in "Spieler · Platz"; she sees it, the card gets her dot, and the
    next table picture lights it up."""
    thread, state = await solo_to_first_turn(discord_sim, clock, spukbot,
                                             lambda s: s.deck[-1] in (9, 10))
    anna = discord_sim.member("anna")
    running = only_table(spukbot)
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))
    await play(anna, panel, Discard(0))
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: any(m.placeholder == "Spieler · Platz"
                                             for m in panel.selects), what="the targets")
    menu = panel.select_menu("Spieler · Platz")
    assert [o["value"] for o in menu.options] == [codes.card_code(1, p) for p in range(4)]
    await play(anna, panel, Peek(0, 1, 1))
    await settle(discord_sim, spukbot)
    value = state.rows[1][1].value
    assert f"· Platz 2: {card_label(value)}" in panel.text
    assert 0 in state.view(None).rows[1].cards[1].dots
    names = running.presenter.names
    last = last_step([ev.PeekedAt(0, 1, 1, "kugel")], names)
    assert last is not None and last.cards == ((1, 1),)
    table = await table_message(discord_sim, thread)
    expected = render_table(state.view(None), names=names, theme=running.settings.theme,
                            last=last).convert("RGB").tobytes()
    await discord_sim.wait_until(
        lambda: bool(table.attachments) and Image.open(io.BytesIO(
            table.image_bytes())).convert("RGB").tobytes() == expected,
        what="the table picture with the card lit up")


async def test_item_36_the_poltergeist_swaps_two_cards_unseen(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 36 (and 40): an 11 or 12 laid down; Anna's first card and the
    computer's fourth change places, nobody learns a value; her eye goes
    with her card."""
    thread, state = await solo_to_first_turn(discord_sim, clock, spukbot,
                                             lambda s: s.deck[-1] in (11, 12))
    anna = discord_sim.member("anna")
    mine, theirs = state.rows[0][0].uid, state.rows[1][3].uid
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))
    await play(anna, panel, Discard(0))
    await settle(discord_sim, spukbot)
    # the panel's own edit may come after a private note or a fresh panel
    await discord_sim.wait_until(lambda: "Poltern" in panel.button_labels,
                                 what="the Poltergeist's question")
    assert panel.button("Poltern").disabled
    await play(anna, panel, Poltern(0, 0, 1, 3))
    await settle(discord_sim, spukbot)
    assert state.rows[0][0].uid == theirs and state.rows[1][3].uid == mine
    assert state.view(0).rows[1].cards[3].eye(0) is not None      # item 40
    lines = only_table(spukbot).presenter.lines
    assert any(line.startswith("Poltergeist: Anna tauscht die eigene 1. Karte") for line in lines)


def _group_deal(s: State) -> bool:
    row = s.row_values(0)
    return row[0] == row[1] and row[2] != row[0]


async def test_item_31_29_26_32_achtung_a_fehlgriff_then_a_group(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 31, 29, 26, 32: Anna's first two cards are equal, her third is
    not. Choosing places 1 and 3 (3 never seen) says "Achtung" and turns
    "Gruppe tauschen" red; pressing it is a Fehlgriff (shown to all, they
    stay). Next turn places 1 and 3 (both seen now, different) give no
    warning without the Gedächtnishilfe; places 1 and 2 swap as a group."""
    thread, state = await solo_to_first_turn(discord_sim, clock, spukbot, _group_deal)
    anna = discord_sim.member("anna")
    row = state.row_values(0)
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))
    await (await anna.click(panel, "Platz 1")).wait_answered()
    await (await anna.click(panel, "Platz 3")).wait_answered()
    assert "Achtung" in panel.text and "Platz 3 hast du noch nie angesehen" in panel.text
    assert panel.button("Gruppe tauschen").style == DANGER
    await anna.click(panel, "Gruppe tauschen")
    await settle(discord_sim, spukbot)
    assert state.row_values(0) == row                       # they stay
    lines = only_table(spukbot).presenter.lines
    assert any(line.startswith("Fehlgriff von Anna: nicht alle gleich") for line in lines)
    assert all(s in state.rows[0][2].seen for s in (0, 1))
    await until(discord_sim, clock, spukbot,
                lambda: state.phase == "turn" and state.turn_seat == 0)
    assert state.row_values(0)[:3] == row[:3], "the computer changed Anna's row"
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))
    await (await anna.click(panel, "Platz 1")).wait_answered()
    await (await anna.click(panel, "Platz 3")).wait_answered()
    assert "Achtung" not in panel.text                      # item 32
    await (await anna.click(panel, "Platz 3")).wait_answered()
    await (await anna.click(panel, "Platz 2")).wait_answered()
    assert "Achtung" not in panel.text
    assert panel.button("Gruppe tauschen").style != DANGER
    await anna.click(panel, "Gruppe tauschen")
    await settle(discord_sim, spukbot)
    assert len(state.rows[0]) == 3 and state.stats[0].groups == 1
    assert state.ablage[-1] == row[0]


async def test_item_21_23_37_44_48_a_call_the_last_turns_and_the_protected_caller(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 21, 23, 37, 44, 48: Ben calls "Mitternacht!"; Anna has one more
    turn without the call button, her Kristallkugel offers no card of Ben's;
    Ben's Karten-Info on the card she saw names her and no value; after the
    last turns the round is scored in a message of its own."""
    controller(spukbot).new_seed = lambda: seed_where(
        3, lambda s: s.starter == 2 and s.deck[-1] in (9, 10))
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    command = await anna.run_command("spuk tisch", plaetze=3)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Plätze")
    await anna.click(lobby, "Computer hinzufügen")         # seat 2 of 3: the computer
    await ben.click(lobby, "Beitreten")                   # seat 3: Ben, the starter
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(spukbot)
    state = running.table.state
    for person, seat in ((anna, 0), (ben, 2)):
        await play(person, await panel_of(person, discord_sim, thread), Look(seat, (0, 1)))
    for person, seat in ((anna, 0), (ben, 2)):
        await play(person, await panel_of(person, discord_sim, thread), Cover(seat))
    await until(discord_sim, clock, spukbot,
                lambda: state.phase == "turn" and state.turn_seat == 2)
    table = await table_message(discord_sim, thread)
    await discord_sim.wait_until(lambda: "Mitternacht!" in table.button_labels, what="call")
    await (await ben.click(table, "Mitternacht!")).wait_answered()
    await settle(discord_sim, spukbot)
    assert state.caller == 2 and state.turn_seat == 0
    panel = await panel_of(anna, discord_sim, thread)
    assert "Mitternacht!" not in panel.button_labels                # item 23
    assert "Das ist dein letzter Zug" in panel.text
    await play(anna, panel, Draw(0))
    await play(anna, panel, Discard(0))
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: any(m.placeholder == "Spieler · Platz"
                                             for m in panel.selects), what="the targets")
    targets = [o["value"] for o in panel.select_menu("Spieler · Platz").options]
    assert targets and all(v.startswith("1.") for v in targets)      # item 37
    await play(anna, panel, Peek(0, 1, 0))
    await settle(discord_sim, spukbot)
    ask = await (await ben.click(await table_message(discord_sim, thread),
                                 "Karten-Info")).wait_for_reply()
    assert ask.is_ephemeral                                          # item 48
    labels = [o["label"] for o in ask.select_menu().options]
    assert labels[0] == "Stapel" and labels[1].startswith("Ablage: ")
    await (await ben.select(ask, None, ["c1.0"])).wait_answered()
    await discord_sim.wait_until(lambda: "gesehen von Anna" in ask.text, what="the info")
    value = state.rows[1][0].value
    assert card_label(value) not in ask.text                         # item 44: no value
    await play(anna, panel, Cover(0))
    await until(discord_sim, clock, spukbot, lambda: state.round == 2 or state.is_over())
    assert any("noch genau einen Zug" in line for line in running.presenter.lines)
    scoring = await discord_sim.wait_for_message(thread, contains="Wertung der Runde 1",
                                                 timeout=30)
    assert scoring.attachments and "Summe" in scoring.text


async def test_item_12_with_30_seconds_the_first_look_and_the_kerze_cover_after_30_s(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 12 at a table with Bedenkzeit 30 s: the Merkzeit of the first
    look is 30 s and its end covers Anna's panel; the card her Kerze shows
    in her turn stays open 29 s while the computer plays on, and is covered
    at 30 s (the Merkzeit holds for the Kerze too); her panel is edited to
    hide the values each time."""
    from tests.bot.spuk_play import open_table

    controller(spukbot).new_seed = lambda: seed_where(
        2, lambda s: s.starter == 0 and s.deck[-1] in (7, 8))
    thread = await open_table(discord_sim, (), computers=1,
                              settings=(("Bedenkzeit", "30"),))
    anna = discord_sim.member("anna")
    state = only_table(spukbot).table.state
    assert state.options.bedenkzeit == 30
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Look(0, (0, 1)))
    await until(discord_sim, clock, spukbot, lambda: state.looked == {0, 1}, steps=10)
    first = [f"Platz {p + 1}: {card_label(state.rows[0][p].value)}" for p in (0, 1)]
    assert any(label in panel.text for label in first)
    merk = [t for t in state.timers() if t.kind == "merkzeit" and t.seats == (0,)]
    assert [t.seconds for t in merk] == [30]
    await until(discord_sim, clock, spukbot, lambda: 0 not in state.open, steps=20)
    await discord_sim.wait_until(lambda: not any(label in panel.text for label in first),
                                 what="the first look covered")
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))
    await play(anna, panel, Discard(0))
    # the panel is edited to the Kerze's question (a fresh panel may come too)
    await discord_sim.wait_until(lambda: "Kerze:" in panel.text, what="the Kerze's question")
    await play(anna, panel, Peek(0, 0, 2))
    await settle(discord_sim, spukbot)
    kerze = f"Platz 3: {card_label(state.rows[0][2].value)}"
    await discord_sim.wait_until(lambda: kerze in panel.text, what="the Kerze card shown")
    turns = state.turns
    await clock.advance(29.0)
    await settle(discord_sim, spukbot)
    # the computer did not wait for Anna's card: its turn is played
    assert kerze in panel.text and state.turns > turns
    await clock.advance(2.0)
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: kerze not in panel.text, what="the Kerze covered")
    assert "Die Merkzeit ist um: Die Karten von Anna sind zugedeckt." in \
        only_table(spukbot).presenter.lines


async def test_item_12_a_late_redraw_leaves_a_panel_drawn_since_and_its_half_made_choice(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 12 (covered cards are drawn again in place): the redraw of what
    went stale comes through the edit bucket, maybe after Anna opened a new
    panel and began a choice on it; a panel drawn after the stale moment is
    current and is left alone (CI saw the Poltergeist's own card wiped so)."""
    thread, state = await solo_to_first_turn(discord_sim, clock, spukbot, lambda s: True)
    anna = discord_sim.member("anna")
    kit = controller(spukbot)
    table = only_table(spukbot).table
    panel = await panel_of(anna, discord_sim, thread)
    await play(anna, panel, Draw(0))
    await (await anna.click(panel, "Platz 2")).wait_answered()    # half made: a swap
    await settle(discord_sim, spukbot)
    shown = panel.updated_seq
    await kit.redraw_panel(table, 0, table.seq)                  # stale at this action
    assert panel.updated_seq == shown
    await kit.redraw_panel(table, 0, table.seq + 1)              # stale after it: drawn again
    await discord_sim.wait_until(lambda: panel.updated_seq > shown, what="the panel drawn again")


async def test_item_12_a_choice_begun_after_the_stale_moment_on_an_older_panel_stays(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 12 again: Anna's first-look panel was drawn before the computer
    looked (the others' moves do not outdate it: they choose at once); she
    begins her choice on it afterwards. That panel now shows the table after
    the stale moment, so a late redraw for it leaves her choice alone."""
    controller(spukbot).new_seed = lambda: seed_where(2, lambda s: s.starter == 0)
    anna = discord_sim.member("anna")
    await (await anna.run_command("spuk solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    kit = controller(spukbot)
    table = only_table(spukbot).table
    panel = await panel_of(anna, discord_sim, thread)
    drawn = table.seq
    await until(discord_sim, clock, spukbot, lambda: table.seq > drawn)   # the computer looked
    await (await anna.click(panel, "Platz 1")).wait_answered()           # half made
    await settle(discord_sim, spukbot)
    shown = panel.updated_seq
    await kit.redraw_panel(table, 0, table.seq)           # stale at the computer's look
    await settle(discord_sim, spukbot)
    assert panel.updated_seq == shown
