"""The Karten-Info picture (checklist items 138, 139; 140 for the picture)."""

from __future__ import annotations

import pytest
from PIL import Image

from engines.fabel import Creature, Reveal
from engines.fabel.cards import DENOMINATIONS, KINDS
from engines.fabel.info import creature_info, deck_info, money_info
from engines.fabel.state import State
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.encode import encode
from render.fabel.info import WIDTH, render_info
from render.theme import THEMES
from tests.fabel.helpers import scenario
from tests.fabel.test_info import NAMES, drache_on_stage
from tests.render.conftest import TextLog
from tests.render.helpers import with_hand

C = Creature


def two_player_looking() -> State:
    """Two players, seat 0 looks at the top card; both hold Drachen."""
    state = scenario(2, creatures={0: {C.DRACHE: 2}, 1: {C.DRACHE: 1, C.GOLDESEL: 2}})
    state.apply(Reveal(0))
    return state


def _legible(image: Image.Image) -> None:
    """Portrait, nothing cut off, and at 400 px width the smallest text is
    still 12 px high (cap height about 9 px)."""
    assert image.width == WIDTH and image.height > image.width
    assert image.info[OVERFLOW_KEY] == ()
    assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_items_138_139_every_info_renders_in_both_themes(theme: str) -> None:
    three = drache_on_stage()
    two = two_player_looking()
    for state, seats in ((three, 3), (two, 2)):
        names = NAMES[:seats]
        for seat in range(seats):
            view = state.view(seat)
            for kind in range(KINDS):
                _legible(render_info(creature_info(view, kind), names=names, theme=theme))
            for value in DENOMINATIONS:
                _legible(render_info(money_info(view, value), names=names, theme=theme))
            _legible(render_info(deck_info(view), names=names, theme=theme))
    # the public view has creature and deck infos too (no "Für dich jetzt")
    _legible(render_info(creature_info(three.view(None), C.DRACHE), theme=theme))


def test_item_138_picture_says_raise_trade_and_bid(drawn: TextLog) -> None:
    """The checklist's picture: a Drache Vierer raises 250 to 2500, "Handel
    möglich mit Ben", and 230 Taler do not cover the bid of 300."""
    info = creature_info(drache_on_stage().view(0), C.DRACHE)
    render_info(info, names=NAMES)
    text = drawn.flat().replace("\u00a0", " ")
    assert "1000" in drawn.texts  # the Vierer value, large
    assert "von 250 auf (1000 + 250) × 2 = 2500." in text
    assert "Handel möglich mit Ben." in text
    assert "Deine 230 Taler decken 300 nicht" in text
    # who holds how many: one chip per player with his count
    assert {"Anna  2", "Ben  1", "Clara  0", "Bühne  1"} <= set(drawn.texts)
    # the Rechenweg is never split over two lines
    assert any("(1000\u00a0+\u00a0250)\u00a0×\u00a02\u00a0=\u00a02500." in x for x in drawn.texts)


def test_item_139_money_card_value_and_no_change(drawn: TextLog) -> None:
    render_info(money_info(drache_on_stage().view(0), 10), names=NAMES, theme="morgentau")
    text = drawn.flat()
    assert "10" in drawn.texts
    assert "Kein Wechselgeld: Musst du 60 zahlen und hast nur 50 und 50, gibst du 100 ab." in text
    assert "Du hast 3 × 10. Dein Geld: 230 Taler in 4 Karten." in text


def test_item_139_deck_two_players_shows_money_count(drawn: TextLog) -> None:
    """"Zu zweit … Der Stapel zeigt, wie viele Geldkarten noch darin liegen"."""
    view = two_player_looking().view(1)
    assert view.deck_money is not None
    render_info(deck_info(view), names=NAMES[:2])
    assert str(view.deck_count) in drawn.texts
    assert f"davon {view.deck_money} Geldkarten" in drawn.texts
    drawn.clear()
    render_info(deck_info(drache_on_stage().view(0)), names=NAMES)
    assert not any("Geldkarten" in x for x in drawn.texts)


def test_names_default_to_seats(drawn: TextLog) -> None:
    render_info(creature_info(drache_on_stage().view(0), C.DRACHE))
    assert "Platz 2  1" in drawn.texts
    with pytest.raises(ValueError):
        render_info(creature_info(drache_on_stage().view(0), C.DRACHE), names=("A",))


@pytest.mark.parametrize("seats", [2, 3])
def test_item_140_picture_unchanged_by_hidden_values(seats: int) -> None:
    """Only seat 1's money values change (same number of cards): every info
    picture of seat 0 stays byte-identical, while seat 1's own money picture
    does change (so the comparison can fail)."""
    state = drache_on_stage() if seats == 3 else two_player_looking()
    n = sum(state.hands[1])
    twin = with_hand(state, 1, (500, *([10] * (n - 1))))
    names = NAMES[:seats]

    def pictures(s: State, seat: int) -> list[bytes]:
        view = s.view(seat)
        infos = [creature_info(view, k) for k in range(KINDS)]
        infos += [money_info(view, v) for v in DENOMINATIONS]
        return [encode(render_info(i, names=names)) for i in (*infos, deck_info(view))]

    assert pictures(twin, 0) == pictures(state, 0)
    assert pictures(twin, 1) != pictures(state, 1)
