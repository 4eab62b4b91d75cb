"""Speedfabel at a Discord table, end to end: the real bot against the
simulator, people acting through commands and buttons."""

from __future__ import annotations

import asyncio
import io
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.client import SpeedtischBot
from bot.clock import ManualScheduler
from bot.config import Settings
from bot.fabel import presenter
from bot.storage import Storage
from engines.fabel.daily import daily_seed, market_day
from engines.texts import t
from tests.bot.autoplay import open_panel, play_to_the_end, settle
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage, SimulatorError


async def test_a_solo_table_opens_in_a_thread(discord_sim: DiscordSim, clock: ManualScheduler,
                                              speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel solo", computer=2, staerke="leicht")
    reply = await command.wait_for_reply(contains="Solo-Partie")
    assert reply.is_ephemeral
    thread = await discord_sim.wait_for_thread("Speedfabel")
    table = await discord_sim.wait_for_message(thread, contains="Stapel")
    assert "Meine Karten" in table.button_labels
    assert table.filenames and table.filenames[0].startswith("tisch")


async def open_three_player_table(discord_sim: DiscordSim, bot: SpeedtischBot,
                                  seed: int = 11) -> tuple[SimChannel, SimMessage]:
    """Anna opens a table for three, Ben and Carla sit down, Anna starts."""
    bot.fabel.new_seed = lambda: seed
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    command = await anna.run_command("fabel tisch", plaetze=3)
    await command.wait_for_reply(contains="Marktstand ist offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Platz nehmen")
    await carla.click(lobby, "Platz nehmen")
    refused = await carla.click(lobby, "Starten")
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="ist dran")
    return thread, table


def people(discord_sim: DiscordSim, bot: SpeedtischBot, table_id: int) -> list[Person]:
    """The simulated people in seat order."""
    running = bot.fabel.tables[table_id]
    by_id = {discord_sim.member(n).id: discord_sim.member(n) for n in ("anna", "ben", "carla")}
    return [by_id[s.user_id] for s in running.table.seats if s.user_id is not None]


