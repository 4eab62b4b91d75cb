"""Speedspuk's pictures (items of ../shared/checklists/spuk.md named per
test): legible at 400 px width in both themes with long real names, names
whole, contrast, and never a value the reader may not see."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PIL import Image

from engines.core.playout import random_step
from engines.spuk.actions import Cover, Discard, Draw, Look, Peek, Swap, TakeDiscard
from engines.spuk.options import Options
from engines.spuk.state import State, new_game
from engines.spuk.twins import hidden_twins
from render import fonts
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.spuk import cards
from render.spuk.cards import FACE, FACE_INK, LARGE, SMALL, TAG, value_ink
from render.spuk.hand import open_labels, render_hand
from render.spuk.scoring import end_pages, render_end, render_scoring
from render.spuk.table import (
    CAPTION,
    CARD_H,
    CARD_W,
    GAP,
    HEADER,
    MARGIN,
    ROW_HEAD,
    ROW_HEIGHT,
    Last,
    name_room,
    render_table,
    row_status,
)
from render.theme import PLAYER_COLOURS, THEMES, contrast, ink
from tests.render.conftest import TextLog

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Graf Gruselich (Computer, leicht)",
         "Sir Kettenrassel (Computer, stark)")


def played(seats: int, wanted: Callable[[State], bool], options: Options | None = None,
           games: int = 60) -> State:
    """The first state of seeded random games for which ``wanted`` holds."""
    for seed in range(games):
        state = new_game(seats, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(random_step(state, rng))
            if wanted(state):
                return state
    raise LookupError("no such state")


def small(image: Image.Image) -> float:
    """The smallest text of ``image`` at 400 px width."""
    return float(image.info[MIN_TEXT_KEY]) * 400 / image.width


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("seats", [2, 4])
def test_item_85_pictures_are_legible_at_400_px_in_both_themes_with_long_names(
        seats: int, theme: str) -> None:
    """The table, the private picture (with a drawn card), the scoring and
    the end board: smallest text >= 12 px at 400 px, nothing outside."""
    state = played(seats, lambda s: s.phase == "drawn" and s.turns > 6,
                   Options(cards=6, memory_aid=True))
    names = NAMES[:seats]
    pictures = [render_table(state.view(None), names=names, theme=theme,
                             last=Last(((0, 1),), "Ein langer Satz " * 12)),
                render_hand(state.view(state.turn_seat), names=names, theme=theme)]
    over = played(seats, State.is_over)
    pictures.append(render_scoring(over.history[-1], names=names, theme=theme))
    pictures += end_pages(over.view(None), over.result(), names=names, theme=theme)
    for image in pictures:
        assert image.width == 720
        assert image.height <= 1.6 * image.width    # issue 38: pages a phone shows whole
        assert small(image) >= 12
        assert image.info[OVERFLOW_KEY] == ()


def test_item_85_the_same_view_in_both_themes_differs_only_in_the_table() -> None:
    """Item 85: the themes give different pictures of one view."""
    view = new_game(3, seed=4).view(None)
    dark, light = (render_table(view, names=NAMES[:3], theme=t) for t in sorted(THEMES))
    assert dark.size == light.size and dark.tobytes() != light.tobytes()


def test_names_are_never_cut_off(drawn: TextLog) -> None:
    """Every long name fits beside the longest status of its row, and is
    drawn whole in every picture."""
    for name in NAMES:
        assert fonts.fit(name, SMALL, name_room() - SMALL) == name
    state = played(4, State.is_over)
    render_table(state.view(None), names=NAMES)
    render_scoring(state.history[-1], names=NAMES)
    render_end(state.view(None), state.result(), names=NAMES)
    render_hand(state.view(2), names=NAMES)
    for name in NAMES:
        assert drawn.texts.count(name) >= 3, name
    assert not any(text.endswith("…") for text in drawn.texts)


def test_text_on_colour_has_at_least_4_5_to_1_contrast() -> None:
    """Names on the player colours, values on faces and tags, theme texts."""
    for colour in PLAYER_COLOURS:
        assert contrast(ink(colour), colour) >= 4.5, colour
    for value in range(14):
        assert contrast(value_ink(value), FACE) >= 4.5, value
        assert contrast(value_ink(value), TAG) >= 4.5, value
    assert contrast(FACE_INK, TAG) >= 4.5
    for th in THEMES.values():
        for surface in (th.panel, th.background, th.glow):
            assert contrast(th.text, surface) >= 4.5, th.name
        assert contrast(th.muted, th.panel) >= 4.5, th.name


def test_item_24_41_42_the_dots_of_who_has_seen_a_card_in_the_seers_colours() -> None:
    """Items 41, 42: seat 2 takes the Ablage card into its fourth place: the
    other three players' dots stand at the top left of that card."""
    state = new_game(4, seed=3, options=Options(first_seat=1))
    for seat in range(4):
        state.apply(Look(seat, (0, 1)))
    for seat in range(4):
        state.apply(Cover(seat))
    state.apply(TakeDiscard(1))
    state.apply(Swap(1, (3,)))
    card = state.view(None).rows[1].cards[3]
    assert card.dots == (0, 2, 3)
    image = render_table(state.view(None), names=NAMES)
    x = MARGIN + 12 + 3 * (CARD_W + GAP) + 6
    y = HEADER + CAPTION + (ROW_HEIGHT + 6) + ROW_HEAD + 6
    for k, seat in enumerate(card.dots):
        centre = (x + 7 + k * 17, y + 7)
        assert image.getpixel(centre) == PLAYER_COLOURS[seat], (seat, centre)
    assert CARD_H > 0


