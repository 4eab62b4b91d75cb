"""Speedtrödel's private panel built from real views (items of
../shared/checklists/troedel.md named per test): Discord's limits, the
Vorschau, what a click means."""

from __future__ import annotations

import pytest

from bot.kit.ui import Button, Select
from bot.troedel.plugin import PLUGIN
from bot.troedel.ui import TroedelUI
from bot.troedel.words import card_name
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
    # issue 38: a button says the card, "Porzellan 2", and nothing more
    assert [b.label for b in buttons] == [card_name(c) for c in state.view(state.turn).hand]
    assert len({(b.verb, b.arg) for b in buttons}) == 13      # distinct ids


def test_item_99_100_the_vorschau_under_ramschtag() -> None:
    state = find(lambda s: s.phase == "play" and s.ramsch and len(s.trick) == 1
                 and s.follow() is not None and s.follow() != 4
                 and any(c < 100 and c // 20 == s.follow() for c in s.hands[s.turn]))
    view = state.view(state.turn)
    lowest = min(c for c in state.hands[state.turn] if c < 100 and c // 20 == view.follow)
    panel = UI.panel(view, NAMES[:4])
    led = state.trick[0][1]
    expected = "du führst" if lowest % 20 < led % 20 else f"{NAMES[state.trick[0][0]]} bleibt vorn"
    # issue 38: the Vorschau stands in the panel's text, beside the hand
    (line,) = [x for x in panel.content.splitlines() if x.startswith(f"Vorschau – {expected}:")]
    assert card_name(lowest) in line.split(": ", 1)[1].split(", ")


def test_item_44_the_tauschrunde_is_a_select_of_the_own_hand() -> None:
    state = find(lambda s: s.phase == "pass")
    seat = 1
    panel = UI.panel(state.view(seat), NAMES[:4])
    (select,) = [row for row in panel.rows if isinstance(row, Select)]
    assert {int(v) for v, _ in select.options} == set(state.hands[seat])
    assert NAMES[2] in select.placeholder                  # the left neighbour
    action = UI.action("pass", "", [select.options[0][0]], seat, state.view(seat), NAMES[:4])
    assert action == PassCard(seat, int(select.options[0][0]))


def test_a_click_names_a_card_or_suit_and_nothing_else() -> None:
    state = find(lambda s: s.phase == "play")
    seat = state.turn
    view = state.view(seat)
    card = view.hand[0]
    assert UI.action("play", f"{card}.0", [], seat, view, NAMES[:4]) == PlayCard(seat, card)
    assert UI.action("name", "4", [], seat, view, NAMES[:4]) == NameSuit(seat, 4)
    for verb, arg in (("play", "999.0"), ("play", "x"), ("name", "7"), ("zaubern", "")):
        with pytest.raises(ValueError):
            UI.action(verb, arg, [], seat, view, NAMES[:4])


def test_item_71_dein_laden_is_the_same_whatever_the_kistes_order() -> None:
    state = find(lambda s: s.round >= 2 and len(s.kisten[0]) >= 2 and s.phase == "play")
    other = state.copy()
    other.kisten[0] = list(reversed(other.kisten[0]))
    assert other.kisten[0] != state.kisten[0]
    first = PLUGIN.parts.controls.look("laden", "", [], state.view(0), NAMES[:4])
    second = PLUGIN.parts.controls.look("laden", "", [], other.view(0), NAMES[:4])
    assert first is not None and first == second
    view = state.view(0)
    assert view.next_hand_size is not None
    missing = max(0, view.next_hand_size - len(view.kiste) - len(view.ladentisch[0]))
    assert f"fehlen dir {missing} vom Dachboden" in first.content


def test_item_72_the_plus_n_counts_from_0_after_the_kassensturz() -> None:
    from render.troedel import table as table_module
    from render.troedel.table import render_table
    state = find(lambda s: s.round == 2 and s.trick_no == 1 and not s.trick)
    texts: list[str] = []
    original = table_module.Canvas.text

    def recording(self: object, x: float, y: float, text: str, *args: object,
                  **kw: object) -> int:
        texts.append(text)
        return original(self, x, y, text, *args, **kw)  # type: ignore[arg-type]

    table_module.Canvas.text = recording  # type: ignore[method-assign]
    try:
        render_table(state.view(None), names=NAMES[:4])
    finally:
        table_module.Canvas.text = original  # type: ignore[method-assign]
    assert texts.count("+0") == 4


def test_issue_38_five_one_star_cards_read_5_times_a_star() -> None:
    """"(★ ★ ★ ★ ★)" for five one-star cards read like a Schloss: the
    Spielverlauf counts each tier drawn from the attic."""
    from bot.troedel.words import log_line
    from engines.troedel.events import HandDrawn

    line = log_line(HandDrawn(1, 4, (1, 1, 1, 1, 1)), NAMES)
    assert line is not None and "(5 × ★)" in line and "★ ★" not in line
    line = log_line(HandDrawn(0, 0, (1, 2, 2, 2, 3)), NAMES)
    assert line is not None and "(★, 3 × ★★, ★★★)" in line


def test_issue_38_a_card_button_says_the_card_and_the_text_its_vorschau() -> None:
    """"1 · Porzellan 2 – Ben bleibt vorn" took a phone's whole row: the
    button says "Porzellan 2", the panel's text says what each playable card
    would do, each outcome once with its cards."""
    from engines.troedel.preview import line as vorschau

    state = find(lambda s: s.phase == "play" and len(s.trick) >= 1
                 and len(set(s.playable(s.turn))) >= 2)
    view = state.view(state.turn)
    panel = UI.panel(view, NAMES[:4])
    buttons = [b for row in panel.rows if not isinstance(row, Select) for b in row]
    assert [b.label for b in buttons] == [card_name(c) for c in view.hand]
    lines = [x for x in panel.content.splitlines() if x.startswith("Vorschau – ")]
    said = {words: cards.split(", ") for words, _, cards in
            (x.removeprefix("Vorschau – ").partition(": ") for x in lines)}
    for card in set(state.playable(state.turn)):
        assert card_name(card) in said[vorschau(view, card, list(NAMES[:4]))]
    assert len(said) == len(lines)          # each outcome once
