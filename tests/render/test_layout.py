"""The layout of render/ (issue 13): the shared drawing kit at the top level
knows no game; Speedfabel's pictures live in render/fabel/."""

from __future__ import annotations

import re
from pathlib import Path

import render

RENDER = Path(render.__file__).resolve().parent

#: Speedfabel's name and vocabulary: none of it belongs in the shared kit.
FABEL_WORDS = (
    "fabel", "meins", "goldesel", "vierer", "kobold", "drache", "taler", "meister",
    "ahnenbrief", "tiertafel", "kassenbuch", "pleite", "vorkauf", "zuschlag",
    "versteigerung", "irrlicht", "wolpertinger", "zwerg", "nixe", "troll", "greif",
    "einhorn", "phönix", "creature", "karten-info", "handel",
)
PATTERN = re.compile("|".join(map(re.escape, FABEL_WORDS)), re.IGNORECASE)


def _shared_modules() -> list[Path]:
    return sorted(RENDER.glob("*.py"))


def test_the_shared_kit_names_no_speedfabel_word() -> None:
    found = [f"{path.name}:{number}: {line.strip()}"
             for path in _shared_modules()
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if PATTERN.search(line)]
    assert found == []


def test_the_scan_sees_the_kit_and_would_catch_a_word() -> None:
    # the scan reads the kit's real modules, and the pattern fires on the words
    names = {path.name for path in _shared_modules()}
    assert {"canvas.py", "theme.py", "fonts.py", "encode.py"} <= names
    assert PATTERN.search('from render.fabel import cards') is not None
    assert PATTERN.search('t("render.meister.meins")') is not None
    assert PATTERN.search("GOLDESEL = 6") is not None


def test_speedfabel_pictures_live_in_render_fabel() -> None:
    here = {path.name for path in (RENDER / "fabel").glob("*.py")}
    assert {"table.py", "cards.py", "info.py", "panel.py", "endboard.py",
            "meister_table.py"} <= here
    # the development tools (real scenes, the gallery) are the tests', not the product's
    assert not here & {"scenes.py", "gallery.py"}
    assert not here & {path.name for path in _shared_modules()} - {"__init__.py"}


def test_no_function_in_render_is_longer_than_80_lines() -> None:
    """Issue 30: a function of render/ over 80 lines is split along its
    seams (render_panel had 88, render_end 85)."""
    import ast

    long = []
    for path in sorted(RENDER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > 80:
                    long.append(f"{path.relative_to(RENDER)}:{node.name} {lines}")
    assert long == []
