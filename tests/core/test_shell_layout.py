"""The shell names no game (issue 13, "Layout"): outside a game's own folders,
no code of bot/ or engines/core/ carries a game's vocabulary, in an
identifier or a string (docstrings may name a game as an example), apart
from the registry's one import per game, the schema's migrations (they
move one game's old columns, so they must name them) and the shell's text
catalog (bot/texts/de and bot/texts/en: its keys are the games' names)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Words of the games' rules that only their own folders may use.
VOCABULARY = ("fabel", "meins", "goldesel", "vierer", "kobold", "drache", "taler", "spuk",
              "mitternacht", "troedel", "trödel", "fossil", "langfinger", "vitrine")
#: The game folders, the migrations (history: they name what they move) and
#: the shell's text catalog (one module per game, keyed by the game's name, as
#: the engines' catalog in engines/texts/de).
OWN = ("bot/fabel/", "bot/spuk/", "bot/troedel/", "bot/fossil/", "bot/storage/migrations.py",
       "bot/texts/de/", "bot/texts/en/")


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def words_in(path: Path, skip: str = "") -> list[str]:
    """The vocabulary found in ``path``'s identifiers and non-doc strings
    (outside the function called ``skip``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == skip:
            docs.update(id(inner) for inner in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        texts: list[str] = []
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            texts.append(node.value)
        elif isinstance(node, ast.Name):
            texts.append(node.id)
        elif isinstance(node, ast.Attribute):
            texts.append(node.attr)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            texts.append(node.name)
        found += [w for text in texts for w in VOCABULARY if w in text.lower()
                  and id(node) not in docs]
    return found


def shell_files() -> list[Path]:
    files = [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("engines/core").rglob("*.py")]
    return [f for f in files if not any(str(f.relative_to(ROOT)).startswith(o) for o in OWN)]


def test_the_shell_names_no_game() -> None:
    found = {}
    for path in shell_files():
        rel = str(path.relative_to(ROOT))
        # the registry's plugins() lists the games: one line per game
        words = words_in(path, skip="plugins" if rel == "bot/registry.py" else "")
        if words:
            found[rel] = sorted(set(words))
    assert not found, f"game vocabulary in the shell: {found}"


def test_the_scan_would_find_a_game_word(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Speedfabel is fine here."""\nKIND = "meins"\n', encoding="utf-8")
    assert words_in(sample) == ["meins"]


#: What may sit at the top of bot/ (issue 30, "The layout shows the
#: architecture"): the client and its settings, the entry point, and the
#: composition root that lists the games. The kit's runtime lives in bot/kit/,
#: the shell's words in bot/texts/.
BOT_TOP = {"__init__.py", "__main__.py", "client.py", "config.py", "registry.py"}


def test_the_top_of_bot_holds_only_the_client_and_the_composition_root() -> None:
    top = {p.name for p in ROOT.joinpath("bot").glob("*.py")}
    assert top <= BOT_TOP, f"loose at the top of bot/: {sorted(top - BOT_TOP)}"
    packages = {p.name for p in ROOT.joinpath("bot").iterdir()
                if p.is_dir() and (p / "__init__.py").exists()}
    assert packages == {"kit", "storage", "texts", "fabel", "spuk", "troedel", "fossil"}, packages
