"""The Karten-Info pictures of the Meistermarkt's own cards: the
Ahnenbrief, the Kobolde and the deck with its letters and Kobolde to come
(items 137-140 carried over to the Meistermarkt)."""

from __future__ import annotations

import pytest
from PIL import Image

from engines.fabel.actions import LayCard, Reveal
from engines.fabel.cards import KINDS, KOBOLD, Creature
from engines.fabel.info import creature_info, deck_info
from engines.fabel.info_meister import kobold_info, letter_info
from engines.fabel.phases import BRIEF_PAY, KOBOLD_PHASE, MEINS, OVER
from engines.fabel.state import State
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.encode import encode
from render.fabel.info import WIDTH, render_info
from render.theme import THEMES
from tests.fabel.test_info_meister import (
    NAMES,
    give_kobolde,
    give_letter,
    meister,
    zwerg_race,
)
from tests.render.conftest import TextLog
from tests.render.fabel_scenes import find_meister_scenes
from tests.render.meister_helpers import first_meister_state

C = Creature
SIX = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")


def _legible(image: Image.Image) -> None:
    """Portrait, nothing cut off, and at 400 px width the smallest text is
    still 12 px high."""
    assert image.width == WIDTH and image.height > image.width
    assert image.info[OVERFLOW_KEY] == ()
    assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12


def _states() -> list[State]:
    """Meistermarkt states at 2, 4 and 6 players: a race, a letter being paid,
    a Kobold round, and some of the gallery's scenes."""
    states = [first_meister_state(4, lambda s: s.phase == MEINS),
              first_meister_state(6, lambda s: s.phase == KOBOLD_PHASE),
              first_meister_state(6, lambda s: s.phase == BRIEF_PAY),
              first_meister_state(2, lambda s: any(any(r) for r in s.letters)
                                  and any(s.kobolde))]
    scenes = find_meister_scenes(6)
    states += [scenes[name] for name in sorted(scenes) if scenes[name].phase != OVER][:3]
    return states


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_items_137_138_every_meistermarkt_info_renders_in_both_themes(theme: str) -> None:
    for state in _states():
        names = SIX[:state.seats]
        for seat in (None, *range(state.seats)):
            view = state.view(seat)
            for kind in range(KINDS):
                _legible(render_info(letter_info(view, kind), names=names, theme=theme))
            _legible(render_info(kobold_info(view), names=names, theme=theme))
            _legible(render_info(deck_info(view), names=names, theme=theme))
        _legible(render_info(creature_info(state.view(0), C.DRACHE), names=names, theme=theme))


def test_item_138_letter_picture(drawn: TextLog) -> None:
    """The letter's picture: its card, "+250", where it lies, who holds which
    letters, the points with it "statt" without (item 102's form), glued so
    the formula is never split, and the rule."""
    state = zwerg_race()
    give_letter(state, 2, C.DRACHE)
    render_info(letter_info(state.view(1), C.ZWERG), names=NAMES)
    text = drawn.flat().replace("\u00a0", " ")
    assert {"Ahnenbrief Zwerg", "+250", "Auf der Bühne.", "Wer hat welche Briefe?"} <= set(
        drawn.texts)
    assert {"Anna", "Ben", "Cem", "Dora", "Bühne", "im Stapel: 8"} <= set(drawn.texts)
    assert "Mit diesem Brief: (1090 + 250) × 2 = 2680 statt 2180, +500." in text
    assert any("(1090\u00a0+\u00a0250)\u00a0×\u00a02\u00a0=\u00a02680" in x for x in drawn.texts)
    assert "zählt er vor dem Malnehmen (Schritt 3), sonst danach als freier Brief" in text
    drawn.clear()
    render_info(letter_info(state.view(0), C.DRACHE), names=NAMES)
    assert "Bei Cem." in drawn.texts