def test_item_17_24_the_public_picture_is_the_same_for_every_hidden_twin() -> None:
    """No face-down value, no drawn card: the public picture of every twin
    (deck order, an unseen row card, the drawn card) is the same."""
    state = played(4, lambda s: s.phase == "drawn" and s.held_source == "deck" and s.turns > 5)
    picture = render_table(state.view(None), names=NAMES).tobytes()
    twins = hidden_twins(state, random.Random(1))
    assert any(what == "drawn card" for what, _, _ in twins)
    for _, twin, readers in twins:
        if None in readers:
            assert render_table(twin.view(None), names=NAMES).tobytes() == picture


def _seen_and_covered(aid: bool) -> tuple[State, State]:
    """A state after a Kristallkugel on seat 2's card, covered, and a copy in
    which that card has another value (what seat 0 saw)."""
    state = new_game(3, seed=8, options=Options(memory_aid=aid, first_seat=0))
    for seat in range(3):
        state.apply(Look(seat, (0, 1)))
    for seat in range(3):
        state.apply(Cover(seat))
    # seat 0 draws until it holds a 9 or 10 (the others just lay down)
    for _ in range(60):
        seat = state.turn_seat
        state.apply(Draw(seat))
        if seat == 0 and state.held in (9, 10):
            state.apply(Discard(0))
            state.apply(Peek(0, 2, 3))
            state.apply(Cover(0))
            break
        state.apply(Discard(seat))
        if state.phase == "action":
            from engines.spuk.actions import Pass
            state.apply(Pass(seat))
    else:
        raise AssertionError("no 9 or 10 for seat 0")
    twin = state.copy()
    slot = twin.rows[2][3]
    i = next(i for i, v in enumerate(twin.deck) if v != slot.value)
    slot.value, twin.deck[i] = twin.deck[i], slot.value
    return state, twin


def test_item_39_50_without_the_aid_a_covered_card_shows_no_value() -> None:
    """Item 39: after "Zudecken" seat 0's private picture is the same
    whatever value the card it saw has: only the eye, no value."""
    state, twin = _seen_and_covered(aid=False)
    assert state.view(0).rows[2].cards[3].eye(0) is not None
    assert state.view(0).rows[2].cards[3].value is None
    assert render_hand(state.view(0), names=NAMES[:3]).tobytes() == render_hand(
        twin.view(0), names=NAMES[:3]).tobytes()


