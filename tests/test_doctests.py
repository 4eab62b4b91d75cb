"""Run the examples in the docstrings of engines/ and bot/ (render/ joins once it is in)."""

import doctest
import importlib
import pkgutil

import pytest

import bot
import engines


def _modules() -> list[str]:
    names: list[str] = []
    for package in (engines, bot):
        for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not m.name.endswith("__main__"):
                names.append(m.name)
    return sorted(names)


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
