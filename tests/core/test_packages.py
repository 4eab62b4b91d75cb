"""Declared packages (issue 36, Must show: "every package the code imports
is declared in pyproject.toml ..., benchmark-only tools move to a bench
extra, and a lock file pins the exact versions a deployment installs")."""

from __future__ import annotations

import ast
import functools
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRST_PARTY = {"bot", "engines", "render", "tests"}
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _name(requirement: str) -> str:
    """The normalised distribution name of a requirement line."""
    found = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert found, requirement
    return re.sub(r"[-_.]+", "-", found.group(0)).lower()


def _declared(*extras: str) -> set[str]:
    names = {_name(r) for r in PROJECT["dependencies"]}
    for extra in extras:
        names |= {_name(r) for r in PROJECT["optional-dependencies"][extra]}
    return names


@functools.cache
def _imports_of(path: Path) -> tuple[str, ...]:
    """Every module name an import statement of ``path`` names (parsed once)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append(node.module)
    return tuple(found)


def _imported(*tops: str) -> set[str]:
    """Top-level names of every module the files under ``tops`` import."""
    found = {name.split(".")[0] for top in tops for path in (ROOT / top).rglob("*.py")
             for name in _imports_of(path)}
    return found - FIRST_PARTY - set(sys.stdlib_module_names)


def _distributions(modules: set[str]) -> dict[str, set[str]]:
    where = packages_distributions()
    return {m: {re.sub(r"[-_.]+", "-", d).lower() for d in where.get(m, [])} for m in modules}


def test_every_package_the_product_imports_is_declared() -> None:
    declared = _declared()
    missing = {m: d for m, d in _distributions(_imported("bot", "engines", "render")).items()
               if not d & declared}
    assert missing == {}
    # zoneinfo needs a time zone database; tzdata is it where the system has none
    assert "zoneinfo" in {name for path in (ROOT / "engines").rglob("*.py")
                          for name in _imports_of(path)}
    assert "tzdata" in declared


def test_every_package_the_tests_import_is_declared_for_them() -> None:
    declared = _declared("test")
    missing = {m: d for m, d in _distributions(_imported("tests")).items() if not d & declared}
    assert missing == {}


def test_benchmark_tools_are_in_their_own_extra() -> None:
    extras = PROJECT["optional-dependencies"]
    assert "py-spy" in {_name(r) for r in extras["bench"]}
    assert "py-spy" not in _declared("test", "dev")


def test_the_lock_file_pins_every_runtime_dependency() -> None:
    pins = {}
    for line in (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, version = line.partition("==")
            assert version, f"not pinned: {line}"
            pins[_name(name)] = version
    assert _declared() <= set(pins)
    assert not {"pytest", "ruff", "mypy", "py-spy"} & set(pins)   # a deployment's only
