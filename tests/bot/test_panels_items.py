"""Panel items checked without Discord: the payment panel (item 43) and the
settings that exist (items 181, 182)."""

from __future__ import annotations

import dataclasses

from bot.fabel import panels
from bot.fabel.prefs import FabelPrefs
from bot.kit.components import components
from bot.kit.lobby import SETTING_VERBS
from bot.kit.ui import Panel
from bot.kit.ui import labels as row_labels
from bot.storage.records import UserSettings
from engines import fabel
from engines.core import Timeout
from engines.fabel.cards import DENOMINATIONS
from tests.bot.command_tree import command_tree

NAMES = ("Anna", "Ben", "Cem")


def _paying_ben_60() -> fabel.State:
    """Anna sells a card to Ben for 60: Ben pays."""
    state = fabel.new_game(3, 11, fabel.Options(first_seat=0))
    state.apply(fabel.Reveal(0))
    state.apply(fabel.Bid(1, 60))
    timer = state.timer()
    assert timer is not None
    state.apply(Timeout(timer.token))
    state.apply(fabel.Sell(0))
    assert state.phase == "pay"
    return state


def _counts(**by_value: int) -> list[int]:
    return [by_value.get(f"v{v}", 0) for v in DENOMINATIONS]


def _pay_button(panel: Panel) -> tuple[str, bool]:
    for row in panel.rows:
        for button in row if isinstance(row, tuple) else ():
            if button.label.startswith("Bezahlen"):
                return button.label, button.disabled
    raise AssertionError("no Bezahlen button")


def test_item_43_the_payment_panel_enables_only_a_minimal_payment() -> None:
    view = _paying_ben_60().view(1)
    assert _pay_button(panels.panel(view, NAMES, kassenbuch=False,
                                    chosen=_counts(v50=1))) == ("Bezahlen (50 / 60)", True)
    assert _pay_button(panels.panel(view, NAMES, kassenbuch=False,
                                    chosen=_counts(v50=1, v10=1))) == ("Bezahlen (60 / 60)",
                                                                         False)
    assert _pay_button(panels.panel(view, NAMES, kassenbuch=False,
                                    chosen=_counts(v50=1, v10=1, v0=1))) == (
        "Bezahlen (60 / 60)", True)                              # a zero is superfluous


def test_item_43_a_hand_of_30_cards_still_fits() -> None:
    state = _paying_ben_60()
    state.hands[1] = _counts(v0=4, v10=10, v50=6, v100=4, v200=3, v500=3)
    assert sum(state.hands[1]) == 30
    panel = panels.panel(state.view(1), NAMES, kassenbuch=True)
    ui = components(1, 4, panel.rows)
    assert len(ui.children) <= 25
    rows = {getattr(item, "item", item).row for item in ui.children}
    assert rows <= {0, 1, 2, 3, 4}
    labels = row_labels(panel.rows)
    # grouped with counters
    assert "10 Taler (0 von 10)" in labels and "500 Taler (0 von 3)" in labels


async def test_item_181_no_music_setting_exists() -> None:
    """The web's background music has no Discord counterpart: neither the
    personal settings nor the table's settings offer it."""
    fields = {f.name for f in dataclasses.fields(UserSettings)}
    fields |= {f.name for f in dataclasses.fields(FabelPrefs)}
    assert fields == {"theme", "einsteiger_hilfe", "last_bid"}
    assert not any("music" in verb or "musik" in verb for verb in SETTING_VERBS)
    ansicht = next(c for c in (await command_tree())["fabel"]["options"]
                   if c["name"] == "ansicht")
    assert {p["name"] for p in ansicht["options"]} == {"thema", "einsteiger_hilfe", "sprache"}


def test_item_182_the_einsteiger_hilfe_hides_the_kassenbuch_in_the_panel() -> None:
    """Item 182 (as 147): the panel shows the estimates only with the help on."""
    view = fabel.new_game(3, 11).view(0)
    on = panels.panel(view, NAMES, kassenbuch=True)
    off = panels.panel(view, NAMES, kassenbuch=False)
    assert "ca." in on.content and "ca." not in off.content
