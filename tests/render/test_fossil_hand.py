"""Speedfossil's private panel picture (items 42 and 50 of
../shared/checklists/fossil.md): a Langfinger in arrest is grey in its
owner's hand; while his Langfinger picks, the Vitrine's fossils are large."""

from __future__ import annotations

import random

import pytest

from engines.fossil.actions import Inspect, SendThief, Show
from engines.fossil.fossils import FOSSILS
from engines.fossil.twins import hidden_twins
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.fossil.cardinfo import TALLEST, render_info_pages
from render.fossil.hand import CARD_GAP, CARD_H, WIDE_W, hand_cards, render_hand
from render.fossil.layout import MARGIN
from render.theme import PLAYER_COLOURS, THEMES, get_theme
from tests.fossil.helpers import era, table
from tests.render.fossil_games import LONG_NAMES
from tests.render.test_fossil_end import no_text_cut


def test_item_50_a_langfinger_in_arrest_is_grey_in_its_owners_hand() -> None:
    state = table(3, cells=[(1, 9), (0, 10)], home=[[1], [2], [3, 8]])
    cards = hand_cards(state.view(0))
    thieves = [c for c in cards if c.kind == "langfinger"]
    assert [(c.note, c.grey) for c in thieves] == [("1 Dienstjahr", False), ("Zelle 2", True)]
    assert not any(c.grey for c in cards if c.kind != "langfinger")
    for theme in sorted(THEMES):
        image = render_hand(state.view(0), names=LONG_NAMES[:3], theme=theme).convert("RGB")
        # the Langfinger row follows the Wechsel row; the second card is grey
        y = 60 + CARD_H + CARD_GAP + 6
        first = image.getpixel((MARGIN + 6, y))
        second = image.getpixel((MARGIN + WIDE_W + CARD_GAP + 6, y))
        assert first == PLAYER_COLOURS[0]
        assert second == get_theme(theme).grid


def test_item_42_the_robbed_vitrine_is_shown_large_while_the_thief_picks() -> None:
    vit = (era(2), era(3), era(4))
    state = table(3, collections=[[era(1)], list(vit), [era(5)]], market=[era(6), era(6, 1)])
    state.apply(SendThief(0, 10, "museum"))
    state.apply(Show(1, vit))
    state.apply(Inspect(2))
    assert state.phase == "steal"
    with no_text_cut() as cut:
        thief = render_hand(state.view(0), names=LONG_NAMES[:3])
        other = render_hand(state.view(2), names=LONG_NAMES[:3])
    assert cut == []
    assert thief.height > other.height + 3 * 64     # a large tile per fossil of the Vitrine
    assert thief.info[OVERFLOW_KEY] == ()
    assert {FOSSILS[f].name for f in vit} <= {FOSSILS[f].name for f in state.vitrines[1]}


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_item_92_the_hand_is_legible_at_400_px_and_the_same_for_every_hidden_twin(
        theme: str) -> None:
    state = table(4, market=[era(6), era(6, 1)])
    state.apply(SendThief(1, 9, "museum"))
    for seat in range(4):
        with no_text_cut() as cut:
            image = render_hand(state.view(seat), names=LONG_NAMES[:4], theme=theme)
        assert cut == []
        assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
        assert image.info[OVERFLOW_KEY] == ()
    for _, twin, readers in hidden_twins(state, random.Random(2)):
        for reader in readers:
            if reader is None:
                continue
            assert render_hand(twin.view(reader), names=LONG_NAMES[:4]).tobytes() == \
                render_hand(state.view(reader), names=LONG_NAMES[:4]).tobytes()


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_item_77_78_karten_info_pictures_legible_names_whole_same_for_every_twin(
        theme: str) -> None:
    state = table(4, cells=[(1, 9), (0, 10)], home=[[1], [2], [3, 8], [4, 7]],
                  market=[era(4), era(6)])
    state.apply(SendThief(1, 2, "museum"))
    topics = ["card.wechsel", "card.langfinger", "card.kommissar", "card.vitrine", "find.0",
              "find.1", *(f"era.{e}" for e in range(1, 7))]
    for topic in topics:
        with no_text_cut() as cut:
            pages = render_info_pages(state.view(0), topic, names=LONG_NAMES[:4], theme=theme)
        assert cut == [], topic
        for image in pages:   # issue 38: a phone shows each page whole
            assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
            assert image.info[OVERFLOW_KEY] == ()
            assert image.height <= TALLEST * image.width, (topic, image.size)
    for _, twin, readers in hidden_twins(state, random.Random(4)):
        for reader in readers:
            for topic in topics:
                assert [p.tobytes() for p in render_info_pages(
                    twin.view(reader), topic, names=LONG_NAMES[:4])] == [
                    p.tobytes() for p in render_info_pages(
                        state.view(reader), topic, names=LONG_NAMES[:4])]
