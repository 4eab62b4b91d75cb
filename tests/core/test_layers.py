"""The product's layers as its imports show them (issue 30, "Must show": "No
circle of imports between files in bot/, engines/core or render/"; item 7:
the module-level circle engines/fabel/auction.py <-> meister.py)."""

from __future__ import annotations

from pathlib import Path

from tests.core.imports import ROOT, cycles, graph, imported, modules


def test_no_circle_of_imports_in_the_product() -> None:
    """No module of bot/, engines/ or render/ comes back to itself through
    the imports that run when it is loaded."""
    found = cycles(graph(modules()))
    assert not found, f"circles of imports: {found}"


def test_the_scan_finds_a_circle_and_skips_type_checking(tmp_path: Path) -> None:
    pkg = tmp_path / "engines" / "demo"
    pkg.mkdir(parents=True)
    (tmp_path / "engines" / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "a.py").write_text("from engines.demo import b\n", encoding="utf-8")
    (pkg / "b.py").write_text("from . import c\n", encoding="utf-8")
    (pkg / "c.py").write_text("from engines.demo.a import X\n", encoding="utf-8")
    (pkg / "d.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from engines.demo import e\n", encoding="utf-8")
    (pkg / "e.py").write_text("import engines.demo.d\n\n\ndef f():\n"
                              "    from engines.demo import a\n", encoding="utf-8")
    edges = graph(modules(tmp_path, ("engines",)))
    assert edges["engines.demo.e"] == {"engines.demo.d"}
    assert cycles(edges) == [["engines.demo.a", "engines.demo.b", "engines.demo.c"]]


#: What render/ may import of a game's engine: the descriptions a picture
#: is drawn from (the view, the cards, the Karten-Infos, the result, the
#: public events, the actions and options that name what was chosen, the
#: words) -- never the state, the scoring, the flow or the computers. Phase
#: names come from the view's module, the points from the view's fields.
GAME_PARTS = frozenset({"view", "cards", "fossils", "info", "info_meister", "result", "events",
                        "actions", "options", "words"})
#: Of engines/core: the value types the views carry (and the leaderboard
#: text of a result); engines/texts entirely.
CORE_PARTS = frozenset({"engines.core", "engines.core.result"})
#: Allowed today, each with its reason (a stale entry fails).
EXCEPTIONS = frozenset({
    # who leads the open trick: a rule function of the view's open cards,
    # not the state; the view could carry it one day
    ("render/troedel/table.py", "engines.troedel.tricks"),
})
#: Development tools inside render/ (none since issue 30 moved Speedfabel's
#: scenes and gallery to tests/render/): they would import anything.
TOOLS: frozenset[str] = frozenset()


def render_may_import(module: str) -> bool:
    """Whether a module of render/ may import the engines' ``module``."""
    if module == "engines.texts" or module.startswith("engines.texts."):
        return True
    if module in CORE_PARTS:
        return True
    parts = module.split(".")
    return (len(parts) == 3 and parts[0] == "engines" and parts[1] != "core"
            and parts[2] in GAME_PARTS)


def render_leaks(root: Path | None = None) -> set[tuple[str, str]]:
    """(file of render/, engines module) for every import the rule forbids,
    anywhere in the file (also in functions and under TYPE_CHECKING)."""
    base = root or ROOT
    mods = modules(base)
    engines = {m for m in mods if m == "engines" or m.startswith("engines.")}
    leaks = set()
    for name, path in mods.items():
        rel = path.relative_to(base).as_posix()
        if not name.startswith("render.") or rel in TOOLS:
            continue
        for target in imported(name, path, engines, scope="all"):
            if not render_may_import(target):
                leaks.add((rel, target))
    return leaks


def test_render_reads_only_what_the_engines_publish() -> None:
    """"A renderer should only read what the view carries" (issue 30 item
    4): no picture module imports a game's state or scoring, nor anything
    else outside GAME_PARTS, for any of the four games."""
    leaks = render_leaks() - EXCEPTIONS
    assert not leaks, f"render/ imports engine internals: {sorted(leaks)}"


def test_the_render_exceptions_are_still_needed() -> None:
    stale = (EXCEPTIONS - render_leaks()) | {t for t in TOOLS if not ROOT.joinpath(t).exists()}
    assert not stale, f"take these off the lists: {sorted(stale)}"


def test_the_render_rule_refuses_state_and_scoring() -> None:
    assert render_may_import("engines.fabel.view") and render_may_import("engines.texts.de.grammar")
    assert render_may_import("engines.fossil.fossils") and render_may_import("engines.core")
    for module in ("engines.fabel.state", "engines.fabel.scoring", "engines.spuk.scoring",
                   "engines.fabel.phases", "engines.core.playout", "engines.troedel.ai.deals",
                   "engines.fabel"):
        assert not render_may_import(module), module
