"""Speedtrödel's lobby, clock, looks, leaving, Rat, Tagesmarkt and records
through the simulator, as people click (issue 17; items of
../shared/checklists/troedel.md named per test)."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

import pytest

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.core import Timeout, derive_seed
from engines.core.daily import berlin_day
from engines.troedel.game import GAME
from engines.troedel.options import Options
from tests.bot.e2e import send_click, table_now, wait_for_table
from tests.bot.test_e2e_troedel import PEOPLE, open_solo, open_table, play_out
from tests.bot.test_e2e_troedel import troedelbot as troedelbot_fixture
from tests.bot.troedel_play import controller, only_table, settle
from tests.discord_sim import DiscordSim, SimChannel, SimMessage, SimulatorError

#: The bot with Speedfabel and Speedtrödel (the fixture of test_e2e_troedel).
troedelbot = troedelbot_fixture


async def _lobby(sim: DiscordSim, guests: tuple[str, ...],
                 seats: int = 3) -> tuple[SimChannel, SimMessage]:
    anna = sim.member("anna")
    command = await anna.run_command("troedel tisch", plaetze=seats)
    await command.wait_for_reply(contains="Tisch ist offen")
    thread = await sim.wait_for_thread("Tisch von Anna")
    lobby = await sim.wait_for_message(thread, contains="Plätze")
    for name in guests:
        await sim.member(name).click(lobby, "Beitreten")
    return thread, lobby


async def _settings(sim: DiscordSim, lobby: SimMessage) -> SimMessage:
    answer = await sim.member("anna").click(lobby, "Einstellungen")
    return await answer.wait_for_reply(contains="Einstellungen des Tisches")


async def test_item_78_79_106_the_lobby_toggles_and_bedenkzeit_reach_the_game(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 78, 79 and 106: the host's settings offer the five Bedenkzeit
    choices and the four house rules; Ben sits down at the open table by
    "Beitreten" in its thread, a computer fills the third seat, and the
    chosen settings reach new_game."""
    thread, lobby = await _lobby(discord_sim, ("ben",))
    anna = discord_sim.member("anna")
    await anna.click(lobby, "Computer hinzufügen")
    panel = await _settings(discord_sim, lobby)
    clocks = [o["label"] for o in panel.select_menu("Bedenkzeit").options]
    assert clocks == ["Bedenkzeit: 30 s", "Bedenkzeit: 60 s", "Bedenkzeit: 90 s",
                      "Bedenkzeit: 120 s", "ohne Uhr"]
    house = panel.select_menu("Hausregeln und Spielarten")
    assert [o["label"] for o in house.options] == [
        "Partie kurz", "Ohne Sonderkarten", "Fälschung ohne Strafe", "Dachboden offen"]
    await anna.select(panel, "Bedenkzeit", ["60"])
    await anna.select(panel, "Hausregeln und Spielarten",
                      ["kurz", "faelschung_ohne_strafe", "dachboden_offen"])
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(troedelbot)
    assert running.table.state.options == Options(
        kurz=True, faelschung_ohne_strafe=True, dachboden_offen=True, bedenkzeit=60)
    assert [s.is_computer for s in running.table.seats] == [False, False, True]


