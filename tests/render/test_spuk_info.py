"""Speedspuk's Karten-Info picture (items 48, 49, 50 of
../shared/checklists/spuk.md): the card asked about beside the answer,
legible at 400 px in both themes with long names, and never a value the
reader's view does not hold."""

from __future__ import annotations

import pytest

from bot.spuk import info
from engines.spuk.actions import Cover, Draw, Look
from engines.spuk.options import Options
from engines.spuk.state import State, new_game
from engines.spuk.twins import hidden_twins
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.spuk.info import render_info
from render.theme import THEMES
from tests.render.conftest import TextLog

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Lady Nebel (Computer, leicht)",
         "Sir Kettenrassel (Computer, stark)")


def dealt(aid: bool = False) -> State:
    """Four rows of six after the first look, covered; seat 0 has drawn."""
    state = new_game(4, 3, Options(cards=6, first_seat=0, memory_aid=aid))
    for seat in range(4):
        state.apply(Look(seat, (0, 1, 2)))
    for seat in range(4):
        state.apply(Cover(seat))
    state.apply(Draw(0))
    return state


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_item_48_49_every_info_picture_is_legible_at_400_px_with_long_names(
        theme: str, drawn: TextLog) -> None:
    """Every topic of every reader: 720 px wide, smallest text >= 12 px at
    400 px, nothing outside the picture, every name whole."""
    state = dealt()
    for reader in range(4):
        view = state.view(reader)
        for topic, _ in info.topics(view, NAMES):
            text = info.answer(view, topic, NAMES)
            image = render_info(view, topic, text, NAMES, theme)
            assert image.width == 720
            assert float(image.info[MIN_TEXT_KEY]) * 400 / image.width >= 12
            assert image.info[OVERFLOW_KEY] == (), (topic, image.info[OVERFLOW_KEY])
    assert "Reihe von Lady Nebel (Computer, leicht), 6 Karten:" in drawn.flat()
    assert not any(text.endswith("…") for text in drawn.texts)


def test_item_50_the_info_picture_is_the_same_for_every_hidden_twin() -> None:
    """Item 50: the picture of any topic does not change between twins that
    differ in what its reader may not know (with and without the aid)."""
    import random

    for aid in (False, True):
        state = dealt(aid)
        for what, twin, readers in hidden_twins(state, random.Random(1)):
            for reader in readers:
                if reader is None:
                    continue
                real, other = state.view(reader), twin.view(reader)
                for topic, _ in info.topics(real, NAMES):
                    a = render_info(real, topic, info.answer(real, topic, NAMES), NAMES)
                    b = render_info(other, topic, info.answer(other, topic, NAMES), NAMES)
                    assert a.tobytes() == b.tobytes(), (what, reader, topic)
