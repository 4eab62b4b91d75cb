"""The games the contract suite runs over: every registered game."""

from __future__ import annotations

from engines.core.registry import GameInfo, games


def contract_games() -> list[GameInfo]:
    """Every game the registry lists, the shipped ones first."""
    return list(games())
