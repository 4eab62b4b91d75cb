"""Item 79 at Discord level (issue 15): a whole game of two people and two
computers through the simulator, and everything each person is shown
checked against what that person may know at that moment.

- After every step, each new line of every message a person sees (the
  public ones and their own ephemerals: content, embeds, button labels,
  select placeholders and options) is scanned for the value of any card
  face down to them, or of another's drawn card (:mod:`tests.bot.spuk_secrets`);
  the public messages against what the public may know.
- At moments spread over the game, the engine's hidden twins (copies that
  differ in cards a reader has not seen, the deck order, another's drawn
  card) are put in the table's place: the table message (text, buttons,
  picture), each reader's "Meine Karten" panel (text, controls, picture)
  and each reader's Karten-Info answers to every topic must be the same
  byte for byte (:mod:`tests.bot.twincheck`).
"""

from __future__ import annotations

import random

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from engines.core import Event
from engines.spuk.actions import (
    Call,
    Cover,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from engines.spuk.state import State
from tests.bot import spuk_play
from tests.bot.faultplan import presenters_idle
from tests.bot.spuk_play import only_table, open_table, panel_of, play, settle, table_message
from tests.bot.spuk_secrets import Knowledge, Scan, knowledge, summary, visible
from tests.bot.twincheck import TwinTally, compare_twins
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage

#: The fixture with the bot (named in each test's arguments).
spukbot = spuk_play.spukbot
#: Steps between two comparisons of hidden twins, and the most comparisons.
TWIN_EVERY = 9
TWIN_MOMENTS = 6


def choice(state: State, seat: int, rng: random.Random) -> object:
    """A person's hand that tries every kind of step: looks at random
    places, takes the Ablage now and then, swaps one card or two (a group
    or a Fehlgriff), lays down and uses Kerze, Kristallkugel and
    Poltergeist, and calls after a few turns."""
    kinds = {d.kind for d in state.pending() if d.seat == seat}
    legal = state.legal(seat)
    n = len(state.rows[seat])
    if "look" in kinds:
        return Look(seat, tuple(sorted(rng.sample(range(n), state.options.look_count))))
    if "cover" in kinds:
        return Cover(seat)
    if "turn" in kinds:
        if Call(seat) in legal and state.turns >= 3 * state.seats and rng.random() < 0.4:
            return Call(seat)
        return TakeDiscard(seat) if TakeDiscard(seat) in legal and rng.random() < 0.25 \
            else Draw(seat)
    swaps = [a for a in legal if isinstance(a, Swap)]
    if swaps:
        pairs = [a for a in swaps if len(a.positions) == 2]
        roll = rng.random()
        if Discard(seat) in legal and roll < 0.35:
            return Discard(seat)
        if pairs and roll > 0.85:
            return rng.choice(pairs)
        return rng.choice([a for a in swaps if len(a.positions) == 1])
    uses = [a for a in legal if isinstance(a, Peek | Poltern)]
    if uses and rng.random() < 0.8:
        return rng.choice(uses)
    return Pass(seat)


async def info_answers(sim: DiscordSim, person: Person,
                       table: SimMessage) -> dict[str, tuple[str, tuple[bytes, ...]]]:
    """Karten-Info as the person asks it: every topic of the select, each
    answer's text and pictures."""
    menu = await (await person.click(table, "Karten-Info")).wait_for_reply(
        contains="Karten-Info")
    assert menu.is_ephemeral and menu.ephemeral_for == person.id    # item 48: flag 64
    out = {}
    for option in menu.select_menu().options:
        before = menu.updated_seq
        await (await person.select(menu, None, [option["value"]])).wait_answered()
        await sim.wait_until(lambda b=before: menu.updated_seq > b, what="the info answer")
        pictures = tuple(menu.image_bytes(i) for i in range(len(menu.attachments)))
        out[str(option["value"])] = (menu.text, pictures)
    return out


async def compare_info(sim: DiscordSim, bot: SpeedtischBot, thread: SimChannel,
                       people: dict[int, Person], rng: random.Random, scan: Scan,
                       tally: dict[str, int]) -> None:
    """Each person's Karten-Info answers under the state and under hidden
    twins of which they are a reader: the same; and every answer scanned."""
    running = only_table(bot)
    table = running.table
    real = table.state
    twins = table.spec.info.hidden_twins(real, rng)
    message = await table_message(sim, thread)
    try:
        for seat, person in people.items():
            know = knowledge(real, seat, ())
            before = await info_answers(sim, person, message)
            for topic, (text, _) in before.items():
                scan.text(text.splitlines(), know, f"seat {seat} info {topic}")
            tally["info answers"] += len(before)
            # item 48: every answer comes with its picture
            tally["info pictures"] += sum(len(pictures) == 1 for _, pictures in before.values())
            mine = [(what, twin) for what, twin, readers in twins if seat in readers]
            for what, twin in mine[:2]:
                table.state = twin
                after = await info_answers(sim, person, message)
                table.state = real
                tally["info twins"] += 1
                for topic in before.keys() | after.keys():
                    if before.get(topic) != after.get(topic):
                        scan.leaks.append(f"seat {seat} notices {what!r} in the info "
                                          f"on {topic}: {before.get(topic)} / {after.get(topic)}")
    finally:
        table.state = real
    await settle(sim, bot)


def scan_now(sim: DiscordSim, thread: SimChannel, state: State, people: dict[int, Person],
             recent: list[Event], scan: Scan, last: dict[int | None, Knowledge]) -> None:
    """Scan the new lines of every message: the public ones against the
    public's knowledge, each person's ephemerals against theirs.

    A message version that is new now was drawn since the last scan (a
    panel pushed when a decision opened can land after the next click): it
    may name what its reader knew at the last scan or knows now, and what
    the steps between laid open; secret is what is hidden now."""
    messages = list(thread.messages)
    for seat, user in ((None, None), *((s, p.id) for s, p in people.items())):
        now = knowledge(state, seat, recent)
        before = last.get(seat, now)
        last[seat] = now
        know = Knowledge(now.secret, now.allowed | before.allowed)
        for message in visible(messages, user):
            scan.message(message, seat, know, "public" if seat is None else f"seat {seat}")


async def test_item_79_every_message_and_picture_shows_a_person_only_what_they_may_know(
        discord_sim: DiscordSim, clock: ManualScheduler, spukbot: SpeedtischBot) -> None:
    """Item 79 (with 17, 36, 39, 41, 44, 48, 50): Anna and Ben with two
    computers play a whole game through the simulator, every kind of step
    clicked; nothing any of them (or the public) is shown names or pictures
    a value they may not know, and no view of theirs changes between hidden
    twins (see the module docstring)."""
    rng = random.Random(79)
    spuk_play.controller(spukbot).new_seed = lambda: 7979
    thread = await open_table(discord_sim, ("ben",), computers=2)
    people = {0: discord_sim.member("anna"), 1: discord_sim.member("ben")}
    running = only_table(spukbot)
    table = running.table
    state = table.state
    scan = Scan()
    twins = TwinTally()
    tally = {"steps": 0, "info answers": 0, "info pictures": 0, "info twins": 0}
    kinds: set[str] = set()
    seen_events = 0
    last: dict[int | None, Knowledge] = {}
    for step in range(900):
        await settle(discord_sim, spukbot)
        await discord_sim.wait_until(presenters_idle(spukbot), what="the table message")
        recent = table.events[seen_events:]
        seen_events = len(table.events)
        kinds.update(type(e).__name__ for e in recent)
        scan_now(discord_sim, thread, state, people, list(recent), scan, last)
        if state.is_over():
            break
        if step % TWIN_EVERY == 4 and twins.moments < TWIN_MOMENTS:
            seated = list(people.values())
            await compare_twins(discord_sim, spukbot, thread, seated, rng, twins, most=3)
            if twins.moments in (1, 4):
                await compare_info(discord_sim, spukbot, thread, people, rng, scan, tally)
            scan_now(discord_sim, thread, state, people, [], scan, last)
        mine = [d.seat for d in state.pending() if d.seat in people]
        if mine:
            seat = rng.choice(mine)
            panel = await panel_of(people[seat], discord_sim, thread)
            await play(people[seat], panel, choice(state, seat, rng))
            tally["steps"] += 1
        else:
            await clock.advance(3.0)
    assert state.is_over(), "the game reached its end"
    end = await discord_sim.wait_for_message(thread, contains="Abrechnung", timeout=30)
    scan_now(discord_sim, thread, state, people, [], scan, last)
    assert end.attachments
    print(summary(scan, {**tally, "twins": twins.twins, "panels": twins.panels,
                         "pictures": twins.pictures}))
    assert not scan.leaks, "\n".join(scan.leaks[:20])
    assert not twins.leaks, "\n".join(twins.leaks)
    # the game went through what can leak: seen cards, actions, groups or Fehlgriffe
    assert {"Seen", "PeekedAt", "Swapped", "RoundScored", "Called"} <= kinds, kinds
    assert {"Poltered", "Fehlgriff"} & kinds, kinds
    assert scan.secrets >= 8 and scan.lines > 500
    assert twins.twins >= 10 and twins.panels >= 10 and twins.pictures >= 20
    assert tally["info answers"] >= 40 and tally["info twins"] >= 4
    assert tally["info pictures"] == tally["info answers"]


def test_item_79_the_scan_finds_a_face_down_value_and_lets_open_ones_pass() -> None:
    """The scan itself: after the deal every row card is secret to the
    public, the Ablage's card is not; a line naming a face-down card's
    value (label, name or Schreckwert) is caught, unless that value is
    open elsewhere."""
    from engines.spuk.actions import Look as LookAt
    from engines.spuk.narrate import card_label, card_name
    from engines.spuk.options import Options
    from engines.spuk.state import new_game

    state = new_game(2, 5, Options(first_seat=0))
    public = knowledge(state, None, ())
    top = state.ablage[-1]
    hidden = next(v for row in state.rows for slot in row
                  if (v := slot.value) not in public.allowed)
    assert hidden in public.secret and top in public.allowed
    assert not public.leaks(f"Ablage: {card_label(top)}")
    for line in (f"Ben · Platz 2: {card_label(hidden)}", f"Schreckwert {hidden}",
                 f"offen {card_name(hidden)}" if hidden != 11 else "11 Poltergeist"):
        assert public.leaks(line), line
    state.apply(LookAt(0, (0, 1)))
    mine = knowledge(state, 0, ())
    assert not mine.leaks(f"Platz 1: {card_label(state.rows[0][0].value)}")
