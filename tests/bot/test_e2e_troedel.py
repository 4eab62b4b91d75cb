"""Speedtrödel at Discord tables through the simulator, as people click
(issue 17; items of ../shared/checklists/troedel.md named per test)."""

from __future__ import annotations

import asyncio
import io
import random
import re
from collections.abc import AsyncIterator

import pytest_asyncio
from PIL import Image

from bot.client import SpeedtischBot
from bot.fabel.plugin import PLUGIN as FABEL
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from bot.troedel.lessons import lessons
from bot.troedel.plugin import PLUGIN as TROEDEL
from bot.troedel.schule import passed
from bot.troedel.words import card_name
from engines.troedel.actions import NameSuit, PassCard, PickCard
from engines.troedel.cards import POSTEN, hand_size, is_zero
from engines.troedel.preview import line as vorschau
from engines.troedel.twins import hidden_twins
from render.troedel.table import render_table
from tests.bot.e2e import bot_running, game_bot, send_click, table_now, wait_for_table
from tests.bot.troedel_play import card_arg, choose, controller, only_table, panel_of, pick, settle
from tests.discord_sim import DiscordSim, SimChannel, SimMessage

GAMES = (FABEL, TROEDEL)


def _bot(sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> SpeedtischBot:
    return game_bot(sim, clock, storage, GAMES)


@pytest_asyncio.fixture
async def troedelbot(discord_sim: DiscordSim, clock: ManualScheduler,
                     storage: Storage) -> AsyncIterator[SpeedtischBot]:
    """The bot with Speedfabel and Speedtrödel."""
    async with bot_running(discord_sim, clock, storage, GAMES) as bot:
        yield bot


async def open_solo(sim: DiscordSim, computers: int = 2,
                    strength: str = "leicht") -> tuple[SimChannel, SimMessage]:
    """Anna starts a Rekordjagd."""
    anna = sim.member("anna")
    await (await anna.run_command("troedel solo", computer=computers, staerke=strength)
           ).wait_for_reply(contains="Solo-Partie")
    thread = await sim.wait_for_thread("Solo von Anna")
    table = await sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    return thread, table


async def play_out(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                   table: SimMessage, people: dict[int, str], rng: random.Random,
                   until: object = None, limit: int = 3000) -> None:
    """People click any legal choice through their panels, computers play
    after their delays, until the game ends (or ``until(state)`` holds)."""
    running = only_table(bot)
    state = running.table.state
    for _ in range(limit):
        await settle(sim, bot)
        if state.is_over() or (callable(until) and until(state)):
            return
        mine = [d.seat for d in state.pending() if d.seat in people]
        if mine:
            seat = mine[0]
            person = sim.member(people[seat])
            await choose(person, await panel_of(person, table), pick(running, seat, rng))
        else:
            await clock.advance(3.0)
    raise AssertionError("the game did not end")


async def test_item_26_58_66_81_113_a_rekordjagd_is_played_to_the_end_board(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 26, 58, 66, 81 and 113: Anna plays every card through her panel
    against two computers, without a clock, to the end with places,
    points, Rechenweg and leaderboard points."""
    thread, table = await open_solo(discord_sim)
    running = only_table(troedelbot)
    await play_out(discord_sim, troedelbot, clock, table, {0: "anna"}, random.Random(3))
    assert running.table.deadline is None                       # item 81: no clock
    end = await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
    assert "Bestenliste" in end.text and "Anna" in end.text
    assert "Nochmal am selben Tisch" in end.button_labels
    assert table.attachments, "the table message carries the table picture"
    assert end.attachments, "the end board's picture"                  # item 66
    lines = running.presenter.lines
    tricks = sum(1 for line in lines if line.startswith("Stich:"))
    played = len(running.table.state.history)
    assert tricks == sum(hand_size(3, r) for r in range(1, played + 1))   # item 113
    # item 58: one Kassensturz message per round, with its picture and both
    # figures for every trader
    names = running.presenter.names
    scored = [m for m in discord_sim.messages(thread) if "Kassensturz – Runde" in m.text]
    assert len(scored) == len(running.table.state.history)
    for message in scored:
        assert message.attachments
        for name in names:
            assert f"{name}: " in message.text and "in dieser Runde, gesamt" in message.text


PEOPLE = {0: "anna", 1: "ben", 2: "carla"}


async def open_table(sim: DiscordSim, bot: SpeedtischBot,
                     guests: tuple[str, ...] = ("ben", "carla"), *, computers: int = 0,
                     seed: int = 3) -> tuple[SimChannel, SimMessage]:
    """Anna opens a Speedtrödel table, the guests sit down, computers fill, Anna starts."""
    controller(bot).new_seed = lambda: seed
    anna = sim.member("anna")
    command = await anna.run_command("troedel tisch", plaetze=len(guests) + computers + 1)
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


def hands_of_others(state: object, seat: int) -> list[str]:
    """Names of the cards in other seats' hands that nobody saw laid open."""
    seen = {c for s in range(state.seats) for c in state.tables[s]}  # type: ignore[attr-defined]
    return [card_name(c) for s in range(state.seats) if s != seat  # type: ignore[attr-defined]
            for c in state.hands[s] if c not in seen]  # type: ignore[attr-defined]


async def test_item_42_44_116_a_tauschrunde_chosen_at_once_survives_a_restart(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 42, 44 and 116: in a Tauschrunde Anna and Ben choose at the same
    moment; the public message shows their ticks and no card; the bot stops;
    after the restart both choices are kept and still hidden, Carla chooses
    and every card goes to the left neighbour, told to giver and receiver."""
    thread, table = await open_table(discord_sim, troedelbot)
    running = only_table(troedelbot)
    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, random.Random(1),
                   until=lambda s: s.phase == "pass")
    state = running.table.state
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    panels = await asyncio.gather(panel_of(anna, table), panel_of(ben, table))
    given = [state.hands[0][0], state.hands[1][-1]]
    await asyncio.gather(choose(anna, panels[0], PassCard(0, given[0])),
                         choose(ben, panels[1], PassCard(1, given[1])))
    await settle(discord_sim, troedelbot)
    assert state.passes == {0: given[0], 1: given[1]}
    edited = await wait_for_table(discord_sim, table, contains="✓ Anna, ✓ Ben", timeout=30)
    for c in given:
        assert card_name(c) not in edited.text
    carla_seen = [m.text for m in discord_sim.messages(thread)] + [
        m.text for m in carla.ephemerals(thread)]
    for text in carla_seen:
        assert "Du gibst" not in text and "gibt dir" not in text
    await discord_sim.stop_bot(troedelbot)

    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    state = only_table(revived).table.state
    assert state.phase == "pass" and state.passes == {0: given[0], 1: given[1]}
    assert state.view(2).chosen is None and state.view(None).passing == (2,)
    carla_panel = await panel_of(carla, table)
    last = state.hands[2][0]
    await choose(carla, carla_panel, PassCard(2, last))
    await settle(discord_sim, revived)
    assert state.phase != "pass"
    assert given[0] in state.hands[1] and given[1] in state.hands[2] and last in state.hands[0]
    def told() -> str:
        return "\n".join(m.text for m in carla.ephemerals(thread))

    await discord_sim.wait_until(lambda: "Du gibst" in told(), what="Carla told her pass")
    assert f"Du gibst {card_name(last)} an Anna" in told()
    assert f"Ben gibt dir {card_name(given[1])}" in told()
    assert "Tauschrunde: Alle haben gewählt" in "\n".join(only_table(revived).presenter.lines)
    await discord_sim.stop_bot(revived)


async def test_item_26_99_the_panel_disables_what_may_not_be_laid_and_refuses_a_forgery(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 26 and 99: the person on turn sees a button per card; the cards
    he may not lay are disabled; the others say "du führst" or who stays
    ahead, as the engine's Vorschau; a forged id for a card he must not lay
    is refused with "Bedienen" and changes nothing; a click by someone not
    on turn is refused too."""
    thread, table = await open_table(discord_sim, troedelbot)
    running = only_table(troedelbot)
    state = running.table.state

    def must_follow(s: object) -> bool:
        st = running.table.state
        if st.phase != "play" or not st.trick:
            return False
        follow = st.follow()
        hand = st.hands[st.turn]
        return follow is not None and any(c < 100 and c // 20 == follow for c in hand) and any(
            c < 100 and c // 20 != follow for c in hand)

    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, random.Random(1),
                   until=must_follow)
    seat = state.turn
    person = discord_sim.member(PEOPLE[seat])
    panel = await panel_of(person, table)
    view = state.view(seat)
    names = list(running.presenter.names)
    allowed = set(state.playable(seat))
    for b in panel.buttons:
        card = int(card_arg(b.custom_id)[1])
        assert b.disabled == (card not in allowed), b.label
        # issue 38: the button says the card; its Vorschau is in the text
        assert b.label == card_name(card), b.label
        if card in allowed:
            assert f"Vorschau – {vorschau(view, card, names)}:" in panel.text, panel.text
    assert len(panel.buttons) == len(state.hands[seat])
    wrong = next(c for c in state.hands[seat] if c not in allowed)
    before = len(running.table.actions)
    step = running.table.step_of(seat)
    forged = await send_click(discord_sim, person, panel,
                              f"tb:{running.table.id}:{step}:play:{wrong}.0")
    refusal = await forged.wait_for_reply(contains="Bedienen")
    assert refusal.is_ephemeral and len(running.table.actions) == before
    other = discord_sim.member(PEOPLE[(seat + 1) % 3])
    other_panel = await panel_of(other, table)
    assert all(b.disabled for b in other_panel.buttons)
    late = await send_click(discord_sim, other, other_panel,
                            f"tb:{running.table.id}:{running.table.step_of((seat + 1) % 3)}"
                            f":play:{state.hands[(seat + 1) % 3][0]}.0")
    await late.wait_answered()
    assert len(running.table.actions) == before


async def test_item_35_48_a_zero_picks_and_heute_gefragt_names_with_five_buttons(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 35 and 48: the zero's owner gets one button per card he may
    take; someone else's forged pick is refused; later, whoever played Heute
    gefragt gets exactly five buttons (Porzellan … Smaragd), another's click
    is refused, and the named suit is the one to follow."""
    thread, table = await open_table(discord_sim, troedelbot)
    running = only_table(troedelbot)
    state = running.table.state
    rng = random.Random(1)
    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, rng,
                   until=lambda s: running.table.state.phase == "pick")
    seat = state.view(None).picking
    person = discord_sim.member(PEOPLE[seat])
    panel = await panel_of(person, table)
    offered = sorted(int(card_arg(b.custom_id)[1]) for b in panel.buttons)
    assert offered == state.pick_cards() and "Schnäppchenblick" in panel.text
    other = discord_sim.member(PEOPLE[(seat + 1) % 3])
    before = len(running.table.actions)
    forged = await send_click(discord_sim, other, panel,
                              f"tb:{running.table.id}:-:pick:{offered[0]}")
    await forged.wait_answered()
    assert len(running.table.actions) == before
    taken = offered[-1]
    await choose(person, panel, PickCard(seat, taken))
    await settle(discord_sim, troedelbot)
    assert taken in state.tables[seat] or state.round > 1
    assert f"Schnäppchenblick: {running.presenter.names[seat]} nimmt {card_name(taken)}." in (
        running.presenter.lines)

    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, rng,
                   until=lambda s: running.table.state.phase == "name")
    namer = state.view(None).naming
    person = discord_sim.member(PEOPLE[namer])
    panel = await panel_of(person, table)
    assert [b.label for b in panel.buttons] == [
        "1 · Porzellan", "2 · Spielzeug", "3 · Bücher", "4 · Messing", "5 · Smaragd"]
    other = discord_sim.member(PEOPLE[(namer + 1) % 3])
    refused = await send_click(discord_sim, other, panel, f"tb:{running.table.id}:-:name:3")
    await refused.wait_answered()
    assert state.phase == "name"
    await choose(person, panel, NameSuit(namer, 3))
    await settle(discord_sim, troedelbot)
    assert state.heute == 3
    await wait_for_table(discord_sim, table, contains="Bedienen: Messing", timeout=30)
    assert f"Heute gefragt: {running.presenter.names[namer]} nennt Messing." in (
        running.presenter.lines)


async def test_item_97_98_every_lesson_of_the_haendlerschule_wrong_then_right(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 97 and 98: /troedel schule walks all five lessons; each shows
    its picture; a wrong answer says why and the buttons stay for a retry;
    the right one is remembered for the person (and survives a restart)."""
    anna = discord_sim.member("anna")
    overview = await (await anna.run_command("troedel schule")).wait_for_reply(
        contains="Händlerschule")
    assert overview.is_ephemeral and "Geschafft: 0 von 5" in overview.text
    message = overview
    for n, lesson in enumerate(lessons(), start=1):
        if n == 1:
            await anna.click(message, f"{n} {lesson.title}")
        else:
            await anna.click(message, "Nächste Lektion")
        head = f"Lektion {n}:"
        await discord_sim.wait_until(lambda: head in message.text,  # noqa: B023
                                     what=f"lesson {n}")
        assert message.attachments, "every lesson has its picture"
        wrong = next(a for a in lesson.answers if not a.right)
        right = next(a for a in lesson.answers if a.right)
        await anna.click(message, wrong.label)
        await discord_sim.wait_until(lambda: "Leider nicht" in message.text,
                                     what="the wrong answer's feedback")
        assert wrong.feedback in message.text
        assert lesson.key not in await passed(storage, anna.id)
        await anna.click(message, right.label)                     # the retry
        await discord_sim.wait_until(lambda: "Richtig!" in message.text,
                                     what="the right answer's feedback")
        assert lesson.key in await passed(storage, anna.id)
    await anna.click(message, "Zur Übersicht")
    await discord_sim.wait_until(lambda: "Geschafft: 5 von 5" in message.text,
                                 what="the overview with all passed")
    assert all(label.startswith("✓") for label in message.button_labels)


async def test_item_36_37_38_a_ganzer_posten_with_a_zero_after_it(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Items 36-38 (and 101): five people play until a trick holds a Ganzer
    Posten and a zero laid after it: the first zero after the Posten takes
    the Posten card, later zeros nothing, the Posten's player the rest, and
    the Spielverlauf and "Letzter Stich" say who got what."""
    people = {0: "anna", 1: "ben", 2: "carla", 3: "dario", 4: "emil"}
    thread, table = await open_table(discord_sim, troedelbot, ("ben", "carla", "dario", "emil"),
                                     seed=78)
    running = only_table(troedelbot)
    state = running.table.state

    def posten_then_zero(s: object) -> bool:
        laid = [c for _, c, _ in running.table.state.last_trick]
        return POSTEN in laid and any(is_zero(c) for c in laid[laid.index(POSTEN) + 1:])

    await play_out(discord_sim, troedelbot, clock, table, people, random.Random(1),
                   until=posten_then_zero)
    trick = state.last_trick
    laid = [c for _, c, _ in trick]
    at = laid.index(POSTEN)
    posten_player = trick[at][0]
    snapper = next(i for i in range(at + 1, len(trick)) if is_zero(laid[i]))
    assert trick[at][2] == trick[snapper][0]                      # item 37: snapped
    # item 36/38: the zeros before the Posten pick one card each; the
    # Posten's player takes every other card; later zeros take nothing
    pickers = {trick[i][0] for i in range(at) if is_zero(laid[i])}
    for i, (_, _, receiver) in enumerate(trick):
        if i != at:
            assert receiver in pickers | {posten_player}, trick
    assert sum(1 for i, (_, _, r) in enumerate(trick) if i != at and r != posten_player) == (
        len([i for i in range(at) if is_zero(laid[i])]) - (posten_player in pickers))
    names = running.presenter.names
    lines = "\n".join(running.presenter.lines)
    assert f"{names[trick[snapper][0]]} schnappt sich den Ganzen Posten." in lines
    assert f"Ganzer Posten: {names[posten_player]} nimmt" in lines
    anna = discord_sim.member("anna")
    last = await (await anna.click(await table_now(discord_sim, table), "Letzter Stich")
                  ).wait_for_reply(contains="Letzter Stich")
    assert last.attachments


async def test_item_116_a_restart_mid_trick_and_during_a_zeros_pick(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Item 116: the bot stops with a trick half laid, and again while a zero
    chooses; each time the table comes back from seed and actions with the
    cards laid, and the panel opened before the stop still picks."""
    thread, table = await open_table(discord_sim, troedelbot)
    rng = random.Random(1)
    running = only_table(troedelbot)
    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, rng,
                   until=lambda s: len(running.table.state.trick) == 2)
    trick = list(running.table.state.trick)
    await discord_sim.stop_bot(troedelbot)
    bot = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(bot)
    running = only_table(bot)
    assert running.table.state.trick == trick
    await play_out(discord_sim, bot, clock, table, PEOPLE, rng,
                   until=lambda s: running.table.state.phase == "pick")
    state = running.table.state
    seat = state.view(None).picking
    person = discord_sim.member(PEOPLE[seat])
    panel = await panel_of(person, table)
    await discord_sim.stop_bot(bot)
    revived = _bot(discord_sim, clock, storage)
    await discord_sim.start_bot(revived)
    state = only_table(revived).table.state
    assert state.phase == "pick" and state.view(None).picking == seat
    choice = state.pick_cards()[0]
    await choose(person, panel, PickCard(seat, choice))
    await settle(discord_sim, revived)
    assert choice in state.tables[seat] or state.round > 1
    await discord_sim.stop_bot(revived)


async def test_item_113_nothing_a_person_sees_shows_another_hand(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Every message and picture Carla sees, through a Tauschrunde: no card
    of Anna's or Ben's hand that nobody has seen laid open (nor one passed
    between them), her private messages are hers, and the table picture is
    the public view's, the same for every hidden twin."""
    thread, table = await open_table(discord_sim, troedelbot)
    running = only_table(troedelbot)
    state = running.table.state
    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, random.Random(1),
                   until=lambda s: running.table.state.phase == "pass")
    await play_out(discord_sim, troedelbot, clock, table, PEOPLE, random.Random(2),
                   until=lambda s: running.table.state.phase == "play"
                   and len(running.table.state.trick) == 1)
    carla = discord_sim.member("carla")
    seen = {c for seat in range(3) for c in (*state.stock[seat], *state.tables[seat])}
    seen |= {c for _, c in state.trick} | {c for c, _ in state.view(2).gave}
    hidden = {card_name(c) for seat in (0, 1) for c in state.hands[seat] if c not in seen}
    assert hidden
    texts = [m.text for m in discord_sim.messages(thread)] + [
        m.text for m in carla.ephemerals(thread)]
    # item 113: the whole Spielverlauf too, as "Spielverlauf" shows it to anyone
    texts += running.presenter.log()
    for text in texts:
        for name in hidden:
            assert not re.search(rf"{re.escape(name)}(?!\d)", text), (name, text)
    for message in carla.ephemerals(thread):
        assert message.ephemeral_for == carla.id
        assert "Deine Karten, Anna" not in message.text
        assert "Deine Karten, Ben" not in message.text
    names = running.presenter.names
    await settle(discord_sim, troedelbot)
    here = await wait_for_table(discord_sim, table, contains=names[state.turn], timeout=30)
    public = render_table(state.view(None), names=names).convert("RGB").tobytes()
    await discord_sim.wait_until(lambda: Image.open(io.BytesIO(
        here.image_bytes())).convert("RGB").tobytes() == public, what="the public picture")
    twins = hidden_twins(state, random.Random(3))
    assert twins
    for _, twin, readers in twins:
        if None in readers:
            assert render_table(twin.view(None), names=names).convert("RGB").tobytes() == public


async def test_the_rules_are_the_discord_edition(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """The rule text's Discord edition: what to press here, no mouse, keys
    or web menus."""
    anna = discord_sim.member("anna")
    rules = await (await anna.run_command("troedel regeln")).wait_for_reply(
        contains="Spielregeln")
    assert rules.is_ephemeral

    def text() -> str:
        return "\n".join(m.text for m in anna.ephemerals(rules.channel))

    await discord_sim.wait_until(lambda: "Rekordjagd und Tagesmarkt zählen mit" in text(),
                                 what="the whole rule text")
    for word in ("Meine Karten", "Dein Laden", "Letzter Stich", "Karten-Info", "/troedel schule",
                 "Beitreten", "Tisch verlassen", "Nochmal am selben Tisch", "Rat"):
        assert word in text(), word
    for web in ("Maus", "Taste", "Tipp auf", "Info-Fenster", "Glühbirne"):
        assert web not in text(), web
