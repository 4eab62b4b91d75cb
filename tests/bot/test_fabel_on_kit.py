"""Speedfabel's needs as kit hooks (issue 13): a table row stored before it
played on the kit still restores, the "Meins!" counter and the hammer's
strokes are text edits, not new pictures (issue 20)."""

from __future__ import annotations

from dataclasses import replace

from bot.fabel.ui import fabel_ui
from bot.kit.settings import KitSettings
from engines.core import Timer
from engines.core.registry import TableFacts
from engines.fabel.game import GAME
from engines.fabel.view import RaceView

#: A lobby row as Speedfabel's own lobby stored it before the kit.
OLD_ROW = {"mode": "meistermarkt", "bedenkzeit": 30, "tempo": "flott", "strength": "stark",
           "superhandel": True, "geld_zaehlt": False, "einsatz": "freundschaft",
           "turbo": False, "theme": "morgentau", "first_seat": None, "daily": None,
           "size": 4}


def test_a_row_stored_by_speedfabels_own_lobby_restores_with_every_setting() -> None:
    ui = fabel_ui()
    settings = KitSettings.from_json(GAME, ui.upgrade_options(dict(OLD_ROW), 2))
    assert settings.choices == {"mode": ("meistermarkt",), "tempo": ("flott",),
                                "house": ("superhandel",)}
    assert (settings.size, settings.bedenkzeit, settings.strength, settings.einsatz,
            settings.theme) == (4, 30, "stark", "freundschaft", "morgentau")
    live = {k: v for k, v in OLD_ROW.items() if k != "size"}   # a live table's row
    assert KitSettings.from_json(GAME, ui.upgrade_options(live, 3)).size == 3
    # a row the kit wrote is read as it is
    assert ui.upgrade_options(settings.to_json(), 4) == settings.to_json()


def test_the_meins_counter_is_not_part_of_what_the_picture_shows() -> None:
    ui = fabel_ui()
    state = GAME.new_game(3, 1, GAME.make_options(GAME.default_choices(), TableFacts(solo=True)))
    view = state.view(None)
    counting = [replace(view, race=RaceView(2, 0, n, (1,), None, 0, None, False))
                for n in (10, 7, 3)]
    assert len({ui.picture_view(v) for v in counting}) == 1
    pressed = replace(counting[0], race=replace(counting[0].race, presser=1, k=4))
    assert ui.picture_view(pressed) == pressed


def test_the_hammer_strokes_are_edits_at_three_two_and_one_seconds() -> None:
    ui = fabel_ui()
    assert ui.refresh_marks(Timer(1, 7.0, "auction")) == (3.0, 2.0, 1.0)
    assert ui.refresh_marks(Timer(1, 60.0, "bedenkzeit")) == ()

