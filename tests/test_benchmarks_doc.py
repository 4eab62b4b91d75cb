"""docs/BENCHMARKS.md stays today's figures (issue 30 item 6): short enough
to find a figure without reading a history, and every command it gives can
be run (the benchmark module it names exists in tests/bench)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "BENCHMARKS.md"
BENCH = ROOT / "tests" / "bench"
#: "At most about 300 lines" (issue 30).
MOST_LINES = 300
#: ``python -m tests.bench.NAME`` anywhere in the text (code spans and blocks).
COMMAND = re.compile(r"python -m tests\.bench\.(\w+)")


def test_benchmarks_doc_stays_short() -> None:
    lines = DOC.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MOST_LINES, (
        f"docs/BENCHMARKS.md has {len(lines)} lines: keep today's figures there and move "
        "the rest to docs/benchmarks-history/")


def test_every_benchmark_command_in_the_doc_names_a_module_of_tests_bench() -> None:
    named = set(COMMAND.findall(DOC.read_text(encoding="utf-8")))
    assert named, "the doc names no benchmark command"
    missing = sorted(name for name in named if not (BENCH / f"{name}.py").is_file())
    assert not missing, f"docs/BENCHMARKS.md runs benchmarks that do not exist: {missing}"


def test_the_doc_links_its_history_and_the_history_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    links = re.findall(r"\]\((benchmarks-history/[^)]+)\)", text)
    assert links, "docs/BENCHMARKS.md does not link docs/benchmarks-history/"
    for link in links:
        assert (DOC.parent / link).is_file(), link
