"""Speedfabel's needs as kit hooks (issue 13): a table row stored before it
played on the kit still restores, the "Meins!" counter and the hammer's
strokes are text edits, not new pictures (issue 20)."""

from __future__ import annotations

import ast
from dataclasses import fields, replace
from pathlib import Path
from types import SimpleNamespace

from bot.fabel.plugin import PARTS
from bot.fabel.ui import fabel_ui
from bot.kit.settings import KitSettings
from bot.kit.ui import Basics, GameUI, labels
from engines import fabel
from engines.core import Timeout, Timer
from engines.core.registry import TableFacts
from engines.fabel.game import GAME
from engines.fabel.view import RaceView

#: A lobby row as Speedfabel's own lobby stored it before the kit.
OLD_ROW = {"mode": "meistermarkt", "bedenkzeit": 30, "tempo": "flott", "strength": "stark",
           "superhandel": True, "geld_zaehlt": False, "einsatz": "freundschaft",
           "turbo": False, "theme": "morgentau", "first_seat": None, "daily": None,
           "size": 4}


def test_a_row_stored_by_speedfabels_own_lobby_restores_with_every_setting() -> None:
    ui = PARTS.lobby
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
    ui = PARTS.table
    state = GAME.new_game(3, 1, GAME.make_options(GAME.default_choices(), TableFacts(solo=True)))
    view = state.view(None)
    counting = [replace(view, race=RaceView(2, 0, n, (1,), None, 0, None, False))
                for n in (10, 7, 3)]
    assert len({ui.picture_view(v) for v in counting}) == 1
    pressed = replace(counting[0], race=replace(counting[0].race, presser=1, k=4))
    assert ui.picture_view(pressed) == pressed


def test_the_hammer_strokes_are_edits_at_three_two_and_one_seconds() -> None:
    ui = PARTS.countdowns
    assert ui.refresh_marks(Timer(1, 7.0, "auction")) == (3.0, 2.0, 1.0)
    assert ui.refresh_marks(Timer(1, 60.0, "bedenkzeit")) == ()



def test_speedfabel_holds_no_discord_objects_and_gameui_no_escape_hatches() -> None:
    """Issue 29, "Must show": ``bot/fabel/`` holds only Speedfabel's
    declarations, UI hooks and drawing, with no discord.py views or click
    handlers of its own; GameUI has none of the four escape hatches (nor
    the dead ``extra``)."""
    folder = Path(__file__).resolve().parents[2] / "bot" / "fabel"
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.name.split(".")[0] for node in ast.walk(tree)
                    if isinstance(node, ast.Import) for alias in node.names}
        imported |= {(node.module or "").split(".")[0] for node in ast.walk(tree)
                     if isinstance(node, ast.ImportFrom)}
        assert "discord" not in imported, path.name
        handlers = [node.name for node in ast.walk(tree) if isinstance(node, ast.AsyncFunctionDef)
                    and path.name != "prefs.py"]        # prefs: storage reads, no clicks
        assert handlers == [], (path.name, handlers)
    assert not (folder / "clicks.py").exists() and not (folder / "pictures.py").exists()
    members = set(dir(GameUI)) | {f.name for f in fields(Basics)}
    assert not members & {"on_click", "on_modal", "panel_message", "public_components",
                          "extra"}


def test_the_rats_cards_become_a_draft_of_the_payment_panel() -> None:
    """Item 169 on the kit: the Rat's preselected cards are a kit Draft of
    the composer it advises on (the kit keeps it until the decision moves
    on); a decision without a composer makes none."""
    ui = fabel_ui()
    state = GAME.new_game(3, 11, fabel.Options(first_seat=0))
    state.apply(fabel.Reveal(0))
    state.apply(fabel.Bid(1, 60))
    timer = state.timer()
    assert timer is not None
    state.apply(Timeout(timer.token))
    state.apply(fabel.Sell(0))
    view = state.view(1)
    advice = SimpleNamespace(reasons=("weil",), preselected_cards=(50, 10))
    draft = PARTS.rat.rat_draft(advice, view)
    assert draft == "pay.0.1.0.1.0.0.0"
    panel = PARTS.controls.person_panel(ui, view, ("A", "B", "C"), draft, {})
    assert "Bezahlen (60 / 60)" in labels(panel.rows)
    assert PARTS.rat.rat_draft(advice, state.view(0)) is None          # Anna pays nothing
    assert PARTS.rat.rat_lines(advice) == ["weil"]
