"""Issue 38, item 6: every picture has an alt text (``discord.File(...,
description=...)``, read aloud by a screen reader and shown when a picture
does not load), drawn from the same view as the picture, that never names
what its reader may not know.

That each attachment of the e2e flows carries one is checked for every
simulator test by ``tests/bot/conftest.py``; that the table's and the
panels' alt texts stay the same under hidden twins, through Discord, by
``tests/bot/twincheck.py`` (test_e2e_twins). Here the hooks themselves, over
every game's demo.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.kit.demo import _next_action
from bot.kit.parts import look_alt, moment_alt
from bot.kit.plugin import GamePlugin
from bot.kit.runtime.pictures import ALT_LIMIT, alt_text, as_file
from bot.kit.settings import KitSettings
from bot.kit.ui import GameUI
from bot.registry import plugins
from engines.core import Event, GameInfo
from tests.bot.test_german import _names

PLUGINS = {p.info.name: p for p in plugins()}


def test_alt_text_is_plain_words_within_discords_limit() -> None:
    """Markup (bold, a countdown's timestamp, a mention) is not read aloud;
    a long text is cut at a word to 1,024 characters."""
    said = alt_text("**Runde 2** – <@123> ist dran <t:1800000000:R>\u200b")
    assert said == "Runde 2 – ist dran"
    long = alt_text("Fossil " * 400)
    assert len(long) <= ALT_LIMIT and long.endswith("Fossil…")
    upload = as_file(b"RIFF", "tisch", "**Der Tisch.** Ben ist dran.")
    assert upload.description == "Der Tisch. Ben ist dran."


def _play(info: GameInfo, seats: int) -> Iterator[tuple[Any, list[Event]]]:
    """Each state of the demo's game after a step, with the step's public
    events (:func:`bot.kit.demo.play`'s computers; the last one is over)."""
    settings = KitSettings.fresh(info, size=seats, bedenkzeit=None, einsatz="solo",
                                 strength="normal", theme="laternennacht")
    state = info.new_game(seats, 1, settings.engine_options(info))
    history: list[Event] = []
    steps = 0
    while not state.is_over():
        steps += 1
        events = state.apply(_next_action(info, state, 1, steps, "normal", history))
        if info.remembers:
            history.extend(events)
        yield state, [e for e in events if e.audience is None]


def _ui(plugin: GamePlugin) -> GameUI:
    assert plugin.ui is not None
    return plugin.ui


@pytest.mark.parametrize("name", sorted(PLUGINS))
def test_every_picture_of_a_demo_has_words(name: str) -> None:
    """The table at every step, each acting seat's hand, each moment and the
    end board get a description that says what the picture shows."""
    plugin = PLUGINS[name]
    ui, parts, info = _ui(plugin), plugin.parts, plugin.info
    names = _names(info, info.max_seats)
    state: Any = None
    moments = 0
    for step, (state, events) in enumerate(_play(info, info.max_seats)):
        for moment in parts.news.moments(events, state.view(None), names):
            if moment.picture is not None:
                assert len(alt_text(moment_alt(moment))) > 20
                moments += 1
        if step % 5:
            continue
        drawn = parts.table.picture_view(state.view(None))
        table = alt_text(parts.alts.table_alt(ui, drawn, names))
        assert len(table) > 30 and table.startswith("Der Tisch."), table
        for seat in {d.seat for d in state.pending()}:
            hand = alt_text(parts.alts.panel_alt(ui, state.view(seat), names))
            assert names[seat] in hand and len(hand) > 40, hand
    assert state is not None and state.is_over()
    end = alt_text(parts.ending.end_alt(state.view(None), info.summarize(state), names))
    assert all(n in end for n in names), end
    assert moments > 0 or name == "fabel"


@pytest.mark.parametrize("name", sorted(PLUGINS))
def test_no_alt_text_names_what_its_reader_may_not_know(name: str) -> None:
    """Under a hidden twin (a copy that differs only in what some readers
    may not know: a deck's order, another's hand or sealed choice), each of
    those readers' alt texts is the same: the public table's and each
    seat's own hand's."""
    plugin = PLUGINS[name]
    ui, parts, info = _ui(plugin), plugin.parts, plugin.info
    assert info.hidden_twins is not None
    names = _names(info, info.max_seats)
    rng = random.Random(38)
    compared = 0
    for step, (state, _) in enumerate(_play(info, info.max_seats)):
        if step % 11 or state.is_over():
            continue
        for what, twin, readers in info.hidden_twins(state, rng)[:3]:
            for reader in readers:
                if reader is None:
                    real = parts.alts.table_alt(
                        ui, parts.table.picture_view(state.view(None)), names)
                    other = parts.alts.table_alt(
                        ui, parts.table.picture_view(twin.view(None)), names)
                else:
                    real = parts.alts.panel_alt(ui, state.view(reader), names)
                    other = parts.alts.panel_alt(ui, twin.view(reader), names)
                assert real == other, (what, reader)
                compared += 1
    assert compared > 10


def test_fossil_moments_describe_their_picture() -> None:
    """Speedfossil's reveal and outcome pictures are described by the
    picture's own lines (who laid what where; who bought, stole, was
    caught), not by the message's heading alone."""
    plugin = PLUGINS["fossil"]
    parts, info = plugin.parts, plugin.info
    names = _names(info, 4)
    described = 0
    for state, events in _play(info, 4):
        for moment in parts.news.moments(events, state.view(None), names):
            alt = moment_alt(moment)
            assert alt != moment.text and alt.startswith("Runde") and "\n" in alt, alt
            assert any(n in alt for n in names), alt
            described += 1
    assert described > 10


def test_troedel_last_trick_is_described_card_by_card() -> None:
    """"Letzter Stich": the alt text names each card of the picture with its
    player and its receiver, not only the look's heading."""
    from bot.troedel.words import card_name
    plugin = PLUGINS["troedel"]
    parts, info = plugin.parts, plugin.info
    names = _names(info, 4)
    for state, _ in _play(info, 4):
        view = state.view(0)
        if len(view.last_trick) >= 3:
            break
    look = parts.controls.look("last", "", [], view, names)
    assert look is not None and look.picture is not None
    alt = look_alt(look)
    for player, card, receiver in view.last_trick:
        assert f"{names[player]} legte {card_name(card)}, {names[receiver]} bekommt" in alt


def test_fossil_album_alt_text_says_each_era_found_and_missing() -> None:
    """The album's alt text: per era the fossils found by name and how many
    of the era there are; a fossil not found is not named."""
    from engines.fossil.fossils import ERA_OF, FOSSILS
    alt = PLUGINS["fossil"].parts.ending.album_alt((FOSSILS[1].key, FOSSILS[44].key), "Speedfossil")
    assert alt.startswith("Sammleralbum · 2 von 45 gefunden")
    assert f"Zeitalter {ERA_OF[1]}, 1 von" in alt and FOSSILS[1].name in alt
    assert FOSSILS[44].name in alt and FOSSILS[2].name not in alt
