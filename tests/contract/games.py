"""The games the contract suite runs over: every registered game, and the
kit's test game (registered only while the suite runs, see conftest.py)."""

from __future__ import annotations

from engines.core.registry import GameInfo, games
from tests.kitgame.game import GAME as KITGAME


def contract_games() -> list[GameInfo]:
    """Every game the registry lists (the shipped ones first), then Geheimzahl."""
    listed = list(games())
    if all(g.name != KITGAME.name for g in listed):
        listed.append(KITGAME)
    return listed
