"""Issue 21, "every click answered" and "nothing done twice": double clicks
on a quick bid, the Zahlenfeld tied to its auction (also across a restart),
odd digits, forged and damaged ids and select values, the Karten-Info."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.fabel import prefs
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.texts import t
from tests.bot.autoplay import settle
from tests.bot.e2e import (
    advance,
    open_three_player_table,
    seated,
    send_choice,
    send_click,
)
from tests.discord_sim import DiscordSim, SimInteraction

#: What every refusal of unreadable input ends with.
NOTHING_CHANGED = "nichts geändert"


async def _auction(discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> tuple:
    """A table for three with its first card on the stage (no bid yet)."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    await seats[first].click(table, "Versteigern")
    table = await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    bidders = (seats[(first + 1) % 3], seats[(first + 2) % 3])
    return thread, table, running, seats[first], bidders, names


async def _reply(ix: SimInteraction, contains: str) -> str:
    reply = await ix.wait_for_reply(contains=contains)
    assert reply.is_ephemeral and not reply.is_loading
    return reply.text


async def test_a_double_click_on_plus_10_bids_once(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table, running, _, (ben, _), names = await _auction(discord_sim, speedtisch)
    first, second = await asyncio.gather(ben.click(table, "+10", wait=False),
                                         ben.click(table, "+10", wait=False))
    await first.wait_answered()
    await second.wait_answered()
    await settle(discord_sim, speedtisch)
    auction = running.table.state.auction
    assert auction is not None and auction.high == 10
    assert running.table.seq == 2                  # the reveal and one bid
    told = [m.text for ix in (first, second) for m in ix.messages]
    assert any("älteren Gebot" in text for text in told)
    # pressed again once the bid shows, it counts
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **10**")
    await ben.click(table, "+10")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **20**")


async def test_a_typed_amount_for_an_auction_that_is_over_is_refused(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """The Zahlenfeld opened during one auction and sent during the next one
    bids on nothing."""
    thread, table, running, auctioneer, (nxt, last), names = await _auction(
        discord_sim, speedtisch)
    await last.click(table, "Betrag …")
    await last.wait_for_modal()
    # nobody bids: the card goes to the auctioneer, and the next one's turn comes
    await advance(discord_sim, speedtisch, clock, 30)
    await discord_sim.wait_until(lambda: running.table.state.phase == "turn", what="next turn")
    assert running.table.seats[running.table.state.turn_seat].user_id == nxt.id
    table = await discord_sim.wait_for_message(
        thread, where=lambda m: "Versteigern" in m.button_labels, since=0)
    await nxt.click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await settle(discord_sim, speedtisch)
    seq = running.table.seq
    sent = await last.submit_modal({"betrag": "50"})
    assert "vorbei" in await _reply(sent, "vorbei")
    assert running.table.seq == seq
    auction = running.table.state.auction
    assert auction is not None and auction.high == 0


async def test_a_modal_opened_before_a_restart_bids_after_it(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    thread, table, running, _, (ben, _), names = await _auction(discord_sim, speedtisch)
    await ben.click(table, "Betrag …")
    await ben.wait_for_modal()
    await discord_sim.stop_bot(speedtisch)
    revived = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                            scheduler=clock, storage=storage)
    await discord_sim.start_bot(revived)
    sent = await ben.submit_modal({"betrag": "60"})
    await sent.wait_answered()
    again = next(iter(revived.controllers["fabel"].tables.values()))
    await discord_sim.wait_until(lambda: again.table.state.auction is not None
                                 and again.table.state.auction.high == 60, what="the bid")
    await discord_sim.wait_for_edit(table, contains="Höchstgebot: **60**")


async def test_digits_that_int_refuses_are_answered(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table, running, _, (ben, _), names = await _auction(discord_sim, speedtisch)
    seq = running.table.seq
    for typed in ("²", "①", "٣٠", "5²"):
        await ben.click(table, "Betrag …")
        sent = await ben.submit_modal({"betrag": typed})
        assert t("fabel.answer.not_a_number") in await _reply(sent, "nur eine Zahl")
    assert running.table.seq == seq


async def test_forged_and_damaged_ids_are_answered_and_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table, running, auctioneer, (ben, carla), names = await _auction(
        discord_sim, speedtisch)
    table_id = running.table.id
    seq = running.table.seq
    for custom_id in (f"tb:{table_id}:-:plus:", f"tb:{table_id}:-:plus:abc",
                      f"tb:{table_id}:-:plus:²", f"tb:{table_id}:abc:plus:10",
                      f"tb:{table_id}:-:plus:10.x.0.0", f"tb:{table_id}:-:nichts:1",
                      f"tb:{table_id}:-:kobold_card:①", f"tb:{table_id}:-:confirm:pay.x",
                      f"tb:{table_id}:-:confirm:zahl.0.0.0.0.0.0.0",
                      f"tb:{table_id}", "tb:", "zz:1:2:plus:10", "", "x" * 100):
        ix = await send_click(discord_sim, ben, table, custom_id)
        await _reply(ix, NOTHING_CHANGED if custom_id else "")
    assert running.table.seq == seq
    auction = running.table.state.auction
    assert auction is not None and auction.high == 0


async def test_select_values_the_select_did_not_offer_are_answered(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """A trade challenge "x.y", the Kassenbuch "99" or "x", the Karten-Info
    with nothing, "c.99" or "m.7": each answered (none stays "thinking…")."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    turn = running.table.state.turn_seat
    person = seats[turn]
    await prefs.set_einsteiger_hilfe(storage, person.id, True)
    panel = await (await person.click(table, "Meine Karten")).wait_for_reply(ephemeral=True,
        contains="Deine Karten")
    table_id, seq = running.table.id, running.table.seq
    step = running.table.step_of(turn)
    selects = {
        f"ts:{table_id}:{step}:challenge:": (["x.y"], ["1"], ["9.0"], ["0.99"], []),
        f"ts:{table_id}:-:kassenbuch:": (["99"], ["x"], [str(turn)], []),
        f"ts:{table_id}:-:info:": ([], ["c.99"], ["m.7"], ["l.0"], ["kobold"], ["c.x"]),
    }
    for custom_id, choices in selects.items():
        for values in choices:
            ix = await send_choice(discord_sim, person, panel, custom_id, values)
            await _reply(ix, NOTHING_CHANGED)
    assert running.table.seq == seq and running.table.state.phase == "turn"
    # the offered ones still work
    ix = await send_choice(discord_sim, person, table, f"ts:{table_id}:-:info:", ["c.3"])
    info = await ix.wait_for_reply()
    assert not info.is_loading and info.attachments
