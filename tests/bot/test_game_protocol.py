"""Issue 30, "Must show": the required part of a game's Discord protocol
(:class:`bot.kit.ui.GameUI`) has at most about 12 members, and Speedfabel,
Speedspuk, Speedtrödel, Speedfossil and the sealed test game all write
every one of them; what they add comes as optional parts
(:class:`bot.kit.parts.Parts`), each one the kit's default or a subclass
of it."""

from __future__ import annotations

import inspect
from dataclasses import fields
from typing import Any

import pytest

from bot.kit import parts as kit_parts
from bot.kit.plugin import GamePlugin
from bot.kit.ui import GameUI
from bot.registry import plugins
from tests.bot.sealed_ui import SEALED_PLUGIN

#: "at most about 12 members" (issue 30).
MOST_REQUIRED = 12
GAMES: tuple[GamePlugin, ...] = (*plugins(), SEALED_PLUGIN)


def required_members() -> set[str]:
    """GameUI's own members: its annotated data and its methods."""
    own = set(getattr(GameUI, "__annotations__", {}))
    own |= {name for name, value in vars(GameUI).items()
            if inspect.isfunction(value) and not name.startswith("_")}
    return own


def test_the_required_protocol_is_small() -> None:
    members = required_members()
    assert 0 < len(members) <= MOST_REQUIRED, sorted(members)


@pytest.mark.parametrize("plugin", GAMES, ids=lambda p: p.info.name)
def test_every_game_writes_every_required_member(plugin: GamePlugin) -> None:
    ui: Any = plugin.ui
    assert isinstance(ui, GameUI)
    for name in required_members():
        assert hasattr(ui, name), name
        member = getattr(type(ui), name, None)
        if inspect.isfunction(getattr(GameUI, name, None)):
            # the game's own method, not the protocol's empty body
            assert inspect.isfunction(member) and member is not getattr(GameUI, name), name
    assert isinstance(ui.rules, str) and ui.rules, plugin.info.name


@pytest.mark.parametrize("plugin", GAMES, ids=lambda p: p.info.name)
def test_every_optional_part_is_the_kits_or_builds_on_it(plugin: GamePlugin) -> None:
    """A game composes its parts in its plugin.py; each is the kit's part
    class or a subclass of it (a part left out is the kit's default)."""
    parts = plugin.parts
    assert isinstance(parts, kit_parts.Parts)
    for field in fields(parts):
        default = field.default_factory()  # type: ignore[misc]
        assert isinstance(getattr(parts, field.name), type(default)), field.name
