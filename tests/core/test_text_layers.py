"""The shell's words in the shell (issue 30, item 4): what only the Discord
side says lives in bot/texts and joins the one lookup when the bot is
imported; the engines' layer (engines/, render/) neither holds those words
nor looks any of them up, so it draws and narrates without the bot."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from bot.texts.de import admin, common, fabel, fossil, language, moderation, spuk, troedel

ROOT = Path(__file__).resolve().parents[2]
#: Every key of the shell's German catalog.
SHELL_KEYS = frozenset().union(*(m.TEXTS for m in (common, admin, moderation, language, fabel,
                                                   spuk, troedel, fossil)))


def _key_patterns(tree: ast.AST) -> Iterable[str]:
    """What a module may look a text up by: each plain string, and each
    f-string as a pattern (``*`` for what is filled in)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value
        elif isinstance(node, ast.JoinedStr):
            yield "".join(v.value if isinstance(v, ast.Constant) else "*" for v in node.values)


def looked_up(path: Path, keys: frozenset[str]) -> set[str]:
    """The ``keys`` that ``path`` names as a string or could build with an
    f-string ("fabel.btn.{kind}"; a pattern with no word of its own, such as
    "{a}.{b}", builds no key)."""
    found = set()
    for pattern in _key_patterns(ast.parse(path.read_text(encoding="utf-8"))):
        if pattern in keys:
            found.add(pattern)
        elif "*" in pattern and re.fullmatch(r"[\w.*]+", pattern) and re.search(r"[a-z]", pattern):
            regex = re.compile(re.escape(pattern).replace(r"\*", r"\w+"))
            found |= {key for key in keys if regex.fullmatch(key)}
    return found


def engines_layer_files(root: Path = ROOT) -> list[Path]:
    """The code of the engines' layer: engines/ (its catalogs aside) and render/."""
    files = [*root.joinpath("engines").rglob("*.py"), *root.joinpath("render").rglob("*.py")]
    return [f for f in files if "texts" not in f.relative_to(root).parts]


def test_the_engines_and_the_pictures_look_up_no_word_of_the_shell() -> None:
    found = {str(f.relative_to(ROOT)): sorted(keys) for f in engines_layer_files()
             if (keys := looked_up(f, SHELL_KEYS))}
    assert not found, f"the engines' layer needs the shell's words: {found}"


def test_the_scan_finds_a_shell_word_named_or_built(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('A = t("core.lobby.btn.join")\nB = t(f"core.strength.{s}")\n'
                      'C = f"{a}.{b}"\nD = t("fabel.err.not_your_turn")\n', encoding="utf-8")
    assert looked_up(sample, SHELL_KEYS) == {
        "core.lobby.btn.join", "core.strength.leicht", "core.strength.normal",
        "core.strength.stark"}


def test_the_shell_adds_its_words_to_the_one_lookup_on_import() -> None:
    """The engines' catalog alone holds none of the shell's words (and imports
    no bot); importing the bot adds exactly them, and ``t`` finds them."""
    code = ("import sys\n"
            "from engines.texts import t\n"
            "from engines.texts.de import TEXTS\n"
            "import engines.catalog, render.daily\n"
            "before = set(TEXTS)\n"
            "assert not any(m == 'bot' or m.startswith('bot.') for m in sys.modules)\n"
            "import bot\n"
            "print(t('core.lobby.btn.join'))\n"
            "print(' '.join(sorted(set(TEXTS) - before)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout.splitlines()
    assert out[0] == "Beitreten"
    assert set(out[1].split()) == SHELL_KEYS