async def test_item_78_ohne_sonderkarten_reaches_the_game_and_empties_the_attic_of_them(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Item 78, the fourth toggle: "Ohne Sonderkarten" alone reaches
    new_game; the attic then holds 53 cards, none of them special, and
    Karten-Info offers no special card."""
    thread, lobby = await _lobby(discord_sim, ("ben", "carla"))
    anna = discord_sim.member("anna")
    panel = await _settings(discord_sim, lobby)
    await anna.select(panel, "Hausregeln und Spielarten", ["ohne_sonderkarten"])
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    state = only_table(troedelbot).table.state
    assert state.options.ohne_sonderkarten and not state.options.kurz
    assert len(state.attic) == 53 and all(c < 100 for c in state.attic)
    ask = await (await anna.click(await table_now(discord_sim, table), "Karten-Info")
                 ).wait_for_reply(contains="Karten-Info")
    assert [o["label"] for o in ask.select_menu(None).options] == [
        "Smaragd", "Schnäppchenblick (0)", "Dachboden"]


async def test_item_79_81_84_solo_tables_have_no_clock_and_two_to_four_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 79, 81 and 84: /troedel solo takes 2 to 4 computers (the
    command's own range) and runs without a clock; the Tagesmarkt too."""
    group = next(c for c in troedelbot.tree.get_commands() if c.name == "troedel")
    solo = next(c for c in group.commands if c.name == "solo")  # type: ignore[attr-defined]
    computer = next(p for p in solo.parameters if p.name == "computer")
    assert (computer.min_value, computer.max_value) == (2, 4)
    # Discord itself refuses one computer (the simulator checks the range as it does)
    with pytest.raises(SimulatorError, match="below the minimum 2"):
        await discord_sim.member("anna").run_command("troedel solo", computer=1)
    thread, table = await open_solo(discord_sim, computers=4)
    running = only_table(troedelbot)
    assert len(running.table.seats) == 5
    assert running.table.state.options.bedenkzeit is None and running.table.deadline is None


async def test_item_80_83_the_nachfrist_is_shown_then_the_computer_lays_for_the_person(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 80 and 83: Bedenkzeit 30 s, strength leicht: at 30 s the table
    message shows the Nachfrist as a timestamp 10 s ahead with the name;
    at 40 s the card the leicht computer picks for the person's view (the
    table's rng) is laid in his name."""
    thread, lobby = await _lobby(discord_sim, ("ben", "carla"))
    anna = discord_sim.member("anna")
    panel = await _settings(discord_sim, lobby)
    await anna.select(panel, "Bedenkzeit", ["30"])
    await anna.select(panel, "Computerstärke", ["leicht"])
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(troedelbot)
    state = running.table.state
    seat = state.turn
    name = running.presenter.names[seat]
    await settle(discord_sim, troedelbot)
    await clock.advance(30.0)
    await settle(discord_sim, troedelbot)
    assert state.clock.stage == "nachfrist"
    deadline = running.table.deadline
    assert deadline is not None and deadline == clock.now() + 10
    await wait_for_table(discord_sim, table,
                         contains=f"Nachfrist für {name}: <t:{int(deadline)}:R>")
    timer = state.timer()
    assert timer is not None
    after = state.copy()
    after.apply(Timeout(timer.token))
    decision = next(d for d in after.pending() if d.seat == seat)
    assert decision.overdue
    rng = random.Random(derive_seed(running.table.seed, running.table.seq + 1, seat, "decide"))
    expected = GAME.decide(after.view(seat), decision, rng, "leicht", for_person=True)
    await clock.advance(10.0)
    await settle(discord_sim, troedelbot)
    assert state.trick[0] == (seat, expected.card)
    assert f"Zeit um: Der Computer entscheidet für {name}." in running.presenter.lines
    assert running.table.seats[seat].user_id is not None          # still the person's seat


async def test_item_69_71_101_letzter_stich_dein_laden_and_every_ladentisch(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 69, 71 and 101: "Letzter Stich" answers privately with its
    picture; "Dein Laden" lists the own Ladentisch, the Kiste sorted and
    the cards missing next round; its select shows any trader's Ladentisch
    as a private picture."""
    thread, table = await open_solo(discord_sim)
    running = only_table(troedelbot)
    state = running.table.state
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, random.Random(2),
                   until=lambda s: s.round == 2 and s.trick_no >= 3)
    anna = discord_sim.member("anna")
    here = await table_now(discord_sim, table)
    last = await (await anna.click(here, "Letzter Stich")).wait_for_reply(
        contains="Letzter Stich")
    assert last.is_ephemeral and last.flags & 64 and last.attachments
    laden = await (await anna.click(here, "Dein Laden")).wait_for_reply(contains="Dein Laden")
    assert laden.is_ephemeral
    view = state.view(0)
    from bot.troedel.ui import missing_words
    from bot.troedel.words import card_list
    assert f"Kiste ({len(view.kiste)}, sortiert): {card_list(view.kiste)}" in laden.text
    assert f"Ladentisch ({len(view.ladentisch[0])}): {card_list(view.ladentisch[0])}" in (
        laden.text)
    assert missing_words(view) in laden.text
    shop = await (await anna.select(laden, "Ladentisch von …", ["1"])).wait_for_reply(
        contains="Ladentisch von")
    assert shop.is_ephemeral and shop.attachments
    assert f"Ladentisch von {running.presenter.names[1]}" in shop.text
    assert card_list(view.ladentisch[1]) in shop.text


async def test_item_94_95_the_rat_at_rekordjagd_tables_only(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 94 and 95: the Rekordjagd table has the Rat, which names the
    strong computer's card and why, and lays nothing; the Tagesmarkt has
    none, and a forged click there is refused."""
    thread, table = await open_solo(discord_sim)
    running = only_table(troedelbot)
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, random.Random(4),
                   until=lambda s: any(d.seat == 0 for d in s.pending()))
    anna = discord_sim.member("anna")
    before = len(running.table.actions)
    advice = await (await anna.click(await table_now(discord_sim, table), "Rat")
                    ).wait_for_reply(contains="Rat", timeout=60)
    assert advice.is_ephemeral and "Leg " in advice.text
    assert len(running.table.actions) == before
    here = await table_now(discord_sim, table)
    assert "Tisch verlassen" not in here.button_labels          # item 112: alone
    # the Rat for the Tauschrunde too (every decision kind)
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, random.Random(4),
                   until=lambda s: s.phase == "pass" and 0 in s.view(None).passing)
    before = len(running.table.actions)
    advice = await (await anna.click(await table_now(discord_sim, table), "Rat")
                    ).wait_for_reply(contains="Rat", timeout=60)
    assert "Gib " in advice.text and "weiter" in advice.text
    assert len(running.table.actions) == before
    controller(troedelbot).tables.clear()
    await (await anna.run_command("troedel tagesspiel")).wait_for_reply(contains="Solo-Partie")
    daily_thread = await discord_sim.wait_for_thread("Tagesspiel von Anna")
    daily = await discord_sim.wait_for_message(daily_thread, contains="Runde 1", timeout=30)
    assert "Rat" not in daily.button_labels
    daily_running = only_table(troedelbot)
    forged = await send_click(discord_sim, anna, daily, f"tb:{daily_running.table.id}:-:rat:")
    await forged.wait_for_reply(contains="nur an Solo-Tischen")


async def test_item_110_111_112_a_person_leaves_with_minus_10_and_a_computer_goes_on(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 110, 111 and 112: Ben leaves a game with Anna: the answer states
    the −10 first; the thread names him and the computer; the game ends
    normally; his leaderboard entry is −10, Anna's as usual."""
    thread, table = await open_table(discord_sim, troedelbot, ("ben",), computers=1)
    running = only_table(troedelbot)
    state = running.table.state
    rng = random.Random(6)
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna", 1: "ben"}, rng,
                   until=lambda s: s.round == 2)
    ben = discord_sim.member("ben")
    ask = await (await ben.click(await table_now(discord_sim, table), "Tisch verlassen")
                 ).wait_for_reply(contains="-10 Punkte")
    assert ask.is_ephemeral
    await ben.click(ask, "Ja, Tisch verlassen")
    told = await discord_sim.wait_for_message(thread, contains="hat den Tisch verlassen")
    computer = running.table.seats[1]
    assert computer.is_computer and f"Ben hat den Tisch verlassen; {computer.name}" in told.text
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, rng)
    assert state.is_over()
    await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
    result = GAME.summarize(state)
    board = await storage.results.leaderboard(running.guild_id, "troedel", "standard",
                                              user_id=ben.id)
    assert board.me is not None and board.me.total == -10
    anna_board = await storage.results.leaderboard(running.guild_id, "troedel", "standard",
                                                   user_id=discord_sim.member("anna").id)
    assert anna_board.me is not None and anna_board.me.total == result.seats[0].leaderboard


