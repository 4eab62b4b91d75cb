"""Issue 30, item 2: the kit's controller is composed of parts, each owning
its state, instead of a chain of base classes across five files; its
presenters talk to it through one narrow interface, and its parts through
another (:class:`bot.kit.hub.KitHub`)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from bot.kit.controller import KitController
from bot.kit.endgame import KitEndings
from bot.kit.host import TableHost
from bot.kit.hub import KitHub
from bot.kit.lists import KitLists
from bot.kit.lobby import KitLobbies
from bot.kit.panels import KitPanels
from bot.kit.presenter import KitPresenter
from bot.kit.questions import KitQuestions
from bot.kit.restore import KitRestore
from bot.kit.tables import GameController

#: The controller's parts.
PARTS = (KitLobbies, KitPanels, KitQuestions, KitEndings, KitRestore, KitLists)
#: The callbacks the presenter was given before it had one interface.
OLD_CALLBACKS = {"buttons", "send_panel", "on_finished", "on_posted", "redraw", "on_gone"}


def test_the_controller_is_one_class_on_the_shared_base_not_a_chain() -> None:
    assert KitController.__mro__ == (KitController, GameController, object)


def test_each_part_is_a_class_of_its_own_that_the_controller_holds() -> None:
    init = inspect.getsource(KitController.__init__)
    for part in PARTS:
        assert part.__mro__ == (part, object), part
        assert f"{part.__name__}(self)" in init, part


def test_the_presenter_talks_to_its_controller_through_one_interface() -> None:
    parameters = set(inspect.signature(KitPresenter).parameters)
    assert "host" in parameters and not parameters & OLD_CALLBACKS
    asked = {name for name, value in vars(TableHost).items()
             if inspect.isfunction(value) and not name.startswith("_")}
    assert len(asked) <= 6
    for name in asked:
        assert callable(getattr(KitController, name, None)), name


def test_the_parts_see_their_controller_only_as_the_hub() -> None:
    """Each part is typed against :class:`KitHub`, and every member of its
    host that it uses is one the hub names: no part reaches a private member
    of the controller, nor one the hub does not promise."""
    promised = {name for name in dir(KitHub) if not name.startswith("_")}
    for part in PARTS:
        assert inspect.signature(part.__init__).parameters["host"].annotation == "KitHub", part
        tree = ast.parse(Path(inspect.getfile(part)).read_text(encoding="utf-8"))
        used = {node.attr for node in ast.walk(tree)
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                and node.value.attr == "host"}
        assert used <= promised, (part, sorted(used - promised))
    source = inspect.getsource(KitController) + inspect.getsource(GameController)
    for name in promised:
        assert hasattr(KitController, name) or f"self.{name}: " in source \
            or f"self.{name} = " in source, name
