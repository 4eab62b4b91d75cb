"""Speedspuk at Discord tables through the simulator, as people click
(issue 15; items of ../shared/checklists/spuk.md named per test)."""

from __future__ import annotations

import random

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from engines.spuk.actions import Call, Cover, Discard, Draw, Look, Pass, Swap
from engines.spuk.state import State
from tests.bot import spuk_play
from tests.bot.spuk_play import only_table, open_table, panel_of, play, settle
from tests.discord_sim import DiscordSim, Person, SimChannel

#: The fixture with the bot (named in each test's arguments).
spukbot = spuk_play.spukbot


def hand_choice(state: State, seat: int, rng: random.Random) -> object:
    """What the test's hand does for ``seat``: look at the first cards, cover,
    call at once (short rounds), else draw and swap or discard, never use
    an action."""
    kinds = {d.kind for d in state.pending() if d.seat == seat}
    legal = state.legal(seat)
    if "look" in kinds:
        return Look(seat, tuple(range(state.options.look_count)))
    if "cover" in kinds:
        return Cover(seat)
    if "turn" in kinds:
        return Call(seat) if Call(seat) in legal else Draw(seat)
    if "drawn" in kinds:
        return Swap(seat, (int(rng.random() * len(state.rows[seat])),)) if rng.random() < 0.6 \
            else Discard(seat)
    if "taken" in kinds:
        return Swap(seat, (0,))
    return Pass(seat)


async def play_to_the_end(sim: DiscordSim, clock: ManualScheduler, bot: SpeedtischBot,
                          thread: SimChannel, people: dict[int, Person],
                          rng: random.Random, limit: int = 600) -> State:
    """Every person's decision clicked through a fresh panel until the end."""
    state = only_table(bot).table.state
    for _ in range(limit):
        await settle(sim, bot)
        if state.is_over():
            break
        mine = [d.seat for d in state.pending() if d.seat in people]
        if mine:
            seat = mine[0]
            panel = await panel_of(people[seat], sim, thread)
            await play(people[seat], panel, hand_choice(state, seat, rng))
        else:
            await clock.advance(3.0)
    return state


async def test_item_83_52_62_a_solo_game_against_three_computers_is_played_to_the_end_board(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 83, 52, 62 (with 64, 77): /spuk solo against three computers
    in a thread, every click through the panel, each round's scoring as a
    message with its picture, the end board with places and points."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("spuk solo", computer=3, staerke="leicht")).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(spukbot)
    assert running.table.deadline is None and running.table.state.options.bedenkzeit is None
    state = await play_to_the_end(discord_sim, clock, spukbot, thread, {0: anna},
                                  random.Random(5))
    assert state.is_over()
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung", timeout=30)
    assert "Bestenliste" in end.text and "Anna" in end.text
    assert "Nochmal am selben Tisch" in end.button_labels
    assert end.attachments, "the end board picture"
    # issue 29: a first game beats no earlier value, so no record is
    # announced ("★ Neuer Rekord … in Folge 0" was); tests/bot/test_records.py
    assert "Neuer Rekord" not in end.text
    scorings = [m for m in discord_sim.messages(thread) if "Wertung der Runde" in m.text]
    assert len(scorings) == len(state.history) and all(m.attachments for m in scorings)
    assert "Summe" in scorings[0].text
    # item 64: the solo game counts for the server's leaderboard
    kit = spuk_play.controller(spukbot)
    board = await kit.storage.results.leaderboard(discord_sim.guild_id, "spuk", "standard",
                                                  user_id=anna.id)
    assert board.me is not None and board.me.games == 1
    # item 69: Meine Partien with the records, to Anna alone
    mine = await (await anna.run_command("spuk partien")).wait_for_reply(
        contains="Kleinste Rundensumme")
    assert mine.is_ephemeral and "Richtige Mitternachts-Rufe in Folge" in mine.text
    # item 82: the same seats and settings again, a new seed
    old = only_table(spukbot)
    kit.new_seed = lambda: 4242
    await anna.click(end, "Nochmal am selben Tisch")
    await discord_sim.wait_until(lambda: any(r.table.seed == 4242 for r in kit.tables.values()),
                                 what="the new game")
    new = only_table(spukbot)
    assert [s.name for s in new.table.seats] == [s.name for s in old.table.seats]
    assert new.table.state.options == old.table.state.options


async def test_item_9_10_11_two_people_look_at_the_same_moment_and_cover(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Items 9, 10, 11: two people and two computers; Anna and Ben pick
    their places at the same moment; the panel (flag 64) names the two
    values and its picture shows them; "Zudecken" edits it to hide them."""
    thread = await open_table(discord_sim, ("ben",), computers=2)
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    state = only_table(spukbot).table.state
    panels = [await panel_of(p, discord_sim, thread) for p in (anna, ben)]
    assert all(p.is_ephemeral for p in panels)
    import asyncio
    await asyncio.gather(play(anna, panels[0], Look(0, (0, 3))),
                         play(ben, panels[1], Look(1, (1, 2))))
    await settle(discord_sim, spukbot)
    assert state.looked >= {0, 1}
    from engines.spuk.narrate import card_label
    anna_values = [card_label(state.rows[0][p].value) for p in (0, 3)]
    await discord_sim.wait_until(lambda: all(v in panels[0].text for v in anna_values),
                                 what="Anna's panel to name her two cards")
    assert "Zudecken" in panels[0].button_labels
    picture = panels[0].image_bytes()
    await anna.click(panels[0], "Zudecken")
    await settle(discord_sim, spukbot)
    await discord_sim.wait_until(lambda: not any(v in panels[0].text for v in anna_values),
                                 what="the covered panel")
    assert panels[0].image_bytes() != picture, "the picture was drawn again, covered"


async def test_item_70_computer_hinzufuegen_fills_free_seats_for_a_four_seat_game(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 70: Anna alone presses "Computer hinzufügen" three times: a game
    of four starts, three seats are computer Schlossherren."""
    await open_table(discord_sim, (), computers=3)
    table = only_table(spukbot).table
    assert table.state.seats == 4 and len(table.seats) == 4
    assert table.seats[0].user_id == discord_sim.member("anna").id
    assert [s.user_id is None for s in table.seats] == [False, True, True, True]
    from engines.spuk.game import GAME
    assert all(any(s.name.startswith(n) for n in GAME.computer_names) for s in table.seats[1:])


async def test_item_77_solo_runs_without_a_clock(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 77: /spuk solo offers no Bedenkzeit; the table has no deadline
    for the person, and after ten minutes her first look is still hers."""
    command = discord_sim.commands.find("spuk")
    assert command is not None
    solo = next(o for o in command["options"] if o["name"] == "solo")
    offered = {o["name"] for o in solo.get("options", [])}
    assert offered and not any("bedenk" in name or "zeit" in name for name in offered)
    anna = discord_sim.member("anna")
    await (await anna.run_command("spuk solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(spukbot)
    await clock.advance(600.0)
    await settle(discord_sim, spukbot)
    state = running.table.state
    assert running.table.deadline is None and state.options.bedenkzeit is None
    assert 0 not in state.looked and any(d.seat == 0 and d.kind == "look"
                                         for d in state.pending())
