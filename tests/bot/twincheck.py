"""What every person is shown, compared between hidden twins, through Discord.

At a moment of a live table, the game's ``hidden_twins`` hook gives copies
of its state that differ only in what some readers may not know (a deck's
order, another's money or sealed choice ...). For each twin the table's
state is swapped for the twin, the table message is drawn again and each
person among the twin's readers opens "Meine Karten"; then the real state
comes back. Whatever a reader is shown (the table message's text, buttons,
select options and picture for the public; the panel's text, buttons,
options and picture for a seat) must be the same byte for byte under the
state and under every twin of which they are a reader: otherwise it shows
something that reader may not know.

Table time stands still meanwhile (the manual clock), so nothing but the
drawing reads the swapped state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.client import SpeedtischBot
from tests.bot.chaos import game_of, live_tables, settle
from tests.bot.faultplan import presenters_idle
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage
from tests.discord_sim.model import MESSAGE_COMPONENT


@dataclass
class TwinTally:
    """How many comparisons were made, and what differed."""

    moments: int = 0
    twins: int = 0
    public: int = 0
    panels: int = 0
    pictures: int = 0
    leaks: list[str] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)


def shown(message: SimMessage) -> tuple[Any, ...]:
    """Everything a person sees of a message, the picture's bytes and its
    alt text (what a screen reader reads of it) included."""
    pictures = tuple((message.image_bytes(i), message.attachments[i].description)
                     for i in range(len(message.attachments)))
    return message.text, repr(message.components), pictures


async def _public(sim: DiscordSim, bot: SpeedtischBot, running: Any,
                  thread: SimChannel) -> tuple[Any, ...] | None:
    presenter = running.presenter
    if presenter.message is None:
        return None
    presenter._picture_key = None     # draw the picture again, from the state now
    if hasattr(presenter, "_recent"):
        # the kit's picture also shows the last step's events (not the state):
        # every drawing here gets the same ones
        presenter._recent = list(getattr(running, "_twin_recent", []))
    await presenter.flush()
    await settle(sim, bot)
    await sim.wait_until(presenters_idle(bot), what="the table message")
    message = next((m for m in thread.messages if m.id == presenter.message.id), None)
    return None if message is None else shown(message)


async def _panel(sim: DiscordSim, person: Person, table: SimMessage) -> tuple[Any, ...] | None:
    hand = next((b for b in table.buttons if b.label == "Meine Karten" and b.custom_id), None)
    if hand is None:
        return None
    ix = await sim.start_interaction(kind=MESSAGE_COMPONENT, user=person.user,
                                     channel=table.channel,
                                     data={"custom_id": hand.custom_id, "component_type": 2},
                                     message=table)
    reply = await ix.wait_for_reply(ephemeral=True)
    return shown(reply)


async def _seen(sim: DiscordSim, bot: SpeedtischBot, running: Any, thread: SimChannel,
                people: dict[int, Person], readers: list[int | None]
                ) -> dict[int | None, tuple[Any, ...] | None]:
    seen: dict[int | None, tuple[Any, ...] | None] = {}
    seen[None] = await _public(sim, bot, running, thread)
    presenter = running.presenter
    table = next((m for m in thread.messages if presenter.message is not None
                  and m.id == presenter.message.id), None)
    for seat in readers:
        if seat is None or seat not in people or table is None:
            continue
        seen[seat] = await _panel(sim, people[seat], table)
        await settle(sim, bot)
    return seen


async def compare_twins(sim: DiscordSim, bot: SpeedtischBot, thread: SimChannel,
                        seated: list[Person], rng: random.Random, tally: TwinTally,
                        *, most: int = 3) -> None:
    """Compare what the readers see under each live table's state and under
    up to ``most`` of its hidden twins (see the module docstring)."""
    await settle(sim, bot)
    for running in live_tables(bot, thread):
        table = running.table
        hook = table.spec.info.hidden_twins
        if hook is None or table.state.is_over():
            continue
        people = {seat: person for person in seated
                  if (seat := table.seat_of(person.id)) is not None}
        running._twin_recent = list(getattr(running.presenter, "_recent", []))
        real = table.state
        twins = hook(real, rng)
        rng.shuffle(twins)
        tally.moments += 1
        everyone = sorted({r for _, _, readers in twins[:most] for r in readers},
                          key=lambda r: -1 if r is None else r)
        try:
            before = await _seen(sim, bot, running, thread, people, everyone)
            for what, twin, readers in twins[:most]:
                table.state = twin
                after = await _seen(sim, bot, running, thread, people, readers)
                table.state = real
                tally.twins += 1
                name = f"{game_of(bot, running)}: {what.split(' of ')[0]}"
                tally.kinds[name] = tally.kinds.get(name, 0) + 1
                for reader in readers:
                    if reader not in after or after[reader] is None:
                        continue
                    if reader is None:
                        tally.public += 1
                    else:
                        tally.panels += 1
                    tally.pictures += len(after[reader][2])  # type: ignore[index]
                    if after[reader] != before.get(reader):
                        part = _differs(before.get(reader), after[reader])
                        who = "the public" if reader is None else f"seat {reader}"
                        tally.leaks.append(f"{name}: {who} notices {what!r} ({part})")
        finally:
            table.state = real
            await _public(sim, bot, running, thread)


def _differs(a: tuple[Any, ...] | None, b: tuple[Any, ...] | None) -> str:
    if a is None or b is None:
        return "shown once only"
    parts = ("text", "components", "picture")
    return ", ".join(p for p, x, y in zip(parts, a, b, strict=True) if x != y) or "?"
