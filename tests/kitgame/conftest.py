"""Geheimzahl is registered (with its texts) while the tests of this folder run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engines.core.registry import GameInfo
from tests.kitgame.game import installed


@pytest.fixture(autouse=True, scope="package")
def geheimzahl() -> Iterator[GameInfo]:
    """The registered declaration."""
    with installed() as info:
        yield info
