"""Speedfossil's private panel and clicks, read from engine views (items of
../shared/checklists/fossil.md named per test). The states are set up by
hand where play would take long to reach them."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from bot.fossil import codes
from bot.fossil.ui import FossilControls, FossilUI
from bot.kit.ui import Button, Draft, Panel, Select
from engines.fossil.actions import Bid, Inspect, SendThief, Show, Take
from engines.fossil.fossils import valid_vitrines
from engines.fossil.preview import preview
from engines.fossil.state import STEAL, State, new_game
from engines.texts import t

NAMES = ("Dörte Öztürk", "Professor Knochenhauer", "Baronin Bernstein")
UI = FossilUI()


def draft_panel(view: Any, names: Sequence[str], draft: str) -> Panel:
    """The panel with ``draft`` half-made, as the kit draws it."""
    return FossilControls().draft_panel(UI, view, names, draft)


def _buttons(panel: Panel) -> list[Button]:
    return [b for row in panel.rows if not isinstance(row, Select) for b in row]


def _select(panel: Panel, verb: str) -> Select:
    return next(r for r in panel.rows if isinstance(r, Select) and r.verb == verb)


def _seal(panel: Panel) -> Button:
    return next(b for b in _buttons(panel) if b.verb == "seal")


def test_item_22_the_card_select_then_the_find_then_verdeckt_waehlen() -> None:
    state = new_game(3, seed=5)
    view = state.view(0)
    first = UI.panel(view, NAMES)
    values = [v for v, _ in _select(first, "card").options]
    assert values == ["w1", "w2", "w3", "w4", "l1", "l10", "k"] + (
        ["v"] if valid_vitrines(frozenset(state.collections[0])) else [])
    assert _seal(first).disabled
    draft = UI.action("card", "", ["w3"], 0, view, NAMES)
    assert draft == Draft("w3")
    half = draft_panel(view, NAMES, "w3")
    assert _seal(half).disabled
    slot_a = next(b for b in _buttons(half) if b.verb == "draft" and b.arg == "w3.0")
    assert slot_a.label.startswith("Fundstück A:")
    full = draft_panel(view, NAMES, UI.action("draft", slot_a.arg, [], 0, view, NAMES).draft)
    seal = _seal(full)
    assert not seal.disabled and UI.action("seal", seal.arg, [], 0, view, NAMES) == Bid(0, 3, 0)
    thief = draft_panel(view, NAMES, "l10.m")
    assert UI.action("seal", _seal(thief).arg, [], 0, view, NAMES) == SendThief(0, 10, "museum")
    assert UI.action("seal", _seal(draft_panel(view, NAMES, "k")).arg, [], 0, view,
                     NAMES) == (
        Inspect(0))


def test_item_23_the_engine_preview_stands_under_a_complete_choice() -> None:
    state = new_game(3, seed=5)
    view = state.view(0)
    panel = draft_panel(view, NAMES, "w3.0")
    assert preview(view, Bid(0, 3, 0), NAMES).text in panel.content
    assert preview(view, Inspect(0), NAMES).text in draft_panel(view, NAMES, "k").content


def test_item_12_choosing_the_last_wechsel_warns_before_sealing() -> None:
    state = new_game(3, seed=5)
    warning = t("fossil.ui.panel.last_wechsel")
    state.wechsel[0] = [1, 2]
    assert warning not in draft_panel(state.view(0), NAMES, "w2").content
    state.wechsel[0] = [2]
    panel = draft_panel(state.view(0), NAMES, "w2")
    assert warning in panel.content and _seal(panel).disabled       # before choosing A or B
    assert warning in draft_panel(state.view(0), NAMES, "w2.1").content


def test_item_50_a_langfinger_in_arrest_is_not_offered() -> None:
    state = new_game(3, seed=5)
    state.home[0] = [10]
    state.cells = [(0, 1)]
    options = [v for v, _ in _select(UI.panel(state.view(0), NAMES), "card").options]
    assert "l10" in options and "l1" not in options


def _many_state() -> State:
    state = new_game(3, seed=5)
    # eras 1, 2, 3, 3, 4: more valid Vitrinen than one select holds
    state.collections[0] = [0, 1, 2, 3, 4, 5, 8, 16, 17, 24]
    assert len(valid_vitrines(frozenset(state.collections[0]))) > 25
    return state


def test_item_19_an_invalid_fossil_choice_names_the_gap_and_keeps_sealing_disabled() -> None:
    state = _many_state()
    view = state.view(0)
    menu = _select(draft_panel(view, NAMES, "v"), "vit")
    assert menu.arg == "many" and menu.max_values == 10
    gap = UI.action("vit", "many", ["0", "16", "24"], 0, view, NAMES)       # eras 1-3-4
    panel = draft_panel(view, NAMES, gap.draft)
    assert t("fossil.err.vitrine_gap") in panel.content and _seal(panel).disabled
    small = draft_panel(view, NAMES, UI.action("vit", "many", ["0", "8"], 0, view, NAMES).draft)
    assert t("fossil.err.vitrine_small") in small.content and _seal(small).disabled
    good = UI.action("vit", "many", ["8", "16", "17", "24"], 0, view, NAMES)    # 2-3-3-4
    panel = draft_panel(view, NAMES, good.draft)
    seal = _seal(panel)
    assert not seal.disabled
    assert UI.action("seal", seal.arg, [], 0, view, NAMES) == Show(0, (8, 16, 17, 24))
    assert state.apply(Show(0, (8, 16, 17, 24)))


def test_item_19_a_small_collection_offers_only_valid_vitrinen() -> None:
    state = new_game(3, seed=5)
    state.collections[0] = [0, 1, 8, 16]
    view = state.view(0)
    menu = _select(draft_panel(view, NAMES, "v"), "vit")
    assert menu.arg == "one"
    offered = [codes.unmask(v) for v, _ in menu.options]
    assert offered == list(valid_vitrines(frozenset(state.collections[0])))


def _steal_state() -> State:
    rng = random.Random(11)
    for seed in range(200):
        state = new_game(3, seed=seed)
        for _ in range(300):
            if state.is_over() or state.phase == STEAL:
                break
            state.apply(state.sample(state.pending()[0].seat, rng))
        if state.phase == STEAL:
            return state
    raise AssertionError("no Langfinger in a Museum with a Vitrine in 200 games")


def test_item_42_the_thief_picks_one_fossil_of_the_vitrine_then_mitnehmen() -> None:
    state = _steal_state()
    seat, years = state.thieves[0]
    victim = state.victims[0]
    view = state.view(seat)
    panel = UI.panel(view, NAMES)
    menu = _select(panel, "pick")
    assert sorted(codes.to_take(v, seat).fossil for v, _ in menu.options) == sorted(
        state.vitrines[victim])
    take = next(b for b in _buttons(panel) if b.verb == "take")
    assert take.disabled                                   # nothing picked yet
    value = menu.options[-1][0]
    picked = draft_panel(view, NAMES, UI.action("pick", "", [value], seat, view, NAMES).draft)
    take = next(b for b in _buttons(picked) if b.verb == "take")
    assert not take.disabled
    action = UI.action("take", take.arg, [], seat, view, NAMES)
    assert isinstance(action, Take) and action in state.legal(seat)
    assert action.years == years and action.victim == victim
    # others wait, and see no pick of their own
    other = next(s for s in range(3) if s != seat)
    assert all(not isinstance(r, Select) or r.verb != "pick"
               for r in UI.panel(state.view(other), NAMES).rows)


@pytest.mark.parametrize("verb,arg,values", [
    ("seal", "w3", []), ("seal", "w10.0", []), ("seal", "v.zzzzzzzzzz", []),
    ("card", "", ["x1"]), ("card", "", []), ("vit", "many", ["99"]), ("vit", "one", []),
    ("take", "1.2", []), ("pick", "", ["1.2.77"]), ("nope", "", []),
])
def test_item_22_malformed_clicks_mean_no_action(verb: str, arg: str, values: list[str]) -> None:
    view = new_game(3, seed=5).view(0)
    with pytest.raises(ValueError):
        UI.action(verb, arg, values, 0, view, NAMES)