def test_item_46_with_the_aid_the_seen_value_stands_small_only_in_the_own_picture(
        drawn: TextLog) -> None:
    """Item 46: with the Gedächtnishilfe seat 0's private picture shows the
    value it saw on seat 2's card; the public picture does not."""
    state, twin = _seen_and_covered(aid=True)
    value = state.rows[2][3].value
    assert state.view(0).rows[2].cards[3].value == value
    assert render_hand(state.view(0), names=NAMES[:3]).tobytes() != render_hand(
        twin.view(0), names=NAMES[:3]).tobytes()
    assert render_table(state.view(None), names=NAMES[:3]).tobytes() == render_table(
        twin.view(None), names=NAMES[:3]).tobytes()


def test_item_10_an_open_card_shows_its_value_and_name_large(drawn: TextLog) -> None:
    """Item 10: after the first look the private picture says "Platz 2:
    3 Eule" in large type beside the face-up cards."""
    state = new_game(2, seed=1)
    state.apply(Look(0, (1, 3)))
    view = state.view(0)
    labels = open_labels(view, NAMES[:2])
    value = state.rows[0][1].value
    assert labels[0] == f"Platz 2: {value} {cards.t(f'spuk.card.{value}')}"
    render_hand(view, names=NAMES[:2])
    assert all(label in drawn.texts for label in labels)
    assert LARGE >= 30


def test_item_38_the_eye_counts_turns_since_the_last_look(drawn: TextLog) -> None:
    """Item 38: the eye on a seen card carries the turns since the look."""
    state = played(4, lambda s: s.phase == "turn" and s.turns == 3)
    view = state.view(0)
    eyes = [c.eye(0) for c in view.rows[0].cards if c.eye(0) is not None]
    assert eyes
    render_hand(view, names=NAMES)
    for eye in eyes:
        assert f"👁{eye}" in drawn.texts


def test_item_22_the_callers_row_says_it_is_protected() -> None:
    """The caller's status names his protection (and a lock on each card)."""
    state = played(3, lambda s: s.caller is not None and s.phase == "turn")
    caller = state.caller
    assert caller is not None
    assert "Rufer, geschützt" in row_status(state.view(None), caller)


def test_the_deck_count_never_touches_the_ablage_cards_name() -> None:
    """Seen at 400 px: "34 Karten" ran into "Schlossdiener" under the Ablage.
    For every card name and any deck count, the two captions keep a gap."""
    from engines.texts import t
    from render import fonts
    from render.spuk.table import CARD_W, MARGIN, SMALL, WIDTH, deck_x

    ax = WIDTH - MARGIN - 20 - CARD_W
    sx = deck_x(ax)
    count_right = sx + CARD_W / 2 + fonts.text_width(
        t("spuk.pic.deck_count", count=88), SMALL) / 2
    for value in range(14):
        half = fonts.text_width(t(f"spuk.card.{value}"), SMALL) / 2
        name_left = min(ax + CARD_W / 2, WIDTH - MARGIN - half) - half
        assert count_right + 8 <= name_left, value


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_turn_stands_on_one_line_in_the_head(seats: int, drawn: TextLog) -> None:
    """Issue 38 leftover: the head wrapped "Zug 8 von / 120" onto two lines;
    the turn stands whole on one line, up to the last turn ("Zug 120 von
    120"), beside the Stapel's card."""
    from dataclasses import replace

    from engines.texts import t

    state = new_game(seats, seed=1)
    rng = random.Random(1)
    while state.view(None).phase == "look":
        state.apply(random_step(state, rng))
    view = state.view(None)
    for turns in (7, view.strike_at - 1):
        drawn.clear()
        image = render_table(replace(view, turns=turns), names=("Eßer-Übelhör Magdalena",) * seats)
        line = t("spuk.pic.turns", turns=turns + 1, strike=view.strike_at)
        assert line in drawn.texts, (turns, [x for x in drawn.texts if "Zug" in x])
        assert image.info[OVERFLOW_KEY] == ()
