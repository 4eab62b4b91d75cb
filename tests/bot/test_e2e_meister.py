"""Meistermarkt at a Discord table: the Spielart in the lobby, the "Meins!"
race on the public message, the letter's Vorkauf and payment, the Kobold
round, and a restart in the middle of a race."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.kit.runtime import editing
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.fabel import Mode
from engines.fabel.cards import KOBOLD, LETTER
from engines.fabel.daily import daily_seed, market_day
from engines.texts import t
from tests.bot.autoplay import play_to_the_end, settle
from tests.bot.e2e import advance, assert_nobody_saw_secrets_of_others, game_log, people
from tests.discord_sim import DiscordSim, SimChannel, SimMessage

#: 3 players, Meistermarkt: seat 0 starts and the top card is an Ahnenbrief (Nixe).
LETTER_SEED = 19
#: 3 players, Meistermarkt: seat 2 starts and the top card is a Kobold.
KOBOLD_SEED = 6
DANGER = 4  # discord.ButtonStyle.danger
SUCCESS = 3


async def open_meister_table(discord_sim: DiscordSim, bot: SpeedtischBot,
                             seed: int) -> tuple[SimChannel, SimMessage]:
    """Anna opens a table for three, chooses Meistermarkt in the lobby, Ben
    and Carla sit down, Anna starts."""
    bot.controllers["fabel"].new_seed = lambda: seed
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    await (await anna.run_command("fabel tisch", plaetze=3)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    refused = await ben.select(lobby, t("fabel.lobby.ph.mode"), ["meistermarkt"])
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    await anna.select(lobby, t("fabel.lobby.ph.mode"), ["meistermarkt"])
    await discord_sim.wait_for_edit(lobby, contains="Spielart: Meistermarkt")
    await ben.click(lobby, "Beitreten")
    await carla.click(lobby, "Beitreten")
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="ist dran")
    return thread, table


async def test_item_90_the_lobby_spielart_reaches_new_game(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    await open_meister_table(discord_sim, speedtisch, LETTER_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    assert running.table.options.mode is Mode.MEISTERMARKT
    assert running.table.state.view(None).meister
    assert len(running.table.state.deck) == 54                  # 40 + 10 letters + 4 Kobolde


async def test_items_94_95_100_101_102_103_a_race_of_two_people(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Two people press within milliseconds: the first to arrive wins, the
    other is told; a press with too few money cards is refused and changes
    nothing; the result goes into the thread."""
    thread, table = await open_meister_table(discord_sim, speedtisch, LETTER_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    anna, ben, carla = people(discord_sim, speedtisch, running.table.id)
    names = running.presenter.names
    assert running.table.state.turn_seat == 0
    await anna.click(table, "Versteigern")
    letter = t("fabel.card.letter", kind=t("fabel.creature.3"))
    await discord_sim.wait_for_edit(table, contains="Zähler: **10**")
    started = clock.now()
    # Item 101: the counter and the end of the race as a Discord timestamp.
    assert f"**{letter}** von {names[0]}" in table.text
    assert f"endet <t:{int(started + 10 + 0.5)}:R>" in table.text
    assert table.button("Meins! (10)").style == SUCCESS
    # Item 102: for each player who may press, his points with the letter.
    assert f"{names[1]}: 0 + 250 = 250 statt 0, +250" in table.text
    assert f"{names[2]}: 0 + 250 = 250 statt 0, +250" in table.text
    assert f"{names[0]}: 0 + 250" not in table.text              # the auctioneer may not press

    # Item 100: seven money cards, counter 10: refused, the race goes on.
    refused = await ben.click(table, "Meins! (10)")
    answer = await refused.wait_for_reply(contains="Du brauchst 10 Geldkarten, du hast 7")
    assert answer.is_ephemeral
    assert running.table.state.phase == "meins"
    # The private panel tells from which number on he can press.
    panel = await (await ben.click(table, "Meine Karten")).wait_for_reply(
        contains="Deine Karten", ephemeral=True)
    assert "du kannst ab 7 drücken" in panel.text
    own = await (await anna.click(table, "Meine Karten")).wait_for_reply(
        contains="Deine Karten", ephemeral=True)
    assert "rufen dürfen nur die anderen" in own.text

    await advance(discord_sim, speedtisch, clock, 3.0)
    await discord_sim.wait_for_edit(table, contains="Zähler: **7**")
    assert running.table.state.race is not None and running.table.state.race.counter == 7
    # Items 95, 97: both press at (almost) the same moment; arrival order decides.
    first, second = await asyncio.gather(ben.click(table, "Meins! (7)"),
                                         carla.click(table, "Meins! (7)"))
    await settle(discord_sim, speedtisch)
    race = running.table.state.race
    assert race is not None and race.presser in (1, 2) and race.k == 7
    winner, loser = (first, second) if race.presser == 1 else (second, first)
    late = await loser.wait_for_reply(contains="Zu spät")
    assert late.is_ephemeral and names[race.presser] in late.text
    await discord_sim.wait_for_edit(table, contains="ohne Blick auf die Karten")

    # Item 98: the auctioneer decides before he sees a card; he lets it go.
    vorkauf = await (await anna.click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
        contains="Behältst du")
    assert not vorkauf.button("Behalten").disabled
    await anna.click(vorkauf, "Abgeben")
    presser = (ben, carla)[race.presser - 1]
    pay = await (await presser.click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
        contains="genau 7 Geldkarten")
    # Seven cards, seven to give: all are preselected.
    await presser.click(pay, "Geben (7 / 7 Karten)")
    await discord_sim.wait_until(lambda: running.table.state.phase == "turn", what="the letter")
    assert running.table.state.letters[race.presser][3] == 1
    assert len(running.table.state.view(0).hand or ()) == 14
    # Item 103: the thread says who pressed at which number and how many cards moved.
    await discord_sim.wait_for_message(
        thread, contains=f"{names[race.presser]} gibt {names[0]} 7 Geldkarten.")
    await discord_sim.wait_for_edit(pay, contains="Geld: keine Geldkarten")
    log = game_log(speedtisch, thread)
    assert f"{names[race.presser]} ruft „Meins!“ bei 7." in log
    assert "Noch 9" not in log                                   # the counter is not logged


async def test_items_99_101_the_button_turns_red_for_the_last_three_and_nobody_presses(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_meister_table(discord_sim, speedtisch, LETTER_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    anna = people(discord_sim, speedtisch, running.table.id)[0]
    names = running.presenter.names
    await anna.click(table, "Versteigern")
    await discord_sim.wait_for_edit(table, contains="Zähler: **10**")
    await advance(discord_sim, speedtisch, clock, 6.0)
    await discord_sim.wait_for_edit(table, contains="Zähler: **4**")
    assert table.button("Meins! (4)").style == SUCCESS
    await advance(discord_sim, speedtisch, clock, 1.0)
    await discord_sim.wait_for_edit(table, contains="Zähler: **3**")
    assert table.button("Meins! (3)").style == DANGER
    assert "Nur noch 3!" in table.text
    await advance(discord_sim, speedtisch, clock, 3.0)
    free = await discord_sim.wait_for_message(thread, contains="umsonst")
    assert names[0] in free.text
    assert running.table.state.letters[0][3] == 1
    assert sum(running.table.state.hands[0]) == 7                # no money moved


async def test_item_110_a_kobold_round_goes_round_the_table(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 104, 105, 107, 109, 110 at the table: the left neighbour begins,
    round the table past the auctioneer; only the one on turn can act."""
    thread, table = await open_meister_table(discord_sim, speedtisch, KOBOLD_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    seats = people(discord_sim, speedtisch, running.table.id)
    names = running.presenter.names
    state = running.table.state
    assert state.turn_seat == 2 and state.deck[-1] == KOBOLD
    auctioneer, first, second = seats[2], seats[0], seats[1]
    await auctioneer.click(table, "Versteigern")
    await discord_sim.wait_for_edit(table, contains=f"**{names[0]}** nimmt ihn")
    refused = await second.click(table, "Nehmen")
    assert (await refused.wait_for_reply(contains=f"gerade {names[0]} dran")).is_ephemeral
    refused = await auctioneer.click(table, "Karte dazulegen")
    assert (await refused.wait_for_reply(contains=f"gerade {names[0]} dran")).is_ephemeral
    assert state.kobold is not None and sum(state.kobold.pot) == 0

    async def lay(person: object, value: int, who: int) -> None:
        answer = await person.click(table, "Karte dazulegen")  # type: ignore[attr-defined]
        panel = await answer.wait_for_reply(contains="Kobold:", ephemeral=True)
        assert "Nehmen" in panel.button_labels
        before = running.table.seq
        await person.click(panel, f"{value} dazulegen")  # type: ignore[attr-defined]
        await discord_sim.wait_until(lambda: running.table.seq > before, what="the card")

    await lay(first, 0, 0)
    await lay(second, 10, 1)
    await lay(auctioneer, 0, 2)                                   # past the auctioneer
    await discord_sim.wait_for_edit(table, contains="Auf dem Kobold: 3 Karten")
    assert f"Dazugelegt: {names[0]} 1×, {names[1]} 1×, {names[2]} 1×" in table.text
    await lay(first, 10, 0)
    await discord_sim.wait_for_edit(table, contains=f"**{names[1]}** nimmt ihn")
    assert f"{names[0]} 2×" in table.text
    before = running.table.seq
    await second.click(table, "Nehmen")
    await discord_sim.wait_until(lambda: running.table.seq > before, what="the take")
    assert running.table.state.kobolde[1] == 1
    assert sum(running.table.state.hands[1]) == 7 - 1 + 4        # his own card came back
    # The taker learns the cards (private), everybody else only the count.
    await discord_sim.wait_for_message(thread, contains=f"{names[1]} nimmt den Kobold und 4")
    log = game_log(speedtisch, thread)
    assert "Auf dem Kobold lagen" not in log
    # Item 109: the auctioneer reveals the next card at once.
    revealed = running.table.state.view(None)
    assert revealed.phase in ("auction", "meins", "kobold")


async def test_item_113_kobolde_are_a_sort_in_the_trade_select_only_when_both_have_one(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_meister_table(discord_sim, speedtisch, KOBOLD_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    state = running.table.state
    seats = people(discord_sim, speedtisch, running.table.id)
    names = running.presenter.names
    # Arranged holdings: seats 2 and 0 have a Kobold, seat 1 none.
    state.kobolde[2] = state.kobolde[0] = 1
    panel = await (await seats[2].click(table, "Handeln …")).wait_for_reply(
        contains="Deine Karten")
    menu = panel.select_menu(t("fabel.select.trade"))
    kobold_options = [o for o in menu.options if "Kobolde" in o["label"]]
    assert [o["label"] for o in kobold_options] == [
        t("fabel.select.trade_kobolde", name=names[0])]
    assert "wer mehr bietet, gibt seine Kobolde ab" in kobold_options[0]["label"]
    await seats[2].select(panel, menu.custom_id, [kobold_options[0]["value"]])
    offer = await discord_sim.wait_for_edit(panel, contains="Kobold-Handel")
    assert "wer mehr bietet, gibt alle seine Kobolde ab" in offer.text


async def test_a_restart_in_the_middle_of_a_race(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Item 184 for the race: the counter and its next step resume; the old
    message's button still presses."""
    thread, table = await open_meister_table(discord_sim, speedtisch, LETTER_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    anna, ben, carla = people(discord_sim, speedtisch, running.table.id)
    await anna.click(table, "Versteigern")
    await discord_sim.wait_for_edit(table, contains="Zähler: **10**")
    await advance(discord_sim, speedtisch, clock, 2.5)
    await discord_sim.wait_for_edit(table, contains="Zähler: **8**")
    deadline = running.table.deadline
    await discord_sim.stop_bot(speedtisch)

    revived = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                            scheduler=clock, storage=storage)
    await discord_sim.start_bot(revived)
    again = next(iter(revived.controllers["fabel"].tables.values()))
    race = again.table.state.race
    assert race is not None and race.counter == 8 and again.table.deadline == deadline
    await advance(discord_sim, revived, clock, 1.0)
    await discord_sim.wait_for_edit(table, contains="Zähler: **7**")
    await ben.click(table, "Meins! (7)")                         # the old message's button
    await discord_sim.wait_until(lambda: again.table.state.phase == "brief_vorkauf",
                                 what="the press")
    assert again.table.state.race is not None and again.table.state.race.presser == 1
    assert again.table.state.race.k == 7
    await revived.close()


def test_seeds_deal_what_the_tests_need() -> None:
    """The arranged decks: a letter on top for LETTER_SEED, a Kobold for KOBOLD_SEED."""
    from engines.fabel import Options, new_game
    meister = Options(mode=Mode.MEISTERMARKT)
    assert new_game(3, LETTER_SEED, meister).deck[-1] == LETTER + 3
    assert new_game(3, KOBOLD_SEED, meister).deck[-1] == KOBOLD


async def test_a_whole_meistermarkt_game_with_people_and_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Two people and two computers play Meistermarkt to the end board: the
    five steps in the Abrechnung, letters and Kobold Taler in the
    Marktbericht (item 89 in words), the results kept apart from Klassisch
    with points ÷ 40 (items 80, 81)."""
    speedtisch.controllers["fabel"].new_seed = lambda: 31
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=4, spielart="meistermarkt")
           ).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Speedfabel · Meistermarkt")
    await ben.click(lobby, "Beitreten")
    await anna.click(lobby, "Computer hinzufügen")
    await anna.click(lobby, "Computer hinzufügen")
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    assert running.table.options.mode is Mode.MEISTERMARKT
    humans = [i for i, s in enumerate(running.table.seats) if not s.is_computer]
    players = dict(zip(humans, people(discord_sim, speedtisch, running.table.id), strict=True))
    await play_to_the_end(discord_sim, speedtisch, clock, running, players, thread)
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
    result = running.result
    assert result is not None
    log = game_log(speedtisch, thread)
    assert "„Meins!“" in log and "Kobold" in log
    for st in running.table.state.result().standings:
        assert st.steps is not None                               # the five steps
        assert st.rechenweg in end.text
        assert st.leaderboard_points >= (2 * st.points + 40) // 80
    assert "Briefe" in end.text and "Kobold-Taler" in end.text
    assert end.filenames and end.filenames[0].startswith("abrechnung")
    for person in players.values():
        assert (await storage.results.my_games(person.id, "fabel", "meistermarkt")).games == 1
        assert (await storage.results.my_games(person.id, "fabel", "klassisch")).games == 0
    assert_nobody_saw_secrets_of_others(thread, players, list(running.presenter.names))


async def test_items_136_149_a_meistermarkt_tagesmarkt_of_its_own_without_house_rules(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """The Tagesmarkt per Spielart: its own deck; the command has no house
    rules to offer, and new_game gets both off."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tagesmarkt", spielart="meistermarkt")
           ).wait_for_reply(contains="Solo-Partie")
    await (await ben.run_command("fabel tagesmarkt")).wait_for_reply(contains="Solo-Partie")
    await discord_sim.wait_until(lambda: len(speedtisch.controllers["fabel"].tables) == 2,
                                 what="two tables")
    meister, klassisch = speedtisch.controllers["fabel"].tables.values()
    day = market_day(datetime.fromtimestamp(clock.now(), UTC))
    assert meister.table.seed == daily_seed(day, "meistermarkt") != klassisch.table.seed
    assert meister.table.options.mode is Mode.MEISTERMARKT
    assert klassisch.table.options.mode is Mode.KLASSISCH
    assert not meister.table.options.superhandel and not meister.table.options.geld_zaehlt
    command = discord_sim.commands.find("fabel")
    assert command is not None
    options = {o["name"]: o for o in command["options"]}
    assert {o["name"] for o in options["tagesmarkt"].get("options", [])} == {"spielart"}
    assert {"superhandel", "geld_zaehlt"} <= {o["name"] for o in options["solo"]["options"]}


async def test_item_136_house_rules_exist_for_both_spielarten(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Solo: the house rules as options of the command; at a table with
    people, in the host's settings, whatever the Spielart."""
    anna = discord_sim.member("anna")
    for mode in ("klassisch", "meistermarkt"):
        await (await anna.run_command("fabel solo", spielart=mode, superhandel=True,
                                      geld_zaehlt=True)).wait_for_reply(contains="Solo-Partie")
    await discord_sim.wait_until(lambda: len(speedtisch.controllers["fabel"].tables) == 2,
                                 what="two tables")
    for running, mode in zip(speedtisch.controllers["fabel"].tables.values(), Mode, strict=True):
        options = running.table.options
        assert options.mode is mode and options.superhandel and options.geld_zaehlt
    await (await anna.run_command("fabel tisch", plaetze=2, spielart="meistermarkt")
           ).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Spielart: Meistermarkt")
    settings = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    await anna.select(settings, t("fabel.lobby.ph.house"), ["superhandel", "geld"])
    await discord_sim.wait_for_edit(lobby, contains="Hausregeln: Superhandel, Geld zählt mit")
    assert "Spielart: Meistermarkt" in lobby.text


async def test_item_129_two_players_meistermarkt_solo_to_the_end(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Two players: no race and no Kobold round, letters and Kobolde go to
    their receiver; the game ends on the end board."""
    speedtisch.controllers["fabel"].new_seed = lambda: 4
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=1, spielart="meistermarkt",
                                  turbo=True)).wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    await discord_sim.wait_for_message(thread, contains="Stapel")
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    await play_to_the_end(discord_sim, speedtisch, clock, running, {0: anna}, thread)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    log = game_log(speedtisch, thread)
    assert "„Meins!“" not in log and "Karte auf den Kobold" not in log
    state = running.table.state
    assert sum(map(sum, state.letters)) == 10 and sum(state.kobolde) == 4
    assert (await storage.results.my_games(anna.id, "fabel", "meistermarkt")).games == 1


async def test_a_race_stays_within_discords_edit_pace(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Ten steps of the counter in a moment of real time: the public message
    is edited at Discord's pace (a burst, then one a second) and ends on the
    race's result."""
    monkeypatch.setattr(editing, "EDIT_INTERVAL", 1.0)       # Discord's pace
    thread, table = await open_meister_table(discord_sim, speedtisch, LETTER_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    anna = people(discord_sim, speedtisch, running.table.id)[0]
    await anna.click(table, "Versteigern")
    await discord_sim.wait_for_edit(table, contains="Zähler: **10**")
    await settle(discord_sim, speedtisch)
    before = running.presenter.edits
    started = asyncio.get_running_loop().time()
    await advance(discord_sim, speedtisch, clock, 10.5)
    await discord_sim.wait_for_edit(table, contains="ist dran", timeout=10)
    seconds = asyncio.get_running_loop().time() - started
    assert running.presenter.edits - before <= int(seconds) + 3
    assert "Meins!" not in " ".join(table.button_labels)


async def test_item_167_the_rat_tells_at_which_number_to_press(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Solo Meistermarkt: a computer reveals a letter; the Rat names the
    number from which Anna can press, and presses nothing itself."""
    speedtisch.controllers["fabel"].new_seed = lambda: 23  # seat 2 starts, a letter on top
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=2, spielart="meistermarkt",
                                  turbo=True)).wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    await discord_sim.wait_for_message(thread, contains="ist dran", since=0)
    await advance(discord_sim, speedtisch, clock, 0.05)        # Turbo: the computer at once
    assert running.table.state.phase == "meins"
    table = await discord_sim.wait_for_message(thread, contains="Zähler: **10**", since=0)
    seq = running.table.seq
    advice = await (await anna.click(table, "Rat")).wait_for_reply(contains="Rat")
    assert advice.is_ephemeral and "„Meins!“" in advice.text and "Bei der Zahl" in advice.text
    assert running.table.seq == seq                               # item 169: nothing done
