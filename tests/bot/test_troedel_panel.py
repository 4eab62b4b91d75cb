"""Speedtrödel's private panel built from real views (items of
../shared/checklists/troedel.md named per test): Discord's limits, the
Vorschau, what a click means."""

from __future__ import annotations

import pytest

from bot.kit.ui import Button, Select
from bot.troedel.plugin import PLUGIN
from bot.troedel.ui import TroedelUI
from engines.troedel.actions import NameSuit, PassCard, PlayCard
from engines.troedel.cards import hand_size
from tests.render.troedel_states import NAMES, find

UI = PLUGIN.ui
assert isinstance(UI, TroedelUI)


def test_item_105_a_13_card_hand_stays_within_5_rows_of_5() -> None:
    state = find(lambda s: s.round == 7 and s.phase == "play" and not s.trick
                 and len(s.hands[s.turn]) == 13, seats=3)
    assert hand_size(3, 7) == 13
    panel = UI.panel(state.view(state.turn), NAMES[:3])
    assert len(panel.rows) <= 5
    buttons = [b for row in panel.rows if not isinstance(row, Select) for b in row]
    assert all(len(row) <= 5 for row in panel.rows if not isinstance(row, Select))
    assert len(buttons) == 13 and all(isinstance(b, Button) for b in buttons)
    assert all(len(b.label) <= 80 for b in buttons)
    assert [b.label.split(" · ")[0] for b in buttons] == [str(i) for i in range(1, 14)]
    assert len({(b.verb, b.arg) for b in buttons}) == 13      # distinct ids


def test_item_99_100_the_vorschau_under_ramschtag() -> None:
    state = find(lambda s: s.phase == "play" and s.ramsch and len(s.trick) == 1
                 and s.follow() is not None and s.follow() != 4
                 and any(c < 100 and c // 20 == s.follow() for c in s.hands[s.turn]))
    view = state.view(state.turn)
    lowest = min(c for c in state.hands[state.turn] if c < 100 and c // 20 == view.follow)
    panel = UI.panel(view, NAMES[:4])
    label = next(b.label for row in panel.rows if not isinstance(row, Select) for b in row
                 if b.arg.split(".")[0] == str(lowest))
    led = state.trick[0][1]
    expected = "du führst" if lowest % 20 < led % 20 else f"{NAMES[state.trick[0][0]]} bleibt vorn"
    assert label.endswith(expected)


def test_item_44_the_tauschrunde_is_a_select_of_the_own_hand() -> None:
    state = find(lambda s: s.phase == "pass")
    seat = 1
    panel = UI.panel(state.view(seat), NAMES[:4])
    (select,) = [row for row in panel.rows if isinstance(row, Select)]
    assert {int(v) for v, _ in select.options} == set(state.hands[seat])
    assert NAMES[2] in select.placeholder                  # the left neighbour
    action = UI.action("pass", "", [select.options[0][0]], seat, state.view(seat))
    assert action == PassCard(seat, int(select.options[0][0]))


def test_a_click_names_a_card_or_suit_and_nothing_else() -> None:
    state = find(lambda s: s.phase == "play")
    seat = state.turn
    view = state.view(seat)
    card = view.hand[0]
    assert UI.action("play", f"{card}.0", [], seat, view) == PlayCard(seat, card)
    assert UI.action("name", "4", [], seat, view) == NameSuit(seat, 4)
    for verb, arg in (("play", "999.0"), ("play", "x"), ("name", "7"), ("zaubern", "")):
        with pytest.raises(ValueError):
            UI.action(verb, arg, [], seat, view)
