"""Speedtrödel items that need a particular moment of a game, reached
through the simulator as people click (issue 17; items of
../shared/checklists/troedel.md named per test): two zeros in one trick,
the Rat for a zero's pick and for Heute gefragt, a Leergekauft end, the
invitation by link, private pictures in their owner's theme, and the
Tagesmarkt's list (ties, an abandoned first game, the server filter).

The seeds were found by playing the same games in the engine alone with the
same choices (the tests check that the moment was reached); every click goes
through the real bot and the simulator's panels."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PIL import Image

from bot.client import SpeedtischBot
from bot.kit.live import KitRunning
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from bot.storage.records import ComputerSeat, HumanSeat, Strength
from bot.troedel.words import card_name
from engines.core import GameResult, SeatResult, derive_seed
from engines.core.daily import berlin_day
from engines.troedel.actions import PickCard
from engines.troedel.ai import advise
from engines.troedel.cards import HEUTE, is_zero
from engines.troedel.state import State
from render.theme import THEMES
from tests.bot.e2e import send_click, table_now, wait_for_table
from tests.bot.test_e2e_troedel import open_solo, open_table
from tests.bot.test_e2e_troedel import troedelbot as troedelbot_fixture
from tests.bot.troedel_play import card_arg, choose, controller, only_table, panel_of, settle
from tests.discord_sim import DiscordSim, SimMessage

#: The bot with Speedfabel and Speedtrödel (the fixture of test_e2e_troedel).
troedelbot = troedelbot_fixture

Chooser = Callable[[State, int], Any]


def at_random(rng: random.Random) -> Chooser:
    """Any legal action, as the other Speedtrödel tests' hand chooses."""
    def chooser(state: State, seat: int) -> Any:
        legal = state.legal(seat)
        return legal[int(rng.random() * len(legal))]
    return chooser


async def play(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
               running: KitRunning, table: SimMessage, people: dict[int, str],
               chooser: Chooser, until: Callable[[State], bool] = State.is_over,
               limit: int = 3000) -> None:
    """People click what ``chooser`` picks through their panels, computers
    play after their delays, until ``until(state)`` holds or the game ends."""
    state = running.table.state
    for _ in range(limit):
        await settle(sim, bot)
        if state.is_over() or until(state):
            return
        mine = [d.seat for d in state.pending() if d.seat in people]
        if mine:
            seat = mine[0]
            person = sim.member(people[seat])
            await choose(person, await panel_of(person, table), chooser(state, seat))
        else:
            await clock.advance(3.0)
    raise AssertionError("the moment was not reached")


def theme_of(data: bytes) -> str:
    """The theme a picture is drawn in: the one whose background its corner shows."""
    corner = Image.open(io.BytesIO(data)).convert("RGB").getpixel((2, 2))
    return min(THEMES, key=lambda name: sum(
        (a - b) ** 2 for a, b in zip(THEMES[name].background, corner, strict=True)))


async def test_item_35_two_zeros_pick_strictly_in_the_order_they_were_laid(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Item 35: four people play until a trick holds two zeros of two
    people; the second zero's owner is refused while the first picks (the
    trick unchanged); the first picks through his buttons, then the second
    gets his buttons, without the card already taken, and picks; the
    Spielverlauf and the trick's receivers follow the played order."""
    people = {0: "anna", 1: "ben", 2: "carla", 3: "dario"}
    thread, table = await open_table(discord_sim, troedelbot, ("ben", "carla", "dario"),
                                     seed=59)
    running = only_table(troedelbot)
    state = running.table.state
    await play(discord_sim, troedelbot, clock, running, table, people,
               at_random(random.Random(1)),
               until=lambda s: s.phase == "pick" and len(s.queue) >= 2)
    assert state.phase == "pick" and len(state.queue) >= 2, "two zeros in one trick"
    first, second = (state.trick[i][0] for i in state.queue[:2])
    assert first != second and state.trick.index(
        next(p for p in state.trick if p[0] == first and is_zero(p[1]))) < state.trick.index(
        next(p for p in state.trick if p[0] == second and is_zero(p[1])))
    names = running.presenter.names
    await wait_for_table(discord_sim, table, contains=(
        f"Schnäppchenblick: {names[first]} nimmt eine Karte aus dem Stich, danach {names[second]}"))

    # the second zero's owner tries to pick before the first: refused
    later = discord_sim.member(people[second])
    his = await panel_of(later, table)
    assert not any(card_arg(b.custom_id)[0] == "pick" for b in his.buttons)
    assert f"du wählst nach {names[first]}." in his.text
    offered = state.pick_cards()
    before, trick = len(running.table.actions), list(state.trick)
    forged = await send_click(discord_sim, later, his,
                              f"tb:{running.table.id}:{running.table.step_of(second)}"
                              f":pick:{offered[0]}")
    refusal = await forged.wait_for_reply(contains="nicht dran")
    assert refusal.is_ephemeral
    assert len(running.table.actions) == before and state.trick == trick
    assert state.view(None).picking == first

    # the first picks through his own buttons (a card that is no zero)
    earlier = discord_sim.member(people[first])
    panel = await panel_of(earlier, table)
    assert sorted(int(card_arg(b.custom_id)[1]) for b in panel.buttons) == offered
    taken = next(c for c in offered if not is_zero(c))
    await choose(earlier, panel, PickCard(first, taken))
    await settle(discord_sim, troedelbot)

    # now the second, and only now: his buttons no longer offer that card
    assert state.phase == "pick" and state.view(None).picking == second
    assert _receiver(state, taken) == first
    panel = await panel_of(later, table)
    now = sorted(int(card_arg(b.custom_id)[1]) for b in panel.buttons)
    assert now == state.pick_cards() and taken not in now
    then = now[0]
    await choose(later, panel, PickCard(second, then))
    await settle(discord_sim, troedelbot)
    lines = running.presenter.lines
    picked = [line for line in lines if line.startswith("Schnäppchenblick:")]
    assert picked[-2:] == [f"Schnäppchenblick: {names[first]} nimmt {card_name(taken)}.",
                           f"Schnäppchenblick: {names[second]} nimmt {card_name(then)}."]
    assert _receiver(state, taken) == first and _receiver(state, then) == second


