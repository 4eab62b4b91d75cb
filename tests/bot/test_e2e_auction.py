"""An auction at a Discord table: reveal, bids, the Zuschlag, Vorkauf, payment,
Pleite, arrival order, the hammer's pace and a restart in the middle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.fabel import public
from bot.kit.ids import ButtonId
from bot.kit.runtime import editing
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from tests.bot.autoplay import settle
from tests.bot.e2e import (
    advance,
    open_three_player_table,
    people,
    seated,
    send_click,
)
from tests.discord_sim import DiscordSim


async def test_items_20_23_27_28_29_43_an_auction_with_people_from_reveal_to_payment(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Item 28: the Zahlenfeld refuses letters, amounts off the Zehnerschritte
    and amounts not above the highest bid; item 43: the payment panel counts
    up and enables "Bezahlen" only for a minimal payment."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
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
    panel = await hand.wait_for_reply(contains="verkaufen oder selbst kaufen", ephemeral=True)
    await auctioneer.click(panel, "Verkaufen")

    # Paying without change: the panel counts up and allows only minimal payments.
    hand = await other.click(table, "Meine Karten")
    panel = await hand.wait_for_reply(contains="Bezahle 70", ephemeral=True)
    assert panel.button("Bezahlen (0 / 70)").disabled
    await other.click(panel, "50 Taler (0 von 1)")
    panel = await discord_sim.wait_for_edit(panel, contains="Bezahle 70")
    await other.click(panel, "10 Taler (0 von 4)")
    await other.click(panel, "10 Taler (1 von 4)")
    assert not panel.button("Bezahlen (70 / 70)").disabled
    await other.click(panel, "Bezahlen (70 / 70)")
    log = await discord_sim.wait_for_message(thread, contains=f"zahlt 70 an {a_name}")
    assert "50" not in log.text.split("zahlt 70")[1]
    assert running.table.state.phase == "turn"


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
    # A second press counts once the first bid shows (a double click acts once).
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **100**")
    await bidder.click(table, "+100")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **200**")
    await advance(discord_sim, speedtisch, clock, 4.1)
    panel = await (await auctioneer.click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
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


async def test_item_34_a_bidding_war_is_shown_in_few_edits(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(editing, "EDIT_INTERVAL", 1.0)       # Discord's pace
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
        # Each presses against the bid before his (as if he saw it at once):
        # a press against an older bid would be refused as outdated.
        await discord_sim.wait_until(lambda i=i: running.table.state.auction is not None
                                     and running.table.state.auction.high == 10 * i,
                                     what=f"bid {i}")
        arg = public.quick_bid_arg(running.table.state.view(None), 10)
        cid = ButtonId(running.table.id, None, "plus", arg).encode()
        await send_click(discord_sim, bidders[i % 2], table, cid, wait=False)
    await discord_sim.wait_until(lambda: running.table.state.auction is not None
                                 and running.table.state.auction.high == 200, what="20 bids")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **200**")
    seconds = asyncio.get_running_loop().time() - started
    assert running.presenter.edits - before <= int(seconds) + 2


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
    again = next(iter(revived.controllers["fabel"].tables.values()))
    assert again.table.state.auction is not None and again.table.state.auction.high == 50
    assert again.table.deadline == deadline
    third = seats[(first + 2) % 3]
    await third.click(table, "+10")                 # a button of the old message
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **60**")
    await advance(discord_sim, revived, clock, 4.1)
    await discord_sim.wait_for_message(thread, contains="Zuschlag: 60")
    await revived.close()


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
