"""Run the examples in the docstrings of render/."""

import doctest
import importlib
import pkgutil

import pytest

import render


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(render.__path__, "render."))


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
