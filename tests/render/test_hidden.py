"""A picture never shows what its view hides (items 12 and 40; ARCHITECTURE:
"Hidden information never leaks")."""

from __future__ import annotations

import pytest

from engines.fabel.state import VORKAUF
from render.encode import encode
from render.fabel.panel import render_panel
from render.fabel.table import render_table
from tests.render.fabel_scenes import expected_scenes, find_scenes
from tests.render.helpers import swap_in_500, with_hand

NAMES = ("Anna", "Bernd", "Clara", "Dörte")


def test_item_12_table_shows_card_count_not_values() -> None:
    """"Von den Mitspielern siehst du nur, wie viele Geldkarten sie haben –
    nicht ihre Werte": seat 2 (index 1) holding a 500 changes nothing."""
    state = find_scenes(4)["zug"]
    richer = swap_in_500(state, 1)
    assert 500 in richer.view(1).hand and 500 not in (state.view(1).hand or ())
    before = encode(render_table(state.view(None), names=NAMES))
    after = encode(render_table(richer.view(None), names=NAMES))
    assert before == after


def test_item_12_table_shows_the_card_count(drawn) -> None:  # type: ignore[no-untyped-def]
    state = find_scenes(4)["zug"]
    render_table(state.view(None), names=NAMES, kassenbuch=False)
    drawn.clear()  # the fixed layer is cached now: what follows is drawn per picture
    render_table(state.view(None), names=NAMES, kassenbuch=False)
    counts = [str(p.money_count) for p in state.view(None).players]
    # each row draws its points (in the "Punkte" column), then its card count
    assert counts == [x for x in drawn.texts if x.isdigit()][1:8:2]


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_table_is_the_same_for_every_reader(seats: int) -> None:
    """The public picture draws nothing of a reader's own secrets: rendering
    a seat's view gives the public picture, byte for byte."""
    for scene in expected_scenes(seats):
        if scene == "ende":
            continue
        state = find_scenes(seats)[scene]
        public = encode(render_table(state.view(None), remaining=3.5))
        for seat in range(seats):
            assert encode(render_table(state.view(seat), remaining=3.5)) == public, scene


def test_item_40_vorkauf_picture_independent_of_auctioneer_money() -> None:
    """Two states differing only in the auctioneer's money values (80 vs
    500 and more, same count) give byte-identical public pictures."""
    state = find_scenes(4)["vorkauf"]
    assert state.phase == VORKAUF and state.auction is not None
    seat = state.auction.auctioneer
    n = sum(state.hands[seat])
    assert n >= 2
    poor = with_hand(state, seat, (50, 10, 10, *([0] * (n - 3)))) if n >= 3 else with_hand(
        state, seat, (50, 10))
    rich = with_hand(state, seat, (500, *([500] * (n - 1))))
    for theme_name in ("laternennacht", "morgentau"):
        a = render_table(poor.view(None), names=NAMES, theme=theme_name)
        b = render_table(rich.view(None), names=NAMES, theme=theme_name)
        assert encode(a) == encode(b)


def test_own_panel_shows_the_changed_money(drawn) -> None:  # type: ignore[no-untyped-def]
    """The panel draws the reader's own values: a 500 in his hand shows."""
    state = find_scenes(4)["zug"]
    richer = swap_in_500(state, 1)
    plain = encode(render_panel(state.view(1), names=NAMES))
    drawn.clear()
    changed = encode(render_panel(richer.view(1), names=NAMES))
    assert plain != changed
    assert f"Dein Geld: {sum(richer.view(1).hand or ())} Taler" in drawn.texts


def test_panel_of_another_seat_ignores_hidden_change() -> None:
    """Seat 0's panel does not change when seat 1's hidden values change."""
    state = find_scenes(4)["zug"]
    richer = swap_in_500(state, 1)
    assert encode(render_panel(state.view(0))) == encode(render_panel(richer.view(0)))


def test_panel_refuses_the_public_view() -> None:
    with pytest.raises(ValueError, match="own view"):
        render_panel(find_scenes(3)["zug"].view(None))