async def test_an_auction_with_people_from_reveal_to_payment(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running = next(iter(speedtisch.fabel.tables.values()))
    seats = people(discord_sim, speedtisch, running.table.id)
    names = running.presenter.names
    first = running.table.state.turn_seat
    auctioneer, bidder, other = (seats[(first + i) % 3] for i in range(3))
    a_name, b_name, o_name = (names[(first + i) % 3] for i in range(3))

    # Item 20: only the player on turn may reveal.
    refused = await other.click(table, "Versteigern")
    assert (await refused.wait_for_reply(contains="nicht dran")).is_ephemeral
    await auctioneer.click(table, "Versteigern")
    table = await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")

    # Item 23: the auctioneer cannot bid; items 27/28: quick bids and the Zahlenfeld.
    refused = await auctioneer.click(table, "+10")
    assert (await refused.wait_for_reply(contains="Versteigerer")).is_ephemeral
    await bidder.click(table, "+10")
    await discord_sim.wait_for_edit(table, contains=f"Höchstgebot: **10** von {b_name}")
    for typed, answer in (("abc", "nur eine Zahl"), ("65", "Zehnerschritten"),
                          ("10", "nicht höher als 10")):
        await other.click(table, "Betrag …")
        submitted = await other.submit_modal({"betrag": typed})
        assert (await submitted.wait_for_reply(contains=answer)).is_ephemeral
    await other.click(table, "Betrag …")
    await other.submit_modal({"betrag": "70"})
    await discord_sim.wait_for_edit(table, contains=f"Höchstgebot: **70** von {o_name}")
    reopened = await other.click(table, "Betrag …")            # item 29: "bleibt stehen"
    assert reopened.modal is not None and reopened.modal.fields[0].value == "70"

    # The countdown restarts with the tempo (normal: 4 s); then the Zuschlag.
    await advance(discord_sim, speedtisch, clock, 4.1)
    await discord_sim.wait_for_edit(table, contains="entscheidet")
    hand = await auctioneer.click(table, "Meine Karten")
    panel = await hand.wait_for_reply(contains="verkaufen oder selbst kaufen")
    await auctioneer.click(panel, "Verkaufen")

    # Paying without change: the panel counts up and allows only minimal payments.
    hand = await other.click(table, "Meine Karten")
    panel = await hand.wait_for_reply(contains="Bezahle 70")
    assert panel.button("Bezahlen (0 / 70)").disabled
    await other.click(panel, "50 · 0/1")
    panel = await discord_sim.wait_for_edit(panel, contains="Bezahle 70")
    await other.click(panel, "10 · 0/4")
    await other.click(panel, "10 · 1/4")
    assert not panel.button("Bezahlen (70 / 70)").disabled
    await other.click(panel, "Bezahlen (70 / 70)")
    log = await discord_sim.wait_for_message(thread, contains=f"zahlt 70 an {a_name}")
    assert "50" not in log.text.split("zahlt 70")[1]
    assert running.table.state.phase == "turn"


async def advance(discord_sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                  seconds: float) -> None:
    """Let table time pass once every table has settled."""
    await settle(discord_sim, bot)
    await clock.advance(seconds)
    await settle(discord_sim, bot)


def seated(discord_sim: DiscordSim, bot: SpeedtischBot) -> tuple[Any, list[Person], list[str]]:
    """The only running table, its people in seat order and their names."""
    running = next(iter(bot.fabel.tables.values()))
    return running, people(discord_sim, bot, running.table.id), list(running.presenter.names)


async def test_outsiders_and_outdated_panels_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 13 and 20: "Meine Karten" is private and fresh; strangers and old
    panels get a clear answer and the action log stays as it was."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    turn = running.table.state.turn_seat
    dario = discord_sim.member("dario")
    for label in ("Meine Karten", "Versteigern", "Handeln …"):
        answer = await dario.click(table, label)
        assert (await answer.wait_for_reply(contains="sitzt nicht an diesem Tisch")).is_ephemeral
    assert running.table.seq == 0

    hand = await seats[turn].click(table, "Meine Karten")
    panel = await hand.wait_for_reply(contains="Deine Karten")
    assert panel.is_ephemeral and panel.ephemeral_for == seats[turn].id
    assert "50 · 10 · 10 · 10 · 10 · 0 · 0" in panel.text
    assert panel not in dario.sees(thread)

    # The panel's own "Versteigern" acts; a second click on the same panel is outdated.
    await seats[turn].click(panel, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="versteigert")
    old = await seats[turn].click(table, "Meine Karten")
    stale_panel = await old.wait_for_reply(contains="Deine Karten")
    await advance(discord_sim, speedtisch, clock, 7.1)  # nobody bids: the card goes for free
    await discord_sim.wait_for_message(thread, contains="umsonst")
    seq = running.table.seq
    if "Versteigern" in stale_panel.button_labels:
        answer = await seats[turn].click(stale_panel, "Versteigern")
        assert (await answer.wait_for_reply(contains="veraltet")).is_ephemeral
    assert running.table.seq == seq


async def test_a_pleite_is_shown_to_all_and_the_card_is_auctioned_again(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 46, 47 and 49: a bid beyond one's money; the seller sells; Pleite."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    auctioneer, bidder = seats[first], seats[(first + 1) % 3]
    await auctioneer.click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await bidder.click(table, "+100")
    await bidder.click(table, "+100")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **200**")
    await advance(discord_sim, speedtisch, clock, 4.1)
    panel = await (await auctioneer.click(table, "Meine Karten")).wait_for_reply(
        contains="verkaufen oder selbst kaufen")
    assert panel.button("Selbst kaufen").disabled          # 90 Taler do not cover 200
    await auctioneer.click(panel, "Verkaufen")
    pleite = await discord_sim.wait_for_message(thread, contains="Pleite!")
    assert names[(first + 1) % 3] in pleite.text
    assert "50 + 10 + 10 + 10 + 10 + 0 + 0 = 90" in pleite.text
    await discord_sim.wait_for_edit(table, contains="Nach Pleite nicht dabei")
    refused = await bidder.click(table, "+10")
    assert (await refused.wait_for_reply(contains="Nach deiner Pleite")).is_ephemeral
    assert running.table.deadline == clock.now() + 7.0


async def test_bedenkzeit_runs_out_then_nachfrist_then_the_computer_decides(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 177 and 178 through Discord: 60 s Bedenkzeit (the lobby default)."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    turn = running.table.state.turn_seat
    assert f"Bedenkzeit für {names[turn]}" in table.text
    await advance(discord_sim, speedtisch, clock, 60.1)
    nachfrist = await discord_sim.wait_for_edit(table, contains="Nachfrist")
    assert f"<t:{int(clock.now() - 0.1 + 10 + 0.5)}:R>" in nachfrist.text
    await advance(discord_sim, speedtisch, clock, 10.1)
    await discord_sim.wait_for_message(thread, contains="der Computer entscheidet")
    await discord_sim.wait_until(lambda: running.table.seq >= 3, what="the computer's move")
    assert running.table.state.turn_seat != turn or running.table.state.phase != "turn"


async def test_the_bot_restarts_during_an_auction_and_it_finishes_correctly(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Item 184: rebuilt from seed and actions, the deadline resumes, old buttons work."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    auctioneer, bidder = seats[first], seats[(first + 1) % 3]
    await auctioneer.click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await advance(discord_sim, speedtisch, clock, 2)
    await bidder.click(table, "+50")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **50**")
    deadline = running.table.deadline
    await discord_sim.stop_bot(speedtisch)

    revived = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                            scheduler=clock, storage=storage)
    await discord_sim.start_bot(revived)
    again = next(iter(revived.fabel.tables.values()))
    assert again.table.state.auction is not None and again.table.state.auction.high == 50
    assert again.table.deadline == deadline
    third = seats[(first + 2) % 3]
    await third.click(table, "+10")                 # a button of the old message
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **60**")
    await advance(discord_sim, revived, clock, 4.1)
    await discord_sim.wait_for_message(thread, contains="Zuschlag: 60")
    await revived.close()


async def test_a_whole_solo_game_against_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Item 156: solo against three computers (Turbo), played to the end board,
    the result on the server leaderboard (item 84)."""
    speedtisch.fabel.new_seed = lambda: 21
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel solo", computer=3, staerke="normal", turbo=True)
    await command.wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    await discord_sim.wait_for_message(thread, contains="Stapel")
    running, seats, names = seated(discord_sim, speedtisch)
    clicks = await play_to_the_end(discord_sim, speedtisch, clock, running, {0: anna}, thread)
    assert clicks > 5
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung")
    assert "Nochmal am selben Tisch" in end.button_labels
    report = await (await anna.click(end, "Mein Bericht")).wait_for_reply()
    assert report.is_ephemeral and "ausgegeben" in report.text
    await anna.click(end, "Nochmal am selben Tisch")             # item 179
    await discord_sim.wait_until(lambda: len(speedtisch.fabel.tables) == 2, what="a new game")
    again = list(speedtisch.fabel.tables.values())[-1]
    assert again.table.seats == running.table.seats and again.settings == running.settings
    assert again.table.id != running.table.id
    board = await storage.results.leaderboard(discord_sim.guild_id, "fabel", "klassisch",
                                              user_id=anna.id)
    assert board.me is not None and board.me.games == 1
    shown = await (await anna.run_command("fabel bestenliste")).wait_for_reply()   # item 85
    assert f"<@{anna.id}>" in shown.text and f"– {board.me.total} Punkte" in shown.text
    mine = await (await anna.run_command("fabel partien")).wait_for_reply()       # item 155
    assert mine.is_ephemeral and "Partien: 1" in mine.text


async def test_three_people_and_two_computers_play_to_the_end(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """Item 175: a Marktstand for five, three people, two computers added by the
    host; the game ends, every person gets a result, computers none (item 82)."""
    speedtisch.fabel.new_seed = lambda: 8
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    command = await anna.run_command("fabel tisch", plaetze=5)
    await command.wait_for_reply(contains="Marktstand ist offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Platz nehmen")
    refused = await ben.click(lobby, "Computer hinzufügen")
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    await carla.click(lobby, "Platz nehmen")
    await anna.click(lobby, "Computer hinzufügen")
    await anna.click(lobby, "Computer hinzufügen")
    assert "5/5 Plätze" in lobby.text
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running, seats, names = seated(discord_sim, speedtisch)
    players = {i: p for i, p in zip(
        [i for i, s in enumerate(running.table.seats) if not s.is_computer], seats,
        strict=True)}
    await play_to_the_end(discord_sim, speedtisch, clock, running, players, thread)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    for person in (anna, ben, carla):
        mine = await storage.results.my_games(person.id, "fabel", "klassisch")
        assert mine.games == 1
    assert running.result is not None and len(running.result.standings) == 5
    assert_nobody_saw_secrets_of_others(thread, players, names)


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


async def test_two_bids_within_a_millisecond_are_taken_in_arrival_order(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Item 30: the first bid that reaches the table is the highest; the other
    one is refused as not higher."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    await seats[first].click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    b, c = seats[(first + 1) % 3], seats[(first + 2) % 3]
    for person in (b, c):
        await person.click(table, "Betrag …")
    # Both modals are open; both people send 60 at (almost) the same moment.
    first_bid, second_bid = await asyncio.gather(b.submit_modal({"betrag": "60"}),
                                                 c.submit_modal({"betrag": "60"}))
    await settle(discord_sim, speedtisch)
    auction = running.table.state.auction
    assert auction is not None and auction.high == 60
    loser = second_bid if auction.bidder == (first + 1) % 3 else first_bid
    refusal = await loser.wait_for_reply(contains="nicht höher als 60")
    assert refusal.is_ephemeral


async def test_a_trade_with_a_tie_then_the_challenger_wins(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 58, 63, 64, 66–70: both hold a Troll; zeros against nothing tie twice,
    then the challenger wins; each trader sees the Rechenweg privately, the
    thread only card counts and the winner."""
    thread, table = await open_three_player_table(discord_sim, speedtisch, seed=13)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    order = [(first + i) % 3 for i in range(3)]
    for seat in order:                      # three reveals nobody bids on
        panel = await open_panel(discord_sim, seats[seat], table)
        await seats[seat].click(panel, "Versteigern")
        await settle(discord_sim, speedtisch)
        await advance(discord_sim, speedtisch, clock, 7.1)
    challenger, opponent = order[0], order[1]
    panel = await open_panel(discord_sim, seats[challenger], table)
    menu = panel.select_menu(t("fabel.select.trade"))
    legal = {f"{c.opponent}.{c.kind}" for c in running.table.state.challenges(challenger)}
    assert {o["value"] for o in menu.options} == legal           # item 58
    await seats[challenger].select(panel, menu.custom_id, [f"{opponent}.4"])
    for _ in range(2):
        panel = await open_panel(discord_sim, seats[challenger], table)
        assert "verdeckt hin" in panel.text
        await seats[challenger].click(panel, "0 · 0/2")
        await seats[challenger].click(panel, "Verdeckt hinlegen (1 Karten)")
        await settle(discord_sim, speedtisch)
        public = await discord_sim.wait_for_message(thread, contains="nimmt an oder legt")
        assert "Antworten" in public.button_labels
        stranger = seats[order[2]]
        refused = await stranger.click(public, "Antworten")
        assert (await refused.wait_for_reply(contains="Herausgeforderte")).is_ephemeral
        answer = await (await seats[opponent].click(public, "Antworten")).wait_for_reply(
            contains="Annehmen oder dagegenlegen")
        await seats[opponent].click(answer, "Nichts dagegenlegen")
        await settle(discord_sim, speedtisch)
    await discord_sim.wait_for_message(thread, contains=f"{names[challenger]} bekommt 1 Troll")
    assert running.table.state.creatures[challenger][4] == 2
    log = "\n".join(m.text for m in thread.messages if not m.is_ephemeral)
    assert "Gleichstand" in log and " = 0" not in log
    def notes(seat: int) -> str:
        return "\n".join(m.text for m in seats[seat].ephemerals() if "Dein Handel" in m.text)

    for seat in (challenger, opponent):
        await discord_sim.wait_until(lambda s=seat: notes(s).count("Dein Handel: du") == 2,
                                     what="both Rechenwege")
    assert not [m for m in seats[order[2]].ephemerals() if "Dein Handel" in m.text]


async def test_items_149_to_151_the_tagesmarkt_is_the_same_deck_for_everybody(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    for person in (anna, ben):
        command = await person.run_command("fabel tagesmarkt")
        await command.wait_for_reply(contains="Solo-Partie")
    await discord_sim.wait_until(lambda: len(speedtisch.fabel.tables) == 2, what="two tables")
    first, second = speedtisch.fabel.tables.values()
    day = market_day(datetime.fromtimestamp(clock.now(), UTC))
    for running in (first, second):
        assert running.table.seed == daily_seed(day, "klassisch")
        assert len(running.table.seats) == 4 and running.table.seats[0].user_id is not None
        assert all(s.strength == "normal" for s in running.table.seats[1:])
        assert running.table.state.turn_seat == 0            # the person starts
        options = running.table.state.options
        assert not options.superhandel and not options.geld_zaehlt
    assert first.table.state.deck == second.table.state.deck
    thread = await discord_sim.wait_for_thread("Tagesmarkt von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Stapel", since=0)
    assert "Rat" not in table.button_labels                  # item 166: no Rat here


async def test_item_166_the_rat_advises_at_solo_tables_and_acts_for_nobody(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    speedtisch.fabel.new_seed = lambda: 4
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=2)).wait_for_reply(contains="Solo")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    table = await discord_sim.wait_for_message(thread, contains="Stapel")
    running, _, _ = seated(discord_sim, speedtisch)
    await discord_sim.wait_until(lambda: any(d.seat == 0 for d in running.table.state.pending())
                                 or clock.next_due() is not None, what="a decision")
    while not any(d.seat == 0 and d.required for d in running.table.state.pending()):
        await advance(discord_sim, speedtisch, clock, 0.5)
    seq = running.table.seq
    advice = await (await anna.click(table, "Rat")).wait_for_reply(contains="Rat")
    assert advice.is_ephemeral and len(advice.text.splitlines()) >= 2
    assert running.table.seq == seq                          # item 169: nothing executed


async def test_item_176_only_the_host_sets_the_table_and_it_reaches_the_game(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    refused = await ben.click(lobby, "Einstellungen")
    assert (await refused.wait_for_reply(contains="nur der Gastgeber")).is_ephemeral
    panel = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    assert len(panel.select_menu(t("fabel.lobby.ph.clock")).options) == 5
    await anna.select(panel, t("fabel.lobby.ph.tempo"), ["flott"])
    await anna.select(panel, t("fabel.lobby.ph.house"), ["superhandel"])
    await anna.select(panel, t("fabel.lobby.ph.clock"), ["30"])
    await discord_sim.wait_for_edit(lobby, contains="Bedenkzeit: 30 s")
    assert "Superhandel" in lobby.text and "flott (3 s)" in lobby.text
    await ben.click(lobby, "Platz nehmen")
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running, _, _ = seated(discord_sim, speedtisch)
    options = running.table.state.options
    assert options.tempo.value == "flott" and options.superhandel and options.bedenkzeit == 30


async def test_missing_permissions_are_named_to_the_person_who_asked(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    await discord_sim.deny_bot("spieltische", "create_public_threads", "attach_files")
    anna = discord_sim.member("anna")
    answer = await (await anna.run_command("fabel solo")).wait_for_reply(contains="fehlen")
    assert answer.is_ephemeral
    assert "Öffentliche Threads erstellen" in answer.text and "Dateien anhängen" in answer.text
    assert not speedtisch.fabel.tables


async def test_two_players_distribute_in_the_private_panel(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 124 and 132: the looked-at card only in the looker's panel."""
    speedtisch.fabel.new_seed = lambda: 2
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Platz nehmen")
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="ist dran")
    running, seats, names = seated(discord_sim, speedtisch)
    looker = seats[running.table.state.turn_seat]
    other = seats[1 - running.table.state.turn_seat]
    assert "Karte ansehen" in table.button_labels
    await looker.click(table, "Karte ansehen")
    panel = await looker.wait_for_ephemeral("Behalten oder abgeben")
    assert panel.is_ephemeral and panel.filenames          # the card picture, privately
    card = running.table.state.peek
    assert card is not None
    public = await discord_sim.wait_for_message(thread, contains="sieht sich die oberste Karte an")
    assert "Behalten" not in public.text
    assert not [m for m in other.ephemerals() if "oberste Karte ist" in m.text]
    await looker.click(panel, "Behalten")
    await settle(discord_sim, speedtisch)
    assert running.table.state.turn_seat == seats.index(other)


async def test_items_146_147_kassenbuch_rechenweg_and_einsteiger_hilfe(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    me, other = seats[0], 1
    panel = await open_panel(discord_sim, me, table)
    assert f"{names[other]} ca. 90" in panel.text
    await me.select(panel, t("fabel.select.kassenbuch"), [str(other)])
    answer = await me.wait_for_ephemeral(f"{names[other]}: 90 = ca. 90")
    assert answer.is_ephemeral
    points = await (await me.click(panel, "Meine Punkte")).wait_for_reply()
    assert "0 = 0" in points.text                            # item 122: no Vierer yet
    await (await me.run_command("fabel ansicht", einsteiger_hilfe=False)).wait_for_reply()
    quiet = await open_panel(discord_sim, me, table)
    assert "ca." not in quiet.text
    assert "ca." in (await open_panel(discord_sim, seats[1], table)).text


async def test_item_34_a_bidding_war_is_shown_in_few_edits(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(presenter, "EDIT_INTERVAL", 1.0)       # Discord's pace
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    await seats[first].click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await settle(discord_sim, speedtisch)
    before = running.presenter.edits
    started = asyncio.get_running_loop().time()
    bidders = [seats[(first + 1) % 3], seats[(first + 2) % 3]]
    for i in range(20):
        await bidders[i % 2].click(table, "+10", wait=False)
    await discord_sim.wait_until(lambda: running.table.state.auction is not None
                                 and running.table.state.auction.high == 200, what="20 bids")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **200**")
    seconds = asyncio.get_running_loop().time() - started
    assert running.presenter.edits - before <= int(seconds) + 2


async def test_item_143_the_rules_come_whole_and_privately(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel regeln")
    first = await command.wait_for_reply(contains="Spielregeln")
    await discord_sim.wait_until(lambda: "Tipps" in "".join(m.text for m in anna.ephemerals()),
                                 what="the whole rule text")
    text = "".join(m.text for m in anna.ephemerals())
    for heading in ("Das Material", "Versteigern", "Handeln", "Ende und Wertung", "Tipps"):
        assert heading in text
    assert first.is_ephemeral


async def test_item_156_solo_takes_one_to_five_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    with pytest.raises(SimulatorError, match="above the maximum 5"):
        await anna.run_command("fabel solo", computer=6)
    await (await anna.run_command("fabel solo", computer=5)).wait_for_reply(contains="Solo")
    running, _, _ = seated(discord_sim, speedtisch)
    assert len(running.table.seats) == 6


async def test_item_137_karten_info_answers_privately_with_a_picture(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    menu = table.select_menu(t("fabel.select.info"))
    values = {o["value"] for o in menu.options}
    assert {f"c.{k}" for k in range(10)} <= values and "deck" in values
    assert {"m.0", "m.10", "m.50", "m.500"} <= values
    for choice, expected in (("c.9", "Drache"), ("m.10", "10"), ("deck", "40")):
        await seats[0].select(table, menu.custom_id, [choice])
        answer = await seats[0].wait_for_ephemeral(expected)
        assert answer.is_ephemeral and answer.filenames and answer.filenames[0].startswith("info")
    stranger = await discord_sim.member("dario").select(table, menu.custom_id, ["c.9"])
    assert (await stranger.wait_for_reply(contains="sitzt nicht")).is_ephemeral


def _brightness(data: bytes) -> float:
    """Mean brightness of a picture, 0 (black) to 255 (white)."""
    image = Image.open(io.BytesIO(data)).convert("L")
    return sum(image.getdata()) / (image.width * image.height)


async def test_item_180_the_table_uses_its_theme_and_panels_the_users_theme(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    ben = discord_sim.member("ben")
    await (await ben.run_command("fabel ansicht", thema="morgentau")).wait_for_reply()
    thread, table = await open_three_player_table(discord_sim, speedtisch)   # Anna's table
    running, seats, names = seated(discord_sim, speedtisch)
    assert running.settings.theme == "laternennacht"           # the host's theme
    await discord_sim.wait_until(lambda: bool(table.filenames), what="the table picture")
    assert _brightness(table.image_bytes()) < 100               # dark: Laternennacht
    panel = await open_panel(discord_sim, ben, table)
    assert _brightness(panel.image_bytes()) > 150               # light: Morgentau
    anna_panel = await open_panel(discord_sim, discord_sim.member("anna"), table)
    assert _brightness(anna_panel.image_bytes()) < 100


async def test_item_83_a_freundschaft_game_stays_off_the_leaderboard(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    speedtisch.fabel.new_seed = lambda: 5
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    settings = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    await anna.select(settings, t("fabel.lobby.ph.einsatz"), ["freundschaft"])
    await discord_sim.wait_for_edit(lobby, contains="Einsatz: Freundschaft")
    await ben.click(lobby, "Platz nehmen")
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="ist dran")
    running, seats, names = seated(discord_sim, speedtisch)
    players = dict(enumerate(seats))
    await play_to_the_end(discord_sim, speedtisch, clock, running, players, thread)
    await discord_sim.wait_for_message(thread, contains="Freundschaftspartie")
    board = await storage.results.leaderboard(discord_sim.guild_id, "fabel", "klassisch",
                                              user_id=anna.id)
    assert board.me is None and not board.top
    assert (await storage.results.my_games(anna.id, "fabel", "klassisch")).games == 1


async def test_item_169_the_rat_preselects_cards_in_the_next_panel(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """The Rat only preselects: the cards it suggests stand chosen in the next
    payment panel; nothing is paid until the person confirms."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    auctioneer, bidder = seats[first], seats[(first + 1) % 3]
    await auctioneer.click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await bidder.click(table, "+50")
    await advance(discord_sim, speedtisch, clock, 4.1)
    panel = await open_panel(discord_sim, auctioneer, table)
    await auctioneer.click(panel, "Verkaufen")
    await settle(discord_sim, speedtisch)
    payer = (first + 1) % 3
    running.preselect[payer] = (running.table.step, [0, 0, 0, 1, 0, 0, 0])  # as the Rat does
    seq = running.table.seq
    pay = await open_panel(discord_sim, bidder, table)
    assert "50 · 1/1" in pay.button_labels and not pay.button("Bezahlen (50 / 50)").disabled
    assert running.table.seq == seq
