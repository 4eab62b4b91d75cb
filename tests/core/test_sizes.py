"""Sizes a reader can take in (issue 30, "Must show": "No product file is
over 500 lines, and no product function is over 80 lines").

The product is bot/, engines/ and render/. A function's length runs from its
``def`` line to its last line, as ``ast`` gives them (decorators not
counted); a file's is its number of lines.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = ("bot", "engines", "render")
MAX_FILE_LINES = 500
MAX_FUNCTION_LINES = 80
#: The name that stands for a whole file in an offender ``(path, name)``.
FILE = "<file>"

def _functions(tree: ast.AST, prefix: str = "") -> list[tuple[str, ast.AST]]:
    """Every function in ``tree`` with its qualified name (``Class.method``,
    ``outer.inner``)."""
    found: list[tuple[str, ast.AST]] = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = prefix + node.name
            if not isinstance(node, ast.ClassDef):
                found.append((name, node))
            found += _functions(node, name + ".")
        else:
            found += _functions(node, prefix)
    return found


def offenders(path: Path, rel: str) -> dict[tuple[str, str], int]:
    """``(rel, name)`` -> lines of the file (name ``FILE``) or each function
    in it that is too long."""
    text = path.read_text(encoding="utf-8")
    found: dict[tuple[str, str], int] = {}
    lines = len(text.splitlines())
    if lines > MAX_FILE_LINES:
        found[(rel, FILE)] = lines
    for name, node in _functions(ast.parse(text)):
        assert isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        length = (node.end_lineno or node.lineno) - node.lineno + 1
        if length > MAX_FUNCTION_LINES:
            found[(rel, name)] = length
    return found


def product_offenders() -> dict[tuple[str, str], int]:
    """All offenders in the product packages."""
    found: dict[tuple[str, str], int] = {}
    for top in PRODUCT:
        for path in sorted(ROOT.joinpath(top).rglob("*.py")):
            found.update(offenders(path, path.relative_to(ROOT).as_posix()))
    return found


def test_no_product_file_over_500_lines_and_no_function_over_80() -> None:
    """Issue 30: "No product file is over 500 lines, and no product function
    is over 80 lines" (bot/, engines/, render/)."""
    found = product_offenders()
    assert not found, (f"over {MAX_FILE_LINES} lines per file or {MAX_FUNCTION_LINES} per "
                       f"function: {found}")


def test_the_scan_finds_a_long_method_and_a_long_file(tmp_path: Path) -> None:
    body = "\n".join(f"        x = {i}" for i in range(MAX_FUNCTION_LINES - 1))
    sample = tmp_path / "sample.py"
    sample.write_text(f"class A:\n    def fits(self):\n{body}\n\n"
                      f"    def long(self):\n{body}\n        y = 0\n" + "#\n" * 400,
                      encoding="utf-8")
    found = offenders(sample, "sample.py")
    assert found == {("sample.py", "A.long"): MAX_FUNCTION_LINES + 1,
                     ("sample.py", FILE): 2 * MAX_FUNCTION_LINES + 3 + 400}
