"""Run the examples in the docstrings of engines/ (and render/ once it has some)."""

import doctest
import importlib
import pkgutil

import pytest

import engines


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(engines.__path__, "engines."))


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
