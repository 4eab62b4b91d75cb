"""The contract suite runs over the test game too: it is registered (with
its texts) while the suite runs and taken out afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.kitgame.game import installed


@pytest.fixture(autouse=True, scope="package")
def _kitgame_registered() -> Iterator[None]:
    with installed():
        yield