def test_item_138_letter_picture_draws_the_letter_tokens(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """Each player's letters appear as tokens: one per letter held, one for
    the letter on the stage, plus the big card."""
    import render.fabel.info as info_module
    asked: list[tuple[int, int]] = []
    original = info_module.cards.letter_icon

    def recording(kind: int, size: int) -> Image.Image:
        asked.append((kind, size))
        return original(kind, size)

    monkeypatch.setattr(info_module.cards, "letter_icon", recording)
    state = zwerg_race()
    give_letter(state, 2, C.DRACHE)
    give_letter(state, 2, C.GREIF)
    render_info(letter_info(state.view(1), C.GREIF), names=NAMES)
    assert sorted(kind for kind, _ in asked) == sorted([C.DRACHE, C.GREIF, C.ZWERG])


def test_item_138_kobold_picture(drawn: TextLog) -> None:
    """The Kobolde's picture: what all four would cost the reader, large,
    who holds how many, the strike and the reversed trade."""
    state = meister(4, creatures={0: {C.NIXE: 4, C.TROLL: 4, C.DRACHE: 4}})
    give_letter(state, 0, C.NIXE)
    give_kobolde(state, 0, 3)
    give_kobolde(state, 2, 1)
    render_info(kobold_info(state.view(0)), names=NAMES)
    text = drawn.flat().replace("\u00a0", " ")
    assert {"Kobolde", "\u22122160", "Punkte bei allen vier", "Du hast 3 von 4."} <= set(
        drawn.texts)
    assert {"Anna  3", "Ben  0", "Cem  1", "Dora  0", "im Stapel  0"} <= set(drawn.texts)
    assert "deinen Vierer der Trolle streichen: (1160 + 250) × 2 = 2820 statt 4980, −2160." in text
    assert "Wer mehr bietet, gibt alle seine Kobolde ab" in text
    drawn.clear()
    render_info(kobold_info(state.view(None)), names=NAMES)
    assert {"4", "Kobolde im Spiel"} <= set(drawn.texts)
    assert "Für dich jetzt" not in drawn.texts


def test_item_139_deck_picture_shows_letters_and_kobolde_to_come(drawn: TextLog) -> None:
    state = zwerg_race()
    give_letter(state, 2, C.DRACHE)
    give_kobolde(state, 3, 1)
    render_info(deck_info(state.view(1)), names=NAMES)
    assert "Noch nicht aufgedeckt:" in drawn.texts
    assert "× 3" in drawn.texts                                  # the Kobolde still to come
    assert "Noch nicht aufgedeckt: 8 Ahnenbriefe und 3 Kobolde." in drawn.flat()


def test_item_140_pictures_unchanged_by_hidden_values() -> None:
    """Only Ben's money values differ (same number of cards), and the card he
    laid on the Kobold: every Meistermarkt info picture of Anna stays
    byte-identical, while Ben's own Kobold picture differs (so the
    comparison can fail)."""
    def scene(hand: list[int]) -> State:
        state = meister(4, creatures={0: {C.TROLL: 4}, 1: {C.NIXE: 2}}, top=[KOBOLD],
                        hands={1: hand})
        give_letter(state, 2, C.GREIF)
        state.apply(Reveal(0))
        state.apply(LayCard(1, hand[0]))
        assert state.phase == KOBOLD_PHASE
        return state

    a, b = scene([50, 20, 10, 0]), scene([100, 20, 10, 0])

    def pictures(s: State, seat: int) -> list[bytes]:
        view = s.view(seat)
        infos = [letter_info(view, k) for k in range(KINDS)]
        return [encode(render_info(i, names=NAMES))
                for i in (*infos, kobold_info(view), deck_info(view))]

    assert pictures(a, 0) == pictures(b, 0)
    assert pictures(a, 1) != pictures(b, 1)


def test_karten_info_pictures_stay_under_250_kb_and_lossless() -> None:
    """The pictures goal (at most 250 KB) holds for the largest infos: the
    letters at six players and the two-player deck with its many tokens (253
    KB at the table's encoder effort); the smaller file is still the drawn
    picture pixel for pixel."""
    import io

    from PIL import ImageChops

    six = first_meister_state(6, lambda s: s.phase == BRIEF_PAY and sum(map(sum, s.letters)) >= 3)
    two = first_meister_state(2, lambda s: any(any(r) for r in s.letters) and any(s.kobolde))
    largest = (0, Image.new("RGB", (1, 1)))
    for state in (six, two):
        for seat in range(state.seats):
            view = state.view(seat)
            for info in (*(letter_info(view, k) for k in range(KINDS)), kobold_info(view),
                         deck_info(view)):
                image = render_info(info, names=SIX[:state.seats])
                size = len(encode(image))
                assert size < 250 * 1024
                largest = max(largest, (size, image), key=lambda pair: pair[0])
    image = largest[1]
    decoded = Image.open(io.BytesIO(encode(image))).convert("RGB")
    assert ImageChops.difference(decoded, image.convert("RGB")).getbbox() is None
