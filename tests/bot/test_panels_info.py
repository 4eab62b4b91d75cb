"""The Karten-Info selects on the public table message (item 137), in the
Meistermarkt with a second select for the Ahnenbriefe and the Kobolde, and
the private answers they give (items 138-140 at the table)."""

from __future__ import annotations

from typing import Any

import discord

from bot.client import SpeedtischBot
from bot.fabel import public
from bot.kit.components import components
from bot.kit.runtime.clock import ManualScheduler
from engines import fabel
from engines.fabel import Mode
from engines.fabel.cards import KINDS, KOBOLD, LETTER, Creature
from engines.texts import t
from tests.bot.e2e import assert_nobody_saw_secrets_of_others, people
from tests.bot.test_e2e_meister import LETTER_SEED, open_meister_table
from tests.discord_sim import DiscordSim

MAX_OPTIONS = 25


def _selects(rows: tuple[Any, ...]) -> dict[str, discord.ui.Select[Any]]:
    """The Discord selects the kit makes of the message's rows, by placeholder."""
    out = {}
    for item in components(1, None, rows).children:
        inner: Any = getattr(item, "item", item)
        if isinstance(inner, discord.ui.Select):
            out[inner.placeholder or ""] = inner
    return out


def _meister(seats: int = 3) -> fabel.State:
    return fabel.new_game(seats, 5, fabel.Options(mode=Mode.MEISTERMARKT, first_seat=0))


def test_item_137_klassisch_has_one_info_select_without_the_20er() -> None:
    state = fabel.new_game(3, 5, fabel.Options(first_seat=0))
    selects = _selects(public.public_rows(state.view(None), solo=False))
    assert list(selects) == [t("fabel.select.info")]
    values = [o.value for o in selects[t("fabel.select.info")].options]
    assert values == [*(f"c.{k}" for k in range(KINDS - 1, -1, -1)),
                      "m.0", "m.10", "m.50", "m.100", "m.200", "m.500", "deck"]


def test_item_137_meistermarkt_adds_letters_and_kobolde() -> None:
    """Every Ahnenbrief (with where it lies, public) and the Kobolde in a
    select of their own; both selects within Discord's 25 options, with
    different ids and rows."""
    state = _meister()
    state.deck.remove(LETTER + Creature.GREIF)
    state.letters[2][Creature.GREIF] = 1
    state.deck.remove(KOBOLD)
    state.kobolde[1] = 1
    state.deck.remove(LETTER + Creature.ZWERG)
    state.deck.append(LETTER + Creature.ZWERG)                 # Anna reveals it next
    state.apply(fabel.Reveal(0))
    assert state.phase == "meins"
    selects = _selects(public.public_rows(state.view(None), solo=False))
    cards, special = selects[t("fabel.select.info")], selects[t("fabel.select.info_meister")]
    assert "m.20" in [o.value for o in cards.options]
    assert len(cards.options) <= MAX_OPTIONS and len(special.options) <= MAX_OPTIONS
    assert cards.custom_id != special.custom_id and cards.row != special.row
    by_value = {o.value: o for o in special.options}
    assert list(by_value) == [*(f"l.{k}" for k in range(KINDS - 1, -1, -1)), "kobold"]
    assert by_value[f"l.{Creature.GREIF}"].description == "schon vergeben"
    assert by_value[f"l.{Creature.ZWERG}"].description == "auf der Bühne"
    assert by_value[f"l.{Creature.DRACHE}"].description == "noch im Stapel"
    assert by_value[f"l.{Creature.ZWERG}"].label == "Ahnenbrief Zwerg"
    assert by_value["kobold"].description == "verteilt 1, auf der Bühne 0, im Stapel 3"


async def test_item_137_meistermarkt_letter_kobold_and_deck_answer_privately(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """During a race Ben chooses the Nixe letter: a private picture with his
    points "statt" and from which number on he can press; then the Kobolde
    and the deck (letters and Kobolde still to come); nobody else sees them."""
    thread, table = await open_meister_table(discord_sim, speedtisch, LETTER_SEED)
    running = next(iter(speedtisch.controllers["fabel"].tables.values()))
    anna, ben, carla = people(discord_sim, speedtisch, running.table.id)
    await anna.click(table, "Versteigern")
    await discord_sim.wait_for_edit(table, contains="Zähler: **10**")
    menu = table.select_menu(t("fabel.select.info_meister"))
    stage = next(o for o in menu.options if o.get("description") == t(
        "fabel.select.info_letter_stage"))
    assert stage["value"] == f"l.{Creature.NIXE}"

    await ben.select(table, menu.custom_id, [f"l.{Creature.NIXE}"])
    answer = await ben.wait_for_ephemeral("Mit diesem Brief")
    assert answer.is_ephemeral and answer.filenames and answer.filenames[0].startswith("info")
    assert "Mit diesem Brief: 0 + 250 = 250 statt 0, +250." in answer.text
    assert t("fabel.info.m.race_from", counter=10, cards=7) in answer.text

    await ben.select(table, menu.custom_id, ["kobold"])
    kobold = await ben.wait_for_ephemeral(t("fabel.info.m.kobold_none"))
    assert kobold.is_ephemeral and kobold.filenames

    await carla.select(table, t("fabel.select.info"), ["deck"])
    deck = await carla.wait_for_ephemeral("Noch nicht aufgedeckt")
    assert "Noch nicht aufgedeckt: 9 Ahnenbriefe und 4 Kobolde." in deck.text
    assert deck.is_ephemeral and deck.filenames
    assert answer not in anna.sees(thread) and deck not in ben.sees(thread)
    players = dict(enumerate((anna, ben, carla)))
    assert_nobody_saw_secrets_of_others(thread, players, list(running.presenter.names))