def _receiver(state: State, card: int) -> int:
    """Who took ``card`` of the trick being resolved (or of the last trick)."""
    view = state.view(None)
    if view.phase == "pick":
        return view.receivers[[c for _, c in view.trick].index(card)]
    return next(to for _, c, to in view.last_trick if c == card)


def _steered(rng: random.Random) -> Chooser:
    """Lays a zero or Heute gefragt whenever it may (so the person gets a
    zero's pick and a suit to name), else any legal action."""
    def chooser(state: State, seat: int) -> Any:
        legal = state.legal(seat)
        wanted = [a for a in legal if state.phase == "play"
                  and (is_zero(a.card) or a.card == HEUTE)]
        return wanted[0] if wanted else legal[int(rng.random() * len(legal))]
    return chooser


async def _rat(sim: DiscordSim, running: KitRunning, table: SimMessage) -> str:
    """Anna asks the Rat; its answer, checked to be the strong computer's
    for her own view (with the table's Rat rng), laying nothing."""
    table_state = running.table
    decision = next(d for d in table_state.state.pending() if d.seat == 0)
    rng = random.Random(derive_seed(table_state.seed, table_state.seq, 0, "rat"))
    expected = advise(table_state.state.view(0), decision, rng)
    before = len(table_state.actions)
    anna = sim.member("anna")
    answer = await (await anna.click(await table_now(sim, table), "Rat")).wait_for_reply(
        contains="Rat", timeout=90)
    assert answer.is_ephemeral and len(table_state.actions) == before
    for reason in expected.reasons:
        assert reason in answer.text
    assert len(expected.reasons) >= 2                         # the choice and why
    return answer.text