async def test_item_92_93_the_tagesmarkt_twice_on_one_day_lists_the_first_game(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 92 and 93: the Tagesmarkt seats Anna against three normal
    computers with standard rules; she plays it twice on one day: the daily
    list holds her first game only."""
    anna = discord_sim.member("anna")
    points = []
    for attempt in range(2):
        opened = await (await anna.run_command("troedel tagesspiel")).wait_for_reply(
            contains="Solo-Partie")
        thread = discord_sim.channel(int(re.search(r"<#(\d+)>", opened.text)[1]))  # type: ignore[index]
        table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
        running = only_table(troedelbot)
        assert [s.strength for s in running.table.seats[1:]] == ["normal"] * 3
        assert running.table.state.options == Options()
        await play_out(discord_sim, troedelbot, clock, table, {0: "anna"},
                       random.Random(attempt))
        points.append(running.table.state.points[0])
        await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
        controller(troedelbot).tables.clear()
    day = berlin_day(datetime.fromtimestamp(clock.now(), UTC))
    listing = await storage.results.daily_list("troedel", "standard", day, user_id=anna.id)
    assert [e.user_id for e in listing.top] == [anna.id]
    assert listing.me is not None and listing.me.points == points[0]
    answer = await (await anna.run_command("troedel tagesliste")).wait_for_reply(
        contains="Tages-Bestenliste")
    assert f"{points[0]} Punkte" in answer.text


async def test_item_89_90_91_107_meine_partien_and_nochmal_after_a_rekordjagd(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 89, 90, 91 and 107: a finished Rekordjagd adds a leaderboard
    row and the best against its strength under Meine Partien (flag 64);
    "Nochmal am selben Tisch" goes on with the same seats and a new seed."""
    thread, table = await open_solo(discord_sim, strength="leicht")
    running = only_table(troedelbot)
    seats, seed = [s.name for s in running.table.seats], running.table.seed
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, random.Random(8))
    end = await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
    anna = discord_sim.member("anna")
    result = GAME.summarize(running.table.state)
    board = await storage.results.leaderboard(running.guild_id, "troedel", "standard",
                                              user_id=anna.id)
    assert board.me is not None and board.me.total == result.seats[0].leaderboard
    mine = await (await anna.run_command("troedel partien")).wait_for_reply(
        contains="Meine Partien")
    assert mine.is_ephemeral and mine.flags & 64
    assert (f"Bestwert gegen Computer: leicht {result.seats[0].points} · normal – · stark –"
            in mine.text)
    await anna.click(end, "Nochmal am selben Tisch")
    await discord_sim.wait_until(lambda: any(
        r.table.seed != seed for r in controller(troedelbot).tables.values()),
        what="the next game")
    # The finished table stays a while for its end board's buttons.
    again = next(r for r in controller(troedelbot).tables.values() if r.table.seed != seed)
    assert [s.name for s in again.table.seats] == seats and again.table.seed != seed
    assert PEOPLE[0] == "anna"


async def test_karten_info_explains_a_card_from_the_readers_view(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Karten-Info: the special cards, Smaragd, the Schnäppchenblick and the
    Dachboden in the rule text's words, with the reader's own count."""
    thread, table = await open_solo(discord_sim)
    anna = discord_sim.member("anna")
    ask = await (await anna.click(await table_now(discord_sim, table), "Karten-Info")
                 ).wait_for_reply(contains="Karten-Info")
    assert ask.is_ephemeral
    labels = [o["label"] for o in ask.select_menu(None).options]
    assert labels == ["Smaragd", "Schnäppchenblick (0)", "Fälschung", "Tauschrunde",
                      "Vordrängeln", "Heute gefragt", "Ramschtag", "Ganzer Posten", "Dachboden"]
    await anna.select(ask, None, ["100"])
    await discord_sim.wait_until(lambda: "sofort −3 Punkte" in ask.text, what="the answer")
    assert "Auf deiner Hand: 0" in ask.text
    await anna.select(ask, None, ["attic"])
    await discord_sim.wait_until(lambda: "★★★★★ Schloss: 12 von 12" in ask.text,
                                 what="the Dachboden")