async def test_item_95_the_rat_for_a_zeros_pick_and_for_heute_gefragt(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Item 95: at a Rekordjagd Anna lays her zeros and Heute gefragt; while
    her zero picks, the Rat names a card of the trick and why; while she
    names a suit, the Rat names a suit and why; neither lays anything. A
    table with two people has no Rat, and a forged Rat click there is
    refused."""
    controller(troedelbot).new_seed = lambda: 36
    thread, table = await open_solo(discord_sim, computers=4)
    running = only_table(troedelbot)
    state = running.table.state
    chooser = _steered(random.Random(4))
    asked: set[str] = set()
    while asked != {"pick", "name"}:
        await play(discord_sim, troedelbot, clock, running, table, {0: "anna"}, chooser,
                   until=lambda s: any(d.seat == 0 and d.kind in {"pick", "name"} - asked
                                       for d in s.pending()))
        assert not state.is_over(), f"Anna never had to decide {({'pick', 'name'} - asked)}"
        kind = next(d.kind for d in state.pending() if d.seat == 0)
        text = await _rat(discord_sim, running, table)
        if kind == "pick":
            card = next(c for c in state.pick_cards() if f"Nimm {card_name(c)} aus" in text)
            assert card in state.pick_cards()
        else:
            assert re.search(r"Nenne (Porzellan|Spielzeug|Bücher|Messing|Smaragd)\.", text)
        asked.add(kind)
    controller(troedelbot).tables.clear()

    thread, table = await open_table(discord_sim, troedelbot, ("ben",), computers=1)
    two = only_table(troedelbot)
    assert "Rat" not in (await table_now(discord_sim, table)).button_labels
    forged = await send_click(discord_sim, discord_sim.member("anna"), table,
                              f"tb:{two.table.id}:-:rat:")
    await forged.wait_for_reply(contains="nur an Solo-Tischen")


async def test_item_66_a_leergekauft_end_shows_the_rounds_played_not_a_round_never_dealt(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Item 66 (the known bug): five people play until the market closes
    before round 5 is dealt (Leergekauft); the table message then says the
    game ended after round 4 and why, not "Runde 5 von 8"; the end board
    says Leergekauft too."""
    people = {0: "anna", 1: "ben", 2: "carla", 3: "dario", 4: "emil"}
    thread, table = await open_table(discord_sim, troedelbot, ("ben", "carla", "dario", "emil"),
                                     seed=16)
    running = only_table(troedelbot)
    state = running.table.state
    await play(discord_sim, troedelbot, clock, running, table, people,
               at_random(random.Random(1)))
    assert state.over_reason == "leergekauft" and len(state.history) == 4
    assert state.round == 5                           # the engine stands at the round not dealt
    end = await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
    assert "Leergekauft" in end.text
    # the table message (without its game buttons now) below the end's moments
    shown = await discord_sim.wait_for_message(thread, contains="Ende nach Runde 4 von 8",
                                               since=0)
    assert not shown.deleted and shown.attachments
    assert "Runde 5" not in shown.text and "Leergekauft" in shown.text.splitlines()[0]
    assert not any("Runde 5 von 8" in m.text for m in discord_sim.messages(thread)
                   if not m.deleted)


async def test_item_108_a_link_to_the_thread_and_its_button_seat_a_stranger_at_once(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Item 108: Anna's answer to /troedel tisch holds the thread's link; she
    posts it in the channel; Dario, who never used the bot, follows it and
    takes the free seat with the lobby's button at once, without a command;
    the game then starts with him."""
    anna, dario = discord_sim.member("anna"), discord_sim.member("dario")
    opened = await (await anna.run_command("troedel tisch", plaetze=3)).wait_for_reply(
        contains="Tisch ist offen")
    link = re.search(r"<#(\d+)>", opened.text)
    assert link is not None
    await anna.say(f"Kommt ihr? {link[0]}")
    invitation = next(m for m in discord_sim.messages(discord_sim.default_channel)
                      if m.text.startswith("Kommt ihr?"))
    thread = discord_sim.channel(int(re.search(r"<#(\d+)>", invitation.text)[1]))  # type: ignore[index]
    assert thread.id == int(link[1])
    lobby = await discord_sim.wait_for_message(thread, contains="Plätze", since=0)
    assert "Beitreten" in lobby.button_labels
    await dario.click(lobby, "Beitreten")
    await discord_sim.wait_until(lambda: "Dario" in lobby.text, what="Dario on the lobby")
    assert "2/3 Plätze" in lobby.text
    await anna.click(lobby, "Computer hinzufügen")
    await anna.click(lobby, "Starten")
    await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    running = only_table(troedelbot)
    assert [s.user_id for s in running.table.seats[:2]] == [anna.id, dario.id]


async def test_item_114_private_pictures_in_their_owners_theme_the_table_in_the_tables(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot) -> None:
    """Item 114: Ben chose Morgentau, Anna (the host) keeps Laternennacht:
    the table picture and the Kassensturz are in the table's theme; Ben's
    hand, his "Letzter Stich", a Ladentisch he looks at and his Händlerschule
    lesson are in his own theme, Anna's in hers."""
    ben = discord_sim.member("ben")
    await (await ben.run_command("troedel ansicht", thema="morgentau")).wait_for_reply(
        contains="Morgentau")
    thread, table = await open_table(discord_sim, troedelbot)
    running = only_table(troedelbot)
    assert theme_of((await table_now(discord_sim, table)).image_bytes()) == "laternennacht"
    anna = discord_sim.member("anna")
    assert theme_of((await panel_of(ben, table)).image_bytes()) == "morgentau"
    assert theme_of((await panel_of(anna, table)).image_bytes()) == "laternennacht"
    await play(discord_sim, troedelbot, clock, running, table, {0: "anna", 1: "ben", 2: "carla"},
               at_random(random.Random(1)), until=lambda s: s.round == 2)
    scored = await discord_sim.wait_for_message(thread, contains="Kassensturz – Runde 1")
    assert theme_of(scored.image_bytes()) == "laternennacht"
    for person, theme in ((ben, "morgentau"), (anna, "laternennacht")):
        # the table message moved below the Kassensturz
        here = await wait_for_table(discord_sim, table, contains="Runde 2 von 8")
        last = await (await person.click(here, "Letzter Stich")).wait_for_reply(
            contains="Letzter Stich")
        assert theme_of(last.image_bytes()) == theme, person.name
        laden = await (await person.click(here, "Dein Laden")).wait_for_reply(
            contains="Dein Laden")
        shop = await (await person.select(laden, "Ladentisch von …", ["2"])).wait_for_reply(
            contains="Ladentisch von")
        assert theme_of(shop.image_bytes()) == theme, person.name
    lesson = await (await ben.run_command("troedel schule")).wait_for_reply(
        contains="Händlerschule")
    await ben.click(lesson, lesson.button_labels[0])
    await discord_sim.wait_until(lambda: "Lektion 1:" in lesson.text and bool(
        lesson.attachments), what="the first lesson")
    assert theme_of(lesson.image_bytes()) == "morgentau"


def _other_guild(user: int, points: int) -> tuple[GameResult, tuple[Any, ...]]:
    """A finished Tagesmarkt of ``user`` on another server, as the shell stores it."""
    seats = (SeatResult(0, 1, points, points, daily_key=(points,)),
             *(SeatResult(i, i + 1, 0, 0) for i in range(1, 4)))
    holders = (HumanSeat(user, "Fremde"), *(ComputerSeat(Strength.NORMAL),) * 3)
    return GameResult("troedel", "standard", "runden", 8, seats), holders


def _running_in(bot: SpeedtischBot, thread_id: int) -> KitRunning:
    return next(r for r in controller(bot).tables.values() if r.thread.id == thread_id)


async def _tagesmarkt(sim: DiscordSim, bot: SpeedtischBot, name: str) -> tuple[Any, SimMessage]:
    opened = await (await sim.member(name).run_command("troedel tagesspiel")).wait_for_reply(
        contains="Solo-Partie")
    thread = sim.channel(int(re.search(r"<#(\d+)>", opened.text)[1]))  # type: ignore[index]
    table = await sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    return thread, table


async def test_item_93_the_tagesmarkt_list_abandoned_first_game_ties_and_the_server_filter(
        discord_sim: DiscordSim, clock: ManualScheduler, troedelbot: SpeedtischBot,
        storage: Storage) -> None:
    """Item 93: Anna starts the Tagesmarkt and stops after a few cards;
    that unfinished game does not block her next one. Ben finishes the same
    deal first, Anna then with the same cards laid: equal points, Ben ranks
    before her (the earlier finish). A game on another server shows in the
    list for all servers, not with "nur dieser Server"."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    thread, table = await _tagesmarkt(discord_sim, troedelbot, "anna")
    given_up = _running_in(troedelbot, thread.id)
    await play(discord_sim, troedelbot, clock, given_up, table, {0: "anna"},
               at_random(random.Random(5)), until=lambda s: len(
                   [a for a in given_up.table.actions if a.seat == 0]) >= 3)
    finished = []
    for name in ("ben", "anna"):
        thread, table = await _tagesmarkt(discord_sim, troedelbot, name)
        running = _running_in(troedelbot, thread.id)
        await play(discord_sim, troedelbot, clock, running, table, {0: name},
                   at_random(random.Random(7)))
        await discord_sim.wait_for_message(thread, contains="Rechenweg", timeout=30)
        finished.append(running.table.state.points[0])
    assert not given_up.table.state.is_over()
    assert finished[0] == finished[1]                       # the same deal, the same cards laid
    day = berlin_day(datetime.fromtimestamp(clock.now(), UTC))
    result, holders = _other_guild(4242, finished[0] + 1)
    await storage.results.record_game(result, holders, guild_id=987654, einsatz=None,
                                      finished_at=clock.now(), daily_day=day)
    listing = await storage.results.daily_list("troedel", "standard", day)
    assert [(e.user_id, e.points) for e in listing.top] == [
        (4242, finished[0] + 1), (ben.id, finished[0]), (anna.id, finished[0])]
    everywhere = await (await anna.run_command("troedel tagesliste")).wait_for_reply(
        contains="Tages-Bestenliste")
    ranks = [line for line in everywhere.text.splitlines() if re.match(r"\d+\. <@", line)]
    assert len(ranks) == 3 and "4242" in ranks[0]
    assert str(ben.id) in ranks[1] and str(anna.id) in ranks[2]
    here = await (await anna.run_command("troedel tagesliste", nur_dieser_server=True)
                  ).wait_for_reply(contains="Tages-Bestenliste")
    ranks = [line for line in here.text.splitlines() if re.match(r"\d+\. <@", line)]
    assert len(ranks) == 2 and str(ben.id) in ranks[0] and str(anna.id) in ranks[1]
    assert "4242" not in here.text
